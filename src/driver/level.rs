//! The level machinery: what a pass does to the items of a level
//! ([`Pass`]), the items of one level and what taking some out renders
//! ([`Items`]), and the level as the runner sees it ([`LevelRender`],
//! [`LevelSession`]).

use super::fixpoint::keep_best;
use super::{Observer, PassKind};
use crate::algo::Configuration;
use crate::candidate::Rendering;
use crate::frontend::{HOIST_CANDIDATES, SyntaxCheck};
use crate::runner::{self, Runner};
use crate::tree::{
    Edits, Hoist, NodeId, Rewrite, Role, Tree, rendering, rendering_cut, rendering_hoisted,
    rendering_rewritten,
};
use std::io;

/// The longest runs of consecutive tokens the final passes cut (runs of
/// 1 to this many, one pass per length): what no node holds, such as a
/// header's last word with the continuation line under it, or the end of
/// one C declaration with the start of the next.
pub const LONGEST_RUN: usize = 8;

/// The most adjacent siblings a window pass takes out together (windows of
/// 2 to this many, one pass per width, after the token runs): what a
/// 1-minimal level can still lose, such as a declaration and its only use,
/// or an opening and a closing line.
pub const WIDEST_WINDOW: usize = 3;

/// The most nodes a hoisting pass may hoist for the next pass to go on
/// hoisting (see [`Pass::Rehoist`]): a chain of wrappers loses a link or two
/// a pass; a pass that hoisted more has left material for shrinking
/// (examples/python: 11 nodes, then the hoisting passes that went on cost
/// 130 calls for 6 more).
const CHAIN_LINKS: usize = 2;

/// What a pass does to the items of its levels.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub(super) enum Pass {
    /// Take each node out as its role says: delete it, or replace it by the
    /// shortest text of its place.
    Shrink,
    /// Replace each node by its `k`-th hoisting candidate (a descendant the
    /// grammar allows in its place).
    Hoist(usize),
    /// As `Hoist`, right after a hoisting pass that hoisted one or two
    /// nodes: a chain of wrappers (`if (0) { for (;;) { { S } } }`) loses a
    /// link a pass, and shrinking waits until the chain is done (on
    /// c-gcc-waddress the shrinking passes between two links took nothing
    /// out, at 35 to 60 calls each).
    Rehoist(usize),
    /// Apply the front-end's final token rewrites of this round.
    Rewrite(usize),
    /// Cut runs of this many consecutive tokens, after the rewrites; the
    /// flag says whether a runs pass of this sweep changed the best. A
    /// change goes on to the next length, and the tree passes start again
    /// once the sweep is done: starting them after every run cut re-proved
    /// every level for a token or two (examples/lua: 145 passes and 4,264
    /// calls, 93 and 2,902 this way, the same 79 tokens).
    Runs(usize, bool),
    /// Take out this many adjacent siblings together, after the runs.
    Windows(usize),
    /// Text only, under the payoff schedule, before anything else: take
    /// out chunks of this many consecutive lines (0: half the lines,
    /// rounded down to a power of two), halving down to two lines (single
    /// lines are the tree's top levels); the flag says whether a pass of
    /// the sweep so far changed the best, and then the sweep starts again
    /// from half the lines, else shrinking starts. Sweeping on to single
    /// lines took text-make-recursive-srcdir to 4 tokens after 100 calls
    /// instead of 3, and changed nothing on four other text cases.
    Lines(usize, bool),
    /// No pass is left: the run ends, or, where levels of items without
    /// tokens waited, shrinking starts again with them. Never run.
    Done,
}

