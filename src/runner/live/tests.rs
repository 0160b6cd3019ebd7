//! The live engine against real processes: every algorithm, lane and job
//! count commits its sequential trace; calls started ahead, branches, dry
//! runs and cancelled calls behave.

use super::ahead::MOST_DRY_RUNS;
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

/// An oracle that records every candidate it is called on. The
/// candidate `9` answers only once a call on `2` started, and `3` only
/// when cancelled: each waits at most its `patience`, and a wait that
/// ran out is recorded (so a test sees what it waited for happen, on a
/// loaded machine too, and the patience only guards against a hang).
/// `7` answers when cancelled or after 0.5 s, those from `10` on after
/// 0.3 s; `5` is the one interesting candidate.
#[derive(Debug)]
struct Recording {
    calls: std::sync::Mutex<Vec<String>>,
    patience: Duration,
    gave_up: std::sync::Mutex<Vec<String>>,
}

impl Default for Recording {
    fn default() -> Self {
        Recording::waiting(Duration::from_secs(60))
    }
}

impl Recording {
    fn waiting(patience: Duration) -> Self {
        Recording {
            calls: Default::default(),
            patience,
            gave_up: Default::default(),
        }
    }

    fn called(&self) -> Vec<String> {
        self.calls.lock().unwrap().clone()
    }

    /// The candidates whose waits ran out.
    fn gave_up(&self) -> Vec<String> {
        self.gave_up.lock().unwrap().clone()
    }
}

impl crate::runner::Oracle for Recording {
    fn call(
        &self,
        _: &std::path::Path,
        candidate: &[u8],
        _: bool,
        control: &CallControl,
    ) -> io::Result<CallResult> {
        let name = String::from_utf8_lossy(candidate).trim().to_string();
        self.calls.lock().unwrap().push(name.clone());
        let until = Instant::now() + self.patience;
        let waits_for = |done: &dyn Fn() -> bool| {
            while !done() {
                if Instant::now() >= until {
                    self.gave_up.lock().unwrap().push(name.clone());
                    return;
                }
                std::thread::sleep(Duration::from_millis(5));
            }
        };
        match name.as_str() {
            "9" => waits_for(&|| self.called().iter().any(|c| c == "2")),
            "3" => waits_for(&|| control.is_cancelled()),
            "7" => {
                let until = Instant::now() + Duration::from_millis(500);
                while !control.is_cancelled() && Instant::now() < until {
                    std::thread::sleep(Duration::from_millis(5));
                }
            }
            _ if name.parse::<usize>().is_ok_and(|n| n >= 10) => {
                std::thread::sleep(Duration::from_millis(300));
            }
            _ => {}
        }
        answered(name == "5", control.is_cancelled(), CALL_TOOK)
    }
}

/// Looks ahead to the candidates `2` and `3`, or, where `5` is taken
/// as interesting, to `7`.
struct TwoThree;

impl LookAhead for TwoThree {
    fn candidates(
        &self,
        runner: &Runner,
        assumed: Assumed,
        want: usize,
        _: Instant,
    ) -> crate::runner::Found {
        let five = assumed.interesting.contains(&crate::runner::key(b"5\n"));
        let names: &[&[u8]] = if five { &[b"7\n"] } else { &[b"2\n", b"3\n"] };
        let candidates = (names.iter())
            .map(|bytes| crate::runner::Candidate {
                key: crate::runner::key(bytes),
                bytes: Arc::new(bytes.to_vec()),
                chance: 0.25,
                taken_interesting: false,
            })
            .filter(|found| {
                runner.cache().get(found.key).is_none() && !assumed.pending.contains(&found.key)
            })
            .take(want)
            .collect();
        crate::runner::Found {
            candidates,
            ..Default::default()
        }
    }
}

/// Hears nothing, and looks ahead with `TwoThree`.
struct Ahead23;

impl Session for Ahead23 {
    fn interesting(&mut self, _: &Configuration, _: &[u8], _: &Runner) -> io::Result<()> {
        Ok(())
    }
    fn committed(&mut self, _: &Runner) {}
    fn look_ahead(&self) -> Option<&dyn LookAhead> {
        Some(&TwoThree)
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
    }
}

fn recording_runner(oracle: Arc<Recording>, jobs: usize, root: &std::path::Path) -> Runner {
    Runner::new(settings(oracle, jobs, root)).unwrap()
}

