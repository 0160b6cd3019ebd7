//! The launcher protocol (`--launcher`): each call runs as `LAUNCHER sh -c
//! WRAPPER ORACLE CANDIDATE`; the wrapper, on the node, runs the oracle in
//! the candidate's directory and leaves its exit status there, and its own
//! exit codes say why it could not (96, 97, 98), so that no failure of the
//! launcher or the node reads as a verdict.

use super::calldir::{output_path, read_head};
use super::outcome::Outcome;
use std::fs;
use std::path::Path;
use std::process::Command;
use std::sync::LazyLock;

/// The command that runs `oracle` on `candidate` through the launcher
/// `prefix`, which runs where `reduce` runs (so that its own relative paths
/// work) and is given [`ON_THE_NODE`] to run in the call's directory.
pub(super) fn command(prefix: &str, oracle: &Path, candidate: &Path) -> Command {
    let mut command = Command::new("sh");
    command
        .arg("-c")
        .arg(format!("exec {prefix} \"$@\""))
        .arg("reduce-launcher")
        .args(["/bin/sh", "-c", ON_THE_NODE.as_str()])
        .arg(oracle)
        .arg(candidate);
    command
}

/// The file a launched call's wrapper writes the oracle's exit status to,
/// in the call's directory: a launcher's own exit status does not say
/// whether the oracle ran.
const EXIT_FILE: &str = ".reduce-exit";

/// The file a launched call's wrapper makes as it starts the oracle: a call
/// cut by `--timeout` without it was still waiting to start (in a queue),
/// which is no verdict.
const STARTED_FILE: &str = ".reduce-started";

/// The script a launcher runs on the node (`$0` the oracle, `$1` the
/// candidate): in the candidate's directory, [`STARTED_FILE`], the oracle
/// (in the candidate itself when it is a directory, as a directory's
/// oracle runs), then its exit status to [`EXIT_FILE`]. It exits [`NOT_SEEN_EXIT`] when
/// the node does not see that directory, [`NOT_EXECUTABLE_EXIT`] when it
/// cannot execute the oracle (126 and 127 would read as verdicts), and
/// [`SIGNALLED_EXIT`], without an exit status, when the step is signalled
/// (preempted, or cancelled by `reduce`), since the oracle's death by that
/// signal is no verdict either.
static ON_THE_NODE: LazyLock<String> = LazyLock::new(|| {
    format!(
        "trap 'exit {SIGNALLED_EXIT}' TERM INT HUP; \
         cd \"${{1%/*}}\" 2>/dev/null || exit {NOT_SEEN_EXIT}; \
         [ -x \"$0\" ] || exit {NOT_EXECUTABLE_EXIT}; \
         : > {STARTED_FILE}; \
         if [ -d \"$1\" ]; then (cd \"$1\" && exec \"$0\" \"$1\"); else \"$0\" \"$1\"; fi; \
         echo $? > {EXIT_FILE}"
    )
});

/// How [`ON_THE_NODE`] exits when the call's directory is not there.
const NOT_SEEN_EXIT: i32 = 97;

/// How [`ON_THE_NODE`] exits when the oracle is not executable there.
const NOT_EXECUTABLE_EXIT: i32 = 96;

/// How [`ON_THE_NODE`] exits when signalled.
const SIGNALLED_EXIT: i32 = 98;

/// How a launched call ended: as the exit status its wrapper left in `dir`
/// says, whatever the launcher's own `outcome` (it may have been cut by
/// the timeout just after the oracle ended); else, when it was cut by the
/// timeout, timed out if the oracle had started and a failed launch if it
/// had not; else a failed launch, saying why.
pub(super) fn launched_outcome(dir: &Path, outcome: Outcome, oracle: &Path) -> Outcome {
    let written = fs::read_to_string(dir.join(EXIT_FILE)).unwrap_or_default();
    if let Ok(code) = written.trim().parse::<i32>() {
        return Outcome::Exited(std::os::unix::process::ExitStatusExt::from_raw(
            (code & 0xff) << 8,
        ));
    }
    let launcher_status = match outcome {
        Outcome::Exited(status) => status,
        Outcome::TimedOut if !dir.join(STARTED_FILE).exists() => {
            return Outcome::LaunchFailed(
                "the oracle had not started when --timeout ran out (was the call waiting in \
                 the cluster's queue?)"
                    .into(),
            );
        }
        other => return other,
    };
    let why = match launcher_status.code() {
        Some(NOT_SEEN_EXIT) => format!(
            "where the launcher ran it, the call's directory {} cannot be entered (is \
             --work-dir on a filesystem shared with the machines running the calls?)",
            dir.display()
        ),
        Some(NOT_EXECUTABLE_EXIT) => format!(
            "where the launcher ran it, the oracle {} is not an executable file",
            oracle.display()
        ),
        Some(SIGNALLED_EXIT) => "its job step was signalled (preempted or cancelled)".into(),
        _ => {
            let said = String::from_utf8_lossy(&read_head(&output_path(dir))).into_owned();
            let last: Vec<&str> = said.trim_end().lines().rev().take(5).collect();
            let said = last.into_iter().rev().collect::<Vec<_>>().join(" / ");
            format!(
                "the launcher ended with {} and the oracle left no exit status in {}{}",
                Outcome::Exited(launcher_status).describe(),
                dir.display(),
                if said.is_empty() {
                    " (the launcher wrote nothing)".to_owned()
                } else {
                    format!("; the launcher said: {said}")
                }
            )
        }
    };
    Outcome::LaunchFailed(format!("the oracle did not run to its end: {why}"))
}