impl Pass {
    /// The pass after this one (`hoisted`: the nodes it hoisted): a
    /// hoisting pass that hoisted at most [`CHAIN_LINKS`] goes on hoisting,
    /// with each candidate rank, then back to shrinking; any other change
    /// goes back to shrinking, but a runs pass's, which goes on with the
    /// next length and back to shrinking after the last; else hoisting
    /// with each candidate rank, then each round of rewrites, until the
    /// front-end has no more rounds, then runs of each length up to
    /// [`LONGEST_RUN`], then windows of each
    /// width from 2 to [`WIDEST_WINDOW`], then [`Pass::Done`].
    pub(super) fn next(self, changed: bool, hoisted: usize) -> Pass {
        match (self, changed) {
            (Pass::Done, _) => Pass::Done,
            (Pass::Lines(size, before), _) if size > 2 => Pass::Lines(size / 2, before || changed),
            (Pass::Lines(_, before), _) if before || changed => Pass::Lines(0, false),
            (Pass::Lines(..), _) => Pass::Shrink,
            (Pass::Hoist(_) | Pass::Rehoist(_), true) if hoisted <= CHAIN_LINKS => Pass::Rehoist(0),
            (Pass::Runs(length, before), changed) if length < LONGEST_RUN => {
                Pass::Runs(length + 1, before || changed)
            }
            (Pass::Runs(_, before), changed) if before || changed => Pass::Shrink,
            (Pass::Runs(..), _) => Pass::Windows(2),
            (_, true) => Pass::Shrink,
            (Pass::Shrink, false) => Pass::Hoist(0),
            (Pass::Hoist(k), false) if k + 1 < HOIST_CANDIDATES => Pass::Hoist(k + 1),
            (Pass::Hoist(_), false) => Pass::Rewrite(0),
            (Pass::Rehoist(k), false) if k + 1 < HOIST_CANDIDATES => Pass::Rehoist(k + 1),
            (Pass::Rehoist(_), false) => Pass::Shrink,
            (Pass::Rewrite(round), false) => Pass::Rewrite(round + 1),
            (Pass::Windows(width), false) if width < WIDEST_WINDOW => Pass::Windows(width + 1),
            (Pass::Windows(_), false) => Pass::Done,
        }
    }

    /// The tokens taking `id` out would save, or `None` when this pass has
    /// nothing to do to it (a comment deletes at no token gain: `Some(0)`).
    pub(super) fn gain(self, tree: &Tree, edits: &Edits, id: NodeId) -> Option<u64> {
        match self {
            Pass::Shrink | Pass::Windows(_) => match tree.role(id) {
                Role::Optional { .. } => Some(edits.saving(tree, id)),
                Role::Replaceable(_) => Some(edits.saving(tree, id)).filter(|&g| g > 0),
                Role::Required => None,
            },
            Pass::Hoist(k) | Pass::Rehoist(k) => tree
                .hoist_candidates(id)
                .get(k)
                .map(|to| edits.live_tokens(tree, id).saturating_sub(to.tokens)),
            Pass::Rewrite(_) | Pass::Runs(..) | Pass::Lines(..) | Pass::Done => None,
        }
    }

    /// The key of the priors of a node of tree kind `kind` in this pass:
    /// what shrinking keeps of a kind says little about what hoisting does.
    pub(super) fn prior_key(self, kind: u16) -> u64 {
        let pass = match self {
            Pass::Shrink => 0,
            Pass::Hoist(k) | Pass::Rehoist(k) => 1 + k as u64,
            Pass::Rewrite(_) | Pass::Runs(..) | Pass::Lines(..) | Pass::Windows(_) | Pass::Done => {
                unreachable!("no items of one tree kind")
            }
        };
        (pass << 32) | u64::from(kind)
    }

    /// The key of the priors of items that no tree level holds: one per
    /// kind of pass and `within` it (a run's length, a window's width, or
    /// the node kind of a body or a largest node).
    pub(super) fn kind_prior_key(kind: PassKind, within: usize) -> u64 {
        ((1000 + kind as u64) << 32) | within as u64
    }

    /// The kind of a tree pass.
    pub(super) fn kind(self) -> PassKind {
        match self {
            Pass::Shrink => PassKind::Shrink,
            Pass::Hoist(_) | Pass::Rehoist(_) => PassKind::Hoist,
            Pass::Windows(_) => PassKind::Windows,
            Pass::Rewrite(_) | Pass::Runs(..) | Pass::Lines(..) | Pass::Done => {
                unreachable!("not a tree pass")
            }
        }
    }

    /// Commits taking `id` out.
    pub(super) fn apply(self, tree: &Tree, edits: &mut Edits, id: NodeId) {
        match self {
            Pass::Shrink | Pass::Windows(_) => edits.reduce(tree, id),
            Pass::Hoist(k) | Pass::Rehoist(k) => {
                edits.hoist(tree, id, tree.hoist_candidates(id)[k]);
            }
            Pass::Rewrite(_) | Pass::Runs(..) | Pass::Lines(..) | Pass::Done => {
                unreachable!("not node edits")
            }
        }
    }
}

