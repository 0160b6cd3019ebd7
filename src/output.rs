//! Writing results: every new best candidate replaces the output file
//! atomically (a temporary file in the same directory, then a rename), so the
//! output always holds a whole interesting candidate; `--in-place` keeps a
//! backup of the original first. What is at an output path is checked
//! before the run ([`target_of`]): a device, a FIFO or a socket is never
//! renamed over, but written in place, once, with the final result.

use std::fs;
use std::io::{self, Write};
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

/// Replaces `path` with `bytes` in one rename, with `mode` as its
/// permissions when given. The file's bytes and then the rename reach the
/// disk before it returns: after a crash, even of the machine, `path` holds
/// the old bytes or the new ones, whole.
pub fn write_atomic(path: &Path, bytes: &[u8], mode: Option<&fs::Permissions>) -> io::Result<()> {
    let dir = directory_of(path);
    let mut tmp = tempfile::Builder::new()
        .prefix(&temporary_prefix(path))
        .rand_bytes(TEMPORARY_RANDOM)
        .tempfile_in(dir)?;
    tmp.write_all(bytes)?;
    if let Some(mode) = mode {
        fs::set_permissions(tmp.path(), mode.clone())?;
    }
    tmp.as_file().sync_all()?;
    tmp.persist(path).map_err(|e| e.error)?;
    fs::File::open(dir)?.sync_all()
}

/// Writes the bundle `bytes` (several files, see [`crate::bundle`]) as the
/// directory `path`, in one step: the files go into a new directory beside
/// it, which then takes its place by an exchange of the two names
/// (`renameat2` with `RENAME_EXCHANGE`), so that a reader sees the old
/// directory or the new one, never a mix; the old one is removed after.
/// Where the filesystem cannot exchange, the old one is first renamed
/// aside (for that moment there is no `path`, but never half of one).
pub fn write_directory_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let parent = directory_of(path);
    let new = tempfile::Builder::new()
        .prefix(&temporary_prefix(path))
        .rand_bytes(TEMPORARY_RANDOM)
        .tempdir_in(parent)?;
    // Only changed files are written: the others are linked from the
    // output they are in (the old directory goes away after the switch).
    crate::bundle::files::materialize_reusing(bytes, new.path(), path)?;
    fs::set_permissions(new.path(), fs::Permissions::from_mode(0o755))?;
    match fs::symlink_metadata(path) {
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            fs::rename(new.keep(), path)?;
        }
        Err(e) => return Err(e),
        Ok(meta) if !meta.is_dir() => {
            return Err(io::Error::new(
                io::ErrorKind::AlreadyExists,
                format!("{} exists and is not a directory", path.display()),
            ));
        }
        // After the exchange `new` names the old directory, and its drop
        // removes it.
        Ok(_) if exchange(new.path(), path)? => {}
        Ok(_) => {
            let old = tempfile::Builder::new()
                .prefix(&temporary_prefix(path))
                .rand_bytes(TEMPORARY_RANDOM)
                .tempdir_in(parent)?;
            fs::rename(path, old.path().join("old"))?;
            fs::rename(new.keep(), path)?;
        }
    }
    fs::File::open(parent)?.sync_all()
}

/// What is at an output path, and so how results reach it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// Nothing yet, a regular file, or (for a directory's result) a
    /// directory: replaced whole by a rename each time a best is found.
    Replaced,
    /// A character device, a FIFO or a socket (`/dev/null`, a pipe's
    /// reader): written in place, once, with the final result. A rename
    /// would put a plain file where the node was, and a reader of a pipe
    /// wants one result, not every best in turn.
    Stream,
}