#[test]
fn free_slots_take_the_candidates_found_ahead_and_a_later_algorithm_their_verdicts() {
    let root = tempfile::tempdir().unwrap();
    for jobs in [1, 3] {
        // At -j 1, `9` waits in vain for `2`: not long.
        let patience = Duration::from_secs(if jobs == 1 { 1 } else { 60 });
        let oracle = Arc::new(Recording::waiting(patience));
        let mut runner = recording_runner(Arc::clone(&oracle), jobs, root.path());
        // `1` answers at once; `9` holds its slot until `2` runs, so at
        // -j 3 that happens only if the free slots took `2` ahead.
        let stop = run_algorithm(
            &mut runner,
            &mut Fixed::new(&[&[1], &[9]]),
            &Lines,
            &mut Ahead23,
        );
        assert_eq!(stop.unwrap(), None);
        let later = run_algorithm(&mut runner, &mut Fixed::new(&[&[2]]), &Lines, &mut Quiet);
        assert_eq!(later.unwrap(), None);
        let stats = runner.stats().clone();
        // Ending the runner waits for every call's thread: on a loaded
        // machine `3`'s may not have reached the oracle before.
        drop(runner);
        if jobs == 1 {
            // No slot is ever free: the same calls as without looking
            // ahead, in the same order (`9` waited in vain for `2`).
            assert_eq!(oracle.called(), ["1", "9", "2"]);
            assert_eq!(oracle.gave_up(), ["9"]);
            assert_eq!((stats.calls_ahead, stats.calls_ahead_used), (0, 0));
        } else {
            let mut called = oracle.called();
            called.sort();
            // `3` found ahead too, cancelled when the runner ended; `9`
            // answered once `2` started.
            assert_eq!(called, ["1", "2", "3", "9"]);
            assert_eq!(oracle.gave_up(), Vec::<String>::new());
            assert_eq!((stats.calls_ahead, stats.calls_ahead_used), (2, 1));
            assert_eq!(stats.oracle_calls, 4);
        }
        assert_eq!(stats.algo_tests, 3);
    }
}

/// Finds nothing, and counts how often it was asked.
#[derive(Default)]
struct Nothing(std::sync::atomic::AtomicUsize);

impl LookAhead for Nothing {
    fn candidates(&self, _: &Runner, _: Assumed, _: usize, _: Instant) -> crate::runner::Found {
        self.0.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        Default::default()
    }
}

impl Session for Nothing {
    fn interesting(&mut self, _: &Configuration, _: &[u8], _: &Runner) -> io::Result<()> {
        Ok(())
    }
    fn committed(&mut self, _: &Runner) {}
    fn look_ahead(&self) -> Option<&dyn LookAhead> {
        Some(self)
    }
}

#[test]
fn a_look_ahead_that_finds_nothing_waits_for_a_verdict_to_be_asked_again() {
    let root = tempfile::tempdir().unwrap();
    let oracle = Arc::new(Recording::default());
    let mut runner = recording_runner(Arc::clone(&oracle), 8, root.path());
    // `1` answers at once; `10` to `14` take 0.3 s, pending all that
    // time with more outcomes (one of them first to succeed, or none)
    // than one look-ahead dry-runs. Finding nothing, it must not be
    // asked again until a verdict comes.
    let mut session = Nothing::default();
    let tests: [&[usize]; 6] = [&[1], &[10], &[11], &[12], &[13], &[14]];
    let stop = run_algorithm(&mut runner, &mut Fixed::new(&tests), &Lines, &mut session);
    assert_eq!(stop.unwrap(), None);
    let asked = session.0.into_inner();
    // One look-ahead (at most MOST_DRY_RUNS dry runs) after each
    // verdict at most.
    assert!(asked <= MOST_DRY_RUNS * tests.len(), "asked {asked} times");
    assert!(asked > 0);
}

