//! Speculative, in-order parallel testing (Hodován and Kiss, generalised to
//! every list algorithm): fill the job slots with what the algorithm would test
//! next if the pending tests all fail, and commit verdicts in proposal order.
//! The first interesting configuration wins; later calls are killed. So the
//! result is the same for every number of jobs.
//!
//! The candidates that fill the free job slots are prepared (rendered,
//! hashed, syntax-checked) as one batch on rayon's pool: on a megabyte input
//! that work, not the oracle, would otherwise set the pace, on one thread.

use super::ahead::LookAhead;
use super::cache::{Entry, key_of_kind};
use super::oracle::CallResult;
use super::supervise::CallControl;
use super::{Answer, Key, Runner, Stop, stop_requested};
use crate::algo::{Configuration, ListAlgorithm};
use crate::tree::Rendering;
use rayon::prelude::*;
use std::collections::{HashMap, VecDeque};
use std::io;
use std::sync::{Arc, mpsc};
use std::time::{Duration, Instant};

/// How often the runner looks at the interrupt flag and the deadline while
/// calls run.
const POLL: Duration = Duration::from_millis(50);

/// A look-ahead runs on the runner's thread, which commits and starts
/// nothing meanwhile: it is asked only while what it is expected to take
/// (what the last one took) is at most this share (1 / AHEAD_SHARE) of an
/// oracle call's mean time.
const AHEAD_SHARE: u32 = 4;

/// Each list algorithm that could not afford a look-ahead lowers the
/// expected cost by this factor, so that a cost measured on a larger input
/// is measured again in time.
const AHEAD_COST_DECAY: f64 = 0.8;

#[derive(PartialEq)]
enum State {
    Ready(bool),
    /// Admitted to the oracle, waiting for a job slot (slots go in order).
    Queued,
    Running(u64),
    /// The same bytes are being tested, or are queued to be, by another
    /// pending slot.
    Waiting,
}

struct Slot {
    config: Configuration,
    bytes: Arc<Vec<u8>>,
    key: Key,
    state: State,
    /// The oracle's output, when captured and this slot's call produced it.
    output: Option<Vec<u8>>,
}

pub(super) struct Call {
    key: Key,
    /// The candidate, to call again when its directory's filesystem was
    /// full or its launch failed.
    bytes: Arc<Vec<u8>>,
    control: Arc<CallControl>,
    cancelled: bool,
    /// Launches of this candidate that failed before this call.
    failed_launches: u32,
    /// Calls on this candidate that failed with an I/O error before this
    /// one (see [`super::Runner::retry_after`]).
    io_retries: u32,
    /// The call's directory (in the run's directory calls went to as it
    /// started).
    dir: std::path::PathBuf,
    /// Started for a candidate a later list algorithm will test (see
    /// [`LookAhead`]), not for a slot of the algorithm running.
    ahead: bool,
}

type Done = (u64, io::Result<CallResult>);

/// The oracle calls a runner has running, across the list algorithms it
/// drives: a call started ahead outlives the algorithm that started it.
pub(super) struct Calls {
    tx: mpsc::Sender<Done>,
    rx: mpsc::Receiver<Done>,
    running: HashMap<u64, Call>,
}

impl Default for Calls {
    fn default() -> Self {
        let (tx, rx) = mpsc::channel();
        Calls {
            tx,
            rx,
            running: HashMap::new(),
        }
    }
}

impl Runner {
    /// Cancels the calls `which` picks (once each): their processes are
    /// killed, their keys forgotten.
    pub(super) fn cancel_calls(&mut self, which: impl Fn(&Call) -> bool) {
        for call in self.calls.running.values_mut() {
            if !call.cancelled && which(call) {
                if call.ahead {
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
        self.cancel_calls(|_| true);
        while !self.calls.running.is_empty() {
            match self.calls.rx.recv() {
                Ok((id, _)) => {
                    self.calls.running.remove(&id);
                }
                Err(_) => break,
            }
        }
    }
}

/// How [`run_algorithm`] turns configurations into candidates: shared by
/// the threads that prepare several candidates at once.
pub trait Render: Sync {
    /// The candidate of a configuration, and where it differs from the
    /// source the configurations are of (for an incremental syntax check;
    /// may be left empty where `admissible` does not use it).
    fn render(&self, config: &Configuration) -> Rendering;
    /// Whether a candidate not seen before may go to the oracle; one that
    /// may not (e.g. its syntax is broken) counts as uninteresting without
    /// a call.
    fn admissible(&self, candidate: &Rendering) -> bool;
}

/// When [`AlgorithmRun::drive`] asks its session's [`LookAhead`] for
/// candidates again.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Ahead {
    /// Not since the path ahead last changed (an interesting verdict).
    Unasked,
    /// It found as many as there were free slots: there may be more.
    Capped,
    /// It found all there are until a verdict changes the path ahead.
    Complete,
}

impl Ahead {
    fn worth_asking(self) -> bool {
        self != Ahead::Complete
    }
}

/// Who hears of [`run_algorithm`]'s verdicts, on the runner's thread.
pub trait Session {
    /// A configuration was committed as interesting (in proposal order).
    fn interesting(
        &mut self,
        config: &Configuration,
        bytes: &[u8],
        runner: &Runner,
    ) -> io::Result<()>;
    /// A verdict was committed (after `interesting`, for an interesting one).
    fn committed(&mut self, runner: &Runner);
    /// What finds the candidates the reduction tests once this algorithm
    /// ends, to fill job slots its own tests leave free; none by default.
    fn look_ahead(&self) -> Option<&dyn LookAhead> {
        None
    }
}

/// Runs `algo` to its end (or to a stop) with the oracle, rendering through
/// `render` and reporting through `session`. Returns why it stopped early,
/// or `None` when the algorithm finished.
pub fn run_algorithm(
    runner: &mut Runner,
    algo: &mut dyn ListAlgorithm,
    render: &dyn Render,
    session: &mut dyn Session,
) -> io::Result<Option<Stop>> {
    if runner.dry.is_some() {
        return super::ahead::dry_drive(runner, algo, render, session);
    }
    let mut algorithm_run = AlgorithmRun {
        runner,
        pending: VecDeque::new(),
        ahead_queue: VecDeque::new(),
    };
    // Dropping the run (here, or while a panic unwinds) kills and waits
    // for its calls still running; calls started ahead run on.
    let ended = algorithm_run.drive(algo, render, session);
    if !matches!(ended, Ok(None)) {
        // The reduction stops: what was started ahead is of no use.
        algorithm_run.runner.cancel_calls(|_| true);
    }
    ended
}

/// One list algorithm run to its end through the runner: the calls in
/// flight and the verdicts waiting to be committed in order.
struct AlgorithmRun<'r> {
    runner: &'r mut Runner,
    pending: VecDeque<Slot>,
    /// Candidates a look-ahead found, to start as job slots free.
    ahead_queue: VecDeque<(Key, Arc<Vec<u8>>)>,
}

impl Drop for AlgorithmRun<'_> {
    fn drop(&mut self) {
        self.runner.cancel_calls(|call| !call.ahead);
        self.drain_cancelled();
    }
}

