//! The driver: Hierarchical Delta Debugging level by level, repeated until no
//! pass (shrinking, then hoisting) changes anything (HDD*).
//!
//! Invariant: the driver never runs a process; it knows the tree, the list
//! algorithms and the runner's entry point, not how a test is run.

use crate::algo::{self, AlgoKind, AlgoOptions, ListAlgorithm, Priors};
use crate::frontend::{Frontend, RewriteKind, SyntaxCheck};
use crate::runner::{self, Runner, Stop};
use crate::tree::{Edits, NodeId, Rewrite, Tree};
use std::collections::{BTreeMap, BTreeSet};
use std::io;

mod aside;
mod binary;
mod blanks;
mod checkpoint;
mod fixpoint;
mod flat;
mod forecast;
mod kept_bundles;
mod lanes;
mod ledger;
mod level;
mod memo;
mod passes;
mod payoff;
mod tidy;
mod tree_pass;
mod unit_runs;

use aside::{Aside, Deferred};
pub use binary::nonzero_bytes;
pub use checkpoint::Checkpoint;
use checkpoint::PassStart;
pub use fixpoint::{Passes, keep_best, to_fixpoint};
use flat::text_lines;
use kept_bundles::KeptBundles;
pub use ledger::{KindTally, LevelReport, OpenLevel, PassKind, Reduction, Tidied};
use level::{Items, LevelRender, LevelSession, Pass, taken_out};
pub use level::{LONGEST_RUN, WIDEST_WINDOW};
use memo::Memo;
use passes::PassHooks;
pub use tidy::TidyMode;
use tidy::tidy;

/// The fewest items a level of a shrinking pass needs for the closures of
/// their dependencies to be tried before the list algorithm (see
/// [`algo::Closures`]): short levels cost a few calls each, but fewer in all
/// (see "Constants" in docs/3-performance.md).
const CLOSURES_FROM: usize = 2;

/// The fewest items a list needs for what it kept to count towards the
/// priors of later lists (with `--p0` unset): the few nodes at the top of a
/// tree (an XML root, a JavaScript module wrapper) must all stay and say
/// nothing of the hundreds below them, and a short list's share is noise
/// (see "Constants" in docs/3-performance.md).
const LEARN_FROM: usize = 32;

/// A level of a shrinking pass gives its list up (see [`algo::Yielding`]) once
/// its last tests took out fewer than the live tokens over this many per
/// test, and is taken up again after the levels below it (see "Constants"
/// in docs/3-performance.md).
const YIELD_DIVISOR: f64 = 512.0;

/// Hears what the driver does, for progress display and for writing each new
/// best result out as soon as it exists.
pub trait Observer {
    /// A pass starts from `checkpoint` (to save it for `--resume`).
    fn pass_started(&mut self, checkpoint: &Checkpoint, runner: &mut Runner) -> io::Result<()>;
    /// A level of a pass starts, with this many live nodes.
    fn level_started(&mut self, pass: usize, level: usize, items: usize, runner: &Runner);
    /// A level of a pass ended (also when the run stops inside it).
    fn level_ended(&mut self, report: &LevelReport, runner: &Runner);
    /// A verdict was committed (for counters on a progress display).
    fn tested(&mut self, runner: &Runner);
    /// Whether it hears of improvements at all (a dry run's observer does
    /// not: their sizes need not be counted).
    fn listening(&self) -> bool {
        true
    }
    /// A smaller interesting candidate was found; `tokens` is its size.
    fn improved(&mut self, candidate: &[u8], tokens: u64, runner: &Runner) -> io::Result<()>;
}

/// In what order the tree's nodes are tried.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Schedule {
    /// Where the tokens per test are: a level whose tests stop paying is
    /// given up for the levels below it and taken up again after them,
    /// and, where the front-end knows names, the largest nodes at any
    /// depth are tried right after the top level and, at each level, the
    /// items that declare only names nothing else uses go first; levels
    /// of items without tokens (a text line's bytes) wait until the passes
    /// that take tokens out stop finding any.
    #[default]
    Payoff,
    /// HDD level by level from the root, each level to its end, as the
    /// paper runs it (the schedule before 2026-11-24, result for result).
    Levels,
}

