//! Algorithm simulation (no processes, exact counts): the synthetic study of
//! the WDD paper, section IV-D. Random lists of n elements carrying between
//! n and 10n tokens in all; each token is removable with a random
//! probability q, so an element of w tokens is removable with probability
//! q^w; the property holds while every non-removable element is kept. For
//! each algorithm: mean tests asked for, mean distinct tests (what a cache
//! leaves to the oracle), mean final weight, and the critical path (rounds
//! of parallel tests under the runner's speculation) with 2, 4 and 8 jobs.
//!
//! `cargo bench --bench simulation [-- LISTS [MAX_N]]` (default 1000 lists, n up to 300)

use reduce::algo::rng::Rng;
use reduce::algo::{AlgoKind, AlgoOptions, Configuration, ListAlgorithm, start};
use std::collections::HashSet;

const ALGOS: [AlgoKind; 5] = [
    AlgoKind::Ddmin,
    AlgoKind::Wddmin,
    AlgoKind::Probdd,
    AlgoKind::Wprobdd,
    AlgoKind::Cdd,
];

#[derive(Default, Clone)]
struct Totals {
    asked: u64,
    distinct: u64,
    final_weight: u64,
    rounds: [u64; 3],
}

fn main() {
    let numbers: Vec<usize> = std::env::args()
        .skip(1)
        .filter(|a| a != "--bench")
        .map(|a| a.parse().expect("a number"))
        .collect();
    let lists = numbers.first().copied().unwrap_or(1000);
    let max_n = numbers.get(1).copied().unwrap_or(300) as u64;
    let mut rng = Rng(0x5157_2026);
    let mut totals = vec![Totals::default(); ALGOS.len()];
    for _ in 0..lists {
        let n = 1 + rng.below(max_n) as usize;
        let tokens = n as u64 + rng.below(9 * n as u64 + 1);
        let mut weights = vec![1u64; n];
        for _ in 0..tokens - n as u64 {
            weights[rng.below(n as u64) as usize] += 1;
        }
        let q = rng.unit();
        let required: Vec<usize> = (0..n)
            .filter(|&i| rng.unit() >= q.powi(weights[i] as i32))
            .collect();
        let oracle = |c: &Configuration| required.iter().all(|r| c.binary_search(r).is_ok());
        for (k, &kind) in ALGOS.iter().enumerate() {
            let options = AlgoOptions::default();
            let mut algo = start(kind, &weights, &options);
            let mut seen = HashSet::new();
            let mut asked = 0;
            while let Some(config) = algo.next_test() {
                asked += 1;
                let verdict = oracle(&config);
                seen.insert(config);
                algo.record(verdict);
            }
            let t = &mut totals[k];
            t.asked += asked;
            t.distinct += seen.len() as u64;
            t.final_weight += algo.current().iter().map(|&i| weights[i]).sum::<u64>();
            for (j, jobs) in [2, 4, 8].into_iter().enumerate() {
                t.rounds[j] +=
                    run_speculative(&mut *start(kind, &weights, &options), jobs, &oracle).1;
            }
        }
    }
    let mean = |x: u64| x as f64 / lists as f64;
    println!(
        "{lists} random lists, n in 1..={max_n}, n..10n tokens, element removable with q^w; p0 = 0.1; means per list"
    );
    println!(
        "{:<8} {:>10} {:>10} {:>12} {:>10} {:>10} {:>10}",
        "algo", "asked", "distinct", "final weight", "rounds j2", "rounds j4", "rounds j8"
    );
    for (k, kind) in ALGOS.iter().enumerate() {
        let t = &totals[k];
        println!(
            "{:<8} {:>10.1} {:>10.1} {:>12.1} {:>10.1} {:>10.1} {:>10.1}",
            kind.name(),
            mean(t.asked),
            mean(t.distinct),
            mean(t.final_weight),
            mean(t.rounds[0]),
            mean(t.rounds[1]),
            mean(t.rounds[2])
        );
    }
    let ratio = |a: usize, b: usize| totals[a].distinct as f64 / totals[b].distinct as f64;
    println!(
        "distinct-test ratios: wddmin/ddmin {:.3}, wprobdd/probdd {:.3}, probdd/ddmin {:.3}, cdd/ddmin {:.3}",
        ratio(1, 0),
        ratio(3, 2),
        ratio(2, 0),
        ratio(4, 0)
    );
}

/// A model of the runner's speculation, for counting rounds: runs `algo`
/// as the runner does with `jobs` calls at once: each round
/// proposes up to `jobs` tests from a clone that assumes the pending ones all
/// fail, then commits verdicts in order up to the first interesting one.
/// Returns the result and the number of rounds (the critical path). Panics if
/// speculation ever proposed a test the algorithm would not make.
fn run_speculative(
    algo: &mut dyn ListAlgorithm,
    jobs: usize,
    oracle: &dyn Fn(&Configuration) -> bool,
) -> (Configuration, u64) {
    let mut rounds = 0;
    loop {
        let mut lookahead = algo.clone_box();
        let mut batch = Vec::new();
        while batch.len() < jobs.max(1) {
            let Some(config) = lookahead.next_test() else {
                break;
            };
            lookahead.record(false);
            batch.push(config);
        }
        if batch.is_empty() {
            assert_eq!(
                algo.next_test(),
                None,
                "speculation ended before the algorithm"
            );
            return (algo.current().clone(), rounds);
        }
        rounds += 1;
        for config in batch {
            assert_eq!(
                algo.next_test().as_ref(),
                Some(&config),
                "speculation proposed another test"
            );
            let verdict = oracle(&config);
            algo.record(verdict);
            if verdict {
                break;
            }
        }
    }
}
