//! Speculation: the tests a live run proposes for free job slots, each
//! where it is likeliest to be committed (a lane's main line or a success
//! branch), and their preparation (rendered, hashed and syntax-checked as
//! one batch on rayon's pool: on a megabyte input that work, not the
//! oracle, would otherwise set the pace, on one thread).

use super::AlgorithmRun;
use super::slots::{Branch, Slot, State, odds, slot_at};
use crate::algo::{Configuration, ListAlgorithm};
use crate::candidate::Rendering;
use crate::runner::Key;
use crate::runner::cache::{Entry, key_of_kind};
use crate::runner::estimates::LEAST_BRANCH_CHANCE;
use rayon::prelude::*;
use std::collections::{HashMap, VecDeque};
use std::sync::Arc;
use std::time::Instant;

impl AlgorithmRun<'_, '_> {
    /// Proposes up to `free` tests and prepares them: each where it is
    /// most likely to be committed, on a lane's main line (which assumes
    /// every pending test fails) or on the success branch of one of its
    /// pending tests (see [`Branch`]). Returns how many it proposed; none
    /// once the call budget is spent (the lanes then propose no more).
    pub(super) fn speculate(&mut self, free: usize, max_pending: usize) -> usize {
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
        let least = self.runner.least_worth_preparing();
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
            let Proposals {
                configs,
                befores,
                likely,
                ..
            } = match at {
                None => {
                    // At -j 1 no slot is free for a branch while a test
                    // is pending: no copy is kept for one.
                    let proposals = proposals(&mut *run.if_all_fail, planned, jobs > 1);
                    run.exhausted |= proposals.exhausted;
                    proposals
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
                    let proposals = proposals(&mut *branch.algo, planned, true);
                    branch.exhausted |= proposals.exhausted;
                    proposals
                }
            };
            let mut slots = self.prepare(lane, configs);
            for ((slot, before), likely) in slots.iter_mut().zip(befores).zip(likely) {
                slot.before = before;
                slot.likely = likely;
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

    /// Renders, hashes and checks `configs` of lane `lane` (on the pool,
    /// where there are several) into slots, in order: known bytes take
    /// their verdict from the cache, bytes also pending wait for that
    /// slot's call, bytes the check refuses are answered "not
    /// interesting", the rest are queued for a job slot.
    pub(super) fn prepare(&mut self, lane: usize, configs: Vec<Configuration>) -> Vec<Slot> {
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
                likely: false,
            });
        }
        let each = started.elapsed().div_f64(slots.len() as f64);
        self.runner.learn_prepare_cost(each);
        slots
    }
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
                    // Slots waiting for another's call (a round's tests,
                    // the same on the branch as off it) take no room.
                    let own = branch.slots.iter().filter(|s| s.state != State::Waiting);
                    let room = if branch.exhausted {
                        0
                    } else {
                        jobs.saturating_sub(own.count())
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

/// The tests an algorithm proposes if each fails (see [`proposals`]).
struct Proposals {
    configs: Vec<Configuration>,
    /// With each, if kept, a copy of the algorithm as it was before it.
    befores: Vec<Option<Box<dyn ListAlgorithm>>>,
    /// With each, whether the algorithm found it likely to be interesting.
    likely: Vec<bool>,
    /// The algorithm ran out of tests.
    exhausted: bool,
}

/// Up to `want` tests `algo` proposes if each fails, recorded as failed;
/// with each, if `keep_before`, a copy of the algorithm as it was before
/// it.
fn proposals(algo: &mut dyn ListAlgorithm, want: usize, keep_before: bool) -> Proposals {
    let mut proposals = Proposals {
        configs: Vec::with_capacity(want),
        befores: Vec::with_capacity(want),
        likely: Vec::with_capacity(want),
        exhausted: false,
    };
    while proposals.configs.len() < want {
        let before = keep_before.then(|| algo.clone_box());
        let Some(config) = algo.next_test() else {
            proposals.exhausted = true;
            break;
        };
        proposals.likely.push(algo.likely_interesting());
        algo.record(false);
        proposals.configs.push(config);
        proposals.befores.push(before);
    }
    proposals
}

/// `f` of each of `items`, in order: on rayon's pool when there are
/// several, else here (a batch of one is most of them on small inputs).
fn on_pool<T: Sync, R: Send>(items: &[T], f: impl Fn(&T) -> R + Sync + Send) -> Vec<R> {
    if items.len() < 2 {
        return items.iter().map(f).collect();
    }
    items.par_iter().map(f).collect()
}
