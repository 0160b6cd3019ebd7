//! Which file of an example or benchmark case is its input: the one its
//! `check.sh` names. What a run writes beside it (`bug.reduced.c`, an
//! `.orig` backup, a `.state` file, a `-v` log) is never taken for an
//! input, whatever the directory order. Shared by the tests and the
//! corpus bench (`#[path]`-included, so it is no part of the library).

use std::path::{Path, PathBuf};

/// The input of the case in `dir`: the one file beside its `check.sh`
/// whose name the script mentions as a whole word.
pub fn case_input(dir: &Path) -> Result<PathBuf, String> {
    let script_path = dir.join("check.sh");
    let script = std::fs::read_to_string(&script_path)
        .map_err(|e| format!("{}: {e}", script_path.display()))?;
    let mut named: Vec<PathBuf> = std::fs::read_dir(dir)
        .map_err(|e| format!("{}: {e}", dir.display()))?
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| path.is_file())
        .filter(|path| {
            let name = path.file_name().unwrap_or_default().to_string_lossy();
            name != "check.sh" && mentions(&script, &name)
        })
        .collect();
    match named.len() {
        1 => Ok(named.pop().expect("one")),
        0 => Err(format!(
            "{}: names none of the files beside it",
            script_path.display()
        )),
        _ => Err(format!(
            "{}: names several files: {named:?}",
            script_path.display()
        )),
    }
}

/// The case directories (those with a `check.sh`) under `root`, sorted.
pub fn case_dirs(root: &Path) -> Result<Vec<PathBuf>, String> {
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(root)
        .map_err(|e| format!("{}: {e}", root.display()))?
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| path.join("check.sh").is_file())
        .collect();
    dirs.sort();
    Ok(dirs)
}

/// Whether `name` occurs in `script` with no file-name character on
/// either side (`bug.c` is in `gcc bug.c`, not in `bug.c.orig`).
fn mentions(script: &str, name: &str) -> bool {
    let part = |c: char| c.is_ascii_alphanumeric() || "._-".contains(c);
    script.match_indices(name).any(|(at, _)| {
        let before = script[..at].chars().next_back();
        let after = script[at + name.len()..].chars().next();
        !before.is_some_and(part) && !after.is_some_and(part)
    })
}