#[test]
fn a_call_started_ahead_runs_while_an_outcome_it_serves_can_happen() {
    let root = tempfile::tempdir().unwrap();
    let oracle = Arc::new(Recording::default());
    let mut runner = recording_runner(Arc::clone(&oracle), 4, root.path());
    // `5` answers (interesting) while `9` waits for `2`: every pending
    // test failing can no longer happen; looking ahead finds `2` and
    // `3` for `9` succeeding, `7` for `5` succeeding first. `3` runs
    // until cancelled: `9` failing must cancel it; `7` runs 0.5 s
    // unless cancelled: committing `5` must keep it.
    let stop = run_algorithm(
        &mut runner,
        &mut Fixed::new(&[&[9], &[5]]),
        &Lines,
        &mut Ahead23,
    );
    assert_eq!(stop.unwrap(), None);
    let mut called = oracle.called();
    called.sort();
    assert_eq!(called, ["2", "3", "5", "7", "9"]);
    assert_eq!(runner.stats().calls_ahead, 3);
    assert_eq!(runner.stats().cancelled_calls, 1);
    // The cancelled call's candidate is not known: a later test calls it.
    assert_eq!(runner.cache().get(crate::runner::key(b"3\n")), None);
    // The test after `5`'s success takes `7`'s verdict from its call.
    let later = run_algorithm(&mut runner, &mut Fixed::new(&[&[7]]), &Lines, &mut Quiet);
    assert_eq!(later.unwrap(), None);
    assert_eq!(oracle.called().iter().filter(|c| *c == "7").count(), 1);
    assert_eq!(runner.stats().calls_ahead_used, 1);
    // Nothing waited for what it waited for in vain: `9` saw `2` start,
    // and `3` was cancelled, not left to run out.
    drop(runner);
    assert_eq!(oracle.gave_up(), Vec::<String>::new());
}

#[test]
fn every_algorithm_commits_its_sequential_run_at_every_job_count() {
    use crate::algo::rng::Rng;
    let root = tempfile::tempdir().unwrap();
    let mut rng = Rng(0x5eed);
    for case in 0..250 {
        let (weights, required, options) = crate::algo::random_case(&mut rng, case, 120);
        let n = weights.len();
        let jobs = [1, 2, 3, 8][case % 4];
        for kind in [
            AlgoKind::Ddmin,
            AlgoKind::Wddmin,
            AlgoKind::Probdd,
            AlgoKind::Wprobdd,
            AlgoKind::Cdd,
        ] {
            let needs = required.clone();
            let oracle = move |c: &[usize]| needs.iter().all(|r| c.binary_search(r).is_ok());
            let (result, trace) =
                run_in_process(&mut *start(kind, &weights, &options), |c| oracle(c));
            let (parallel, committed) = through_the_runner(
                &mut *start(kind, &weights, &options),
                jobs,
                oracle,
                root.path(),
            );
            let case = format!("case {case} {kind:?} -j {jobs}");
            assert_eq!(parallel, result, "{case}");
            assert_eq!(committed, trace.len() as u64, "{case}");
        }
        // Closures over random dependencies, some of them missed.
        let real: Vec<Vec<usize>> = (0..n)
            .map(|_| {
                (0..rng.below(3))
                    .map(|_| rng.below(n as u64) as usize)
                    .collect()
            })
            .collect();
        let deps = Arc::new(crate::algo::Dependencies {
            uses: (0..n)
                .map(|i| {
                    let mut names: Vec<u32> = real[i]
                        .iter()
                        .filter(|_| rng.below(10) > 0)
                        .map(|&d| d as u32)
                        .collect();
                    names.sort_unstable();
                    names.dedup();
                    names.retain(|&d| d as usize != i);
                    names
                })
                .collect(),
            declared_by: (0..n as u32).map(|i| vec![i]).collect(),
            used_outside: Vec::new(),
        });
        let needs = required.clone();
        let oracle = move |c: &[usize]| {
            let kept = |i: &usize| c.binary_search(i).is_ok();
            needs.iter().all(kept) && c.iter().all(|&i| real[i].iter().all(kept))
        };
        let mut sequential = crate::algo::Closures::new(Arc::clone(&deps), &weights);
        let (result, trace) = run_in_process(&mut sequential, |c| oracle(c));
        let (parallel, committed) = through_the_runner(
            &mut crate::algo::Closures::new(deps, &weights),
            jobs,
            oracle,
            root.path(),
        );
        assert_eq!(parallel, result, "case {case} closures -j {jobs}");
        assert_eq!(
            committed,
            trace.len() as u64,
            "case {case} closures -j {jobs}"
        );
    }
    assert!(std::fs::read_dir(root.path()).unwrap().next().is_none());
}

/// Panics at the first verdict committed, once three calls have
/// started (two of them still run).
struct PanicsMidway {
    pids: std::path::PathBuf,
}

