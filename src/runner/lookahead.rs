//! Looking ahead: the candidates a reduction tests once the list algorithm
//! running now ends, under an outcome of the verdicts not yet known (every
//! one "not interesting", or a few taken as interesting: see [`Assumed`]),
//! found by a dry run of the reduction that answers from the cache and
//! calls nothing. Calls on them fill the job slots the running algorithm
//! leaves free: a level that ends while later levels and passes could run
//! no longer holds them back. Their verdicts only fill the cache; the
//! reduction still commits every verdict in its own order, so its result
//! is the same for every `-j`, and at `-j 1` (no slot is ever free) it
//! makes the same calls.

use super::{Key, Runner};
use std::collections::HashSet;
use std::sync::Arc;
use std::time::Instant;

/// Finds the candidates a reduction tests after the algorithm running now
/// (implemented by the driver, which knows what comes next).
pub trait LookAhead {
    /// Up to `want` candidates that neither `runner`'s cache nor the
    /// pending tests `assumed` holds know, in the order the reduction would
    /// test them were the pending tests' verdicts as `assumed` says and
    /// every other verdict not yet known "not interesting" (but where the
    /// test's algorithm finds it likely interesting); those found by
    /// `until`, when the dry run stops (see [`Found::cut_off`]).
    fn candidates(&self, runner: &Runner, assumed: Assumed, want: usize, until: Instant) -> Found;
}

/// What a dry run takes the verdicts not yet known to be: an outcome of
/// the tests the real run is waiting for and of those it will make.
pub struct Assumed {
    /// The keys of the pending tests, each taken as not interesting...
    pub pending: HashSet<Key>,
    /// ...but these candidates, pending or not, taken as interesting
    /// (none: every verdict not yet known fails).
    pub interesting: Vec<Key>,
}

/// What a dry run found.
#[derive(Debug, Default)]
pub struct Found {
    /// Candidates to call the oracle on, in the order of the dry run.
    pub candidates: Vec<Candidate>,
    /// Candidates the syntax check refused on the way (the real run would
    /// refuse them again; the cache keeps that it need not).
    pub refused: Vec<Key>,
    /// Candidates met on the way that calls are testing already (started
    /// ahead by an earlier look-ahead, maybe for another outcome).
    pub running: Vec<Key>,
    /// The dry run stopped at its deadline, maybe short of candidates it
    /// would have found.
    pub cut_off: bool,
}

/// A candidate a dry run found.
#[derive(Debug)]
pub struct Candidate {
    /// Its key in the cache.
    pub key: Key,
    /// What the oracle is called on.
    pub bytes: Arc<Vec<u8>>,
    /// The chance that it is interesting: the share of interesting
    /// verdicts of its class so far (see `Session::class`), or
    /// `LIKELY` where its algorithm found it likely to be interesting.
    pub chance: f64,
    /// The dry run took it as interesting and walked on from there (see
    /// `ListAlgorithm::likely_interesting`).
    pub taken_interesting: bool,
}
