//! The test harness of the test crates that run the `reduce` binary
//! (`tests/cli.rs`, `tests/slurm.rs`, each including it by `#[path]`): a
//! private directory per test, with the `TMPDIR` the binary runs with,
//! which must be empty after every run. Each crate uses a part of it.
#![allow(dead_code)]

use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::path::PathBuf;
use std::process::{Command, Output};

/// The Python trace helper's directory: on `PYTHONPATH`, a generator
/// imports it as one that installed it does (`import reduce_trace`).
pub const PYTHON_HELPER: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/generators/python");

/// A test's private directory.
pub struct Env {
    dir: tempfile::TempDir,
}

impl Env {
    pub fn new() -> Env {
        let env = Env {
            dir: tempfile::tempdir().unwrap(),
        };
        fs::create_dir(env.tmp()).unwrap();
        env
    }

    /// The directory itself, where the binary runs.
    pub fn dir(&self) -> &std::path::Path {
        self.dir.path()
    }

    pub fn path(&self, name: &str) -> PathBuf {
        self.dir.path().join(name)
    }

    /// The TMPDIR the reducer runs with: must be empty after every run.
    pub fn tmp(&self) -> PathBuf {
        self.path("tmp")
    }

    pub fn write(&self, name: &str, bytes: impl AsRef<[u8]>) -> PathBuf {
        let path = self.path(name);
        fs::write(&path, bytes).unwrap();
        path
    }

    pub fn script(&self, name: &str, body: &str) -> PathBuf {
        let path = self.write(name, format!("#!/bin/bash\nexport LC_ALL=C\n{body}\n"));
        fs::set_permissions(&path, fs::Permissions::from_mode(0o755)).unwrap();
        path
    }

    pub fn reduce(&self, args: &[&str]) -> Output {
        let out = self.command(args).output().unwrap();
        assert!(
            fs::read_dir(self.tmp()).unwrap().next().is_none(),
            "temporary directories left behind"
        );
        out
    }

    pub fn command(&self, args: &[&str]) -> Command {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_reduce"));
        cmd.args(args)
            .current_dir(self.dir.path())
            .env("TMPDIR", self.tmp())
            .env("PYTHONPATH", PYTHON_HELPER);
        cmd
    }
}

pub fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}
