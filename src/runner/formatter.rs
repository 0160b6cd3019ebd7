//! A language's own formatter (clang-format, rustfmt, gofmt, ...) run over
//! a result for the tidy step at the end of a run: in a directory of its
//! own, on a copy under the input's file name (the name tells clang-format
//! the language), which it rewrites in place. What it writes is only a
//! candidate: the oracle decides whether it is kept.

use super::{Outcome, ScratchDir, run_interruptible};
use std::io;
use std::process::{Command, Stdio};
use std::time::Duration;

/// How long a formatter may run.
const LIMIT: Duration = Duration::from_secs(60);

/// What `command` (a program and its arguments, split at blanks; the
/// file's path goes last) makes of `bytes` in a file named `file_name`:
/// `None` where the program is not installed, fails, runs past a minute,
/// or leaves the file empty or unchanged.
pub fn formatted(command: &str, file_name: &str, bytes: &[u8]) -> io::Result<Option<Vec<u8>>> {
    let mut words = command.split_ascii_whitespace();
    let Some(program) = words.next() else {
        return Ok(None);
    };
    let dir = ScratchDir::new("reduce-format-")?;
    let path = dir.path().join(file_name);
    std::fs::write(&path, bytes)?;
    let mut run = Command::new(program);
    run.args(words)
        .arg(&path)
        .current_dir(dir.path())
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    let outcome = match run_interruptible(&mut run, LIMIT) {
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
        ran => ran?.0,
    };
    if !matches!(outcome, Outcome::Exited(status) if status.success()) {
        return Ok(None);
    }
    let out = std::fs::read(&path)?;
    Ok((!out.is_empty() && out != bytes).then_some(out))
}
