//! The command line: options (and the `--config` file) resolved into a
//! [`Config`], then one run: parse, check the original, reduce, report.
//!
//! Invariant: the CLI knows options, files, progress and exit codes, never
//! algorithm internals.

mod args;
mod checks;
mod commands;
mod config;
mod config_file;
mod confirm;
mod finish;
mod generate;
mod observer;
mod run;
mod setup;
mod signals;
mod state;

pub use args::{Args, Command, InitArgs, VERSION, parse_duration};
pub use commands::run_command;
pub use config::{Config, Dump};
pub use config_file::from_command_line;
pub use run::run;
