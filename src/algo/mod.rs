//! List algorithms: pure state machines that pick which subsets of a weighted
//! list to test next and take the verdicts.
//!
//! Invariant: `algo` never sees bytes, trees, files or processes. An algorithm
//! proposes one configuration at a time and takes its verdict; because it is
//! `Clone`-able behind [`CloneBox::clone_box`], the runner can ask a copy
//! what it would test next if the pending tests all fail (speculation) without
//! any algorithm-specific code.

mod cdd;
mod closures;
mod ddmin;
mod empty_first;
mod join;
mod priors;
mod probdd;
pub mod rng;
mod rounds;
mod wddmin;
mod yielding;

pub use cdd::{Cdd, subset_size};
pub use closures::{Closures, Dependencies};
pub use ddmin::{Ddmin, DdminOrder};
pub use empty_first::EmptyFirst;
pub use join::Join;
pub use priors::Priors;
pub use probdd::{ProbDd, Selection};
pub use rounds::Rounds;
#[cfg(test)]
pub(crate) use rounds::run_asking_kept;
pub use wddmin::Wddmin;
pub use yielding::Yielding;

/// The items kept, as indices into the list, in increasing order.
pub type Configuration = Vec<usize>;

/// A list reduction algorithm as a state machine.
///
/// The protocol: call [`next_test`](ListAlgorithm::next_test); if it returns a
/// configuration, test it and pass the verdict to
/// [`record`](ListAlgorithm::record); repeat until `next_test` returns `None`.
/// [`current`](ListAlgorithm::current) is then the result.
pub trait ListAlgorithm: Send + CloneBox {
    /// The configuration to test next, or `None` when the algorithm is done.
    /// Calling it again without `record` returns the same configuration.
    fn next_test(&mut self) -> Option<Configuration>;

    /// The verdict on the configuration last returned by `next_test`.
    fn record(&mut self, interesting: bool);

    /// The smallest configuration known to be interesting so far.
    fn current(&self) -> &Configuration;

    /// Whether the test `next_test` gives is more likely interesting than
    /// not (a join of parts each known interesting: see [`Join`]). A dry
    /// run looking ahead takes it so where its verdict is not known yet,
    /// and walks on down that path.
    fn likely_interesting(&self) -> bool {
        false
    }

    /// Whether an interesting verdict on the test `next_test` just gave
    /// makes that test the current configuration (the new best). In a
    /// round (see [`Rounds`]) a success after the first is not: only what
    /// the round keeps is. `--verify` checks again only the successes
    /// that are.
    fn success_is_kept(&self) -> bool {
        true
    }

    /// Whether its tests after a failure are alternatives to the failed one
    /// (each takes out other items of the same best), so that successes
    /// among them may be joined and [adopted](ListAlgorithm::adopt): see
    /// [`Rounds`]. A binary search's are not: it has no `adopt`.
    fn can_join(&self) -> bool {
        false
    }

    /// Goes on from `kept`, a subset of `current` found interesting by
    /// tests of its own (a join of them, see [`Rounds`]), keeping what it
    /// learned. Called only where [`can_join`](ListAlgorithm::can_join).
    fn adopt(&mut self, kept: &Configuration) {
        unreachable!(
            "adopt({} items) on an algorithm that cannot join",
            kept.len()
        )
    }
}

/// A copy of a boxed state machine, for speculation; every `Clone` algorithm
/// has it.
pub trait CloneBox {
    /// A copy of this state machine.
    fn clone_box(&self) -> Box<dyn ListAlgorithm>;
}

impl<T: ListAlgorithm + Clone + 'static> CloneBox for T {
    fn clone_box(&self) -> Box<dyn ListAlgorithm> {
        Box::new(self.clone())
    }
}

/// A boxed algorithm is `Clone` too, so algorithms that wrap one (as
/// [`Yielding`] does) derive it.
impl Clone for Box<dyn ListAlgorithm> {
    fn clone(&self) -> Self {
        self.clone_box()
    }
}

/// The algorithms `--algo` can select.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Deserialize, clap::ValueEnum)]
#[serde(rename_all = "kebab-case")]
pub enum AlgoKind {
    /// Delta debugging (Zeller and Hildebrandt 2002), with a selectable order.
    Ddmin,
    /// Weighted ddmin (Zhou et al.): partitions split by token weight.
    Wddmin,
    /// Probabilistic delta debugging (Wang et al. 2021).
    Probdd,
    /// Weighted ProbDD (Zhou et al.): removes the heaviest likely-removable items first.
    Wprobdd,
    /// Counter-based delta debugging: ProbDD's subset sizes, no per-item model.
    Cdd,
}

