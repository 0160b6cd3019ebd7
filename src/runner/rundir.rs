//! Where oracle calls run: a private directory of the run, on tmpfs
//! (`/dev/shm`) when it has room, since creating a call's directory there
//! is 10x cheaper than on disk; and the move to disk when tmpfs fills up
//! during the run (a container's `/dev/shm` is 64 MB), instead of the run's
//! end.

use std::io;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// The private directories of the runs alive now, and the scratch
/// directories ([`ScratchDir`]), for [`super::kill_everything_now`].
static LIVE: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

/// A private temporary directory of `reduce`'s own outside a runner's (a
/// generator's replay, the run of `reduce init`'s command): removed when
/// dropped, and at once with the run directories on a second interrupt,
/// which exits without dropping anything.
pub struct ScratchDir {
    dir: tempfile::TempDir,
}

impl ScratchDir {
    /// A new directory in the system's temporary directory, its name
    /// starting with `prefix`.
    pub fn new(prefix: &str) -> io::Result<ScratchDir> {
        let dir = tempfile::Builder::new().prefix(prefix).tempdir()?;
        LIVE.lock()
            .unwrap_or_else(|e| e.into_inner())
            .push(dir.path().to_path_buf());
        Ok(ScratchDir { dir })
    }

    /// Where it is.
    pub fn path(&self) -> &Path {
        self.dir.path()
    }
}

impl Drop for ScratchDir {
    fn drop(&mut self) {
        let mut live = LIVE.lock().unwrap_or_else(|e| e.into_inner());
        live.retain(|d| d != self.dir.path());
    }
}

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
/// follow, then random characters. (Versions before 2026-12-07 named
/// theirs `reduce-<pid>-…` and removed any whose pid was gone here; they
/// pass this name by.)
const PREFIX: &str = "reduce-run-";

/// The file in a run directory that its run holds locked (`flock`) while
/// it lives: the kernel releases the lock when the run dies, however it
/// dies, and sees it from every PID namespace.
const LOCK: &str = ".lock";

/// The file in a run directory that says whose it is ([`Owner`]), written
/// once the lock is held.
const OWNER: &str = ".owner";

/// Whose a run directory is: enough to tell, from any host and any PID
/// namespace, whether its run is provably dead.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Owner {
    /// The host's name, to say whose a directory is.
    host: String,
    /// The kernel's boot id: the same on one machine until it restarts,
    /// whatever the container; a lock seen by another kernel says nothing.
    boot: String,
    /// The PID namespace (`/proc/self/ns/pid`), in which `pid` means
    /// something.
    pid_namespace: String,
    /// The owner's process id, in its namespace.
    pid: libc::pid_t,
    /// Whether the owner holds the lock: on a filesystem without locks,
    /// only the pid can tell.
    locked: bool,
}

impl Owner {
    /// This process, holding the lock or not.
    fn me(locked: bool) -> Owner {
        let read = |path: &str| std::fs::read_to_string(path).map(|s| s.trim().to_string());
        let host = std::fs::read_to_string("/proc/sys/kernel/hostname")
            .map(|s| s.trim().to_string())
            .unwrap_or_default();
        Owner {
            host,
            boot: read("/proc/sys/kernel/random/boot_id").unwrap_or_default(),
            pid_namespace: std::fs::read_link("/proc/self/ns/pid")
                .map(|p| p.display().to_string())
                .unwrap_or_default(),
            pid: std::process::id() as libc::pid_t,
            locked,
        }
    }

    /// The lines of the owner file.
    fn to_text(&self) -> String {
        format!(
            "host {}\nboot {}\npid-namespace {}\npid {}\nlocked {}\n",
            self.host, self.boot, self.pid_namespace, self.pid, self.locked
        )
    }

    /// An owner file's lines; `None` when one is missing or malformed.
    fn parse(text: &str) -> Option<Owner> {
        let field = |name: &str| {
            text.lines()
                .find_map(|line| line.strip_prefix(name)?.strip_prefix(' '))
                .map(str::to_string)
        };
        let owner = Owner {
            host: field("host")?,
            boot: field("boot")?,
            pid_namespace: field("pid-namespace")?,
            pid: field("pid")?.parse().ok()?,
            locked: field("locked")?.parse().ok()?,
        };
        (!owner.boot.is_empty()).then_some(owner)
    }
}

