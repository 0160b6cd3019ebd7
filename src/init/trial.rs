//! Runs a bash script on a copy of the input, as `reduce` runs an oracle: in
//! a fresh directory holding the copy under the input's name, standard
//! input closed, through the runner's process supervision (its own process
//! group, every group of its process tree killed at the time limit or on
//! Ctrl-C, nothing left running), and the directory removed afterwards.

use crate::error::Error;
use crate::runner::{self, Outcome, run_interruptible};
use std::io::{Read, Seek};
use std::os::unix::process::ExitStatusExt;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;

/// How a trial ended.
pub struct Trial {
    /// What it printed, standard output and error together, as text (a
    /// byte that is not UTF-8 becomes U+FFFD).
    pub output: String,
    /// Its exit status as bash reports one: 128 + N for death by signal N,
    /// 124 past the time limit (as `timeout` reports it).
    pub status: i32,
    /// How long it ran.
    pub took: Duration,
}

impl Trial {
    /// How it ended, in words.
    pub fn describe(&self) -> String {
        match self.status {
            124 => "a timeout".into(),
            s if s > 128 => format!("exit status {s} (killed by signal {})", s - 128),
            s => format!("exit status {s}"),
        }
    }
}

/// Runs `script` with bash in a fresh directory holding a copy of `input`
/// named `file_name`, with `$1` that copy's absolute path, for at most
/// `limit`.
pub fn run(script: &str, input: &Path, file_name: &str, limit: Duration) -> Result<Trial, Error> {
    let dir = runner::ScratchDir::new("reduce-init-")
        .map_err(Error::io("creating a directory to run the command in"))?;
    let copy = dir.path().join(file_name);
    std::fs::copy(input, &copy).map_err(Error::io(format!("copying {}", input.display())))?;
    let mut log = tempfile::tempfile().map_err(Error::io("creating a file for the output"))?;
    let sink = log
        .try_clone()
        .map_err(Error::io("creating a file for the output"))?;
    let mut command = Command::new("bash");
    command
        .arg("-c")
        .arg(script)
        .arg("bash")
        .arg(&copy)
        .current_dir(dir.path())
        // As the script runs it: messages in plain ASCII, not translated.
        .env("LC_ALL", "C")
        .stdout(Stdio::from(
            sink.try_clone()
                .map_err(Error::io("creating a file for the output"))?,
        ))
        .stderr(Stdio::from(sink));
    // Ctrl-C (the handlers `reduce` installs ask the runner to stop) kills
    // the trial's processes, as it kills an oracle call's.
    let ran = run_interruptible(&mut command, limit);
    let (outcome, took) = ran.map_err(Error::io("running bash"))?;
    let status = match outcome {
        Outcome::Exited(status) => status
            .code()
            .or_else(|| status.signal().map(|signal| 128 + signal))
            .unwrap_or(128),
        Outcome::TimedOut => 124,
        _ => return Err(Error::Interrupted),
    };
    let mut bytes = Vec::new();
    log.rewind()
        .and_then(|_| log.read_to_end(&mut bytes))
        .map_err(Error::io("reading the command's output"))?;
    Ok(Trial {
        output: String::from_utf8_lossy(&bytes).into_owned(),
        status,
        took,
    })
}
