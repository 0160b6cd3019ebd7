//! Process supervision, for every process a call starts (an oracle, a
//! launcher, a generator): its own process group, a watch on its leader's
//! pidfd that never reaps it early, the groups of its process tree found in
//! `/proc` and signalled before the leader is reaped, what it left behind
//! once the leader is gone (see [`super::orphans`]), a timeout, and
//! cancellation from another thread; and the registry of live calls that a
//! second interrupt kills at once.

use super::orphans::{self, CALL_MARK, Leftovers, Mark};
use super::outcome::Outcome;
use std::io;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::os::unix::process::CommandExt;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, RwLockReadGuard};
use std::time::{Duration, Instant};

/// The leaders of the calls running now, unreaped (so their group ids are
/// still theirs), each with whether it must be asked to stop first (a
/// launcher), and whether [`kill_every_call`] has run. A call leaves the
/// list under the lock before its leader is reaped.
static LIVE_LEADERS: Mutex<(Vec<(i32, bool)>, bool)> = Mutex::new((Vec::new(), false));

/// Time launched calls get to stop their remote steps when `reduce` is
/// interrupted a second time and will not wait for the orderly stop.
const HURRY_GRACE: Duration = Duration::from_secs(2);

/// The leaders of the calls running now.
fn live_leaders() -> Vec<i32> {
    let live = LIVE_LEADERS.lock().unwrap_or_else(|e| e.into_inner());
    live.0.iter().map(|&(leader, _)| leader).collect()
}

/// Kills every process the calls of the run left behind, whatever group or
/// session they moved to, and reaps them: for the end of the run, when no
/// call runs. Returns how many.
pub fn kill_leftovers() -> usize {
    orphans::end_leftovers(Leftovers::All, &live_leaders)
}