/// Whether `name` is a run directory's (`reduce-<pid>-XXXXXX`).
fn is_run_directory(name: &str) -> bool {
    let Some((pid, rest)) = name.strip_prefix(PREFIX).and_then(|n| n.split_once('-')) else {
        return false;
    };
    !pid.is_empty() && pid.bytes().all(|c| c.is_ascii_digit()) && !rest.is_empty()
}

/// Whether the run that made `dir` is provably dead. Only a run of this
/// kernel (the same boot id: this machine, whatever its container) can be
/// proved dead: by taking its lock, which it holds while it lives, or,
/// where it could not lock, by its pid being gone from this PID namespace;
/// or a run before this machine last started, on a filesystem only this
/// machine mounts. A directory without a readable owner (being made, or
/// made by an older `reduce`) is alive. Returns the lock taken, if any,
/// held until the directory is removed.
fn dead_run(dir: &Path, me: &Owner) -> Option<Option<std::fs::File>> {
    let owner = Owner::parse(&std::fs::read_to_string(dir.join(OWNER)).ok()?)?;
    if owner.boot != me.boot {
        let restarted = owner.host == me.host && only_this_machine_mounts(dir);
        return restarted.then_some(None);
    }
    // Read and write: NFS locks a file open for writing only.
    let lock = (std::fs::OpenOptions::new().read(true).write(true))
        .open(dir.join(LOCK))
        .ok()?;
    match owner.locked.then(|| try_lock(&lock)) {
        Some(Ok(true)) => Some(Some(lock)),
        Some(Ok(false)) => None,
        // No locks, then or now: the pid, where it means something.
        Some(Err(_)) | None => {
            // SAFETY: signal 0 only asks whether the process exists.
            let gone = owner.pid_namespace == me.pid_namespace
                && unsafe { libc::kill(owner.pid, 0) } != 0
                && io::Error::last_os_error().raw_os_error() == Some(libc::ESRCH);
            gone.then_some(None)
        }
    }
}

/// Whether `dir` is on a filesystem that no other machine can mount at
/// the same time (tmpfs, ext2/3/4, XFS, Btrfs), so that a run of another
/// boot of this host there ended when the host went down.
fn only_this_machine_mounts(dir: &Path) -> bool {
    let Ok(path) = std::ffi::CString::new(dir.as_os_str().as_encoded_bytes()) else {
        return false;
    };
    // SAFETY: a zeroed statfs is a valid out-parameter.
    let mut stat: libc::statfs = unsafe { std::mem::zeroed() };
    // SAFETY: a NUL-terminated path and a live out-parameter.
    if unsafe { libc::statfs(path.as_ptr(), &mut stat) } != 0 {
        return false;
    }
    const LOCAL: [i64; 4] = [0x0102_1994, 0xEF53, 0x5846_5342, 0x9123_683E];
    LOCAL.contains(&(stat.f_type as i64))
}

/// Takes an exclusive `flock` on `file` without waiting: whether it was
/// free, or an error when the filesystem has no locks.
fn try_lock(file: &std::fs::File) -> io::Result<bool> {
    use std::os::fd::AsRawFd;
    // SAFETY: flock on a descriptor we own.
    if unsafe { libc::flock(file.as_raw_fd(), libc::LOCK_EX | libc::LOCK_NB) } == 0 {
        return Ok(true);
    }
    let e = io::Error::last_os_error();
    match e.raw_os_error() {
        Some(libc::EWOULDBLOCK) => Ok(false),
        _ => Err(e),
    }
}