/// The items of one level, and what taking some of them out renders.
pub(super) enum Items<'a> {
    /// Live nodes, taken out as a shrinking or hoisting `pass` says, on top
    /// of the level's committed `edits`.
    Nodes {
        tree: &'a Tree,
        edits: &'a Edits,
        pass: Pass,
        ids: &'a [NodeId],
    },
    /// Rewrites of an unedited tree.
    Rewrites {
        tree: &'a Tree,
        rewrites: &'a [Rewrite],
    },
    /// Runs of `length` consecutive token spans of an unedited tree, by
    /// byte span (the `i`-th starts at the `i`-th); `before[i]` is the
    /// tokens of the token spans before the `i`-th.
    Runs {
        tree: &'a Tree,
        length: usize,
        runs: &'a [(u32, u32)],
        before: &'a [u64],
    },
    /// Bundles of live nodes that go together, each node taken out as
    /// shrinking does, on top of the level's committed `edits`: the `i`-th
    /// is `nodes[bounds[i]..bounds[i + 1]]`.
    Bundles {
        tree: &'a Tree,
        edits: &'a Edits,
        nodes: &'a [NodeId],
        bounds: &'a [usize],
    },
    /// Windows of `width` adjacent live sibling nodes, on top of the
    /// level's committed `edits`: the `i`-th is `ids[starts[i]..][..width]`,
    /// each node taken out as its role says.
    Windows {
        tree: &'a Tree,
        edits: &'a Edits,
        ids: &'a [NodeId],
        starts: &'a [usize],
        width: usize,
    },
}

impl Items<'_> {
    /// The tree the items are of (the pass's).
    pub(super) fn tree(&self) -> &Tree {
        match *self {
            Items::Nodes { tree, .. }
            | Items::Rewrites { tree, .. }
            | Items::Runs { tree, .. }
            | Items::Bundles { tree, .. }
            | Items::Windows { tree, .. } => tree,
        }
    }

    pub(super) fn len(&self) -> usize {
        match self {
            Items::Nodes { ids, .. } => ids.len(),
            Items::Rewrites { rewrites, .. } => rewrites.len(),
            Items::Runs { runs, .. } => runs.len(),
            Items::Windows { starts, .. } => starts.len(),
            Items::Bundles { bounds, .. } => bounds.len() - 1,
        }
    }

    /// The nodes (indices into the level's `ids`, or a bundle's `nodes`,
    /// ascending) the items at `taken` (ascending) take out: windows that
    /// overlap share nodes. Only for node items.
    pub(super) fn nodes_taken(&self, taken: &[usize]) -> Vec<usize> {
        match *self {
            Items::Nodes { .. } => taken.to_vec(),
            Items::Bundles { bounds, .. } => taken
                .iter()
                .flat_map(|&i| bounds[i]..bounds[i + 1])
                .collect(),
            Items::Windows { starts, width, .. } => {
                let mut nodes: Vec<usize> = Vec::new();
                for &i in taken {
                    let from = nodes
                        .last()
                        .map_or(starts[i], |&last| starts[i].max(last + 1));
                    nodes.extend(from..starts[i] + width);
                }
                nodes
            }
            Items::Rewrites { .. } | Items::Runs { .. } => unreachable!("no node items"),
        }
    }

    /// The candidate with the items at `taken` (ascending indices) taken
    /// out, and where it differs from the pass's source, after the
    /// front-end's repair (see [`Tree::mended`]).
    pub(super) fn render(&self, taken: &[usize]) -> Rendering {
        self.tree().mended(self.render_unmended(taken))
    }

    /// [`Items::render`] before the front-end's repair.
    fn render_unmended(&self, taken: &[usize]) -> Rendering {
        match *self {
            Items::Nodes {
                tree,
                edits,
                pass: Pass::Hoist(k) | Pass::Rehoist(k),
                ids,
            } => {
                let pairs: Vec<(NodeId, Hoist)> = taken
                    .iter()
                    .map(|&i| (ids[i], tree.hoist_candidates(ids[i])[k]))
                    .collect();
                rendering_hoisted(tree, edits, &pairs)
            }
            Items::Nodes {
                tree, edits, ids, ..
            } => {
                let nodes: Vec<NodeId> = taken.iter().map(|&i| ids[i]).collect();
                rendering(tree, edits, &nodes)
            }
            Items::Rewrites { tree, rewrites } => {
                let chosen: Vec<&Rewrite> = taken.iter().map(|&i| &rewrites[i]).collect();
                rendering_rewritten(tree, &chosen)
            }
            Items::Runs { tree, runs, .. } => {
                let spans: Vec<(u32, u32)> = taken.iter().map(|&i| runs[i]).collect();
                rendering_cut(tree, &spans)
            }
            Items::Windows {
                tree, edits, ids, ..
            } => {
                let nodes: Vec<NodeId> = self.nodes_taken(taken).iter().map(|&i| ids[i]).collect();
                rendering(tree, edits, &nodes)
            }
            Items::Bundles {
                tree, edits, nodes, ..
            } => {
                let nodes: Vec<NodeId> =
                    self.nodes_taken(taken).iter().map(|&i| nodes[i]).collect();
                rendering(tree, edits, &nodes)
            }
        }
    }

    /// Tokens of the candidate with the items at `taken` taken out.
    pub(super) fn tokens_after(&self, taken: &[usize]) -> u64 {
        match *self {
            Items::Nodes {
                tree,
                edits,
                pass,
                ids,
            } => {
                let mut after = edits.clone();
                for &i in taken {
                    pass.apply(tree, &mut after, ids[i]);
                }
                after.live_tokens(tree, Tree::ROOT)
            }
            Items::Rewrites { tree, rewrites } => tree
                .total_tokens()
                .saturating_sub(saved_together(rewrites, taken)),
            Items::Runs {
                tree,
                length,
                before,
                ..
            } => tree
                .total_tokens()
                .saturating_sub(tokens_covered(taken, length, before)),
            Items::Windows {
                tree, edits, ids, ..
            } => {
                let mut after = edits.clone();
                for i in self.nodes_taken(taken) {
                    after.reduce(tree, ids[i]);
                }
                after.live_tokens(tree, Tree::ROOT)
            }
            Items::Bundles {
                tree, edits, nodes, ..
            } => {
                let mut after = edits.clone();
                for i in self.nodes_taken(taken) {
                    Pass::Shrink.apply(tree, &mut after, nodes[i]);
                }
                after.live_tokens(tree, Tree::ROOT)
            }
        }
    }
}

