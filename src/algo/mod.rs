//! List algorithms: pure state machines that pick which subsets of a weighted
//! list to test next and take the verdicts.
//!
//! Invariant: `algo` never sees bytes, trees, files or processes. An algorithm
//! proposes one configuration at a time and takes its verdict; because it is
//! `Clone`-able behind [`ListAlgorithm::clone_box`], the runner can ask a copy
//! what it would test next if the pending tests all fail (speculation) without
//! any algorithm-specific code.

mod ddmin;

pub use ddmin::{Ddmin, DdminOrder};

/// The items kept, as indices into the list, in increasing order.
pub type Configuration = Vec<usize>;

/// A list reduction algorithm as a state machine.
///
/// The protocol: call [`next_test`](ListAlgorithm::next_test); if it returns a
/// configuration, test it and pass the verdict to
/// [`record`](ListAlgorithm::record); repeat until `next_test` returns `None`.
/// [`current`](ListAlgorithm::current) is then the result.
pub trait ListAlgorithm: Send {
    /// The configuration to test next, or `None` when the algorithm is done.
    /// Calling it again without `record` returns the same configuration.
    fn next_test(&mut self) -> Option<Configuration>;

    /// The verdict on the configuration last returned by `next_test`.
    fn record(&mut self, interesting: bool);

    /// The smallest configuration known to be interesting so far.
    fn current(&self) -> &Configuration;

    /// A copy of this state machine, for speculation.
    fn clone_box(&self) -> Box<dyn ListAlgorithm>;
}

/// The algorithms `--algo` can select.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Deserialize, clap::ValueEnum)]
#[serde(rename_all = "kebab-case")]
pub enum AlgoKind {
    /// Delta debugging (Zeller and Hildebrandt 2002), with a selectable order.
    Ddmin,
}

impl AlgoKind {
    /// The name used on the command line and in reports.
    pub fn name(self) -> &'static str {
        match self {
            AlgoKind::Ddmin => "ddmin",
        }
    }
}

/// Tuning shared by the algorithms.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AlgoOptions {
    /// Which kind of step ddmin tries first.
    pub ddmin_order: DdminOrder,
}

/// Starts the chosen algorithm on a list with these weights (one per item,
/// each at least 1); the whole list is known to be interesting.
pub fn start(kind: AlgoKind, weights: &[u64], options: &AlgoOptions) -> Box<dyn ListAlgorithm> {
    match kind {
        AlgoKind::Ddmin => Box::new(Ddmin::new(weights.len(), options.ddmin_order)),
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