/// What the driver needs to know, fixed for a run.
#[derive(Clone, Debug)]
pub struct Strategy {
    /// In what order nodes are tried.
    pub schedule: Schedule,
    /// The list algorithm run on each level.
    pub algo: AlgoKind,
    /// Its tuning.
    pub options: AlgoOptions,
    /// Refuse candidates with more syntax errors than the input before they
    /// reach the oracle.
    pub syntax_check: bool,
    /// Which tidy forms the last step tries (`--tidy`).
    pub tidy: TidyMode,
    /// The input's file name: a formatter sees the result under it.
    pub file_name: String,
}

/// Reduces `original`, known to be interesting, to a fixpoint, or goes on
/// from a `checkpoint` of an earlier run of the same reduction. Each pass
/// works on a fresh parse of the best candidate so far, so what earlier
/// passes replaced is seen as what it now is.
pub fn reduce(
    frontend: &Frontend,
    original: Tree,
    strategy: &Strategy,
    runner: &mut Runner,
    observer: &mut dyn Observer,
    checkpoint: Option<Checkpoint>,
) -> io::Result<Reduction> {
    if frontend.lang() == crate::frontend::Lang::Binary {
        let (best, at, counts) = match checkpoint {
            None => (
                original.source().to_vec(),
                binary::RoundAt::start(),
                Default::default(),
            ),
            Some(Checkpoint {
                start,
                passes,
                by_kind,
                from: PassStart::Bytes(at),
            }) => (start, at, (passes, by_kind)),
            Some(_) => {
                return Err(io::Error::other(
                    "the --resume state is not a binary input's reduction",
                ));
            }
        };
        let mut started =
            |step: binary::StepStart, observer: &mut dyn Observer, runner: &mut Runner| {
                let checkpoint = Checkpoint {
                    start: step.best.to_vec(),
                    passes: step.passes,
                    by_kind: step.by_kind,
                    from: PassStart::Bytes(step.at),
                };
                observer.pass_started(&checkpoint, runner)
            };
        return binary::reduce(strategy, runner, (observer, &mut started), best, at, counts);
    }
    let check = strategy
        .syntax_check
        .then(|| HeldCheck::Own(frontend.syntax_check(original.source())));
    let mut run = Reducer::new(strategy, frontend, check, original.source().to_vec());
    let style = crate::frontend::Style::of(original.source());
    let mut tree = original;
    // Text's tree is only what its layout shows: under the payoff
    // schedule, runs of lines, from half the file down, come first.
    let lines_first = strategy.schedule == Schedule::Payoff
        && frontend.lang() == crate::frontend::Lang::Text
        && !frontend.is_bundle();
    let mut pass = match lines_first {
        true => Pass::Lines(0, false),
        false => Pass::Shrink,
    };
    // Every best a pass ended with. Rewrites never make a file longer, but
    // two of equal size could undo each other (a user's profile turning
    // `'0'` into `100` and back): coming back to a seen best is no change.
    let mut seen = BTreeSet::from([runner::key(tree.source())]);
    if let Some(checkpoint) = checkpoint {
        tree = reparse(frontend, &checkpoint.start);
        seen = run.go_on_from(checkpoint, &mut pass)?;
    } else if let Some(prepared) = frontend.prepared(tree.source()) {
        match runner.verdict_of(&prepared, false)? {
            runner::Answer::Stopped(stop) => return Ok(run.ended(Some(stop))),
            answer if answer.is_interesting() => {
                keep_best(
                    &mut run.best,
                    &prepared,
                    || tree.total_tokens(),
                    runner,
                    observer,
                )?;
                tree = reparse(frontend, &prepared);
                seen.insert(runner::key(&prepared));
            }
            _ => {}
        }
    }
    let hooks = &mut LiveHooks { frontend };
    let (stop, tokens) = run.run_passes(&tree, &mut pass, &mut seen, (runner, observer), hooks)?;
    if stop.is_some() {
        return Ok(run.ended(stop));
    }
    // No test is left for what was started ahead (and the tidy call below
    // must not run beside it: -j is a cap).
    runner.end_calls();
    // Edits leave whitespace behind; text keeps it (every byte may matter
    // there).
    let name = strategy.file_name.as_str();
    let (tidied, stop) = tidy(
        &mut run.best,
        strategy.tidy,
        (frontend, &style, name),
        tokens,
        runner,
        observer,
    )?;
    let mut reduction = run.ended(stop);
    reduction.tidied = tidied;
    Ok(reduction)
}

