//! Speculative, in-order parallel testing (Hodován and Kiss, generalised to
//! every list algorithm): fill the job slots with what the algorithm would test
//! next if the pending tests all fail, and commit verdicts in proposal order.
//! The first interesting configuration wins; later calls are killed. So the
//! result is the same for every number of jobs.
//!
//! The candidates that fill the free job slots are prepared (rendered,
//! hashed, syntax-checked) as one batch on rayon's pool: on a megabyte input
//! that work, not the oracle, would otherwise set the pace, on one thread.
//! Where calls are faster than candidates, only the speculation likely
//! enough to pay for its preparation is made (see
//! `AlgorithmRun::least_worth_preparing`).

use super::ahead::{Assumed, LookAhead};
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

/// The chance of success the runner gives a test before any verdict (see
/// [`Branch`]).
pub(super) const FIRST_SUCCESS_RATE: f64 = 0.25;

/// How fast the success rate follows the verdicts: each committed verdict
/// weighs this much in the moving average.
const SUCCESS_RATE_STEP: f64 = 0.05;

/// The least chance, as the runner estimates it, that a speculative test
/// on a success branch is committed: below it, free slots are left to the
/// look-ahead.
const LEAST_BRANCH_CHANCE: f64 = 0.05;

/// How fast the cost of preparing a candidate follows what it took: each
/// batch prepared weighs this much in the moving average.
const PREPARE_COST_STEP: f64 = 0.2;

/// The most outputs of calls started ahead kept for `--verbose` (see
/// `Runner::ahead_outputs`): past it, they are dropped all at once, and a
/// test that commits one of their verdicts keeps the output before.
const MOST_AHEAD_OUTPUTS: usize = 1024;

/// The most dry runs one look-ahead makes, one per outcome (see
/// [`AlgorithmRun::look_ahead`]): each replays the pass under way on the
/// runner's thread, and all of them together stay within the share of an
/// oracle call [`AHEAD_SHARE`] allows.
const MOST_DRY_RUNS: usize = 4;

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
    /// The algorithm as it was before this test, from which the tests
    /// after its success follow (none at -j 1, where no slot is free for
    /// them).
    before: Option<Box<dyn ListAlgorithm>>,
    /// The tests that follow if this one is interesting (and the ones
    /// after it are not), started where slots are free and their chance
    /// is high enough.
    branch: Option<Branch>,
}

/// A success branch: what a lane tests after one of its pending tests,
/// if that one is interesting and everything after it is not. The main
/// line of pending tests assumes every one fails; where tests often
/// succeed (a level most of whose items go), an interesting verdict cut
/// it at once, and the next round started from nothing. A test's branch
/// gets slots by the chance that its tests are the ones committed: the
/// chance that every test before it fails and it succeeds, as the share of
/// interesting verdicts so far says (tests whose verdicts are known count
/// as certain). A test on a branch has a branch of its own, and so on:
/// the chance of a branch's test multiplies the chances along its path.
/// When the test commits as interesting, its branch becomes the main line,
/// its calls (and its own branches) running on; otherwise it is dropped.
/// Commits stay in the algorithm's order, so the result is the same at
/// every -j. On c-gcc-waddress at -j 64 (memoized verdicts behind a 1 s
/// sleep) branches of branches took 117.2 s and 115.0 s against 120.2 s
/// and 121.8 s with one level, the first pass 69.3 s and 67.5 s against
/// 73.6 s and 76.3 s (2026-11-26).
struct Branch {
    slots: VecDeque<Slot>,
    /// The algorithm as it will be once the branch's test succeeded and
    /// every one on the branch failed.
    algo: Box<dyn ListAlgorithm>,
    exhausted: bool,
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
    /// [`LookAhead`]), not for a slot of the algorithm running: the
    /// outcomes under which it will.
    ahead: Option<Serves>,
}

/// The outcomes under which a candidate found ahead is tested, each the
/// keys of the candidates its look-ahead took as interesting, every other
/// verdict not yet known failing (see [`Assumed`]; none: every one
/// failing). Once none of them can happen, its call is cancelled.
type Serves = Vec<Vec<Key>>;

/// A candidate a look-ahead found, waiting for a free job slot.
struct Upcoming {
    key: Key,
    bytes: Arc<Vec<u8>>,
    serves: Serves,
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
    /// The share of interesting verdicts among the tests of `class` so far
    /// (see [`Session::class`]), kept within 1% of certainty.
    pub(super) fn success_rate(&self, class: usize) -> f64 {
        let rate = self.success_rates.get(class).copied();
        rate.unwrap_or(FIRST_SUCCESS_RATE).clamp(0.01, 0.99)
    }

    /// Moves the success rate of `class` towards a committed `verdict`.
    fn learn_success(&mut self, class: usize, verdict: bool) {
        if self.success_rates.len() <= class {
            self.success_rates.resize(class + 1, FIRST_SUCCESS_RATE);
        }
        let rate = &mut self.success_rates[class];
        *rate += SUCCESS_RATE_STEP * (f64::from(u8::from(verdict)) - *rate);
    }

    /// Cancels the calls `which` picks (once each): their processes are
    /// killed, their keys forgotten.
    pub(super) fn cancel_calls(&mut self, which: impl Fn(&Call) -> bool) {
        for call in self.calls.running.values_mut() {
            if !call.cancelled && which(call) {
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
    /// It found candidates, and there may be more (more than there were
    /// free slots, or outcomes it had no time to dry-run).
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
    /// Which class its tests belong to: the runner keeps the share of
    /// interesting verdicts per class, the chance it gives a test of that
    /// class when it speculates on its success (the driver's classes are
    /// kinds of passes: most hoists succeed where most late shrinking
    /// fails). One class by default.
    fn class(&self) -> usize {
        0
    }
}

/// One of the list algorithms [`run_lanes`] runs side by side: its own
/// list, rendered its own way.
pub struct Lane<'a> {
    /// The lane's list algorithm, run to its end.
    pub algo: &'a mut dyn ListAlgorithm,
    /// How its configurations become candidates.
    pub render: &'a dyn Render,
}

/// Who hears of [`run_lanes`]' verdicts, lane by lane, on the runner's
/// thread.
pub trait LanesSession {
    /// A configuration of lane `lane` was committed as interesting (in the
    /// lane's proposal order).
    fn interesting(
        &mut self,
        lane: usize,
        config: &Configuration,
        bytes: &[u8],
        runner: &Runner,
    ) -> io::Result<()>;
    /// A verdict of lane `lane` was committed (after `interesting`, for an
    /// interesting one).
    fn committed(&mut self, lane: usize, runner: &Runner);
    /// What finds the candidates the reduction tests once the lanes end;
    /// asked only of a single lane.
    fn look_ahead(&self) -> Option<&dyn LookAhead> {
        None
    }
    /// As [`Session::class`], for every lane.
    fn class(&self) -> usize {
        0
    }
}

/// A [`Session`] heard as the session of a single lane.
struct OneLane<'s>(&'s mut dyn Session);

impl LanesSession for OneLane<'_> {
    fn interesting(
        &mut self,
        _: usize,
        config: &Configuration,
        bytes: &[u8],
        runner: &Runner,
    ) -> io::Result<()> {
        self.0.interesting(config, bytes, runner)
    }

    fn committed(&mut self, _: usize, runner: &Runner) {
        self.0.committed(runner);
    }

    fn look_ahead(&self) -> Option<&dyn LookAhead> {
        self.0.look_ahead()
    }

