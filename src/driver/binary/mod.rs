//! The binary driver: inputs that are not text (a fuzzer's crash, an
//! object file, an image, an archive). Lines and words mean nothing there,
//! and deleting bytes shifts every offset after them, so almost every
//! deletion breaks a file that has offsets. Its steps, repeated until a
//! round of them changes nothing:
//!
//! 1. truncation from the end, the largest cut first;
//! 2. on small files, records deleted: spans a length field seems to
//!    start (a PNG chunk), the longest first;
//! 3. blocks set to zero bytes, from half the file down to single bytes,
//!    which keeps every offset (afl-tmin's normalisation);
//! 4. runs of zero bytes deleted, each also with the aligned integers that
//!    pointed past it lowered by its length (one candidate per width and
//!    byte order; the oracle decides which, if any, still works);
//! 5. aligned blocks deleted, from half the file down;
//! 6. the bytes left that are not zero lowered toward zero.
//!
//! Steps 3, 5 and 6 run the chosen list algorithm over the blocks of each
//! size; 1, 2 and 4 test their candidates in order, side by side up to
//! `-j`.
//! A block a block step kept is not offered to it again while it holds
//! the same bytes, nor, by steps 3 and 6, a block around it (see
//! [`kept`]).
//!
//! Invariant: bytes in, bytes out; no tree and no front-end.

mod kept;
mod offsets;

use super::fixpoint::{Passes, keep_best, to_fixpoint};
use super::ledger::OpenLevel;
use super::level::taken_out;
use super::{KindTally, Observer, PassKind, Reduction, Strategy};
use crate::algo::{self, Configuration};
use crate::candidate::Rendering;
use crate::runner::{self, Answer, Runner, Stop};
use kept::Kept;
use offsets::{WIDTHS, cuts_of, records, repaired, zero_runs};
use std::io;
use std::ops::Range;

/// The most blocks one level of a block step offers: a level of smaller
/// blocks than that waits until the file is small enough. A level whose
/// blocks all stay costs about as many calls as it has blocks, so on a
/// 35 KB file whose bytes all matter the finest level is 128-byte blocks.
const MOST_BLOCKS: usize = 256;

/// The largest file step 2 looks for records in: every byte may start
/// one, and on a large file most of the candidates are noise.
const RECORDS_UP_TO: usize = 4096;

/// What [`Kept`] calls step 2 (the block steps are their [`Edit`]).
const RECORD: u8 = 3;

/// The steps of a round, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub(super) enum Step {
    Truncate,
    Records,
    Zero,
    Repair,
    Delete,
    Lower,
}

impl Step {
    const ROUND: [Step; 6] = [
        Step::Truncate,
        Step::Records,
        Step::Zero,
        Step::Repair,
        Step::Delete,
        Step::Lower,
    ];

    fn kind(self) -> PassKind {
        match self {
            Step::Truncate => PassKind::Truncate,
            Step::Zero => PassKind::Zero,
            Step::Repair => PassKind::Repair,
            Step::Delete => PassKind::Blocks,
            Step::Records => PassKind::Records,
            Step::Lower => PassKind::Lower,
        }
    }
}

/// Where a round stands: the step about to run, whether an earlier step
/// of the same round changed the best, and the blocks kept so far.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub(super) struct RoundAt {
    step: Step,
    changed: bool,
    /// What block steps kept: not offered again.
    kept: Kept,
}

impl RoundAt {
    /// A fresh run's first step.
    pub(super) fn start() -> RoundAt {
        RoundAt {
            step: Step::Truncate,
            changed: false,
            kept: Kept::default(),
        }
    }
}

/// What a block step does to the blocks it takes out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Edit {
    Delete,
    Zero,
    /// Halve each byte of the block.
    Lower,
}

/// Where a step starts, for the caller to save (`--resume`): the best,
/// the passes started before it and what they did, and the round's state.
pub(super) struct StepStart<'a> {
    pub(super) best: &'a [u8],
    pub(super) passes: usize,
    pub(super) by_kind: [KindTally; PassKind::ALL.len()],
    pub(super) at: RoundAt,
}

/// What the caller does where a step starts: given the step, the observer
/// and the runner, as the reduction holds both.
pub(super) type OnStepStart<'a> =
    dyn FnMut(StepStart, &mut dyn Observer, &mut Runner) -> io::Result<()> + 'a;