/// How many tokens the runs of `length` at `taken` (ascending; run `i`
/// covers token spans `i..i + length`) cover together; `before[i]` is the
/// tokens before span `i`.
fn tokens_covered(taken: &[usize], length: usize, before: &[u64]) -> u64 {
    let (mut covered, mut end) = (0, 0);
    for &i in taken {
        let from = end.max(i);
        let to = i + length;
        if to > from {
            covered += before[to] - before[from];
        }
        end = end.max(to);
    }
    covered
}

/// Where the windows of `width` adjacent siblings among a level's `ids`
/// start: at every index whose next `width - 1` ids share its parent and
/// that holds a token (windows of bytes inside a word save none), unless
/// the window only deletes a run of whole tokens no longer than
/// [`LONGEST_RUN`], which the token runs just before tried.
pub(super) fn window_starts(tree: &Tree, ids: &[NodeId], width: usize) -> Vec<usize> {
    let parent = |i: usize| tree.node(ids[i]).parent();
    (0..(ids.len() + 1).saturating_sub(width))
        .filter(|&i| (i + 1..i + width).all(|j| parent(j) == parent(i)))
        .filter(|&i| {
            ids[i..i + width]
                .iter()
                .any(|&id| tree.node(id).tokens() > 0)
        })
        .filter(|&i| !is_short_token_run(tree, &ids[i..i + width]))
        .collect()
}

/// Whether deleting `nodes` (adjacent siblings) cuts at most
/// [`LONGEST_RUN`] whole token spans and nothing else: every node is
/// deleted (not replaced), and the nodes' extent starts at a token span's
/// start and ends where one ends (or only blanks of it follow).
fn is_short_token_run(tree: &Tree, nodes: &[NodeId]) -> bool {
    if !nodes.iter().all(|&id| tree.node(id).is_optional()) {
        return false;
    }
    let (start, end) = (
        tree.node(nodes[0]).start,
        tree.node(nodes[nodes.len() - 1]).end,
    );
    let spans = tree.token_spans();
    let Ok(first) = spans.binary_search_by_key(&start, |s| s.0) else {
        return false;
    };
    let last = spans.partition_point(|s| s.0 < end);
    if last <= first || last - first > LONGEST_RUN {
        return false;
    }
    let tail = spans[last - 1].1;
    end <= tail
        && tree.source()[end as usize..tail as usize]
            .iter()
            .all(u8::is_ascii_whitespace)
}

