//! A live run's calls: started as job slots free (the lanes' queued
//! tests first), their results given to the cache and the slots waiting
//! for them, made again where they gave no verdict, and reaped once
//! cancelled.

use super::AlgorithmRun;
use super::slots::{Slot, State, cut_stalled, first_queued, slot_at};
use crate::runner::calls::{Call, Serves};
use crate::runner::outcome::CallResult;
use crate::runner::supervise::CallControl;
use crate::runner::{Key, stop_requested};
use std::io;
use std::sync::Arc;
use std::time::{Duration, Instant};

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
            let id = self.start(key, bytes, 0, 0, None)?;
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

    /// Starts a call on `bytes`, whose launches failed `failed_launches`
    /// times in a row before (it then waits a moment first, in its thread).
    pub(super) fn start(
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
                let until = Instant::now() + crate::runner::relaunch_delay(failed_launches);
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
    pub(super) fn take_result(
        &mut self,
        id: u64,
        result: io::Result<CallResult>,
    ) -> io::Result<Option<bool>> {
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
    pub(super) fn again(
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
    pub(super) fn drain_cancelled(&mut self) {
        while self.runner.calls.running.values().any(|c| c.cancelled) {
            match self.runner.calls.rx.recv() {
                Ok((id, result)) => {
                    let key = self.runner.calls.running.get(&id).map(|c| c.key);
                    if self.take_result(id, result).is_err()
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
