//! Where a run stands as a pass starts ([`Checkpoint`]): what `--resume`
//! saves, for the tree driver and for generator mode alike.
//!
//! Invariant: data only; the drivers decide what a checkpoint means.

use super::binary::RoundAt;
use super::level::Pass;
use super::{KindTally, PassKind, Tokenless};
use crate::algo::Priors;
use crate::runner;
use std::collections::{BTreeMap, BTreeSet};

/// Where a run stands as a pass starts: all a run needs to go on from
/// there (with the verdicts cached so far) and reach the result it would
/// have reached uninterrupted.
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub struct Checkpoint {
    /// The best candidate as the pass starts (kept outside the JSON).
    #[serde(skip)]
    pub start: Vec<u8>,
    /// Passes started before it.
    pub(super) passes: usize,
    /// What the passes before it did.
    pub(super) by_kind: [KindTally; PassKind::ALL.len()],
    /// What the pass starts from, beside the best.
    pub(super) from: PassStart,
}

/// What a pass starts from, beside the best so far, by mode.
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub(super) enum PassStart {
    /// A pass over the parse of the best.
    Tree {
        /// The pass about to run (`mode` in states saved before
        /// 2026-11-29).
        #[serde(alias = "mode")]
        pass: Pass,
        /// Hashes of the bests earlier passes ended with.
        seen: BTreeSet<runner::Key>,
        /// What the levels before it kept, per kind.
        #[serde(default)]
        priors: Priors,
        /// Whether levels of items without tokens wait.
        #[serde(default)]
        tokenless: Tokenless,
        /// Per length, the tokens of the best when runs of that length
        /// last took nothing out.
        #[serde(default)]
        refused_runs: BTreeMap<usize, u64>,
    },
    /// A pass over a generator's run: the decisions it replays, as a
    /// trace's JSON lines.
    Trace(String),
    /// A step of the binary driver's round.
    Bytes(RoundAt),
}

impl Checkpoint {
    /// Passes started before the one it starts.
    pub fn passes(&self) -> usize {
        self.passes
    }

    /// The checkpoint a file reduction of `best` starts from after
    /// `passes` passes of another reduction that did what `by_kind` says
    /// (generator mode's polish after the generator's fixpoint): its first
    /// pass, as a fresh run starts it, with those passes counted.
    pub fn first_pass_after(
        best: Vec<u8>,
        passes: usize,
        by_kind: [KindTally; PassKind::ALL.len()],
    ) -> Checkpoint {
        Checkpoint {
            from: PassStart::Tree {
                pass: Pass::Shrink,
                seen: BTreeSet::from([runner::key(&best)]),
                priors: Priors::default(),
                // An input that small has little else to take: its
                // whitespace need not wait.
                tokenless: Tokenless {
                    skipped: false,
                    due: true,
                },
                refused_runs: BTreeMap::new(),
            },
            start: best,
            passes,
            by_kind,
        }
    }

    /// A checkpoint of generator mode: `passes` passes have run, doing
    /// what `by_kind` says, and the next replays `trace`; `best` is the
    /// smallest input made so far.
    pub fn of_trace(
        best: Vec<u8>,
        passes: usize,
        by_kind: [KindTally; PassKind::ALL.len()],
        trace: String,
    ) -> Checkpoint {
        Checkpoint {
            start: best,
            passes,
            by_kind,
            from: PassStart::Trace(trace),
        }
    }

    /// What the passes before it did.
    pub fn by_kind(&self) -> [KindTally; PassKind::ALL.len()] {
        self.by_kind
    }

    /// The decisions a generator mode's pass replays (`None` for a tree
    /// mode's checkpoint).
    pub fn trace(&self) -> Option<&str> {
        match &self.from {
            PassStart::Trace(trace) => Some(trace),
            PassStart::Tree { .. } | PassStart::Bytes(_) => None,
        }
    }
}