/// Reduces `best`, known to be interesting, from `at` (a fresh run's
/// [`RoundAt::start`] or a checkpoint's) to the fixpoint of the steps;
/// `started` is told where each step starts, before it runs.
pub(super) fn reduce(
    strategy: &Strategy,
    runner: &mut Runner,
    (observer, started): (&mut dyn Observer, &mut OnStepStart),
    best: Vec<u8>,
    mut at: RoundAt,
    (passes, by_kind): (usize, [KindTally; PassKind::ALL.len()]),
) -> io::Result<Reduction> {
    let run = Bytes {
        strategy,
        best,
        passes,
        by_kind,
        kept: std::mem::take(&mut at.kept),
    };
    let mut steps = Steps {
        run,
        at: Some(at),
        started,
        before: Vec::new(),
    };
    let stop = to_fixpoint(&mut steps, runner, observer)?;
    Ok(steps.run.ended(stop))
}

/// A binary reduction's steps, as the pass loop runs them.
struct Steps<'a, 's> {
    run: Bytes<'a>,
    /// The step about to run, or under way; `None` at the fixpoint.
    at: Option<RoundAt>,
    started: &'s mut OnStepStart<'s>,
    /// The best as the step under way started.
    before: Vec<u8>,
}

impl Passes for Steps<'_, '_> {
    fn next(&mut self) -> Option<PassKind> {
        self.at.as_ref().map(|at| at.step.kind())
    }

    fn starting(&mut self, runner: &mut Runner, observer: &mut dyn Observer) -> io::Result<()> {
        let at = self.at.as_ref().expect("a step is next");
        let start = StepStart {
            best: &self.run.best,
            passes: self.run.passes,
            by_kind: self.run.by_kind,
            at: RoundAt {
                kept: self.run.kept.clone(),
                ..at.clone()
            },
        };
        (self.started)(start, observer, runner)
    }

    fn run(
        &mut self,
        runner: &mut Runner,
        observer: &mut dyn Observer,
    ) -> io::Result<Option<Stop>> {
        self.before.clone_from(&self.run.best);
        let run = &mut self.run;
        match self.at.as_ref().expect("a step is next").step {
            Step::Truncate => run.truncate(runner, observer),
            Step::Zero => run.blocks(Edit::Zero, runner, observer),
            Step::Repair => run.repair(runner, observer),
            Step::Records => run.records(runner, observer),
            Step::Delete => run.blocks(Edit::Delete, runner, observer),
            Step::Lower => run.blocks(Edit::Lower, runner, observer),
        }
    }

    fn size(&self) -> (u64, u64) {
        (self.run.best.len() as u64, words(&self.run.best))
    }

    fn ended(&mut self) {
        let at = self.at.take().expect("a step ran");
        let changed = at.changed || self.run.best != self.before;
        self.at = match Step::ROUND.iter().position(|&s| s == at.step) {
            Some(i) if i + 1 < Step::ROUND.len() => Some(RoundAt {
                step: Step::ROUND[i + 1],
                changed,
                kept: Kept::default(),
            }),
            _ if changed => Some(RoundAt::start()),
            _ => None,
        };
    }

    fn tally(&mut self) -> (&mut usize, &mut [KindTally; PassKind::ALL.len()]) {
        (&mut self.run.passes, &mut self.run.by_kind)
    }
}

/// The words of `bytes`: the token count every report gives.
fn words(bytes: &[u8]) -> u64 {
    crate::frontend::count_words(bytes)
}

/// The bytes of `bytes` that are not zero: what step 3 takes out.
pub fn nonzero_bytes(bytes: &[u8]) -> u64 {
    bytes.iter().filter(|&&b| b != 0).count() as u64
}

/// A binary reduction's state across steps.
struct Bytes<'a> {
    strategy: &'a Strategy,
    best: Vec<u8>,
    passes: usize,
    by_kind: [KindTally; PassKind::ALL.len()],
    /// What block steps kept.
    kept: Kept,
}

