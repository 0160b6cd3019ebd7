//! `reduce` shrinks a file that triggers a bug to a small file that still
//! triggers it, asking a user's script (the oracle) whether each candidate is
//! still interesting.
//!
//! ```text
//!  bytes --frontend--> Tree --levels--> list of nodes (weights = tokens)
//!                                         |
//!                          algo: proposes configurations, takes verdicts
//!                                         v
//!           tree::render --> runner: cache -> parallel oracle calls -> in-order commit
//!  driver: HDD level by level, repeated to a fixpoint;  output: best so far on disk
//!  report: progress and the summary;  cli: options -> Config -> run
//! ```
//!
//! Module map, in pipeline order: [`frontend`], [`tree`], [`algo`], [`driver`],
//! [`runner`], [`output`], [`resume`], [`report`], [`cli`], [`error`]; and
//! beside the pipeline, [`init`], which writes an oracle for the user.

pub mod algo;
pub mod bundle;
pub mod candidate;
pub mod cli;
pub mod driver;
pub mod error;
pub mod frontend;
pub mod generator;
pub mod init;
pub mod output;
pub mod report;
pub mod resume;
pub mod runner;
pub mod tree;

pub use error::{Error, ExitCode};
