//! A bundle and the filesystem: a directory read into one (links, special
//! files and version-control directories refused or left out), and a
//! bundle's files written into a directory (a call's copy, or the output).

use super::{Entry, decode, is_plain_relative};
use std::fs;
use std::io;
use std::os::unix::fs::{DirBuilderExt, OpenOptionsExt, PermissionsExt};
use std::path::{Path, PathBuf};

/// Directories never copied into a bundle: version control's.
pub const LEFT_OUT: &[&str] = &[".git", ".hg", ".svn"];

/// The files under `root`, by path relative to it, in path order. Refuses
/// (with the path and why) symbolic links, sockets, devices and FIFOs, so
/// that nothing outside the directory is ever read or written; leaves out
/// [`LEFT_OUT`] directories and the relative paths in `excluded`.
pub fn read_dir(root: &Path, excluded: &[PathBuf]) -> Result<Vec<Entry>, String> {
    let mut entries = Vec::new();
    let mut pending = vec![PathBuf::new()];
    while let Some(relative) = pending.pop() {
        let dir = root.join(&relative);
        let listing = fs::read_dir(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        for item in listing {
            let item = item.map_err(|e| format!("{}: {e}", dir.display()))?;
            let path = relative.join(item.file_name());
            if excluded.contains(&path)
                || LEFT_OUT.contains(&item.file_name().to_string_lossy().as_ref())
            {
                continue;
            }
            match read_file(root, path)? {
                Found::File(entry) => entries.push(entry),
                Found::Directory(path) => pending.push(path),
            }
        }
    }
    entries.sort_by(|a, b| a.path.cmp(&b.path));
    Ok(entries)
}

/// The files `relative` (paths relative to `root`, see [`common_root`]),
/// in path order, refused as [`read_dir`] refuses links and special files
/// (and directories: these are files).
pub fn read_files(root: &Path, relative: &[PathBuf]) -> Result<Vec<Entry>, String> {
    let mut entries = Vec::new();
    for path in relative {
        match read_file(root, path.clone())? {
            Found::File(entry) => entries.push(entry),
            Found::Directory(path) => {
                return Err(format!(
                    "{} is a directory; give files, or the one directory alone",
                    path.display()
                ));
            }
        }
    }
    entries.sort_by(|a, b| a.path.cmp(&b.path));
    Ok(entries)
}

/// What a path under a directory being read is.
enum Found {
    File(Entry),
    Directory(PathBuf),
}

/// Reads `root/path`, refusing (with `path` and why) what is neither a
/// regular file nor a directory, and never following a link.
fn read_file(root: &Path, path: PathBuf) -> Result<Found, String> {
    let full = root.join(&path);
    let meta = fs::symlink_metadata(&full).map_err(|e| format!("{}: {e}", path.display()))?;
    let kind = meta.file_type();
    if kind.is_symlink() {
        Err(format!(
            "{} is a symbolic link; reduce does not follow links (copy the file, or \
             --exclude it)",
            path.display()
        ))
    } else if kind.is_dir() {
        Ok(Found::Directory(path))
    } else if kind.is_file() {
        let bytes = fs::read(&full).map_err(|e| format!("{}: {e}", path.display()))?;
        Ok(Found::File(Entry {
            path,
            mode: meta.permissions().mode() & 0o7777,
            bytes,
        }))
    } else {
        Err(format!(
            "{} is not a regular file (a socket, device or FIFO); --exclude it",
            path.display()
        ))
    }
}

/// Several files given as one input: the deepest directory holding them
/// all (absolute, its links resolved) and each file's path relative to it.
/// A file's own name is not resolved, so that a link given as a file is
/// refused when read, never followed; a file given twice is refused.
pub fn common_root(files: &[PathBuf]) -> Result<(PathBuf, Vec<PathBuf>), String> {
    let mut absolute = Vec::new();
    for file in files {
        let problem = |e: &dyn std::fmt::Display| format!("{}: {e}", file.display());
        let name = file.file_name().ok_or_else(|| problem(&"names no file"))?;
        let parent = match file.parent() {
            Some(p) if !p.as_os_str().is_empty() => p,
            _ => Path::new("."),
        };
        let parent = fs::canonicalize(parent).map_err(|e| problem(&e))?;
        let path = parent.join(name);
        if absolute.contains(&path) {
            return Err(problem(&"given twice"));
        }
        absolute.push(path);
    }
    let mut root = absolute[0].parent().unwrap_or(Path::new("/")).to_path_buf();
    while !absolute.iter().all(|p| p.starts_with(&root)) {
        root = root.parent().unwrap_or(Path::new("/")).to_path_buf();
    }
    let relative = (absolute.iter())
        .map(|p| p.strip_prefix(&root).expect("under the root").to_path_buf())
        .collect();
    Ok((root, relative))
}

/// Writes the files of the bundle `bytes` into the existing directory
/// `dir`, making the directories their paths need.
pub fn materialize(bytes: &[u8], dir: &Path) -> io::Result<()> {
    let entries = decode(bytes).map_err(|e| io::Error::new(io::ErrorKind::InvalidData, e))?;
    write_entries(&entries, dir)
}

/// Writes `entries` into the existing directory `dir`.
pub fn write_entries(entries: &[Entry], dir: &Path) -> io::Result<()> {
    write_entries_reusing(entries, dir, None)
}

/// Writes the files of the bundle `bytes` into the existing directory
/// `dir`, linking each file that `earlier` (a directory `reduce` wrote
/// before, which nothing else writes to) holds with the same bytes and mode
/// instead of writing it again: only changed files are written.
pub fn materialize_reusing(bytes: &[u8], dir: &Path, earlier: &Path) -> io::Result<()> {
    let entries = decode(bytes).map_err(|e| io::Error::new(io::ErrorKind::InvalidData, e))?;
    write_entries_reusing(&entries, dir, Some(earlier))
}

fn write_entries_reusing(entries: &[Entry], dir: &Path, earlier: Option<&Path>) -> io::Result<()> {
    for entry in entries {
        debug_assert!(is_plain_relative(&entry.path));
        let path = dir.join(&entry.path);
        if let Some(parent) = path.parent() {
            fs::DirBuilder::new()
                .recursive(true)
                .mode(0o755)
                .create(parent)?;
        }
        if let Some(old) = earlier.map(|e| e.join(&entry.path))
            && same_file_contents(&old, entry)
            && fs::hard_link(&old, &path).is_ok()
        {
            continue;
        }
        let mut file = fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .mode(0o600)
            .open(&path)?;
        io::Write::write_all(&mut file, &entry.bytes)?;
        file.set_permissions(fs::Permissions::from_mode(entry.mode))?;
    }
    Ok(())
}

/// Whether `path` is a regular file (not a link) holding `entry`'s bytes
/// with its mode.
pub fn same_file_contents(path: &Path, entry: &Entry) -> bool {
    match fs::symlink_metadata(path) {
        Ok(meta) if meta.is_file() => {
            meta.len() == entry.bytes.len() as u64
                && meta.permissions().mode() & 0o7777 == entry.mode
                && fs::read(path).is_ok_and(|bytes| bytes == entry.bytes)
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::fs::symlink;

    #[test]
    fn a_directory_reads_in_path_order_with_its_modes_and_writes_back_the_same() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().join("project");
        fs::create_dir_all(root.join("src/util")).unwrap();
        fs::create_dir_all(root.join(".git")).unwrap();
        fs::write(root.join(".git/HEAD"), "ref").unwrap();
        fs::write(root.join("src/util/u.h"), "int u;\n").unwrap();
        fs::write(root.join("main.c"), "int main;\n").unwrap();
        fs::write(root.join("run.sh"), "#!/bin/sh\n").unwrap();
        fs::set_permissions(root.join("run.sh"), fs::Permissions::from_mode(0o755)).unwrap();
        fs::write(root.join("big.log"), "noise").unwrap();
        let entries = read_dir(&root, &[PathBuf::from("big.log")]).unwrap();
        let paths: Vec<_> = entries.iter().map(|e| (e.path.clone(), e.mode)).collect();
        assert_eq!(
            paths,
            [
                (PathBuf::from("main.c"), 0o644),
                (PathBuf::from("run.sh"), 0o755),
                (PathBuf::from("src/util/u.h"), 0o644),
            ]
        );
        let copy = dir.path().join("copy");
        fs::create_dir(&copy).unwrap();
        materialize(&super::super::encode(&entries), &copy).unwrap();
        assert_eq!(read_dir(&copy, &[]).unwrap(), entries);
    }

    #[test]
    fn several_files_are_read_under_their_deepest_common_directory() {
        let dir = tempfile::tempdir().unwrap();
        let root = fs::canonicalize(dir.path()).unwrap();
        fs::create_dir_all(root.join("p/src")).unwrap();
        fs::create_dir_all(root.join("p/include")).unwrap();
        fs::write(root.join("p/src/main.c"), "int main;\n").unwrap();
        fs::write(root.join("p/include/u.h"), "int u;\n").unwrap();
        let given = [root.join("p/src/main.c"), root.join("p/src/../include/u.h")];
        let (common, relative) = common_root(&given).unwrap();
        assert_eq!(common, root.join("p"));
        assert_eq!(
            relative,
            [PathBuf::from("src/main.c"), "include/u.h".into()]
        );
        let entries = read_files(&common, &relative).unwrap();
        let paths: Vec<_> = entries.iter().map(|e| e.path.to_str().unwrap()).collect();
        assert_eq!(paths, ["include/u.h", "src/main.c"]);
        // One file alone: its own directory.
        let (common, relative) = common_root(&given[..1]).unwrap();
        assert_eq!(
            (common, relative),
            (root.join("p/src"), vec!["main.c".into()])
        );
        let twice = [
            root.join("p/src/main.c"),
            root.join("p/include/../src/main.c"),
        ];
        assert!(common_root(&twice).unwrap_err().ends_with("given twice"));
        let error = read_files(&root, &["p/src".into()]).unwrap_err();
        assert!(error.starts_with("p/src is a directory"), "{error}");
        symlink(root.join("p/src/main.c"), root.join("p/link.c")).unwrap();
        let error = read_files(&root, &["p/link.c".into()]).unwrap_err();
        assert!(error.starts_with("p/link.c is a symbolic link"), "{error}");
    }

    #[test]
    fn links_and_special_files_are_refused_with_their_path() {
        let dir = tempfile::tempdir().unwrap();
        fs::write(dir.path().join("real"), "x").unwrap();
        symlink("/etc/passwd", dir.path().join("link")).unwrap();
        let error = read_dir(dir.path(), &[]).unwrap_err();
        assert!(error.starts_with("link is a symbolic link"), "{error}");
        assert!(read_dir(dir.path(), &[PathBuf::from("link")]).is_ok());
        let fifo = dir.path().join("fifo");
        let c = std::ffi::CString::new(fifo.as_os_str().as_encoded_bytes()).unwrap();
        assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0);
        let error = read_dir(dir.path(), &[PathBuf::from("link")]).unwrap_err();
        assert!(error.starts_with("fifo is not a regular file"), "{error}");
    }
}
