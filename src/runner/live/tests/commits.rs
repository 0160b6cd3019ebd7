//! Live engine tests. Every algorithm, lane and job count commits its sequential trace.

use super::*;

#[test]
fn every_algorithm_commits_its_sequential_run_at_every_job_count() {
    use crate::algo::rng::Rng;
    let root = tempfile::tempdir().unwrap();
    let mut rng = Rng(0x5eed);
    for case in 0..250 {
        let (weights, required, options) = crate::algo::random_case(&mut rng, case, 120);
        let n = weights.len();
        let jobs = [1, 2, 3, 8][case % 4];
        for &kind in <AlgoKind as clap::ValueEnum>::value_variants() {
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
                round: 1,
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
            let calls = std::fs::read_dir(runner.dirs.current()).unwrap().flatten();
            // The run's own .lock and .owner stay while it lives.
            let calls = calls.filter(|e| !e.file_name().to_string_lossy().starts_with('.'));
            assert_eq!(calls.count(), 0, "call directories left behind");
        }
    }
}

/// In rounds (see `algo::Rounds`), the runner commits exactly the trace of
/// the same rounds run in process, whatever its timing: two runs at the
/// same `-j` end alike. Successes of a round are joined on some cases.
#[test]
fn rounds_commit_their_in_process_trace() {
    use crate::algo::Rounds;
    use crate::algo::rng::Rng;
    let root = tempfile::tempdir().unwrap();
    let mut rng = Rng(0x2011);
    let mut joined = 0;
    for case in 0..120 {
        let (weights, required, options) = crate::algo::random_case(&mut rng, case, 120);
        let jobs = [2, 3, 8][case % 3];
        for &kind in <AlgoKind as clap::ValueEnum>::value_variants() {
            let needs = required.clone();
            let oracle = move |c: &[usize]| needs.iter().all(|r| c.binary_search(r).is_ok());
            let mut alone = start(kind, &weights, &options);
            let (_, alone_trace) = run_in_process(&mut *alone, |c| oracle(c));
            let mut inner = start(kind, &weights, &options);
            let mut rounds = Rounds::new(&mut *inner, jobs);
            let (result, trace) = run_in_process(&mut rounds, |c| oracle(c));
            rounds.finish();
            joined += usize::from(trace != alone_trace);
            let verdicts: Vec<bool> = trace.iter().map(|c| oracle(c)).collect();
            let mut settings = settings(Arc::new(InProcess(oracle, CALL_TOOK)), jobs, root.path());
            settings.round = jobs;
            let mut runner = Runner::new(settings).unwrap();
            let mut algo = start(kind, &weights, &options);
            let stop = run_algorithm(&mut runner, &mut *algo, &Lines, &mut Quiet).unwrap();
            let case = format!("case {case} {kind:?} -j {jobs}");
            assert_eq!(stop, None, "{case}");
            assert_eq!(algo.current(), &result, "{case}");
            assert_eq!(runner.trail, verdicts, "{case}");
        }
    }
    assert!(joined > 100, "rounds changed {joined} traces");
}

/// Under `--verify` in rounds, only the successes that become the best
/// (a round's first, what its join or checks keep) are called again; the
/// round's other successes are no best of their own. With rounds of 16
/// the round runs out of tests before it is full: its join is kept too.
#[test]
fn verify_checks_again_only_what_a_round_keeps() {
    use crate::algo::{Cdd, Rounds, run_asking_kept};
    let root = tempfile::tempdir().unwrap();
    // CDD over 8 items; 1, 3 and 6 can go.
    let oracle = |c: &[usize]| [0, 2, 4, 5, 7].iter().all(|i| c.binary_search(i).is_ok());
    for (size, expected) in [(4, (10, 3)), (16, (9, 2))] {
        // In process: the tests, and the successes that are kept.
        let mut cdd = Cdd::new(8, 0.9);
        let mut rounds = Rounds::new(&mut cdd, size);
        let asked = run_asking_kept(&mut rounds, |c| oracle(c));
        rounds.finish();
        let tests = asked.len() as u64;
        let kept = asked.iter().filter(|&&(kept, yes)| kept && yes).count() as u64;
        assert_eq!((tests, kept), expected, "rounds of {size}");
        // One call at a time, so no speculation adds calls: each test
        // once, and each kept success once more.
        let mut settings = settings(Arc::new(InProcess(oracle, CALL_TOOK)), 1, root.path());
        settings.round = size;
        settings.verify = true;
        let mut runner = Runner::new(settings).unwrap();
        let mut algo = Cdd::new(8, 0.9);
        let stop = run_algorithm(&mut runner, &mut algo, &Lines, &mut Quiet).unwrap();
        assert_eq!(stop, None);
        assert_eq!(algo.current(), &[0, 2, 4, 5, 7]);
        assert_eq!(
            runner.stats().oracle_calls,
            tests + kept,
            "rounds of {size}"
        );
        assert_eq!(runner.stats().verify_failures, 0);
    }
}
