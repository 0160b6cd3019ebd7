//! The command line: options (and the `--config` file) resolved into a
//! [`Config`], then one run: parse, check the original, reduce, report.
//!
//! Invariant: the CLI knows options, files, progress and exit codes, never
//! algorithm internals.

mod args;
mod checks;
mod config;
mod observer;
mod run;
mod signals;

pub use args::{Args, FileConfig, parse_duration};
pub use config::{Config, Dump};
pub use run::run;
