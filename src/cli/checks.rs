//! The checks before a reduction starts, each with a message that says
//! what to do: the input (exists, is a file, not empty, under 4 GiB), the
//! oracle (an executable file), the original (interesting, every time
//! `--check-original` asks) and the empty input (not interesting, unless
//! `--allow-empty`).

use crate::error::Error;
use crate::runner::{self, Runner, Stop};
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Reads the input, refusing what cannot be reduced; with its permissions,
/// which the output keeps.
pub(super) fn read_input(path: &Path) -> Result<(Vec<u8>, std::fs::Permissions), Error> {
    let problem = |problem: &str| Error::Input {
        path: path.to_path_buf(),
        problem: problem.to_owned(),
    };
    let meta = std::fs::metadata(path).map_err(|e| match e.kind() {
        std::io::ErrorKind::NotFound => problem("does not exist"),
        _ => problem(&e.to_string()),
    })?;
    if meta.len() >= u64::from(u32::MAX) {
        return Err(problem("is 4 GiB or more; reduce cannot index it"));
    }
    let bytes = std::fs::read(path).map_err(|e| problem(&e.to_string()))?;
    if bytes.is_empty() {
        return Err(problem("is empty: there is nothing to reduce"));
    }
    Ok((bytes, meta.permissions()))
}

/// Reads the directory `path` as one input (see [`crate::bundle`]): the
/// files `config` names in it, or all but those it leaves out; its
/// front-end and tree.
pub(super) fn read_directory(
    path: &Path,
    config: &super::config::Config,
) -> Result<crate::frontend::Loaded, Error> {
    let problem = |problem: String| Error::Input {
        path: path.to_path_buf(),
        problem,
    };
    let kept = &config.keep;
    let entries = match config.files.is_empty() {
        true => crate::bundle::files::read_dir(path, &config.exclude),
        false => crate::bundle::files::read_files(path, &config.files),
    }
    .map_err(&problem)?;
    if entries.is_empty() {
        return Err(problem("holds no files: there is nothing to reduce".into()));
    }
    let bytes = crate::bundle::encode(&entries);
    if bytes.len() >= u32::MAX as usize {
        return Err(problem(
            "holds 4 GiB or more; reduce cannot index it".into(),
        ));
    }
    if let Some(missing) = kept.iter().find(|k| !entries.iter().any(|e| e.path == **k)) {
        return Err(problem(format!(
            "--keep {}: no such file in it (give a path relative to the directory)",
            missing.display()
        )));
    }
    let frontend = crate::frontend::Frontend::bundle(&entries, kept.to_vec());
    let tree = frontend.parse(bytes).expect("a bundle just encoded parses");
    Ok(crate::frontend::Loaded {
        frontend,
        tree,
        fell_back: None,
    })
}

/// The oracle must be an executable file; returns its absolute path.
pub(super) fn check_oracle(path: &Path) -> Result<PathBuf, Error> {
    let problem = |problem: String| Error::Oracle {
        path: path.to_path_buf(),
        problem,
    };
    let meta = std::fs::metadata(path).map_err(|e| match e.kind() {
        std::io::ErrorKind::NotFound => problem("does not exist".into()),
        _ => problem(e.to_string()),
    })?;
    if meta.is_dir() {
        return Err(problem("is a directory, not a script".into()));
    }
    if meta.permissions().mode() & 0o111 == 0 {
        return Err(problem(format!(
            "is not executable (chmod +x {})",
            path.display()
        )));
    }
    std::path::absolute(path).map_err(|e| problem(e.to_string()))
}