/// The path results go to for the output `path`, and how: a symbolic link
/// is followed, so the file it names is replaced and the link stays; the
/// reason it cannot be written otherwise (a directory where a file goes,
/// a file where a directory goes, a block device), naming the path. For
/// the checks before the first oracle call.
pub fn target_of(path: &Path, directory: bool) -> Result<(PathBuf, Target), String> {
    use std::os::unix::fs::FileTypeExt;
    // What is there, through every link, as the kernel follows them (also
    // /proc's: /dev/stdout names a pipe no path spells).
    let meta = match fs::metadata(path) {
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            return Ok((follow_links(path)?, Target::Replaced));
        }
        Err(e) => return Err(format!("{}: {e}", path.display())),
        Ok(meta) => meta,
    };
    let kind = meta.file_type();
    if kind.is_char_device() || kind.is_fifo() || kind.is_socket() {
        return Ok((path.to_path_buf(), Target::Stream));
    }
    let (named, shown) = match fs::symlink_metadata(path).is_ok_and(|m| m.is_symlink()) {
        false => (path.to_path_buf(), path.display().to_string()),
        true => {
            let named = fs::canonicalize(path).map_err(|e| format!("{}: {e}", path.display()))?;
            let shown = format!("{} (a link to {})", path.display(), named.display());
            (named, shown)
        }
    };
    match (kind.is_dir(), directory) {
        (true, false) => Err(format!(
            "{shown} is a directory; the result of a file is a file: give -o a file's name"
        )),
        (false, true) if kind.is_file() => Err(format!(
            "{shown} is a file; the result of a directory is a directory: give -o another name"
        )),
        _ if kind.is_block_device() => Err(format!(
            "{shown} is a block device; reduce does not write results over one"
        )),
        _ => Ok((named, Target::Replaced)),
    }
}

/// The path `path` names after its symbolic links, the last of which may
/// name nothing yet (the result is then made there).
fn follow_links(path: &Path) -> Result<PathBuf, String> {
    let mut named = path.to_path_buf();
    for _ in 0..40 {
        match fs::symlink_metadata(&named) {
            Ok(meta) if meta.file_type().is_symlink() => {
                let target =
                    fs::read_link(&named).map_err(|e| format!("{}: {e}", named.display()))?;
                named = directory_of(&named).join(target);
            }
            _ => return Ok(named),
        }
    }
    Err(format!(
        "{}: too many levels of symbolic links",
        path.display()
    ))
}

/// Writes `bytes` into the device, FIFO or socket at `path` where it is
/// ([`Target::Stream`]): no temporary, no rename.
pub fn write_stream(path: &Path, bytes: &[u8]) -> io::Result<()> {
    use std::os::unix::fs::FileTypeExt;
    if fs::metadata(path)?.file_type().is_socket() {
        return std::os::unix::net::UnixStream::connect(path)?.write_all(bytes);
    }
    fs::OpenOptions::new()
        .write(true)
        .open(path)?
        .write_all(bytes)
}

/// How a best reaches the disk.
#[derive(Clone, Copy, Debug)]
pub enum Destination<'a> {
    /// One file, replaced in one rename ([`write_atomic`]), with these
    /// permissions.
    File(&'a fs::Permissions),
    /// A bundle's files as a directory replaced whole
    /// ([`write_directory_atomic`]).
    Directory,
    /// A bundle's files written over the input's where they lie
    /// (`--in-place`, [`write_over`]); `originals` are the paths the
    /// original bundle held.
    InPlace {
        /// The original bundle's paths, relative to the directory.
        originals: &'a [PathBuf],
    },
    /// A device, a FIFO or a socket ([`Target::Stream`]): only the final
    /// result is written, by [`write_stream`], so a best written on the
    /// way does nothing.
    Stream,
}

/// Writes the best `bytes` to `path` as `destination` says.
pub fn write_best(path: &Path, bytes: &[u8], destination: Destination) -> io::Result<()> {
    match destination {
        Destination::File(mode) => write_atomic(path, bytes, Some(mode)),
        Destination::Directory => write_directory_atomic(path, bytes),
        Destination::InPlace { originals } => write_over(path, bytes, originals),
        Destination::Stream => Ok(()),
    }
}

/// The size of what [`write_best`] wrote to `path` as `destination`: a
/// file's bytes, or a bundle's (its files read back and encoded again);
/// `None` when there is nothing there to read.
pub fn size_on_disk(path: &Path, destination: Destination) -> Option<u64> {
    use crate::bundle::{encode, files};
    let entries = match destination {
        Destination::File(_) => return fs::metadata(path).ok().map(|m| m.len()),
        Destination::Stream => return None,
        Destination::Directory => files::read_dir(path, &[]).ok()?,
        Destination::InPlace { originals } => {
            let there: Vec<PathBuf> = (originals.iter())
                .filter(|p| path.join(p).exists())
                .cloned()
                .collect();
            files::read_files(path, &there).ok()?
        }
    };
    Some(encode(&entries).len() as u64)
}

