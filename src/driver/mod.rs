//! The driver: Hierarchical Delta Debugging level by level, repeated until no
//! pass (shrinking, then hoisting) changes anything (HDD*).
//!
//! Invariant: the driver never runs a process; it knows the tree, the list
//! algorithms and the runner's entry point, not how a test is run.

use crate::algo::{self, AlgoKind, AlgoOptions, Closures, ListAlgorithm, Priors};
use crate::frontend::{Frontend, Lang, RewriteKind, SyntaxCheck};
use crate::runner::{self, Runner, Stop};
use crate::tree::{Edits, NodeId, Rewrite, Tree};
use std::collections::{BTreeSet, HashMap, HashSet};
use std::io;
use std::sync::Arc;

mod checkpoint;
mod level;
mod report;

pub use checkpoint::Checkpoint;
use checkpoint::From;
use level::{Items, LevelSession, Pass, rewrite_weight, taken_out, window_starts};
pub use level::{LONGEST_RUN, WIDEST_WINDOW};
pub use report::{KindTally, LevelReport, Observer, PassKind, Reduction};

/// The fewest items a level of a shrinking pass needs for the closures of
/// their dependencies to be tried before the list algorithm (see
/// [`algo::Closures`]). Short levels cost a few calls each, but examples/c
/// still takes fewer calls in all (174 against 180 without closures).
const CLOSURES_FROM: usize = 2;

/// The fewest items a list needs for what it kept to count towards the
/// priors of later lists (with `--p0` unset): the few nodes at the top of a
/// tree (an XML root, a JavaScript module wrapper) must all stay, and say
/// nothing of the hundreds below them, and a short list's share is noise.
/// Learning from lists of 8 or more took 99 calls instead of 48 on the 120
/// elements under xml-dbus-installfiles' root (from every list), and left
/// text-services-unsorted at another 1-minimal pair of lines (7 tokens
/// instead of 5); from 32 on, js-mustache-partial still takes 3,501 calls
/// to its fixpoint instead of 4,269.
const LEARN_FROM: usize = 32;

