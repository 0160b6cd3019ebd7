//! The fuzz targets' shared check, kept in `check.rs` so that the main
//! crate's tests can run it over the committed corpus without libFuzzer.

mod check;

pub use check::{check, check_bundle};
