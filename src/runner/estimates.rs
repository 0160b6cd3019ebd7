//! What the runner learns as it goes, to decide what is worth doing while
//! calls run: the share of interesting verdicts per class of tests, what
//! preparing a candidate and looking ahead cost beside an oracle call.

use super::Runner;
use std::time::Duration;

/// A look-ahead runs on the runner's thread, which commits and starts
/// nothing meanwhile: it is asked only while what it is expected to take
/// (what the last one took) is at most this share (1 / AHEAD_SHARE) of an
/// oracle call's mean time.
pub(super) const AHEAD_SHARE: u32 = 4;

/// Each list algorithm that could not afford a look-ahead lowers the
/// expected cost by this factor, so that a cost measured on a larger input
/// is measured again in time.
pub(super) const AHEAD_COST_DECAY: f64 = 0.8;

/// The chance of success the runner gives a test before any verdict (see
/// [`Branch`]).
pub(super) const FIRST_SUCCESS_RATE: f64 = 0.25;

/// The chance of success the runner gives a test its list algorithm finds
/// likely to be interesting (a join of tests each interesting: see
/// `ListAlgorithm::likely_interesting`).
pub(super) const LIKELY: f64 = 0.9;

/// How fast the success rate follows the verdicts: each committed verdict
/// weighs this much in the moving average.
pub(super) const SUCCESS_RATE_STEP: f64 = 0.05;

/// The least chance, as the runner estimates it, that a speculative test
/// on a success branch is committed: below it, free slots are left to the
/// look-ahead.
pub(super) const LEAST_BRANCH_CHANCE: f64 = 0.05;

/// How fast the cost of preparing a candidate follows what it took: each
/// batch prepared weighs this much in the moving average.
pub(super) const PREPARE_COST_STEP: f64 = 0.2;

impl Runner {
    /// The share of interesting verdicts among the tests of `class` so far
    /// (see [`Session::class`]), kept within 1% of certainty.
    pub(super) fn success_rate(&self, class: usize) -> f64 {
        let rate = self.success_rates.get(class).copied();
        rate.unwrap_or(FIRST_SUCCESS_RATE).clamp(0.01, 0.99)
    }

    /// Moves the success rate of `class` towards a committed `verdict`.
    pub(super) fn learn_success(&mut self, class: usize, verdict: bool) {
        if self.success_rates.len() <= class {
            self.success_rates.resize(class + 1, FIRST_SUCCESS_RATE);
        }
        let rate = &mut self.success_rates[class];
        *rate += SUCCESS_RATE_STEP * (f64::from(u8::from(verdict)) - *rate);
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
    pub(super) fn least_worth_preparing(&self) -> f64 {
        if self.prepare_cost.is_zero() {
            // Only what is sure to be tested until a candidate's cost is
            // known: on that file, the first two prepared side by side
            // held 324 MB at once, one at a time 247 MB.
            return 1.0;
        }
        let Some(call) = self.mean_call() else {
            return 0.0;
        };
        (1.0 - call.as_secs_f64() / self.prepare_cost.as_secs_f64()).max(0.0)
    }

    /// Whether a look-ahead is cheap beside an oracle call (see
    /// [`AHEAD_SHARE`]).
    pub(super) fn look_ahead_affordable(&self) -> bool {
        self.mean_call()
            .is_some_and(|call| self.ahead_cost * AHEAD_SHARE <= call)
    }

    /// Moves the cost of preparing a candidate towards `each`, what the
    /// last batch took per candidate.
    pub(super) fn learn_prepare_cost(&mut self, each: Duration) {
        let cost = &mut self.prepare_cost;
        *cost = if cost.is_zero() {
            each
        } else {
            cost.mul_f64(1.0 - PREPARE_COST_STEP) + each.mul_f64(PREPARE_COST_STEP)
        };
    }
}
