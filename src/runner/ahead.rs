//! Looking ahead: the candidates a reduction tests once the list algorithm
//! running now ends, under an outcome of the verdicts not yet known (every
//! one "not interesting", or a few taken as interesting: see [`Assumed`]),
//! found by a dry run of the reduction that answers from the cache and
//! calls nothing. Calls on them fill the job slots the running algorithm
//! leaves free: a level that ends while later levels and passes could run
//! no longer holds them back. Their verdicts only fill the cache; the
//! reduction still commits every verdict in its own order, so its result
//! is the same for every `-j`, and at `-j 1` (no slot is ever free) it
//! makes the same calls.

use super::cache::{Cache, Entry, Verdict};
use super::parallel::{Calls, LanesSession, Render};
use super::{Key, Runner, Stop};
use crate::algo::ListAlgorithm;
use std::collections::HashSet;
use std::io;
use std::sync::Arc;
use std::time::Instant;

/// Finds the candidates a reduction tests after the algorithm running now
/// (implemented by the driver, which knows what comes next).
pub trait LookAhead {
    /// Up to `want` candidates that neither `runner`'s cache nor the
    /// pending tests `assumed` holds know, in the order the reduction would
    /// test them were the pending tests' verdicts as `assumed` says and
    /// every other verdict not yet known "not interesting" (but where the
    /// test's algorithm finds it likely interesting); those found by
    /// `until`, when the dry run stops (see [`Found::cut_off`]).
    fn candidates(&self, runner: &Runner, assumed: Assumed, want: usize, until: Instant) -> Found;
}

/// What a dry run takes the verdicts not yet known to be: an outcome of
/// the tests the real run is waiting for and of those it will make.
pub struct Assumed {
    /// The keys of the pending tests, each taken as not interesting...
    pub pending: HashSet<Key>,
    /// ...but these candidates, pending or not, taken as interesting
    /// (none: every verdict not yet known fails).
    pub interesting: Vec<Key>,
}

/// What a dry run found.
#[derive(Debug, Default)]
pub struct Found {
    /// Candidates to call the oracle on, in the order of the dry run.
    pub candidates: Vec<Candidate>,
    /// Candidates the syntax check refused on the way (the real run would
    /// refuse them again; the cache keeps that it need not).
    pub refused: Vec<Key>,
    /// Candidates met on the way that calls are testing already (started
    /// ahead by an earlier look-ahead, maybe for another outcome).
    pub running: Vec<Key>,
    /// The dry run stopped at its deadline, maybe short of candidates it
    /// would have found.
    pub cut_off: bool,
}

/// A candidate a dry run found.
#[derive(Debug)]
pub struct Candidate {
    /// Its key in the cache.
    pub key: Key,
    /// What the oracle is called on.
    pub bytes: Arc<Vec<u8>>,
    /// The chance that it is interesting: the share of interesting
    /// verdicts of its class so far (see `Session::class`), or
    /// `LIKELY` where its algorithm found it likely to be interesting.
    pub chance: f64,
    /// The dry run took it as interesting and walked on from there (see
    /// `ListAlgorithm::likely_interesting`).
    pub taken_interesting: bool,
}

/// The chance of success a dry run gives a candidate its algorithm finds
/// likely to be interesting (a join of parts each known interesting).
const LIKELY: f64 = 0.9;

/// A dry run's assumptions and findings.
pub(super) struct DryRun {
    /// The verdicts the real run committed since the dry run's start: its
    /// first tests are the real run's, answered from here unrendered.
    trail: Vec<bool>,
    /// Verdicts of `trail` replayed so far.
    replayed: usize,
    /// Keys the running algorithm has pending: assumed not interesting,
    /// but those of `interesting`.
    pending: HashSet<Key>,
    interesting: Vec<Key>,
    want: usize,
    /// When it stops, found or not.
    until: Instant,
    /// Tests past the trail answered so far (see [`MOST_WALKED`]).
    walked: usize,
    found: Found,
    /// Keys found so far: met again, they are assumed not interesting.
    seen: HashSet<Key>,
}

/// The most tests a dry run answers past where the real run stands: once
/// the candidates just ahead are known (found by earlier look-aheads, in
/// the cache or pending), each look-ahead walked on past all of them, and
/// on XML nested 10,000 deep (a level per element) the walks grew until
/// the driver spent half a second per call on them.
const MOST_WALKED: usize = 512;