    fn class(&self) -> usize {
        self.0.class()
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
    run_lanes(runner, vec![Lane { algo, render }], &mut OneLane(session))
}

/// Runs the list algorithms of `lanes` side by side, each to its end (or
/// all to a stop), sharing the job slots (of tests equally likely to be
/// committed, the earlier lane's go first: at `-j 1`, lane after lane):
/// each lane commits its verdicts
/// in its own proposal order, and an interesting verdict cancels only its
/// own lane's speculation, so lanes whose lists do not depend on each
/// other's verdicts (each renders against the same snapshot) make
/// progress at once, and each ends where it would end alone, at every
/// `-j`. The runner's trail takes their verdicts lane after lane (as a
/// dry run, which runs them one after another, replays them). Returns why
/// they stopped early, or `None` when all finished.
pub fn run_lanes(
    runner: &mut Runner,
    lanes: Vec<Lane>,
    session: &mut dyn LanesSession,
) -> io::Result<Option<Stop>> {
    if runner.dry.is_some() {
        for (i, lane) in lanes.into_iter().enumerate() {
            let stop = super::ahead::dry_drive(runner, lane.algo, lane.render, session, i)?;
            if stop.is_some() {
                return Ok(stop);
            }
        }
        return Ok(None);
    }
    let lanes = lanes
        .into_iter()
        .map(|lane| LaneRun {
            lookahead: lane.algo.clone_box(),
            algo: lane.algo,
            render: lane.render,
            pending: VecDeque::new(),
            exhausted: false,
            out_of_calls: false,
            verdicts: Vec::new(),
        })
        .collect();
    let mut algorithm_run = AlgorithmRun {
        runner,
        lanes,
        ahead_queue: VecDeque::new(),
        class: session.class(),
    };
    // Dropping the run (here, or while a panic unwinds) kills and waits
    // for its calls still running; calls started ahead run on.
    let mut ended = algorithm_run.drive(session);
    if !matches!(ended, Ok(None)) {
        // The reduction stops: what was started ahead is of no use.
        algorithm_run.runner.cancel_calls(|_| true);
    } else if algorithm_run
        .lanes
        .iter_mut()
        .any(|lane| lane.algo.next_test().is_some())
    {
        // Each algorithm is asked once more, as a dry run asks it: one
        // that ends early (see `algo::Yielding`) learns it then.
        ended = Err(io::Error::other(
            "internal error: a list algorithm had more to test after its copy had \
             nothing more; please report this with the input and options",
        ));
    }
    if algorithm_run.lanes.len() > 1 {
        for lane in &mut algorithm_run.lanes {
            algorithm_run.runner.trail.append(&mut lane.verdicts);
        }
    }
    ended
}

/// One lane of an [`AlgorithmRun`]: its algorithm, the verdicts waiting
/// to be committed in its order, and the copy it speculates with.
struct LaneRun<'l> {
    algo: &'l mut dyn ListAlgorithm,
    render: &'l dyn Render,
    pending: VecDeque<Slot>,
    /// The algorithm as it will be once every pending test failed.
    lookahead: Box<dyn ListAlgorithm>,
    /// `lookahead` has nothing more to test.
    exhausted: bool,
    /// The call budget ran out before this lane's next test could start.
    out_of_calls: bool,
    /// Its verdicts in commit order, for the runner's trail once all
    /// lanes end (with several lanes; a single lane's go there at once).
    verdicts: Vec<bool>,
}

impl LaneRun<'_> {
    /// Whether it may propose more tests on its main line.
    fn proposes(&self, max_pending: usize) -> bool {
        !self.exhausted && !self.out_of_calls && self.pending.len() < max_pending
    }

    /// Its slots, on its main line and its branches (at every depth).
    fn slots(&self) -> impl Iterator<Item = &Slot> {
        let mut all = Vec::new();
        collect_slots(&self.pending, &mut all);
        all.into_iter()
    }

    /// Calls `f` on each of its slots, on its main line and its branches.
    fn each_slot_mut(&mut self, mut f: impl FnMut(&mut Slot)) {
        each_slot_mut(&mut self.pending, &mut f);
    }

    /// Whether it has nothing more to test or commit.
    fn done(&self) -> bool {
        self.pending.is_empty() && (self.exhausted || self.out_of_calls)
    }
}

/// List algorithms run to their ends through the runner: the calls in
/// flight and, per lane, the verdicts waiting to be committed in order.
struct AlgorithmRun<'r, 'l> {
    runner: &'r mut Runner,
    lanes: Vec<LaneRun<'l>>,
    /// Candidates a look-ahead found, to start as job slots free.
    ahead_queue: VecDeque<Upcoming>,
    /// The class of its tests (see [`Session::class`]).
    class: usize,
}

impl Drop for AlgorithmRun<'_, '_> {
    fn drop(&mut self) {
        self.runner.cancel_calls(|call| call.ahead.is_none());
        self.drain_cancelled();
    }
}

impl AlgorithmRun<'_, '_> {
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

    /// Commits, in order, every verdict at the front of lane `lane`.
    /// Returns whether one was interesting.
    fn commit(
        &mut self,
        lane: usize,
        session: &mut dyn LanesSession,
    ) -> io::Result<Result<bool, Stop>> {
        let mut any_interesting = false;
        while let Some(State::Ready(verdict)) = self.lanes[lane].pending.front().map(|s| &s.state) {
            let mut verdict = *verdict;
            let mut slot = self.lanes[lane].pending.pop_front().expect("front exists");
            if verdict && self.runner.settings.verify {
                verdict = match self.recheck(slot.key, &slot.bytes)? {
                    Ok(confirmed) => confirmed,
                    Err(stop) => return Ok(Err(stop)),
                };
                if !verdict {
                    // Other pending slots of the same bytes took the
                    // first answer; the second one stands for them too.
                    for run in &mut self.lanes {
                        run.each_slot_mut(|other| {
                            if other.key == slot.key {
                                other.state = State::Ready(false);
                            }
                        });
                    }
                }
            }
            let run = &mut self.lanes[lane];
            if run.algo.next_test().as_ref() != Some(&slot.config) {
                return Err(io::Error::other(
                    "internal error: the list algorithm's next test is not the one \
                     tested ahead for it, so its verdict cannot be committed; \
                     please report this with the input and options",
                ));
            }
            run.algo.record(verdict);
            self.runner.learn_success(self.class, verdict);
            self.runner.stats.algo_tests += 1;
            if self.lanes.len() == 1 {
                self.runner.trail.push(verdict);
            } else {
                self.lanes[lane].verdicts.push(verdict);
            }
            if self.runner.ahead_keys.remove(&slot.key) {
                self.runner.stats.calls_ahead_used += 1;
            }
            // A verdict a call started ahead gave: its output.
            let ahead_output = self.runner.ahead_outputs.remove(&slot.key);
            if let Some(output) = slot.output.take().or(ahead_output) {
                self.runner.keep_output(verdict, output);
            }
            let branch = slot.branch.take();
            let dropped = self.outcome_known(slot.key, verdict);
            if verdict {
                session.interesting(lane, &slot.config, &slot.bytes, self.runner)?;
                self.take_branch(lane, branch);
                any_interesting = true;
            } else if branch.is_some() || dropped {
                self.prune();
            }
            session.committed(lane, self.runner);
        }
        Ok(Ok(any_interesting))
    }

    /// The single lane's test of `key` is known to be `interesting` or
    /// not (committed, or, for a failure, answered): what was found ahead
    /// for outcomes that can no longer happen is dropped; once it is
    /// committed as interesting, the outcomes that took it so hold with
    /// one assumption less. Returns whether a call started ahead now
    /// serves nothing (for [`prune`](Self::prune) to cancel).
    fn outcome_known(&mut self, key: Key, interesting: bool) -> bool {
        let update = |serves: &mut Serves| {
            serves.retain_mut(|outcome| {
                let took = outcome.iter().position(|k| *k == key);
                if let (true, Some(at)) = (interesting, took) {
                    outcome.remove(at);
                }
                took.is_some() == interesting
            });
        };
        for upcoming in &mut self.ahead_queue {
            update(&mut upcoming.serves);
        }
        self.ahead_queue
            .retain(|upcoming| !upcoming.serves.is_empty());
        let mut dropped = false;
        for call in self.runner.calls.running.values_mut() {
            if let Some(serves) = &mut call.ahead {
                update(serves);
                dropped |= serves.is_empty() && !call.cancelled;
            }
        }
        dropped
    }