impl AlgoKind {
    /// The name used on the command line and in reports.
    pub fn name(self) -> &'static str {
        match self {
            AlgoKind::Ddmin => "ddmin",
            AlgoKind::Wddmin => "wddmin",
            AlgoKind::Probdd => "probdd",
            AlgoKind::Wprobdd => "wprobdd",
            AlgoKind::Cdd => "cdd",
        }
    }
}

/// Tuning shared by the algorithms.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct AlgoOptions {
    /// Which kind of step ddmin and W-ddmin try first.
    pub ddmin_order: DdminOrder,
    /// Initial probability that an item must stay (ProbDD, W-ProbDD, CDD).
    pub p0: f64,
    /// Whether the driver starts each item from what the run has learned
    /// about items of its kind instead (see [`start_with_priors`]); `p0`
    /// is then where learning starts.
    pub learn_p0: bool,
    /// Shuffles ProbDD's and W-ProbDD's ties; `None` orders them by index.
    pub seed: Option<u64>,
}

impl Default for AlgoOptions {
    fn default() -> Self {
        AlgoOptions {
            ddmin_order: DdminOrder::default(),
            p0: 0.1,
            learn_p0: false,
            seed: None,
        }
    }
}

/// Starts the chosen algorithm on a list with these weights (one per item,
/// each at least 1); the whole list is known to be interesting.
pub fn start(kind: AlgoKind, weights: &[u64], options: &AlgoOptions) -> Box<dyn ListAlgorithm> {
    match kind {
        AlgoKind::Ddmin => Box::new(Ddmin::new(weights.len(), options.ddmin_order)),
        AlgoKind::Wddmin => Box::new(Wddmin::new(weights, options.ddmin_order)),
        AlgoKind::Probdd => Box::new(ProbDd::new(
            Selection::Count,
            weights,
            options.p0,
            options.seed,
        )),
        AlgoKind::Wprobdd => Box::new(ProbDd::new(
            Selection::Weight,
            weights,
            options.p0,
            options.seed,
        )),
        AlgoKind::Cdd => Box::new(Cdd::new(weights.len(), options.p0)),
    }
}

/// Starts the chosen algorithm with a prior per item, the probability
/// that it must stay: ProbDD and W-ProbDD start each item from its own,
/// CDD from their mean; ddmin and W-ddmin have no probabilities.
pub fn start_with_priors(
    kind: AlgoKind,
    weights: &[u64],
    priors: &[f64],
    options: &AlgoOptions,
) -> Box<dyn ListAlgorithm> {
    match kind {
        AlgoKind::Probdd => Box::new(ProbDd::with_priors(
            Selection::Count,
            weights,
            priors,
            options.seed,
        )),
        AlgoKind::Wprobdd => Box::new(ProbDd::with_priors(
            Selection::Weight,
            weights,
            priors,
            options.seed,
        )),
        AlgoKind::Cdd => {
            let mean = priors.iter().sum::<f64>() / priors.len().max(1) as f64;
            Box::new(Cdd::new(weights.len(), mean))
        }
        AlgoKind::Ddmin | AlgoKind::Wddmin => start(kind, weights, options),
    }
}

/// Runs an algorithm to the end with an in-process oracle, returning the
/// result and the configurations tested, in order. For tests and simulations.
pub fn run_in_process(
    algo: &mut dyn ListAlgorithm,
    mut oracle: impl FnMut(&Configuration) -> bool,
) -> (Configuration, Vec<Configuration>) {
    let mut trace = Vec::new();
    while let Some(config) = algo.next_test() {
        let verdict = oracle(&config);
        trace.push(config);
        algo.record(verdict);
    }
    (algo.current().clone(), trace)
}