impl Runner {
    /// A runner for a dry run of the reduction from where this runner had
    /// committed `from` verdicts (see [`Runner::committed`]): it answers
    /// the tests up to where the real run stands with the verdicts it
    /// committed, the pending tests as `assumed` says, the others from a
    /// copy of the cache; it takes every candidate it does not know as not
    /// interesting and notes it, and stops the run (as `--max-tests` does)
    /// once it noted `want` or at `until`. It makes no call and no
    /// directory.
    pub fn dry_copy(&self, from: usize, assumed: Assumed, want: usize, until: Instant) -> Runner {
        Runner {
            settings: super::RunnerSettings {
                deadline: None,
                max_calls: None,
                ..self.settings.clone()
            },
            dirs: super::rundir::RunDirs::none(),
            notices: Vec::new(),
            retried_io: false,
            next_call: 0,
            candidate_kind: self.candidate_kind,
            cache: self.cache.snapshot(),
            stats: Default::default(),
            last_outputs: Default::default(),
            ahead_outputs: Default::default(),
            calls: Calls::default(),
            trail: Vec::new(),
            ahead_cost: std::time::Duration::ZERO,
            answers: 0,
            prepare_cost: std::time::Duration::ZERO,
            success_rates: self.success_rates.clone(),
            ahead_keys: Default::default(),
            ahead_refused: Default::default(),
            dry: Some(DryRun {
                trail: self.trail.get(from..).unwrap_or_default().to_vec(),
                replayed: 0,
                pending: assumed.pending,
                interesting: assumed.interesting,
                want,
                until,
                walked: 0,
                found: Found::default(),
                seen: HashSet::new(),
            }),
        }
    }

    /// How many refusals the dry run of this runner noted so far.
    pub fn dry_refusals(&self) -> usize {
        self.dry.as_ref().map_or(0, |dry| dry.found.refused.len())
    }

    /// What the dry run of this runner (made by [`Runner::dry_copy`]) found.
    pub fn take_found(&mut self) -> Found {
        self.dry.take().map(|dry| dry.found).unwrap_or_default()
    }
}

/// [`super::run_lanes`]' lane `lane` on a dry runner: each test is
/// answered at once, from the cache or by assumption.
pub(super) fn dry_drive(
    runner: &mut Runner,
    algo: &mut dyn ListAlgorithm,
    render: &dyn Render,
    session: &mut dyn LanesSession,
    lane: usize,
) -> io::Result<Option<Stop>> {
    while let Some(config) = algo.next_test() {
        let dry = runner.dry.as_mut().expect("a dry runner");
        if Instant::now() >= dry.until {
            dry.found.cut_off = true;
            return Ok(Some(Stop::TestLimit));
        }
        if let Some(&verdict) = dry.trail.get(dry.replayed) {
            dry.replayed += 1;
            algo.record(verdict);
            if verdict {
                let bytes = render.render(&config).bytes;
                session.interesting(lane, &config, &bytes, runner)?;
            }
            session.committed(lane, runner);
            continue;
        }
        dry.walked += 1;
        if dry.walked > MOST_WALKED {
            return Ok(Some(Stop::TestLimit));
        }
        let mut rendering = render.render(&config);
        let key = runner.key(&rendering.bytes);
        let chance = runner.success_rate(session.class());
        let dry = runner.dry.as_mut().expect("a dry runner");
        let verdict = match runner.cache.get(key) {
            _ if dry.interesting.contains(&key) => true,
            // Under --verify the real run may not take it: look no further.
            Some(Entry::Known(Verdict::Interesting)) if runner.settings.verify => {
                return Ok(Some(Stop::TestLimit));
            }
            Some(Entry::Known(verdict)) => verdict.is_interesting(),
            Some(Entry::Refused) => false,
            Some(Entry::InFlight) => {
                let first = !dry.pending.contains(&key) && dry.seen.insert(key);
                if first {
                    dry.found.running.push(key);
                }
                first && algo.likely_interesting()
            }
            None => {
                // Taken as not interesting, but where the algorithm finds
                // its test likely to be interesting; met again, or refused
                // by the syntax check, not interesting.
                let mut likely = false;
                if !dry.pending.contains(&key) && dry.seen.insert(key) {
                    if render.admissible(&rendering) {
                        likely = algo.likely_interesting();
                        // Its bytes are needed here again only if taken
                        // as interesting.
                        let bytes = match likely {
                            true => rendering.bytes.clone(),
                            false => std::mem::take(&mut rendering.bytes),
                        };
                        let bytes = Arc::new(bytes);
                        (dry.found.candidates).push(Candidate {
                            key,
                            bytes,
                            chance: if likely { LIKELY } else { chance },
                            taken_interesting: likely,
                        });
                        if dry.found.candidates.len() >= dry.want {
                            return Ok(Some(Stop::TestLimit));
                        }
                    } else {
                        dry.found.refused.push(key);
                    }
                }
                likely
            }
        };
        algo.record(verdict);
        if verdict {
            session.interesting(lane, &config, &rendering.bytes, runner)?;
        }
        session.committed(lane, runner);
    }
    Ok(None)
}

impl Cache {
    /// A copy of what is known, without the journal.
    pub(super) fn snapshot(&self) -> Cache {
        Cache {
            entries: self.entries.clone(),
            journal: None,
            journal_error: None,
        }
    }
}
