//! The steps of the payoff schedule that take out many items in few tests
//! before or between the levels of a shrinking pass: a level's closures and
//! unused items, the top level's closures again, the unused declarations of
//! the whole tree, the function bodies, the largest nodes at any depth.
//! They are methods of the reduction's [`Reducer`], which `mod.rs` walks level
//! by level.

use super::Observer;
use super::ledger::{OpenLevel, PassKind};
use super::level::{Items, Pass};
use super::memo::Asked;
use super::{Aside, CLOSURES_FROM, Deferred, LEARN_FROM, Reducer, Schedule, emptied};
use crate::algo::{self, Closures, Dependencies, EmptyFirst, ListAlgorithm, Yielding};
use crate::runner::{Runner, Stop};
use crate::tree::{Edits, NodeId, Tree};
use std::collections::{HashMap, HashSet};
use std::io;
use std::sync::Arc;

/// The smallest nodes, in tokens, the largest-node rounds try: the rounds
/// halve the size from half the live tokens down to this, and the
/// level-by-level walk does the rest. cpp-clang-ranges-split: 114,452
/// tokens after 1,000 calls with rounds down to 16 tokens, 131,794 with
/// rounds down to 1/256 of the live tokens (about 700 there).
const SMALLEST_CUT: u64 = 16;

/// The top level's closures run again once the live tokens fall to this
/// fraction (numerator, denominator) of what they were when the closures
/// last ran (see [`Reducer::closures_again`]).
const CLOSE_AGAIN_AFTER: (u64, u64) = (3, 4);

/// The prior that an item declaring only names nothing else uses must
/// stay: such items are tried first at each level, about 50 to a test.
const UNUSED_PRIOR: f64 = 0.02;

