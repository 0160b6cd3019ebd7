//! The pass loop, written once: the real run ([`super::reduce`]) and a
//! look-ahead's dry run ([`super::ahead`]) walk the same passes in the same
//! order, which is what lets the look-ahead find what the real run will
//! test. What differs between them (what a pass's start tells, how the next
//! pass's tree is parsed) is a [`PassHooks`].

use super::level::Pass;
use super::{Observer, Reducer};
use crate::runner::{self, Runner, Stop};
use crate::tree::Tree;
use std::collections::BTreeSet;
use std::io;

/// What the real run and a dry run do differently around each pass.
pub(super) trait PassHooks {
    /// The pass `pass` starts from `run.best`; `seen` holds the bests the
    /// passes so far ended with. Nothing by default (a dry run saves
    /// nothing).
    fn starting(
        &mut self,
        _run: &mut Reducer,
        _pass: Pass,
        _seen: &BTreeSet<runner::Key>,
        _runner: &mut Runner,
        _observer: &mut dyn Observer,
    ) -> io::Result<()> {
        Ok(())
    }
    /// The tree the next pass works on, once a pass changed the best to
    /// `run.best`.
    fn parse(&mut self, run: &mut Reducer, runner: &Runner) -> Tree;
}

impl Reducer<'_> {
    /// Runs the schedule's passes from `tree` (a parse of the best) and
    /// `pass`, each from a fresh parse of the best the one before ended
    /// with, until none is left (`None`) or one must stop (its [`Stop`]);
    /// with the tokens of the last pass's tree. `seen` holds the bests the
    /// passes ended with: coming back to one is no change.
    pub(super) fn run_passes(
        &mut self,
        tree: &Tree,
        pass: &mut Pass,
        seen: &mut BTreeSet<runner::Key>,
        (runner, observer): (&mut Runner, &mut dyn Observer),
        hooks: &mut dyn PassHooks,
    ) -> io::Result<(Option<Stop>, u64)> {
        let mut reparsed: Option<Tree> = None;
        loop {
            let tree = reparsed.as_ref().unwrap_or(tree);
            let tokens = tree.total_tokens();
            let Some((kind, rewrites)) = self.next_pass(tree, pass) else {
                return Ok((None, tokens));
            };
            hooks.starting(self, *pass, seen, runner, observer)?;
            self.passes += 1;
            let (bytes_before, calls_before) = (self.best.len(), runner.stats().oracle_calls);
            let (estimate, stop) = self.pass(tree, *pass, kind, &rewrites, runner, observer)?;
            let changed = self.best != tree.source();
            let tokens_after = if changed && stop.is_none() {
                let next = hooks.parse(self, runner);
                let tokens_after = next.total_tokens();
                reparsed = Some(next);
                tokens_after
            } else {
                estimate
            };
            let tally = &mut self.by_kind[kind as usize];
            tally.passes += 1;
            tally.tokens += tokens.saturating_sub(tokens_after);
            tally.bytes += bytes_before.saturating_sub(self.best.len()) as u64;
            tally.oracle_calls += runner.stats().oracle_calls - calls_before;
            if stop.is_some() {
                return Ok((stop, tokens_after));
            }
            self.pass_ended(*pass, tokens, changed);
            *pass = pass.next(
                changed && seen.insert(runner::key(&self.best)),
                self.hoisted,
            );
        }
    }
}
