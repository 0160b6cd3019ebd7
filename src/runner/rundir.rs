//! Where oracle calls run: a private directory of the run, on tmpfs
//! (`/dev/shm`) when it has room, since creating a call's directory there
//! is 10x cheaper than on disk; and the move to disk when tmpfs fills up
//! during the run (a container's `/dev/shm` is 64 MB), instead of the run's
//! end.

use std::io;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// The private directories of the runs alive now, for
/// [`super::kill_everything_now`].
static LIVE: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

/// Removes every run directory alive now, whatever is in it.
pub(super) fn remove_all_now() {
    for dir in LIVE.lock().unwrap_or_else(|e| e.into_inner()).iter() {
        super::calldir::remove_call_dir(dir);
    }
}

/// Free space `/dev/shm` must have to be used: room for what oracles write
/// beside their candidates, in the 64 MB of a container's default it has not.
const SHM_MIN_FREE: u64 = 128 << 20;

/// Where a run's calls go.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CallRoots {
    /// Where the run's directory is made.
    pub primary: PathBuf,
    /// Where calls move when `primary` is full, if anywhere.
    pub fallback: Option<PathBuf>,
    /// Why `/dev/shm` is not used although it exists, to say once.
    pub passed_over: Option<String>,
}

/// `work_dir` when given, or `$TMPDIR` when set (and nothing else: the
/// user chose it); else `/dev/shm` when it is writable and has room for
/// `jobs` candidates of `input_len` bytes with plenty to spare, falling
/// back to the system temporary directory; else the system temporary
/// directory.
pub fn call_roots(input_len: u64, jobs: usize, work_dir: Option<&Path>) -> CallRoots {
    // The oracle runs elsewhere: `$1` and its directory must be absolute.
    let absolute = |dir: PathBuf| std::path::absolute(&dir).unwrap_or(dir);
    if let Some(dir) = work_dir {
        return CallRoots {
            primary: absolute(dir.to_path_buf()),
            fallback: None,
            passed_over: None,
        };
    }
    let system = || absolute(std::env::temp_dir());
    let shm = Path::new("/dev/shm");
    if std::env::var_os("TMPDIR").is_some() || !writable(shm) {
        return CallRoots {
            primary: system(),
            fallback: None,
            passed_over: None,
        };
    }
    let needed = SHM_MIN_FREE.max((jobs as u64).saturating_mul(input_len).saturating_mul(16));
    match free_space(shm) {
        Some(free) if free >= needed => CallRoots {
            primary: shm.to_path_buf(),
            fallback: Some(system()),
            passed_over: None,
        },
        free => CallRoots {
            passed_over: Some(format!(
                "/dev/shm has {} MiB free, less than the {} MiB this run may need; \
                 oracle calls run in {}",
                free.unwrap_or(0) >> 20,
                needed >> 20,
                system().display()
            )),
            primary: system(),
            fallback: None,
        },
    }
}

fn writable(dir: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(dir).is_ok_and(|m| m.is_dir() && m.permissions().mode() & 0o002 != 0)
}

fn free_space(dir: &Path) -> Option<u64> {
    let path = std::ffi::CString::new(dir.as_os_str().as_encoded_bytes()).ok()?;
    // SAFETY: a zeroed statvfs is a valid out-parameter.
    let mut stat: libc::statvfs = unsafe { std::mem::zeroed() };
    // SAFETY: a NUL-terminated path and a live out-parameter.
    if unsafe { libc::statvfs(path.as_ptr(), &mut stat) } != 0 {
        return None;
    }
    Some(stat.f_bavail as u64 * stat.f_frsize as u64)
}

/// Whether an error means the filesystem (or the user's quota on it) is full.
pub fn is_full(e: &io::Error) -> bool {
    matches!(
        e.kind(),
        io::ErrorKind::StorageFull | io::ErrorKind::QuotaExceeded
    )
}

/// How a run directory's name starts; the owner's process id and a `-`
/// follow, then random characters.
const PREFIX: &str = "reduce-";

/// The process id in the name of a run directory (`reduce-<pid>-XXXXXX`),
/// if `name` is one.
fn owner_of(name: &str) -> Option<libc::pid_t> {
    let (pid, rest) = name.strip_prefix(PREFIX)?.split_once('-')?;
    let all_digits = !pid.is_empty() && pid.bytes().all(|c| c.is_ascii_digit());
    (all_digits && !rest.is_empty()).then(|| pid.parse().ok())?
}

