//! A call's directory: made private, removed whatever the oracle left in
//! it, and the file its captured output goes to beside it. A leaf: the
//! oracle, the launchers, the run directory and the generator's workers
//! use it.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

/// Removes a call's directory, first making writable any read-only
/// directory the oracle left in it. One that still resists is left to the
/// run directory's final cleanup rather than costing the call its verdict.
pub(crate) fn remove_call_dir(dir: &Path) {
    if fs::remove_dir_all(dir).is_ok() || !dir.exists() {
        return;
    }
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let _ = fs::set_permissions(&d, std::os::unix::fs::PermissionsExt::from_mode(0o700));
        for entry in fs::read_dir(&d).into_iter().flatten().flatten() {
            if entry.file_type().is_ok_and(|t| t.is_dir()) {
                stack.push(entry.path());
            }
        }
    }
    let _ = fs::remove_dir_all(dir);
}

/// Makes a new private directory (mode 0700): a call's, or a run
/// directory that another program removed, made again.
pub(crate) fn make_call_dir(dir: &Path) -> io::Result<()> {
    std::os::unix::fs::DirBuilderExt::mode(&mut fs::DirBuilder::new(), 0o700).create(dir)
}

/// Kept oracle output is cut at this size: enough to see why, never a memory hog.
const MAX_KEPT_OUTPUT: u64 = 1 << 20;

/// The head of the file at `path` (at most [`MAX_KEPT_OUTPUT`] bytes;
/// nothing where it cannot be read).
pub(super) fn read_head(path: &Path) -> Vec<u8> {
    let mut head = Vec::new();
    if let Ok(file) = fs::File::open(path) {
        let _ = io::Read::read_to_end(&mut io::Read::take(file, MAX_KEPT_OUTPUT), &mut head);
    }
    head
}

/// Where the output of the call in `dir` goes: beside it, so that the
/// oracle sees nothing but the candidate in its directory.
pub(super) fn output_path(dir: &Path) -> PathBuf {
    dir.with_extension("out")
}