impl AlgorithmRun<'_> {
    /// `--verify`: calls the oracle once more on bytes about to be committed
    /// as interesting (unless an earlier run of the same reduction did).
    /// A second "not interesting" keeps them out, and the cache learns the
    /// new verdict; a run out of budget cannot tell, and stops.
    fn recheck(&mut self, key: Key, bytes: &[u8]) -> io::Result<Result<bool, Stop>> {
        if self.runner.cache.is_verified(key) {
            return Ok(Ok(true));
        }
        let answer = self.runner.verdict_of(bytes, true)?;
        if let Answer::Stopped(stop) = answer {
            return Ok(Err(stop));
        }
        let confirmed = answer.is_interesting();
        if confirmed {
            self.runner.cache.verified(key);
        } else {
            self.runner.stats.verify_failures += 1;
        }
        Ok(Ok(confirmed))
    }

    fn drive(
        &mut self,
        algo: &mut dyn ListAlgorithm,
        render: &dyn Render,
        session: &mut dyn Session,
    ) -> io::Result<Option<Stop>> {
        let jobs = self.runner.settings.jobs.max(1);
        let max_pending = 2 * jobs + 8;
        let mut lookahead = algo.clone_box();
        let mut exhausted = false;
        let mut out_of_calls = false;
        let mut ahead = Ahead::Unasked;
        loop {
            // Commit, in order, every verdict at the front.
            while let Some(State::Ready(verdict)) = self.pending.front().map(|s| &s.state) {
                let mut verdict = *verdict;
                let slot = self.pending.pop_front().expect("front exists");
                if verdict && self.runner.settings.verify {
                    verdict = match self.recheck(slot.key, &slot.bytes)? {
                        Ok(confirmed) => confirmed,
                        Err(stop) => return Ok(Some(stop)),
                    };
                    if !verdict {
                        // Other pending slots of the same bytes took the
                        // first answer; the second one stands for them too.
                        for other in &mut self.pending {
                            if other.key == slot.key {
                                other.state = State::Ready(false);
                            }
                        }
                    }
                }
                if algo.next_test().as_ref() != Some(&slot.config) {
                    return Err(io::Error::other(
                        "internal error: the list algorithm's next test is not the one \
                         tested ahead for it, so its verdict cannot be committed; \
                         please report this with the input and options",
                    ));
                }
                algo.record(verdict);
                self.runner.stats.algo_tests += 1;
                self.runner.trail.push(verdict);
                if self.runner.ahead_keys.remove(&slot.key) {
                    self.runner.stats.calls_ahead_used += 1;
                }
                if let Some(output) = slot.output {
                    self.runner.keep_output(verdict, output);
                }
                if verdict {
                    session.interesting(&slot.config, &slot.bytes, self.runner)?;
                    // Everything tested ahead assumed this would fail.
                    self.runner.cancel_calls(|_| true);
                    self.pending.clear();
                    self.ahead_queue.clear();
                    ahead = Ahead::Unasked;
                    lookahead = algo.clone_box();
                    exhausted = false;
                    out_of_calls = false;
                }
                session.committed(self.runner);
            }
            if let Some(stop) = self.runner.stop_now() {
                return Ok(Some(stop));
            }
            out_of_calls |= self.start_queued(jobs)?;
            self.start_ahead(jobs)?;
            // Speculate: what would be tested next if everything pending
            // fails, for the job slots no call and no queued candidate
            // holds. Candidates prepared ahead of free slots, while calls
            // run, cost more than they saved on the 4 MB file of `#include
            // <bits/stdc++.h>` with a grep oracle at -j 2 (11.2 s and 9.5 s
            // with 2 and 1 more, 9.2 s with none): an interesting verdict
            // throws them away.
            let held = self.live_calls() + self.queued();
            if !exhausted && !out_of_calls && held < jobs && self.pending.len() < max_pending {
                if !self.runner.call_budget_left() {
                    out_of_calls = true;
                    continue;
                }
                let want = (jobs - held).min(max_pending - self.pending.len());
                let mut configs = Vec::with_capacity(want);
                while configs.len() < want {
                    let Some(config) = lookahead.next_test() else {
                        exhausted = true;
                        break;
                    };
                    lookahead.record(false);
                    configs.push(config);
                }
                self.prepare(configs, render);
                continue;
            }
            // This algorithm has nothing more to test, but waits for
            // verdicts: fill the free slots with what the reduction tests
            // after it.
            if exhausted
                && !out_of_calls
                && held < jobs
                && !self.pending.is_empty()
                && self.ahead_queue.is_empty()
                && self.ahead_running() < self.runner.settings.look_ahead
                && ahead.worth_asking()
            {
                match session.look_ahead() {
                    Some(look_ahead) if self.ahead_affordable() => {
                        let want = jobs.min(self.runner.settings.look_ahead);
                        ahead = self.look_ahead(look_ahead, want);
                        continue;
                    }
                    // Asked once a call has answered, to know what one
                    // costs.
                    Some(_) if self.runner.answers == 0 => {}
                    Some(_) => {
                        self.runner.ahead_cost = self.runner.ahead_cost.mul_f64(AHEAD_COST_DECAY);
                        ahead = Ahead::Complete;
                    }
                    None => ahead = Ahead::Complete,
                }
            }
            if matches!(
                self.pending.front().map(|s| &s.state),
                Some(State::Ready(_))
            ) {
                continue;
            }
            if self.pending.is_empty() {
                if exhausted {
                    return Ok(None);
                }
                if out_of_calls {
                    return Ok(Some(Stop::TestLimit));
                }
            }
            match self.runner.calls.rx.recv_timeout(POLL) {
                Ok((id, result)) => {
                    if self.finished(id, result)? == Some(true) {
                        // The reduction's path ahead may have changed.
                        self.ahead_queue.clear();
                        ahead = Ahead::Unasked;
                    }
                }
                Err(mpsc::RecvTimeoutError::Timeout) => {}
                Err(mpsc::RecvTimeoutError::Disconnected) => {
                    unreachable!("the run holds a sender")
                }
            }
        }
    }

    /// Renders, hashes and checks `configs` (on the pool, where there are
    /// several) and appends them to the pending slots in order: known
    /// bytes take their verdict from the cache, bytes also pending wait
    /// for that slot's call, bytes the check refuses are answered "not
    /// interesting", the rest are queued for a job slot.
    fn prepare(&mut self, configs: Vec<Configuration>, render: &dyn Render) {
        let kind = self.runner.candidate_kind;
        let rendered: Vec<(Rendering, Key)> = on_pool(&configs, |config| {
            let rendering = render.render(config);
            let key = key_of_kind(&rendering.bytes, kind);
            (rendering, key)
        });
        // The first of each key neither the cache nor a queued slot knows
        // is checked; the others with its key take its answer.
        let mut seen = std::collections::HashSet::new();
        let unknown: Vec<usize> = (0..rendered.len())
            .filter(|&i| {
                let key = rendered[i].1;
                self.runner.cache.get(key).is_none()
                    && !self.pending.iter().any(|s| s.key == key)
                    && seen.insert(key)
            })
            .collect();
        let admissible = on_pool(&unknown, |&i| render.admissible(&rendered[i].0));
        let admitted: HashMap<Key, bool> = unknown
            .iter()
            .map(|&i| rendered[i].1)
            .zip(admissible)
            .collect();
        for (config, (rendering, key)) in configs.into_iter().zip(rendered) {
            let state = match self.runner.cache.get(key) {
                Some(Entry::Known(verdict)) => {
                    self.runner.stats.cache_hits += 1;
                    State::Ready(verdict.is_interesting())
                }
                Some(Entry::Refused) => {
                    if self.runner.ahead_refused.remove(&key) {
                        self.runner.stats.rejected_before_oracle += 1;
                    } else {
                        self.runner.stats.cache_hits += 1;
                    }
                    State::Ready(false)
                }
                Some(Entry::InFlight) => {
                    self.runner.stats.cache_hits += 1;
                    State::Waiting
                }
                None => match admitted.get(&key) {
                    Some(true) if self.pending.iter().all(|s| s.key != key) => State::Queued,
                    Some(false) => {
                        self.runner.stats.rejected_before_oracle += 1;
                        self.runner.cache.refuse(key);
                        State::Ready(false)
                    }
                    _ => {
                        self.runner.stats.cache_hits += 1;
                        State::Waiting
                    }
                },
            };
            self.pending.push_back(Slot {
                config,
                bytes: Arc::new(rendering.bytes),
                key,
                state,
                output: None,
            });
        }
    }

    /// Starts the queued slots, in order, while fewer than `jobs` calls
    /// run. Returns whether the call budget ran out first: the slots from
    /// the first that could not start on are dropped.
    fn start_queued(&mut self, jobs: usize) -> io::Result<bool> {
        while self.live_calls() < jobs {
            let Some(at) = self.pending.iter().position(|s| s.state == State::Queued) else {
                break;
            };
            if !self.runner.call_budget_left() {
                self.pending.truncate(at);
                return Ok(true);
            }
            let (key, bytes) = (self.pending[at].key, Arc::clone(&self.pending[at].bytes));
            self.pending[at].state = State::Running(self.start(key, bytes, 0, 0, false)?);
        }
        Ok(false)
    }

    /// Slots admitted and waiting for a job slot.
    fn queued(&self) -> usize {
        self.pending
            .iter()
            .filter(|s| s.state == State::Queued)
            .count()
    }

    /// Calls whose processes may still run: cancelled ones count until
    /// their thread has reaped them, so `-j` is a hard cap.
    fn live_calls(&self) -> usize {
        self.runner.calls.running.len()
    }

    /// Calls started ahead that still run (and are not cancelled).
    fn ahead_running(&self) -> usize {
        let running = self.runner.calls.running.values();
        running.filter(|c| c.ahead && !c.cancelled).count()
    }

    /// Whether a look-ahead is cheap beside an oracle call (see
    /// [`AHEAD_SHARE`]).
    fn ahead_affordable(&self) -> bool {
        let runner = &self.runner;
        runner.answers > 0
            && runner.ahead_cost * AHEAD_SHARE
                <= runner.stats.oracle_time.div_f64(runner.answers as f64)
    }

    /// Asks `look_ahead` for `want` candidates, queues those neither known
    /// nor pending to start as slots free, and notes the refusals it
    /// found; returns when to ask it again.
    fn look_ahead(&mut self, look_ahead: &dyn LookAhead, want: usize) -> Ahead {
        let pending: std::collections::HashSet<Key> = self.pending.iter().map(|s| s.key).collect();
        let started = Instant::now();
        let found = look_ahead.candidates(self.runner, pending, want);
        self.runner.ahead_cost = started.elapsed();
        for key in found.refused {
            // Counted as rejected when a test meets it.
            self.runner.ahead_refused.insert(key);
            self.runner.cache.refuse(key);
        }
        let complete = found.candidates.len() < want;
        self.ahead_queue.extend(found.candidates);
        if complete {
            Ahead::Complete
        } else {
            Ahead::Capped
        }
    }

    /// Starts the candidates found ahead, in order, while job slots are
    /// free after this algorithm's own queued tests.
    fn start_ahead(&mut self, jobs: usize) -> io::Result<()> {
        while self.live_calls() + self.queued() < jobs
            && self.ahead_running() < self.runner.settings.look_ahead
            && self.runner.call_budget_left()
        {
            let Some((key, bytes)) = self.ahead_queue.pop_front() else {
                break;
            };
            if self.runner.cache.get(key).is_none() && self.pending.iter().all(|s| s.key != key) {
                self.runner.stats.calls_ahead += 1;
                self.runner.ahead_keys.insert(key);
                self.start(key, bytes, 0, 0, true)?;
            }
        }
        Ok(())
    }

    /// Starts a call on `bytes`, whose launches failed `failed_launches`
    /// times in a row before (it then waits a moment first, in its thread).
    fn start(
        &mut self,
        key: Key,
        bytes: Arc<Vec<u8>>,
        failed_launches: u32,
        io_retries: u32,
        ahead: bool,
    ) -> io::Result<u64> {
        let control = Arc::new(CallControl::new()?);
        let dir = self.runner.new_call_dir();
        let id = self.runner.next_call;
        self.runner.stats.oracle_calls += 1;
        self.runner.cache.start(key);
        self.runner.calls.running.insert(
            id,
            Call {
                key,
                bytes: Arc::clone(&bytes),
                control: Arc::clone(&control),
                cancelled: false,
                failed_launches,
                io_retries,
                dir: dir.clone(),
                ahead,
            },
        );
        let oracle = Arc::clone(&self.runner.settings.oracle);
        let capture_output = self.runner.settings.capture_output;
        let tx = self.runner.calls.tx.clone();
        std::thread::spawn(move || {
            if failed_launches > 0 {
                let until = Instant::now() + super::relaunch_delay(failed_launches);
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

    /// Takes the result of call `id`: its verdict goes to the cache and
    /// to the slots that wait for it. Returns the verdict, if it gave one.
    fn finished(&mut self, id: u64, result: io::Result<CallResult>) -> io::Result<Option<bool>> {
        let call = self
            .runner
            .calls
            .running
            .remove(&id)
            .expect("every call is registered");
        if call.cancelled {
            return Ok(None);
        }
        if stop_requested() {
            // SIGTERM to a whole process group or cgroup (a CI job stopped)
            // reaches the oracle too: what it answered while dying is no
            // verdict, and must not reach the cache or the --resume journal.
            self.runner.cache.abandon(call.key);
            return Ok(None);
        }
        let mut result = match result {
            Err(e) if self.runner.moved_on_after(&e, &call.dir)? => {
                // The call never reached the oracle: it runs again where
                // there is room, and counts once.
                self.runner.stats.oracle_calls -= 1;
                let (failed_launches, io_retries) = (call.failed_launches, call.io_retries);
                return self
                    .again(id, call, failed_launches, io_retries)
                    .map(|()| None);
            }
            Err(e) if self.runner.retry_after(&e, call.io_retries)? => {
                // Made again in a fresh directory, and counted once.
                self.runner.stats.oracle_calls -= 1;
                let (failed_launches, io_retries) = (call.failed_launches, call.io_retries + 1);
                return self
                    .again(id, call, failed_launches, io_retries)
                    .map(|()| None);
            }
            result => result.inspect_err(|_| self.runner.cache.abandon(call.key))?,
        };
        match self
            .runner
            .launch_failed(&result.outcome, call.failed_launches)
        {
            // No verdict: the call is made again (and counted then).
            Ok(true) => {
                let failed_launches = call.failed_launches + 1;
                return self.again(id, call, failed_launches, 0).map(|()| None);
            }
            Ok(false) => {}
            Err(e) => {
                self.runner.cache.abandon(call.key);
                return Err(e);
            }
        }
        self.runner.record_result(call.key, &result);
        let verdict = result.outcome.is_interesting();
        for slot in &mut self.pending {
            match slot.state {
                State::Running(running) if running == id => slot.output = result.output.take(),
                State::Waiting if slot.key == call.key => {}
                _ => continue,
            }
            slot.state = State::Ready(verdict);
        }
        Ok(Some(verdict))
    }

    /// Makes the call `id`, which gave no verdict, again, as one after
    /// `failed_launches` failed launches; the candidates that waited for it
    /// wait for the new one.
    fn again(
        &mut self,
        id: u64,
        call: Call,
        failed_launches: u32,
        io_retries: u32,
    ) -> io::Result<()> {
        if self.runner.stop_now().is_some() {
            // The run stops: nothing waits for a verdict any more.
            self.runner.cache.abandon(call.key);
            return Ok(());
        }
        let again = self.start(
            call.key,
            call.bytes,
            failed_launches,
            io_retries,
            call.ahead,
        )?;
        for slot in &mut self.pending {
            if slot.state == State::Running(id) {
                slot.state = State::Running(again);
            }
        }
        Ok(())
    }

    /// Waits for every cancelled call to be reaped; calls started ahead
    /// that finish meanwhile give their verdicts to the cache.
    fn drain_cancelled(&mut self) {
        while self.runner.calls.running.values().any(|c| c.cancelled) {
            match self.runner.calls.rx.recv() {
                Ok((id, result)) => {
                    let key = self.runner.calls.running.get(&id).map(|c| c.key);
                    if self.finished(id, result).is_err()
                        && let Some(key) = key
                    {
                        // An ahead call that failed without a verdict:
                        // the slot that needs its bytes calls them again.
                        self.runner.cache.abandon(key);
                    }
                }
                Err(_) => break,
            }
        }
    }
}

/// `f` of each of `items`, in order: on rayon's pool when there are
/// several, else here (a batch of one is most of them on small inputs).
fn on_pool<T: Sync, R: Send>(items: &[T], f: impl Fn(&T) -> R + Sync + Send) -> Vec<R> {
    if items.len() < 2 {
        return items.iter().map(f).collect();
    }
    items.par_iter().map(f).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::algo::{AlgoKind, AlgoOptions, DdminOrder, ListAlgorithm, run_in_process, start};
    use crate::runner::{OracleSpec, RunnerSettings};
    use std::os::unix::fs::PermissionsExt;
    use std::time::Duration;

    /// The numbers a configuration keeps, one per line.
    fn lines_of(config: &Configuration) -> Rendering {
        let bytes = config
            .iter()
            .map(|i| format!("{i}\n"))
            .collect::<String>()
            .into_bytes();
        Rendering {
            bytes,
            changes: Vec::new(),
        }
    }

    /// Items are the numbers 0..n, one per line.
    struct Numbers;

    impl Render for Numbers {
        fn render(&self, config: &Configuration) -> Rendering {
            lines_of(config)
        }
        fn admissible(&self, candidate: &Rendering) -> bool {
            // Candidates without 17 are refused before the oracle.
            candidate
                .bytes
                .split(|&b| b == b'\n')
                .any(|line| line == b"17")
        }
    }

    /// Hears of verdicts and does nothing.
    struct Quiet;

    impl Session for Quiet {
        fn interesting(&mut self, _: &Configuration, _: &[u8], _: &Runner) -> io::Result<()> {
            Ok(())
        }
        fn committed(&mut self, _: &Runner) {}
    }

    /// Answers in-process, from the candidate's bytes: the runner's tests
    /// go through the same calls as the user's script, without processes.
    struct InProcess<F>(F);

    impl<F> std::fmt::Debug for InProcess<F> {
        fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            f.write_str("InProcess")
        }
    }

    impl<F: Fn(&[usize]) -> bool + Send + Sync> crate::runner::Oracle for InProcess<F> {
        fn call(
            &self,
            _: &std::path::Path,
            candidate: &[u8],
            _: bool,
            control: &CallControl,
        ) -> io::Result<CallResult> {
            use std::os::unix::process::ExitStatusExt;
            let outcome = if control.is_cancelled() {
                crate::runner::Outcome::Cancelled
            } else {
                let indices: Vec<usize> = std::str::from_utf8(candidate)
                    .unwrap()
                    .lines()
                    .map(|l| l.parse().unwrap())
                    .collect();
                let code = if (self.0)(&indices) { 0 } else { 1 };
                crate::runner::Outcome::Exited(std::process::ExitStatus::from_raw(code << 8))
            };
            Ok(CallResult {
                outcome,
                elapsed: Duration::ZERO,
                output: None,
            })
        }
    }

    /// Items are the numbers 0..n, one per line; all go to the oracle.
    struct Lines;

    impl Render for Lines {
        fn render(&self, config: &Configuration) -> Rendering {
            lines_of(config)
        }
        fn admissible(&self, _: &Rendering) -> bool {
            true
        }
    }

    /// Runs `algo` through a runner with `jobs` calls at once and an
    /// in-process oracle; the result and the verdicts committed.
    fn through_the_runner(
        algo: &mut dyn ListAlgorithm,
        jobs: usize,
        oracle: impl Fn(&[usize]) -> bool + Send + Sync + 'static,
        root: &std::path::Path,
    ) -> (Configuration, u64) {
        let mut runner = Runner::new(settings(Arc::new(InProcess(oracle)), jobs, root)).unwrap();
        assert_eq!(
            run_algorithm(&mut runner, algo, &Lines, &mut Quiet).unwrap(),
            None
        );
        (algo.current().clone(), runner.stats().algo_tests)
    }

    /// On random lists with random monotone properties, every algorithm
    /// run through the runner at any job count commits exactly the
    /// verdicts of its sequential run, and ends where that run ends.
    /// Proposes the given configurations in order, whatever the verdicts.
    #[derive(Clone)]
    struct Fixed {
        tests: Vec<Configuration>,
        at: usize,
        none: Configuration,
    }

    impl Fixed {
        fn new(tests: &[&[usize]]) -> Fixed {
            Fixed {
                tests: tests.iter().map(|t| t.to_vec()).collect(),
                at: 0,
                none: Vec::new(),
            }
        }
    }

    impl ListAlgorithm for Fixed {
        fn next_test(&mut self) -> Option<Configuration> {
            self.tests.get(self.at).cloned()
        }
        fn record(&mut self, _: bool) {
            self.at += 1;
        }
        fn current(&self) -> &Configuration {
            &self.none
        }
    }

    /// An oracle that records every candidate it is called on. The
    /// candidate `9` answers only once a call on `2` started (or after 3
    /// s); `3` answers only when cancelled (or after 3 s); `5` is the one
    /// interesting candidate.
    #[derive(Default, Debug)]
    struct Recording {
        calls: std::sync::Mutex<Vec<String>>,
    }

    impl Recording {
        fn called(&self) -> Vec<String> {
            self.calls.lock().unwrap().clone()
        }
    }

    impl crate::runner::Oracle for Recording {
        fn call(
            &self,
            _: &std::path::Path,
            candidate: &[u8],
            _: bool,
            control: &CallControl,
        ) -> io::Result<CallResult> {
            use std::os::unix::process::ExitStatusExt;
            let name = String::from_utf8_lossy(candidate).trim().to_string();
            self.calls.lock().unwrap().push(name.clone());
            let until = Instant::now() + Duration::from_secs(3);
            let waits_for = |done: &dyn Fn() -> bool| {
                while !done() && Instant::now() < until {
                    std::thread::sleep(Duration::from_millis(5));
                }
            };
            match name.as_str() {
                "9" => waits_for(&|| self.called().iter().any(|c| c == "2")),
                "3" => waits_for(&|| control.is_cancelled()),
                _ => {}
            }
            let outcome = if control.is_cancelled() {
                crate::runner::Outcome::Cancelled
            } else {
                let code = if name == "5" { 0 } else { 1 };
                crate::runner::Outcome::Exited(std::process::ExitStatus::from_raw(code << 8))
            };
            Ok(CallResult {
                outcome,
                elapsed: Duration::from_millis(1),
                output: None,
            })
        }
    }

    /// Looks ahead to the candidates `2` and `3`.
    struct TwoThree;

    impl LookAhead for TwoThree {
        fn candidates(
            &self,
            runner: &Runner,
            pending: std::collections::HashSet<Key>,
            want: usize,
        ) -> super::super::Found {
            let candidates = [b"2\n".to_vec(), b"3\n".to_vec()]
                .into_iter()
                .map(|bytes| (crate::runner::key(&bytes), Arc::new(bytes)))
                .filter(|(key, _)| runner.cache().get(*key).is_none() && !pending.contains(key))
                .take(want)
                .collect();
            super::super::Found {
                candidates,
                refused: Vec::new(),
            }
        }
    }

    /// Hears nothing, and looks ahead with `TwoThree`.
    struct Ahead23;

    impl Session for Ahead23 {
        fn interesting(&mut self, _: &Configuration, _: &[u8], _: &Runner) -> io::Result<()> {
            Ok(())
        }
        fn committed(&mut self, _: &Runner) {}
        fn look_ahead(&self) -> Option<&dyn LookAhead> {
            Some(&TwoThree)
        }
    }

    /// The settings of a test's runner: `jobs` calls at once of `oracle`,
    /// in `root`, no limits.
    fn settings(
        oracle: Arc<dyn crate::runner::Oracle>,
        jobs: usize,
        root: &std::path::Path,
    ) -> RunnerSettings {
        RunnerSettings {
            oracle,
            capture_output: false,
            jobs,
            look_ahead: usize::MAX,
            deadline: None,
            max_calls: None,
            roots: crate::runner::CallRoots {
                primary: root.to_path_buf(),
                fallback: None,
                passed_over: None,
            },
            verify: false,
            launch_retries: 3,
        }
    }

    fn recording_runner(oracle: Arc<Recording>, jobs: usize, root: &std::path::Path) -> Runner {
        Runner::new(settings(oracle, jobs, root)).unwrap()
    }

    #[test]
    fn free_slots_take_the_candidates_found_ahead_and_a_later_algorithm_their_verdicts() {
        let root = tempfile::tempdir().unwrap();
        for jobs in [1, 3] {
            let oracle = Arc::new(Recording::default());
            let mut runner = recording_runner(Arc::clone(&oracle), jobs, root.path());
            // `1` answers at once; `9` holds its slot until `2` runs, so at
            // -j 3 that happens only if the free slots took `2` ahead.
            let stop = run_algorithm(
                &mut runner,
                &mut Fixed::new(&[&[1], &[9]]),
                &Lines,
                &mut Ahead23,
            );
            assert_eq!(stop.unwrap(), None);
            let later = run_algorithm(&mut runner, &mut Fixed::new(&[&[2]]), &Lines, &mut Quiet);
            assert_eq!(later.unwrap(), None);
            let stats = runner.stats().clone();
            if jobs == 1 {
                // No slot is ever free: the same calls as without looking
                // ahead, in the same order (`9` waited 3 s for `2`).
                assert_eq!(oracle.called(), ["1", "9", "2"]);
                assert_eq!((stats.calls_ahead, stats.calls_ahead_used), (0, 0));
            } else {
                let mut called = oracle.called();
                called.sort();
                // `3` found ahead too, cancelled when the runner ended.
                assert_eq!(called, ["1", "2", "3", "9"]);
                assert_eq!((stats.calls_ahead, stats.calls_ahead_used), (2, 1));
                assert_eq!(stats.oracle_calls, 4);
            }
            assert_eq!(stats.algo_tests, 3);
        }
    }

    #[test]
    fn an_interesting_verdict_cancels_the_calls_started_ahead() {
        let root = tempfile::tempdir().unwrap();
        let oracle = Arc::new(Recording::default());
        let mut runner = recording_runner(Arc::clone(&oracle), 4, root.path());
        // `5` answers (interesting) while `9` waits for `2`, found ahead
        // with `3`, which runs until cancelled: committing `5` must cancel it.
        let started = Instant::now();
        let stop = run_algorithm(
            &mut runner,
            &mut Fixed::new(&[&[9], &[5]]),
            &Lines,
            &mut Ahead23,
        );
        assert_eq!(stop.unwrap(), None);
        assert!(started.elapsed() < Duration::from_secs(8));
        let mut called = oracle.called();
        called.sort();
        assert_eq!(called, ["2", "3", "5", "9"]);
        assert_eq!(runner.stats().calls_ahead, 2);
        assert_eq!(runner.stats().cancelled_calls, 1);
        // The cancelled call's candidate is not known: a later test calls it.
        assert_eq!(runner.cache().get(crate::runner::key(b"3\n")), None);
    }

    #[test]
    fn every_algorithm_commits_its_sequential_run_at_every_job_count() {
        use crate::algo::rng::Rng;
        let root = tempfile::tempdir().unwrap();
        let mut rng = Rng(0x5eed);
        for case in 0..250 {
            let (weights, required, options) = crate::algo::random_case(&mut rng, case, 120);
            let n = weights.len();
            let jobs = [1, 2, 3, 8][case % 4];
            for kind in [
                AlgoKind::Ddmin,
                AlgoKind::Wddmin,
                AlgoKind::Probdd,
                AlgoKind::Wprobdd,
                AlgoKind::Cdd,
            ] {
                let needs = required.clone();
                let oracle = move |c: &[usize]| needs.iter().all(|r| c.binary_search(r).is_ok());
                let (result, trace) =
                    run_in_process(&mut *start(kind, &weights, &options), |c| oracle(c));
                let (parallel, committed) = through_the_runner(
                    &mut *start(kind, &weights, &options),
                    jobs,
                    oracle,
                    root.path(),
                );
                let case = format!("case {case} {kind:?} -j {jobs}");
                assert_eq!(parallel, result, "{case}");
                assert_eq!(committed, trace.len() as u64, "{case}");
            }
            // Closures over random dependencies, some of them missed.
            let real: Vec<Vec<usize>> = (0..n)
                .map(|_| {
                    (0..rng.below(3))
                        .map(|_| rng.below(n as u64) as usize)
                        .collect()
                })
                .collect();
            let deps = Arc::new(crate::algo::Dependencies {
                uses: (0..n)
                    .map(|i| {
                        let mut names: Vec<u32> = real[i]
                            .iter()
                            .filter(|_| rng.below(10) > 0)
                            .map(|&d| d as u32)
                            .collect();
                        names.sort_unstable();
                        names.dedup();
                        names.retain(|&d| d as usize != i);
                        names
                    })
                    .collect(),
                declared_by: (0..n as u32).map(|i| vec![i]).collect(),
                used_outside: Vec::new(),
            });
            let needs = required.clone();
            let oracle = move |c: &[usize]| {
                let kept = |i: &usize| c.binary_search(i).is_ok();
                needs.iter().all(kept) && c.iter().all(|&i| real[i].iter().all(kept))
            };
            let mut sequential = crate::algo::Closures::new(Arc::clone(&deps), &weights);
            let (result, trace) = run_in_process(&mut sequential, |c| oracle(c));
            let (parallel, committed) = through_the_runner(
                &mut crate::algo::Closures::new(deps, &weights),
                jobs,
                oracle,
                root.path(),
            );
            assert_eq!(parallel, result, "case {case} closures -j {jobs}");
            assert_eq!(
                committed,
                trace.len() as u64,
                "case {case} closures -j {jobs}"
            );
        }
        assert!(std::fs::read_dir(root.path()).unwrap().next().is_none());
    }

    /// Panics at the first verdict committed, once three calls have
    /// started (two of them still run).
    struct PanicsMidway {
        pids: std::path::PathBuf,
    }

    impl Session for PanicsMidway {
        fn interesting(&mut self, _: &Configuration, _: &[u8], _: &Runner) -> io::Result<()> {
            Ok(())
        }
        fn committed(&mut self, _: &Runner) {
            let started = std::time::Instant::now();
            while std::fs::read_to_string(&self.pids).map_or(0, |p| p.lines().count()) < 3 {
                assert!(started.elapsed() < Duration::from_secs(20));
                std::thread::sleep(Duration::from_millis(5));
            }
            panic!("a bug in the session while two calls run");
        }
    }

    #[test]
    fn a_panic_while_calls_run_kills_them_and_removes_their_directories() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().join("tmp");
        std::fs::create_dir(&root).unwrap();
        let pids = dir.path().join("pids");
        let oracle = dir.path().join("check.sh");
        std::fs::write(
            &oracle,
            format!(
                // ddmin's first test, the items 0 to 3, fails at once;
                // the others run on.
                "#!/bin/sh\necho $$ >> '{}'\n\
                 [ \"$(head -c 1 \"$1\")\" = 0 ] && [ $(wc -l < \"$1\") -eq 4 ] && exit 1\n\
                 exec sleep 30\n",
                pids.display()
            ),
        )
        .unwrap();
        std::fs::set_permissions(&oracle, std::fs::Permissions::from_mode(0o755)).unwrap();
        let unwound = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            let mut runner = Runner::new(RunnerSettings {
                oracle: Arc::new(OracleSpec::new(
                    oracle.clone(),
                    "n.txt".into(),
                    Duration::from_secs(60),
                )),
                capture_output: false,
                jobs: 3,
                look_ahead: usize::MAX,
                deadline: None,
                max_calls: None,
                roots: crate::runner::CallRoots {
                    primary: root.clone(),
                    fallback: None,
                    passed_over: None,
                },
                verify: false,
                launch_retries: 3,
            })
            .unwrap();
            let mut algo = start(AlgoKind::Ddmin, &[1; 8], &AlgoOptions::default());
            let mut session = PanicsMidway { pids: pids.clone() };
            let _ = run_algorithm(&mut runner, &mut *algo, &Lines, &mut session);
        }));
        assert!(unwound.is_err());
        let pids = std::fs::read_to_string(&pids).unwrap();
        assert_eq!(pids.lines().count(), 3);
        for pid in pids.lines() {
            assert!(
                !std::path::Path::new("/proc").join(pid).exists(),
                "oracle process {pid} outlived the panic"
            );
        }
        assert!(std::fs::read_dir(&root).unwrap().next().is_none());
    }

    /// Whatever the number of jobs, the runner commits exactly the verdicts a
    /// sequential run would, so the algorithm ends in the same state.
    #[test]
    fn every_job_count_commits_the_sequential_trace() {
        let dir = tempfile::tempdir().unwrap();
        let oracle = dir.path().join("check.sh");
        std::fs::write(
            &oracle,
            "#!/bin/sh\ngrep -qx 3 \"$1\" && grep -qx 11 \"$1\" && grep -qx 17 \"$1\"\n",
        )
        .unwrap();
        std::fs::set_permissions(&oracle, std::fs::Permissions::from_mode(0o755)).unwrap();
        let required = [3, 11, 17];
        let weights: Vec<u64> = (0..24).map(|i| 1 + i % 5).collect();
        let runs = [
            (AlgoKind::Ddmin, DdminOrder::SubsetsFirst),
            (AlgoKind::Ddmin, DdminOrder::ComplementsFirst),
            (AlgoKind::Ddmin, DdminOrder::ComplementsOnly),
            (AlgoKind::Wddmin, DdminOrder::SubsetsFirst),
            (AlgoKind::Probdd, DdminOrder::SubsetsFirst),
            (AlgoKind::Wprobdd, DdminOrder::SubsetsFirst),
            (AlgoKind::Cdd, DdminOrder::SubsetsFirst),
        ];
        for (kind, order) in runs {
            let options = AlgoOptions {
                ddmin_order: order,
                ..AlgoOptions::default()
            };
            let (expected, trace) = run_in_process(&mut *start(kind, &weights, &options), |c| {
                required.iter().all(|r| c.contains(r))
            });
            assert_eq!(expected, vec![3, 11, 17]);
            for jobs in [1, 2, 3, 8] {
                let mut runner = Runner::new(RunnerSettings {
                    oracle: Arc::new(OracleSpec::new(
                        oracle.clone(),
                        "n.txt".into(),
                        Duration::from_secs(30),
                    )),
                    capture_output: false,
                    jobs,
                    look_ahead: usize::MAX,
                    deadline: None,
                    max_calls: None,
                    roots: crate::runner::CallRoots {
                        primary: dir.path().to_path_buf(),
                        fallback: None,
                        passed_over: None,
                    },
                    verify: false,
                    launch_retries: 3,
                })
                .unwrap();
                let mut algo = start(kind, &weights, &options);
                let stop = run_algorithm(&mut runner, &mut *algo, &Numbers, &mut Quiet).unwrap();
                assert_eq!(stop, None);
                let case = format!("{kind:?} {order:?} -j {jobs}");
                assert_eq!(algo.current(), &expected, "{case}");
                assert_eq!(runner.stats().algo_tests, trace.len() as u64, "{case}");
                let distinct: std::collections::HashSet<_> = trace.iter().collect();
                // Each distinct candidate runs once; only speculation (-j > 1)
                // adds calls that were cancelled or never committed.
                // Candidates without 17 never reach the oracle.
                let stats = runner.stats();
                assert!(stats.rejected_before_oracle > 0, "{case}");
                let decided = stats.oracle_calls + stats.rejected_before_oracle;
                if jobs == 1 {
                    assert_eq!(decided, distinct.len() as u64, "{case}");
                } else {
                    assert!(decided >= distinct.len() as u64, "{case}");
                }
                assert_eq!(
                    std::fs::read_dir(runner.dirs.current()).unwrap().count(),
                    0,
                    "call directories left behind"
                );
            }
        }
    }
}
