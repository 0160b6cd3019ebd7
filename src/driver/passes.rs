//! A tree's passes through the one pass loop ([`super::fixpoint`]): the
//! real run ([`super::reduce`]) and a look-ahead's dry run
//! ([`super::forecast`]) walk the same passes in the same order, which is
//! what lets the look-ahead find what the real run will test. What differs
//! between them (what a pass's start tells, how the next pass's tree is
//! parsed) is a [`PassHooks`].

use super::fixpoint::{Passes, to_fixpoint};
use super::level::Pass;
use super::{KindTally, Observer, PassKind, Reducer};
use crate::runner::{self, Runner, Stop};
use crate::tree::{Rewrite, Tree};
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
        let mut passes = TreePasses {
            run: self,
            first: tree,
            reparsed: None,
            pass,
            seen,
            hooks,
            next: None,
            tokens: tree.total_tokens(),
            changed: false,
        };
        let stop = to_fixpoint(&mut passes, runner, observer)?;
        Ok((stop, passes.tokens))
    }
}

/// A tree's passes, as the pass loop runs them: each on a fresh parse of
/// the best the pass before ended with.
struct TreePasses<'r, 'a> {
    run: &'r mut Reducer<'a>,
    /// The tree the first pass works on.
    first: &'r Tree,
    /// The parse of the best the last pass that changed it ended with.
    reparsed: Option<Tree>,
    /// The pass under way, or next.
    pass: &'r mut Pass,
    /// The bests the passes ended with.
    seen: &'r mut BTreeSet<runner::Key>,
    hooks: &'r mut dyn PassHooks,
    /// The next pass's kind and rewrites.
    next: Option<(PassKind, Vec<Rewrite>)>,
    /// The tokens of the best: its tree's, or after a pass that changed
    /// nothing or stopped, what the pass estimated.
    tokens: u64,
    /// Whether the last pass changed the best.
    changed: bool,
}

impl Passes for TreePasses<'_, '_> {
    fn next(&mut self) -> Option<PassKind> {
        let tree = self.reparsed.as_ref().unwrap_or(self.first);
        self.tokens = tree.total_tokens();
        self.next = self.run.next_pass(tree, self.pass);
        self.next.as_ref().map(|(kind, _)| *kind)
    }

    fn starting(&mut self, runner: &mut Runner, observer: &mut dyn Observer) -> io::Result<()> {
        (self.hooks).starting(self.run, *self.pass, self.seen, runner, observer)
    }

    fn run(
        &mut self,
        runner: &mut Runner,
        observer: &mut dyn Observer,
    ) -> io::Result<Option<Stop>> {
        let (kind, rewrites) = self.next.take().expect("a pass was found");
        let tree = self.reparsed.as_ref().unwrap_or(self.first);
        let before = self.tokens;
        let (estimate, stop) =
            (self.run).pass(tree, *self.pass, kind, &rewrites, runner, observer)?;
        self.changed = self.run.best != tree.source();
        self.tokens = match self.changed && stop.is_none() {
            true => {
                let next = self.hooks.parse(self.run, runner);
                let tokens = next.total_tokens();
                self.reparsed = Some(next);
                tokens
            }
            false => estimate,
        };
        if stop.is_none() {
            self.run.pass_ended(*self.pass, before, self.changed);
        }
        Ok(stop)
    }

    fn size(&self) -> (u64, u64) {
        (self.run.best.len() as u64, self.tokens)
    }

    fn ended(&mut self) {
        let new = self.changed && self.seen.insert(runner::key(&self.run.best));
        *self.pass = self.pass.next(new, self.run.hoisted);
    }

    fn tally(&mut self) -> (&mut usize, &mut [KindTally; PassKind::ALL.len()]) {
        (&mut self.run.passes, &mut self.run.by_kind)
    }
}