/// Runs the oracle on the original `runs` times and, with `empty_too`,
/// once on the empty input: the original must be interesting every time,
/// the empty input not. The original's first run and the empty input's
/// go side by side where `-j` allows, so that the reduction starts after
/// one oracle call's time, not two. A first "no" on the original means it
/// is not interesting; a later one, that the oracle is flaky. The runs
/// after the first skip the cache.
pub(super) fn check_original(
    runner: &mut Runner,
    original: &[u8],
    oracle: &Path,
    timeout: Duration,
    runs: u32,
    empty_too: bool,
) -> Result<(), Error> {
    // At -j 1 the empty input waits for the original's verdict, which
    // may make its call needless.
    let mut candidates = vec![original];
    if empty_too && runner.jobs() > 1 {
        candidates.push(b"");
    }
    let mut answers = runner
        .verdicts_of(&candidates)
        .map_err(|e| cannot_run(oracle, &e))?
        .into_iter();
    judge_original(answers.next().expect("one answer each"), oracle, timeout)?;
    for run in 2..=runs {
        let answer = runner
            .verdict_of(original, true)
            .map_err(|e| cannot_run(oracle, &e))?;
        if let Err(e) = judge_original(answer, oracle, timeout) {
            let Error::NotInteresting { outcome, .. } = e else {
                return Err(e);
            };
            return Err(Error::Oracle {
                path: oracle.to_path_buf(),
                problem: format!(
                    "is flaky: the original was interesting in {} of {run} runs \
                     (--check-original {runs}), then ended with {outcome}. Make the script \
                     answer the same every time (fixed seeds, generous timeouts, no shared \
                     state between runs), or use --verify to re-check every improvement",
                    run - 1
                ),
            });
        }
    }
    if !empty_too {
        return Ok(());
    }
    let empty = match answers.next() {
        Some(answer) => answer,
        None => (runner.verdict_of(b"", false)).map_err(|e| cannot_run(oracle, &e))?,
    };
    judge_empty(empty, oracle)
}

/// The error of an oracle that could not be run at all.
fn cannot_run(oracle: &Path, e: &std::io::Error) -> Error {
    Error::Oracle {
        path: oracle.to_path_buf(),
        problem: if e.raw_os_error() == Some(libc::ENOEXEC) {
            "cannot be executed: is its first line a #! line such as #!/bin/sh?".into()
        } else {
            format!("cannot be run: {e}")
        },
    }
}

/// What the oracle's `answer` on the original says: nothing when it is
/// interesting, else why the reduction cannot start.
fn judge_original(answer: runner::Answer, oracle: &Path, timeout: Duration) -> Result<(), Error> {
    let result = match answer {
        _ if answer.is_interesting() => return Ok(()),
        runner::Answer::Stopped(Stop::Interrupted) => return Err(Error::Interrupted),
        runner::Answer::Stopped(stop) => {
            return Err(Error::Usage(format!(
                "{} ran out before the original was checked: nothing was reduced",
                match stop {
                    Stop::TimeLimit => "--max-time",
                    _ => "--max-tests",
                }
            )));
        }
        runner::Answer::Cached(_) => {
            return Err(Error::NotInteresting {
                oracle: oracle.to_path_buf(),
                outcome: "a \"not interesting\" an earlier run of this reduction recorded".into(),
                output: String::new(),
                see: Error::SEE_FILE.into(),
            });
        }
        runner::Answer::Called(result) => result,
    };
    let outcome = match result.outcome {
        runner::Outcome::TimedOut => format!(
            "a timeout after {} s (see --timeout)",
            timeout.as_secs_f64()
        ),
        other => other.describe(),
    };
    let output = result.output.as_deref().map(last_lines).unwrap_or_default();
    Err(Error::NotInteresting {
        oracle: oracle.to_path_buf(),
        outcome,
        output,
        see: Error::SEE_FILE.into(),
    })
}

/// What the oracle's `answer` on the empty input says (a call like any
/// other, cached and counted): an oracle that calls it interesting is most
/// likely not checking what its user thinks, and would reduce any input
/// to nothing.
fn judge_empty(answer: runner::Answer, oracle: &Path) -> Result<(), Error> {
    match answer {
        runner::Answer::Stopped(Stop::Interrupted) => Err(Error::Interrupted),
        _ if answer.is_interesting() => Err(Error::Oracle {
            path: oracle.to_path_buf(),
            problem: "calls the empty input interesting too, so it is probably not checking \
                      what you think (a typo, a grep on the wrong file, a missing `exit 1`) \
                      and every input would reduce to nothing; nothing was written. Fix the \
                      script, or pass --allow-empty if an empty input really shows the bug"
                .into(),
        }),
        _ => Ok(()),
    }
}

fn last_lines(output: &[u8]) -> String {
    let text = String::from_utf8_lossy(output);
    let lines: Vec<&str> = text.lines().collect();
    lines[lines.len().saturating_sub(10)..].join("\n")
}
