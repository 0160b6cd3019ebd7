//! Generator mode (GReduce): reducing the run of the program that made an
//! input rather than the input's bytes. A run's random decisions are
//! recorded as a [`trace::Trace`] (the protocol of `generators/README.md`);
//! its iterations and optional blocks are the nodes HDD removes, and the
//! generator replays what is left.
//!
//! [`trace`] is the model of a run, [`record`] the run recorded and its
//! replay checked, [`worker`] one call (the generator
//! replays proposed decisions, the oracle checks what it made, in the
//! runner's worker like any call), [`driver`] the schedule of levels. The
//! command line (`reduce --generator`) is in `cli::generate`.

pub mod passes;
pub mod record;
pub mod trace;
pub mod worker;
