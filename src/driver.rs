//! The driver: Hierarchical Delta Debugging level by level, repeated until no
//! pass (shrinking, then hoisting) changes anything (HDD*).
//!
//! Invariant: the driver never runs a process; it knows the tree, the list
//! algorithms and the runner's entry point, not how a test is run.

use crate::algo::{self, AlgoKind, AlgoOptions, Configuration};
use crate::frontend::{Frontend, HOIST_CANDIDATES, Lang, SyntaxCheck};
use crate::runner::{self, Runner, Stop};
use crate::tree::{Edits, NodeId, Role, Tree, render, render_hoisted};
use std::io;

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

/// Hears what the driver does, for progress display and for writing each new
/// best result out as soon as it exists.
pub trait Observer {
    /// A level of a pass starts, with this many live nodes.
    fn level_started(&mut self, pass: usize, level: usize, items: usize, runner: &Runner);
    /// A verdict was committed (for counters on a progress display).
    fn tested(&mut self, runner: &Runner);
    /// A smaller interesting candidate was found; `tokens` is its size.
    fn improved(&mut self, candidate: &[u8], tokens: u64, runner: &Runner) -> io::Result<()>;
}

/// How a reduction ended.
#[derive(Debug)]
pub struct Outcome {
    /// The smallest interesting candidate found.
    pub best: Vec<u8>,
    /// HDD passes started (the last one removed nothing, unless stopped).
    pub passes: usize,
    /// Why the run ended early, or `None` at the fixpoint.
    pub stop: Option<Stop>,
}

/// Reduces `original`, known to be interesting, to a fixpoint. Each pass
/// works on a fresh parse of the best candidate so far, so what earlier
/// passes replaced is seen as what it now is.
pub fn reduce(
    frontend: &Frontend,
    original: Tree,
    strategy: &Strategy,
    runner: &mut Runner,
    observer: &mut dyn Observer,
) -> io::Result<Outcome> {
    let mut check = strategy
        .syntax_check
        .then(|| frontend.syntax_check(original.source()));
    let mut best = original.source().to_vec();
    let mut tree = original;
    let mut edits = Edits::new(&tree);
    let mut pass = 0;
    let mut mode = Mode::Shrink;
    loop {
        pass += 1;
        let mut changed = false;
        let mut level = 0;
        while let Some(nodes) = tree.level(&edits, level) {
            level += 1;
            let (items, weights): (Vec<NodeId>, Vec<u64>) = nodes
                .into_iter()
                .filter_map(|id| Some((id, mode.gain(&tree, &edits, id)?.max(1))))
                .unzip();
            if items.is_empty() {
                continue;
            }
            observer.level_started(pass, level - 1, items.len(), runner);
            let mut algo = algo::start(strategy.algo, &weights, &strategy.options);
            let mut session = LevelSession {
                tree: &tree,
                edits: &edits,
                mode,
                items: &items,
                best: &mut best,
                check: check.as_mut(),
                observer: &mut *observer,
            };
            let stop = runner::run_algorithm(runner, &mut *algo, &mut session)?;
            for id in removed(&items, algo.current()) {
                mode.apply(&tree, &mut edits, id);
                changed = true;
            }
            if stop.is_some() {
                return Ok(Outcome {
                    best,
                    passes: pass,
                    stop,
                });
            }
        }
        mode = match (mode, changed) {
            (_, true) => Mode::Shrink,
            (Mode::Shrink, false) => Mode::Hoist(0),
            (Mode::Hoist(k), false) if k + 1 < HOIST_CANDIDATES => Mode::Hoist(k + 1),
            (Mode::Hoist(_), false) => {
                // Edits leave whitespace behind; text keeps it (every byte
                // may matter there).
                if frontend.lang() != Lang::Text {
                    let tokens = edits.live_tokens(&tree, Tree::ROOT);
                    tidy(&mut best, tokens, runner, observer)?;
                }
                return Ok(Outcome {
                    best,
                    passes: pass,
                    stop: None,
                });
            }
        };
        // Without the syntax check the best candidate may no longer parse
        // (malformed XML); the pass then goes on over the old tree.
        if changed && let Ok(fresh) = frontend.parse(best.clone()) {
            tree = fresh;
            edits = Edits::new(&tree);
        }
    }
}