    /// Lane `lane` committed an interesting verdict: everything on its
    /// main line assumed that would fail. The verdict's success `branch`,
    /// if it has one, becomes the main line, its calls running on;
    /// calls no slot needs any more are cancelled.
    fn take_branch(&mut self, lane: usize, branch: Option<Branch>) {
        let run = &mut self.lanes[lane];
        run.out_of_calls = false;
        match branch {
            Some(branch) => {
                run.pending = branch.slots;
                run.lookahead = branch.algo;
                run.exhausted = branch.exhausted;
            }
            None => {
                run.pending.clear();
                run.lookahead = run.algo.clone_box();
                run.exhausted = false;
            }
        }
        self.prune();
    }

    /// Cancels the calls that no slot needs any more (of those started
    /// ahead, the ones that serve no outcome that can still happen), and
    /// queues again the slots that waited for bytes only a dropped slot
    /// had queued or a cancelled call was testing.
    fn prune(&mut self) {
        let mut needed = std::collections::HashSet::new();
        for run in &self.lanes {
            let live = run.slots().filter(|s| !matches!(s.state, State::Ready(_)));
            needed.extend(live.map(|s| s.key));
        }
        self.runner.cancel_calls(|call| {
            call.ahead.as_ref().is_none_or(Vec::is_empty) && !needed.contains(&call.key)
        });
        let running: std::collections::HashSet<Key> = (self.runner.calls.running.values())
            .filter(|c| !c.cancelled)
            .map(|c| c.key)
            .collect();
        let mut queued: std::collections::HashSet<Key> = (self.lanes.iter())
            .flat_map(|l| l.slots())
            .filter(|s| s.state == State::Queued)
            .map(|s| s.key)
            .collect();
        for run in &mut self.lanes {
            run.each_slot_mut(|slot| {
                if slot.state == State::Waiting
                    && !running.contains(&slot.key)
                    && queued.insert(slot.key)
                {
                    slot.state = State::Queued;
                }
            });
        }
    }

    fn drive(&mut self, session: &mut dyn LanesSession) -> io::Result<Option<Stop>> {
        let jobs = self.runner.settings.jobs.max(1);
        let max_pending = 2 * jobs + 8;
        let mut ahead = Ahead::Unasked;
        loop {
            for lane in 0..self.lanes.len() {
                match self.commit(lane, session)? {
                    Ok(true) => ahead = Ahead::Unasked,
                    Ok(false) => {}
                    Err(stop) => return Ok(Some(stop)),
                }
            }
            if let Some(stop) = self.runner.stop_now() {
                return Ok(Some(stop));
            }
            self.start_queued(jobs)?;
            self.start_ahead(jobs)?;
            // Speculate: what each lane would test next if everything it
            // has pending fails, for the job slots no call and no queued
            // candidate holds, given to the lanes that hold the fewest.
            // Candidates prepared ahead of free slots, while calls run,
            // cost more than they saved on the 4 MB file of `#include
            // <bits/stdc++.h>` with a grep oracle at -j 2 (11.2 s and 9.5 s
            // with 2 and 1 more, 9.2 s with none): an interesting verdict
            // throws them away.
            let held = self.live_calls() + self.queued();
            if held < jobs && self.speculate(jobs - held, max_pending) > 0 {
                continue;
            }
            // The algorithms have nothing more to test, but wait for
            // verdicts: fill the free slots with what the reduction tests
            // after them.
            if self.lanes.iter().all(|l| l.exhausted && !l.out_of_calls)
                && held < jobs
                && self.lanes.iter().any(|l| !l.pending.is_empty())
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
            if self
                .lanes
                .iter()
                .any(|l| matches!(l.pending.front().map(|s| &s.state), Some(State::Ready(_))))
            {
                continue;
            }
            if self.lanes.iter().all(LaneRun::done) {
                if self.lanes.iter().all(|l| l.exhausted) {
                    return Ok(None);
                }
                return Ok(Some(Stop::TestLimit));
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

    /// Proposes up to `free` tests and prepares them: each where it is
    /// most likely to be committed, on a lane's main line (which assumes
    /// every pending test fails) or on the success branch of one of its
    /// pending tests (see [`Branch`]). Returns how many it proposed; none
    /// once the call budget is spent (the lanes then propose no more).
    fn speculate(&mut self, free: usize, max_pending: usize) -> usize {
        let jobs = self.runner.settings.jobs.max(1);
        let p = self.runner.success_rate(self.class);
        let odds = |slot: &Slot| odds(slot, p);
        let mut targets: Vec<Target> = Vec::new();
        for (lane, run) in self.lanes.iter().enumerate() {
            if run.out_of_calls {
                continue;
            }
            let mut path = Vec::new();
            let reach = branch_targets(&run.pending, 1.0, &odds, jobs, &mut path, &mut |t| {
                targets.push(Target { lane, ..t });
            });
            if run.proposes(max_pending) {
                targets.push(Target {
                    lane,
                    branch_of: None,
                    chance: reach,
                    room: max_pending - run.pending.len(),
                    planned: 0,
                });
            }
        }
        let least = self.least_worth_preparing();
        let mut proposed = 0;
        while proposed < free {
            let open = targets.iter_mut().filter(|t| {
                t.planned < t.room
                    && t.chance > 0.0
                    && t.chance >= least
                    && (t.branch_of.is_none() || t.chance >= LEAST_BRANCH_CHANCE)
            });
            // The likeliest; of equals, the first lane's.
            let likeliest = |a: &&mut Target, b: &&mut Target| {
                a.chance.total_cmp(&b.chance).then(b.lane.cmp(&a.lane))
            };
            let Some(target) = open.max_by(likeliest) else {
                break;
            };
            target.chance *= 1.0 - p;
            target.planned += 1;
            proposed += 1;
        }
        if proposed > 0 && !self.runner.call_budget_left() {
            for run in &mut self.lanes {
                run.out_of_calls = true;
            }
            return 0;
        }
        for Target {
            lane,
            branch_of,
            planned,
            ..
        } in targets
        {
            let at = branch_of.as_deref();
            if planned == 0 {
                continue;
            }
            let run = &mut self.lanes[lane];
            let (configs, befores) = match at {
                None => {
                    // At -j 1 no slot is free for a branch while a test
                    // is pending: no copy is kept for one.
                    let (configs, befores, exhausted) =
                        proposals(&mut *run.lookahead, planned, jobs > 1);
                    run.exhausted |= exhausted;
                    (configs, befores)
                }
                Some(path) => {
                    let slot = slot_at(&mut run.pending, path);
                    let branch = slot.branch.get_or_insert_with(|| {
                        let mut algo = slot
                            .before
                            .as_ref()
                            .expect("a test with a branch")
                            .clone_box();
                        algo.next_test();
                        algo.record(true);
                        Branch {
                            slots: VecDeque::new(),
                            algo,
                            exhausted: false,
                        }
                    });
                    let (configs, befores, exhausted) = proposals(&mut *branch.algo, planned, true);
                    branch.exhausted |= exhausted;
                    (configs, befores)
                }
            };
            let mut slots = self.prepare(lane, configs);
            for (slot, before) in slots.iter_mut().zip(befores) {
                slot.before = before;
            }
            let run = &mut self.lanes[lane];
            match at {
                None => run.pending.extend(slots),
                Some(path) => {
                    let slot = slot_at(&mut run.pending, path);
                    let branch = slot.branch.as_mut().expect("made above");
                    branch.slots.extend(slots);
                }
            }
        }
        proposed
    }

    /// The least chance of being committed that makes a speculative test
    /// worth preparing. Preparing takes the runner's thread, which commits
    /// nothing meanwhile: with an oracle call taking `c` on average and a
    /// candidate `P` to prepare, a test prepared while a call runs saves
    /// `c` when it is committed and costs `P - c` when it is thrown away,
    /// so it pays from a chance of `1 - c / P` on (0 while calls take
    /// longer than candidates). On the 4 MB file of `#include
    /// <bits/stdc++.h>` with a grep oracle (3 ms a call, 70 ms a
    /// candidate), every test an interesting verdict threw away held up
    /// the next: 9.7 s at -j 2 against 6.5 s at -j 1.
    fn least_worth_preparing(&self) -> f64 {
        let runner = &self.runner;
        if runner.prepare_cost.is_zero() {
            // Only what is sure to be tested until a candidate's cost is
            // known: on that file, the first two prepared side by side
            // held 324 MB at once, one at a time 247 MB.
            return 1.0;
        }
        let Some(call) = runner.mean_call() else {
            return 0.0;
        };
        (1.0 - call.as_secs_f64() / runner.prepare_cost.as_secs_f64()).max(0.0)
    }

    /// Whether a slot of any lane holds `key`.
    fn is_pending(&self, key: Key) -> bool {
        self.lanes.iter().any(|l| l.slots().any(|s| s.key == key))
    }

    /// Renders, hashes and checks `configs` of lane `lane` (on the pool,
    /// where there are several) into slots, in order: known bytes take
    /// their verdict from the cache, bytes also pending wait for that
    /// slot's call, bytes the check refuses are answered "not
    /// interesting", the rest are queued for a job slot.
    fn prepare(&mut self, lane: usize, configs: Vec<Configuration>) -> Vec<Slot> {
        if configs.is_empty() {
            return Vec::new();
        }
        let started = Instant::now();
        let kind = self.runner.candidate_kind;
        let render = self.lanes[lane].render;
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
                self.runner.cache.get(key).is_none() && !self.is_pending(key) && seen.insert(key)
            })
            .collect();
        let admissible = on_pool(&unknown, |&i| render.admissible(&rendered[i].0));
        let admitted: HashMap<Key, bool> = unknown
            .iter()
            .map(|&i| rendered[i].1)
            .zip(admissible)
            .collect();
        let mut queued_here = std::collections::HashSet::new();
        let mut slots = Vec::with_capacity(configs.len());
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
                    Some(true) if !self.is_pending(key) && queued_here.insert(key) => State::Queued,
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
            slots.push(Slot {
                config,
                bytes: Arc::new(rendering.bytes),
                key,
                state,
                output: None,
                before: None,
                branch: None,
            });
        }
        let each = started.elapsed().div_f64(slots.len() as f64);
        let cost = &mut self.runner.prepare_cost;
        *cost = if cost.is_zero() {
            each
        } else {
            cost.mul_f64(1.0 - PREPARE_COST_STEP) + each.mul_f64(PREPARE_COST_STEP)
        };
        slots
    }

