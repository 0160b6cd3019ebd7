//! `reduce init`: writes the oracle for a common kind of bug, so that the
//! hardest part of using a reducer is not left to the user. The command
//! runs the user's compiler or interpreter on the original once, takes the
//! line that says what the bug is from its output (a crash's signature,
//! an exception's message), fills in a commented template, and runs the
//! script on the original as `reduce` would before writing it.
//!
//! Invariant: a script that does not find the original interesting is
//! never written; commands run only on copies of the input, in directories
//! of their own that are removed; a file is replaced only with `--force`,
//! and then whole, by a rename.

mod signature;
mod template;
mod trial;

use crate::error::Error;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The kinds of bug `reduce init` writes an oracle for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Kind {
    /// A compiler (or any program) crashes: the signature it prints (an
    /// internal compiler error, a failed assertion, a panic, a sanitizer
    /// report, a fatal signal) and its exit status must stay.
    Crash,
    /// A compiler's warning or error must stay (--expect TEXT, or the first
    /// one it prints on the original), with its exit status; where the
    /// original has no other error, a candidate may have none either.
    Diagnostic,
    /// Two compilers, or two optimisation levels, build programs that
    /// behave differently (--run A --against B), with guards against
    /// undefined behaviour: warnings that signal it are errors, and a
    /// sanitized build must run without a report.
    WrongCode,
    /// An interpreter (node, python3, java) dies of an uncaught exception
    /// with the same message.
    Exception,
    /// A tool reports the same error on the input (which may be binary),
    /// with the same exit status where that is not 0.
    #[value(name = "error")]
    ToolError,
}