impl Session for PanicsMidway {
    fn interesting(&mut self, _: &Configuration, _: &[u8], _: &Runner) -> io::Result<()> {
        Ok(())
    }
    fn committed(&mut self, _: &Runner) {
        let started = std::time::Instant::now();
        while std::fs::read_to_string(&self.pids).map_or(0, |p| p.lines().count()) < 3 {
            assert!(started.elapsed() < Duration::from_secs(20));
            std::thread::sleep(Duration::from_millis(5));
        }
        panic!("a bug in the session while two calls run");
    }
}

/// Lane `0`'s items, rendered after a marker line `1000 + lane`, so
/// that lanes' candidates differ.
struct Marked(usize);

impl Render for Marked {
    fn render(&self, config: &Configuration) -> Rendering {
        let mut rendering = lines_of(config);
        let mut bytes = format!("{}\n", 1000 + self.0).into_bytes();
        bytes.append(&mut rendering.bytes);
        rendering.bytes = bytes;
        rendering
    }
    fn admissible(&self, _: &Rendering) -> bool {
        true
    }
}

/// Records each lane's interesting configurations, in its order.
#[derive(Default)]
struct ByLane(Vec<Vec<Configuration>>);

impl LanesSession for ByLane {
    fn interesting(
        &mut self,
        lane: usize,
        config: &Configuration,
        _: &[u8],
        _: &Runner,
    ) -> io::Result<()> {
        self.0[lane].push(config.clone());
        Ok(())
    }
    fn committed(&mut self, _: usize, _: &Runner) {}
}

#[test]
fn lanes_side_by_side_each_commit_their_sequential_run_at_every_job_count() {
    use crate::algo::rng::Rng;
    let root = tempfile::tempdir().unwrap();
    let mut rng = Rng(0x1a7e5);
    for case in 0..40 {
        let lanes = 2 + case % 3;
        let cases: Vec<_> = (0..lanes)
            .map(|_| crate::algo::random_case(&mut rng, case, 60))
            .collect();
        let needs: Vec<Vec<usize>> = cases.iter().map(|c| c.1.clone()).collect();
        // Each lane's candidates keep its own required items.
        let oracle = move |c: &[usize]| {
            let lane = c[0] - 1000;
            needs[lane].iter().all(|r| c[1..].binary_search(r).is_ok())
        };
        let kind = [AlgoKind::Probdd, AlgoKind::Ddmin, AlgoKind::Wprobdd][case % 3];
        let mut sequential = Vec::new();
        for (lane, (weights, _, options)) in cases.iter().enumerate() {
            let oracle = oracle.clone();
            let (mut interesting, mut verdicts) = (Vec::new(), Vec::new());
            let (result, _) = run_in_process(&mut *start(kind, weights, options), |c| {
                let mut marked = vec![1000 + lane];
                marked.extend(c);
                let verdict = oracle(&marked);
                if verdict {
                    interesting.push(c.clone());
                }
                verdicts.push(verdict);
                verdict
            });
            sequential.push((result, verdicts, interesting));
        }
        let jobs = [1, 2, 3, 8][case % 4];
        let mut runner = Runner::new(settings(
            Arc::new(InProcess(oracle, CALL_TOOK)),
            jobs,
            root.path(),
        ))
        .unwrap();
        let mut algos: Vec<Box<dyn ListAlgorithm>> = cases
            .iter()
            .map(|(weights, _, options)| start(kind, weights, options))
            .collect();
        let renders: Vec<Marked> = (0..lanes).map(Marked).collect();
        let mut session = ByLane(vec![Vec::new(); lanes]);
        let run = algos
            .iter_mut()
            .zip(&renders)
            .map(|(algo, render)| Lane {
                algo: &mut **algo,
                render,
            })
            .collect();
        assert_eq!(run_lanes(&mut runner, run, &mut session).unwrap(), None);
        let case = format!("case {case} {kind:?} {lanes} lanes -j {jobs}");
        for (lane, (result, _, interesting)) in sequential.iter().enumerate() {
            assert_eq!(algos[lane].current(), result, "{case}, lane {lane}");
            assert_eq!(&session.0[lane], interesting, "{case}, lane {lane}");
        }
        // The trail takes the lanes' verdicts lane after lane.
        let trail: Vec<bool> = sequential.iter().flat_map(|s| s.1.clone()).collect();
        assert_eq!(runner.trail, trail, "{case}");
        assert_eq!(runner.stats().algo_tests, trail.len() as u64, "{case}");
    }
    assert!(std::fs::read_dir(root.path()).unwrap().next().is_none());
}