impl Reducer<'_> {
    /// The closure items of the shrinking level `ids` on top of `edits`
    /// (see [`Tree::closure_items`]), through the run's memo.
    fn closure_items(&self, tree: &Tree, edits: &Edits, ids: &[NodeId]) -> Vec<NodeId> {
        let gain = |id| Pass::Shrink.gain(tree, edits, id).is_some();
        let asked = Asked::new(tree, &self.best, ids);
        self.memo
            .closure_items(&asked, || tree.closure_items(edits, ids, gain))
    }

    /// The dependencies of the closure items `items` on top of `edits`
    /// (see [`Tree::dependencies`]), through the run's memo.
    fn dependencies(&self, tree: &Tree, edits: &Edits, items: &[NodeId]) -> Arc<Dependencies> {
        let asked = Asked::new(tree, &self.best, items);
        self.memo
            .dependencies(&asked, || tree.dependencies(edits, items))
    }

    /// Before a shrinking level's list algorithm, on top of `edits` and
    /// into `taken_ids`: the closures of the level's items `ids` (see
    /// [`Reducer::closures_first`]), then, under `--schedule payoff`, the items
    /// that declare only names nothing else uses, about 50 to a test
    /// (cpp-clang-ranges-split: 131,794 tokens after 1,000 calls against
    /// 143,083 without). At the `top` level, where the closures stood is
    /// kept for [`Reducer::closures_again`]. `level` (its items and their
    /// weights) becomes what is left of it. Returns how many items went
    /// and why the run must stop, if it must.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn closures_of_level(
        &mut self,
        tree: &Tree,
        edits: &mut Edits,
        level: (&mut Vec<NodeId>, &mut Vec<u64>),
        top: bool,
        taken_ids: &mut HashSet<NodeId>,
        runner: &mut Runner,
        observer: &mut dyn Observer,
    ) -> io::Result<(usize, Option<Stop>)> {
        let (ids, weights) = level;
        let gain = |edits: &Edits, id| Pass::Shrink.gain(tree, edits, id);
        let mut flat = self.closure_items(tree, edits, ids);
        let mut deps = self.dependencies(tree, edits, &flat);
        let (mut taken, stop) =
            self.closures_first(tree, edits, &flat, &deps, taken_ids, runner, observer)?;
        if stop.is_some() {
            return Ok((taken, stop));
        }
        (*ids, *weights) = left_of_level(tree, edits, ids);
        if taken > 0 {
            flat = self.closure_items(tree, edits, ids);
            deps = self.dependencies(tree, edits, &flat);
        }
        if top {
            self.closed_at = edits.live_tokens(tree, Tree::ROOT);
        }
        let unused: Vec<NodeId> = match self.strategy.schedule {
            Schedule::Payoff => deps.unused().into_iter().map(|i| flat[i]).collect(),
            Schedule::Levels => Vec::new(),
        };
        if unused.is_empty() {
            return Ok((taken, None));
        }
        let unused_weights = own_weights(tree, edits, &unused, |id| gain(edits, id).unwrap_or(0));
        let priors = vec![UNUSED_PRIOR; unused.len()];
        let algo = algo::start_with_priors(
            self.strategy.algo,
            &unused_weights,
            &priors,
            &self.strategy.options,
        );
        let (more, stop) =
            self.take_out_first(tree, edits, &unused, algo, taken_ids, runner, observer)?;
        taken += more;
        if stop.is_none() {
            (*ids, *weights) = left_of_level(tree, edits, ids);
        }
        Ok((taken, stop))
    }

    /// The closures of `items` (see [`algo::Closures`]) with their
    /// dependencies `deps` (from [`Tree::dependencies`] on top of `edits`),
    /// taken out on top of `edits` before a list algorithm runs over what
    /// is left, and into `taken_ids` too. Returns how many items went and
    /// why the run must stop, if it must.
    #[allow(clippy::too_many_arguments)]
    fn closures_first(
        &mut self,
        tree: &Tree,
        edits: &mut Edits,
        items: &[NodeId],
        deps: &Arc<Dependencies>,
        taken_ids: &mut HashSet<NodeId>,
        runner: &mut Runner,
        observer: &mut dyn Observer,
    ) -> io::Result<(usize, Option<Stop>)> {
        if !deps.any() {
            return Ok((0, None));
        }
        let asked = Asked::new(tree, &self.best, items);
        let closures = Box::new(self.memo.closures(&asked, || {
            let gain = |id| Pass::Shrink.gain(tree, edits, id).unwrap_or(0);
            Closures::new(Arc::clone(deps), &own_weights(tree, edits, items, gain))
        }));
        self.take_out_first(tree, edits, items, closures, taken_ids, runner, observer)
    }

    /// Under `--schedule payoff`, once a quarter of the tokens live when
    /// the top level's closures last ran has gone (bodies emptied, large
    /// nodes taken out, deeper levels), the top level's closures run
    /// again on top of `edits`, then the unused declarations: what is left
    /// of the top level may now go in a few binary searches, where the
    /// walk would reach it only in the next pass. Returns why the run must
    /// stop, if it must.
    pub(super) fn closures_again(
        &mut self,
        tree: &Tree,
        edits: &mut Edits,
        runner: &mut Runner,
        observer: &mut dyn Observer,
    ) -> io::Result<Option<Stop>> {
        let live = edits.live_tokens(tree, Tree::ROOT);
        if self.strategy.schedule != Schedule::Payoff
            || self.closed_at == 0
            || live * CLOSE_AGAIN_AFTER.1 > self.closed_at * CLOSE_AGAIN_AFTER.0
        {
            return Ok(None);
        }
        let (ids, _) = left_of_level(tree, edits, &tree.top_level(edits));
        self.closed_at = live;
        if ids.len() < CLOSURES_FROM {
            return Ok(None);
        }
        let flat = self.closure_items(tree, edits, &ids);
        let deps = self.dependencies(tree, edits, &flat);
        if !deps.any() {
            return Ok(None);
        }
        let level = OpenLevel::start(
            (self.passes, PassKind::Shrink, 0),
            ids.len(),
            live,
            runner,
            observer,
        );
        let (taken, stop) = self.closures_first(
            tree,
            edits,
            &flat,
            &deps,
            &mut HashSet::new(),
            runner,
            observer,
        )?;
        let mut level = level;
        level.report.taken_out = taken;
        level.end(edits.live_tokens(tree, Tree::ROOT), runner, observer);
        if stop.is_some() || taken == 0 {
            return Ok(stop);
        }
        self.closed_at = edits.live_tokens(tree, Tree::ROOT);
        self.unused_first(Pass::Shrink, tree, edits, runner, observer)
    }

    /// Runs `algo` over `items` (closure items of a shrinking level, which
    /// may nest) on top of `edits`, before the level's list algorithm, and
    /// commits what it took out, into `taken_ids` too. Returns how many
    /// items it took out and why the run must stop, if it must.
    #[allow(clippy::too_many_arguments)]
    fn take_out_first(
        &mut self,
        tree: &Tree,
        edits: &mut Edits,
        items: &[NodeId],
        algo: Box<dyn ListAlgorithm>,
        taken_ids: &mut HashSet<NodeId>,
        runner: &mut Runner,
        observer: &mut dyn Observer,
    ) -> io::Result<(usize, Option<Stop>)> {
        let list = Items::Nodes {
            tree,
            edits,
            pass: Pass::Shrink,
            ids: items,
        };
        let (taken, stop) = self.run_level(&list, algo, runner, observer)?;
        for &i in &taken {
            Pass::Shrink.apply(tree, edits, items[i]);
        }
        taken_ids.extend(taken.iter().map(|&i| items[i]));
        Ok((taken.len(), stop))
    }

    /// In a shrinking pass under `--schedule payoff` (at its start, and
    /// after each level or round that took something out, which may leave
    /// more unused): the declarations of
    /// `tree`, at any depth, whose names nothing but other unused
    /// declarations uses ([`Tree::unused_declarations`]), taken out on top
    /// of `edits` with the line markers ([`Tree::line_markers`]) and the
    /// comments ([`Tree::comments`]), each of these two a bundle, as one
    /// list of bundles ([`Reducer::take_out_together`]): the first test takes
    /// them all, binary searches find what a use no name shows needs (an
    /// implicit `begin` of a range-for, an operator). Returns why the run
    /// must stop, if it must.
    pub(super) fn unused_first(
        &mut self,
        pass: Pass,
        tree: &Tree,
        edits: &mut Edits,
        runner: &mut Runner,
        observer: &mut dyn Observer,
    ) -> io::Result<Option<Stop>> {
        if pass != Pass::Shrink || self.strategy.schedule != Schedule::Payoff {
            return Ok(None);
        }
        // What went may leave more unused (the metadata attachments of the
        // bundled kinds name metadata nodes): the bundles are looked for
        // again until a round takes nothing.
        loop {
            let asked = Asked::new(tree, &self.best, &[]);
            // Taken with the top level's items, the comments changed the
            // closures' search there: rust-strsim-moved-vec had 1,194
            // tokens after 100 calls, against 174 without.
            let (comments, bundled) = match self.top_done {
                true => (tree.comments(edits), tree.bundled(edits)),
                false => (Vec::new(), Vec::new()),
            };
            let bundles = (self.memo)
                .unused(&asked, || {
                    let markers = tree.line_markers(edits);
                    let unused = tree.unused_declarations(edits).into_iter();
                    unused
                        .chain((!markers.is_empty()).then_some(markers))
                        .collect()
                })
                .into_iter()
                .chain((!comments.is_empty()).then_some(comments))
                .chain(bundled);
            let bundles = self.not_kept(tree, edits, bundles);
            let (taken, stop) =
                self.take_out_together(PassKind::Unused, tree, edits, &bundles, runner, observer)?;
            if taken == 0 || stop.is_some() {
                return Ok(stop);
            }
        }
    }

    /// The `bundles` that hold no more than half of what `edits` leaves
    /// of a bundle an earlier test of this pass had to keep (see
    /// [`KeptBundles`]): those would most likely fail again.
    fn not_kept(
        &self,
        tree: &Tree,
        edits: &Edits,
        bundles: impl IntoIterator<Item = Vec<NodeId>>,
    ) -> Vec<Vec<NodeId>> {
        let live = |id: NodeId| match edits.is_removed(id) {
            true => 0,
            false => edits.live_tokens(tree, id).max(1),
        };
        (bundles.into_iter())
            .filter(|bundle| !self.kept_together.covers(bundle, live))
            .collect()
    }

    /// At the start of a shrinking pass under `--schedule payoff`, after
    /// the unused declarations, and again once the first pass has hollowed
    /// the bodies: the declarations used only in a few small table entries,
    /// each with those entries ([`Tree::declarations_with_uses`]), as one
    /// list of bundles ([`Reducer::take_out_together`]), then the declarations
    /// that leaves unused. On js-underscore-flatten, whose export table
    /// names each function of the library, the first test took 51 bundles
    /// (2,521 tokens) and the second, after the bodies, 47 more (704):
    /// 1,499 tokens after 250 calls, against 3,115 without. Returns why the
    /// run must stop, if it must.
    pub(super) fn uses_first(
        &mut self,
        pass: Pass,
        tree: &Tree,
        edits: &mut Edits,
        runner: &mut Runner,
        observer: &mut dyn Observer,
    ) -> io::Result<Option<Stop>> {
        if pass != Pass::Shrink || self.strategy.schedule != Schedule::Payoff || !tree.knows_names()
        {
            return Ok(None);
        }
        let bundles = self.not_kept(tree, edits, tree.declarations_with_uses(edits));
        let (taken, mut stop) =
            self.take_out_together(PassKind::Uses, tree, edits, &bundles, runner, observer)?;
        if taken > 0 && stop.is_none() {
            stop = self.unused_first(pass, tree, edits, runner, observer)?;
        }
        Ok(stop)
    }

    /// In the first shrinking pass under `--schedule payoff`, after the top
    /// level: the bodies the profile's `hollow` names (function bodies),
    /// the outermost first, emptied as their roles say (C++: `;`, else
    /// `{}`) all in the first test, as C-Vise's
    /// `replace-function-def-with-decl` and shrinkray's brace hollowing do
    /// to the whole file ([`EmptyFirst`]). When that fails, the chosen
    /// list algorithm finds the bodies the bug needs, inside [`Yielding`]
    /// as a level (a list it gives up goes to `deferred`); the bodies
    /// inside those that stay are the next such list (a JavaScript bundle
    /// wraps its library in one function). Many bodies may have to stay:
    /// on cpp-clang-ranges-split the closures' binary searches took 60 of
    /// 1,691 in 59 calls, this 52 in 26 before it yielded. The uses the
    /// emptied bodies held go with them, so the unused declarations are
    /// looked for again. Returns why the run must stop, if it must.
    pub(super) fn hollow_bodies(
        &mut self,
        tree: &Tree,
        edits: &mut Edits,
        deferred: &mut Vec<Deferred>,
        runner: &mut Runner,
        observer: &mut dyn Observer,
    ) -> io::Result<Option<Stop>> {
        // Bodies that stay, or have nothing to take out: look inside.
        let mut opened: HashSet<NodeId> = HashSet::new();
        let mut taken_any = false;
        loop {
            let found = tree.hollow_bodies(edits, &opened);
            if found.is_empty() {
                break;
            }
            let (mut ids, mut weights) = (Vec::new(), Vec::new());
            for id in found {
                match Pass::Shrink.gain(tree, edits, id) {
                    Some(gain) => {
                        ids.push(id);
                        weights.push(gain.max(1));
                    }
                    None => {
                        opened.insert(id);
                    }
                }
            }
            if ids.is_empty() {
                continue;
            }
            let keys: Vec<u64> = ids
                .iter()
                .map(|&id| Pass::kind_prior_key(PassKind::Bodies, tree.node(id).kind.into()))
                .collect();
            let then = self.start_algo(&weights, &keys);
            let (taken, stop, yielded) = self.empty_first_list(
                PassKind::Bodies,
                (tree, edits),
                (&ids, &weights),
                then,
                deferred,
                runner,
                observer,
            )?;
            if stop.is_some() {
                return Ok(stop);
            }
            taken_any |= taken > 0;
            if yielded {
                break;
            }
            opened.extend(ids.into_iter().filter(|&id| !edits.is_removed(id)));
        }
        if !taken_any {
            return Ok(None);
        }
        self.unused_first(Pass::Shrink, tree, edits, runner, observer)
    }

    /// The nodes `ids` (of these `weights`) taken out of `tree` on top of
    /// `edits` as their roles say, by `then` after a first test without any
    /// of them ([`EmptyFirst`]), inside [`Yielding`] with a level's floor,
    /// reported as one level of `kind`; if it yields, the list goes to
    /// `deferred`, to be taken up again after the levels with what it
    /// learned. Returns how many went, why the run must stop if it must,
    /// and whether it yielded.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn empty_first_list(
        &mut self,
        kind: PassKind,
        (tree, edits): (&Tree, &mut Edits),
        (ids, weights): (&[NodeId], &[u64]),
        then: Box<dyn ListAlgorithm>,
        deferred: &mut Vec<Deferred>,
        runner: &mut Runner,
        observer: &mut dyn Observer,
    ) -> io::Result<(usize, Option<Stop>, bool)> {
        let live = edits.live_tokens(tree, Tree::ROOT);
        let mut level = OpenLevel::start((self.passes, kind, 0), ids.len(), live, runner, observer);
        let floor = self.yield_floor(Pass::Shrink, live);
        let mut algo = Yielding::new(Box::new(EmptyFirst::new(then)), weights, floor);
        let items = Items::Nodes {
            tree,
            edits,
            pass: Pass::Shrink,
            ids,
        };
        let (taken, stop) = self.run_level_on(&items, &mut algo, runner, observer)?;
        for &i in &taken {
            Pass::Shrink.apply(tree, edits, ids[i]);
        }
        level.report.taken_out = taken.len();
        level.end(edits.live_tokens(tree, Tree::ROOT), runner, observer);
        let yielded = stop.is_none() && algo.yielded();
        if yielded {
            deferred.push(Deferred {
                kind,
                level: 0,
                ids: ids.to_vec(),
                algo: Aside::List(algo),
            });
        }
        Ok((taken.len(), stop, yielded))
    }

    /// Takes `bundles` of nodes (each bundle all or nothing) out of `tree`
    /// on top of `edits`, shrinking each node as its role says, as one list
    /// whose first test takes every bundle and whose binary searches find
    /// the bundles that must stay ([`Closures::all_first`]), whatever
    /// `--algo` says: for lists that most likely can all go. On
    /// cpp-clang-ranges-split's first 823 unused bundles, W-ProbDD took 137
    /// calls to find the 1 that stays, this 20. What a test kept is not
    /// offered again in the pass (see [`Reducer::kept_together`]). Returns how
    /// many bundles went and why the run must stop, if it must.
    pub(super) fn take_out_together(
        &mut self,
        kind: PassKind,
        tree: &Tree,
        edits: &mut Edits,
        bundles: &[Vec<NodeId>],
        runner: &mut Runner,
        observer: &mut dyn Observer,
    ) -> io::Result<(usize, Option<Stop>)> {
        if bundles.is_empty() {
            return Ok((0, None));
        }
        let nodes: Vec<NodeId> = bundles.concat();
        let mut bounds = vec![0];
        let mut weights: Vec<u64> = Vec::new();
        for bundle in bundles {
            let gains = bundle
                .iter()
                .filter_map(|&id| Pass::Shrink.gain(tree, edits, id));
            weights.push(gains.sum::<u64>().max(1));
            bounds.push(bounds.last().unwrap() + bundle.len());
        }
        let mut level = OpenLevel::start(
            (self.passes, kind, 0),
            weights.len(),
            edits.live_tokens(tree, Tree::ROOT),
            runner,
            observer,
        );
        let algo = Box::new(Closures::all_first(&weights));
        let items = Items::Bundles {
            tree,
            edits,
            nodes: &nodes,
            bounds: &bounds,
        };
        let (taken, stop) = self.run_level(&items, algo, runner, observer)?;
        for i in items.nodes_taken(&taken) {
            Pass::Shrink.apply(tree, edits, nodes[i]);
        }
        if stop.is_none() {
            let taken: HashSet<usize> = taken.iter().copied().collect();
            for (i, bundle) in bundles.iter().enumerate() {
                if !taken.contains(&i) {
                    self.kept_together.keep(bundle.clone());
                }
            }
        }
        level.report.taken_out = taken.len();
        level.end(edits.live_tokens(tree, Tree::ROOT), runner, observer);
        Ok((taken.len(), stop))
    }

    /// The largest nodes of `tree`, whatever their depth, taken out or
    /// shrunk as their roles say, on top of `edits`, in rounds: the items
    /// of a round are the outermost live nodes that would save at least
    /// its size (from half the live tokens, halving each round down to
    /// [`SMALLEST_CUT`] tokens), looking inside (not at) the nodes
    /// in `kept` and those an earlier round kept. The level-by-level walk
    /// reaches a function body of 2,000 tokens three levels down only
    /// after every level above it; here it is tried early, and a chain of
    /// single-child levels costs nothing (Perses's order by size, in
    /// batches). Returns why the run must stop, if it must.
    pub(super) fn largest_rounds(
        &mut self,
        tree: &Tree,
        edits: &mut Edits,
        mut kept: HashSet<NodeId>,
        runner: &mut Runner,
        observer: &mut dyn Observer,
    ) -> io::Result<Option<Stop>> {
        let pass = Pass::Shrink;
        let live = edits.live_tokens(tree, Tree::ROOT);
        let mut size = live / 2;
        let mut round = 0;
        while size >= SMALLEST_CUT {
            let ids = largest_nodes(tree, edits, size, &kept);
            size /= 2;
            if ids.is_empty() {
                continue;
            }
            let mut level = OpenLevel::start(
                (self.passes, PassKind::Largest, round),
                ids.len(),
                edits.live_tokens(tree, Tree::ROOT),
                runner,
                observer,
            );
            // What needs nothing the round keeps goes in a few binary
            // searches, in dependency order; the list algorithm takes the
            // rest.
            let deps = self.dependencies(tree, edits, &ids);
            let mut gone = HashSet::new();
            let (closed, stop) =
                self.closures_first(tree, edits, &ids, &deps, &mut gone, runner, observer)?;
            level.report.taken_out = closed;
            if stop.is_some() {
                level.end(edits.live_tokens(tree, Tree::ROOT), runner, observer);
                return Ok(stop);
            }
            let (left, weights) = left_of_level(tree, edits, &ids);
            // Large nodes go more often than a level's average: priors of
            // their own.
            let keys: Vec<u64> = left
                .iter()
                .map(|&id| Pass::kind_prior_key(PassKind::Largest, tree.node(id).kind.into()))
                .collect();
            let items = Items::Nodes {
                tree,
                edits,
                pass,
                ids: &left,
            };
            let algo = self.start_algo(&weights, &keys);
            let (taken, stop) = self.run_level(&items, algo, runner, observer)?;
            for &i in &taken {
                pass.apply(tree, edits, left[i]);
            }
            gone.extend(taken.iter().map(|&i| left[i]));
            level.report.taken_out += taken.len();
            let report = level.end(edits.live_tokens(tree, Tree::ROOT), runner, observer);
            if stop.is_some() {
                return Ok(stop);
            }
            if report.taken_out > 0 {
                let mut stop = self.unused_first(pass, tree, edits, runner, observer)?;
                if stop.is_none() {
                    stop = self.closures_again(tree, edits, runner, observer)?;
                }
                if stop.is_some() {
                    return Ok(stop);
                }
            }
            if ids.len() >= LEARN_FROM {
                for &id in &ids {
                    let key = Pass::kind_prior_key(PassKind::Largest, tree.node(id).kind.into());
                    self.priors.learn(key, !gone.contains(&id));
                }
            }
            kept.extend(ids.iter().filter(|id| !gone.contains(id)));
            round += 1;
        }
        Ok(None)
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
        let mut up = tree.node(id).parent();
        while let Some(p) = up {
            if let Some(&outer) = at.get(&p) {
                weights[outer] = weights[outer].saturating_sub(edits.live_tokens(tree, id));
                break;
            }
            up = tree.node(p).parent();
        }
    }
    weights.iter().map(|&w| w.max(1)).collect()
}

