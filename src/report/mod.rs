//! What the user sees: progress while a run goes on, and the summary (as text
//! and as JSON) at the end.
//!
//! Invariant: the report knows counters and sizes, never algorithm internals.

mod progress;
mod summary;

pub use progress::{Progress, ProgressMode};
pub use summary::{BestSoFar, FileSizes, LevelEnded, PassTally, Phases, Summary, TidyForm};
