//! A step of the payoff schedule for trees whose profile groups children
//! into units (LLVM IR's basic blocks): every unit of the tree taken out in
//! contiguous runs, in document order, before the largest-node rounds, and
//! then the units' members the same way (LLVM's instructions but labels
//! and terminators). Those rounds sort nodes by size, so a round's blocks
//! lie scattered over a function and taking out any few of them cuts its
//! control flow apart; a run of neighbouring blocks is most often a whole
//! loop or branch, which goes whole (llvm-reduce's basic-block pass, which
//! took the second half of llvm-gun-interleave-remark's 296 blocks out in
//! its first test). The levels below offer a block's instructions per
//! block, a list of a few each; one list over every instruction left
//! (llvm-reduce's instruction pass) takes most of them out in its first
//! tests: llvm-fitblk-switch-remark's 32 in one.

use super::Observer;
use super::ledger::PassKind;
use super::level::Pass;
use super::{Deferred, Reducer};
use crate::algo::{Ddmin, DdminOrder};
use crate::runner::{Runner, Stop};
use crate::tree::{Edits, NodeId, Tree};
use std::io;

/// The fewest live units the step takes on: ddmin's complements cost about
/// two tests a chunk at each granularity, which a short list does not pay
/// back (llvm-fitblk-switch-remark's 6 blocks left after its bodies went:
/// 15 calls for 222 tokens; 290 tokens after 100 calls without the step,
/// 451 with it); the level walk takes them.
const FEWEST_UNITS: usize = 32;

impl Reducer<'_> {
    /// The tree's live units (see [`Tree::units`]), then their members
    /// (see [`Tree::unit_members`]), each list where it has at least
    /// [`FEWEST_UNITS`], taken out on top of `edits` in runs (see
    /// [`Reducer::in_runs`]). Returns why the run must stop, if it must.
    pub(super) fn units_in_runs(
        &mut self,
        tree: &Tree,
        edits: &mut Edits,
        deferred: &mut Vec<Deferred>,
        runner: &mut Runner,
        observer: &mut dyn Observer,
    ) -> io::Result<Option<Stop>> {
        for kind in [PassKind::Units, PassKind::Members] {
            let candidates = match kind {
                PassKind::Units => tree.units(edits),
                _ => tree.unit_members(edits),
            };
            let stop =
                self.in_runs(kind, &candidates, (tree, edits), deferred, runner, observer)?;
            if stop.is_some() {
                return Ok(stop);
            }
        }
        Ok(None)
    }

    /// The nodes `candidates` that can go, where there are at least
    /// [`FEWEST_UNITS`], taken out on top of `edits` by ddmin's complement
    /// steps over them in document order, after a first test without any,
    /// whatever `--algo` says: ddmin's chunks are runs of neighbours.
    /// Yields as a level does once its tests stop paying, to be taken up
    /// again after the levels (`deferred`); the unused declarations go
    /// after it where it took something out. Returns why the run must
    /// stop, if it must.
    fn in_runs(
        &mut self,
        kind: PassKind,
        candidates: &[NodeId],
        (tree, edits): (&Tree, &mut Edits),
        deferred: &mut Vec<Deferred>,
        runner: &mut Runner,
        observer: &mut dyn Observer,
    ) -> io::Result<Option<Stop>> {
        let (mut ids, mut weights) = (Vec::new(), Vec::new());
        for &id in candidates {
            if let Some(gain) = Pass::Shrink.gain(tree, edits, id) {
                ids.push(id);
                weights.push(gain.max(1));
            }
        }
        if ids.len() < FEWEST_UNITS {
            return Ok(None);
        }
        let ddmin = Box::new(Ddmin::new(ids.len(), DdminOrder::ComplementsOnly));
        let (taken, stop, _) = self.empty_first_list(
            kind,
            (tree, edits),
            (&ids, &weights),
            ddmin,
            deferred,
            runner,
            observer,
        )?;
        if stop.is_some() {
            return Ok(stop);
        }
        if taken == 0 {
            return Ok(None);
        }
        self.unused_first(Pass::Shrink, tree, edits, runner, observer)
    }
}
