//! The subcommands, which do something other than reduce: `init` writes an
//! oracle, `completions` and `man` print what clap makes of the options, so
//! the completions and the man page never drift from `--help`.

use super::args::{Args, Command, InitArgs};
use crate::error::{Error, ExitCode};
use clap::CommandFactory;
use std::io::Write;

/// Runs `command`.
pub fn run_command(command: Command) -> Result<ExitCode, Error> {
    match command {
        Command::Init(args) => init(args),
        Command::Completions { shell } => {
            let mut cmd = Args::command();
            clap_complete::generate(shell, &mut cmd, "reduce", &mut std::io::stdout());
            Ok(ExitCode::Success)
        }
        Command::Man => {
            let mut page = Vec::new();
            clap_mangen::Man::new(Args::command())
                .render(&mut page)
                .map_err(Error::io("rendering the man page"))?;
            std::io::stdout()
                .write_all(&page)
                .map_err(Error::io("writing the man page"))?;
            Ok(ExitCode::Success)
        }
    }
}

fn init(args: InitArgs) -> Result<ExitCode, Error> {
    let request = crate::init::Request {
        kind: args.kind,
        file: args.file,
        command: args.run,
        against: args.against,
        expect: args.expect,
        output: args.output,
        force: args.force,
        timeout: args.timeout,
    };
    let written = crate::init::write(&request)?;
    let path = written.path.display();
    if !written.kept.is_empty() {
        println!("{path} keeps: {}", written.kept);
    }
    let oracle = match written.path.is_absolute() || written.path.starts_with(".") {
        true => path.to_string(),
        false => format!("./{path}"),
    };
    println!(
        "{path} finds {} interesting. Read it, then: reduce --oracle {oracle} {}",
        request.file.display(),
        request.file.display()
    );
    Ok(ExitCode::Success)
}
