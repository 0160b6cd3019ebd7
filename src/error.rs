//! One error type for everything a run can hit, with messages that say what
//! happened and what to do, and the exit code each maps to.

use std::fmt;
use std::path::PathBuf;

/// The documented exit codes of `reduce`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExitCode {
    /// The reduction ran (to its fixpoint, or to `--max-time`/`--max-tests`).
    Success = 0,
    /// The oracle did not find the original input interesting.
    NotInteresting = 1,
    /// Bad options, a missing or unusable input or oracle: nothing was run.
    Usage = 2,
    /// An I/O failure during the run (the best result so far is on disk).
    Failure = 3,
    /// The result the reduction reached was not interesting when the
    /// oracle ran on it once more (a flaky oracle): the output holds the
    /// newest earlier best that was, or the original.
    Unconfirmed = 4,
    /// Stopped by SIGINT or SIGTERM (the best result so far is on disk).
    Interrupted = 130,
}

impl From<ExitCode> for std::process::ExitCode {
    fn from(code: ExitCode) -> Self {
        std::process::ExitCode::from(code as u8)
    }
}

/// Everything that can stop `reduce`.
#[derive(Debug)]
pub enum Error {
    /// The options do not make sense together, or a value is malformed.
    Usage(String),
    /// The input file cannot be reduced (missing, a directory, empty, ...).
    Input {
        /// The input as given.
        path: PathBuf,
        /// What is wrong with it.
        problem: String,
    },
    /// The oracle cannot be run (missing, not executable, ...).
    Oracle {
        /// The oracle as given.
        path: PathBuf,
        /// What is wrong with it.
        problem: String,
    },
    /// The oracle says the original is not interesting.
    NotInteresting {
        /// The oracle as given.
        oracle: PathBuf,
        /// How it ended: "exit status 1", "timed out", ...
        outcome: String,
        /// The end of its output, for a first look at why.
        output: String,
        /// How to see for oneself ([`Error::SEE_FILE`] for a file).
        see: String,
    },
    /// SIGINT or SIGTERM before the reduction started.
    Interrupted,
    /// An I/O failure, with what was being done.
    Io {
        /// What `reduce` was doing.
        context: String,
        /// The underlying error.
        source: std::io::Error,
    },
}

impl Error {
    /// The exit code this error ends the process with.
    pub fn exit_code(&self) -> ExitCode {
        match self {
            Error::Usage(_) | Error::Input { .. } | Error::Oracle { .. } => ExitCode::Usage,
            Error::NotInteresting { .. } => ExitCode::NotInteresting,
            Error::Io { .. } => ExitCode::Failure,
            Error::Interrupted => ExitCode::Interrupted,
        }
    }

    /// How to see why a file's original is not interesting.
    pub const SEE_FILE: &str =
        "Run it by hand in a copy of the input's directory to see why; nothing was written.";

    /// Wraps an I/O error with what was being done.
    pub fn io(context: impl Into<String>) -> impl FnOnce(std::io::Error) -> Error {
        let context = context.into();
        move |source| Error::Io { context, source }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Usage(message) => write!(f, "{message}"),
            Error::Input { path, problem } => write!(f, "input {}: {problem}", path.display()),
            Error::Oracle { path, problem } => write!(f, "oracle {}: {problem}", path.display()),
            Error::NotInteresting {
                oracle,
                outcome,
                output,
                see,
            } => {
                write!(
                    f,
                    "the original input is not interesting: the oracle {} ended with {outcome} \
                     (interesting means exit status 0). {see}",
                    oracle.display()
                )?;
                if !output.is_empty() {
                    write!(f, "\nlast lines of its output:\n{output}")?;
                }
                Ok(())
            }
            Error::Io { context, source } => write!(f, "{context}: {source}"),
            Error::Interrupted => write!(
                f,
                "interrupted while checking the original; nothing was written"
            ),
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::Io { source, .. } => Some(source),
            _ => None,
        }
    }
}