impl Kind {
    /// The name on the command line.
    pub fn name(self) -> String {
        use clap::ValueEnum;
        self.to_possible_value()
            .map(|value| value.get_name().to_owned())
            .unwrap_or_default()
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
    /// what it took on the original (30 s for wrong-code), and at least
    /// 10 s.
    pub timeout: Option<Duration>,
}

/// What was written, for the message the command prints.
pub struct Written {
    /// The script's path.
    pub path: PathBuf,
    /// The line the script keeps (empty for wrong-code, and for a crash
    /// known only by its signal).
    pub kept: String,
    /// How long the script took on the original: `reduce`'s `--timeout`
    /// must allow it.
    pub took: Duration,
}

/// The longest the command may take on the original while `reduce init`
/// looks at its output.
const FIRST_RUN_LIMIT: Duration = Duration::from_secs(600);

/// Writes the oracle `request` describes, after checking that it finds the
/// original interesting.
pub fn write(request: &Request) -> Result<Written, Error> {
    let (input, file_name) = check_input(request)?;
    check_options(request)?;
    check_output(request, &input)?;
    // The script runs in a directory of its own: a program named by a
    // relative path (`./crasher`) is named by its absolute one.
    let command = absolute_program(&request.command);
    let against = request.against.as_deref().map(absolute_program);
    let found = match request.kind {
        Kind::WrongCode => Found {
            text: String::new(),
            from: "",
            status: None,
            no_other_error: false,
            took: Duration::from_secs(3),
        },
        kind => look_at_original(request, kind, &command, &input, &file_name)?,
    };
    let limit = request
        .timeout
        .unwrap_or_else(|| (found.took * 10).max(Duration::from_secs(10)))
        .as_secs()
        .max(1);
    let script = template::script(
        request.kind,
        &template::Params {
            file_name: &file_name,
            command: &command,
            against: against.as_deref(),
            text: &found.text,
            text_from: found.from,
            status: found.status,
            no_other_error: found.no_other_error,
            limit,
        },
    );
    let took = check_script(request, &script, &input, &file_name, limit)?;
    save(&request.output, &script)?;
    Ok(Written {
        path: request.output.clone(),
        kept: found.text,
        took,
    })
}

/// What the command showed on the original, for the script to keep.
struct Found {
    /// The line to keep (empty for a crash known only by its signal).
    text: String,
    /// Where the line came from, for the script's comment.
    from: &'static str,
    /// The exit status to keep, where the kind keeps one.
    status: Option<i32>,
    /// Whether the original reported no error but the kept one.
    no_other_error: bool,
    /// How long the command took.
    took: Duration,
}

/// Runs `command` on the original as the script will run it, and takes
/// from its output the line `kind` keeps (or `--expect`'s).
fn look_at_original(
    request: &Request,
    kind: Kind,
    command: &str,
    input: &Path,
    file_name: &str,
) -> Result<Found, Error> {
    let script = format!(
        "export TMPDIR=\"$PWD\"\nfile={}\nlimit={}\n{}printf '%s\\n' \"$out\"\nexit \"$status\"\n",
        template::quote(file_name),
        FIRST_RUN_LIMIT.as_secs(),
        template::capture(command)
    );
    let shown = trial::run(&script, input, file_name, FIRST_RUN_LIMIT)?;
    let found = match kind {
        Kind::Crash => signature::crash(&shown.output),
        Kind::Diagnostic => signature::diagnostic(&shown.output),
        Kind::Exception => signature::exception(&shown.output),
        _ => signature::tool_error(&shown.output),
    };
    let (text, from) = match (&request.expect, found) {
        (Some(text), _) => (text.clone(), "given with --expect"),
        (None, Some(text)) => (text, "taken from the original's output"),
        // A crash that printed nothing: the signal is its signature.
        (None, None) if kind == Kind::Crash && shown.status > 128 => (String::new(), ""),
        (None, None) => return Err(nothing_found(command, kind, file_name, &shown)),
    };
    if !shown.output.contains(&text) {
        return Err(Error::Usage(format!(
            "`{}` on {file_name} does not print {text:?} ({}); the oracle would find \
             nothing interesting. Last lines of its output:\n{}",
            template::on_file(command, file_name),
            shown.describe(),
            last_lines(&shown.output)
        )));
    }
    // A crash or a diagnostic keeps the original's exit status (a
    // warning's 0 keeps candidates compiling); a tool's error keeps a
    // non-zero one; an exception's only needs to be non-zero.
    let status = match kind {
        Kind::Crash | Kind::Diagnostic => Some(shown.status),
        Kind::ToolError => (shown.status != 0).then_some(shown.status),
        _ => None,
    };
    Ok(Found {
        no_other_error: kind == Kind::Diagnostic && only_error_is(&shown.output, &text),
        text,
        from,
        status,
        took: shown.took,
    })
}

/// The input's path to read, and the name the script gives the candidate:
/// the name as given, as `reduce` names candidates (a symbolic link's, not
/// its target's).
fn check_input(request: &Request) -> Result<(PathBuf, String), Error> {
    let problem = |problem: &str| Error::Input {
        path: request.file.clone(),
        problem: problem.to_owned(),
    };
    let input = std::fs::canonicalize(&request.file).map_err(|e| problem(&e.to_string()))?;
    if !input.is_file() {
        return Err(problem(
            "not a regular file: `reduce init` writes an oracle for one file",
        ));
    }
    let file_name = request
        .file
        .file_name()
        .and_then(|n| n.to_str())
        .ok_or_else(|| problem("its name is not UTF-8, which a script cannot name"))?;
    if file_name.contains('\n') {
        return Err(problem(
            "its name holds a newline, which a script cannot name",
        ));
    }
    Ok((input, file_name.to_owned()))
}

fn check_options(request: &Request) -> Result<(), Error> {
    let one_line = [
        ("--run", Some(&request.command)),
        ("--against", request.against.as_ref()),
        ("--expect", request.expect.as_ref()),
    ];
    for (option, value) in one_line {
        let Some(value) = value else { continue };
        if value.trim().is_empty() {
            return Err(Error::Usage(format!("{option} is empty")));
        }
        if value.contains('\n') {
            return Err(Error::Usage(format!(
                "{option} holds a newline; give one line (a command of several lines goes \
                 in a script of its own, run by --run)"
            )));
        }
    }
    for command in [Some(&request.command), request.against.as_ref()]
        .into_iter()
        .flatten()
    {
        if command.contains("'{}'") || command.contains("\"{}\"") {
            return Err(Error::Usage(format!(
                "{command:?}: write {{}} without quotes; the script quotes the file name itself"
            )));
        }
    }
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
        Ok(meta) if !meta.is_file() && !meta.is_symlink() => Err(Error::Usage(format!(
            "{} is not a regular file; write the oracle elsewhere with -o",
            output.display()
        ))),
        _ => Ok(()),
    }
}

