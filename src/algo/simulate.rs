//! List algorithms without processes: the runner's speculation replayed
//! in-process against an in-process oracle, with a small seeded generator for
//! random cases. For the property tests and `benches/simulation.rs`.

use super::{Configuration, ListAlgorithm};

/// Runs `algo` as the runner does with `jobs` calls at once: each round
/// proposes up to `jobs` tests from a clone that assumes the pending ones all
/// fail, then commits verdicts in order up to the first interesting one.
/// Returns the result and the number of rounds (the critical path). Panics if
/// speculation ever proposed a test the algorithm would not make.
pub fn run_speculative(
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

/// xorshift64*: reproducible random cases without a dependency.
pub struct Rng(pub u64);

impl Rng {
    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// A number in `0..n`.
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n
    }

    /// A number in `[0, 1)`.
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }
}