/// Kills every process group of every running call, and every call started
/// after it as soon as it starts, then every process the calls left behind;
/// returns how many calls. Launched calls get SIGTERM first and up to
/// [`HURRY_GRACE`] to end (their launcher stops its remote step), the
/// others SIGKILL at once. For a second interrupt, when `reduce` exits
/// without waiting for its calls.
pub fn kill_every_call() -> usize {
    let (count, asked) = {
        let mut live = LIVE_LEADERS.lock().unwrap_or_else(|e| e.into_inner());
        live.1 = true;
        let mut asked = Vec::new();
        for &(leader, polite) in &live.0 {
            let groups = freeze_call(leader);
            if polite {
                ask_to_stop(&groups);
                asked.push(leader);
            } else {
                signal_groups(&groups, libc::SIGKILL);
            }
        }
        (live.0.len(), asked)
    };
    // The calls' own threads reap the leaders that end, and take them off
    // the list first.
    let deadline = Instant::now() + HURRY_GRACE;
    while !asked.is_empty() && Instant::now() < deadline {
        let live = LIVE_LEADERS.lock().unwrap_or_else(|e| e.into_inner());
        if live.0.iter().all(|(leader, _)| !asked.contains(leader)) {
            break;
        }
        drop(live);
        std::thread::sleep(Duration::from_millis(20));
    }
    {
        let live = LIVE_LEADERS.lock().unwrap_or_else(|e| e.into_inner());
        for &(leader, _) in &live.0 {
            signal_groups(&freeze_call(leader), libc::SIGKILL);
        }
    }
    // The leaders just killed are still listed (their threads reap them):
    // what they leave goes too, as they die and it becomes ours.
    for _ in 0..10 {
        orphans::end_leftovers(Leftovers::All, &live_leaders);
        if live_leaders().is_empty() {
            break;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    count
}

/// Lists a call's leader as running, and whether it must be asked to stop
/// first (killing it if [`kill_every_call`] has run).
fn leader_started(leader: i32, polite: bool) {
    let mut live = LIVE_LEADERS.lock().unwrap_or_else(|e| e.into_inner());
    live.0.push((leader, polite));
    if live.1 {
        signal_groups(&freeze_call(leader), libc::SIGKILL);
    }
}

/// Takes a call's leader off the list, before it is reaped.
fn leader_ending(leader: i32) {
    let mut live = LIVE_LEADERS.lock().unwrap_or_else(|e| e.into_inner());
    live.0.retain(|&(l, _)| l != leader);
}

/// How a call's processes are stopped before they end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stopping {
    /// Time between SIGTERM and SIGKILL.
    pub grace: Duration,
    /// Whether a cancelled call gets SIGTERM and the grace too, instead of
    /// SIGKILL at once: a launcher must be asked to stop its remote step
    /// (`srun` passes SIGTERM on), which SIGKILL would leave running.
    pub polite_cancel: bool,
}

impl Stopping {
    /// Calls run here: a timed-out call gets 200 ms to end after SIGTERM,
    /// a cancelled one is killed at once.
    pub const LOCAL: Stopping = Stopping {
        grace: KILL_GRACE,
        polite_cancel: false,
    };
}

/// Time a process group gets between SIGTERM and SIGKILL.
const KILL_GRACE: Duration = Duration::from_millis(200);

/// Lets another thread cancel a call. Cancelling only sets a flag and wakes
/// the call's own thread, which takes the call's process groups down: the
/// committing thread never scans `/proc`, and only the thread that reaps
/// the leader signals its groups, before reaping it, so no group id it
/// signals can belong to a process that reused the leader's pid.
#[derive(Debug)]
pub struct CallControl {
    cancelled: AtomicBool,
    /// An eventfd that becomes readable on cancel (the call's thread polls
    /// it beside the leader's pidfd).
    wake: OwnedFd,
}

impl CallControl {
    /// A control for one call.
    pub fn new() -> io::Result<Self> {
        // SAFETY: eventfd has no memory-safety preconditions.
        let fd = unsafe { libc::eventfd(0, libc::EFD_CLOEXEC | libc::EFD_NONBLOCK) };
        if fd < 0 {
            return Err(io::Error::last_os_error());
        }
        Ok(CallControl {
            cancelled: AtomicBool::new(false),
            // SAFETY: a new descriptor that nothing else owns.
            wake: unsafe { OwnedFd::from_raw_fd(fd) },
        })
    }

    /// Has the call killed now (or as soon as it starts).
    pub fn cancel(&self) {
        if self.cancelled.swap(true, Ordering::SeqCst) {
            return;
        }
        let one = 1u64.to_ne_bytes();
        // SAFETY: writes 8 bytes from a live buffer to our own eventfd; a
        // full counter (EAGAIN) still leaves it readable.
        unsafe {
            libc::write(self.wake.as_raw_fd(), one.as_ptr().cast(), one.len());
        }
    }

    /// Whether the call was cancelled.
    pub fn is_cancelled(&self) -> bool {
        self.cancelled.load(Ordering::SeqCst)
    }
}

/// Spawns `command`, retrying for a moment while the program is "text file
/// busy" (ETXTBSY: a script just written is briefly held open for writing
/// by any process another thread forked before it closed the file), and for
/// about a second while the system cannot fork (EAGAIN at a process limit,
/// ENOMEM), so that one refused fork does not end the run. Each attempt
/// holds [`orphans::SPAWNING`], and the one that spawns returns it held:
/// its leader must be listed before anything looks for orphans.
fn spawn_patiently(
    command: &mut Command,
) -> io::Result<(std::process::Child, RwLockReadGuard<'static, ()>)> {
    let (mut busy, mut refused) = (0, 0);
    loop {
        let spawning = orphans::SPAWNING.read().unwrap_or_else(|e| e.into_inner());
        let spawned = command.spawn();
        if let Ok(child) = spawned {
            return Ok((child, spawning));
        }
        drop(spawning);
        match spawned {
            Err(e) if e.raw_os_error() == Some(libc::ETXTBSY) && busy < 50 => {
                busy += 1;
                std::thread::sleep(Duration::from_millis(10));
            }
            Err(e)
                if matches!(e.raw_os_error(), Some(libc::EAGAIN | libc::ENOMEM)) && refused < 7 =>
            {
                std::thread::sleep(Duration::from_millis(10 << refused));
                refused += 1;
            }
            Err(e) => return Err(e),
            Ok(_) => unreachable!("returned above"),
        }
    }
}

/// Runs `command` (its standard input closed) in a process group of its
/// own until it exits, `timeout` passes (SIGTERM to every group of its
/// process tree, then SIGKILL after the grace of `stopping`) or `control`
/// cancels it (SIGKILL, or as at the timeout when `stopping` says so);
/// whatever it left running goes with it. How it ended, and how long it
/// ran. Every process a call starts, the oracle or a generator, runs
/// through here, marked as the call's (see [`super::orphans`]), and
/// every process it started goes with it, in whatever group or session it
/// put itself.
pub fn run_watched(
    command: &mut Command,
    timeout: Duration,
    stopping: Stopping,
    control: &CallControl,
) -> io::Result<(Outcome, Duration)> {
    let started = Instant::now();
    let mark = Mark::new();
    command
        .stdin(Stdio::null())
        .process_group(0)
        .env(CALL_MARK, mark.value());
    let (mut child, leader) = {
        let (child, _spawning) = spawn_patiently(command)?;
        let leader = child.id() as i32;
        leader_started(leader, stopping.polite_cancel);
        (child, leader)
    };
    let watch = ExitWatch::new(leader);
    let waited = watch.wait(Some(control), started + timeout);
    let elapsed = started.elapsed();
    // The leader is not reaped yet, so its group id is still ours.
    match waited {
        // Whatever the script left running in its group (a daemon, a
        // stuck compiler) goes with it.
        Ok(Waited::Exited) => kill_group(leader, libc::SIGKILL),
        Ok(Waited::TimedOut) => stop_politely(leader, &watch, stopping.grace),
        Ok(Waited::Cancelled) if stopping.polite_cancel => {
            stop_politely(leader, &watch, stopping.grace)
        }
        Ok(Waited::Cancelled) | Err(_) => signal_groups(&freeze_call(leader), libc::SIGKILL),
    }
    // Dead before the lock is taken: a leader stuck in the kernel must not
    // hold every other call's start.
    while !matches!(
        watch.wait(None, Instant::now() + HURRY_GRACE),
        Ok(Waited::Exited) | Err(_)
    ) {}
    let status = {
        let _reaping = orphans::SPAWNING.read().unwrap_or_else(|e| e.into_inner());
        leader_ending(leader);
        child.wait()
    };
    // What the call left running when its leader went (an orphan of a
    // group of its own, a daemon) is ours now, and goes.
    orphans::end_leftovers(Leftovers::OfCall(&mark), &live_leaders);
    let status = status?;
    let outcome = match waited? {
        _ if control.is_cancelled() => Outcome::Cancelled,
        Waited::Exited => Outcome::Exited(status),
        Waited::TimedOut => Outcome::TimedOut,
        Waited::Cancelled => Outcome::Cancelled,
    };
    Ok((outcome, elapsed))
}

/// [`run_watched`] for a command of our own (a trial of `reduce init`, a
/// formatter) that runs apart from any call: local, cancelled as soon as
/// the run is asked to stop (Ctrl-C).
pub fn run_interruptible(
    command: &mut Command,
    limit: Duration,
) -> io::Result<(Outcome, Duration)> {
    let control = CallControl::new()?;
    let done = std::sync::atomic::AtomicBool::new(false);
    std::thread::scope(|scope| {
        scope.spawn(|| {
            while !done.load(std::sync::atomic::Ordering::SeqCst) {
                if super::stop_requested() {
                    control.cancel();
                    return;
                }
                std::thread::sleep(Duration::from_millis(20));
            }
        });
        let ran = run_watched(command, limit, Stopping::LOCAL, &control);
        done.store(true, std::sync::atomic::Ordering::SeqCst);
        ran
    })
}

/// SIGTERM to every group of the call's process tree, `grace` for the
/// leader to exit, then SIGKILL to whatever is left.
fn stop_politely(leader: i32, watch: &ExitWatch, grace: Duration) {
    let groups = freeze_call(leader);
    ask_to_stop(&groups);
    let _ = watch.wait(None, Instant::now() + grace);
    // Whatever ignored SIGTERM, in any of the groups, goes now.
    signal_groups(&groups, libc::SIGKILL);
}

/// SIGTERM to the frozen `groups` of a call, then SIGCONT: stopped
/// processes act on SIGTERM only once continued.
fn ask_to_stop(groups: &[i32]) {
    signal_groups(groups, libc::SIGTERM);
    signal_groups(groups, libc::SIGCONT);
}

/// How waiting for a call's leader ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Waited {
    /// It exited; it is left unreaped (a zombie), holding its pid.
    Exited,
    /// The deadline came first.
    TimedOut,
    /// The call was cancelled first.
    Cancelled,
}