impl Bytes<'_> {
    fn ended(self, stop: Option<Stop>) -> Reduction {
        Reduction {
            best: self.best,
            passes: self.passes,
            by_kind: self.by_kind,
            stop,
            tidied: super::Tidied::Off,
        }
    }

    /// Step 1: the best cut short by half its length, a quarter, and so
    /// on down to one byte. After a cut is accepted, the next cuts are no
    /// longer than it: one twice as long was refused, and a file cut
    /// shorter than that is taken to fail as well.
    fn truncate(
        &mut self,
        runner: &mut Runner,
        observer: &mut dyn Observer,
    ) -> io::Result<Option<Stop>> {
        let mut longest = self.best.len() / 2;
        loop {
            let len = self.best.len();
            let cuts: Vec<usize> =
                std::iter::successors(Some(longest.min(len / 2)), |&c| Some(c / 2))
                    .take_while(|&c| c > 0)
                    .collect();
            let candidates = cuts
                .iter()
                .map(|&c| self.best[..len - c].to_vec())
                .collect();
            match self.first_interesting(candidates, runner, observer)? {
                Found::One(_) => {
                    longest = len - self.best.len();
                    self.kept.cut(std::slice::from_ref(&(self.best.len()..len)));
                }
                Found::None => return Ok(None),
                Found::Stopped(stop) => return Ok(Some(stop)),
            }
        }
    }

    /// Step 4: each run of zero bytes [`zero_runs`] finds, the
    /// longest first, deleted (see [`cuts_of`]), alone and with the
    /// offsets past it repaired (see [`repaired`]).
    fn repair(
        &mut self,
        runner: &mut Runner,
        observer: &mut dyn Observer,
    ) -> io::Result<Option<Stop>> {
        let mut runs = zero_runs(&self.best);
        runs.sort_by_key(|r| std::cmp::Reverse(r.len()));
        runs.truncate(MOST_BLOCKS);
        let mut level = self.open_level((PassKind::Repair, 0), runs.len(), runner, observer);
        for i in 0..runs.len() {
            // Each candidate, and the cut it makes.
            let mut candidates: Vec<Vec<u8>> = Vec::new();
            let mut cut_of: Vec<Range<usize>> = Vec::new();
            for cut in cuts_of(&self.best, runs[i].clone()) {
                let plain = [&self.best[..cut.start], &self.best[cut.end..]].concat();
                let repairs = (WIDTHS.iter()).filter_map(|&(width, big_endian)| {
                    repaired(&self.best, cut.clone(), width, big_endian)
                });
                for c in std::iter::once(plain).chain(repairs) {
                    if !candidates.contains(&c) {
                        candidates.push(c);
                        cut_of.push(cut.clone());
                    }
                }
            }
            match self.first_interesting(candidates, runner, observer)? {
                Found::One(at) => {
                    level.report.taken_out += 1;
                    let cut = &cut_of[at];
                    self.kept.cut(std::slice::from_ref(cut));
                    // The runs after this one moved down by what went.
                    for run in &mut runs[i + 1..] {
                        if run.start >= cut.end {
                            *run = run.start - cut.len()..run.end - cut.len();
                        }
                    }
                }
                Found::None => {}
                Found::Stopped(stop) => {
                    level.end(words(&self.best), runner, observer);
                    return Ok(Some(stop));
                }
            }
        }
        level.end(words(&self.best), runner, observer);
        Ok(None)
    }

    /// Step 2, on files of at most [`RECORDS_UP_TO`] bytes: each record
    /// a length field seems to start (see [`records`]), the longest
    /// first, deleted. A cut refused is not offered again while its bytes
    /// stay where they are; after one is accepted, the records are found
    /// again in what is left.
    fn records(
        &mut self,
        runner: &mut Runner,
        observer: &mut dyn Observer,
    ) -> io::Result<Option<Stop>> {
        if self.best.len() > RECORDS_UP_TO {
            return Ok(None);
        }
        let found = |run: &Self| -> Vec<Range<usize>> {
            (records(&run.best).into_iter())
                .filter(|cut| !run.kept.contains(RECORD, cut, &run.best))
                .take(MOST_BLOCKS)
                .collect()
        };
        let mut cuts = found(self);
        let mut level = self.open_level((PassKind::Records, 0), cuts.len(), runner, observer);
        let stop = loop {
            let candidates = (cuts.iter())
                .map(|c| [&self.best[..c.start], &self.best[c.end..]].concat())
                .collect();
            let before = self.best.clone();
            let found_at = self.first_interesting(candidates, runner, observer)?;
            let refused = match found_at {
                Found::One(at) => &cuts[..at],
                Found::None => &cuts[..],
                Found::Stopped(stop) => break Some(stop),
            };
            for cut in refused {
                self.kept.insert(RECORD, cut, &before);
            }
            let Found::One(at) = found_at else {
                break None;
            };
            level.report.taken_out += 1;
            self.kept.cut(std::slice::from_ref(&cuts[at]));
            cuts = found(self);
        };
        level.end(words(&self.best), runner, observer);
        Ok(stop)
    }

    /// Steps 3, 5 and 6: `edit` at each block size, from the largest power
    /// of two under half the file down to one byte, the chosen list
    /// algorithm deciding which blocks of each size go. A level with more
    /// than [`MOST_BLOCKS`] blocks ends the step.
    fn blocks(
        &mut self,
        edit: Edit,
        runner: &mut Runner,
        observer: &mut dyn Observer,
    ) -> io::Result<Option<Stop>> {
        let kind = match edit {
            Edit::Delete => PassKind::Blocks,
            Edit::Zero => PassKind::Zero,
            Edit::Lower => PassKind::Lower,
        };
        let mut size = match edit {
            Edit::Lower => 1,
            _ => (self.best.len() / 2).max(1).next_power_of_two() / 2,
        }
        .max(1);
        let mut level = 0;
        loop {
            let blocks: Vec<Range<usize>> = (blocks_of(&self.best, size, edit).into_iter())
                .filter(|b| match edit {
                    // A block deleted shifts what follows it, so a block
                    // around a kept one may go where that one could not
                    // (it keeps an alignment): only the same block is
                    // not offered again.
                    Edit::Delete => !self.kept.contains(edit as u8, b, &self.best),
                    Edit::Zero | Edit::Lower => !self.kept.inside(edit as u8, b, &self.best),
                })
                .collect();
            if blocks.len() > MOST_BLOCKS {
                return Ok(None);
            }
            let before = self.best.clone();
            if !blocks.is_empty() {
                let stop = self.run_level(kind, level, edit, &blocks, runner, observer)?;
                if stop.is_some() {
                    return Ok(stop);
                }
            }
            level += 1;
            match edit {
                // Lowering goes on while it lowers.
                Edit::Lower if self.best != before => {}
                _ if size > 1 => size /= 2,
                _ => return Ok(None),
            }
        }
    }

    /// One level of a block step: the list algorithm over `blocks` of the
    /// best, each taken out as `edit` says.
    fn run_level(
        &mut self,
        kind: PassKind,
        level: usize,
        edit: Edit,
        blocks: &[Range<usize>],
        runner: &mut Runner,
        observer: &mut dyn Observer,
    ) -> io::Result<Option<Stop>> {
        let mut level = self.open_level((kind, level), blocks.len(), runner, observer);
        let weights: Vec<u64> = (blocks.iter())
            .map(|b| match edit {
                Edit::Delete => b.len() as u64,
                Edit::Zero | Edit::Lower => nonzero_bytes(&self.best[b.clone()]).max(1),
            })
            .collect();
        let mut algo = algo::start(self.strategy.algo, &weights, &self.strategy.options);
        let base = self.best.clone();
        let render = BlockRender {
            base: &base,
            blocks,
            edit,
        };
        let mut session = BlockSession {
            best: &mut self.best,
            observer,
            class: kind as usize,
        };
        let stop = runner::run_algorithm(runner, &mut *algo, &render, &mut session)?;
        let taken = taken_out(blocks.len(), algo.current());
        level.report.taken_out = taken.len();
        if stop.is_none() {
            // Zeroing and lowering leave every block where it was;
            // deleting moves the ones after a block it took out.
            if edit == Edit::Delete {
                let cuts: Vec<Range<usize>> = taken.iter().map(|&i| blocks[i].clone()).collect();
                self.kept.cut(&cuts);
            }
            let now = render.bytes(&taken);
            let mut moved_by = 0;
            let mut kept = algo.current().iter().peekable();
            for (i, block) in blocks.iter().enumerate() {
                if kept.next_if_eq(&&i).is_none() {
                    moved_by += block.len() * usize::from(edit == Edit::Delete);
                    continue;
                }
                let at = block.start - moved_by..block.end - moved_by;
                self.kept.insert(edit as u8, &at, &now);
            }
        }
        level.end(words(&self.best), runner, observer);
        Ok(stop)
    }

    /// Tests `candidates` in order, side by side up to `-j` at a time, and
    /// makes the first interesting one the best.
    fn first_interesting(
        &mut self,
        candidates: Vec<Vec<u8>>,
        runner: &mut Runner,
        observer: &mut dyn Observer,
    ) -> io::Result<Found> {
        for (at, batch) in candidates.chunks(runner.jobs()).enumerate() {
            let refs: Vec<&[u8]> = batch.iter().map(Vec::as_slice).collect();
            let answers = runner.verdicts_of(&refs)?;
            observer.tested(runner);
            for (i, answer) in answers.iter().enumerate() {
                if let Answer::Stopped(stop) = answer {
                    return Ok(Found::Stopped(*stop));
                }
                if answer.is_interesting() {
                    keep_best(
                        &mut self.best,
                        &batch[i],
                        || words(&batch[i]),
                        runner,
                        observer,
                    )?;
                    return Ok(Found::One(at * runner.jobs() + i));
                }
            }
        }
        Ok(Found::None)
    }

    /// A level of the byte steps starts, with `items` items: the best's
    /// words are its tokens.
    fn open_level(
        &self,
        (kind, level): (PassKind, usize),
        items: usize,
        runner: &Runner,
        observer: &mut dyn Observer,
    ) -> OpenLevel {
        let words = words(&self.best);
        OpenLevel::start((self.passes, kind, level), items, words, runner, observer)
    }
}

