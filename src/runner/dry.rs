//! The dry engine: a reduction run on a copy of the runner that calls
//! nothing, answering each test from the real run's trail, the cache, or
//! an assumption, to find what the reduction tests next (see
//! [`super::LookAhead`]).

use super::cache::{Cache, Entry, Verdict};
use super::estimates::LIKELY;
use super::lookahead::{Assumed, Candidate, Found};
use super::session::{Lane, LanesSession, Render};
use super::{Engine, Key, Runner, Stop};
use crate::algo::ListAlgorithm;
use std::collections::HashSet;
use std::io;
use std::sync::Arc;
use std::time::Instant;

/// A dry run's assumptions and findings.
#[derive(Debug)]
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
        let settings = super::RunnerSettings {
            deadline: None,
            max_calls: None,
            ..self.settings.clone()
        };
        let mut runner = Runner::fresh(settings, super::rundir::RunDirs::none());
        runner.candidate_kind = self.candidate_kind;
        runner.cache = self.cache.snapshot();
        runner.success_rates = self.success_rates.clone();
        runner.engine = Engine::Dry(Box::new(DryRun {
            trail: self.trail.get(from..).unwrap_or_default().to_vec(),
            replayed: 0,
            pending: assumed.pending,
            interesting: assumed.interesting,
            want,
            until,
            walked: 0,
            found: Found::default(),
            seen: HashSet::new(),
        }));
        runner
    }

    /// How many refusals the dry run of this runner noted so far.
    pub fn dry_refusals(&self) -> usize {
        match &self.engine {
            Engine::Dry(dry) => dry.found.refused.len(),
            Engine::Live => 0,
        }
    }

    /// What the dry run of this runner (made by [`Runner::dry_copy`]) found.
    pub fn take_found(&mut self) -> Found {
        match &mut self.engine {
            Engine::Dry(dry) => std::mem::take(&mut dry.found),
            Engine::Live => Found::default(),
        }
    }
}

/// [`super::run_lanes`] on a dry runner, whose dry run is `dry`: the
/// lanes one after another, each test answered at once, from the trail,
/// the cache or by assumption. The runner is only read: a dry run calls
/// nothing and changes nothing the real run knows.
pub(super) fn run_lanes(
    runner: &Runner,
    dry: &mut DryRun,
    lanes: Vec<Lane>,
    session: &mut dyn LanesSession,
) -> io::Result<Option<Stop>> {
    for (i, lane) in lanes.into_iter().enumerate() {
        let stop = drive(runner, dry, lane.algo, lane.render, session, i)?;
        if stop.is_some() {
            return Ok(stop);
        }
    }
    Ok(None)
}

/// Lane `lane` of [`run_lanes`].
fn drive(
    runner: &Runner,
    dry: &mut DryRun,
    algo: &mut dyn ListAlgorithm,
    render: &dyn Render,
    session: &mut dyn LanesSession,
    lane: usize,
) -> io::Result<Option<Stop>> {
    while let Some(config) = algo.next_test() {
        if Instant::now() >= dry.until {
            dry.found.cut_off = true;
            return Ok(Some(Stop::TestLimit));
        }
        if let Some(&verdict) = dry.trail.get(dry.replayed) {
            dry.replayed += 1;
            algo.record(verdict);
            if verdict && algo.current() == &config {
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
        let verdict = match runner.cache.get(key) {
            _ if dry.interesting.contains(&key) => true,
            // Under --verify the real run may not take it: look no further.
            Some(Entry::Known(Verdict::Interesting))
                if runner.settings.verify && algo.success_is_kept() =>
            {
                return Ok(Some(Stop::TestLimit));
            }
            Some(entry @ (Entry::Known(_) | Entry::Refused)) => entry.verdict() == Some(true),
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
        if verdict && algo.current() == &config {
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