/// Writes the bundle `bytes` over the files of the directory `dir` where
/// they lie: each file whose bytes or mode changed is replaced in one
/// rename, each of `originals` the bundle no longer holds is removed, with
/// the directories that leaves empty. Everything else in `dir` (`.git`,
/// what `--exclude` left out) is not touched. A reader may see some files
/// new and others old for a moment, but never half of a file; the backup
/// holds the original.
pub fn write_over(dir: &Path, bytes: &[u8], originals: &[PathBuf]) -> io::Result<()> {
    use crate::bundle::files::same_file_contents;
    let entries =
        crate::bundle::decode(bytes).map_err(|e| io::Error::new(io::ErrorKind::InvalidData, e))?;
    for entry in &entries {
        let path = dir.join(&entry.path);
        if same_file_contents(&path, entry) {
            continue;
        }
        if let Some(parent) = path.parent() {
            fs::create_dir_all(parent)?;
        }
        write_atomic(
            &path,
            &entry.bytes,
            Some(&fs::Permissions::from_mode(entry.mode)),
        )?;
    }
    for gone in originals
        .iter()
        .filter(|p| !entries.iter().any(|e| e.path == **p))
    {
        match fs::remove_file(dir.join(gone)) {
            Err(e) if e.kind() != io::ErrorKind::NotFound => return Err(e),
            _ => {}
        }
        let mut parent = gone.parent();
        while let Some(d) = parent.filter(|d| !d.as_os_str().is_empty()) {
            if fs::remove_dir(dir.join(d)).is_err() {
                break;
            }
            parent = d.parent();
        }
    }
    fs::File::open(dir)?.sync_all()
}

/// Exchanges the names `a` and `b`; `false` when the filesystem cannot.
fn exchange(a: &Path, b: &Path) -> io::Result<bool> {
    use std::os::unix::ffi::OsStrExt;
    let c = |p: &Path| std::ffi::CString::new(p.as_os_str().as_bytes()).map_err(io::Error::other);
    let (a, b) = (c(a)?, c(b)?);
    // SAFETY: two NUL-terminated paths that live across the call.
    let done = unsafe {
        libc::renameat2(
            libc::AT_FDCWD,
            a.as_ptr(),
            libc::AT_FDCWD,
            b.as_ptr(),
            libc::RENAME_EXCHANGE,
        )
    };
    if done == 0 {
        return Ok(true);
    }
    match io::Error::last_os_error() {
        e if matches!(e.raw_os_error(), Some(libc::EINVAL | libc::ENOSYS)) => Ok(false),
        e => Err(e),
    }
}

/// Removes the temporary files (and directories) a killed run of
/// [`write_atomic`] or [`write_directory_atomic`] left beside `path` (never those of another output); returns how many.
pub fn remove_stale_temporaries(path: &Path) -> io::Result<usize> {
    let prefix = temporary_prefix(path);
    let mut removed = 0;
    for entry in fs::read_dir(directory_of(path))? {
        let entry = entry?;
        let name = entry.file_name();
        let Some(rest) = name.to_str().and_then(|n| n.strip_prefix(&prefix)) else {
            continue;
        };
        if rest.len() == TEMPORARY_RANDOM && rest.bytes().all(|b| b.is_ascii_alphanumeric()) {
            // A directory's (see write_directory_atomic), or a file's.
            match entry.file_type()?.is_dir() {
                true => fs::remove_dir_all(entry.path())?,
                false => fs::remove_file(entry.path())?,
            }
            removed += 1;
        }
    }
    Ok(removed)
}

/// Random characters at the end of a temporary's name.
const TEMPORARY_RANDOM: usize = 6;

/// The name of `path`'s temporaries up to their random part: hidden, and
/// naming the file they replace.
fn temporary_prefix(path: &Path) -> String {
    let name = path.file_name().unwrap_or_default().to_string_lossy();
    format!(".reduce-output-{name}.")
}

fn directory_of(path: &Path) -> &Path {
    match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    }
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

