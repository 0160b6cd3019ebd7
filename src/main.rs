//! The `reduce` command: parses arguments, runs the library, maps the result
//! to an exit code.

fn main() -> std::process::ExitCode {
    let mut args = match reduce::cli::from_command_line() {
        Ok(args) => args,
        Err(e) => {
            eprintln!("reduce: {e}");
            return e.exit_code().into();
        }
    };
    let result = match args.command.take() {
        Some(command) => reduce::cli::run_command(command),
        None => reduce::cli::run(args),
    };
    // Whatever an oracle call left running that no call's end took down
    // (a daemon that cleared its environment) goes with the run.
    reduce::runner::kill_leftovers();
    match result {
        Ok(code) => code.into(),
        Err(e) => {
            eprintln!("reduce: {e}");
            e.exit_code().into()
        }
    }
}
