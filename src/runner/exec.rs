//! The one executor of oracle calls, for the live engine and single
//! calls alike: a call starts in its own thread and answers on the
//! runner's channel; its result is judged once, here (a full directory,
//! a lost directory or a failed launch make it again; a cancelled call or
//! a stopping run give no verdict; anything else goes to the cache); and
//! calls are cancelled and reaped here.

use super::calls::{Call, Done, Serves};
use super::outcome::{CallResult, Outcome};
use super::supervise::CallControl;
use super::{Answer, Key, Runner, Stop, rundir, stop_requested};
use std::collections::HashMap;
use std::io;
use std::sync::{Arc, mpsc};
use std::time::{Duration, Instant};

/// How often a runner waiting for calls looks at the interrupt flag and
/// the deadline.
pub(super) const POLL: Duration = Duration::from_millis(50);

/// What [`Runner::judge`] made of a call that ended.
pub(super) enum Judged {
    /// No verdict: the call was cancelled, or the run stops.
    Nothing,
    /// It gave no verdict and was made again, as the call with this id.
    Again(u64),
    /// The oracle answered; the cache has the verdict. The call, and its
    /// result.
    Answered(Call, CallResult),
}

/// Why a call is made again.
enum Retry {
    /// Its run directory's filesystem was full, and calls moved on.
    Moved,
    /// An I/O error said a path was gone.
    Io,
    /// Its launch failed.
    Launch,
}

impl Runner {
    /// Starts a call on `bytes` (key `key`) in a thread of its own, which
    /// answers on the runner's channel; returns its id. The caller counts
    /// it. A call whose launches failed `failed_launches` times in a row
    /// before waits a moment first, in its thread.
    pub(super) fn launch(
        &mut self,
        key: Key,
        bytes: Arc<Vec<u8>>,
        capture_output: bool,
        (failed_launches, io_retries): (u32, u32),
        ahead: Option<Serves>,
    ) -> io::Result<u64> {
        let control = Arc::new(CallControl::new()?);
        let dir = self.new_call_dir();
        let id = self.next_call;
        if self.cache.get(key).is_none() {
            self.cache.start(key);
        }
        self.calls.running.insert(
            id,
            Call {
                key,
                bytes: Arc::clone(&bytes),
                control: Arc::clone(&control),
                cancelled: false,
                capture_output,
                failed_launches,
                io_retries,
                dir: dir.clone(),
                ahead,
            },
        );
        let oracle = Arc::clone(&self.settings.oracle);
        let tx = self.calls.tx.clone();
        std::thread::spawn(move || {
            if failed_launches > 0 {
                let until = Instant::now() + relaunch_delay(failed_launches);
                while Instant::now() < until && !control.is_cancelled() {
                    std::thread::sleep(Duration::from_millis(20));
                }
            }
            // A call cancelled while it waited ends before it starts.
            let result = oracle.call(&dir, &bytes, capture_output, &control);
            let _ = tx.send((id, result));
        });
        Ok(id)
    }

    /// The next call to end, within `wait`: first those set aside while
    /// single calls were waited for.
    pub(super) fn next_ended(&mut self, wait: Duration) -> Option<Done> {
        self.calls
            .set_aside
            .pop_front()
            .or_else(|| self.received(wait))
    }

    /// The next call to end, from the channel, within `wait`.
    fn received(&self, wait: Duration) -> Option<Done> {
        match self.calls.rx.recv_timeout(wait) {
            Ok(done) => Some(done),
            Err(mpsc::RecvTimeoutError::Timeout) => None,
            Err(mpsc::RecvTimeoutError::Disconnected) => unreachable!("the runner holds a sender"),
        }
    }

