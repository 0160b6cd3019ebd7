//! A live run's calls: started as job slots free (the lanes' queued
//! tests first), their results (judged by the runner's executor) given
//! to the slots waiting for them, and reaped once cancelled.

use super::AlgorithmRun;
use super::slots::{Slot, State, cut_stalled, first_queued, slot_at};
use crate::runner::Key;
use crate::runner::calls::Serves;
use crate::runner::exec::{Judged, POLL};
use crate::runner::outcome::CallResult;
use std::io;
use std::sync::Arc;

/// The most outputs of calls started ahead kept for `--verbose` (see
/// `Runner::ahead_outputs`): past it, they are dropped all at once, and a
/// test that commits one of their verdicts keeps the output before.
const MOST_AHEAD_OUTPUTS: usize = 1024;

impl AlgorithmRun<'_, '_> {
    /// Starts queued slots while fewer than `jobs` calls run, each the
    /// first queued one (on the main line, then on the branches) of the
    /// lane with the fewest calls running (the lowest of equals). Once the
    /// call budget runs out, every lane's slots from its first that could
    /// not start on are dropped, on its main line and its branches.
    pub(super) fn start_queued(&mut self, jobs: usize) -> io::Result<()> {
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
            let id = self.start(key, bytes, None)?;
            slot_at(&mut self.lanes[lane].pending, &path).state = State::Running(id);
        }
        Ok(())
    }

    /// Slots admitted and waiting for a job slot.
    pub(super) fn queued(&self) -> usize {
        let slots = self.lanes.iter().flat_map(|l| l.slots());
        slots.filter(|s| s.state == State::Queued).count()
    }

    /// Calls whose processes may still run: cancelled ones count until
    /// their thread has reaped them, so `-j` is a hard cap.
    pub(super) fn live_calls(&self) -> usize {
        self.runner.calls.running.len()
    }

    /// Starts a call for a slot, or, with `ahead`, for a candidate a
    /// later list algorithm will test; counted as it starts.
    pub(super) fn start(
        &mut self,
        key: Key,
        bytes: Arc<Vec<u8>>,
        ahead: Option<Serves>,
    ) -> io::Result<u64> {
        self.runner.stats.oracle_calls += 1;
        let capture_output = self.runner.settings.capture_output;
        self.runner
            .launch(key, bytes, capture_output, (0, 0), ahead)
    }

    /// Takes the result of call `id` (judged by the executor): its verdict
    /// goes to the slots that wait for it, and a call made again takes its
    /// slots along. Returns the verdict, if it gave one.
    pub(super) fn take_result(
        &mut self,
        id: u64,
        result: io::Result<CallResult>,
    ) -> io::Result<Option<bool>> {
        let (call, mut result) = match self.runner.judge(id, result)? {
            Judged::Nothing => return Ok(None),
            Judged::Again(again) => {
                for run in &mut self.lanes {
                    run.each_slot_mut(|slot| {
                        if slot.state == State::Running(id) {
                            slot.state = State::Running(again);
                        }
                    });
                }
                return Ok(None);
            }
            Judged::Answered(call, result) => (call, result),
        };
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

    /// Waits for every cancelled call to be reaped; calls started ahead
    /// that finish meanwhile give their verdicts to the cache.
    pub(super) fn drain_cancelled(&mut self) {
        while self.runner.calls.running.values().any(|c| c.cancelled) {
            let Some((id, result)) = self.runner.next_ended(POLL) else {
                continue;
            };
            let key = self.runner.calls.running.get(&id).map(|c| c.key);
            if self.take_result(id, result).is_err()
                && let Some(key) = key
            {
                // An ahead call that failed without a verdict: the slot
                // that needs its bytes calls them again.
                self.runner.cache.abandon(key);
            }
        }
    }
}
