//! SIGINT, SIGTERM and SIGHUP. The first asks the run to stop in order: no
//! new oracle calls, the running ones killed, the best result and the
//! `--resume` state kept, the summary printed, exit 130. Any later one
//! hurries that up when it is not fast enough for the user: every oracle
//! call's process groups are killed and the run's directories removed at
//! once (launched calls get SIGTERM and 2 s first, so that their launcher
//! stops its remote step), and `reduce` exits 130 without the summary. No
//! signal ever leaves an oracle process or a directory behind.

use crate::runner;
use std::io::Read;
use std::os::fd::{AsRawFd, FromRawFd, IntoRawFd, OwnedFd};
use std::sync::atomic::{AtomicI32, AtomicUsize, Ordering};

/// Stop signals received so far.
static RECEIVED: AtomicUsize = AtomicUsize::new(0);

/// The write end of the pipe that wakes the hurrying thread (-1 before
/// [`install`]).
static HURRY_PIPE: AtomicI32 = AtomicI32::new(-1);

extern "C" fn on_stop_signal(_: libc::c_int) {
    if RECEIVED.fetch_add(1, Ordering::SeqCst) == 0 {
        runner::request_stop();
        return;
    }
    let fd = HURRY_PIPE.load(Ordering::SeqCst);
    if fd >= 0 {
        // SAFETY: write(2) on our own pipe from a live byte is
        // async-signal-safe; a full pipe means the thread is already woken.
        unsafe {
            libc::write(fd, b"!".as_ptr().cast(), 1);
        }
    }
}

/// The pipe that wakes the hurrying thread: its read end, which blocks,
/// and its write end, which never does (a signal handler that blocked on a
/// full pipe would hang the thread it interrupted).
fn hurry_pipe() -> std::io::Result<(std::fs::File, OwnedFd)> {
    let mut fds = [0; 2];
    // SAFETY: pipe2 writes two descriptors into a live array.
    if unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC) } != 0 {
        return Err(std::io::Error::last_os_error());
    }
    // SAFETY: both ends are new, and only ours.
    let (read, write) = unsafe { (OwnedFd::from_raw_fd(fds[0]), OwnedFd::from_raw_fd(fds[1])) };
    // SAFETY: fcntl on a descriptor we own.
    if unsafe { libc::fcntl(write.as_raw_fd(), libc::F_SETFL, libc::O_NONBLOCK) } != 0 {
        return Err(std::io::Error::last_os_error());
    }
    Ok((std::fs::File::from(read), write))
}

/// Installs the handlers, and the thread that hurries the cleanup on a
/// second signal (a signal handler itself may do almost nothing).
pub fn install() -> std::io::Result<()> {
    let (mut wake, write) = hurry_pipe()?;
    // Kept open for the process's life: the handler writes to it.
    HURRY_PIPE.store(write.into_raw_fd(), Ordering::SeqCst);
    std::thread::Builder::new()
        .name("reduce-signals".into())
        .spawn(move || {
            let mut byte = [0u8];
            if wake.read_exact(&mut byte).is_ok() {
                let killed = runner::kill_everything_now();
                eprintln!(
                    "\nreduce: interrupted again: {killed} oracle call(s) killed, temporary \
                     directories removed; the output holds the best result so far"
                );
                std::process::exit(crate::error::ExitCode::Interrupted as i32);
            }
        })?;
    for signal in [libc::SIGINT, libc::SIGTERM, libc::SIGHUP] {
        // SAFETY: the handler only touches atomics and write(2), all
        // async-signal-safe; glibc's signal() keeps it installed.
        unsafe {
            libc::signal(signal, on_stop_signal as *const () as libc::sighandler_t);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_full_hurry_pipe_refuses_a_write_instead_of_blocking() {
        let (_read, write) = hurry_pipe().unwrap();
        let mut written = 0;
        loop {
            // SAFETY: write(2) of one live byte to our own pipe.
            let n = unsafe { libc::write(write.as_raw_fd(), b"!".as_ptr().cast(), 1) };
            if n < 0 {
                let e = std::io::Error::last_os_error();
                assert_eq!(e.kind(), std::io::ErrorKind::WouldBlock);
                break;
            }
            written += 1;
        }
        assert!(written >= 4096, "{written} bytes before it was full");
    }
}
