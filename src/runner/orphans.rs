//! What a call leaves behind once its leader is gone. `reduce` is the child
//! subreaper of everything its calls start (`PR_SET_CHILD_SUBREAPER`), so a
//! process whose parent exits (a daemon that forked twice, GNU `timeout`
//! with its command in a group of its own, `setsid`'s new session) becomes
//! a child of `reduce` instead of init's; and every process of a call
//! carries the call's mark in its environment ([`CALL_MARK`]). When a call
//! ends, the children of `reduce` that bear its mark go, with whatever
//! they started; at the end of the run, every child left goes.
//!
//! Invariant: only `reduce`'s own unreaped children are signalled (by pid)
//! and reaped here, so no pid can have been reused; a call's leader is
//! never touched: its own thread reaps it.

use std::fs;
use std::io;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Once, RwLock};

/// The environment variable that marks every process of a call with the
/// call's [`Mark`]: `<pid of reduce>.<call>`.
pub const CALL_MARK: &str = "REDUCE_CALL";

/// Held (shared) from a call's spawn until its leader is listed as
/// running, and (exclusive) while the children of `reduce` are looked
/// through, so that a leader that exits at once is never taken for an
/// orphan and reaped by the wrong thread.
pub(super) static SPAWNING: RwLock<()> = RwLock::new(());

/// Calls marked so far.
static MARKED: AtomicU64 = AtomicU64::new(0);

/// Makes `reduce` the reaper of every orphan its calls leave, once.
fn become_subreaper() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        // SAFETY: prctl with an integer option and argument; a kernel
        // without it (before 3.4) fails, and orphans then go to init as
        // before.
        unsafe {
            libc::prctl(libc::PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
        }
    });
}

/// One call's mark, the value of [`CALL_MARK`] in its processes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mark(String);

impl Mark {
    /// A new call's mark; the first makes `reduce` the subreaper.
    pub(super) fn new() -> Mark {
        become_subreaper();
        let call = MARKED.fetch_add(1, Ordering::Relaxed);
        Mark(format!("{}.{call}", std::process::id()))
    }

    /// The mark as the environment holds it.
    pub(super) fn value(&self) -> &str {
        &self.0
    }

    /// Whether `environ` (a `/proc/<pid>/environ`) holds this mark.
    fn is_in(&self, environ: &[u8]) -> bool {
        let wanted = format!("{CALL_MARK}={}", self.0);
        environ.split(|&b| b == 0).any(|v| v == wanted.as_bytes())
    }
}

/// Which of the children of `reduce` that no call leads go.
#[derive(Clone, Copy, Debug)]
pub(super) enum Leftovers<'a> {
    /// Those bearing this call's mark, and what they started.
    OfCall(&'a Mark),
    /// All of them: the run is over, or ends now.
    All,
}

/// Most rounds of [`end_leftovers`]: each round kills the children found
/// and reaps the ones dead, and their own children become ours for the
/// next. A round that finds one still dying waits [`ROUND_PAUSE`] first.
const MOST_ROUNDS: usize = 64;

/// The pause before a round while a child killed is not dead yet.
const ROUND_PAUSE: std::time::Duration = std::time::Duration::from_millis(1);

/// A task's flag in `/proc/<pid>/stat` while it exits (`PF_EXITING`): its
/// environment is gone already, and it is not a zombie yet.
const PF_EXITING: u64 = 0x4;

/// Kills the children of `reduce` that `which` names, but the `leaders`
/// of calls still running, and reaps them, round by round: each one's own
/// children then become ours and go in the next round, so a whole tree
/// goes, whatever groups and sessions it made. Reaps the exited children no
/// call leads on the way. Never waits for a process to die (one stuck in
/// the kernel is left after [`MOST_ROUNDS`]): it holds [`SPAWNING`], which
/// every call's start waits for. Returns how many processes it killed.
pub(super) fn end_leftovers(which: Leftovers, leaders: &dyn Fn() -> Vec<i32>) -> usize {
    let _alone = SPAWNING.write().unwrap_or_else(|e| e.into_inner());
    let leaders = leaders();
    let every_thread = matches!(which, Leftovers::All);
    let mut killed = Vec::new();
    for round in 0..MOST_ROUNDS {
        // Something happened that the next round must look at: a child
        // reaped, killed or still exiting.
        let mut moved = false;
        let mut dying = false;
        for pid in children(every_thread) {
            if leaders.contains(&pid) {
                continue;
            }
            let Some(ProcStat { state, flags, .. }) = proc_stat(pid) else {
                continue;
            };
            if state == 'Z' {
                // SAFETY: waitpid without blocking on a child of ours that
                // no call leads, so no other thread waits for it.
                unsafe {
                    libc::waitpid(pid, std::ptr::null_mut(), libc::WNOHANG);
                }
                moved = true;
                continue;
            }
            if killed.contains(&pid) {
                dying = true;
                continue;
            }
            if flags & PF_EXITING != 0 {
                // Its children become ours as it dies: look again.
                dying = true;
                continue;
            }
            let doomed = match which {
                Leftovers::All => true,
                Leftovers::OfCall(mark) => {
                    fs::read(format!("/proc/{pid}/environ")).is_ok_and(|env| mark.is_in(&env))
                }
            };
            if doomed {
                // SAFETY: kill on a child of ours that is not reaped yet,
                // so the pid is still its own.
                unsafe {
                    libc::kill(pid, libc::SIGKILL);
                }
                killed.push(pid);
                moved = true;
            }
        }
        if !moved && !dying {
            break;
        }
        if !moved && round + 1 < MOST_ROUNDS {
            std::thread::sleep(ROUND_PAUSE);
        }
    }
    killed.len()
}

