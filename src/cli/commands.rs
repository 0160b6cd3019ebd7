//! The subcommands, which do something other than reduce: `init` writes an
//! oracle, `completions` and `man` print what clap makes of the options, so
//! the completions and the man page never drift from `--help`.

use super::args::{Args, Command, InitArgs};
use crate::error::{Error, ExitCode};

/// Runs a subcommand: `main` calls it instead of [`super::run`] when the
/// command line names one.
pub fn run_command(command: Command) -> Result<ExitCode, Error> {
    match command {
        Command::Init(args) => init(args),
        Command::Completions { shell } => {
            let mut cmd = Args::definition();
            clap_complete::generate(shell, &mut cmd, "reduce", &mut std::io::stdout());
            Ok(ExitCode::Success)
        }
        Command::Man { dir: None } => {
            clap_mangen::Man::new(Args::definition())
                .render(&mut std::io::stdout())
                .map_err(Error::io("writing the man page"))?;
            Ok(ExitCode::Success)
        }
        Command::Man { dir: Some(dir) } => {
            clap_mangen::generate_to(Args::definition(), &dir).map_err(Error::io(format!(
                "writing the man pages into {}",
                dir.display()
            )))?;
            Ok(ExitCode::Success)
        }
    }
}

fn init(args: InitArgs) -> Result<ExitCode, Error> {
    // Ctrl-C stops the command init is running, and its whole process
    // tree, as it stops an oracle call.
    super::signals::install().map_err(Error::io("installing the signal handlers"))?;
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
    let timeout = match written.took.as_secs() {
        // reduce's default limit of one call is 60 s: leave room.
        took if took * 2 > 60 => format!(" --timeout {}s", took * 3),
        _ => String::new(),
    };
    println!(
        "{path} finds {} interesting. Read it, then: reduce --oracle {}{timeout} {}",
        request.file.display(),
        shell_word(&oracle),
        shell_word(&request.file.display().to_string())
    );
    Ok(ExitCode::Success)
}

/// `text` as the user would type it to a shell: quoted only where needed.
fn shell_word(text: &str) -> String {
    let plain = |c: char| c.is_ascii_alphanumeric() || "/._-+=:,@%".contains(c);
    match !text.is_empty() && text.chars().all(plain) {
        true => text.to_owned(),
        false => format!("'{}'", text.replace('\'', "'\\''")),
    }
}
