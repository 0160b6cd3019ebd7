//! Live engine tests. Looking ahead: calls started for later algorithms, and the dry runs that find them.

use super::*;

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
