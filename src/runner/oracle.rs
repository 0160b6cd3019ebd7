//! One oracle call: a private directory holding the candidate under the
//! input's file name, the user's script in its own process group, a timeout
//! that takes the whole group down, and cancellation from another thread.

use std::fs;
use std::io;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::Mutex;
use std::time::{Duration, Instant};
use wait_timeout::ChildExt;

/// How the oracle is run: the same for every call of a run.
#[derive(Clone, Debug)]
pub struct OracleSpec {
    /// Absolute path of the user's script.
    pub program: PathBuf,
    /// The file name the candidate gets in the call's directory.
    pub file_name: std::ffi::OsString,
    /// Wall-clock limit of one call.
    pub timeout: Duration,
    /// Keep the call's stdout and stderr (for `--verbose`).
    pub capture_output: bool,
}

/// Time a process group gets between SIGTERM and SIGKILL.
const KILL_GRACE: Duration = Duration::from_millis(200);

/// What one call found out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The script exited with this status (0 = interesting).
    Exited(ExitStatus),
    /// The call ran past the timeout and was killed.
    TimedOut,
    /// The call was killed because its verdict was no longer needed.
    Cancelled,
}

impl Outcome {
    /// Exit 0 and only that is interesting.
    pub fn is_interesting(&self) -> bool {
        matches!(self, Outcome::Exited(s) if s.success())
    }

    /// A short description for messages: "exit status 1", "killed by signal 9", "timed out".
    pub fn describe(&self) -> String {
        match self {
            Outcome::Exited(s) => {
                match (s.code(), std::os::unix::process::ExitStatusExt::signal(s)) {
                    (Some(code), _) => format!("exit status {code}"),
                    (None, Some(sig)) => format!("killed by signal {sig}"),
                    _ => s.to_string(),
                }
            }
            Outcome::TimedOut => "timed out".to_owned(),
            Outcome::Cancelled => "cancelled".to_owned(),
        }
    }
}

/// The result of one call.
#[derive(Debug)]
pub struct CallResult {
    /// How the script ended.
    pub outcome: Outcome,
    /// Wall time the script ran.
    pub elapsed: Duration,
    /// Its stdout then stderr, when captured.
    pub output: Option<Vec<u8>>,
}

/// Lets another thread cancel a call: kills the call's process group.
#[derive(Debug, Default)]
pub struct CallControl {
    state: Mutex<ControlState>,
}

#[derive(Debug, Default)]
struct ControlState {
    pgid: Option<i32>,
    cancelled: bool,
}

impl CallControl {
    /// Kills the call's process group now (or as soon as it starts).
    pub fn cancel(&self) {
        let mut state = self.state.lock().unwrap_or_else(|e| e.into_inner());
        state.cancelled = true;
        if let Some(pgid) = state.pgid {
            signal_groups(&freeze_call(pgid), libc::SIGKILL);
        }
    }

    fn is_cancelled(&self) -> bool {
        self.state
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .cancelled
    }
}

/// Spawns `command`, retrying for a moment while the program is "text file
/// busy" (ETXTBSY): a script just written is briefly held open for writing
/// by any process another thread forked before it closed the file.
fn spawn_when_not_busy(command: &mut Command) -> io::Result<std::process::Child> {
    let mut tries = 0;
    loop {
        match command.spawn() {
            Err(e) if e.raw_os_error() == Some(libc::ETXTBSY) && tries < 50 => {
                tries += 1;
                std::thread::sleep(Duration::from_millis(10));
            }
            result => return result,
        }
    }
}

/// Runs the oracle once on `candidate` in the new directory `dir`, which is
/// removed afterwards. Captured output goes to `<dir>.out`, beside it, so the
/// oracle sees nothing but the candidate in its directory.
pub fn call(
    spec: &OracleSpec,
    dir: &Path,
    candidate: &[u8],
    control: &CallControl,
) -> io::Result<CallResult> {
    let result = call_in(spec, dir, candidate, control);
    if spec.capture_output {
        let _ = fs::remove_file(output_path(dir));
    }
    remove_call_dir(dir);
    result.map_err(|e| {
        io::Error::new(
            e.kind(),
            format!(
                "calling {} in {}: {e}",
                spec.program.display(),
                dir.display()
            ),
        )
    })
}