/// A property test's case: a random list of 1 to `most` items weighing 1
/// to 40, a hidden required set of about 4% of them, and options that
/// vary with `case`.
#[cfg(test)]
pub(crate) fn random_case(
    rng: &mut rng::Rng,
    case: usize,
    most: u64,
) -> (Vec<u64>, Vec<usize>, AlgoOptions) {
    let n = 1 + rng.below(most) as usize;
    let weights = (0..n).map(|_| 1 + rng.below(40)).collect();
    let required = (0..n).filter(|_| rng.below(100) < 4).collect();
    let options = AlgoOptions {
        p0: [0.1, 0.25][case % 2],
        learn_p0: false,
        ddmin_order: [
            DdminOrder::SubsetsFirst,
            DdminOrder::ComplementsFirst,
            DdminOrder::ComplementsOnly,
        ][case % 3],
        seed: None,
    };
    (weights, required, options)
}

#[cfg(test)]
mod properties {
    //! Every algorithm on thousands of random lists with random monotone
    //! properties ("keeps a hidden required set").
    use super::rng::Rng;
    use super::*;

    const ALL: [AlgoKind; 5] = [
        AlgoKind::Ddmin,
        AlgoKind::Wddmin,
        AlgoKind::Probdd,
        AlgoKind::Wprobdd,
        AlgoKind::Cdd,
    ];

    // That the runner commits these same runs at every job count is
    // tested on the runner itself (runner::parallel).
    #[test]
    fn every_algorithm_keeps_the_required_set() {
        let mut rng = Rng(0x5eed);
        for case in 0..1500 {
            let (weights, required, options) = random_case(&mut rng, case, 200);
            let oracle = |c: &Configuration| required.iter().all(|r| c.binary_search(r).is_ok());
            for kind in ALL {
                let (result, _) = run_in_process(&mut *start(kind, &weights, &options), oracle);
                assert!(
                    oracle(&result),
                    "case {case} {kind:?}: result not interesting"
                );
                // Monotone properties: all five end 1-minimal, i.e. on the
                // required set itself (ddmin never tests the empty list).
                if !(kind == AlgoKind::Ddmin && required.is_empty()) {
                    assert_eq!(result, required, "case {case} {kind:?}");
                }
            }
        }
    }

    #[test]
    fn closures_end_interesting_in_few_tests() {
        let mut rng = Rng(0xc105);
        for case in 0..1500 {
            let n = 1 + rng.below(120) as usize;
            let weights: Vec<u64> = (0..n).map(|_| 1 + rng.below(40)).collect();
            // What each item really needs (mostly earlier items, sometimes
            // later ones), and what the names say it needs: some of the
            // real needs are missed, some needs are made up.
            let real: Vec<Vec<usize>> = (0..n)
                .map(|_| {
                    (0..rng.below(3))
                        .map(|_| rng.below(n as u64) as usize)
                        .collect()
                })
                .collect();
            let uses: Vec<Vec<u32>> = (0..n)
                .map(|i| {
                    let mut names: Vec<u32> = real[i]
                        .iter()
                        .filter(|_| rng.below(10) > 0)
                        .map(|&d| d as u32)
                        .collect();
                    if rng.below(10) == 0 {
                        names.push(rng.below(n as u64) as u32);
                    }
                    names.sort_unstable();
                    names.dedup();
                    names.retain(|&d| d as usize != i);
                    names
                })
                .collect();
            let deps = std::sync::Arc::new(Dependencies {
                uses,
                declared_by: (0..n as u32).map(|i| vec![i]).collect(),
                used_outside: (0..rng.below(2))
                    .map(|_| rng.below(n as u64) as u32)
                    .collect(),
            });
            let required: Vec<usize> = (0..n).filter(|_| rng.below(100) < 5).collect();
            let oracle = |c: &Configuration| {
                let kept = |i: &usize| c.binary_search(i).is_ok();
                required.iter().all(kept) && c.iter().all(|&i| real[i].iter().all(kept))
            };
            let mut algo = Closures::new(std::sync::Arc::clone(&deps), &weights);
            let mut trace = Vec::new();
            while let Some(config) = algo.next_test() {
                let current = algo.current();
                assert!(
                    config.len() < current.len()
                        && config.iter().all(|i| current.binary_search(i).is_ok()),
                    "case {case}: {config:?} is not a proper subset of {current:?}"
                );
                let verdict = oracle(&config);
                trace.push(config);
                algo.record(verdict);
            }
            let result = algo.current().clone();
            assert!(oracle(&result), "case {case}: result not interesting");
            // At most one round per item, each a binary search and a test.
            let per_round = (usize::BITS - n.leading_zeros()) as usize + 1;
            assert!(
                trace.len() <= n * per_round,
                "case {case}: {} tests",
                trace.len()
            );
        }
    }
}