/// The tokens the `taken` rewrites save together. A rewrite with a span
/// inside one of an earlier rewrite's (a value inside a value both made
/// constants) is skipped when the candidate is rendered, so it saves
/// nothing; the rule is [`render_rewritten`](crate::tree)'s.
fn saved_together(rewrites: &[Rewrite], taken: &[usize]) -> u64 {
    let mut splices: Vec<(u32, u32, usize)> = (taken.iter())
        .flat_map(|&i| {
            let r = &rewrites[i];
            (r.spans.iter().chain(&r.cuts)).map(move |&(start, end)| (start, end, i))
        })
        .collect();
    splices.sort_by_key(|&(start, end, _)| (start, std::cmp::Reverse(end)));
    let mut skipped = std::collections::HashSet::new();
    let mut pos = 0;
    for (start, end, i) in splices {
        if end <= pos && start < pos {
            skipped.insert(i);
        }
        pos = pos.max(end);
    }
    (taken.iter())
        .filter(|i| !skipped.contains(i))
        .map(|&i| rewrites[i].tokens_saved)
        .sum()
}

/// A rewrite's weight for the weighted algorithms: the bytes it saves (at
/// least 1: turning `5` into `0` saves none but is still worth trying).
pub(super) fn rewrite_weight(rewrite: &Rewrite) -> u64 {
    let spans = rewrite.spans.iter().chain(&rewrite.cuts);
    let old: u32 = spans.map(|&(start, end)| end - start).sum();
    let new = rewrite.text.len() * rewrite.spans.len();
    (old as usize).saturating_sub(new).max(1) as u64
}

/// How the runner turns a level's configurations into candidates, and
/// which of them it may test.
pub(super) struct LevelRender<'a> {
    /// The level's items.
    pub(super) items: &'a Items<'a>,
    /// The syntax check candidates must pass before the oracle, if on.
    pub(super) check: Option<&'a SyntaxCheck>,
}

impl runner::Render for LevelRender<'_> {
    fn render(&self, config: &Configuration) -> Rendering {
        self.items.render(&taken_out(self.items.len(), config))
    }

    fn admissible(&self, candidate: &Rendering) -> bool {
        self.check
            .is_none_or(|check| check.accepts_changed(&candidate.bytes, &candidate.changes))
    }
}

/// One level of one pass, as the runner reports to it.
pub(super) struct LevelSession<'a> {
    /// The level's items.
    pub(super) items: &'a Items<'a>,
    /// The best candidate so far, replaced by each interesting one.
    pub(super) best: &'a mut Vec<u8>,
    /// Hears of each verdict and improvement.
    pub(super) observer: &'a mut dyn Observer,
    /// Finds what the reduction tests after this level.
    pub(super) look_ahead: Option<&'a dyn runner::LookAhead>,
    /// Its tests' class (see [`runner::Session::class`]).
    pub(super) class: usize,
}

impl runner::Session for LevelSession<'_> {
    fn interesting(
        &mut self,
        config: &Configuration,
        bytes: &[u8],
        runner: &Runner,
    ) -> io::Result<()> {
        let items = self.items;
        let tokens = || items.tokens_after(&taken_out(items.len(), config));
        keep_best(self.best, bytes, tokens, runner, self.observer)
    }

    fn committed(&mut self, runner: &Runner) {
        self.observer.tested(runner);
    }

    fn look_ahead(&self) -> Option<&dyn runner::LookAhead> {
        self.look_ahead
    }

    fn class(&self) -> usize {
        self.class
    }
}