/// What a pass does to the items of its levels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mode {
    /// Take each node out as its role says: delete it, or replace it by the
    /// shortest text of its place.
    Shrink,
    /// Replace each node by its `k`-th hoisting candidate (a descendant the
    /// grammar allows in its place).
    Hoist(usize),
}

impl Mode {
    /// The tokens taking `id` out would save, or `None` when this pass has
    /// nothing to do to it (a comment deletes at no token gain: `Some(0)`).
    fn gain(self, tree: &Tree, edits: &Edits, id: NodeId) -> Option<u64> {
        match self {
            Mode::Shrink => match tree.node(id).role {
                Role::Optional { .. } => Some(edits.saving(tree, id)),
                Role::Replaceable(_) => Some(edits.saving(tree, id)).filter(|&g| g > 0),
                Role::Required => None,
            },
            Mode::Hoist(k) => tree.hoist_candidates(id).get(k).map(|&to| {
                edits
                    .live_tokens(tree, id)
                    .saturating_sub(edits.live_tokens(tree, to))
            }),
        }
    }

    /// Commits taking `id` out.
    fn apply(self, tree: &Tree, edits: &mut Edits, id: NodeId) {
        match self {
            Mode::Shrink => edits.reduce(tree, id),
            Mode::Hoist(k) => edits.hoist(tree, id, tree.hoist_candidates(id)[k]),
        }
    }

    /// Renders the committed edits plus taking `nodes` out.
    fn render(self, tree: &Tree, edits: &Edits, nodes: &[NodeId]) -> Vec<u8> {
        match self {
            Mode::Shrink => render(tree, edits, nodes),
            Mode::Hoist(k) => {
                let pairs: Vec<(NodeId, NodeId)> = nodes
                    .iter()
                    .map(|&id| (id, tree.hoist_candidates(id)[k]))
                    .collect();
                render_hoisted(tree, edits, &pairs)
            }
        }
    }
}

/// Replaces `best` by its tidy form if that differs and is interesting.
fn tidy(
    best: &mut Vec<u8>,
    tokens: u64,
    runner: &mut Runner,
    observer: &mut dyn Observer,
) -> io::Result<()> {
    let tidy = without_blank_lines(best);
    if tidy == *best || !runner.budget_left() {
        return Ok(());
    }
    if runner.test_one(&tidy)?.outcome.is_interesting() {
        *best = tidy;
        observer.improved(best, tokens, runner)?;
    }
    Ok(())
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

/// One level of one pass, as the runner sees it.
struct LevelSession<'a> {
    tree: &'a Tree,
    edits: &'a Edits,
    mode: Mode,
    items: &'a [NodeId],
    best: &'a mut Vec<u8>,
    check: Option<&'a mut SyntaxCheck>,
    observer: &'a mut dyn Observer,
}

impl runner::Session for LevelSession<'_> {
    fn render(&mut self, config: &Configuration) -> Vec<u8> {
        self.mode
            .render(self.tree, self.edits, &removed(self.items, config))
    }

    fn admissible(&mut self, bytes: &[u8]) -> bool {
        self.check.as_mut().is_none_or(|check| check.accepts(bytes))
    }

    fn interesting(
        &mut self,
        config: &Configuration,
        bytes: &[u8],
        runner: &Runner,
    ) -> io::Result<()> {
        bytes.clone_into(self.best);
        let mut after = self.edits.clone();
        for id in removed(self.items, config) {
            self.mode.apply(self.tree, &mut after, id);
        }
        let tokens = after.live_tokens(self.tree, Tree::ROOT);
        self.observer.improved(bytes, tokens, runner)
    }

    fn committed(&mut self, runner: &Runner) {
        self.observer.tested(runner);
    }
}

/// The items a configuration leaves out, in document order.
fn removed(items: &[NodeId], kept: &Configuration) -> Vec<NodeId> {
    let mut kept = kept.iter().peekable();
    items
        .iter()
        .enumerate()
        .filter(|&(i, _)| kept.next_if_eq(&&i).is_none())
        .map(|(_, &id)| id)
        .collect()
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
