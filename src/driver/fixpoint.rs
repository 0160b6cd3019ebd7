//! The one pass loop, and the one "keep the new best" step. A reduction of
//! any kind, a tree's passes, a binary input's steps or a generator run's
//! trace passes, is a [`Passes`]: [`to_fixpoint`] runs its passes one after
//! another until none is left (the fixpoint) or the run must stop, and
//! tallies what each kind of pass took out and what it cost.

use super::{KindTally, Observer, PassKind};
use crate::runner::{Runner, Stop};
use std::io;

/// A reduction's passes, as [`to_fixpoint`] runs them.
pub trait Passes {
    /// The kind of the next pass, or `None` when none is left: the
    /// reduction is at its fixpoint.
    fn next(&mut self) -> Option<PassKind>;
    /// The next pass starts: where the reduction stands is saved, for
    /// `--resume` (what the observer hears).
    fn starting(&mut self, runner: &mut Runner, observer: &mut dyn Observer) -> io::Result<()>;
    /// Runs the pass; why the run must stop, if it must.
    fn run(&mut self, runner: &mut Runner, observer: &mut dyn Observer)
    -> io::Result<Option<Stop>>;
    /// The best's size now, in bytes and tokens.
    fn size(&self) -> (u64, u64);
    /// The pass ended without a stop: the reduction moves on to the next.
    fn ended(&mut self);
    /// The passes started so far, and what each kind of pass did.
    fn tally(&mut self) -> (&mut usize, &mut [KindTally; PassKind::ALL.len()]);
}

/// Runs the passes of `passes` to their fixpoint (`None`), or until one
/// must stop (its [`Stop`]; the pass cut short counts for what it did).
pub fn to_fixpoint(
    passes: &mut dyn Passes,
    runner: &mut Runner,
    observer: &mut dyn Observer,
) -> io::Result<Option<Stop>> {
    while let Some(kind) = passes.next() {
        passes.starting(runner, observer)?;
        *passes.tally().0 += 1;
        let ((bytes, tokens), calls) = (passes.size(), runner.stats().oracle_calls);
        let stop = passes.run(runner, observer)?;
        let (bytes_after, tokens_after) = passes.size();
        let tally = &mut passes.tally().1[kind as usize];
        tally.passes += 1;
        tally.tokens += tokens.saturating_sub(tokens_after);
        tally.bytes += bytes.saturating_sub(bytes_after);
        tally.oracle_calls += runner.stats().oracle_calls - calls;
        if stop.is_some() {
            return Ok(stop);
        }
        passes.ended();
    }
    Ok(None)
}

/// Keeps `candidate` as the new best and tells the observer, if it
/// listens, its size counted by `tokens` only then: every pass of every
/// kind keeps a new best through here.
pub fn keep_best(
    best: &mut Vec<u8>,
    candidate: &[u8],
    tokens: impl FnOnce() -> u64,
    runner: &Runner,
    observer: &mut dyn Observer,
) -> io::Result<()> {
    candidate.clone_into(best);
    match observer.listening() {
        true => observer.improved(best, tokens(), runner),
        false => Ok(()),
    }
}