/// What [`Bytes::first_interesting`] found.
enum Found {
    /// The one at this index, now the best.
    One(usize),
    None,
    Stopped(Stop),
}

/// The blocks of `size` bytes of `bytes` at multiples of `size` (the last
/// one shorter) that `edit` can change: every block for deletion, those
/// with a byte that is not zero for the others.
fn blocks_of(bytes: &[u8], size: usize, edit: Edit) -> Vec<Range<usize>> {
    (0..bytes.len())
        .step_by(size)
        .map(|start| start..(start + size).min(bytes.len()))
        .filter(|b| edit == Edit::Delete || bytes[b.clone()].iter().any(|&c| c != 0))
        .collect()
}

/// How a block level's configurations become candidates.
struct BlockRender<'a> {
    /// The best as the level started.
    base: &'a [u8],
    blocks: &'a [Range<usize>],
    edit: Edit,
}

impl BlockRender<'_> {
    /// The base with the blocks at `taken` (increasing) edited.
    fn bytes(&self, taken: &[usize]) -> Vec<u8> {
        match self.edit {
            Edit::Delete => {
                let mut out = Vec::with_capacity(self.base.len());
                let mut from = 0;
                for &i in taken {
                    let block = &self.blocks[i];
                    out.extend_from_slice(&self.base[from..block.start]);
                    from = block.end;
                }
                out.extend_from_slice(&self.base[from..]);
                out
            }
            Edit::Zero | Edit::Lower => {
                let mut out = self.base.to_vec();
                for &i in taken {
                    for byte in &mut out[self.blocks[i].clone()] {
                        *byte = match self.edit {
                            Edit::Zero => 0,
                            _ => *byte / 2,
                        };
                    }
                }
                out
            }
        }
    }
}