/// Waits for a child to exit without reaping it: on its pidfd where the
/// kernel has them (Linux 5.3), else by polling `waitid` with `WNOWAIT`.
struct ExitWatch {
    pid: i32,
    pidfd: Option<OwnedFd>,
}

impl ExitWatch {
    fn new(pid: i32) -> Self {
        // SAFETY: pidfd_open takes a pid and flags and returns a new
        // descriptor or -1.
        let fd = unsafe { libc::syscall(libc::SYS_pidfd_open, pid, 0) };
        let pidfd = i32::try_from(fd)
            .ok()
            .filter(|&fd| fd >= 0)
            // SAFETY: a new descriptor that nothing else owns.
            .map(|fd| unsafe { OwnedFd::from_raw_fd(fd) });
        ExitWatch { pid, pidfd }
    }

    /// Whether the child has exited, leaving it unreaped.
    fn exited(&self) -> io::Result<bool> {
        loop {
            // SAFETY: a zeroed siginfo_t is a valid out-parameter.
            let mut info: libc::siginfo_t = unsafe { std::mem::zeroed() };
            // SAFETY: waitid writes into `info` only.
            let r = unsafe {
                libc::waitid(
                    libc::P_PID,
                    self.pid as libc::id_t,
                    &mut info,
                    libc::WEXITED | libc::WNOWAIT | libc::WNOHANG,
                )
            };
            if r == 0 {
                // SAFETY: waitid filled `info` (si_pid stays 0 while the
                // child runs).
                return Ok(unsafe { info.si_pid() } != 0);
            }
            let e = io::Error::last_os_error();
            if e.kind() != io::ErrorKind::Interrupted {
                return Err(e);
            }
        }
    }