    /// Judges what call `id` gave, once: its verdict goes to the cache;
    /// a full or lost directory or a failed launch makes it again; a
    /// cancelled call, or one that ended while the run stops, gives none.
    pub(super) fn judge(&mut self, id: u64, result: io::Result<CallResult>) -> io::Result<Judged> {
        let call = (self.calls.running.remove(&id)).expect("every call is registered");
        if call.cancelled {
            return Ok(Judged::Nothing);
        }
        if stop_requested() {
            // SIGTERM to a whole process group or cgroup (a CI job stopped)
            // reaches the oracle too: what it answered while dying is no
            // verdict, and must not reach the cache or the --resume journal.
            self.cache.abandon(call.key);
            return Ok(Judged::Nothing);
        }
        let result = match result {
            Err(e) if self.moved_on_after(&e, &call.dir)? => return self.again(call, Retry::Moved),
            Err(e) if self.retry_after(&e, call.io_retries)? => {
                return self.again(call, Retry::Io);
            }
            result => result.inspect_err(|_| self.cache.abandon(call.key))?,
        };
        match self.launch_failed(&result.outcome, call.failed_launches) {
            Ok(true) => return self.again(call, Retry::Launch),
            Ok(false) => {}
            Err(e) => {
                self.cache.abandon(call.key);
                return Err(e);
            }
        }
        self.record_result(call.key, &result);
        Ok(Judged::Answered(call, result))
    }

    /// Makes `call`, which gave no verdict, again (unless the run stops);
    /// a call whose directory failed never reached the oracle, and counts
    /// once, where a failed launch counts again as it starts again.
    fn again(&mut self, mut call: Call, why: Retry) -> io::Result<Judged> {
        if self.stop_now().is_some() {
            // The run stops: nothing waits for a verdict any more, and a
            // call that never reached the oracle is not one.
            if !matches!(why, Retry::Launch) {
                self.stats.oracle_calls -= 1;
            }
            self.cache.abandon(call.key);
            return Ok(Judged::Nothing);
        }
        match why {
            Retry::Moved => {}
            Retry::Io => call.io_retries += 1,
            Retry::Launch => {
                call.failed_launches += 1;
                call.io_retries = 0;
                self.stats.oracle_calls += 1;
            }
        }
        let retries = (call.failed_launches, call.io_retries);
        let id = self.launch(
            call.key,
            call.bytes,
            call.capture_output,
            retries,
            call.ahead,
        )?;
        Ok(Judged::Again(id))
    }

    /// Calls the oracle on each of `batch` (bytes and key, each counted
    /// already), all at once, and waits for their answers, in order: a
    /// stop (interrupt, deadline) cancels them. Calls of a live run that
    /// end meanwhile are set aside for it.
    pub(super) fn call_batch(&mut self, batch: &[(&[u8], Key)]) -> io::Result<Vec<Answer>> {
        let mut waiting: HashMap<u64, usize> = HashMap::new();
        for (at, &(bytes, key)) in batch.iter().enumerate() {
            let id = self.launch(key, Arc::new(bytes.to_vec()), true, (0, 0), None)?;
            waiting.insert(id, at);
        }
        let mut answers: Vec<Option<Answer>> = batch.iter().map(|_| None).collect();
        let mut stop = None;
        while !waiting.is_empty() {
            if stop.is_none() {
                stop = self.stop_now();
                if stop.is_some() {
                    self.cancel_calls(|id, _| waiting.contains_key(&id));
                }
            }
            let wait = match self.settings.deadline {
                Some(deadline) => POLL.min(deadline.saturating_duration_since(Instant::now())),
                None => POLL,
            };
            let Some((id, result)) = self.received(wait.max(Duration::from_millis(1))) else {
                continue;
            };
            let Some(at) = waiting.remove(&id) else {
                self.calls.set_aside.push_back((id, result));
                continue;
            };
            answers[at] = Some(match self.judge(id, result)? {
                Judged::Again(again) => {
                    waiting.insert(again, at);
                    continue;
                }
                Judged::Nothing => {
                    let stop = stop.or_else(|| self.stop_now());
                    Answer::Stopped(stop.unwrap_or(Stop::Interrupted))
                }
                Judged::Answered(_, result) => {
                    if let Some(output) = &result.output {
                        self.keep_output(result.outcome.is_interesting(), output.clone());
                    }
                    Answer::Called(result)
                }
            });
        }
        Ok(answers
            .into_iter()
            .map(|a| a.expect("each one answered"))
            .collect())
    }