/// Removes the run directories in `root` that are ours (same user) and
/// whose owner process is gone: a run killed with SIGKILL cannot remove its
/// own, and on `/dev/shm` each holds candidates in memory until the machine
/// restarts. A directory whose process id is alive again (reused) is left.
fn remove_orphans(root: &Path) {
    use std::os::unix::fs::MetadataExt;
    let Ok(entries) = std::fs::read_dir(root) else {
        return;
    };
    // SAFETY: geteuid has no preconditions.
    let me = unsafe { libc::geteuid() };
    for entry in entries.flatten() {
        let Some(pid) = entry.file_name().to_str().and_then(owner_of) else {
            continue;
        };
        let ours = entry.metadata().is_ok_and(|m| m.is_dir() && m.uid() == me);
        // SAFETY: signal 0 only asks whether the process exists.
        let gone = pid > 0
            && unsafe { libc::kill(pid, 0) } != 0
            && io::Error::last_os_error().raw_os_error() == Some(libc::ESRCH);
        if ours && gone {
            super::calldir::remove_call_dir(&entry.path());
        }
    }
}

/// The run's private directories (mode 0700): the one calls go to now, and
/// the one they left when the first filled up. All go when it is dropped.
pub(super) struct RunDirs {
    dirs: Vec<tempfile::TempDir>,
    fallback_root: Option<PathBuf>,
}

impl RunDirs {
    /// The run's directory in `roots.primary`.
    pub(super) fn new(roots: &CallRoots) -> io::Result<Self> {
        let mut dirs = RunDirs {
            dirs: Vec::new(),
            fallback_root: roots.fallback.clone(),
        };
        dirs.make(&roots.primary)?;
        Ok(dirs)
    }

    /// No directory, for a runner that makes no call (a dry run's): it
    /// must never ask for [`RunDirs::current`].
    pub(super) fn none() -> Self {
        RunDirs {
            dirs: Vec::new(),
            fallback_root: None,
        }
    }

    fn make(&mut self, root: &Path) -> io::Result<()> {
        remove_orphans(root);
        // Explicitly private: tempfile leaves a directory's mode to the umask.
        let dir = tempfile::Builder::new()
            .prefix(&format!("{PREFIX}{}-", std::process::id()))
            .permissions(std::os::unix::fs::PermissionsExt::from_mode(0o700))
            .tempdir_in(root)?;
        LIVE.lock()
            .unwrap_or_else(|e| e.into_inner())
            .push(dir.path().to_path_buf());
        self.dirs.push(dir);
        Ok(())
    }

    /// The directory new calls go to.
    pub(super) fn current(&self) -> &Path {
        self.dirs.last().expect("made in new").path()
    }

    /// Makes the directory new calls go to again if it is gone (removed by
    /// another program); returns whether it was gone.
    pub(super) fn restore(&self) -> io::Result<bool> {
        let dir = self.current();
        if dir.exists() {
            return Ok(false);
        }
        match super::calldir::make_call_dir(dir) {
            Err(e) if e.kind() != io::ErrorKind::AlreadyExists => Err(e),
            _ => Ok(true),
        }
    }

    /// Moves new calls to the fallback root, once; returns what to tell the
    /// user, or `None` when there is nowhere left to move to.
    pub(super) fn move_on(&mut self) -> io::Result<Option<String>> {
        let Some(root) = self.fallback_root.take() else {
            return Ok(None);
        };
        let full = self.current().parent().map(Path::to_path_buf);
        self.make(&root)?;
        Ok(Some(format!(
            "{} is full; oracle calls run in {} from now on",
            full.unwrap_or_default().display(),
            root.display()
        )))
    }
}

impl Drop for RunDirs {
    fn drop(&mut self) {
        let mut live = LIVE.lock().unwrap_or_else(|e| e.into_inner());
        live.retain(|d| self.dirs.iter().all(|ours| ours.path() != d));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn run_directories_name_their_owner() {
        assert_eq!(owner_of("reduce-4242-Ab3xYz"), Some(4242));
        for other in [
            "reduce-Ab3xYz",
            "reduce-replay-Ab3xYz",
            "reduce-4242-",
            "reduce--Ab3",
            "other-4242-Ab3",
        ] {
            assert_eq!(owner_of(other), None, "{other}");
        }
    }

    #[test]
    fn orphans_go_and_live_runs_stay() {
        let root = tempfile::tempdir().unwrap();
        let mut child = std::process::Command::new("true").spawn().unwrap();
        let dead = child.id();
        child.wait().unwrap();
        let names = [
            format!("reduce-{dead}-Ab3xYz"),
            format!("reduce-{}-Ab3xYz", std::process::id()),
            "reduce-Ab3xYz".to_string(),
            "mine".to_string(),
        ];
        for name in &names {
            std::fs::create_dir(root.path().join(name)).unwrap();
            std::fs::write(root.path().join(name).join("bug.c"), "int x;").unwrap();
        }
        remove_orphans(root.path());
        let left: Vec<bool> = names.iter().map(|n| root.path().join(n).exists()).collect();
        assert_eq!(left, [false, true, true, true]);
    }
}