/// The real run's side of the pass loop: each pass's start is saved (for
/// `--resume`) and kept for looking ahead from, and the next pass's tree is
/// a fresh parse of the best.
struct LiveHooks<'a> {
    frontend: &'a Frontend,
}

impl PassHooks for LiveHooks<'_> {
    fn starting(
        &mut self,
        run: &mut Reducer,
        pass: Pass,
        seen: &BTreeSet<runner::Key>,
        runner: &mut Runner,
        observer: &mut dyn Observer,
    ) -> io::Result<()> {
        let checkpoint = Checkpoint {
            start: run.best.clone(),
            passes: run.passes,
            by_kind: run.by_kind,
            from: PassStart::Tree {
                pass,
                seen: seen.clone(),
                priors: run.priors.clone(),
                tokenless: run.tokenless,
                refused_runs: run.refused_runs.clone(),
            },
        };
        observer.pass_started(&checkpoint, runner)?;
        run.pass_start = Some((checkpoint, runner.committed()));
        run.memo.clear();
        Ok(())
    }

    fn parse(&mut self, run: &mut Reducer, _: &Runner) -> Tree {
        reparse(self.frontend, &run.best)
    }
}

/// Whether edits took every token out of a node that had some, leaving it
/// nothing a list algorithm could gain by taking out (a group whose
/// members the closures all took).
fn emptied(tree: &Tree, edits: &Edits, id: NodeId) -> bool {
    tree.node(id).tokens() > 0 && edits.live_tokens(tree, id) == 0
}

/// A fresh parse of `best`. Without the syntax check it may no longer parse
/// (malformed XML); it is then reduced on as text.
fn reparse(frontend: &Frontend, best: &[u8]) -> Tree {
    frontend
        .parse(best.to_vec())
        .unwrap_or_else(|_| crate::frontend::as_text(best.to_vec()).1)
}

/// Levels whose items hold no tokens (a text line's bytes, whitespace)
/// wait, under `--schedule payoff`, until the passes that take tokens out
/// (shrinking, hoisting, rewrites, runs, windows) have all ended without a
/// change; the shrinking passes from then on have them. On a 27,585-token
/// text file (text-zic-month-rule) the byte level took 478 calls and no
/// token while whole lines still went.
#[derive(Clone, Copy, Debug, Default, serde::Serialize, serde::Deserialize)]
pub(super) struct Tokenless {
    /// A shrinking pass left such a level out.
    skipped: bool,
    /// Their time has come: shrinking passes walk them.
    due: bool,
}

/// The syntax check a run holds: its own, or the one a look-ahead's dry
/// run borrows from the real run, already based on the pass's source.
enum HeldCheck<'a> {
    Own(SyntaxCheck),
    Lent(&'a SyntaxCheck),
}

impl HeldCheck<'_> {
    fn get(&self) -> &SyntaxCheck {
        match self {
            HeldCheck::Own(check) => check,
            HeldCheck::Lent(check) => check,
        }
    }

    /// Bases the check on a pass's `source`; a lent check is already
    /// based on the only source a dry run's passes start from.
    fn rebase(&mut self, source: &[u8]) {
        if let HeldCheck::Own(check) = self {
            check.rebase(source);
        }
    }
}

/// The state of one reduction across passes.
struct Reducer<'a> {
    strategy: &'a Strategy,
    frontend: &'a Frontend,
    check: Option<HeldCheck<'a>>,
    best: Vec<u8>,
    passes: usize,
    by_kind: [KindTally; PassKind::ALL.len()],
    /// What the levels so far kept, per kind of item (with `--p0` unset).
    priors: Priors,
    /// Whether levels of items without tokens wait.
    tokenless: Tokenless,
    /// Per length, the tokens of the best when runs of that length last
    /// took nothing out (see [`Reducer::next_pass`]).
    refused_runs: BTreeMap<usize, u64>,
    /// The bundles [`Reducer::take_out_together`] offered in the pass under
    /// way and had to keep (unused declarations, line markers): not
    /// offered again in it, nor anything holding one.
    kept_together: KeptBundles,
    /// Whether the top level of the first shrinking pass is done: the
    /// comments wait for it (see [`Reducer::unused_first`]).
    top_done: bool,
    /// The kind of the pass under way: its tests' class for the runner's
    /// success rates (see `runner::Session::class`).
    kind: PassKind,
    /// The live tokens when the top level's closures last ran in the pass
    /// under way (0 before they ran).
    closed_at: u64,
    /// Where the pass under way started, and the verdicts the runner had
    /// committed then, for looking ahead from it (see [`forecast`]); `None`
    /// in a dry run, which looks no further.
    pass_start: Option<(Checkpoint, usize)>,
    /// How many nodes the last tree pass hoisted (see [`Pass::next`]).
    hoisted: usize,
    /// The costlier tree computations, for the dry runs (see [`memo`]).
    memo: Memo,
}