    /// Starts queued slots while fewer than `jobs` calls run, each the
    /// first queued one (on the main line, then on the branches) of the
    /// lane with the fewest calls running (the lowest of equals). Once the
    /// call budget runs out, every lane's slots from its first that could
    /// not start on are dropped, on its main line and its branches.
    fn start_queued(&mut self, jobs: usize) -> io::Result<()> {
        while self.live_calls() < jobs {
            let next = (0..self.lanes.len())
                .filter_map(|lane| {
                    let run = &self.lanes[lane];
                    let at = first_queued(&run.pending)?;
                    let running = run.slots().filter(|s| matches!(s.state, State::Running(_)));
                    Some((running.count(), lane, at))
                })
                .min();
            let Some((_, lane, path)) = next else {
                break;
            };
            if !self.runner.call_budget_left() {
                // Slots that wait for bytes no call tests wait in vain.
                let running: std::collections::HashSet<Key> =
                    self.runner.calls.running.values().map(|c| c.key).collect();
                let stalled = |s: &Slot| match s.state {
                    State::Queued => true,
                    State::Waiting => !running.contains(&s.key),
                    _ => false,
                };
                for run in &mut self.lanes {
                    if cut_stalled(&mut run.pending, &stalled) {
                        run.out_of_calls = true;
                    }
                }
                break;
            }
            let slot = slot_at(&mut self.lanes[lane].pending, &path);
            let (key, bytes) = (slot.key, Arc::clone(&slot.bytes));
            let id = self.start(key, bytes, 0, 0, None)?;
            slot_at(&mut self.lanes[lane].pending, &path).state = State::Running(id);
        }
        Ok(())
    }

    /// Slots admitted and waiting for a job slot.
    fn queued(&self) -> usize {
        let slots = self.lanes.iter().flat_map(|l| l.slots());
        slots.filter(|s| s.state == State::Queued).count()
    }

    /// Calls whose processes may still run: cancelled ones count until
    /// their thread has reaped them, so `-j` is a hard cap.
    fn live_calls(&self) -> usize {
        self.runner.calls.running.len()
    }

    /// Calls started ahead that still run (and are not cancelled).
    fn ahead_running(&self) -> usize {
        let running = self.runner.calls.running.values();
        running
            .filter(|c| c.ahead.is_some() && !c.cancelled)
            .count()
    }

    /// Whether a look-ahead is cheap beside an oracle call (see
    /// [`AHEAD_SHARE`]).
    fn ahead_affordable(&self) -> bool {
        let runner = &self.runner;
        runner
            .mean_call()
            .is_some_and(|call| runner.ahead_cost * AHEAD_SHARE <= call)
    }

    /// Asks `look_ahead` for the `want` candidates likeliest to be tested
    /// next, queues them to start as slots free, and notes the refusals
    /// found; returns when to ask it again. Outcomes are dry-run best
    /// first (at most [`MOST_DRY_RUNS`]): every pending test failing, each
    /// pending test succeeding first, and, for each candidate a dry run
    /// found, its outcome with that candidate succeeding; a candidate's
    /// chance is its outcome's times a failure for each one found before
    /// it, each candidate succeeding at its class's share of interesting
    /// verdicts so far (see [`Session::class`]). So a level that ends on
    /// an interesting verdict need not leave the next level's tests to the
    /// next round.
    fn look_ahead(&mut self, look_ahead: &dyn LookAhead, want: usize) -> Ahead {
        let pending: std::collections::HashSet<Key> = (self.lanes.iter())
            .flat_map(|l| l.slots().map(|s| s.key))
            .collect();
        let p = self.runner.success_rate(self.class);
        let started = Instant::now();
        let mut outcomes = self.pending_outcomes(p);
        let mut complete = true;
        // By key: (chance of being tested, bytes, outcomes served).
        let mut pool: HashMap<Key, (f64, Arc<Vec<u8>>, Serves)> = HashMap::new();
        // Within its share of an oracle call, each dry run as long as the
        // first (on a megabyte input, only the first).
        let call = self.runner.mean_call().unwrap_or_default();
        // A dry run that replays a long stretch of a megabyte input's pass
        // may take seconds: it stops once the look-ahead took a call's
        // time. (On the 4 MB file of `#include <bits/stdc++.h>` with a
        // grep oracle, the one look-ahead its first pass found affordable
        // replayed the pass for 1.4 s: 8.0 s at -j 2, 6.4 s with the cut.)
        let until = started + call;
        let mut cut_off = false;
        for run in 0..MOST_DRY_RUNS {
            if run > 0 && started.elapsed() * (run as u32 + 1) / run as u32 * AHEAD_SHARE > call {
                break;
            }
            let Some(at) =
                (0..outcomes.len()).max_by(|&a, &b| outcomes[a].1.total_cmp(&outcomes[b].1))
            else {
                break;
            };
            let chance = outcomes[at].1;
            let mut chances: Vec<f64> = pool.values().map(|(c, ..)| *c).collect();
            chances.sort_by(|a, b| b.total_cmp(a));
            if chances.get(want - 1).is_some_and(|&last| last >= chance) {
                break;
            }
            let (interesting, _) = outcomes.swap_remove(at);
            let found = look_ahead.candidates(
                self.runner,
                Assumed {
                    pending: pending.clone(),
                    interesting: interesting.clone(),
                },
                want,
                until,
            );
            cut_off |= found.cut_off;
            for key in found.refused {
                // Counted as rejected when a test meets it.
                self.runner.ahead_refused.insert(key);
                self.runner.cache.refuse(key);
            }
            for call in self.runner.calls.running.values_mut() {
                if let Some(serves) = &mut call.ahead
                    && found.running.contains(&call.key)
                    && !serves.contains(&interesting)
                {
                    serves.push(interesting.clone());
                }
            }
            complete &= found.candidates.len() < want;
            // Tested if the outcome comes and the tests the dry run took
            // as failing before it do.
            let mut reach = chance;
            for found in found.candidates {
                let (key, success) = (found.key, found.chance);
                let entry = pool.entry(key).or_insert((0.0, found.bytes, Vec::new()));
                entry.0 = entry.0.max(reach);
                entry.2.push(interesting.clone());
                // The dry run went on as if it succeeded.
                if found.taken_interesting {
                    reach *= success;
                    continue;
                }
                if reach * success >= LEAST_BRANCH_CHANCE {
                    let mut with = interesting.clone();
                    with.push(key);
                    outcomes.push((with, reach * success));
                }
                reach *= 1.0 - success;
            }
        }
        // One cut off took a call's time and might have taken more.
        self.runner.ahead_cost = started.elapsed() * if cut_off { 2 } else { 1 };
        let mut found: Vec<_> = pool.into_iter().collect();
        // The likeliest first; of equals, by key (not by the map's order).
        found.sort_by(|a, b| b.1.0.total_cmp(&a.1.0).then(a.0.cmp(&b.0)));
        complete &= found.len() <= want;
        // Asked again at once while it finds candidates: once it finds
        // none, only when a verdict changes the path ahead.
        let none = found.is_empty();
        let queued = found.into_iter().take(want);
        self.ahead_queue
            .extend(queued.map(|(key, (_, bytes, serves))| Upcoming { key, bytes, serves }));
        if none || complete && outcomes.is_empty() {
            Ahead::Complete
        } else {
            Ahead::Capped
        }
    }