/// The outermost live nodes of `tree` that taking out or shrinking would
/// save at least `size` tokens, in document order, looking inside (not at)
/// the nodes in `kept` and inside nodes too small to be items that still
/// hold `size` tokens.
fn largest_nodes(tree: &Tree, edits: &Edits, size: u64, kept: &HashSet<NodeId>) -> Vec<NodeId> {
    let mut found = Vec::new();
    let mut stack: Vec<NodeId> = tree.children(Tree::ROOT).iter().rev().copied().collect();
    while let Some(id) = stack.pop() {
        if edits.is_removed(id) {
            continue;
        }
        if !kept.contains(&id)
            && Pass::Shrink
                .gain(tree, edits, id)
                .is_some_and(|g| g >= size)
        {
            found.push(id);
        } else if edits.live_tokens(tree, id) >= size {
            stack.extend(tree.children(id).iter().rev());
        }
    }
    found
}

/// What is left of a shrinking level's `ids` after some of its closure
/// items went: its nodes still live and not emptied, at their new weights.
pub(super) fn left_of_level(tree: &Tree, edits: &Edits, ids: &[NodeId]) -> (Vec<NodeId>, Vec<u64>) {
    ids.iter()
        .filter(|&&id| !edits.is_removed(id) && !emptied(tree, edits, id))
        .filter_map(|&id| Some((id, Pass::Shrink.gain(tree, edits, id)?.max(1))))
        .unzip()
}

