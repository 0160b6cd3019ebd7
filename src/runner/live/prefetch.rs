//! A live run's look-ahead: where its algorithms have nothing more to
//! test but wait for verdicts, the free job slots take what the reduction
//! tests after them (found by dry runs, see [`crate::runner::LookAhead`]),
//! under the outcomes of the pending tests likeliest to come.

use super::AlgorithmRun;
use super::slots::odds;
use crate::runner::Key;
use crate::runner::calls::Serves;
use crate::runner::estimates::{AHEAD_SHARE, LEAST_BRANCH_CHANCE};
use crate::runner::lookahead::{Assumed, LookAhead};
use std::collections::HashMap;
use std::io;
use std::sync::Arc;
use std::time::Instant;

/// The most dry runs one look-ahead makes, one per outcome (see
/// [`AlgorithmRun::look_ahead`]): each replays the pass under way on the
/// runner's thread, and all of them together stay within the share of an
/// oracle call [`AHEAD_SHARE`] allows.
pub(super) const MOST_DRY_RUNS: usize = 4;

/// A candidate a look-ahead found, waiting for a free job slot.
pub(super) struct Upcoming {
    pub(super) key: Key,
    pub(super) bytes: Arc<Vec<u8>>,
    pub(super) serves: Serves,
}

/// When [`AlgorithmRun::drive`] asks its session's [`LookAhead`] for
/// candidates again.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Ahead {
    /// Not since the path ahead last changed (an interesting verdict).
    Unasked,
    /// It found candidates, and there may be more (more than there were
    /// free slots, or outcomes it had no time to dry-run).
    Capped,
    /// It found all there are until a verdict changes the path ahead.
    Complete,
}

impl Ahead {
    pub(super) fn worth_asking(self) -> bool {
        self != Ahead::Complete
    }
}

impl AlgorithmRun<'_, '_> {
    /// Calls started ahead that still run (and are not cancelled).
    pub(super) fn ahead_running(&self) -> usize {
        let running = self.runner.calls.running.values();
        running
            .filter(|c| c.ahead.is_some() && !c.cancelled)
            .count()
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
    pub(super) fn look_ahead(&mut self, look_ahead: &dyn LookAhead, want: usize) -> Ahead {
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
    pub(super) fn pending_outcomes(&self, p: f64) -> Vec<(Vec<Key>, f64)> {
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
    pub(super) fn start_ahead(&mut self, jobs: usize) -> io::Result<()> {
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
                self.start(key, upcoming.bytes, Some(upcoming.serves))?;
            }
        }
        Ok(())
    }
}