#[test]
fn an_algorithm_that_gives_its_list_up_early_learns_it_through_the_runner_too() {
    // 40 items of 10 tokens, 3 of them needed; the list is given up
    // once a test would take out fewer than 25 tokens (a single item).
    let root = tempfile::tempdir().unwrap();
    let weights = vec![10; 40];
    let oracle = |c: &[usize]| [3, 17, 30].iter().all(|n| c.binary_search(n).is_ok());
    let options = AlgoOptions::default();
    let yielding =
        || crate::algo::Yielding::new(start(AlgoKind::Probdd, &weights, &options), &weights, 25.0);
    let mut sequential = yielding();
    let (result, _) = run_in_process(&mut sequential, |c| oracle(c));
    assert!(sequential.yielded());
    for jobs in [1, 3] {
        let mut through = yielding();
        let (parallel, _) = through_the_runner(&mut through, jobs, oracle, root.path());
        assert_eq!(parallel, result, "-j {jobs}");
        // A dry run asks the algorithm once more, and takes the list
        // up again later: the real run must too.
        assert!(through.yielded(), "-j {jobs}");
    }
}

/// Tests the item its table gives for the verdicts so far; ends where
/// the table gives none.
#[derive(Clone)]
struct Forks {
    table: &'static [(&'static [bool], usize)],
    verdicts: Vec<bool>,
    kept: Configuration,
}

impl Forks {
    fn new(table: &'static [(&'static [bool], usize)]) -> Forks {
        Forks {
            table,
            verdicts: Vec::new(),
            kept: Vec::new(),
        }
    }
}

impl ListAlgorithm for Forks {
    fn next_test(&mut self) -> Option<Configuration> {
        let next = self.table.iter().find(|(after, _)| *after == self.verdicts);
        next.map(|&(_, item)| vec![item])
    }
    fn record(&mut self, interesting: bool) {
        self.verdicts.push(interesting);
    }
    fn current(&self) -> &Configuration {
        &self.kept
    }
}

/// Answers the candidates named in `interesting` as interesting only
/// if a call on `trigger` started before they answered (each waits up
/// to 3 s for one); the rest as not interesting.
#[derive(Debug)]
struct AfterCall {
    trigger: &'static str,
    interesting: &'static [&'static str],
    called: std::sync::atomic::AtomicBool,
}

