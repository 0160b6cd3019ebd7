//! The driver's look-ahead: what the reduction tests after the level under
//! way, found by a dry run of the rest of the reduction from the start of
//! the pass under way (its verdicts so far come back from the cache, so it
//! walks the real run's path up to where that stands, then on past it).
//!
//! Invariant: a dry run changes nothing of the real run; it stops at the
//! end of a pass that changed the best, since the passes after that start
//! from a new parse.

use super::checkpoint::Checkpoint;
use super::level::Pass;
use super::{HeldCheck, Observer, Run, Strategy};
use crate::frontend::{Frontend, SyntaxCheck};
use crate::runner::{Found, Key, LookAhead, Runner};
use crate::tree::Tree;
use std::collections::HashSet;
use std::io;

/// Looks ahead from the pass under way.
pub(super) struct FromPass<'a> {
    pub(super) frontend: &'a Frontend,
    pub(super) strategy: &'a Strategy,
    /// The pass's tree (a parse of its start).
    pub(super) tree: &'a Tree,
    /// The real run's syntax check, based on the pass's source.
    pub(super) check: Option<&'a SyntaxCheck>,
    /// Where the pass started.
    pub(super) start: &'a Checkpoint,
    /// The verdicts the runner had committed as it started.
    pub(super) committed: usize,
}

impl LookAhead for FromPass<'_> {
    fn candidates(&self, runner: &Runner, pending: HashSet<Key>, want: usize) -> Found {
        let mut dry = runner.dry_copy(self.committed, pending, want);
        let check = self.check.map(HeldCheck::Lent);
        let mut run = Run::new(self.strategy, self.frontend, check, Vec::new());
        let mut mode = Pass::Shrink;
        if run.go_on_from(self.start.clone(), &mut mode).is_err() || run.best != self.tree.source()
        {
            return Found::default();
        }
        while let Some((kind, rewrites)) = run.next_pass(self.tree, &mut mode) {
            match run.pass(self.tree, mode, kind, &rewrites, &mut dry, &mut Unheard) {
                Ok((_, None)) if run.best == self.tree.source() => {
                    // As the real run counts it: the first shrinking
                    // pass's steps depend on it.
                    run.by_kind[kind as usize].passes += 1;
                    mode = mode.next(false);
                }
                _ => break,
            }
        }
        dry.take_found()
    }
}

/// A dry run's observer: nobody hears of it.
struct Unheard;

impl Observer for Unheard {
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
