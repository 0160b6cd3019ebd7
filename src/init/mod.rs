//! `reduce init`: writes the oracle for a common kind of bug, so that the
//! hardest part of using a reducer is not left to the user. The command
//! runs the user's compiler or interpreter on the original once, takes the
//! line that says what the bug is from its output (a crash's signature,
//! an exception's message), fills in a commented template, and runs the
//! script on the original as `reduce` would before writing it: a script
//! that does not find the original interesting is never written.

mod signature;
mod template;

use crate::error::Error;
use std::io::{Read, Write};
use std::os::unix::fs::OpenOptionsExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The kinds of bug `reduce init` writes an oracle for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Kind {
    /// A compiler (or any program) crashes: the signature it prints (an
    /// internal compiler error, a failed assertion, a panic, a sanitizer
    /// report, a fatal signal) and its exit status must stay.
    Crash,
    /// A compiler's warning or error must stay (--expect TEXT, or the first
    /// one it prints on the original); where the original has no other
    /// error, a candidate may have none either.
    Diagnostic,
    /// Two compilers, or two optimisation levels, build programs that
    /// behave differently (--run A --against B), with guards against
    /// undefined behaviour: warnings that signal it are errors, and a
    /// sanitized build must run clean.
    WrongCode,
    /// An interpreter (node, python3, java) dies of an uncaught exception
    /// with the same message.
    Exception,
    /// A tool reports the same error on the input (which may be binary),
    /// with the same exit status.
    Error,
}

impl Kind {
    /// The name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Crash => "crash",
            Kind::Diagnostic => "diagnostic",
            Kind::WrongCode => "wrong-code",
            Kind::Exception => "exception",
            Kind::Error => "error",
        }
    }
}

/// What the user asked for.
pub struct Request {
    /// The kind of bug.
    pub kind: Kind,
    /// The input that shows it.
    pub file: PathBuf,
    /// The command, a shell fragment: the file goes where `{}` is, else last.
    pub command: String,
    /// wrong-code's second command.
    pub against: Option<String>,
    /// The line to keep, instead of the one taken from the output.
    pub expect: Option<String>,
    /// Where the script goes.
    pub output: PathBuf,
    /// Whether an existing file there is replaced.
    pub force: bool,
    /// How long each command may run in the script; by default ten times
    /// what it took on the original, and at least 10 s.
    pub timeout: Option<Duration>,
}

/// What was written, for the message the command prints.
pub struct Written {
    /// The script's path.
    pub path: PathBuf,
    /// The line the script keeps (empty for wrong-code).
    pub kept: String,
}

/// Writes the oracle `request` describes, after checking that it finds the
/// original interesting.
pub fn write(request: &Request) -> Result<Written, Error> {
    let input = std::fs::canonicalize(&request.file).map_err(|e| Error::Input {
        path: request.file.clone(),
        problem: e.to_string(),
    })?;
    if !input.is_file() {
        return Err(Error::Input {
            path: request.file.clone(),
            problem: "not a regular file: `reduce init` writes an oracle for one file".into(),
        });
    }
    let file_name = input
        .file_name()
        .and_then(|n| n.to_str())
        .ok_or_else(|| Error::Input {
            path: request.file.clone(),
            problem: "its name is not UTF-8, which a script cannot name".into(),
        })?
        .to_owned();
    check_options(request)?;
    check_output(request, &input)?;

    let (kept, from, status, no_other_error, took) = match request.kind {
        Kind::WrongCode => (String::new(), "", None, false, Duration::from_secs(3)),
        kind => {
            let shown = run(
                &request.command,
                &input,
                &file_name,
                Duration::from_secs(600),
            )?;
            let found = match kind {
                Kind::Crash => signature::crash(&shown.output),
                Kind::Diagnostic => signature::diagnostic(&shown.output),
                Kind::Exception => signature::exception(&shown.output),
                _ => signature::error(&shown.output),
            };
            let (kept, from) = match (&request.expect, found) {
                (Some(text), _) => (text.clone(), "given with --expect"),
                (None, Some(text)) => (text, "taken from the original's output"),
                (None, None) => return Err(nothing_found(request, &file_name, &shown)),
            };
            if !shown.output.contains(&kept) {
                return Err(Error::Usage(format!(
                    "`{}` on {file_name} does not print {kept:?} ({}); the oracle would find \
                     nothing interesting. Last lines of its output:\n{}",
                    template::on_file(&request.command, &file_name),
                    shown.describe(),
                    last_lines(&shown.output)
                )));
            }
            // A crash or a diagnostic keeps the original's exit status (a
            // warning's 0 keeps candidates compiling); a tool's error keeps
            // a non-zero one; an exception's only needs to be non-zero.
            let status = match kind {
                Kind::Crash | Kind::Diagnostic => Some(shown.status),
                Kind::Error => (shown.status != 0).then_some(shown.status),
                _ => None,
            };
            let no_other_error = kind == Kind::Diagnostic && only_error_is(&shown.output, &kept);
            (kept, from, status, no_other_error, shown.took)
        }
    };
    let limit = request
        .timeout
        .unwrap_or_else(|| (took * 10).max(Duration::from_secs(10)))
        .as_secs()
        .max(1);
    let script = template::script(
        request.kind,
        &template::Params {
            file_name: &file_name,
            command: &request.command,
            against: request.against.as_deref(),
            text: &kept,
            text_from: from,
            status,
            no_other_error,
            limit,
        },
    );
    check_script(request, &script, &input, &file_name, limit)?;
    save(request, &script)?;
    Ok(Written {
        path: request.output.clone(),
        kept,
    })
}