impl AfterCall {
    fn new(trigger: &'static str, interesting: &'static [&'static str]) -> AfterCall {
        AfterCall {
            trigger,
            interesting,
            called: Default::default(),
        }
    }
}

impl crate::runner::Oracle for AfterCall {
    fn call(
        &self,
        _: &std::path::Path,
        candidate: &[u8],
        _: bool,
        _: &CallControl,
    ) -> io::Result<CallResult> {
        use std::sync::atomic::Ordering;
        let name = String::from_utf8_lossy(candidate).trim().to_string();
        if name == self.trigger {
            self.called.store(true, Ordering::SeqCst);
        }
        let waits = self.interesting.contains(&name.as_str());
        let until = Instant::now() + Duration::from_secs(3);
        while waits && !self.called.load(Ordering::SeqCst) && Instant::now() < until {
            std::thread::sleep(Duration::from_millis(5));
        }
        let interesting = waits && self.called.load(Ordering::SeqCst);
        answered(interesting, false, CALL_TOOK)
    }
}

/// Items are the numbers 0..n, one per line; counts its renderings,
/// each of which takes a millisecond.
#[derive(Default)]
struct SlowLines(std::sync::atomic::AtomicUsize);

impl Render for SlowLines {
    fn render(&self, config: &Configuration) -> Rendering {
        self.0.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        std::thread::sleep(Duration::from_millis(1));
        lines_of(config)
    }
    fn admissible(&self, _: &Rendering) -> bool {
        true
    }
}

#[test]
fn candidates_slower_to_prepare_than_a_call_are_prepared_only_when_sure_to_be_tested() {
    // Calls that take no time: a candidate prepared on speculation
    // saves nothing, and one thrown away holds up the next verdict.
    let oracle = || {
        InProcess(
            |c: &[usize]| c.contains(&3) && c.contains(&6),
            Duration::ZERO,
        )
    };
    let mut renders = Vec::new();
    for jobs in [1, 2, 4] {
        let root = tempfile::tempdir().unwrap();
        let mut runner = Runner::new(settings(Arc::new(oracle()), jobs, root.path())).unwrap();
        let mut algo = Ddmin::new(8, DdminOrder::default());
        let render = SlowLines::default();
        assert_eq!(
            run_algorithm(&mut runner, &mut algo, &render, &mut Quiet).unwrap(),
            None
        );
        assert_eq!(algo.current(), &[3, 6]);
        renders.push(render.0.into_inner());
    }
    // What -j 1 renders, and what was prepared for the free slots
    // while the first call ran, before any call said what one takes.
    assert!(renders[1] <= renders[0] + 1, "{renders:?}");
    assert!(renders[2] <= renders[0] + 3, "{renders:?}");
}

#[test]
fn free_slots_test_what_follows_a_pending_test_if_it_is_interesting() {
    // `1`; then `2` if it was interesting, else `3`.
    const TABLE: &[(&[bool], usize)] = &[(&[], 1), (&[true], 2), (&[false], 3)];
    // At -j 3 the main line holds `1` and `3` (what follows if `1`
    // fails); the third slot takes `2`, which follows if `1` succeeds,
    // so `1` hears of it and is interesting.
    let root = tempfile::tempdir().unwrap();
    let oracle = Arc::new(AfterCall::new("2", &["1"]));
    let mut runner = Runner::new(settings(oracle, 3, root.path())).unwrap();
    let mut forks = Forks::new(TABLE);
    let stop = run_algorithm(&mut runner, &mut forks, &Lines, &mut Quiet).unwrap();
    assert_eq!(stop, None);
    assert_eq!(forks.verdicts, [true, false]);
    // `3` was called on the main line and cancelled or answered; `2`'s
    // call, started on the branch, served the commit.
    assert_eq!(runner.stats().algo_tests, 2);
}

#[test]
fn a_test_on_a_success_branch_has_a_branch_of_its_own() {
    // `1`; after its success `2`, after that one's `4`; after a
    // failure of `1`, `3`.
    const TABLE: &[(&[bool], usize)] = &[(&[], 1), (&[true], 2), (&[true, true], 4), (&[false], 3)];
    // At -j 4: `1` and `3` on the main line, `2` on `1`'s branch, `4`
    // on `2`'s. `1` and `2` are interesting only if `4` was called
    // while they ran: only a branch of a branch calls it in time.
    let root = tempfile::tempdir().unwrap();
    let oracle = Arc::new(AfterCall::new("4", &["1", "2"]));
    let mut runner = Runner::new(settings(oracle, 4, root.path())).unwrap();
    let mut forks = Forks::new(TABLE);
    let stop = run_algorithm(&mut runner, &mut forks, &Lines, &mut Quiet).unwrap();
    assert_eq!(stop, None);
    assert_eq!(forks.verdicts, [true, true, false]);
}

#[test]
fn a_panic_while_calls_run_kills_them_and_removes_their_directories() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path().join("tmp");
    std::fs::create_dir(&root).unwrap();
    let pids = dir.path().join("pids");
    let oracle = dir.path().join("check.sh");
    std::fs::write(
        &oracle,
        format!(
            // ddmin's first test, the items 0 to 3, fails at once;
            // the others run on.
            "#!/bin/sh\necho $$ >> '{}'\n\
             [ \"$(head -c 1 \"$1\")\" = 0 ] && [ $(wc -l < \"$1\") -eq 4 ] && exit 1\n\
             exec sleep 30\n",
            pids.display()
        ),
    )
    .unwrap();
    std::fs::set_permissions(&oracle, std::fs::Permissions::from_mode(0o755)).unwrap();
    let unwound = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        let mut runner = Runner::new(RunnerSettings {
            oracle: Arc::new(OracleSpec::new(
                oracle.clone(),
                "n.txt".into(),
                Duration::from_secs(60),
            )),
            capture_output: false,
            jobs: 3,
            look_ahead: usize::MAX,
            deadline: None,
            max_calls: None,
            roots: crate::runner::CallRoots {
                primary: root.clone(),
                fallback: None,
                passed_over: None,
            },
            verify: false,
            launch_retries: 3,
        })
        .unwrap();
        let mut algo = start(AlgoKind::Ddmin, &[1; 8], &AlgoOptions::default());
        let mut session = PanicsMidway { pids: pids.clone() };
        let _ = run_algorithm(&mut runner, &mut *algo, &Lines, &mut session);
    }));
    assert!(unwound.is_err());
    let pids = std::fs::read_to_string(&pids).unwrap();
    assert_eq!(pids.lines().count(), 3);
    for pid in pids.lines() {
        assert!(
            !std::path::Path::new("/proc").join(pid).exists(),
            "oracle process {pid} outlived the panic"
        );
    }
    assert!(std::fs::read_dir(&root).unwrap().next().is_none());
}

