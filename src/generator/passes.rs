//! Generator mode's schedule: HDD over a trace's containers (paper §3.4,
//! §4.3), level by level from the outermost, each level's containers
//! through the chosen list algorithm, repeated until a whole pass removes
//! nothing (HDD*). The tree modes' driver does the same over a parsed
//! input; both hand their levels to the runner as a [`Session`].

use super::trace::Trace;
use super::worker::{GeneratorOracle, Made};
use crate::algo::{self, Configuration};
use crate::candidate::Rendering;
use crate::driver::{
    Checkpoint, KindTally, Observer, OpenLevel, PassKind, Passes, Reduction, Strategy, keep_best,
    to_fixpoint,
};
use crate::runner::{self, Render, Runner, Session, Stop};
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
    let mut passes = TracePasses {
        strategy,
        worker,
        count_tokens,
        trace: original.trace,
        best_tokens: 0,
        best: original.input,
        passes: 0,
        by_kind: Default::default(),
        changed: true,
    };
    if let Some(checkpoint) = checkpoint {
        let saved = checkpoint.trace().ok_or_else(|| {
            io::Error::other("the --resume state is a file's reduction, not a generator run's")
        })?;
        passes.trace = Trace::parse(saved.as_bytes())
            .map_err(|e| io::Error::other(format!("the --resume state's trace: {e}")))?;
        passes.by_kind = checkpoint.by_kind();
        // Every pass is a trace pass: its tally counts them all.
        passes.passes = passes.by_kind[PassKind::Trace as usize].passes;
        passes.best = checkpoint.start;
    }
    passes.best_tokens = count_tokens(&passes.best);
    let stop = to_fixpoint(&mut passes, runner, observer)?;
    Ok(Reduction {
        best: passes.best,
        passes: passes.passes,
        by_kind: passes.by_kind,
        stop,
        tidied: crate::driver::Tidied::Off,
    })
}

/// A generator run's passes, as the pass loop runs them: each walks the
/// trace's containers level by level, from the outermost.
struct TracePasses<'a> {
    strategy: &'a Strategy,
    worker: &'a GeneratorOracle,
    count_tokens: &'a dyn Fn(&[u8]) -> u64,
    /// The trace of the run that made the best.
    trace: Trace,
    /// The smallest input made so far, and its tokens.
    best: Vec<u8>,
    best_tokens: u64,
    passes: usize,
    by_kind: [KindTally; PassKind::ALL.len()],
    /// Whether the last pass adopted a new trace (before the first: yes).
    changed: bool,
}

impl Passes for TracePasses<'_> {
    fn next(&mut self) -> Option<PassKind> {
        self.changed.then_some(PassKind::Trace)
    }

    fn starting(&mut self, runner: &mut Runner, observer: &mut dyn Observer) -> io::Result<()> {
        let text = String::from_utf8(self.trace.to_bytes()).expect("a trace is JSON");
        let checkpoint = Checkpoint::of_trace(self.best.clone(), self.passes, self.by_kind, text);
        observer.pass_started(&checkpoint, runner)
    }

    fn run(
        &mut self,
        runner: &mut Runner,
        observer: &mut dyn Observer,
    ) -> io::Result<Option<Stop>> {
        self.changed = false;
        let mut depth = 0;
        while self.trace.containers().iter().any(|c| c.depth >= depth) {
            let items: Vec<usize> = (0..self.trace.containers().len())
                .filter(|&i| self.trace.containers()[i].depth == depth)
                .collect();
            depth += 1;
            if items.is_empty() {
                continue;
            }
            let at = (self.passes, PassKind::Trace, depth - 1);
            let level = OpenLevel::start(at, items.len(), self.best_tokens, runner, observer);
            let weights: Vec<u64> = (items.iter())
                .map(|&i| {
                    let c = &self.trace.containers()[i];
                    (c.end - c.begin + 1) as u64
                })
                .collect();
            let mut algo = algo::start(self.strategy.algo, &weights, &self.strategy.options);
            let render = TraceRender {
                base: &self.trace,
                items: &items,
            };
            let mut session = TraceSession {
                worker: self.worker,
                adopted: None,
                best: &mut self.best,
                best_tokens: &mut self.best_tokens,
                count_tokens: self.count_tokens,
                observer: &mut *observer,
            };
            let stopped = runner::run_algorithm(runner, &mut *algo, &render, &mut session)?;
            let adopted = session.adopted.take();
            let mut level = level;
            level.report.taken_out = items.len() - algo.current().len();
            level.end(self.best_tokens, runner, observer);
            if let Some(made) = adopted {
                self.trace = made.trace;
                self.changed = true;
            }
            if stopped.is_some() {
                return Ok(stopped);
            }
        }
        Ok(None)
    }

    fn size(&self) -> (u64, u64) {
        (self.best.len() as u64, self.best_tokens)
    }

    fn ended(&mut self) {}

    fn tally(&mut self) -> (&mut usize, &mut [KindTally; PassKind::ALL.len()]) {
        (&mut self.passes, &mut self.by_kind)
    }
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
            let tokens = (self.count_tokens)(&made.input);
            *self.best_tokens = tokens;
            keep_best(self.best, &made.input, || tokens, runner, self.observer)?;
        }
        self.adopted = Some(made);
        Ok(())
    }

    fn committed(&mut self, runner: &Runner) {
        self.observer.tested(runner);
    }
}
