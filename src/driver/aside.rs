//! The levels of a shrinking pass put aside: a level whose list algorithm
//! gave it up (see [`Yielding`]), or whose lanes gave theirs up, is taken
//! up again where it was once the deeper levels of the pass are done, so
//! that a level of many small items does not hold the pass while deeper
//! levels hold cuts of hundreds of tokens a test.

use super::Observer;
use super::Reducer;
use super::lanes::LanesAside;
use super::ledger::{OpenLevel, PassKind};
use super::level::{Items, Pass, taken_out};
use crate::algo::{ListAlgorithm, Yielding};
use crate::runner::{Runner, Stop};
use crate::tree::{Edits, NodeId, Tree};
use std::io;

/// A level of a shrinking pass whose list algorithm gave it up (see
/// [`Yielding`]), to take up again once the deeper levels are done.
pub(super) struct Deferred {
    /// What the list is (a level of the pass, or the function bodies).
    pub(super) kind: PassKind,
    pub(super) level: usize,
    pub(super) ids: Vec<NodeId>,
    pub(super) algo: Aside,
}

/// What a level put aside runs on when it is taken up again.
pub(super) enum Aside {
    /// One list algorithm over the level.
    List(Yielding),
    /// The lanes that gave their lists up (see [`super::lanes`]).
    Lanes(LanesAside),
}

impl Reducer<'_> {
    /// Takes the `deferred` levels of the pass `pass` over `tree` up again,
    /// top down, each where it was, applying what they take out to
    /// `edits`. Returns why the run must stop, if it must.
    pub(super) fn take_up_again(
        &mut self,
        tree: &Tree,
        pass: Pass,
        edits: &mut Edits,
        deferred: Vec<Deferred>,
        runner: &mut Runner,
        observer: &mut dyn Observer,
    ) -> io::Result<Option<Stop>> {
        for Deferred {
            kind,
            level,
            ids,
            mut algo,
        } in deferred
        {
            let open = OpenLevel::start(
                (self.passes, kind, level),
                ids.len(),
                edits.live_tokens(tree, Tree::ROOT),
                runner,
                observer,
            );
            let items = Items::Nodes {
                tree,
                edits,
                pass,
                ids: &ids,
            };
            // The indices of the items taken out, and how many of them
            // were out before.
            let (taken, before, stop) = match &mut algo {
                Aside::List(algo) => {
                    algo.resume();
                    let before = taken_out(ids.len(), algo.current()).len();
                    let (taken, stop) = self.run_level_on(&items, algo, runner, observer)?;
                    (taken, before, stop)
                }
                Aside::Lanes(LanesAside { lanes, algos }) => {
                    algos.iter_mut().for_each(Yielding::resume);
                    let (taken, stop) =
                        self.run_level_in_lanes(&items, lanes, algos, runner, observer)?;
                    (taken, 0, stop)
                }
            };
            for &i in &taken {
                pass.apply(tree, edits, ids[i]);
            }
            let mut open = open;
            open.report.taken_out = taken.len() - before;
            let report = open.end(edits.live_tokens(tree, Tree::ROOT), runner, observer);
            if stop.is_some() {
                return Ok(stop);
            }
            if report.taken_out > 0 {
                let stop = self.unused_first(pass, tree, edits, runner, observer)?;
                if stop.is_some() {
                    return Ok(stop);
                }
            }
        }
        Ok(None)
    }
}
