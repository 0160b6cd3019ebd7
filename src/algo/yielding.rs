//! A list algorithm that gives its list up once its tests stop paying:
//! where most items of a list must stay, a list algorithm pays about one
//! test per item, and a level of a thousand such items holds the run for
//! a thousand tests while deeper levels hold cuts of hundreds of tokens a
//! test. [`Yielding`] ends the inner algorithm early, keeping what it took
//! out, once its next test would take out fewer than a floor of tokens
//! (the items left are too small to pay, whatever the verdict), or once
//! its last [`WINDOW`] tests took out fewer than the floor per test, which
//! a list that took nothing out in them did too; the caller takes the list
//! up again later with [`Yielding::resume`], where it was (the driver:
//! after the deeper levels of the same pass). A bundle's factory body of
//! 179 statements, nearly all needed, held js-underscore-flatten for 147
//! calls before it had taken something out and was let yield; 50 when a
//! list that took nothing out may yield too (2,795 tokens after 500 calls
//! against 3,064; nine other cases the same after 1,000 calls).
//!
//! The decision depends only on the verdicts, so the runner's copies for
//! speculation make it at the same test, and the result is the same for
//! every `-j`.

use super::{Configuration, ListAlgorithm};
use std::collections::VecDeque;
use std::sync::Arc;

/// The tests over which the tokens taken out per test are counted.
pub const WINDOW: usize = 32;

/// A list algorithm that ends early once its tests stop paying (see the
/// module's documentation).
#[derive(Clone)]
pub struct Yielding {
    inner: Box<dyn ListAlgorithm>,
    weights: Arc<Vec<u64>>,
    /// Tokens per test below which the algorithm yields.
    floor: f64,
    /// Tokens each of the last tests took out, oldest first.
    recent: VecDeque<u64>,
    /// The weight of the inner algorithm's current configuration.
    kept: u64,
    /// Whether the next test would take out fewer tokens than the floor.
    next_too_small: bool,
}

impl Yielding {
    /// Runs `inner`, over items of these `weights` (tokens), until it ends,
    /// its next test would take out fewer than `floor` tokens, or its last
    /// [`WINDOW`] tests took out fewer than `floor` tokens per test on
    /// average.
    pub fn new(inner: Box<dyn ListAlgorithm>, weights: &[u64], floor: f64) -> Self {
        let kept = inner.current().iter().map(|&i| weights[i]).sum();
        Yielding {
            inner,
            weights: Arc::new(weights.to_vec()),
            floor,
            recent: VecDeque::with_capacity(WINDOW + 1),
            kept,
            next_too_small: false,
        }
    }

    /// From now on, runs the inner algorithm to its end: the list is taken
    /// up again where it was given up, its state (what it took out, what
    /// it learned) intact.
    pub fn resume(&mut self) {
        self.floor = 0.0;
        self.next_too_small = false;
    }

    /// Whether the algorithm gave its list up before its end.
    pub fn yielded(&self) -> bool {
        self.next_too_small
            || self.recent.len() == WINDOW
                && (self.recent.iter().sum::<u64>() as f64) < self.floor * WINDOW as f64
    }
}

impl ListAlgorithm for Yielding {
    fn next_test(&mut self) -> Option<Configuration> {
        if self.yielded() {
            return None;
        }
        // The inner algorithm proposes the same test again until it hears
        // a verdict: asking, and then not running it, changes nothing.
        let test = self.inner.next_test()?;
        let left: u64 = test.iter().map(|&i| self.weights[i]).sum();
        if (self.kept.saturating_sub(left) as f64) < self.floor {
            self.next_too_small = true;
            return None;
        }
        Some(test)
    }

    fn record(&mut self, interesting: bool) {
        self.inner.record(interesting);
        let before = self.kept;
        if interesting {
            self.kept = self.inner.current().iter().map(|&i| self.weights[i]).sum();
        }
        let gone = before.saturating_sub(self.kept);
        self.recent.push_back(gone);
        if self.recent.len() > WINDOW {
            self.recent.pop_front();
        }
    }

    fn current(&self) -> &Configuration {
        self.inner.current()
    }

    fn can_join(&self) -> bool {
        self.inner.can_join()
    }

