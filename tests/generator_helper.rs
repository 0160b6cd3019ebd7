//! The Python helper generators use to record and replay their decisions
//! (`generators/python/reduce_trace.py`) passes its own tests, run with the
//! python3 CI installs.

use std::process::Command;

#[test]
fn the_python_trace_helper_passes_its_own_tests() {
    let out = Command::new("python3")
        .args(["-m", "unittest", "-v", "test_reduce_trace"])
        .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/generators/python"))
        .env("PYTHONDONTWRITEBYTECODE", "1")
        .output()
        .expect("python3 runs");
    let report = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{report}");
    // They ran, and all passed: a test file that failed to load runs none,
    // and unittest then still exits 0 on some Python versions.
    let ran: u32 = (report.lines())
        .find_map(|line| line.strip_prefix("Ran ")?.split(' ').next()?.parse().ok())
        .unwrap_or_else(|| panic!("no \"Ran N tests\" line: {report}"));
    assert!(ran >= 1, "{report}");
    let last = report.lines().rev().find(|l| !l.trim().is_empty());
    assert!(last.is_some_and(|l| l.starts_with("OK")), "{report}");
}
