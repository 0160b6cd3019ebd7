//! Writing results: every new best candidate replaces the output file
//! atomically (a temporary file in the same directory, then a rename), so the
//! output always holds a whole interesting candidate; `--in-place` keeps a
//! backup of the original first.

use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// Replaces `path` with `bytes` in one rename, keeping `mode_from`'s
/// permissions when given.
pub fn write_atomic(path: &Path, bytes: &[u8], mode_from: Option<&Path>) -> io::Result<()> {
    let dir = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    let mut tmp = tempfile::Builder::new()
        .prefix(".reduce-output-")
        .tempfile_in(dir)?;
    tmp.write_all(bytes)?;
    if let Some(source) = mode_from {
        fs::set_permissions(tmp.path(), fs::metadata(source)?.permissions())?;
    }
    tmp.persist(path).map_err(|e| e.error)?;
    Ok(())
}

/// The backup `--in-place` keeps: `<file>.orig`.
pub fn backup_path(input: &Path) -> PathBuf {
    let mut name = input.as_os_str().to_owned();
    name.push(".orig");
    PathBuf::from(name)
}

/// The default output: `<stem>.reduced.<ext>` beside the input.
pub fn default_output(input: &Path) -> PathBuf {
    let stem = input.file_stem().unwrap_or_default().to_string_lossy();
    let name = match input.extension() {
        Some(ext) => format!("{stem}.reduced.{}", ext.to_string_lossy()),
        None => format!("{stem}.reduced"),
    };
    input.with_file_name(name)
}

/// Copies the input to its backup, refusing to overwrite an existing one.
pub fn make_backup(input: &Path) -> io::Result<PathBuf> {
    let backup = backup_path(input);
    let mut file = fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&backup)?;
    file.write_all(&fs::read(input)?)?;
    file.sync_all()?;
    Ok(backup)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_output_sits_beside_the_input() {
        assert_eq!(
            default_output(Path::new("dir/bug.c")),
            Path::new("dir/bug.reduced.c")
        );
        assert_eq!(
            default_output(Path::new("services")),
            Path::new("services.reduced")
        );
        assert_eq!(backup_path(Path::new("a/x.js")), Path::new("a/x.js.orig"));
    }

    #[test]
    fn atomic_write_replaces_and_leaves_no_temporary() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("out.c");
        write_atomic(&out, b"first", None).unwrap();
        write_atomic(&out, b"second", None).unwrap();
        assert_eq!(fs::read(&out).unwrap(), b"second");
        assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 1);
    }

    #[test]
    fn backup_never_overwrites() {
        let dir = tempfile::tempdir().unwrap();
        let input = dir.path().join("x.c");
        fs::write(&input, b"one").unwrap();
        make_backup(&input).unwrap();
        fs::write(&input, b"two").unwrap();
        assert!(make_backup(&input).is_err());
        assert_eq!(fs::read(backup_path(&input)).unwrap(), b"one");
    }
}