/// Removes a call's directory, first making writable any read-only
/// directory the oracle left in it. One that still resists is left to the
/// run directory's final cleanup rather than costing the call its verdict.
fn remove_call_dir(dir: &Path) {
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

/// Kept oracle output is cut at this size: enough to see why, never a memory hog.
const MAX_KEPT_OUTPUT: u64 = 1 << 20;

fn read_head(path: &Path) -> Vec<u8> {
    let mut head = Vec::new();
    if let Ok(file) = fs::File::open(path) {
        let _ = io::Read::read_to_end(&mut io::Read::take(file, MAX_KEPT_OUTPUT), &mut head);
    }
    head
}

fn output_path(dir: &Path) -> std::path::PathBuf {
    dir.with_extension("out")
}

fn call_in(
    spec: &OracleSpec,
    dir: &Path,
    candidate: &[u8],
    control: &CallControl,
) -> io::Result<CallResult> {
    std::os::unix::fs::DirBuilderExt::mode(&mut fs::DirBuilder::new(), 0o700).create(dir)?;
    let path = dir.join(&spec.file_name);
    fs::write(&path, candidate)?;
    if control.is_cancelled() {
        return Ok(CallResult {
            outcome: Outcome::Cancelled,
            elapsed: Duration::ZERO,
            output: None,
        });
    }
    let (stdout, stderr) = if spec.capture_output {
        let out = fs::File::create(output_path(dir))?;
        (Stdio::from(out.try_clone()?), Stdio::from(out))
    } else {
        (Stdio::null(), Stdio::null())
    };
    let started = Instant::now();
    let mut command = Command::new(&spec.program);
    command
        .arg(&path)
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(stdout)
        .stderr(stderr)
        .process_group(0);
    let mut child = spawn_when_not_busy(&mut command)?;
    let pgid = child.id() as i32;
    {
        let mut state = control.state.lock().unwrap_or_else(|e| e.into_inner());
        if state.cancelled {
            kill_group(pgid, libc::SIGKILL);
        }
        state.pgid = Some(pgid);
    }
    let waited = wait_with_timeout(&mut child, pgid, spec.timeout);
    let elapsed = started.elapsed();
    let cancelled = {
        let mut state = control.state.lock().unwrap_or_else(|e| e.into_inner());
        state.pgid = None;
        state.cancelled
    };
    // Whatever the script left running in its group (a daemon, a stuck
    // compiler) goes with it.
    kill_group(pgid, libc::SIGKILL);
    let outcome = match waited? {
        _ if cancelled => Outcome::Cancelled,
        Some(status) => Outcome::Exited(status),
        None => Outcome::TimedOut,
    };
    let output = if spec.capture_output {
        Some(read_head(&output_path(dir)))
    } else {
        None
    };
    Ok(CallResult {
        outcome,
        elapsed,
        output,
    })
}

/// Waits for the child; past the timeout, SIGTERM to the group, then SIGKILL
/// after a grace period. `None` means it timed out.
fn wait_with_timeout(
    child: &mut Child,
    pgid: i32,
    timeout: Duration,
) -> io::Result<Option<ExitStatus>> {
    if let Some(status) = child.wait_timeout(timeout)? {
        return Ok(Some(status));
    }
    let groups = freeze_call(pgid);
    signal_groups(&groups, libc::SIGTERM);
    // Stopped processes act on SIGTERM only once continued.
    signal_groups(&groups, libc::SIGCONT);
    let exited = child.wait_timeout(KILL_GRACE)?.is_some();
    // Whatever ignored SIGTERM, in any of the groups, goes now.
    signal_groups(&groups, libc::SIGKILL);
    if !exited {
        child.wait()?;
    }
    Ok(None)
}

/// Stops the call's own group (so it cannot start anything new) and returns
/// every process group of the call's process tree, to be signalled.
fn freeze_call(pgid: i32) -> Vec<i32> {
    kill_group(pgid, libc::SIGSTOP);
    call_groups(pgid)
}

/// The process groups of a running call: the leader's own and every group
/// its descendants moved to (GNU `timeout` puts its command in a group of its
/// own, out of reach of a plain `killpg`). Read from `/proc` while the leader
/// is still unreaped, so the parent links are intact. Never our own group.
fn call_groups(leader: i32) -> Vec<i32> {
    let mut processes = Vec::new();
    for entry in fs::read_dir("/proc").into_iter().flatten().flatten() {
        let Some(pid) = entry
            .file_name()
            .to_str()
            .and_then(|n| n.parse::<i32>().ok())
        else {
            continue;
        };
        let Ok(stat) = fs::read_to_string(format!("/proc/{pid}/stat")) else {
            continue;
        };
        // "pid (comm) state ppid pgrp ...": comm may hold anything but ')'.
        let Some((_, rest)) = stat.rsplit_once(')') else {
            continue;
        };
        let mut fields = rest.split_ascii_whitespace().skip(1).map(str::parse::<i32>);
        if let (Some(Ok(ppid)), Some(Ok(pgrp))) = (fields.next(), fields.next()) {
            processes.push((pid, ppid, pgrp));
        }
    }
    // SAFETY: getpgrp has no preconditions.
    let ours = unsafe { libc::getpgrp() };
    let mut tree = vec![leader];
    let mut groups = vec![leader];
    let mut next = 0;
    while next < tree.len() {
        let parent = tree[next];
        next += 1;
        for &(pid, ppid, pgrp) in &processes {
            if ppid == parent {
                tree.push(pid);
                if pgrp != ours && !groups.contains(&pgrp) {
                    groups.push(pgrp);
                }
            }
        }
    }
    groups
}

fn signal_groups(groups: &[i32], signal: i32) {
    for &pgid in groups {
        kill_group(pgid, signal);
    }
}

fn kill_group(pgid: i32, signal: i32) {
    // SAFETY: killpg has no memory-safety preconditions; a group that is gone
    // makes it fail with ESRCH, which is what we want to ignore.
    unsafe {
        libc::killpg(pgid, signal);
    }
}