/// `command` with its program, when that is a relative path to a file here
/// (`./tool`, `build/cc`), made absolute.
fn absolute_program(command: &str) -> String {
    let start = command.len() - command.trim_start().len();
    let word_end = command[start..]
        .find(char::is_whitespace)
        .map_or(command.len(), |end| start + end);
    let program = &command[start..word_end];
    let relative = program.contains('/') && !program.starts_with('/');
    let shell_free = program
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || "/._-+".contains(c));
    match std::fs::canonicalize(program) {
        Ok(path) if relative && shell_free && path.is_file() => format!(
            "{}{}",
            template::quote(&path.to_string_lossy()),
            &command[word_end..]
        ),
        _ => command.to_owned(),
    }
}

/// Runs the script as `reduce` would on the original (`$1` the candidate's
/// absolute path); how long it took, unless it does not exit 0.
fn check_script(
    request: &Request,
    script: &str,
    input: &Path,
    file_name: &str,
    limit: u64,
) -> Result<Duration, Error> {
    // Its commands may each take `limit`: wrong-code runs seven.
    let whole = Duration::from_secs(limit * 8 + 5);
    let shown = trial::run(script, input, file_name, whole)?;
    if shown.status == 0 {
        return Ok(shown.took);
    }
    Err(Error::NotInteresting {
        oracle: request.output.clone(),
        outcome: shown.describe(),
        output: last_lines(&shown.output),
        see: format!(
            "So {} was not written. {}",
            request.output.display(),
            match request.kind {
                Kind::WrongCode =>
                    "Check that both builds run and differ, that the -Werror build \
                     compiles, and that the sanitized build runs without a report: a \
                     program with undefined behaviour is refused.",
                _ => "Run the command on the file by hand to see what it prints.",
            }
        ),
    })
}

/// Writes the script, executable, beside `path` and renamed into place: a
/// failed write leaves a file already there as it was, and a symbolic
/// link there is replaced, not the file it names.
fn save(path: &Path, script: &str) -> Result<(), Error> {
    let context = || format!("writing {}", path.display());
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    let mut file = tempfile::Builder::new()
        .prefix(".reduce-init-")
        .permissions(std::os::unix::fs::PermissionsExt::from_mode(0o755))
        .tempfile_in(dir)
        .map_err(Error::io(context()))?;
    file.write_all(script.as_bytes())
        .and_then(|_| file.as_file().sync_all())
        .map_err(Error::io(context()))?;
    file.persist(path)
        .map_err(|e| e.error)
        .map_err(Error::io(context()))?;
    Ok(())
}

fn nothing_found(command: &str, kind: Kind, file_name: &str, shown: &trial::Trial) -> Error {
    let what = match kind {
        Kind::Crash => {
            "no crash signature (an internal compiler error, a failed assertion, a panic, a \
             sanitizer report) and was not killed by a signal"
        }
        Kind::Diagnostic => "no warning or error",
        Kind::Exception => "no exception (a line such as `TypeError: ...`)",
        _ => "no error message",
    };
    Error::Usage(format!(
        "`{}` on {file_name} printed {what} ({}); give the line that must stay with --expect. \
         Last lines of its output:\n{}",
        template::on_file(command, file_name),
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
