//! The Python helper generators use to record and replay their decisions
//! (`generators/python/reduce_trace.py`) passes its own tests, run with the
//! python3 CI installs: the module beside them, and the module as a user
//! installs it (`pip install generators/python` into a virtual
//! environment).

use std::path::Path;
use std::process::Command;

const HELPER: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/generators/python");

#[test]
fn the_python_trace_helper_passes_its_own_tests() {
    unittest(Command::new("python3").current_dir(HELPER));
}

#[test]
fn the_trace_helper_installed_with_pip_passes_its_tests() {
    let work = tempfile::tempdir().unwrap();
    let venv = work.path().join("venv");
    // The package builds its wheel itself, so no network is needed; from a
    // copy, since pip may build in the source directory.
    run(Command::new("python3").args(["-m", "venv"]).arg(&venv));
    let source = work.path().join("source");
    std::fs::create_dir(&source).unwrap();
    for file in ["pyproject.toml", "wheel_backend.py", "reduce_trace.py"] {
        std::fs::copy(Path::new(HELPER).join(file), source.join(file)).unwrap();
    }
    run(Command::new(venv.join("bin/pip"))
        .args(["install", "--quiet", "--no-index"])
        .args(["--no-cache-dir", "--disable-pip-version-check"])
        .arg(&source));
    // The tests alone in a directory, so that the installed module is the
    // one they import (they check that it is not the one in the source).
    let tests = work.path().join("tests");
    std::fs::create_dir(&tests).unwrap();
    std::fs::copy(
        Path::new(HELPER).join("test_reduce_trace.py"),
        tests.join("test_reduce_trace.py"),
    )
    .unwrap();
    std::fs::remove_dir_all(&source).unwrap();
    unittest(
        Command::new(venv.join("bin/python"))
            .current_dir(&tests)
            .env("REDUCE_TRACE_TEST_INSTALLED", "1"),
    );
}

/// Runs a command that must succeed.
fn run(command: &mut Command) {
    let out = command.output().expect("it runs");
    assert!(
        out.status.success(),
        "{command:?}: {}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Runs the helper's tests with `python` (a command for a Python
/// interpreter, in the directory the tests are in): they ran, and all
/// passed.
fn unittest(python: &mut Command) {
    let out = python
        .args(["-m", "unittest", "-v", "test_reduce_trace"])
        .env("PYTHONDONTWRITEBYTECODE", "1")
        .env_remove("PYTHONPATH")
        .output()
        .expect("python3 runs");
    let report = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "{report}");
    // A test file that failed to load runs none, and unittest then still
    // exits 0 on some Python versions.
    let ran: u32 = (report.lines())
        .find_map(|line| line.strip_prefix("Ran ")?.split(' ').next()?.parse().ok())
        .unwrap_or_else(|| panic!("no \"Ran N tests\" line: {report}"));
    assert!(ran >= 20, "{report}");
    let last = report.lines().rev().find(|l| !l.trim().is_empty());
    assert!(last.is_some_and(|l| l.starts_with("OK")), "{report}");
}
