//! The wrapper every tool calls in place of a case's `check.sh`, in the
//! corpus and multifile benches: it counts the calls in the order they
//! start, so that every tool's best after N calls is measured alike.
//! Shared by `#[path]`.

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

/// Writes the executable `work/interesting.sh`: it takes the next call
/// number as `$n` (counted in `work/count` under a lock, written then
/// renamed, so that a call a tool kills mid-way never leaves an empty
/// count and numbering never starts again at 1), then runs the shell
/// lines `body`. Returns the wrapper's path and the count's.
pub fn counting_wrapper(work: &Path, body: &str) -> (PathBuf, PathBuf) {
    let wrapper = work.join("interesting.sh");
    let count = work.join("count");
    std::fs::write(
        &wrapper,
        format!(
            "#!/bin/bash\n\
             exec 9>>'{lock}'; flock 9\n\
             n=$(( $(cat '{count}' 2>/dev/null || echo 0) + 1 ))\n\
             echo $n > '{count}'.$$ && mv '{count}'.$$ '{count}'\n\
             flock -u 9; exec 9>&-\n\
             {body}",
            lock = work.join("lock").display(),
            count = count.display(),
        ),
    )
    .unwrap();
    std::fs::set_permissions(&wrapper, std::fs::Permissions::from_mode(0o755)).unwrap();
    (wrapper, count)
}
