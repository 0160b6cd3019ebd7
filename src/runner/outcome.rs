//! What one oracle call found out ([`Outcome`]) and its result
//! ([`CallResult`]): a leaf that the oracle, the launchers, the supervisor
//! and the engines all speak, and that imports none of them.

use std::process::ExitStatus;
use std::time::Duration;

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