impl runner::Render for BlockRender<'_> {
    fn render(&self, config: &Configuration) -> Rendering {
        Rendering {
            bytes: self.bytes(&taken_out(self.blocks.len(), config)),
            changes: Vec::new(),
        }
    }

    fn admissible(&self, _: &Rendering) -> bool {
        true
    }
}

/// A block level as the runner reports to it.
struct BlockSession<'a> {
    best: &'a mut Vec<u8>,
    observer: &'a mut dyn Observer,
    class: usize,
}

impl runner::Session for BlockSession<'_> {
    fn interesting(&mut self, _: &Configuration, bytes: &[u8], runner: &Runner) -> io::Result<()> {
        keep_best(self.best, bytes, || words(bytes), runner, self.observer)
    }

    fn committed(&mut self, runner: &Runner) {
        self.observer.tested(runner);
    }

    fn class(&self) -> usize {
        self.class
    }
}

#[cfg(test)]
mod tests {
    use super::{Edit, blocks_of};

    #[test]
    fn blocks_skip_zeroes_except_for_deletion() {
        let bytes = [0, 0, 1, 0, 0];
        assert_eq!(blocks_of(&bytes, 2, Edit::Zero), vec![2..4]);
        assert_eq!(blocks_of(&bytes, 2, Edit::Delete), [0..2, 2..4, 4..5]);
    }
}
