//! The `reduce` command: parses arguments, runs the library, maps the result
//! to an exit code.

use clap::Parser;

fn main() -> std::process::ExitCode {
    let args = reduce::cli::Args::parse();
    match reduce::cli::run(args) {
        Ok(code) => code.into(),
        Err(e) => {
            eprintln!("reduce: {e}");
            e.exit_code().into()
        }
    }
}
