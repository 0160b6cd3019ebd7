//! What a list algorithm run through the runner ([`super::run_algorithm`],
//! [`super::run_lanes`]) needs from its caller: how its configurations
//! become candidates ([`Render`]), and who hears of its verdicts
//! ([`Session`]; [`LanesSession`] for lanes run side by side).

use super::Runner;
use super::lookahead::LookAhead;
use crate::algo::{Configuration, ListAlgorithm};
use crate::candidate::Rendering;
use std::io;

/// How [`run_algorithm`] turns configurations into candidates: shared by
/// the threads that prepare several candidates at once.
pub trait Render: Sync {
    /// The candidate of a configuration, and where it differs from the
    /// source the configurations are of (for an incremental syntax check;
    /// may be left empty where `admissible` does not use it).
    fn render(&self, config: &Configuration) -> Rendering;
    /// Whether a candidate not seen before may go to the oracle; one that
    /// may not (e.g. its syntax is broken) counts as uninteresting without
    /// a call.
    fn admissible(&self, candidate: &Rendering) -> bool;
}

/// Who hears of [`run_algorithm`]'s verdicts, on the runner's thread.
pub trait Session {
    /// A configuration was committed as interesting (in proposal order).
    fn interesting(
        &mut self,
        config: &Configuration,
        bytes: &[u8],
        runner: &Runner,
    ) -> io::Result<()>;
    /// A verdict was committed (after `interesting`, for an interesting one).
    fn committed(&mut self, runner: &Runner);
    /// What finds the candidates the reduction tests once this algorithm
    /// ends, to fill job slots its own tests leave free; none by default.
    fn look_ahead(&self) -> Option<&dyn LookAhead> {
        None
    }
    /// Which class its tests belong to: the runner keeps the share of
    /// interesting verdicts per class, the chance it gives a test of that
    /// class when it speculates on its success (the driver's classes are
    /// kinds of passes: most hoists succeed where most late shrinking
    /// fails). One class by default.
    fn class(&self) -> usize {
        0
    }
}

/// One of the list algorithms [`run_lanes`] runs side by side: its own
/// list, rendered its own way.
pub struct Lane<'a> {
    /// The lane's list algorithm, run to its end.
    pub algo: &'a mut dyn ListAlgorithm,
    /// How its configurations become candidates.
    pub render: &'a dyn Render,
}

/// Who hears of [`run_lanes`]' verdicts, lane by lane, on the runner's
/// thread.
pub trait LanesSession {
    /// A configuration of lane `lane` was committed as interesting (in the
    /// lane's proposal order).
    fn interesting(
        &mut self,
        lane: usize,
        config: &Configuration,
        bytes: &[u8],
        runner: &Runner,
    ) -> io::Result<()>;
    /// A verdict of lane `lane` was committed (after `interesting`, for an
    /// interesting one).
    fn committed(&mut self, lane: usize, runner: &Runner);
    /// What finds the candidates the reduction tests once the lanes end;
    /// asked only of a single lane.
    fn look_ahead(&self) -> Option<&dyn LookAhead> {
        None
    }
    /// As [`Session::class`], for every lane.
    fn class(&self) -> usize {
        0
    }
}

/// A [`Session`] heard as the session of a single lane.
pub(super) struct OneLane<'s>(pub(super) &'s mut dyn Session);

impl LanesSession for OneLane<'_> {
    fn interesting(
        &mut self,
        _: usize,
        config: &Configuration,
        bytes: &[u8],
        runner: &Runner,
    ) -> io::Result<()> {
        self.0.interesting(config, bytes, runner)
    }

    fn committed(&mut self, _: usize, runner: &Runner) {
        self.0.committed(runner);
    }

    fn look_ahead(&self) -> Option<&dyn LookAhead> {
        self.0.look_ahead()
    }

    fn class(&self) -> usize {
        self.0.class()
    }
}
