//! One oracle call: a private directory holding the candidate under the
//! input's file name, the user's script run and watched (see
//! [`super::supervise`]), directly or through a launcher (see
//! [`super::launcher`]), and what it answered.

use super::launcher;
use super::supervise::{CallControl, Stopping, run_watched};
use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus, Stdio};
use std::time::Duration;

/// What says whether a candidate is interesting: the one point every call
/// of the runner goes through. `reduce` runs the user's script
/// ([`OracleSpec`]); the runner's tests answer in-process, so that they
/// test the runner users run.
pub trait Oracle: Send + Sync + std::fmt::Debug {
    /// One call on `candidate`, which may use the new directory `dir` (and
    /// removes it); cancelled through `control`; keeps the call's output
    /// when `capture_output`.
    fn call(
        &self,
        dir: &Path,
        candidate: &[u8],
        capture_output: bool,
        control: &CallControl,
    ) -> io::Result<CallResult>;
}

/// The user's script, run as a process: the same for every call of a run.
#[derive(Clone, Debug)]
pub struct OracleSpec {
    /// Absolute path of the user's script.
    pub program: PathBuf,
    /// The file name the candidate gets in the call's directory.
    pub file_name: std::ffi::OsString,
    /// Wall-clock limit of one call.
    pub timeout: Duration,
    /// A command prefix every call runs through (`--launcher`, e.g.
    /// `srun --quiet`), run by `sh -c`; `None` runs the script here.
    pub launcher: Option<String>,
    /// How a call is stopped before its end.
    pub stopping: Stopping,
    /// The candidate is a bundle (several files, see [`crate::bundle`]):
    /// its files are written into a directory of the call's named
    /// `file_name`, and the oracle runs there with that directory as `$1`.
    pub directory: bool,
}

impl OracleSpec {
    /// The script at `program`, run here on a candidate named `file_name`,
    /// for at most `timeout`.
    pub fn new(program: PathBuf, file_name: std::ffi::OsString, timeout: Duration) -> Self {
        OracleSpec {
            program,
            file_name,
            timeout,
            launcher: None,
            stopping: Stopping::LOCAL,
            directory: false,
        }
    }
}

impl Oracle for OracleSpec {
    fn call(
        &self,
        dir: &Path,
        candidate: &[u8],
        capture_output: bool,
        control: &CallControl,
    ) -> io::Result<CallResult> {
        call(self, dir, candidate, capture_output, control)
    }
}

/// What one call found out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The script exited with this status (0 = interesting).
    Exited(ExitStatus),
    /// The call ran past the timeout and was killed.
    TimedOut,
    /// The call was killed because its verdict was no longer needed.
    Cancelled,
    /// The call made no test input to check (a generator that failed,
    /// could not follow its decisions, or made more than the original):
    /// not interesting, for this reason.
    NothingMade(String),
    /// The launcher ran, but the oracle left no exit status: it did not
    /// run, or not to its end (the launcher's own error, a queue limit, a
    /// lost node, a work directory the node does not see). No verdict: the
    /// call is made again. What the launcher said last.
    LaunchFailed(String),
    /// The call made a test input the oracle had already judged (generator
    /// mode: other decisions can make the same bytes), so the oracle did
    /// not run again: its verdict of then.
    MadeBefore {
        /// Whether the oracle found that input interesting.
        interesting: bool,
    },
}

impl Outcome {
    /// Exit 0 and only that is interesting.
    pub fn is_interesting(&self) -> bool {
        match self {
            Outcome::Exited(s) => s.success(),
            Outcome::MadeBefore { interesting } => *interesting,
            _ => false,
        }
    }

    /// A short description for messages: "exit status 1", "killed by signal 9", "timed out".
    pub fn describe(&self) -> String {
        match self {
            Outcome::Exited(s) => {
                match (s.code(), std::os::unix::process::ExitStatusExt::signal(s)) {
                    (Some(code), _) => format!("exit status {code}"),
                    (None, Some(sig)) => format!("killed by signal {sig}"),
                    _ => s.to_string(),
                }
            }
            Outcome::TimedOut => "timed out".to_owned(),
            Outcome::Cancelled => "cancelled".to_owned(),
            Outcome::NothingMade(why) => format!("no input made: {why}"),
            Outcome::LaunchFailed(why) => format!("the launch failed: {why}"),
            Outcome::MadeBefore { interesting: true } => {
                "an input judged before: interesting".to_owned()
            }
            Outcome::MadeBefore { interesting: false } => {
                "an input judged before: not interesting".to_owned()
            }
        }
    }
}

/// The result of one call.
#[derive(Debug)]
pub struct CallResult {
    /// How the script ended.
    pub outcome: Outcome,
    /// Wall time the script ran.
    pub elapsed: Duration,
    /// Its stdout then stderr, when captured.
    pub output: Option<Vec<u8>>,
}