impl<'a> Reducer<'a> {
    /// A run from `best`, before its first pass.
    fn new(
        strategy: &'a Strategy,
        frontend: &'a Frontend,
        check: Option<HeldCheck<'a>>,
        best: Vec<u8>,
    ) -> Self {
        Reducer {
            strategy,
            frontend,
            check,
            best,
            passes: 0,
            by_kind: Default::default(),
            priors: Priors::default(),
            tokenless: Tokenless::default(),
            refused_runs: BTreeMap::new(),
            kept_together: KeptBundles::default(),
            top_done: false,
            kind: PassKind::Shrink,
            closed_at: 0,
            pass_start: None,
            hoisted: 0,
            memo: Memo::default(),
        }
    }

    /// Takes up a run's state from `checkpoint` (its best, counters,
    /// priors and pass); returns the bests its passes ended with.
    fn go_on_from(
        &mut self,
        checkpoint: Checkpoint,
        pass: &mut Pass,
    ) -> io::Result<BTreeSet<runner::Key>> {
        let PassStart::Tree {
            pass: saved_pass,
            seen,
            priors,
            tokenless,
            refused_runs,
        } = checkpoint.from
        else {
            return Err(io::Error::other(
                "the --resume state is a generator run's or a binary input's, not a tree's",
            ));
        };
        self.best = checkpoint.start;
        (*pass, self.passes, self.by_kind) = (saved_pass, checkpoint.passes, checkpoint.by_kind);
        self.priors = priors;
        self.tokenless = tokenless;
        self.refused_runs = refused_runs;
        Ok(seen)
    }

    /// What the schedule remembers of the pass `pass` that started from a
    /// best of `tokens` tokens and `changed` it or not: the runs refused.
    fn pass_ended(&mut self, pass: Pass, tokens: u64, changed: bool) {
        if let (Pass::Runs(length, _), false) = (pass, changed) {
            self.refused_runs.insert(length, tokens);
        }
    }

    /// The kind of the pass `pass` names and its rewrites, moving `pass`
    /// past passes with nothing to do; `None` once the schedule is done.
    fn next_pass(&mut self, tree: &Tree, pass: &mut Pass) -> Option<(PassKind, Vec<Rewrite>)> {
        loop {
            return Some(match *pass {
                Pass::Shrink => (PassKind::Shrink, Vec::new()),
                Pass::Hoist(_) | Pass::Rehoist(_) => (PassKind::Hoist, Vec::new()),
                Pass::Rewrite(round) => match self.frontend.rewrites(tree, round) {
                    Some((RewriteKind::Values, rewrites)) => (PassKind::Values, rewrites),
                    Some((RewriteKind::Merges, rewrites)) => (PassKind::Merges, rewrites),
                    Some((RewriteKind::Names, rewrites)) => (PassKind::Names, rewrites),
                    None => {
                        *pass = Pass::Runs(1, false);
                        continue;
                    }
                },
                // Runs of a length that took nothing out when the best had
                // as many tokens are not tried again: since then only the
                // bytes of tokens changed, or rewrites of one token into
                // another, and the runs are those it refused. On
                // text-zic-month-rule a second round of runs of 2 to 8
                // tokens took 100 calls and nothing out.
                Pass::Runs(length, _)
                    if self.refused_runs.get(&length) == Some(&tree.total_tokens()) =>
                {
                    *pass = pass.next(false, 0);
                    continue;
                }
                Pass::Runs(..) => (PassKind::Runs, Vec::new()),
                Pass::Lines(0, changed) => {
                    *pass = match text_lines(tree.source()).len() / 2 {
                        0 => Pass::Shrink,
                        half => Pass::Lines(1 << half.ilog2(), changed),
                    };
                    continue;
                }
                Pass::Lines(..) => (PassKind::Lines, Vec::new()),
                Pass::Windows(_) => (PassKind::Windows, Vec::new()),
                Pass::Done if self.tokenless.skipped && !self.tokenless.due => {
                    self.tokenless.due = true;
                    *pass = Pass::Shrink;
                    continue;
                }
                Pass::Done => return None,
            });
        }
    }