fn check_options(request: &Request) -> Result<(), Error> {
    match (request.kind, &request.against) {
        (Kind::WrongCode, None) => Err(Error::Usage(
            "wrong-code compares two builds: give the second with --against, as in \
             `reduce init wrong-code --run 'gcc -O0' --against 'gcc -O2' bug.c`"
                .into(),
        )),
        (Kind::WrongCode, Some(_)) if request.expect.is_some() => Err(Error::Usage(
            "--expect does not apply to wrong-code: the two programs' outputs are compared".into(),
        )),
        (kind, Some(_)) if kind != Kind::WrongCode => Err(Error::Usage(format!(
            "--against applies only to wrong-code, not to {}",
            kind.name()
        ))),
        _ if request.command.trim().is_empty() => Err(Error::Usage("--run needs a command".into())),
        _ => Ok(()),
    }
}

fn check_output(request: &Request, input: &Path) -> Result<(), Error> {
    let output = &request.output;
    if std::fs::canonicalize(output).is_ok_and(|o| o == input) {
        return Err(Error::Usage(format!(
            "{} is the input; write the oracle elsewhere with -o",
            output.display()
        )));
    }
    match std::fs::symlink_metadata(output) {
        Ok(meta) if meta.is_dir() => Err(Error::Usage(format!(
            "{} is a directory; give the script's file name with -o",
            output.display()
        ))),
        Ok(_) if !request.force => Err(Error::Usage(format!(
            "{} exists; --force replaces it, or -o PATH writes elsewhere",
            output.display()
        ))),
        _ => Ok(()),
    }
}

/// How a command ended on the original.
struct Shown {
    output: String,
    status: i32,
    took: Duration,
}

impl Shown {
    fn describe(&self) -> String {
        match self.status {
            124 => "it timed out".into(),
            s => format!("exit status {s}"),
        }
    }
}

/// Runs `script` (bash) in a fresh directory holding a copy of `input` as
/// `file_name`, as `reduce` runs an oracle: its output and stderr together.
fn run_in_copy(
    script: &str,
    input: &Path,
    file_name: &str,
    limit: Duration,
) -> Result<Shown, Error> {
    let dir = tempfile::Builder::new()
        .prefix("reduce-init-")
        .tempdir()
        .map_err(Error::io("creating a directory to run the command in"))?;
    let copy = dir.path().join(file_name);
    std::fs::copy(input, &copy).map_err(Error::io(format!("copying {}", input.display())))?;
    let started = Instant::now();
    let mut child = Command::new("timeout")
        .arg("-k")
        .arg("2")
        .arg(format!("{}", limit.as_secs().max(1)))
        .arg("bash")
        .arg("-c")
        .arg(format!("exec 2>&1\n{script}"))
        .current_dir(dir.path())
        // As the script runs it: messages in plain ASCII, not translated.
        .env("LC_ALL", "C")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .spawn()
        .map_err(Error::io("running bash under timeout"))?;
    let mut bytes = Vec::new();
    if let Some(mut out) = child.stdout.take() {
        out.read_to_end(&mut bytes)
            .map_err(Error::io("reading the command's output"))?;
    }
    let status = child.wait().map_err(Error::io("waiting for the command"))?;
    Ok(Shown {
        output: String::from_utf8_lossy(&bytes).into_owned(),
        status: status.code().unwrap_or(128),
        took: started.elapsed(),
    })
}