impl CallResult {
    /// The result of a call that ended before any oracle process ran.
    pub fn unrun(outcome: Outcome) -> Self {
        CallResult {
            outcome,
            elapsed: Duration::ZERO,
            output: None,
        }
    }
}

/// Runs the oracle once on `candidate` in the new directory `dir`, which is
/// removed afterwards. Captured output goes to `<dir>.out`, beside it, so the
/// oracle sees nothing but the candidate in its directory.
fn call(
    spec: &OracleSpec,
    dir: &Path,
    candidate: &[u8],
    capture_output: bool,
    control: &CallControl,
) -> io::Result<CallResult> {
    let result = call_in(spec, dir, candidate, capture_output, control);
    if capture_output || spec.launcher.is_some() {
        let _ = fs::remove_file(output_path(dir));
    }
    remove_call_dir(dir);
    result.map_err(|e| {
        io::Error::new(
            e.kind(),
            format!(
                "calling {} in {}: {e}",
                spec.program.display(),
                dir.display()
            ),
        )
    })
}

/// Removes a call's directory, first making writable any read-only
/// directory the oracle left in it. One that still resists is left to the
/// run directory's final cleanup rather than costing the call its verdict.
pub(crate) fn remove_call_dir(dir: &Path) {
    if fs::remove_dir_all(dir).is_ok() || !dir.exists() {
        return;
    }
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let _ = fs::set_permissions(&d, std::os::unix::fs::PermissionsExt::from_mode(0o700));
        for entry in fs::read_dir(&d).into_iter().flatten().flatten() {
            if entry.file_type().is_ok_and(|t| t.is_dir()) {
                stack.push(entry.path());
            }
        }
    }
    let _ = fs::remove_dir_all(dir);
}

/// Makes a new private directory (mode 0700): a call's, or a run
/// directory that another program removed, made again.
pub(crate) fn make_call_dir(dir: &Path) -> io::Result<()> {
    std::os::unix::fs::DirBuilderExt::mode(&mut fs::DirBuilder::new(), 0o700).create(dir)
}

/// Kept oracle output is cut at this size: enough to see why, never a memory hog.
const MAX_KEPT_OUTPUT: u64 = 1 << 20;

pub(super) fn read_head(path: &Path) -> Vec<u8> {
    let mut head = Vec::new();
    if let Ok(file) = fs::File::open(path) {
        let _ = io::Read::read_to_end(&mut io::Read::take(file, MAX_KEPT_OUTPUT), &mut head);
    }
    head
}

pub(super) fn output_path(dir: &Path) -> std::path::PathBuf {
    dir.with_extension("out")
}

fn call_in(
    spec: &OracleSpec,
    dir: &Path,
    candidate: &[u8],
    capture_output: bool,
    control: &CallControl,
) -> io::Result<CallResult> {
    make_call_dir(dir)?;
    let path = dir.join(&spec.file_name);
    if spec.directory {
        fs::create_dir(&path)?;
        // Without the syntax check a cut may have broken a file's header:
        // no input, no verdict of the oracle.
        if let Err(e) = crate::bundle::files::materialize(candidate, &path) {
            if e.kind() != io::ErrorKind::InvalidData {
                return Err(e);
            }
            return Ok(CallResult::unrun(Outcome::NothingMade(format!(
                "not a bundle of files: {e}"
            ))));
        }
    } else {
        fs::write(&path, candidate)?;
    }
    if control.is_cancelled() {
        return Ok(CallResult::unrun(Outcome::Cancelled));
    }
    // A launcher's messages are kept to say why a launch failed.
    let keep_output = capture_output || spec.launcher.is_some();
    let (stdout, stderr) = if keep_output {
        let out = fs::File::create(output_path(dir))?;
        (Stdio::from(out.try_clone()?), Stdio::from(out))
    } else {
        (Stdio::null(), Stdio::null())
    };
    let mut command = match &spec.launcher {
        None => {
            let mut command = Command::new(&spec.program);
            let cwd = if spec.directory { &path } else { dir };
            command.arg(&path).current_dir(cwd);
            command
        }
        Some(prefix) => launcher::command(prefix, &spec.program, &path),
    };
    command.stdout(stdout).stderr(stderr);
    let (mut outcome, elapsed) = run_watched(&mut command, spec.timeout, spec.stopping, control)?;
    if spec.launcher.is_some() {
        outcome = launcher::launched_outcome(dir, outcome, &spec.program);
    }
    let output = if capture_output {
        Some(read_head(&output_path(dir)))
    } else {
        None
    };
    Ok(CallResult {
        outcome,
        elapsed,
        output,
    })
}
