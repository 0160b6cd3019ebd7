//! Live engine tests. Speculation: branches, preparation costs, and calls killed when a run panics.

use super::*;

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
            round: 1,
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