/// The user's command on the original.
fn run(command: &str, input: &Path, file_name: &str, limit: Duration) -> Result<Shown, Error> {
    run_in_copy(
        &template::on_file(command, &template::quote(file_name)),
        input,
        file_name,
        limit,
    )
}

/// Runs the script as `reduce` would on the original (`$1` the candidate's
/// absolute path), and refuses it unless it exits 0.
fn check_script(
    request: &Request,
    script: &str,
    input: &Path,
    file_name: &str,
    limit: u64,
) -> Result<(), Error> {
    // Its commands may each take `limit`: wrong-code runs seven.
    let whole = Duration::from_secs(limit * 8 + 5);
    let mut saved = tempfile::Builder::new()
        .prefix("reduce-init-")
        .suffix(".sh")
        .tempfile()
        .map_err(Error::io("writing the script to try it"))?;
    saved
        .write_all(script.as_bytes())
        .map_err(Error::io("writing the script to try it"))?;
    let shown = run_in_copy(
        &format!(
            "bash {} \"$PWD\"/{}",
            template::quote(&saved.path().to_string_lossy()),
            template::quote(file_name)
        ),
        input,
        file_name,
        whole,
    )?;
    if shown.status == 0 {
        return Ok(());
    }
    Err(Error::NotInteresting {
        oracle: request.output.clone(),
        outcome: shown.describe(),
        output: last_lines(&shown.output),
        see: format!(
            "The script was not written. {}",
            match request.kind {
                Kind::WrongCode =>
                    "Check that both builds run, that they differ, and that the \
                                    sanitized build runs clean and the -Werror build compiles: \
                                    a program with undefined behaviour is refused.",
                _ => "Run the command on the file by hand to see what it prints.",
            }
        ),
    })
}

/// Writes the script, executable, without replacing anything unless asked.
fn save(request: &Request, script: &str) -> Result<(), Error> {
    let mut options = std::fs::OpenOptions::new();
    options.write(true).mode(0o755);
    match request.force {
        true => options.create(true).truncate(true),
        false => options.create_new(true),
    };
    let path = &request.output;
    let mut file = options
        .open(path)
        .map_err(Error::io(format!("writing {}", path.display())))?;
    file.write_all(script.as_bytes())
        .map_err(Error::io(format!("writing {}", path.display())))?;
    // A replaced file keeps its old mode: make it executable as a new one is.
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o755))
        .map_err(Error::io(format!("making {} executable", path.display())))
}

fn nothing_found(request: &Request, file_name: &str, shown: &Shown) -> Error {
    let what = match request.kind {
        Kind::Crash => {
            "no crash signature (an internal compiler error, a failed assertion, a \
                        panic, a sanitizer report or a fatal signal)"
        }
        Kind::Diagnostic => "no warning or error",
        Kind::Exception => "no exception (a line such as `TypeError: ...`)",
        _ => "no error message",
    };
    Error::Usage(format!(
        "`{}` on {file_name} printed {what} ({}); give the line that must stay with --expect. \
         Last lines of its output:\n{}",
        template::on_file(&request.command, file_name),
        shown.describe(),
        last_lines(&shown.output)
    ))
}

/// Whether every error line of `output` is `kept`'s (so candidates may be
/// held to no other error).
fn only_error_is(output: &str, kept: &str) -> bool {
    output
        .lines()
        .filter(|line| {
            let text = signature::without_position(line);
            text.starts_with("error") || text.starts_with("fatal error")
        })
        .filter(|line| {
            !["aborting due to", "errors generated", "error generated"]
                .iter()
                .any(|s| line.contains(s))
        })
        .all(|line| line.contains(kept))
}

fn last_lines(output: &str) -> String {
    let lines: Vec<&str> = output.lines().collect();
    lines[lines.len().saturating_sub(10)..].join("\n")
}