    /// Runs the pass `pass` over `tree` (a parse of the best). Returns
    /// the tokens left (as the edits count them) and why the run must
    /// stop, if it must.
    fn pass(
        &mut self,
        tree: &Tree,
        pass: Pass,
        kind: PassKind,
        rewrites: &[Rewrite],
        runner: &mut Runner,
        observer: &mut dyn Observer,
    ) -> io::Result<(u64, Option<Stop>)> {
        self.kind = kind;
        match pass {
            Pass::Rewrite(_) => self.rewrite_pass(tree, kind, rewrites, runner, observer),
            Pass::Runs(length, _) => self.runs_pass(tree, length, runner, observer),
            Pass::Lines(size, _) => self.lines_pass(tree, size, runner, observer),
            Pass::Shrink | Pass::Hoist(_) | Pass::Rehoist(_) | Pass::Windows(_) => {
                self.tree_pass(tree, pass, runner, observer)
            }
            Pass::Done => unreachable!("the schedule ends before it"),
        }
    }

    fn ended(self, stop: Option<Stop>) -> Reduction {
        Reduction {
            best: self.best,
            passes: self.passes,
            by_kind: self.by_kind,
            stop,
            tidied: Tidied::Off,
        }
    }

    /// The tokens per test below which a level of the pass `pass`, on a
    /// tree of `live` tokens, yields (see [`algo::Yielding`]): 0 (never) under
    /// `--schedule levels`, and in the passes other than shrinking (a
    /// hoisting level must run before the levels below it, whose nodes it
    /// replaces).
    fn yield_floor(&self, pass: Pass, live: u64) -> f64 {
        match (self.strategy.schedule, pass) {
            (Schedule::Payoff, Pass::Shrink) => live as f64 / YIELD_DIVISOR,
            _ => 0.0,
        }
    }

    /// The chosen list algorithm over items of these weights and prior
    /// keys: from the priors learned so far, unless `--p0` was given.
    fn start_algo(&self, weights: &[u64], keys: &[u64]) -> Box<dyn ListAlgorithm> {
        let options = &self.strategy.options;
        if !options.learn_p0 {
            return algo::start(self.strategy.algo, weights, options);
        }
        let priors: Vec<f64> = keys
            .iter()
            .map(|&key| self.priors.prior(key, options.p0))
            .collect();
        algo::start_with_priors(self.strategy.algo, weights, &priors, options)
    }

    /// Learns from a list of `len` items of one prior key, all tested, of
    /// which those at `taken` went.
    fn learn_all(&mut self, key: u64, len: usize, taken: &[usize]) {
        if len < LEARN_FROM {
            return;
        }
        for i in 0..len {
            self.priors.learn(key, taken.binary_search(&i).is_err());
        }
    }

    /// Runs a list algorithm over one level's items; returns the indices
    /// of the items it took out.
    fn run_level(
        &mut self,
        items: &Items,
        mut algo: Box<dyn ListAlgorithm>,
        runner: &mut Runner,
        observer: &mut dyn Observer,
    ) -> io::Result<(Vec<usize>, Option<Stop>)> {
        self.run_level_on(items, &mut *algo, runner, observer)
    }

    /// [`Reducer::run_level`] with an algorithm the caller keeps.
    fn run_level_on(
        &mut self,
        items: &Items,
        algo: &mut dyn ListAlgorithm,
        runner: &mut Runner,
        observer: &mut dyn Observer,
    ) -> io::Result<(Vec<usize>, Option<Stop>)> {
        let check = self.check.as_ref().map(HeldCheck::get);
        let render = LevelRender { items, check };
        let look_ahead = forecast::FromPass::of(
            (self.frontend, self.strategy, &self.memo),
            self.pass_start.as_ref(),
            items.tree(),
            check,
        );
        let mut session = LevelSession {
            class: self.kind as usize,
            items,
            best: &mut self.best,
            observer,
            look_ahead: look_ahead.as_ref().map(|a| a as &dyn runner::LookAhead),
        };
        let stop = runner::run_algorithm(runner, algo, &render, &mut session)?;
        Ok((taken_out(items.len(), algo.current()), stop))
    }
}
