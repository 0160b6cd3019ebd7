//! The driver's look-ahead: what the reduction tests after the level under
//! way, found by a dry run of the rest of the reduction from the start of
//! the pass under way (its verdicts so far come back from the cache, so it
//! walks the real run's path up to where that stands, then on past it).
//!
//! Invariant: a dry run changes nothing of the real run. Past the end of a
//! pass that changed the best, it parses the new best, as the real run
//! will, and goes on from there.

use super::checkpoint::Checkpoint;
use super::level::Pass;
use super::memo::Memo;
use super::passes::PassHooks;
use super::{HeldCheck, Observer, Reducer, Strategy, reparse};
use crate::frontend::{Frontend, SyntaxCheck};
use crate::runner::{Assumed, Found, LookAhead, Runner};
use crate::tree::Tree;
use std::io;
use std::time::Instant;

/// Looks ahead from the pass under way.
pub(super) struct FromPass<'a> {
    pub(super) frontend: &'a Frontend,
    pub(super) strategy: &'a Strategy,
    /// The real run's memo, which the dry runs read.
    pub(super) memo: &'a Memo,
    /// The pass's tree (a parse of its start).
    pub(super) tree: &'a Tree,
    /// The real run's syntax check, based on the pass's source.
    pub(super) check: Option<&'a SyntaxCheck>,
    /// Where the pass started.
    pub(super) start: &'a Checkpoint,
    /// The verdicts the runner had committed as it started.
    pub(super) committed: usize,
}

impl<'a> FromPass<'a> {
    /// What looks ahead over `tree` (whose candidates `check` checks) from
    /// the pass under way, if one is: where it started and the verdicts
    /// committed then.
    pub(super) fn of(
        (frontend, strategy, memo): (&'a Frontend, &'a Strategy, &'a Memo),
        pass_start: Option<&'a (Checkpoint, usize)>,
        tree: &'a Tree,
        check: Option<&'a SyntaxCheck>,
    ) -> Option<Self> {
        let (start, committed) = pass_start?;
        Some(FromPass {
            frontend,
            strategy,
            memo,
            tree,
            check,
            start,
            committed: *committed,
        })
    }
}

impl LookAhead for FromPass<'_> {
    fn candidates(&self, runner: &Runner, assumed: Assumed, want: usize, until: Instant) -> Found {
        let mut dry = runner.dry_copy(self.committed, assumed, want, until);
        let check = self.check.map(HeldCheck::Lent);
        let mut run = Reducer::new(self.strategy, self.frontend, check, Vec::new());
        run.memo = self.memo.for_dry_run();
        let mut pass = Pass::Shrink;
        let Ok(mut seen) = run.go_on_from(self.start.clone(), &mut pass) else {
            return Found::default();
        };
        if run.best != self.tree.source() {
            return Found::default();
        }
        let mut hooks = DryHooks {
            frontend: self.frontend,
            check: self.check,
            refusals: None,
        };
        // Whatever stops it (an error, a stop, the end), the candidates
        // found so far are what it found.
        let _ = run.run_passes(
            self.tree,
            &mut pass,
            &mut seen,
            (&mut dry, &mut Unheard),
            &mut hooks,
        );
        let refusals = hooks.refusals;
        // The real run's baseline (the fewest errors of a best so far)
        // only falls, so what its check refused stays refused; a check
        // rebased on a best the real run may never reach may refuse what
        // the real one admits (that best has fewer errors): the cache
        // does not keep those refusals.
        let mut found = dry.take_found();
        found.refused.truncate(refusals.unwrap_or(usize::MAX));
        found
    }
}

/// A dry run's side of the pass loop: nothing is saved at a pass's start,
/// and the next pass's candidates are checked as the real run will check
/// them.
struct DryHooks<'a> {
    frontend: &'a Frontend,
    /// The real run's check, based on the pass's source.
    check: Option<&'a SyntaxCheck>,
    /// How many refusals the real run's check made (see
    /// [`FromPass::candidates`]).
    refusals: Option<usize>,
}

impl PassHooks for DryHooks<'_> {
    fn parse(&mut self, run: &mut Reducer, runner: &Runner) -> Tree {
        self.refusals.get_or_insert(runner.dry_refusals());
        // The next pass starts from a parse of the new best, its
        // candidates checked as the real run will check them.
        let next = reparse(self.frontend, &run.best);
        run.check = self
            .check
            .map(|check| HeldCheck::Own(check.rebased_copy(next.source())));
        next
    }
}

/// A dry run's observer: nobody hears of it.
struct Unheard;

impl Observer for Unheard {
    fn listening(&self) -> bool {
        false
    }

    fn pass_started(&mut self, _: &Checkpoint, _: &mut Runner) -> io::Result<()> {
        Ok(())
    }
    fn level_started(&mut self, _: usize, _: usize, _: usize, _: &Runner) {}
    fn level_ended(&mut self, _: &super::LevelReport, _: &Runner) {}
    fn tested(&mut self, _: &Runner) {}
    fn improved(&mut self, _: &[u8], _: u64, _: &Runner) -> io::Result<()> {
        Ok(())
    }
}
