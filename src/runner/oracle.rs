//! One oracle call: a private directory holding the candidate under the
//! input's file name, the user's script run and watched (see
//! [`super::supervise`]), directly or through a launcher (see
//! [`super::launcher`]), and what it answered.

use super::calldir::{make_call_dir, output_path, read_head, remove_call_dir};
use super::launcher;
use super::outcome::{CallResult, Outcome};
use super::supervise::{CallControl, Stopping, run_watched};
use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
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