    /// The outcomes of the single lane's pending tests, with their
    /// chances: every one failing (unless one is known to succeed), and
    /// each one the first to succeed (when that chance is at least
    /// [`LEAST_BRANCH_CHANCE`]).
    fn pending_outcomes(&self, p: f64) -> Vec<(Vec<Key>, f64)> {
        let mut reach = 1.0;
        let mut outcomes = Vec::new();
        for slot in self.lanes.iter().flat_map(|l| &l.pending) {
            let (fails, succeeds) = odds(slot, p);
            if reach * succeeds >= LEAST_BRANCH_CHANCE {
                outcomes.push((vec![slot.key], reach * succeeds));
            }
            reach *= fails;
        }
        if reach > 0.0 {
            outcomes.push((Vec::new(), reach));
        }
        outcomes
    }

    /// Starts the candidates found ahead, in order, while job slots are
    /// free after the lanes' own queued tests.
    fn start_ahead(&mut self, jobs: usize) -> io::Result<()> {
        while self.live_calls() + self.queued() < jobs
            && self.ahead_running() < self.runner.settings.look_ahead
            && self.runner.call_budget_left()
        {
            let Some(upcoming) = self.ahead_queue.pop_front() else {
                break;
            };
            let key = upcoming.key;
            if self.runner.cache.get(key).is_none() && !self.is_pending(key) {
                self.runner.stats.calls_ahead += 1;
                self.runner.ahead_keys.insert(key);
                self.start(key, upcoming.bytes, 0, 0, Some(upcoming.serves))?;
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
        ahead: Option<Serves>,
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
        if call.ahead.is_some()
            && let Some(output) = result.output.take()
        {
            let outputs = &mut self.runner.ahead_outputs;
            if outputs.len() >= MOST_AHEAD_OUTPUTS {
                outputs.clear();
            }
            outputs.insert(call.key, output);
        }
        for run in &mut self.lanes {
            run.each_slot_mut(|slot| {
                match slot.state {
                    State::Running(running) if running == id => {
                        slot.output = result.output.take();
                    }
                    State::Waiting if slot.key == call.key => {}
                    _ => return,
                }
                slot.state = State::Ready(verdict);
            });
        }
        if !verdict && self.lanes.len() == 1 && self.outcome_known(call.key, false) {
            self.prune();
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
        for run in &mut self.lanes {
            run.each_slot_mut(|slot| {
                if slot.state == State::Running(id) {
                    slot.state = State::Running(again);
                }
            });
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

/// A pending test's chances to fail and to succeed, at the success rate
/// `p` (certain once its verdict is known).
fn odds(slot: &Slot, p: f64) -> (f64, f64) {
    match slot.state {
        State::Ready(true) => (0.0, 1.0),
        State::Ready(false) => (1.0, 0.0),
        _ => (1.0 - p, p),
    }
}

/// The slots of `line` and of their branches, depth first.
fn collect_slots<'a>(line: &'a VecDeque<Slot>, all: &mut Vec<&'a Slot>) {
    for slot in line {
        all.push(slot);
        if let Some(branch) = &slot.branch {
            collect_slots(&branch.slots, all);
        }
    }
}

/// Calls `f` on the slots of `line` and of their branches.
fn each_slot_mut(line: &mut VecDeque<Slot>, f: &mut impl FnMut(&mut Slot)) {
    for slot in line {
        f(slot);
        if let Some(branch) = slot.branch.as_mut() {
            each_slot_mut(&mut branch.slots, f);
        }
    }
}

/// The slot at `path` from `line`: its index there, then its index on
/// that slot's branch, and so on.
fn slot_at<'a>(line: &'a mut VecDeque<Slot>, path: &[usize]) -> &'a mut Slot {
    let slot = &mut line[path[0]];
    match path.len() {
        1 => slot,
        _ => slot_at(
            &mut slot.branch.as_mut().expect("a branch on the path").slots,
            &path[1..],
        ),
    }
}

/// The path (see [`slot_at`]) of the first queued slot of `line`: on it,
/// else on its slots' branches in their order, each looked at the same way.
fn first_queued(line: &VecDeque<Slot>) -> Option<Vec<usize>> {
    if let Some(i) = line.iter().position(|s| s.state == State::Queued) {
        return Some(vec![i]);
    }
    line.iter().enumerate().find_map(|(i, slot)| {
        let mut path = first_queued(&slot.branch.as_ref()?.slots)?;
        path.insert(0, i);
        Some(path)
    })
}

/// Drops, on `line` and on its branches, every slot from the first that
/// `stalled` picks; a branch so cut is marked exhausted. Returns whether
/// `line` itself was cut.
fn cut_stalled(line: &mut VecDeque<Slot>, stalled: &impl Fn(&Slot) -> bool) -> bool {
    let cut = line
        .iter()
        .position(stalled)
        .inspect(|&at| line.truncate(at));
    for slot in line.iter_mut() {
        if let Some(branch) = slot.branch.as_mut()
            && cut_stalled(&mut branch.slots, stalled)
        {
            branch.exhausted = true;
        }
    }
    cut.is_some()
}

/// Gives `target` each success branch of `line`'s slots, and of their
/// branches' slots, that may take more tests, with the chance that its next
/// test is committed (`reach` is the chance that `line`'s first is; `odds`
/// a slot's chances to fail and to succeed); `path` leads to `line` (see
/// [`slot_at`]). Returns the chance that `line`'s next test is committed.
fn branch_targets(
    line: &VecDeque<Slot>,
    mut reach: f64,
    odds: &dyn Fn(&Slot) -> (f64, f64),
    jobs: usize,
    path: &mut Vec<usize>,
    target: &mut dyn FnMut(Target),
) -> f64 {
    for (i, slot) in line.iter().enumerate() {
        let (fails, succeeds) = odds(slot);
        path.push(i);
        if slot.before.is_some() && succeeds > 0.0 {
            let start = reach * succeeds;
            let (chance, room) = match &slot.branch {
                Some(branch) => {
                    let chance = branch_targets(&branch.slots, start, odds, jobs, path, target);
                    let room = if branch.exhausted {
                        0
                    } else {
                        jobs.saturating_sub(branch.slots.len())
                    };
                    (chance, room)
                }
                None => (start, jobs),
            };
            if room > 0 {
                target(Target {
                    lane: 0,
                    branch_of: Some(path.clone()),
                    chance,
                    room,
                    planned: 0,
                });
            }
        }
        path.pop();
        reach *= fails;
    }
    reach
}

/// Where [`AlgorithmRun::speculate`] may put tests: a lane's main line, or
/// the success branch of its pending test at `branch_of` (see [`slot_at`]).
struct Target {
    lane: usize,
    branch_of: Option<Vec<usize>>,
    /// The chance that the next test put there is committed.
    chance: f64,
    /// How many more tests may go there.
    room: usize,
    /// How many go there this time.
    planned: usize,
}

/// Up to `want` tests `algo` proposes if each fails, recorded as failed;
/// with each, if `keep_before`, a copy of the algorithm as it was before
/// it; and whether `algo` ran out of tests.
#[allow(clippy::type_complexity)]
fn proposals(
    algo: &mut dyn ListAlgorithm,
    want: usize,
    keep_before: bool,
) -> (
    Vec<Configuration>,
    Vec<Option<Box<dyn ListAlgorithm>>>,
    bool,
) {
    let (mut configs, mut befores) = (Vec::with_capacity(want), Vec::with_capacity(want));
    while configs.len() < want {
        let before = keep_before.then(|| algo.clone_box());
        let Some(config) = algo.next_test() else {
            return (configs, befores, true);
        };
        algo.record(false);
        configs.push(config);
        befores.push(before);
    }
    (configs, befores, false)
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
    use crate::algo::{
        AlgoKind, AlgoOptions, Ddmin, DdminOrder, ListAlgorithm, run_in_process, start,
    };
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

    /// What the test oracles say a call took: long beside rendering a few
    /// numbers, so that the runner speculates and looks ahead as it does
    /// with a slow oracle (see `AlgorithmRun::least_worth_preparing`).
    const CALL_TOOK: Duration = Duration::from_millis(50);

    /// Answers in-process, from the candidate's bytes: the runner's tests
    /// go through the same calls as the user's script, without processes;
    /// each call says it took the time given.
    struct InProcess<F>(F, Duration);

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
            let indices: Vec<usize> = std::str::from_utf8(candidate)
                .unwrap()
                .lines()
                .map(|l| l.parse().unwrap())
                .collect();
            answered((self.0)(&indices), control.is_cancelled(), self.1)
        }
    }

    /// What a test oracle's call answers: exit 0 (interesting) or 1, or
    /// cancelled.
    fn answered(interesting: bool, cancelled: bool, elapsed: Duration) -> io::Result<CallResult> {
        use std::os::unix::process::ExitStatusExt;
        let outcome = if cancelled {
            crate::runner::Outcome::Cancelled
        } else {
            let code = if interesting { 0 } else { 1 };
            crate::runner::Outcome::Exited(std::process::ExitStatus::from_raw(code << 8))
        };
        Ok(CallResult {
            outcome,
            elapsed,
            output: None,
        })
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
        let mut runner =
            Runner::new(settings(Arc::new(InProcess(oracle, CALL_TOOK)), jobs, root)).unwrap();
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
    /// s); `3` answers only when cancelled (or after 3 s), `7` when
    /// cancelled or after 0.5 s, those from `10` on after 0.3 s; `5` is
    /// the one interesting candidate.
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
                "7" => {
                    let until = Instant::now() + Duration::from_millis(500);
                    while !control.is_cancelled() && Instant::now() < until {
                        std::thread::sleep(Duration::from_millis(5));
                    }
                }
                _ if name.parse::<usize>().is_ok_and(|n| n >= 10) => {
                    std::thread::sleep(Duration::from_millis(300));
                }
                _ => {}
            }
            answered(name == "5", control.is_cancelled(), CALL_TOOK)
        }
    }

    /// Looks ahead to the candidates `2` and `3`, or, where `5` is taken
    /// as interesting, to `7`.
    struct TwoThree;

    impl LookAhead for TwoThree {
        fn candidates(
            &self,
            runner: &Runner,
            assumed: Assumed,
            want: usize,
            _: Instant,
        ) -> super::super::Found {
            let five = assumed.interesting.contains(&crate::runner::key(b"5\n"));
            let names: &[&[u8]] = if five { &[b"7\n"] } else { &[b"2\n", b"3\n"] };
            let candidates = (names.iter())
                .map(|bytes| crate::runner::Candidate {
                    key: crate::runner::key(bytes),
                    bytes: Arc::new(bytes.to_vec()),
                    chance: 0.25,
                    taken_interesting: false,
                })
                .filter(|found| {
                    runner.cache().get(found.key).is_none() && !assumed.pending.contains(&found.key)
                })
                .take(want)
                .collect();
            super::super::Found {
                candidates,
                ..Default::default()
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
            // Ending the runner waits for every call's thread: on a loaded
            // machine `3`'s may not have reached the oracle before.
            drop(runner);
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

    /// Finds nothing, and counts how often it was asked.
    #[derive(Default)]
    struct Nothing(std::sync::atomic::AtomicUsize);

    impl LookAhead for Nothing {
        fn candidates(&self, _: &Runner, _: Assumed, _: usize, _: Instant) -> super::super::Found {
            self.0.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            Default::default()
        }
    }

    impl Session for Nothing {
        fn interesting(&mut self, _: &Configuration, _: &[u8], _: &Runner) -> io::Result<()> {
            Ok(())
        }
        fn committed(&mut self, _: &Runner) {}
        fn look_ahead(&self) -> Option<&dyn LookAhead> {
            Some(self)
        }
    }

    #[test]
    fn a_look_ahead_that_finds_nothing_waits_for_a_verdict_to_be_asked_again() {
        let root = tempfile::tempdir().unwrap();
        let oracle = Arc::new(Recording::default());
        let mut runner = recording_runner(Arc::clone(&oracle), 8, root.path());
        // `1` answers at once; `10` to `14` take 0.3 s, pending all that
        // time with more outcomes (one of them first to succeed, or none)
        // than one look-ahead dry-runs. Finding nothing, it must not be
        // asked again until a verdict comes.
        let mut session = Nothing::default();
        let tests: [&[usize]; 6] = [&[1], &[10], &[11], &[12], &[13], &[14]];
        let stop = run_algorithm(&mut runner, &mut Fixed::new(&tests), &Lines, &mut session);
        assert_eq!(stop.unwrap(), None);
        let asked = session.0.into_inner();
        // One look-ahead (at most MOST_DRY_RUNS dry runs) after each
        // verdict at most.
        assert!(asked <= MOST_DRY_RUNS * tests.len(), "asked {asked} times");
        assert!(asked > 0);
    }

    #[test]
    fn a_call_started_ahead_runs_while_an_outcome_it_serves_can_happen() {
        let root = tempfile::tempdir().unwrap();
        let oracle = Arc::new(Recording::default());
        let mut runner = recording_runner(Arc::clone(&oracle), 4, root.path());
        // `5` answers (interesting) while `9` waits for `2`: every pending
        // test failing can no longer happen; looking ahead finds `2` and
        // `3` for `9` succeeding, `7` for `5` succeeding first. `3` runs
        // until cancelled: `9` failing must cancel it; `7` runs 0.5 s
        // unless cancelled: committing `5` must keep it.
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
        assert_eq!(called, ["2", "3", "5", "7", "9"]);
        assert_eq!(runner.stats().calls_ahead, 3);
        assert_eq!(runner.stats().cancelled_calls, 1);
        // The cancelled call's candidate is not known: a later test calls it.
        assert_eq!(runner.cache().get(crate::runner::key(b"3\n")), None);
        // The test after `5`'s success takes `7`'s verdict from its call.
        let later = run_algorithm(&mut runner, &mut Fixed::new(&[&[7]]), &Lines, &mut Quiet);
        assert_eq!(later.unwrap(), None);
        assert_eq!(oracle.called().iter().filter(|c| *c == "7").count(), 1);
        assert_eq!(runner.stats().calls_ahead_used, 1);
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

    /// Lane `0`'s items, rendered after a marker line `1000 + lane`, so
    /// that lanes' candidates differ.
    struct Marked(usize);

    impl Render for Marked {
        fn render(&self, config: &Configuration) -> Rendering {
            let mut rendering = lines_of(config);
            let mut bytes = format!("{}\n", 1000 + self.0).into_bytes();
            bytes.append(&mut rendering.bytes);
            rendering.bytes = bytes;
            rendering
        }
        fn admissible(&self, _: &Rendering) -> bool {
            true
        }
    }

    /// Records each lane's interesting configurations, in its order.
    #[derive(Default)]
    struct ByLane(Vec<Vec<Configuration>>);

    impl LanesSession for ByLane {
        fn interesting(
            &mut self,
            lane: usize,
            config: &Configuration,
            _: &[u8],
            _: &Runner,
        ) -> io::Result<()> {
            self.0[lane].push(config.clone());
            Ok(())
        }
        fn committed(&mut self, _: usize, _: &Runner) {}
    }

    #[test]
    fn lanes_side_by_side_each_commit_their_sequential_run_at_every_job_count() {
        use crate::algo::rng::Rng;
        let root = tempfile::tempdir().unwrap();
        let mut rng = Rng(0x1a7e5);
        for case in 0..40 {
            let lanes = 2 + case % 3;
            let cases: Vec<_> = (0..lanes)
                .map(|_| crate::algo::random_case(&mut rng, case, 60))
                .collect();
            let needs: Vec<Vec<usize>> = cases.iter().map(|c| c.1.clone()).collect();
            // Each lane's candidates keep its own required items.
            let oracle = move |c: &[usize]| {
                let lane = c[0] - 1000;
                needs[lane].iter().all(|r| c[1..].binary_search(r).is_ok())
            };
            let kind = [AlgoKind::Probdd, AlgoKind::Ddmin, AlgoKind::Wprobdd][case % 3];
            let mut sequential = Vec::new();
            for (lane, (weights, _, options)) in cases.iter().enumerate() {
                let oracle = oracle.clone();
                let (mut interesting, mut verdicts) = (Vec::new(), Vec::new());
                let (result, _) = run_in_process(&mut *start(kind, weights, options), |c| {
                    let mut marked = vec![1000 + lane];
                    marked.extend(c);
                    let verdict = oracle(&marked);
                    if verdict {
                        interesting.push(c.clone());
                    }
                    verdicts.push(verdict);
                    verdict
                });
                sequential.push((result, verdicts, interesting));
            }
            let jobs = [1, 2, 3, 8][case % 4];
            let mut runner = Runner::new(settings(
                Arc::new(InProcess(oracle, CALL_TOOK)),
                jobs,
                root.path(),
            ))
            .unwrap();
            let mut algos: Vec<Box<dyn ListAlgorithm>> = cases
                .iter()
                .map(|(weights, _, options)| start(kind, weights, options))
                .collect();
            let renders: Vec<Marked> = (0..lanes).map(Marked).collect();
            let mut session = ByLane(vec![Vec::new(); lanes]);
            let run = algos
                .iter_mut()
                .zip(&renders)
                .map(|(algo, render)| Lane {
                    algo: &mut **algo,
                    render,
                })
                .collect();
            assert_eq!(run_lanes(&mut runner, run, &mut session).unwrap(), None);
            let case = format!("case {case} {kind:?} {lanes} lanes -j {jobs}");
            for (lane, (result, _, interesting)) in sequential.iter().enumerate() {
                assert_eq!(algos[lane].current(), result, "{case}, lane {lane}");
                assert_eq!(&session.0[lane], interesting, "{case}, lane {lane}");
            }
            // The trail takes the lanes' verdicts lane after lane.
            let trail: Vec<bool> = sequential.iter().flat_map(|s| s.1.clone()).collect();
            assert_eq!(runner.trail, trail, "{case}");
            assert_eq!(runner.stats().algo_tests, trail.len() as u64, "{case}");
        }
        assert!(std::fs::read_dir(root.path()).unwrap().next().is_none());
    }

    #[test]
    fn an_algorithm_that_gives_its_list_up_early_learns_it_through_the_runner_too() {
        // 40 items of 10 tokens, 3 of them needed; the list is given up
        // once a test would take out fewer than 25 tokens (a single item).
        let root = tempfile::tempdir().unwrap();
        let weights = vec![10; 40];
        let oracle = |c: &[usize]| [3, 17, 30].iter().all(|n| c.binary_search(n).is_ok());
        let options = AlgoOptions::default();
        let yielding = || {
            crate::algo::Yielding::new(start(AlgoKind::Probdd, &weights, &options), &weights, 25.0)
        };
        let mut sequential = yielding();
        let (result, _) = run_in_process(&mut sequential, |c| oracle(c));
        assert!(sequential.yielded());
        for jobs in [1, 3] {
            let mut through = yielding();
            let (parallel, _) = through_the_runner(&mut through, jobs, oracle, root.path());
            assert_eq!(parallel, result, "-j {jobs}");
            // A dry run asks the algorithm once more, and takes the list
            // up again later: the real run must too.
            assert!(through.yielded(), "-j {jobs}");
        }
    }

    /// Tests the item its table gives for the verdicts so far; ends where
    /// the table gives none.
    #[derive(Clone)]
    struct Forks {
        table: &'static [(&'static [bool], usize)],
        verdicts: Vec<bool>,
        kept: Configuration,
    }

    impl Forks {
        fn new(table: &'static [(&'static [bool], usize)]) -> Forks {
            Forks {
                table,
                verdicts: Vec::new(),
                kept: Vec::new(),
            }
        }
    }

    impl ListAlgorithm for Forks {
        fn next_test(&mut self) -> Option<Configuration> {
            let next = self.table.iter().find(|(after, _)| *after == self.verdicts);
            next.map(|&(_, item)| vec![item])
        }
        fn record(&mut self, interesting: bool) {
            self.verdicts.push(interesting);
        }
        fn current(&self) -> &Configuration {
            &self.kept
        }
    }

    /// Answers the candidates named in `interesting` as interesting only
    /// if a call on `trigger` started before they answered (each waits up
    /// to 3 s for one); the rest as not interesting.
    #[derive(Debug)]
    struct AfterCall {
        trigger: &'static str,
        interesting: &'static [&'static str],
        called: std::sync::atomic::AtomicBool,
    }

    impl AfterCall {
        fn new(trigger: &'static str, interesting: &'static [&'static str]) -> AfterCall {
            AfterCall {
                trigger,
                interesting,
                called: Default::default(),
            }
        }
    }

    impl crate::runner::Oracle for AfterCall {
        fn call(
            &self,
            _: &std::path::Path,
            candidate: &[u8],
            _: bool,
            _: &CallControl,
        ) -> io::Result<CallResult> {
            use std::sync::atomic::Ordering;
            let name = String::from_utf8_lossy(candidate).trim().to_string();
            if name == self.trigger {
                self.called.store(true, Ordering::SeqCst);
            }
            let waits = self.interesting.contains(&name.as_str());
            let until = Instant::now() + Duration::from_secs(3);
            while waits && !self.called.load(Ordering::SeqCst) && Instant::now() < until {
                std::thread::sleep(Duration::from_millis(5));
            }
            let interesting = waits && self.called.load(Ordering::SeqCst);
            answered(interesting, false, CALL_TOOK)
        }
    }

    /// Items are the numbers 0..n, one per line; counts its renderings,
    /// each of which takes a millisecond.
    #[derive(Default)]
    struct SlowLines(std::sync::atomic::AtomicUsize);

    impl Render for SlowLines {
        fn render(&self, config: &Configuration) -> Rendering {
            self.0.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
            std::thread::sleep(Duration::from_millis(1));
            lines_of(config)
        }
        fn admissible(&self, _: &Rendering) -> bool {
            true
        }
    }

    #[test]
    fn candidates_slower_to_prepare_than_a_call_are_prepared_only_when_sure_to_be_tested() {
        // Calls that take no time: a candidate prepared on speculation
        // saves nothing, and one thrown away holds up the next verdict.
        let oracle = || {
            InProcess(
                |c: &[usize]| c.contains(&3) && c.contains(&6),
                Duration::ZERO,
            )
        };
        let mut renders = Vec::new();
        for jobs in [1, 2, 4] {
            let root = tempfile::tempdir().unwrap();
            let mut runner = Runner::new(settings(Arc::new(oracle()), jobs, root.path())).unwrap();
            let mut algo = Ddmin::new(8, DdminOrder::default());
            let render = SlowLines::default();
            assert_eq!(
                run_algorithm(&mut runner, &mut algo, &render, &mut Quiet).unwrap(),
                None
            );
            assert_eq!(algo.current(), &[3, 6]);
            renders.push(render.0.into_inner());
        }
        // What -j 1 renders, and what was prepared for the free slots
        // while the first call ran, before any call said what one takes.
        assert!(renders[1] <= renders[0] + 1, "{renders:?}");
        assert!(renders[2] <= renders[0] + 3, "{renders:?}");
    }

    #[test]
    fn free_slots_test_what_follows_a_pending_test_if_it_is_interesting() {
        // `1`; then `2` if it was interesting, else `3`.
        const TABLE: &[(&[bool], usize)] = &[(&[], 1), (&[true], 2), (&[false], 3)];
        // At -j 3 the main line holds `1` and `3` (what follows if `1`
        // fails); the third slot takes `2`, which follows if `1` succeeds,
        // so `1` hears of it and is interesting.
        let root = tempfile::tempdir().unwrap();
        let oracle = Arc::new(AfterCall::new("2", &["1"]));
        let mut runner = Runner::new(settings(oracle, 3, root.path())).unwrap();
        let mut forks = Forks::new(TABLE);
        let stop = run_algorithm(&mut runner, &mut forks, &Lines, &mut Quiet).unwrap();
        assert_eq!(stop, None);
        assert_eq!(forks.verdicts, [true, false]);
        // `3` was called on the main line and cancelled or answered; `2`'s
        // call, started on the branch, served the commit.
        assert_eq!(runner.stats().algo_tests, 2);
    }

    #[test]
    fn a_test_on_a_success_branch_has_a_branch_of_its_own() {
        // `1`; after its success `2`, after that one's `4`; after a
        // failure of `1`, `3`.
        const TABLE: &[(&[bool], usize)] =
            &[(&[], 1), (&[true], 2), (&[true, true], 4), (&[false], 3)];
        // At -j 4: `1` and `3` on the main line, `2` on `1`'s branch, `4`
        // on `2`'s. `1` and `2` are interesting only if `4` was called
        // while they ran: only a branch of a branch calls it in time.
        let root = tempfile::tempdir().unwrap();
        let oracle = Arc::new(AfterCall::new("4", &["1", "2"]));
        let mut runner = Runner::new(settings(oracle, 4, root.path())).unwrap();
        let mut forks = Forks::new(TABLE);
        let stop = run_algorithm(&mut runner, &mut forks, &Lines, &mut Quiet).unwrap();
        assert_eq!(stop, None);
        assert_eq!(forks.verdicts, [true, true, false]);
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

    /// Hears nothing; its tests are of class `.0`.
    struct OfClass(usize);

    impl Session for OfClass {
        fn interesting(&mut self, _: &Configuration, _: &[u8], _: &Runner) -> io::Result<()> {
            Ok(())
        }
        fn committed(&mut self, _: &Runner) {}
        fn class(&self) -> usize {
            self.0
        }
    }

    #[test]
    fn each_class_of_tests_has_its_own_success_rate_and_a_dry_run_gives_it_to_what_it_finds() {
        let root = tempfile::tempdir().unwrap();
        let oracle = InProcess(|c: &[usize]| c.first() == Some(&5), CALL_TOOK);
        let mut runner = Runner::new(settings(Arc::new(oracle), 2, root.path())).unwrap();
        // Class 1: ten interesting verdicts; class 0: ten failures.
        let fives: Vec<&[usize]> = vec![&[5]; 10];
        let ones: Vec<&[usize]> = vec![&[1]; 10];
        for (tests, class) in [(&fives, 1), (&ones, 0)] {
            let stop = run_algorithm(
                &mut runner,
                &mut Fixed::new(tests),
                &Lines,
                &mut OfClass(class),
            );
            assert_eq!(stop.unwrap(), None);
        }
        let moved = |from: f64, to: f64| to + (from - to) * (1.0 - SUCCESS_RATE_STEP).powi(10);
        let (fails, succeeds) = (
            moved(FIRST_SUCCESS_RATE, 0.0),
            moved(FIRST_SUCCESS_RATE, 1.0),
        );
        assert!((runner.success_rate(0) - fails).abs() < 1e-9);
        assert!((runner.success_rate(1) - succeeds).abs() < 1e-9);
        assert_eq!(runner.success_rate(2), FIRST_SUCCESS_RATE);
        // A dry run's candidates carry the rate of their session's class.
        for class in [0, 1, 2] {
            let assumed = Assumed {
                pending: Default::default(),
                interesting: Vec::new(),
            };
            let until = Instant::now() + Duration::from_secs(60);
            let mut dry = runner.dry_copy(runner.committed(), assumed, 4, until);
            let fixed = &mut Fixed::new(&[&[7]]);
            run_algorithm(&mut dry, fixed, &Lines, &mut OfClass(class)).unwrap();
            let found = dry.take_found().candidates;
            assert_eq!(found.len(), 1);
            assert_eq!(found[0].chance, runner.success_rate(class));
        }
    }

    #[test]
    fn a_dry_run_stops_at_its_deadline() {
        let root = tempfile::tempdir().unwrap();
        let oracle = InProcess(|_: &[usize]| false, CALL_TOOK);
        let runner = Runner::new(settings(Arc::new(oracle), 1, root.path())).unwrap();
        let later = Instant::now() + Duration::from_secs(60);
        for (until, candidates) in [(later, 1), (Instant::now(), 0)] {
            let assumed = Assumed {
                pending: Default::default(),
                interesting: Vec::new(),
            };
            let mut dry = runner.dry_copy(0, assumed, 4, until);
            let fixed = &mut Fixed::new(&[&[7]]);
            let stop = run_algorithm(&mut dry, fixed, &Lines, &mut Quiet).unwrap();
            let found = dry.take_found();
            assert_eq!(found.candidates.len(), candidates);
            assert_eq!(found.cut_off, candidates == 0);
            assert_eq!(stop.is_some(), candidates == 0);
        }
    }

    /// A join of parts found apart is likely interesting: a dry run takes
    /// its unknown test so and walks on from there (the join in the
    /// state it reaches), where an unknown test of another algorithm is
    /// taken as failing.
    #[test]
    fn a_dry_run_takes_a_join_as_interesting_and_walks_on() {
        let root = tempfile::tempdir().unwrap();
        let oracle = InProcess(|_: &[usize]| false, CALL_TOOK);
        let runner = Runner::new(settings(Arc::new(oracle), 1, root.path())).unwrap();
        let assumed = Assumed {
            pending: Default::default(),
            interesting: Vec::new(),
        };
        let until = Instant::now() + Duration::from_secs(60);
        let mut dry = runner.dry_copy(0, assumed, 4, until);
        let mut join = crate::algo::Join::new(4, vec![vec![0], vec![2]]);
        let stop = run_algorithm(&mut dry, &mut join, &Lines, &mut Quiet).unwrap();
        assert_eq!(stop, None);
        assert_eq!(join.current(), &[1, 3]);
        let found = dry.take_found().candidates;
        assert_eq!(found.len(), 1);
        assert_eq!(&found[0].bytes[..], b"1\n3\n");
        assert!(found[0].taken_interesting && found[0].chance > 0.5);
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