/// What `/proc/<pid>/stat` says of a process, as far as supervision asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct ProcStat {
    /// Its state letter (`Z` for a zombie).
    pub(super) state: char,
    /// Its parent's pid.
    pub(super) ppid: i32,
    /// Its process group.
    pub(super) pgrp: i32,
    /// The kernel's flags (see [`PF_EXITING`]).
    pub(super) flags: u64,
}

/// What `/proc/<pid>/stat` says of `pid`, if it still runs or waits to be
/// reaped.
pub(super) fn proc_stat(pid: i32) -> Option<ProcStat> {
    let stat = fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // "pid (comm) state ppid pgrp session tty tpgid flags ...": comm may
    // hold anything but ')'.
    let (_, rest) = stat.rsplit_once(')')?;
    let mut fields = rest.split_ascii_whitespace();
    let state = fields.next()?.chars().next()?;
    let ppid = fields.next()?.parse().ok()?;
    let pgrp = fields.next()?.parse().ok()?;
    let flags = fields.nth(3)?.parse().ok()?;
    Some(ProcStat {
        state,
        ppid,
        pgrp,
        flags,
    })
}

/// Every process this user can see, with what its stat says.
pub(super) fn processes() -> Vec<(i32, ProcStat)> {
    (fs::read_dir("/proc").into_iter().flatten().flatten())
        .filter_map(|entry| entry.file_name().to_str()?.parse::<i32>().ok())
        .filter_map(|pid| Some((pid, proc_stat(pid)?)))
        .collect()
}

/// The children of `reduce` that may be orphans of its calls: those of
/// its first thread, which adopts every orphan (Linux 3.19 and later), and
/// of this thread, which spawned the call (earlier kernels give orphans to
/// the thread that spawned their ancestor); with `every_thread`, those of
/// every thread. Without the kernel's `children` lists, every process
/// whose parent is `reduce` (only for `every_thread`: those of other
/// threads may be other work's, which must not be reaped).
fn children(every_thread: bool) -> Vec<i32> {
    let me = std::process::id();
    let threads: Vec<String> = match every_thread {
        false => {
            // SAFETY: gettid has no preconditions.
            let this = unsafe { libc::gettid() };
            vec![me.to_string(), this.to_string()]
        }
        true => fs::read_dir("/proc/self/task")
            .into_iter()
            .flatten()
            .flatten()
            .filter_map(|e| e.file_name().into_string().ok())
            .collect(),
    };
    let mut pids = Vec::new();
    for thread in threads {
        match fs::read_to_string(format!("/proc/self/task/{thread}/children")) {
            Ok(list) => pids.extend(
                list.split_ascii_whitespace()
                    .filter_map(|p| p.parse::<i32>().ok()),
            ),
            Err(e) if e.kind() == io::ErrorKind::NotFound && thread == me.to_string() => {
                return match every_thread {
                    true => (processes().into_iter())
                        .filter(|(_, stat)| stat.ppid == me as i32)
                        .map(|(pid, _)| pid)
                        .collect(),
                    false => Vec::new(),
                };
            }
            Err(_) => {}
        }
    }
    pids.sort_unstable();
    pids.dedup();
    pids
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_process_s_stat_is_read_past_its_name() {
        let me = std::process::id() as i32;
        let stat = proc_stat(me).unwrap();
        assert!("RS".contains(stat.state), "{stat:?}");
        assert_eq!(stat.flags & PF_EXITING, 0);
        // SAFETY: getppid and getpgrp have no preconditions.
        let (ppid, pgrp) = unsafe { (libc::getppid(), libc::getpgrp()) };
        assert_eq!((stat.ppid, stat.pgrp), (ppid, pgrp));
        assert_eq!(proc_stat(-1), None);
        assert!(processes().iter().any(|&(pid, s)| pid == me && s == stat));
    }

    #[test]
    fn a_mark_is_found_only_as_a_whole_variable() {
        let mark = Mark("42.7".into());
        assert!(mark.is_in(b"PATH=/bin\0REDUCE_CALL=42.7\0HOME=/\0"));
        assert!(mark.is_in(b"REDUCE_CALL=42.7"));
        for other in [
            &b"REDUCE_CALL=42.70\0"[..],
            b"REDUCE_CALL=2.7\0",
            b"X_REDUCE_CALL=42.7\0",
            b"",
        ] {
            assert!(!mark.is_in(other), "{}", String::from_utf8_lossy(other));
        }
    }
}