/// Removes the run directories in `root` that are ours (same user) and
/// whose run is provably dead ([`dead_run`]): a run killed with SIGKILL
/// cannot remove its own, and on `/dev/shm` each holds candidates in memory
/// until the machine restarts. A live run's directory is never removed,
/// whichever host or PID namespace it runs in: `--work-dir` may be shared
/// by a cluster's nodes or by containers.
fn remove_orphans(root: &Path) {
    use std::os::unix::fs::MetadataExt;
    let Ok(entries) = std::fs::read_dir(root) else {
        return;
    };
    // SAFETY: geteuid has no preconditions.
    let uid = unsafe { libc::geteuid() };
    let me = Owner::me(true);
    for entry in entries.flatten() {
        if !entry.file_name().to_str().is_some_and(is_run_directory) {
            continue;
        }
        let ours = entry.metadata().is_ok_and(|m| m.is_dir() && m.uid() == uid);
        if ours && let Some(lock) = dead_run(&entry.path(), &me) {
            remove_dead(&entry.path(), lock);
        }
    }
}

/// Removes a dead run's directory: all but its lock first, then, the lock
/// let go (NFS keeps a file open elsewhere as a `.nfs…` file, which would
/// keep the directory), the rest.
fn remove_dead(dir: &Path, lock: Option<std::fs::File>) {
    for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        if entry.file_name() != LOCK {
            super::calldir::remove_call_dir(&entry.path());
        }
    }
    drop(lock);
    super::calldir::remove_call_dir(dir);
}

/// Marks a new run directory as this run's while it lives: its lock taken
/// and held (the returned file), then its owner written, saying whether
/// the lock was taken (on a filesystem without locks the pid then tells,
/// on this machine).
fn claim(dir: &Path) -> io::Result<std::fs::File> {
    let lock = (std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .create(true))
    .truncate(false)
    .open(dir.join(LOCK))?;
    let locked = try_lock(&lock).unwrap_or(false);
    let staged = dir.join(".owner.new");
    std::fs::write(&staged, Owner::me(locked).to_text())?;
    std::fs::rename(staged, dir.join(OWNER))?;
    Ok(lock)
}

/// The run's private directories (mode 0700): the one calls go to now, and
/// the one they left when the first filled up. All go when it is dropped.
pub(super) struct RunDirs {
    dirs: Vec<tempfile::TempDir>,
    /// Each directory's lock, held while the run lives ([`claim`]).
    locks: Vec<std::fs::File>,
    fallback_root: Option<PathBuf>,
}

