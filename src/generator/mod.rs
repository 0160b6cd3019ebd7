//! Generator mode (GReduce): reducing the run of the program that made an
//! input rather than the input's bytes. A run's random decisions are
//! recorded as a [`trace::Trace`] (the protocol of `generators/README.md`);
//! its iterations and optional blocks are the nodes HDD removes, and the
//! generator replays what is left.
//!
//! Built so far: the trace model ([`trace`]) and one call of the mode
//! ([`worker`]: the generator replays proposed decisions, the oracle checks
//! what it made). The driver and the command line of the mode (`reduce
//! --generator`) are not built yet.

pub mod driver;
pub mod trace;
pub mod worker;
