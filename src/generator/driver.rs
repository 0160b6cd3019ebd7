//! Generator mode's schedule: HDD over a trace's containers (paper §3.4,
//! §4.3), level by level from the outermost, each level's containers
//! through the chosen list algorithm, repeated until a whole pass removes
//! nothing (HDD*). The tree modes' driver does the same over a parsed
//! input; both hand their levels to the runner as a [`Session`].

use super::trace::Trace;
use super::worker::{GeneratorOracle, Made};
use crate::algo::{self, Configuration};
use crate::candidate::Rendering;
use crate::driver::{Checkpoint, KindTally, LevelReport, Observer, PassKind, Reduction, Strategy};
use crate::runner::{self, Render, Runner, Session};
use std::io;

/// Reduces the run `original` made, or goes on from a `checkpoint` of an
/// earlier run of the same reduction: returns the smallest interesting
/// input a replay made, and what the run took. Each level is built from
/// the trace the last interesting replay actually recorded (which `bypass`
/// and `realign` may make differ from the decisions proposed).
pub fn reduce(
    original: Made,
    strategy: &Strategy,
    runner: &mut Runner,
    worker: &GeneratorOracle,
    count_tokens: &dyn Fn(&[u8]) -> u64,
    observer: &mut dyn Observer,
    checkpoint: Option<Checkpoint>,
) -> io::Result<Reduction> {
    let mut trace = original.trace;
    let mut best = original.input;
    // Every pass is a trace pass: its tally counts the passes too.
    const TRACE: usize = PassKind::Trace as usize;
    let mut by_kind: [KindTally; PassKind::ALL.len()] = Default::default();
    if let Some(checkpoint) = checkpoint {
        let saved = checkpoint.trace().ok_or_else(|| {
            io::Error::other("the --resume state is a file's reduction, not a generator run's")
        })?;
        trace = Trace::parse(saved.as_bytes())
            .map_err(|e| io::Error::other(format!("the --resume state's trace: {e}")))?;
        by_kind = checkpoint.by_kind();
        best = checkpoint.start;
    }
    let mut best_tokens = count_tokens(&best);
    let stop = loop {
        let text = String::from_utf8(trace.to_bytes()).expect("a trace is JSON");
        let passes = by_kind[TRACE].passes;
        let checkpoint = Checkpoint::of_trace(best.clone(), passes, by_kind, text);
        observer.pass_started(&checkpoint, runner)?;
        by_kind[TRACE].passes += 1;
        let pass = passes + 1;
        let (bytes_before, tokens_before, calls_before) =
            (best.len(), best_tokens, runner.stats().oracle_calls);
        let mut changed = false;
        let mut stopped = None;
        let mut depth = 0;
        while stopped.is_none() && trace.containers().iter().any(|c| c.depth >= depth) {
            let items: Vec<usize> = (0..trace.containers().len())
                .filter(|&i| trace.containers()[i].depth == depth)
                .collect();
            depth += 1;
            if items.is_empty() {
                continue;
            }
            observer.level_started(pass, depth - 1, items.len(), runner);
            let weights: Vec<u64> = items
                .iter()
                .map(|&i| {
                    let c = &trace.containers()[i];
                    (c.end - c.begin + 1) as u64
                })
                .collect();
            let mut algo = algo::start(strategy.algo, &weights, &strategy.options);
            let level_calls = runner.stats().oracle_calls;
            let level_tokens = best_tokens;
            let render = TraceRender {
                base: &trace,
                items: &items,
            };
            let mut session = TraceSession {
                worker,
                adopted: None,
                best: &mut best,
                best_tokens: &mut best_tokens,
                count_tokens,
                observer,
            };
            stopped = runner::run_algorithm(runner, &mut *algo, &render, &mut session)?;
            let adopted = session.adopted.take();
            let report = LevelReport {
                pass,
                kind: PassKind::Trace,
                level: depth - 1,
                items: items.len(),
                taken_out: items.len() - algo.current().len(),
                oracle_calls: runner.stats().oracle_calls - level_calls,
                tokens_before: level_tokens,
                tokens_after: best_tokens,
            };
            observer.level_ended(&report, runner);
            if let Some(made) = adopted {
                trace = made.trace;
                changed = true;
            }
        }
        let tally = &mut by_kind[TRACE];
        tally.bytes += (bytes_before - best.len()) as u64;
        tally.tokens += tokens_before.saturating_sub(best_tokens);
        tally.oracle_calls += runner.stats().oracle_calls - calls_before;
        // A pass cut short counts for what it did.
        if stopped.is_some() || !changed {
            break stopped;
        }
    };
    Ok(Reduction {
        best,
        passes: by_kind[TRACE].passes,
        by_kind,
        stop,
    })
}

/// One level of a trace, as the runner sees it: a configuration keeps some
/// of the level's containers, and the candidate is the decisions to replay
/// without the others.
struct TraceRender<'a> {
    base: &'a Trace,
    /// The level's containers (indices into the base trace's).
    items: &'a [usize],
}

impl Render for TraceRender<'_> {
    fn render(&self, config: &Configuration) -> Rendering {
        let removed: Vec<usize> = (0..self.items.len())
            .filter(|i| config.binary_search(i).is_err())
            .map(|i| self.items[i])
            .collect();
        Rendering {
            bytes: self.base.without(&removed).to_bytes(),
            changes: Vec::new(),
        }
    }

    fn admissible(&self, _: &Rendering) -> bool {
        true
    }
}

/// One level of a trace, as the runner reports to it: what the replays
/// the oracle found interesting made.
struct TraceSession<'a> {
    worker: &'a GeneratorOracle,
    /// What the last interesting candidate of the level made.
    adopted: Option<Made>,
    best: &'a mut Vec<u8>,
    best_tokens: &'a mut u64,
    count_tokens: &'a dyn Fn(&[u8]) -> u64,
    observer: &'a mut dyn Observer,
}

impl Session for TraceSession<'_> {
    fn interesting(&mut self, _: &Configuration, bytes: &[u8], runner: &Runner) -> io::Result<()> {
        // A verdict from a resumed run's journal: its input is made again
        // (a replay, without the oracle).
        let made = match self.worker.made(bytes) {
            Some(made) => made,
            None => self.worker.remake(bytes)?.map_err(|outcome| {
                io::Error::other(format!(
                    "a replay the oracle found interesting in the run resumed gives no input \
                     now ({}): does the generator draw all its randomness through the trace \
                     helper?",
                    outcome.describe()
                ))
            })?,
        };
        // A replay that makes more is no improvement of the result, though
        // its decisions are fewer.
        if made.input.len() < self.best.len() {
            *self.best = made.input.clone();
            *self.best_tokens = (self.count_tokens)(self.best);
            self.observer
                .improved(self.best, *self.best_tokens, runner)?;
        }
        self.adopted = Some(made);
        Ok(())
    }

    fn committed(&mut self, runner: &Runner) {
        self.observer.tested(runner);
    }
}
