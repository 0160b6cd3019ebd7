//! Generator mode (GReduce): reducing the run of the program that made an
//! input rather than the input's bytes. A run's random decisions are
//! recorded as a [`trace::Trace`] (the protocol of `generators/README.md`);
//! its iterations and optional blocks are the nodes HDD removes, and the
//! generator replays what is left.
//!
//! Built so far: the trace model. The mode that drives it (`reduce
//! --generator`) is not built yet.

pub mod trace;