#[cfg(test)]
mod tests {
    use super::largest_nodes;
    use crate::tree::{Edits, NodeId, Role, Tree, TreeBuilder};
    use std::collections::HashSet;

    #[test]
    fn the_largest_nodes_are_the_outermost_that_save_enough_at_any_depth() {
        // A required function (1 token of its own) whose body of 20 tokens
        // may become `{}` (2 tokens); a small optional node of 3 tokens; a
        // big optional one of 30 tokens holding an optional part of 25.
        let mut b = TreeBuilder::new(vec![b'x'; 100], true);
        let leaves = |b: &mut TreeBuilder, parent, from: usize, n: usize| {
            for k in from..from + n {
                b.add(parent, "leaf", k..k + 1, 1);
            }
        };
        let function = b.add(Tree::ROOT, "function", 0..22, 1);
        b.set_role(function, Role::Required);
        let body = b.add(function, "body", 1..21, 0);
        let braces = b.add_replacement(b"{}", 2);
        b.set_role(body, Role::Replaceable(braces));
        leaves(&mut b, body, 1, 20);
        let small = b.add(Tree::ROOT, "small", 30..33, 0);
        leaves(&mut b, small, 30, 3);
        let big = b.add(Tree::ROOT, "big", 40..70, 0);
        leaves(&mut b, big, 40, 5);
        let part = b.add(big, "part", 45..70, 0);
        leaves(&mut b, part, 45, 25);
        let tree = b.finish();
        let edits = Edits::new(&tree);
        let none = HashSet::new();
        assert_eq!(largest_nodes(&tree, &edits, 16, &none), [body, big]);
        // A body that saves 18 is no item of 20; the required function
        // around it is looked into, and nothing in it is that large.
        assert_eq!(largest_nodes(&tree, &edits, 20, &none), [big]);
        // What an earlier round kept is looked into, not offered again.
        let kept: HashSet<NodeId> = [big].into();
        assert_eq!(largest_nodes(&tree, &edits, 16, &kept), [body, part]);
        let mut edits = edits;
        edits.reduce(&tree, big);
        assert_eq!(largest_nodes(&tree, &edits, 16, &none), [body]);
        assert_eq!(largest_nodes(&tree, &edits, 2, &none), [body, small]);
    }
}