    /// The join counts as a test that took out what it took out.
    fn adopt(&mut self, kept: &Configuration) {
        self.inner.adopt(kept);
        let before = self.kept;
        self.kept = self.inner.current().iter().map(|&i| self.weights[i]).sum();
        self.recent.push_back(before.saturating_sub(self.kept));
        if self.recent.len() > WINDOW {
            self.recent.pop_front();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::algo::run_in_process;
    use crate::algo::{AlgoKind, AlgoOptions, start};

    /// 100 items of 10 tokens; the oracle needs the items in `needed`.
    fn run(needed: &[usize], floor: f64) -> (Configuration, usize, bool) {
        let weights = vec![10; 100];
        let options = AlgoOptions::default();
        let inner = start(AlgoKind::Probdd, &weights, &options);
        let mut algo = Yielding::new(inner, &weights, floor);
        let (result, trace) = run_in_process(&mut algo, |c| {
            needed.iter().all(|n| c.binary_search(n).is_ok())
        });
        (result, trace.len(), algo.yielded())
    }

    #[test]
    fn a_list_whose_tests_stop_paying_is_given_up_with_what_it_took() {
        // A quarter of the items stay, every other one of the last half:
        // ProbDD takes the first half out in a few tests, then soon tests
        // the rest one by one, each failing test taking out nothing.
        let needed: Vec<usize> = (50..100).step_by(2).collect();
        let (full, full_tests, yielded) = run(&needed, 0.0);
        assert!(!yielded);
        assert_eq!(full, needed);
        let (part, part_tests, yielded) = run(&needed, 2.0);
        assert!(yielded);
        assert!(part_tests < full_tests, "{part_tests} of {full_tests}");
        assert!(part.len() < 100 && part.len() > needed.len(), "{part:?}");
        assert!(needed.iter().all(|n| part.binary_search(n).is_ok()));
    }

    #[test]
    fn a_list_given_up_and_taken_up_again_ends_where_a_full_run_ends() {
        let needed: Vec<usize> = (0..100).step_by(2).collect();
        let weights = vec![10; 100];
        let options = AlgoOptions::default();
        let oracle = |c: &Configuration| needed.iter().all(|n| c.binary_search(n).is_ok());
        let mut full = start(AlgoKind::Probdd, &weights, &options);
        let (full_result, full_trace) = run_in_process(&mut *full, oracle);
        let inner = start(AlgoKind::Probdd, &weights, &options);
        let mut algo = Yielding::new(inner, &weights, 2.0);
        let (_, first) = run_in_process(&mut algo, oracle);
        assert!(algo.yielded());
        algo.resume();
        let (result, rest) = run_in_process(&mut algo, oracle);
        assert_eq!(result, full_result);
        assert_eq!([first, rest].concat(), full_trace);
    }

    #[test]
    fn a_list_that_takes_nothing_out_yields_after_a_window_of_tests() {
        // Every item stays: the first WINDOW tests take nothing out, so the
        // list yields after them, each test having been able to take out
        // the floor; taken up again, it ends where a full run ends.
        let needed: Vec<usize> = (0..100).collect();
        let (result, tests, yielded) = run(&needed, 10.0);
        assert!(yielded);
        assert_eq!(tests, WINDOW);
        assert_eq!(result, needed);
    }

    #[test]
    fn a_test_that_would_take_out_less_than_the_floor_is_not_run() {
        // Items of 20 tokens and 1 token; the oracle needs the big ones.
        // With a floor of 15, the tests of small items only (10 tokens in
        // all) wait.
        let weights: Vec<u64> = (0..20).map(|i| if i < 10 { 20 } else { 1 }).collect();
        let options = AlgoOptions::default();
        let oracle = |c: &Configuration| (0..10).all(|n| c.binary_search(&n).is_ok());
        let inner = start(AlgoKind::Probdd, &weights, &options);
        let mut algo = Yielding::new(inner, &weights, 15.0);
        let (_, first) = run_in_process(&mut algo, oracle);
        assert!(algo.yielded());
        // Each test run would have taken out at least 15 tokens.
        let weight = |c: &Configuration| c.iter().map(|&i| weights[i]).sum::<u64>();
        let mut kept = 210;
        for test in &first {
            assert!(kept - weight(test) >= 15, "{test:?} of {kept}");
            if oracle(test) {
                kept = weight(test);
            }
        }
        assert!(algo.current().len() > 10, "the small items wait");
        // Taken up again, it ends where a run without a floor ends.
        algo.resume();
        let (result, _) = run_in_process(&mut algo, oracle);
        let mut full = start(AlgoKind::Probdd, &weights, &options);
        let (full_result, _) = run_in_process(&mut *full, oracle);
        assert_eq!(result, full_result);
        assert_eq!(result, (0..10).collect::<Vec<_>>());
    }

    #[test]
    fn it_yields_at_the_first_window_below_the_floor() {
        // Items 0..50 go in the first tests; then every test fails. With a
        // floor of 1 token a test, the algorithm yields exactly WINDOW tests
        // after the last test that took something out.
        let weights = vec![10; 100];
        let options = AlgoOptions::default();
        let inner = start(AlgoKind::Probdd, &weights, &options);
        let mut algo = Yielding::new(inner, &weights, 1.0);
        let needed: Vec<usize> = (50..100).collect();
        let (_, trace) = run_in_process(&mut algo, |c| {
            needed.iter().all(|n| c.binary_search(n).is_ok())
        });
        let mut replay = Yielding::new(start(AlgoKind::Probdd, &weights, &options), &weights, 1.0);
        let mut last_gain = 0;
        for (at, config) in trace.iter().enumerate() {
            assert_eq!(replay.next_test().as_ref(), Some(config));
            let before = replay.current().len();
            let verdict = needed.iter().all(|n| config.binary_search(n).is_ok());
            replay.record(verdict);
            if replay.current().len() < before {
                last_gain = at;
            }
        }
        assert!(replay.yielded());
        assert_eq!(trace.len(), last_gain + 1 + WINDOW);
    }
}