impl RunDirs {
    /// The run's directory in `roots.primary`.
    pub(super) fn new(roots: &CallRoots) -> io::Result<Self> {
        let mut dirs = RunDirs {
            dirs: Vec::new(),
            locks: Vec::new(),
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
            locks: Vec::new(),
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
        self.locks.push(claim(dir.path())?);
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
    /// another program), this run's again; returns whether it was gone.
    pub(super) fn restore(&mut self) -> io::Result<bool> {
        let dir = self.current().to_path_buf();
        if dir.exists() {
            return Ok(false);
        }
        match super::calldir::make_call_dir(&dir) {
            Err(e) if e.kind() != io::ErrorKind::AlreadyExists => return Err(e),
            _ => {}
        }
        let lock = claim(&dir)?;
        match self.locks.last_mut() {
            Some(last) => *last = lock,
            None => self.locks.push(lock),
        }
        Ok(true)
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
        // Let go first: on NFS the directory cannot go while its lock file
        // is open.
        self.locks.clear();
        let mut live = LIVE.lock().unwrap_or_else(|e| e.into_inner());
        live.retain(|d| self.dirs.iter().all(|ours| ours.path() != d));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn run_directories_are_known_by_their_names() {
        assert!(is_run_directory("reduce-run-4242-Ab3xYz"));
        for other in [
            "reduce-4242-Ab3xYz",
            "reduce-run-Ab3xYz",
            "reduce-replay-Ab3xYz",
            "reduce-run-4242-",
            "reduce-run--Ab3",
            "other-4242-Ab3",
        ] {
            assert!(!is_run_directory(other), "{other}");
        }
    }

    #[test]
    fn an_owner_reads_back_as_written() {
        let me = Owner::me(true);
        assert!(!me.boot.is_empty() && me.pid_namespace.starts_with("pid:"));
        assert_eq!(Owner::parse(&me.to_text()), Some(me));
        assert_eq!(Owner::parse("host a\nboot b\npid 7\n"), None);
        assert_eq!(
            Owner::parse("host a\nboot b\npid-namespace c\npid 7\n"),
            None
        );
    }

    /// A run directory named `name` in `root`, of `owner`, its lock held
    /// by the returned file when `live`.
    fn run_directory(root: &Path, name: &str, owner: &Owner, live: bool) -> Option<std::fs::File> {
        let dir = root.join(name);
        std::fs::create_dir(&dir).unwrap();
        std::fs::write(dir.join("bug.c"), "int x;").unwrap();
        std::fs::write(dir.join(OWNER), owner.to_text()).unwrap();
        let lock = std::fs::File::create(dir.join(LOCK)).unwrap();
        live.then(|| {
            assert!(try_lock(&lock).unwrap());
            lock
        })
    }

    #[test]
    fn only_runs_provably_dead_lose_their_directories() {
        let root = tempfile::tempdir().unwrap();
        let mut child = std::process::Command::new("true").spawn().unwrap();
        let dead = child.id() as libc::pid_t;
        child.wait().unwrap();
        let me = Owner::me(true);
        let dead_here = Owner {
            pid: dead,
            ..me.clone()
        };
        let elsewhere = Owner {
            host: "another-host".into(),
            boot: "another-machine".into(),
            ..dead_here.clone()
        };
        let before_restart = Owner {
            boot: "an-earlier-boot".into(),
            ..dead_here.clone()
        };
        let unlocked_alive = Owner {
            locked: false,
            ..me.clone()
        };
        let other_namespace = Owner {
            pid_namespace: "pid:[1]".into(),
            ..dead_here.clone()
        };
        let _held = [
            run_directory(root.path(), "reduce-run-1-dead", &dead_here, false),
            run_directory(root.path(), "reduce-run-1-host", &elsewhere, false),
            // Its pid means nothing here, but its lock is held: alive.
            run_directory(
                root.path(),
                "reduce-run-1-container",
                &other_namespace,
                true,
            ),
            run_directory(root.path(), "reduce-run-1-alive", &me, true),
            run_directory(root.path(), "reduce-run-1-rebooted", &before_restart, false),
            // It could not lock: its pid, alive, tells.
            run_directory(root.path(), "reduce-run-1-unlocked", &unlocked_alive, false),
        ];
        // Being made, or by an older reduce: no owner yet.
        std::fs::create_dir(root.path().join(format!("reduce-run-{dead}-new"))).unwrap();
        std::fs::create_dir(root.path().join("mine")).unwrap();
        remove_orphans(root.path());
        let mut left: Vec<String> = std::fs::read_dir(root.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        left.sort();
        let new = format!("reduce-run-{dead}-new");
        let mut expected = vec![
            "mine",
            "reduce-run-1-alive",
            "reduce-run-1-container",
            "reduce-run-1-host",
            "reduce-run-1-unlocked",
            &new,
        ];
        // A run of an earlier boot of this host is dead where no other
        // machine can mount the filesystem.
        if !only_this_machine_mounts(root.path()) {
            expected.insert(4, "reduce-run-1-rebooted");
        }
        assert_eq!(left, expected);
    }

    #[test]
    fn a_run_holds_its_directory_until_it_ends() {
        let root = tempfile::tempdir().unwrap();
        let roots = CallRoots {
            primary: root.path().to_path_buf(),
            fallback: None,
            passed_over: None,
        };
        let mut dirs = RunDirs::new(&roots).unwrap();
        let dir = dirs.current().to_path_buf();
        remove_orphans(root.path());
        assert!(dir.join(OWNER).exists(), "a live run's directory stays");
        // As after a SIGKILL: the directory stays, the lock goes.
        dirs.locks.clear();
        std::mem::take(&mut dirs.dirs).into_iter().for_each(|d| {
            let _ = d.keep();
        });
        remove_orphans(root.path());
        assert!(!dir.exists(), "a dead run's directory goes");
    }
}
