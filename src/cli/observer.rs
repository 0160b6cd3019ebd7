//! What a CLI run does as the reduction goes: every new best written to the
//! output, the state saved for `--resume` as each pass starts, progress
//! shown, and what the summary needs kept.

use super::confirm::EarlierBests;
use crate::driver::{self, Observer};
use crate::output;
use crate::report::{BestSoFar, Progress};
use crate::resume;
use crate::runner::Runner;
use std::path::Path;
use std::time::Instant;

/// The observer of a CLI run: writes each new best out and shows progress.
pub(super) struct RunObserver<'a> {
    pub(super) progress: Progress,
    pub(super) output: &'a Path,
    /// How each best is written: a file with the input's permissions (a
    /// script stays executable), or a bundle's files as a directory.
    pub(super) destination: output::Destination<'a>,
    /// Where `--resume` keeps the state, and whose state it is.
    pub(super) state: Option<(&'a Path, &'a resume::Identity)>,
    /// Resuming: the size of the output found. The bests a replayed pass
    /// commits again are not written back while they are larger, so the
    /// output never grows back.
    pub(super) replay_floor: Option<u64>,
    /// The bests written, for the summary.
    pub(super) bests: Vec<BestSoFar>,
    /// Bests to fall back to if the result is not interesting again.
    pub(super) earlier: EarlierBests,
    /// What each level did, for the summary.
    pub(super) levels: Vec<crate::report::LevelEnded>,
    /// When the run started.
    pub(super) started: Instant,
    /// The runner's notices shown so far.
    pub(super) notices_shown: usize,
    /// Whether each best's bytes that are not zero are counted (a binary
    /// input's).
    pub(super) count_nonzero: bool,
    /// Whether each best's tokens are its words counted afresh (text's:
    /// the passes hand over what their edits estimate, which a token cut
    /// to its bytes leaves high: 4 for a best of 2 words).
    pub(super) count_words: bool,
}

impl<'a> RunObserver<'a> {
    /// The observer of a run started at `started` that writes its bests to
    /// `output` as `destination` says; no state, no replay floor.
    pub(super) fn new(
        progress: Progress,
        output: &'a Path,
        destination: output::Destination<'a>,
        started: Instant,
    ) -> Self {
        RunObserver {
            progress,
            output,
            destination,
            state: None,
            replay_floor: None,
            bests: Vec::new(),
            earlier: EarlierBests::default(),
            levels: Vec::new(),
            started,
            notices_shown: 0,
            count_nonzero: false,
            count_words: false,
        }
    }

    /// Keeps the `--resume` state at `state` (when given) as each pass
    /// starts; `resumed` says the run goes on from one, so that the bests
    /// it commits again while replaying are not written over a smaller
    /// output.
    pub(super) fn keep_state(
        &mut self,
        state: Option<(&'a Path, &'a resume::Identity)>,
        resumed: bool,
    ) {
        self.state = state;
        self.replay_floor = resumed
            .then(|| output::size_on_disk(self.output, self.destination))
            .flatten();
    }
}

impl Observer for RunObserver<'_> {
    fn pass_started(
        &mut self,
        checkpoint: &driver::Checkpoint,
        runner: &mut Runner,
    ) -> std::io::Result<()> {
        if let Some((path, identity)) = self.state {
            let journal =
                resume::save(path, identity, checkpoint, runner.cache()).map_err(|e| {
                    std::io::Error::new(e.kind(), format!("writing {}: {e}", path.display()))
                })?;
            runner.cache_mut().set_journal(journal);
        }
        Ok(())
    }

    fn level_started(&mut self, pass: usize, level: usize, items: usize, runner: &Runner) {
        self.progress
            .level_started(pass, level, items, runner.stats());
    }

    fn level_ended(&mut self, report: &driver::LevelReport, runner: &Runner) {
        self.progress.level_ended(report, runner.stats());
        self.levels.push(crate::report::LevelEnded {
            report: *report,
            ended_seconds: self.started.elapsed().as_secs_f64(),
            verdicts_so_far: runner.stats().algo_tests,
        });
    }

    fn tested(&mut self, runner: &Runner) {
        for notice in &runner.notices()[self.notices_shown..] {
            self.progress.say(notice);
        }
        self.notices_shown = runner.notices().len();
        self.progress.tested(runner.stats());
    }

    fn improved(&mut self, candidate: &[u8], tokens: u64, runner: &Runner) -> std::io::Result<()> {
        let size = candidate.len() as u64;
        if self.replay_floor.is_some_and(|floor| size > floor) {
            return Ok(());
        }
        self.replay_floor = None;
        let tokens = match self.count_words {
            true => crate::frontend::count_words(candidate),
            false => tokens,
        };
        output::write_best(self.output, candidate, self.destination).map_err(|e| {
            std::io::Error::new(e.kind(), format!("writing {}: {e}", self.output.display()))
        })?;
        self.earlier.push(candidate);
        self.progress
            .improved(candidate.len() as u64, tokens, runner.stats());
        self.bests.push(BestSoFar {
            oracle_calls: runner.stats().oracle_calls,
            tokens,
            bytes: size,
            nonzero_bytes: (self.count_nonzero).then(|| crate::driver::nonzero_bytes(candidate)),
            seconds: self.started.elapsed().as_secs_f64(),
        });
        Ok(())
    }
}