/// Hears nothing; its tests are of class `.0`.
struct OfClass(usize);

impl Session for OfClass {
    fn interesting(&mut self, _: &Configuration, _: &[u8], _: &Runner) -> io::Result<()> {
        Ok(())
    }
    fn committed(&mut self, _: &Runner) {}
    fn class(&self) -> usize {
        self.0
    }
}

#[test]
fn each_class_of_tests_has_its_own_success_rate_and_a_dry_run_gives_it_to_what_it_finds() {
    let root = tempfile::tempdir().unwrap();
    let oracle = InProcess(|c: &[usize]| c.first() == Some(&5), CALL_TOOK);
    let mut runner = Runner::new(settings(Arc::new(oracle), 2, root.path())).unwrap();
    // Class 1: ten interesting verdicts; class 0: ten failures.
    let fives: Vec<&[usize]> = vec![&[5]; 10];
    let ones: Vec<&[usize]> = vec![&[1]; 10];
    for (tests, class) in [(&fives, 1), (&ones, 0)] {
        let stop = run_algorithm(
            &mut runner,
            &mut Fixed::new(tests),
            &Lines,
            &mut OfClass(class),
        );
        assert_eq!(stop.unwrap(), None);
    }
    let moved = |from: f64, to: f64| to + (from - to) * (1.0 - SUCCESS_RATE_STEP).powi(10);
    let (fails, succeeds) = (
        moved(FIRST_SUCCESS_RATE, 0.0),
        moved(FIRST_SUCCESS_RATE, 1.0),
    );
    assert!((runner.success_rate(0) - fails).abs() < 1e-9);
    assert!((runner.success_rate(1) - succeeds).abs() < 1e-9);
    assert_eq!(runner.success_rate(2), FIRST_SUCCESS_RATE);
    // A dry run's candidates carry the rate of their session's class.
    for class in [0, 1, 2] {
        let assumed = Assumed {
            pending: Default::default(),
            interesting: Vec::new(),
        };
        let until = Instant::now() + Duration::from_secs(60);
        let mut dry = runner.dry_copy(runner.committed(), assumed, 4, until);
        let fixed = &mut Fixed::new(&[&[7]]);
        run_algorithm(&mut dry, fixed, &Lines, &mut OfClass(class)).unwrap();
        let found = dry.take_found().candidates;
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].chance, runner.success_rate(class));
    }
}

#[test]
fn a_dry_run_stops_at_its_deadline() {
    let root = tempfile::tempdir().unwrap();
    let oracle = InProcess(|_: &[usize]| false, CALL_TOOK);
    let runner = Runner::new(settings(Arc::new(oracle), 1, root.path())).unwrap();
    let later = Instant::now() + Duration::from_secs(60);
    for (until, candidates) in [(later, 1), (Instant::now(), 0)] {
        let assumed = Assumed {
            pending: Default::default(),
            interesting: Vec::new(),
        };
        let mut dry = runner.dry_copy(0, assumed, 4, until);
        let fixed = &mut Fixed::new(&[&[7]]);
        let stop = run_algorithm(&mut dry, fixed, &Lines, &mut Quiet).unwrap();
        let found = dry.take_found();
        assert_eq!(found.candidates.len(), candidates);
        assert_eq!(found.cut_off, candidates == 0);
        assert_eq!(stop.is_some(), candidates == 0);
    }
}