/// Writes the bundle `bytes` (the original of a directory reduced in
/// place) as the new directory [`backup_path`] of `input`, refusing to
/// overwrite an existing one.
pub fn make_directory_backup(input: &Path, bytes: &[u8]) -> io::Result<PathBuf> {
    let backup = backup_path(input);
    fs::create_dir(&backup)?;
    crate::bundle::files::materialize(bytes, &backup)?;
    fs::File::open(&backup)?.sync_all()?;
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
    fn only_this_outputs_stale_temporaries_are_removed() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("a.c");
        let stale = [".reduce-output-a.c.Xy12z9", ".reduce-output-a.c.000000"];
        let others = [
            ".reduce-output-a.c.x.Xy12z9",
            ".reduce-output-a.cc.Xy12z9",
            ".reduce-output-a.c.Xy12z",
            "a.c",
        ];
        for name in stale.iter().chain(&others) {
            fs::write(dir.path().join(name), b"x").unwrap();
        }
        assert_eq!(remove_stale_temporaries(&out).unwrap(), 2);
        let mut left: Vec<_> = fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        left.sort();
        let mut expected: Vec<_> = others.iter().map(|s| s.to_string()).collect();
        expected.sort();
        assert_eq!(left, expected);
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

    #[test]
    fn a_directory_output_is_replaced_whole_and_leaves_no_temporaries() {
        use crate::bundle::{Entry, encode, files::read_dir};
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("project.reduced");
        let entry = Entry::plain;
        let first = vec![entry("a.c", b"int a;\n"), entry("inc/b.h", b"int b;\n")];
        write_directory_atomic(&out, &encode(&first)).unwrap();
        assert_eq!(read_dir(&out, &[]).unwrap(), first);
        // A file gone, another changed: nothing of the first is left.
        let second = vec![entry("a.c", b"int\n")];
        write_directory_atomic(&out, &encode(&second)).unwrap();
        assert_eq!(read_dir(&out, &[]).unwrap(), second);
        let names: Vec<_> = fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names, ["project.reduced"]);
        // A file left as it was is the same file: linked, not written.
        let third = vec![entry("a.c", b"int\n"), entry("new.c", b"x\n")];
        let inode = |p: &Path| std::os::unix::fs::MetadataExt::ino(&fs::metadata(p).unwrap());
        let before = inode(&out.join("a.c"));
        write_directory_atomic(&out, &encode(&third)).unwrap();
        assert_eq!(read_dir(&out, &[]).unwrap(), third);
        assert_eq!(inode(&out.join("a.c")), before);
        // A file in the way is not replaced by a directory.
        let file = dir.path().join("file");
        fs::write(&file, "x").unwrap();
        assert!(write_directory_atomic(&file, &encode(&second)).is_err());
        assert_eq!(fs::read(&file).unwrap(), b"x");
        assert_eq!(remove_stale_temporaries(&file).unwrap(), 0);
    }

    #[test]
    fn a_directory_written_over_in_place_changes_only_its_files() {
        use crate::bundle::{Entry, encode, files::read_dir};
        let entry = Entry::plain;
        let dir = tempfile::tempdir().unwrap();
        let project = dir.path().join("p");
        fs::create_dir_all(project.join(".git")).unwrap();
        fs::create_dir_all(project.join("inc/deep")).unwrap();
        fs::write(project.join(".git/HEAD"), "ref").unwrap();
        fs::write(project.join("build.log"), "left out").unwrap();
        let first = vec![
            entry("a.c", b"int a;\n"),
            entry("inc/deep/u.h", b"int u;\n"),
            entry("main.c", b"int main;\n"),
        ];
        crate::bundle::files::write_entries(&first, &project).unwrap();
        let originals: Vec<PathBuf> = first.iter().map(|e| e.path.clone()).collect();
        let inode = |p: &Path| std::os::unix::fs::MetadataExt::ino(&fs::metadata(p).unwrap());
        let main = inode(&project.join("main.c"));
        let second = vec![entry("a.c", b"int;\n"), entry("main.c", b"int main;\n")];
        write_over(&project, &encode(&second), &originals).unwrap();
        let excluded = [PathBuf::from("build.log")];
        assert_eq!(read_dir(&project, &excluded).unwrap(), second);
        // The unchanged file is the same file; the emptied directories are
        // gone; what the bundle never held is untouched.
        assert_eq!(inode(&project.join("main.c")), main);
        assert!(!project.join("inc").exists());
        assert_eq!(fs::read(project.join(".git/HEAD")).unwrap(), b"ref");
        assert_eq!(fs::read(project.join("build.log")).unwrap(), b"left out");
        // The backup is the bundle's files, once.
        let backup = make_directory_backup(&project, &encode(&first)).unwrap();
        assert_eq!(read_dir(&backup, &[]).unwrap(), first);
        assert!(make_directory_backup(&project, &encode(&first)).is_err());
    }
}