/// What the driver needs to know, fixed for a run.
#[derive(Clone, Copy, Debug)]
pub struct Strategy {
    /// The list algorithm run on each level.
    pub algo: AlgoKind,
    /// Its tuning.
    pub options: AlgoOptions,
    /// Refuse candidates with more syntax errors than the input before they
    /// reach the oracle.
    pub syntax_check: bool,
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
    let mut run = Run {
        strategy,
        check: strategy
            .syntax_check
            .then(|| frontend.syntax_check(original.source())),
        best: original.source().to_vec(),
        passes: 0,
        by_kind: Default::default(),
        priors: Priors::default(),
    };
    let mut tree = original;
    let mut mode = Pass::Shrink;
    // Every best a pass ended with. Rewrites never make a file longer, but
    // two of equal size could undo each other (a user's profile turning
    // `'0'` into `100` and back): coming back to a seen best is no change.
    let mut seen = BTreeSet::from([runner::key(tree.source())]);
    if let Some(checkpoint) = checkpoint {
        let From::Tree {
            mode: saved_mode,
            seen: saved_seen,
            priors,
        } = checkpoint.from
        else {
            return Err(io::Error::other(
                "the --resume state is a generator run's, not a file's",
            ));
        };
        tree = reparse(frontend, &checkpoint.start);
        run.best = checkpoint.start;
        (mode, run.passes, run.by_kind) = (saved_mode, checkpoint.passes, checkpoint.by_kind);
        seen = saved_seen;
        run.priors = priors;
    }
    loop {
        let tokens = tree.total_tokens();
        let (kind, rewrites) = match mode {
            Pass::Shrink => (PassKind::Shrink, Vec::new()),
            Pass::Hoist(_) => (PassKind::Hoist, Vec::new()),
            Pass::Rewrite(round) => match frontend.rewrites(&tree, round) {
                Some((RewriteKind::Values, rewrites)) => (PassKind::Values, rewrites),
                Some((RewriteKind::Merges, rewrites)) => (PassKind::Merges, rewrites),
                Some((RewriteKind::Names, rewrites)) => (PassKind::Names, rewrites),
                None => {
                    mode = Pass::Runs(1);
                    continue;
                }
            },
            Pass::Runs(_) => (PassKind::Runs, Vec::new()),
            Pass::Windows(width) if width <= WIDEST_WINDOW => (PassKind::Windows, Vec::new()),
            Pass::Windows(_) => {
                // Edits leave whitespace behind; text keeps it (every
                // byte may matter there).
                let stop = if frontend.lang() == Lang::Text {
                    None
                } else {
                    tidy(&mut run.best, tokens, runner, observer)?
                };
                return Ok(run.ended(stop));
            }
        };
        let checkpoint = Checkpoint {
            start: run.best.clone(),
            passes: run.passes,
            by_kind: run.by_kind,
            from: From::Tree {
                mode,
                seen: seen.clone(),
                priors: run.priors.clone(),
            },
        };
        observer.pass_started(&checkpoint, runner)?;
        run.passes += 1;
        let (bytes_before, calls_before) = (run.best.len(), runner.stats().oracle_calls);
        let (estimate, stop) = match mode {
            Pass::Rewrite(_) => run.rewrite_pass(&tree, kind, &rewrites, runner, observer)?,
            Pass::Runs(length) => run.runs_pass(&tree, length, runner, observer)?,
            Pass::Shrink | Pass::Hoist(_) | Pass::Windows(_) => {
                run.tree_pass(&tree, mode, runner, observer)?
            }
        };
        let changed = run.best != tree.source();
        let tokens_after = if changed && stop.is_none() {
            tree = reparse(frontend, &run.best);
            tree.total_tokens()
        } else {
            estimate
        };
        let tally = &mut run.by_kind[kind as usize];
        tally.passes += 1;
        tally.tokens += tokens.saturating_sub(tokens_after);
        tally.bytes += bytes_before.saturating_sub(run.best.len()) as u64;
        tally.oracle_calls += runner.stats().oracle_calls - calls_before;
        if stop.is_some() {
            return Ok(run.ended(stop));
        }
        mode = mode.next(changed && seen.insert(runner::key(&run.best)));
    }
}

/// The weights of closure items (see [`Tree::closure_items`]): what taking
/// each out saves, less the items inside it, which weigh on their own (a
/// namespace block weighs its braces, not its declarations). At least 1.
fn own_weights(
    tree: &Tree,
    edits: &Edits,
    items: &[NodeId],
    gain: impl Fn(NodeId) -> u64,
) -> Vec<u64> {
    let at: HashMap<NodeId, usize> = items.iter().enumerate().map(|(i, &id)| (id, i)).collect();
    let mut weights: Vec<u64> = items.iter().map(|&id| gain(id)).collect();
    for &id in items {
        let mut up = tree.node(id).parent;
        while let Some(p) = up {
            if let Some(&outer) = at.get(&p) {
                weights[outer] = weights[outer].saturating_sub(edits.live_tokens(tree, id));
                break;
            }
            up = tree.node(p).parent;
        }
    }
    weights.iter().map(|&w| w.max(1)).collect()
}

/// Whether edits took every token out of a node that had some, leaving it
/// nothing a list algorithm could gain by taking out (a group whose
/// members the closures all took).
fn emptied(tree: &Tree, edits: &Edits, id: NodeId) -> bool {
    tree.node(id).tokens > 0 && edits.live_tokens(tree, id) == 0
}

/// A fresh parse of `best`. Without the syntax check it may no longer parse
/// (malformed XML); it is then reduced on as text.
fn reparse(frontend: &Frontend, best: &[u8]) -> Tree {
    frontend
        .parse(best.to_vec())
        .unwrap_or_else(|_| crate::frontend::as_text(best.to_vec()).1)
}