/// A join of parts found apart is likely interesting: a dry run takes
/// its unknown test so and walks on from there (the join in the
/// state it reaches), where an unknown test of another algorithm is
/// taken as failing.
#[test]
fn a_dry_run_takes_a_join_as_interesting_and_walks_on() {
    let root = tempfile::tempdir().unwrap();
    let oracle = InProcess(|_: &[usize]| false, CALL_TOOK);
    let runner = Runner::new(settings(Arc::new(oracle), 1, root.path())).unwrap();
    let assumed = Assumed {
        pending: Default::default(),
        interesting: Vec::new(),
    };
    let until = Instant::now() + Duration::from_secs(60);
    let mut dry = runner.dry_copy(0, assumed, 4, until);
    let mut join = crate::algo::Join::new(4, vec![vec![0], vec![2]]);
    let stop = run_algorithm(&mut dry, &mut join, &Lines, &mut Quiet).unwrap();
    assert_eq!(stop, None);
    assert_eq!(join.current(), &[1, 3]);
    let found = dry.take_found().candidates;
    assert_eq!(found.len(), 1);
    assert_eq!(&found[0].bytes[..], b"1\n3\n");
    assert!(found[0].taken_interesting && found[0].chance > 0.5);
}

/// Whatever the number of jobs, the runner commits exactly the verdicts a
/// sequential run would, so the algorithm ends in the same state.
#[test]
fn every_job_count_commits_the_sequential_trace() {
    let dir = tempfile::tempdir().unwrap();
    let oracle = dir.path().join("check.sh");
    std::fs::write(
        &oracle,
        "#!/bin/sh\ngrep -qx 3 \"$1\" && grep -qx 11 \"$1\" && grep -qx 17 \"$1\"\n",
    )
    .unwrap();
    std::fs::set_permissions(&oracle, std::fs::Permissions::from_mode(0o755)).unwrap();
    let required = [3, 11, 17];
    let weights: Vec<u64> = (0..24).map(|i| 1 + i % 5).collect();
    let runs = [
        (AlgoKind::Ddmin, DdminOrder::SubsetsFirst),
        (AlgoKind::Ddmin, DdminOrder::ComplementsFirst),
        (AlgoKind::Ddmin, DdminOrder::ComplementsOnly),
        (AlgoKind::Wddmin, DdminOrder::SubsetsFirst),
        (AlgoKind::Probdd, DdminOrder::SubsetsFirst),
        (AlgoKind::Wprobdd, DdminOrder::SubsetsFirst),
        (AlgoKind::Cdd, DdminOrder::SubsetsFirst),
    ];
    for (kind, order) in runs {
        let options = AlgoOptions {
            ddmin_order: order,
            ..AlgoOptions::default()
        };
        let (expected, trace) = run_in_process(&mut *start(kind, &weights, &options), |c| {
            required.iter().all(|r| c.contains(r))
        });
        assert_eq!(expected, vec![3, 11, 17]);
        for jobs in [1, 2, 3, 8] {
            let mut runner = Runner::new(RunnerSettings {
                oracle: Arc::new(OracleSpec::new(
                    oracle.clone(),
                    "n.txt".into(),
                    Duration::from_secs(30),
                )),
                capture_output: false,
                jobs,
                look_ahead: usize::MAX,
                deadline: None,
                max_calls: None,
                roots: crate::runner::CallRoots {
                    primary: dir.path().to_path_buf(),
                    fallback: None,
                    passed_over: None,
                },
                verify: false,
                launch_retries: 3,
            })
            .unwrap();
            let mut algo = start(kind, &weights, &options);
            let stop = run_algorithm(&mut runner, &mut *algo, &Numbers, &mut Quiet).unwrap();
            assert_eq!(stop, None);
            let case = format!("{kind:?} {order:?} -j {jobs}");
            assert_eq!(algo.current(), &expected, "{case}");
            assert_eq!(runner.stats().algo_tests, trace.len() as u64, "{case}");
            let distinct: std::collections::HashSet<_> = trace.iter().collect();
            // Each distinct candidate runs once; only speculation (-j > 1)
            // adds calls that were cancelled or never committed.
            // Candidates without 17 never reach the oracle.
            let stats = runner.stats();
            assert!(stats.rejected_before_oracle > 0, "{case}");
            let decided = stats.oracle_calls + stats.rejected_before_oracle;
            if jobs == 1 {
                assert_eq!(decided, distinct.len() as u64, "{case}");
            } else {
                assert!(decided >= distinct.len() as u64, "{case}");
            }
            assert_eq!(
                std::fs::read_dir(runner.dirs.current()).unwrap().count(),
                0,
                "call directories left behind"
            );
        }
    }
}
