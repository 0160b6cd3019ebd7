//! A generator's run recorded, then replayed once from its own trace: the
//! check that the run can be reduced at all. A replay that cannot follow
//! the trace, or makes other bytes, means randomness the trace does not
//! see, and every replay of a reduced trace would be a guess.

use super::worker::{Align, Generated, GeneratorOracle, Made, STDERR};
use crate::runner::{CallControl, OracleSpec, Outcome};
use std::io;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// A generator's run, recorded and replayed to the same bytes.
pub struct Recorded {
    /// What it made, and its trace.
    pub made: Made,
    /// What the trace helper found wrong with the generator's source (a
    /// `maybe()` that guards no block), for the user: lines of its
    /// stderr that start `reduce_trace: warning:`.
    pub warnings: Vec<String>,
}

/// Why a generator's run could not be recorded.
#[derive(Debug)]
pub enum RecordError {
    /// An I/O error, and what was being done.
    Io(String, io::Error),
    /// The generator cannot be reduced so: why, for the user (with the
    /// last lines it wrote to stderr, where it wrote any), and the trace
    /// helper's warnings (see [`Recorded::warnings`]) once both runs ended.
    Refused(String, Vec<String>),
}

/// Runs `command` (in `cwd`, each run at most `timeout`) once to record
/// its run, then replays the recorded trace, in a private directory under
/// `scratch_root`; `oracle` names the file it writes.
pub fn record(
    command: &str,
    cwd: &Path,
    timeout: Duration,
    oracle: OracleSpec,
    scratch_root: &Path,
) -> Result<Recorded, RecordError> {
    let scratch = tempfile::Builder::new()
        .prefix("reduce-")
        .permissions(std::fs::Permissions::from_mode(0o700))
        .tempdir_in(scratch_root)
        .map_err(|e| RecordError::Io("creating the temporary directory".into(), e))?;
    let recorder = GeneratorOracle::new(
        command.to_owned(),
        PathBuf::from(cwd),
        Align::Halt,
        timeout,
        oracle,
        usize::MAX,
    );
    let control = CallControl::new().map_err(|e| RecordError::Io("setting up a call".into(), e))?;
    let mut runs: Vec<Made> = Vec::new();
    for run in ["original", "replay"] {
        let dir = scratch.path().join(run);
        std::fs::create_dir(&dir)
            .map_err(|e| RecordError::Io("creating the temporary directory".into(), e))?;
        let given = runs.first().map(|made| &made.trace);
        let generated = (recorder.generate(&dir, given, &control))
            .map_err(|e| RecordError::Io(format!("running the generator '{command}'"), e))?;
        match generated {
            Generated::Made(made) => runs.push(made),
            Generated::Failed(outcome) => {
                let why = match outcome {
                    Outcome::NothingMade(why) => why,
                    other => other.describe(),
                };
                let why = format!(
                    "its {run} run made no test input: {why}{}",
                    stderr_tail(&dir)
                );
                return Err(RecordError::Refused(why, Vec::new()));
            }
            Generated::Misaligned(at) => {
                let why = format!(
                    "a replay of its own run could not follow decision {at}: is all its \
                     randomness drawn through the trace helper?{}",
                    stderr_tail(&dir)
                );
                return Err(RecordError::Refused(why, Vec::new()));
            }
        }
    }
    let (original, replay) = (runs.remove(0), runs.remove(0));
    let warnings = helper_warnings(&scratch.path().join("original"));
    if original.input.is_empty() {
        let why = "it made an empty input: nothing to reduce".into();
        return Err(RecordError::Refused(why, warnings));
    }
    if replay.input != original.input {
        let at = (original.input.iter().zip(&replay.input))
            .take_while(|(a, b)| a == b)
            .count();
        let why = format!(
            "a replay of its recorded run made other bytes ({} then {}, first different at \
             byte {at}): is all its randomness drawn through the trace helper?",
            original.input.len(),
            replay.input.len()
        );
        return Err(RecordError::Refused(why, warnings));
    }
    Ok(Recorded {
        made: original,
        warnings,
    })
}

/// The warnings the trace helper wrote to stderr in a generator run in
/// `dir` (lines that start `reduce_trace: warning:`).
fn helper_warnings(dir: &Path) -> Vec<String> {
    let written = std::fs::read(dir.join(STDERR)).unwrap_or_default();
    String::from_utf8_lossy(&written)
        .lines()
        .filter(|line| line.starts_with("reduce_trace: warning:"))
        .map(str::to_owned)
        .collect()
}

/// The last lines a generator run in `dir` wrote to stderr, to show under
/// its error ("" when it wrote nothing).
fn stderr_tail(dir: &Path) -> String {
    const LINES: usize = 20;
    let written = std::fs::read(dir.join(STDERR)).unwrap_or_default();
    let written = String::from_utf8_lossy(&written);
    let lines: Vec<&str> = written.trim_end().lines().collect();
    if lines.is_empty() {
        return String::new();
    }
    let shown = &lines[lines.len().saturating_sub(LINES)..];
    let mut tail = String::from("\nits stderr");
    if shown.len() < lines.len() {
        tail += &format!(" (last {LINES} lines)");
    }
    tail += ":";
    for line in shown {
        tail += "\n  ";
        tail += line;
    }
    tail
}
