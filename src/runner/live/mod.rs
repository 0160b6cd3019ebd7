//! The live engine. Speculative, in-order parallel testing (Hodován and Kiss, generalised to
//! every list algorithm): fill the job slots with what the algorithm would test
//! next if the pending tests all fail, and commit verdicts in proposal order.
//! The first interesting configuration wins; later calls are killed. So the
//! result is the same for every number of jobs.
//!
//! This file holds the run itself (commit in order, prune, drive); its
//! speculation, look-ahead and calls have their own files.

mod jobs;
mod prefetch;
mod slots;
mod speculate;
#[cfg(test)]
mod tests;

use self::prefetch::{Ahead, Upcoming};
use self::slots::{Branch, Slot, State, collect_slots, each_slot_mut};
use super::calls::Serves;
use super::estimates::AHEAD_COST_DECAY;
use super::exec::POLL;
use super::session::{Lane, LanesSession, Render};
use super::{Answer, Key, Runner, Stop};
use crate::algo::ListAlgorithm;
use std::collections::VecDeque;
use std::io;

/// [`super::run_lanes`] on a live runner: the lanes' tests go to the
/// oracle, speculated ahead of their verdicts where job slots are free.
pub(super) fn run_lanes(
    runner: &mut Runner,
    lanes: Vec<Lane>,
    session: &mut dyn LanesSession,
) -> io::Result<Option<Stop>> {
    let lanes = lanes
        .into_iter()
        .map(|lane| LaneRun {
            if_all_fail: lane.algo.clone_box(),
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
        algorithm_run.runner.cancel_calls(|_, _| true);
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
    if_all_fail: Box<dyn ListAlgorithm>,
    /// `if_all_fail` has nothing more to test.
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
        self.runner.cancel_calls(|_, call| call.ahead.is_none());
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
            if self.lanes[lane].algo.next_test().as_ref() != Some(&slot.config) {
                return Err(io::Error::other(
                    "internal error: the list algorithm's next test is not the one \
                     tested ahead for it, so its verdict cannot be committed; \
                     please report this with the input and options",
                ));
            }
            // A round's success after its first is no new best: only what
            // the round keeps is checked again (asked once the algorithm
            // proposed the test: a round that ran out of tests ends there).
            if verdict && self.runner.settings.verify && self.lanes[lane].algo.success_is_kept() {
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
            run.algo.record(verdict);
            let new_best = verdict && run.algo.current() == &slot.config;
            self.runner.learn_success(self.class, verdict);
            if slot.likely {
                self.runner.stats.joins_tested += 1;
                self.runner.stats.joins_interesting += u64::from(verdict);
            }
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
                if new_best {
                    session.interesting(lane, &slot.config, &slot.bytes, self.runner)?;
                }
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
                run.if_all_fail = branch.algo;
                run.exhausted = branch.exhausted;
            }
            None => {
                run.pending.clear();
                run.if_all_fail = run.algo.clone_box();
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
        self.runner.cancel_calls(|_, call| {
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
                    Some(look_ahead) if self.runner.look_ahead_affordable() => {
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
            if let Some((id, result)) = self.runner.next_ended(POLL)
                && self.take_result(id, result)? == Some(true)
            {
                // The reduction's path ahead may have changed.
                self.ahead_queue.clear();
                ahead = Ahead::Unasked;
            }
        }
    }

    /// Whether a slot of any lane holds `key`.
    fn is_pending(&self, key: Key) -> bool {
        self.lanes.iter().any(|l| l.slots().any(|s| s.key == key))
    }
}
