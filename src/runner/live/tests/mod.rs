//! The live engine against real processes: every algorithm, lane and job
//! count commits its sequential trace; calls started ahead, branches, dry
//! runs and cancelled calls behave.

use super::prefetch::MOST_DRY_RUNS;
use super::*;
use crate::algo::Configuration;
use crate::algo::{AlgoKind, AlgoOptions, Ddmin, DdminOrder, ListAlgorithm, run_in_process, start};
use crate::candidate::Rendering;
use crate::runner::estimates::{FIRST_SUCCESS_RATE, SUCCESS_RATE_STEP};
use crate::runner::{Assumed, CallControl, CallResult, LookAhead, Session, run_algorithm};
use crate::runner::{OracleSpec, RunnerSettings};
use std::os::unix::fs::PermissionsExt;
use std::sync::Arc;
use std::time::Duration;
use std::time::Instant;

mod commits;
mod prefetch;
mod speculation;

/// The numbers a configuration keeps, one per line.
fn lines_of(config: &Configuration) -> Rendering {
    let bytes = config
        .iter()
        .map(|i| format!("{i}\n"))
        .collect::<String>()
        .into_bytes();
    Rendering {
        bytes,
        changes: Vec::new(),
    }
}

/// Items are the numbers 0..n, one per line.
struct Numbers;

impl Render for Numbers {
    fn render(&self, config: &Configuration) -> Rendering {
        lines_of(config)
    }
    fn admissible(&self, candidate: &Rendering) -> bool {
        // Candidates without 17 are refused before the oracle.
        candidate
            .bytes
            .split(|&b| b == b'\n')
            .any(|line| line == b"17")
    }
}

/// Hears of verdicts and does nothing.
struct Quiet;

impl Session for Quiet {
    fn interesting(&mut self, _: &Configuration, _: &[u8], _: &Runner) -> io::Result<()> {
        Ok(())
    }
    fn committed(&mut self, _: &Runner) {}
}

/// What the test oracles say a call took: long beside rendering a few
/// numbers, so that the runner speculates and looks ahead as it does
/// with a slow oracle (see `AlgorithmRun::least_worth_preparing`).
const CALL_TOOK: Duration = Duration::from_millis(50);

/// Answers in-process, from the candidate's bytes: the runner's tests
/// go through the same calls as the user's script, without processes;
/// each call says it took the time given.
struct InProcess<F>(F, Duration);

impl<F> std::fmt::Debug for InProcess<F> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("InProcess")
    }
}

impl<F: Fn(&[usize]) -> bool + Send + Sync> crate::runner::Oracle for InProcess<F> {
    fn call(
        &self,
        _: &std::path::Path,
        candidate: &[u8],
        _: bool,
        control: &CallControl,
    ) -> io::Result<CallResult> {
        let indices: Vec<usize> = std::str::from_utf8(candidate)
            .unwrap()
            .lines()
            .map(|l| l.parse().unwrap())
            .collect();
        answered((self.0)(&indices), control.is_cancelled(), self.1)
    }
}

/// What a test oracle's call answers: exit 0 (interesting) or 1, or
/// cancelled.
fn answered(interesting: bool, cancelled: bool, elapsed: Duration) -> io::Result<CallResult> {
    use std::os::unix::process::ExitStatusExt;
    let outcome = if cancelled {
        crate::runner::Outcome::Cancelled
    } else {
        let code = if interesting { 0 } else { 1 };
        crate::runner::Outcome::Exited(std::process::ExitStatus::from_raw(code << 8))
    };
    Ok(CallResult {
        outcome,
        elapsed,
        output: None,
    })
}

/// Items are the numbers 0..n, one per line; all go to the oracle.
struct Lines;

impl Render for Lines {
    fn render(&self, config: &Configuration) -> Rendering {
        lines_of(config)
    }
    fn admissible(&self, _: &Rendering) -> bool {
        true
    }
}

/// Runs `algo` through a runner with `jobs` calls at once and an
/// in-process oracle; the result and the verdicts committed.
fn through_the_runner(
    algo: &mut dyn ListAlgorithm,
    jobs: usize,
    oracle: impl Fn(&[usize]) -> bool + Send + Sync + 'static,
    root: &std::path::Path,
) -> (Configuration, u64) {
    let mut runner =
        Runner::new(settings(Arc::new(InProcess(oracle, CALL_TOOK)), jobs, root)).unwrap();
    assert_eq!(
        run_algorithm(&mut runner, algo, &Lines, &mut Quiet).unwrap(),
        None
    );
    (algo.current().clone(), runner.stats().algo_tests)
}

/// On random lists with random monotone properties, every algorithm
/// run through the runner at any job count commits exactly the
/// verdicts of its sequential run, and ends where that run ends.
/// Proposes the given configurations in order, whatever the verdicts.
#[derive(Clone)]
struct Fixed {
    tests: Vec<Configuration>,
    at: usize,
    none: Configuration,
}

impl Fixed {
    fn new(tests: &[&[usize]]) -> Fixed {
        Fixed {
            tests: tests.iter().map(|t| t.to_vec()).collect(),
            at: 0,
            none: Vec::new(),
        }
    }
}

impl ListAlgorithm for Fixed {
    fn next_test(&mut self) -> Option<Configuration> {
        self.tests.get(self.at).cloned()
    }
    fn record(&mut self, _: bool) {
        self.at += 1;
    }
    fn current(&self) -> &Configuration {
        &self.none
    }
}

/// The settings of a test's runner: `jobs` calls at once of `oracle`,
/// in `root`, no limits.
fn settings(
    oracle: Arc<dyn crate::runner::Oracle>,
    jobs: usize,
    root: &std::path::Path,
) -> RunnerSettings {
    RunnerSettings {
        oracle,
        capture_output: false,
        jobs,
        look_ahead: usize::MAX,
        deadline: None,
        max_calls: None,
        roots: crate::runner::CallRoots {
            primary: root.to_path_buf(),
            fallback: None,
            passed_over: None,
        },
        verify: false,
        launch_retries: 3,
        round: 1,
    }
}