    /// Cancels the calls `which` picks by id and call (once each): their
    /// processes are killed, their keys forgotten.
    pub(super) fn cancel_calls(&mut self, which: impl Fn(u64, &Call) -> bool) {
        for (&id, call) in &mut self.calls.running {
            if !call.cancelled && which(id, call) {
                if call.ahead.is_some() {
                    self.ahead_keys.remove(&call.key);
                }
                call.cancelled = true;
                call.control.cancel();
                self.cache.abandon(call.key);
                self.stats.cancelled_calls += 1;
            }
        }
    }

    /// Cancels every call and waits for each to be reaped, so no process
    /// and no directory is left behind: calls started ahead that no test
    /// will use once the reduction's passes are done.
    pub fn end_calls(&mut self) {
        self.cancel_calls(|_, _| true);
        for (id, _) in std::mem::take(&mut self.calls.set_aside) {
            self.calls.running.remove(&id);
        }
        while !self.calls.running.is_empty() {
            match self.calls.rx.recv() {
                Ok((id, _)) => {
                    self.calls.running.remove(&id);
                }
                Err(_) => break,
            }
        }
    }

    /// After a call on a candidate whose launches had failed `failed`
    /// times before: whether its launch failed too, so that it must be
    /// made again (counted, and not as an oracle call: it was counted as
    /// one when it started), or an error that ends the run when that makes
    /// more failures in a row than `--launch-retries` allows.
    fn launch_failed(&mut self, outcome: &Outcome, failed: u32) -> io::Result<bool> {
        let Outcome::LaunchFailed(why) = outcome else {
            return Ok(false);
        };
        self.stats.launch_failures += 1;
        self.stats.oracle_calls -= 1;
        if failed >= self.settings.launch_retries {
            return Err(io::Error::other(format!(
                "{} launches of the oracle failed in a row (--launch-retries {}); the last: {why}. \
                 Check the launcher by hand, and that --work-dir is on a filesystem the machines \
                 running the calls share",
                failed + 1,
                self.settings.launch_retries
            )));
        }
        Ok(true)
    }

    /// After a call in `dir` found its directory's filesystem full: whether
    /// calls moved to the fallback root, where that call can run again
    /// (also when another call in flight beside it made the move first).
    fn moved_on_after(&mut self, e: &io::Error, dir: &std::path::Path) -> io::Result<bool> {
        if !rundir::is_full(e) {
            return Ok(false);
        }
        if !dir.starts_with(self.dirs.current()) {
            return Ok(true);
        }
        let Some(notice) = self.dirs.move_on()? else {
            return Ok(false);
        };
        self.notices.push(notice);
        Ok(true)
    }

    /// After a call failed with an I/O error that says a path is gone (a
    /// run directory that another program removed, as `/dev/shm` cleaners
    /// do): whether to make it again in a fresh directory, the run's
    /// directory made again if it is gone. A call is made again once; the
    /// same failure on its second try ends the run, as any I/O error does.
    /// The user hears of it once.
    fn retry_after(&mut self, e: &io::Error, earlier_retries: u32) -> io::Result<bool> {
        if e.kind() != io::ErrorKind::NotFound || earlier_retries > 0 {
            return Ok(false);
        }
        let restored = self.dirs.restore()?;
        if !self.retried_io {
            self.retried_io = true;
            self.notices.push(format!(
                "an oracle call failed ({e}){}; it was made again, as will be any other \
                 that fails so once",
                if restored {
                    "; its run directory was gone and is made again"
                } else {
                    ""
                }
            ));
        }
        Ok(true)
    }
}

/// How long a candidate whose launch failed `failed` times in a row waits
/// before its next launch: 0.25 s, doubling, at most 4 s.
fn relaunch_delay(failed: u32) -> Duration {
    Duration::from_millis(250 << failed.saturating_sub(1).min(4))
}