/// The state of one reduction across passes.
struct Run<'a> {
    strategy: &'a Strategy,
    check: Option<SyntaxCheck>,
    best: Vec<u8>,
    passes: usize,
    by_kind: [KindTally; PassKind::ALL.len()],
    /// What the levels so far kept, per kind of item (with `--p0` unset).
    priors: Priors,
}

impl Run<'_> {
    fn ended(self, stop: Option<Stop>) -> Reduction {
        Reduction {
            best: self.best,
            passes: self.passes,
            by_kind: self.by_kind,
            stop,
        }
    }

    /// One shrinking or hoisting pass, level by level over `tree` (a parse
    /// of the best candidate). Returns the tokens left (as the edits count
    /// them) and why the run must stop, if it must.
    fn tree_pass(
        &mut self,
        tree: &Tree,
        mode: Pass,
        runner: &mut Runner,
        observer: &mut dyn Observer,
    ) -> io::Result<(u64, Option<Stop>)> {
        if let Some(check) = self.check.as_mut() {
            check.rebase(tree.source());
        }
        let mut edits = Edits::new(tree);
        let mut nodes = tree.top_level(&edits);
        let mut level = 0;
        while !nodes.is_empty() {
            level += 1;
            let (mut ids, mut weights): (Vec<NodeId>, Vec<u64>) = nodes
                .iter()
                .filter_map(|&id| Some((id, mode.gain(tree, &edits, id)?.max(1))))
                .unzip();
            let windows = match mode {
                Pass::Windows(width) => window_starts(tree, &ids, width),
                _ => Vec::new(),
            };
            let is_windows = matches!(mode, Pass::Windows(_));
            if ids.is_empty() || is_windows && windows.is_empty() {
                nodes = tree.next_level(&edits, &nodes);
                continue;
            }
            let level_items = if is_windows { windows.len() } else { ids.len() };
            observer.level_started(self.passes, level - 1, level_items, runner);
            let calls_before = runner.stats().oracle_calls;
            let mut report = LevelReport {
                pass: self.passes,
                kind: mode.kind(),
                level: level - 1,
                items: level_items,
                taken_out: 0,
                oracle_calls: 0,
                tokens_before: edits.live_tokens(tree, Tree::ROOT),
                tokens_after: 0,
            };
            let level_ids = ids.clone();
            let mut taken_ids: HashSet<NodeId> = HashSet::new();
            if mode == Pass::Shrink && ids.len() >= CLOSURES_FROM {
                let gain = |edits: &Edits, id| mode.gain(tree, edits, id);
                let flat = tree.closure_items(&edits, &ids, |id| gain(&edits, id).is_some());
                let deps = tree.dependencies(&edits, &flat);
                if deps.any() {
                    let flat_weights =
                        own_weights(tree, &edits, &flat, |id| gain(&edits, id).unwrap_or(0));
                    let items = Items::Nodes {
                        tree,
                        edits: &edits,
                        mode,
                        ids: &flat,
                    };
                    let closures = Box::new(Closures::new(Arc::new(deps), &flat_weights));
                    let (taken, stop) = self.run_level(&items, closures, runner, observer)?;
                    for &i in &taken {
                        mode.apply(tree, &mut edits, flat[i]);
                    }
                    taken_ids.extend(taken.iter().map(|&i| flat[i]));
                    report.taken_out += taken.len();
                    if stop.is_some() {
                        report.end(calls_before, tree, &edits, runner, observer);
                        return Ok((edits.live_tokens(tree, Tree::ROOT), stop));
                    }
                    // What is left of the level: its nodes still live and
                    // not emptied, at their new weights.
                    (ids, weights) = ids
                        .iter()
                        .filter(|&&id| !edits.is_removed(id) && !emptied(tree, &edits, id))
                        .filter_map(|&id| Some((id, gain(&edits, id)?.max(1))))
                        .unzip();
                }
            }
            let (items, item_weights, keys) = match mode {
                Pass::Windows(width) => {
                    let key = Pass::pass_prior_key(PassKind::Windows, width);
                    let window_weights = windows
                        .iter()
                        .map(|&start| weights[start..start + width].iter().sum())
                        .collect();
                    let items = Items::Windows {
                        tree,
                        edits: &edits,
                        ids: &ids,
                        starts: &windows,
                        width,
                    };
                    (items, window_weights, vec![key; windows.len()])
                }
                _ => {
                    let keys = ids
                        .iter()
                        .map(|&id| mode.prior_key(tree.node(id).kind))
                        .collect();
                    let items = Items::Nodes {
                        tree,
                        edits: &edits,
                        mode,
                        ids: &ids,
                    };
                    (items, weights, keys)
                }
            };
            let algo = self.start_algo(&item_weights, &keys);
            let (taken, stop) = self.run_level(&items, algo, runner, observer)?;
            let taken_nodes = items.nodes_taken(&taken);
            if let (Pass::Windows(width), None) = (mode, stop) {
                self.learn_all(
                    Pass::pass_prior_key(PassKind::Windows, width),
                    windows.len(),
                    &taken,
                );
            }
            for &i in &taken_nodes {
                mode.apply(tree, &mut edits, ids[i]);
            }
            taken_ids.extend(taken_nodes.iter().map(|&i| ids[i]));
            report.taken_out += taken.len();
            report.end(calls_before, tree, &edits, runner, observer);
            if stop.is_some() {
                return Ok((edits.live_tokens(tree, Tree::ROOT), stop));
            }
            if !is_windows && level_ids.len() >= LEARN_FROM {
                for id in level_ids {
                    let kept = !taken_ids.contains(&id) && !emptied(tree, &edits, id);
                    self.priors.learn(mode.prior_key(tree.node(id).kind), kept);
                }
            }
            nodes = tree.next_level(&edits, &nodes);
        }
        Ok((edits.live_tokens(tree, Tree::ROOT), None))
    }

    /// One final token pass: `rewrites` of a fresh parse `tree`, as one
    /// list of items. Returns what [`Run::tree_pass`] does.
    fn rewrite_pass(
        &mut self,
        tree: &Tree,
        kind: PassKind,
        rewrites: &[Rewrite],
        runner: &mut Runner,
        observer: &mut dyn Observer,
    ) -> io::Result<(u64, Option<Stop>)> {
        if rewrites.is_empty() {
            return Ok((tree.total_tokens(), None));
        }
        let weights: Vec<u64> = rewrites.iter().map(rewrite_weight).collect();
        let items = Items::Rewrites { tree, rewrites };
        self.flat_pass(tree, kind, &items, &weights, runner, observer)
    }

    /// One pass of token runs of `length` over a fresh parse `tree`: every
    /// run of that many consecutive tokens is an item, and taking out runs
    /// that overlap takes out what any of them covers. Returns what
    /// [`Run::tree_pass`] does.
    fn runs_pass(
        &mut self,
        tree: &Tree,
        length: usize,
        runner: &mut Runner,
        observer: &mut dyn Observer,
    ) -> io::Result<(u64, Option<Stop>)> {
        let tokens = tree.token_spans();
        if tokens.len() < length.max(2) {
            return Ok((tree.total_tokens(), None));
        }
        let runs: Vec<(u32, u32)> = tokens
            .windows(length)
            .map(|run| (run[0].0, run.iter().map(|t| t.1).max().unwrap_or(run[0].1)))
            .collect();
        // Tokens before each token span, for what runs cover together.
        let mut before = Vec::with_capacity(tokens.len() + 1);
        before.push(0u64);
        for t in tokens {
            before.push(before.last().unwrap() + u64::from(t.2));
        }
        let items = Items::Runs {
            tree,
            length,
            runs: &runs,
            before: &before,
        };
        let weights = vec![1; runs.len()];
        self.flat_pass(tree, PassKind::Runs, &items, &weights, runner, observer)
    }

    /// A pass whose items are one list over a fresh parse `tree` (rewrites,
    /// token runs), all of one prior key. Returns what [`Run::tree_pass`]
    /// does.
    fn flat_pass(
        &mut self,
        tree: &Tree,
        kind: PassKind,
        items: &Items,
        weights: &[u64],
        runner: &mut Runner,
        observer: &mut dyn Observer,
    ) -> io::Result<(u64, Option<Stop>)> {
        if let Some(check) = self.check.as_mut() {
            check.rebase(tree.source());
        }
        observer.level_started(self.passes, 0, items.len(), runner);
        let calls_before = runner.stats().oracle_calls;
        let length = match *items {
            Items::Runs { length, .. } => length,
            _ => 0,
        };
        let key = Pass::pass_prior_key(kind, length);
        let algo = self.start_algo(weights, &vec![key; weights.len()]);
        let (taken, stop) = self.run_level(items, algo, runner, observer)?;
        if stop.is_none() {
            self.learn_all(key, items.len(), &taken);
        }
        let tokens_after = items.tokens_after(&taken);
        let report = LevelReport {
            pass: self.passes,
            kind,
            level: 0,
            items: items.len(),
            taken_out: taken.len(),
            oracle_calls: runner.stats().oracle_calls - calls_before,
            tokens_before: tree.total_tokens(),
            tokens_after,
        };
        observer.level_ended(&report, runner);
        Ok((tokens_after, stop))
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
        let mut session = LevelSession {
            items,
            best: &mut self.best,
            check: self.check.as_mut(),
            observer,
            last_changes: None,
        };
        let stop = runner::run_algorithm(runner, &mut *algo, &mut session)?;
        Ok((taken_out(items.len(), algo.current()), stop))
    }
}