/// The indices of the items (of `len`) a configuration leaves out.
pub(super) fn taken_out(len: usize, kept: &Configuration) -> Vec<usize> {
    let mut kept = kept.iter().peekable();
    (0..len)
        .filter(|&i| kept.next_if_eq(&&i).is_none())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::{LONGEST_RUN, Pass, saved_together, tokens_covered};
    use crate::tree::Rewrite;

    #[test]
    fn a_rewrite_inside_another_taken_one_saves_nothing() {
        let rewrite = |start, end, tokens_saved| Rewrite {
            spans: vec![(start, end)],
            text: b"()".to_vec(),
            cuts: Vec::new(),
            tokens_saved,
        };
        // `(0..).collect()` (0..15) and `(0..)` (0..5) in it, and `a.chars()`.
        let rewrites = [rewrite(0, 15, 6), rewrite(0, 5, 2), rewrite(20, 29, 3)];
        assert_eq!(saved_together(&rewrites, &[0, 1, 2]), 9);
        assert_eq!(saved_together(&rewrites, &[1, 2]), 5);
        // Equal spans: the first listed is rendered.
        let twice = [rewrite(0, 15, 6), rewrite(0, 15, 4)];
        assert_eq!(saved_together(&twice, &[1, 0]), 4);
    }

    #[test]
    fn a_runs_sweep_goes_to_its_last_length_before_shrinking_again() {
        // Runs of 2 cut something: the sweep goes on to 3 and to the last
        // length, and then shrinking starts again; a sweep that cut
        // nothing goes on to the windows.
        let sweep = |cut_at: Option<usize>| {
            let mut pass = Pass::Runs(1, false);
            let mut lengths = vec![1];
            loop {
                let Pass::Runs(length, _) = pass else {
                    return (lengths, pass);
                };
                pass = pass.next(Some(length) == cut_at, 0);
                if let Pass::Runs(next, _) = pass {
                    lengths.push(next);
                }
            }
        };
        let all: Vec<usize> = (1..=LONGEST_RUN).collect();
        assert_eq!(sweep(Some(2)), (all.clone(), Pass::Shrink));
        assert_eq!(sweep(None), (all, Pass::Windows(2)));
    }

    #[test]
    fn a_hoisting_pass_that_hoisted_one_or_two_nodes_goes_on_hoisting() {
        // Each pass's change and the nodes it hoisted.
        let schedule = |passes: &[(bool, usize)]| {
            let mut pass = Pass::Shrink;
            let mut schedule = vec![pass];
            for &(changed, hoisted) in passes {
                pass = pass.next(changed, hoisted);
                schedule.push(pass);
            }
            schedule
        };
        use Pass::{Hoist, Rehoist, Rewrite, Shrink};
        // A chain of two links, the first found at the second rank; then
        // nothing more to hoist, and nothing to shrink.
        let chain = [
            (false, 0),
            (false, 0),
            (true, 1),
            (true, 2),
            (false, 0),
            (false, 0),
        ];
        assert_eq!(
            schedule(&[&chain[..], &[(false, 0), (false, 0)]].concat()),
            [
                Shrink,
                Hoist(0),
                Hoist(1),
                Rehoist(0),
                Rehoist(0),
                Rehoist(1),
                Shrink,
                Hoist(0),
                Hoist(1),
            ]
        );
        // Three nodes hoisted at once: shrinking first.
        assert_eq!(
            schedule(&[(false, 0), (true, 3)]),
            [Shrink, Hoist(0), Shrink]
        );
        // Nothing to hoist: the rewrites; any other change: shrinking.
        assert_eq!(
            schedule(&[(false, 0), (false, 0), (false, 0), (true, 0)]),
            [Shrink, Hoist(0), Hoist(1), Rewrite(0), Shrink]
        );
    }

    #[test]
    fn overlapping_runs_cover_each_token_once() {
        // Ten spans of one token each, then one of three.
        let before: Vec<u64> = (0..=10).chain([13]).collect();
        assert_eq!(tokens_covered(&[], 3, &before), 0);
        assert_eq!(tokens_covered(&[4], 3, &before), 3);
        // 0..3, 1..4 and 2..5 overlap: tokens 0 to 4.
        assert_eq!(tokens_covered(&[0, 1, 2], 3, &before), 5);
        // 0..2 and 2..4 touch; 7..9 stands apart.
        assert_eq!(tokens_covered(&[0, 2, 7], 2, &before), 6);
        // 9..11 holds the span of three.
        assert_eq!(tokens_covered(&[9], 2, &before), 4);
    }
}