    /// Waits until the child exits, `control` (if any) is cancelled, or
    /// `deadline` passes, whichever is first.
    fn wait(&self, control: Option<&CallControl>, deadline: Instant) -> io::Result<Waited> {
        let mut nap = Duration::from_millis(1);
        loop {
            if self.exited()? {
                return Ok(Waited::Exited);
            }
            if control.is_some_and(CallControl::is_cancelled) {
                return Ok(Waited::Cancelled);
            }
            let now = Instant::now();
            if now >= deadline {
                return Ok(Waited::TimedOut);
            }
            let mut limit = deadline - now;
            if self.pidfd.is_none() {
                limit = limit.min(nap);
                nap = (nap * 2).min(Duration::from_millis(20));
            }
            let fd = |f: Option<&OwnedFd>| f.map_or(-1, AsRawFd::as_raw_fd);
            let mut fds = [
                libc::pollfd {
                    fd: fd(self.pidfd.as_ref()),
                    events: libc::POLLIN,
                    revents: 0,
                },
                libc::pollfd {
                    fd: fd(control.map(|c| &c.wake)),
                    events: libc::POLLIN,
                    revents: 0,
                },
            ];
            let millis = limit.as_micros().div_ceil(1000).min(i32::MAX as u128) as i32;
            // SAFETY: polls two live pollfd entries (negative fds are
            // ignored); an interrupted poll just loops.
            unsafe {
                libc::poll(fds.as_mut_ptr(), fds.len() as libc::nfds_t, millis);
            }
        }
    }
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
    let processes = orphans::processes();
    // SAFETY: getpgrp has no preconditions.
    let ours = unsafe { libc::getpgrp() };
    let mut tree = vec![leader];
    let mut groups = vec![leader];
    let mut next = 0;
    while next < tree.len() {
        let parent = tree[next];
        next += 1;
        for &(pid, stat) in &processes {
            if stat.ppid == parent {
                tree.push(pid);
                if stat.pgrp != ours && !groups.contains(&stat.pgrp) {
                    groups.push(stat.pgrp);
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