/// Replaces `best` by its tidy form if that differs and is interesting.
/// Returns why the run must stop if it could not find out: then the run
/// has not reached its fixpoint.
fn tidy(
    best: &mut Vec<u8>,
    tokens: u64,
    runner: &mut Runner,
    observer: &mut dyn Observer,
) -> io::Result<Option<Stop>> {
    let tidy = without_blank_lines(best);
    if tidy == *best {
        return Ok(None);
    }
    match runner.verdict_of(&tidy, false)? {
        runner::Answer::Stopped(stop) => return Ok(Some(stop)),
        answer if answer.is_interesting() => {
            *best = tidy;
            observer.improved(best, tokens, runner)?;
        }
        _ => {}
    }
    Ok(None)
}

/// The lines of `bytes` that hold more than blanks, each without trailing
/// spaces and tabs (a `\r` before the newline stays).
fn without_blank_lines(bytes: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(bytes.len());
    for line in bytes.split_inclusive(|&c| c == b'\n') {
        let (body, end) = match line.strip_suffix(b"\r\n") {
            Some(body) => (body, &b"\r\n"[..]),
            None => match line.strip_suffix(b"\n") {
                Some(body) => (body, &b"\n"[..]),
                None => (line, &b""[..]),
            },
        };
        let body = body.trim_ascii_end();
        if !body.is_empty() {
            out.extend_from_slice(body);
            out.extend_from_slice(end);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::without_blank_lines;

    #[test]
    fn tidying_drops_blank_lines_and_trailing_blanks_only() {
        assert_eq!(
            without_blank_lines(b"\n  \n#pragma pack(push)  \n\t\n  int x;\r\n\r\n;"),
            b"#pragma pack(push)\n  int x;\r\n;"
        );
        assert_eq!(without_blank_lines(b"a\nb\n"), b"a\nb\n");
    }
}
