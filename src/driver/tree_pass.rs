//! A shrinking, hoisting or windows pass over a tree, level by level from
//! the top (HDD), cut into its steps: what a level's list is, the closures
//! and blanks tried before it, the list algorithm (alone, or in lanes),
//! what a level leaves for later or teaches the priors, and what follows
//! the top level of the first shrinking pass.

use super::aside::{Aside, Deferred};
use super::ledger::OpenLevel;
use super::level::{Items, Pass, window_starts};
use super::{CLOSURES_FROM, LEARN_FROM, Observer, PassKind, Reducer, Schedule, emptied, lanes};
use crate::algo::Yielding;
use crate::runner::{Runner, Stop};
use crate::tree::{Edits, NodeId, Tree};
use std::collections::HashSet;
use std::io;

/// A level's list: its nodes, their weights, and, in a windows pass, where
/// its windows start; `tokenless` where no node holds a token (a text
/// line's bytes, whitespace).
struct LevelList {
    ids: Vec<NodeId>,
    weights: Vec<u64>,
    windows: Vec<usize>,
    tokenless: bool,
}

/// What a level's list algorithm (or lanes) did: the items it took out,
/// why the run must stop, and what it gave up for later.
struct LevelRun {
    taken: Vec<usize>,
    stop: Option<Stop>,
    yielded: Option<Aside>,
}

impl Reducer<'_> {
    /// One shrinking or hoisting pass, level by level over `tree` (a parse
    /// of the best candidate). Returns the tokens left (as the edits count
    /// them) and why the run must stop, if it must.
    pub(super) fn tree_pass(
        &mut self,
        tree: &Tree,
        pass: Pass,
        runner: &mut Runner,
        observer: &mut dyn Observer,
    ) -> io::Result<(u64, Option<Stop>)> {
        if let Some(check) = self.check.as_mut() {
            check.rebase(tree.source());
        }
        let mut edits = Edits::new(tree);
        self.kept_together.clear();
        self.closed_at = 0;
        let mut stop = self.unused_first(pass, tree, &mut edits, runner, observer)?;
        if stop.is_none() {
            stop = self.uses_first(pass, tree, &mut edits, runner, observer)?;
        }
        if stop.is_none() {
            stop = self.walk_levels(tree, pass, &mut edits, runner, observer)?;
        }
        if stop.is_none() {
            self.hoisted = edits.hoisted_count();
        }
        Ok((edits.live_tokens(tree, Tree::ROOT), stop))
    }

    /// Every level from the top, then the levels given up, taken up again
    /// where they were, top down.
    fn walk_levels(
        &mut self,
        tree: &Tree,
        pass: Pass,
        edits: &mut Edits,
        runner: &mut Runner,
        observer: &mut dyn Observer,
    ) -> io::Result<Option<Stop>> {
        let mut nodes = tree.top_level(edits);
        let mut level = 0;
        let mut deferred: Vec<Deferred> = Vec::new();
        while !nodes.is_empty() {
            level += 1;
            let stop = self.tree_level(
                tree,
                pass,
                edits,
                (level, &nodes),
                &mut deferred,
                runner,
                observer,
            )?;
            if stop.is_some() {
                return Ok(stop);
            }
            nodes = tree.next_level(edits, &nodes);
        }
        self.take_up_again(tree, pass, edits, deferred, runner, observer)
    }

    /// Level `level` (from 1), whose live nodes are `nodes`: its list, run
    /// and applied to `edits`, then what it leaves for later or teaches.
    #[allow(clippy::too_many_arguments)]
    fn tree_level(
        &mut self,
        tree: &Tree,
        pass: Pass,
        edits: &mut Edits,
        (level, nodes): (usize, &[NodeId]),
        deferred: &mut Vec<Deferred>,
        runner: &mut Runner,
        observer: &mut dyn Observer,
    ) -> io::Result<Option<Stop>> {
        let Some(mut list) = self.level_list(tree, pass, edits, nodes) else {
            return Ok(None);
        };
        // A level of bytes: its blanks that join no words go first.
        if list.tokenless && pass == Pass::Shrink && self.strategy.schedule == Schedule::Payoff {
            let level = (&mut list.ids, &mut list.weights);
            let stop = self.blanks_first(tree, edits, level, runner, observer)?;
            if stop.is_some() || list.ids.is_empty() {
                return Ok(stop);
            }
        }
        let is_windows = matches!(pass, Pass::Windows(_));
        let level_items = if is_windows {
            list.windows.len()
        } else {
            list.ids.len()
        };
        let mut open = OpenLevel::start(
            (self.passes, pass.kind(), level - 1),
            level_items,
            edits.live_tokens(tree, Tree::ROOT),
            runner,
            observer,
        );
        let level_ids = list.ids.clone();
        let mut taken_ids: HashSet<NodeId> = HashSet::new();
        if pass == Pass::Shrink && list.ids.len() >= CLOSURES_FROM {
            let (taken, stop) = self.closures_of_level(
                tree,
                edits,
                (&mut list.ids, &mut list.weights),
                level == 1,
                &mut taken_ids,
                runner,
                observer,
            )?;
            open.report.taken_out += taken;
            if stop.is_some() {
                open.end(edits.live_tokens(tree, Tree::ROOT), runner, observer);
                return Ok(stop);
            }
        }
        let floor = self.yield_floor(pass, open.report.tokens_before);
        let (run, taken_nodes) = {
            let (items, weights, keys) = list_items(tree, pass, edits, &list);
            let run = self.run_list(
                &items,
                (level, &list.ids),
                (&weights, &keys),
                floor,
                runner,
                observer,
            )?;
            let taken_nodes = items.nodes_taken(&run.taken);
            (run, taken_nodes)
        };
        if let (Pass::Windows(width), None) = (pass, run.stop) {
            let key = Pass::kind_prior_key(PassKind::Windows, width);
            self.learn_all(key, list.windows.len(), &run.taken);
        }
        for &i in &taken_nodes {
            pass.apply(tree, edits, list.ids[i]);
        }
        taken_ids.extend(taken_nodes.iter().map(|&i| list.ids[i]));
        open.report.taken_out += run.taken.len();
        let report = open.end(edits.live_tokens(tree, Tree::ROOT), runner, observer);
        if run.stop.is_some() {
            return Ok(run.stop);
        }
        if report.taken_out > 0 {
            let mut stop = self.unused_first(pass, tree, edits, runner, observer)?;
            if stop.is_none() && pass == Pass::Shrink {
                stop = self.closures_again(tree, edits, runner, observer)?;
            }
            if stop.is_some() {
                return Ok(stop);
            }
        }
        // A list given up, or the lanes that gave theirs up.
        let aside = match run.yielded {
            Some(Aside::Lanes(lanes)) => lanes.given_up((edits, &list.ids)).map(Aside::Lanes),
            other => other,
        };
        if let Some(algo) = aside {
            deferred.push(Deferred {
                kind: pass.kind(),
                level: level - 1,
                ids: list.ids,
                algo,
            });
        } else if !is_windows && level_ids.len() >= LEARN_FROM {
            for id in level_ids {
                let kept = !taken_ids.contains(&id) && !emptied(tree, edits, id);
                self.priors.learn(pass.prior_key(tree.node(id).kind), kept);
            }
        }
        self.top_done |= pass == Pass::Shrink;
        if level == 1 && pass == Pass::Shrink && self.strategy.schedule == Schedule::Payoff {
            return self.after_first_top_level(tree, edits, nodes, deferred, runner, observer);
        }
        Ok(None)
    }

    /// The list of a level of live `nodes` in the pass `pass`: the nodes
    /// it can take out or shrink, with their gains; `None` where the level
    /// has nothing to try (no such node, no window) or waits (see
    /// [`Tokenless`](super::Tokenless)).
    fn level_list(
        &mut self,
        tree: &Tree,
        pass: Pass,
        edits: &Edits,
        nodes: &[NodeId],
    ) -> Option<LevelList> {
        let (ids, weights): (Vec<NodeId>, Vec<u64>) = nodes
            .iter()
            .filter_map(|&id| Some((id, pass.gain(tree, edits, id)?.max(1))))
            .unzip();
        let windows = match pass {
            Pass::Windows(width) => window_starts(tree, &ids, width),
            _ => Vec::new(),
        };
        if ids.is_empty() || matches!(pass, Pass::Windows(_)) && windows.is_empty() {
            return None;
        }
        let tokenless = ids.iter().all(|&id| edits.live_tokens(tree, id) == 0);
        if self.defers_tokenless(pass) && tokenless {
            self.tokenless.skipped = true;
            return None;
        }
        Some(LevelList {
            ids,
            weights,
            windows,
            tokenless,
        })
    }

    /// Runs the list algorithm over a level's `items` (level `level`, of
    /// nodes `ids`), with these weights and prior keys; below the top, a
    /// shrinking level's items under different parents go side by side
    /// in lanes (see [`lanes`]). A list yields below `floor` tokens a test.
    fn run_list(
        &mut self,
        items: &Items,
        (level, ids): (usize, &[NodeId]),
        (weights, keys): (&[u64], &[u64]),
        floor: f64,
        runner: &mut Runner,
        observer: &mut dyn Observer,
    ) -> io::Result<LevelRun> {
        let lanes = match items {
            Items::Nodes {
                pass: Pass::Shrink, ..
            } if level > 1 && self.strategy.schedule == Schedule::Payoff => {
                lanes::of_level(items.tree(), ids)
            }
            _ => Vec::new(),
        };
        if lanes.len() > 1 {
            let mut algos = self.start_lanes(&lanes, (weights, keys), floor);
            let (taken, stop) =
                self.run_level_in_lanes(items, &lanes, &mut algos, runner, observer)?;
            let yielded =
                (stop.is_none()).then_some(Aside::Lanes(lanes::LanesAside { lanes, algos }));
            return Ok(LevelRun {
                taken,
                stop,
                yielded,
            });
        }
        let algo = self.start_algo(weights, keys);
        let mut algo = Yielding::new(algo, weights, floor);
        let (taken, stop) = self.run_level_on(items, &mut algo, runner, observer)?;
        let yielded = (algo.yielded() && stop.is_none()).then_some(Aside::List(algo));
        Ok(LevelRun {
            taken,
            stop,
            yielded,
        })
    }

    /// After the top level of the run's first shrinking pass (payoff
    /// schedule): function bodies hollowed, the uses of what is left
    /// first, and the largest nodes at any depth, with the top level's
    /// live `nodes` looked into, not at.
    fn after_first_top_level(
        &mut self,
        tree: &Tree,
        edits: &mut Edits,
        nodes: &[NodeId],
        deferred: &mut Vec<Deferred>,
        runner: &mut Runner,
        observer: &mut dyn Observer,
    ) -> io::Result<Option<Stop>> {
        if self.by_kind[PassKind::Shrink as usize].passes != 0 {
            return Ok(None);
        }
        let mut stop = self.hollow_bodies(tree, edits, deferred, runner, observer)?;
        if stop.is_none() {
            stop = self.units_in_runs(tree, edits, deferred, runner, observer)?;
        }
        if stop.is_none() {
            stop = self.uses_first(Pass::Shrink, tree, edits, runner, observer)?;
        }
        if stop.is_none() && tree.wants_largest_rounds() {
            let kept: HashSet<NodeId> = nodes.iter().copied().collect();
            stop = self.largest_rounds(tree, edits, kept, runner, observer)?;
        }
        Ok(stop)
    }

    /// Whether a level of the pass `pass` whose items hold no tokens (a text
    /// line's bytes, whitespace) is left for later (see
    /// [`Tokenless`](super::Tokenless)).
    fn defers_tokenless(&self, pass: Pass) -> bool {
        self.strategy.schedule == Schedule::Payoff && pass == Pass::Shrink && !self.tokenless.due
    }
}

/// A level's list as the list algorithm sees it: its items (nodes, or
/// windows of nodes), their weights and their prior keys.
fn list_items<'a>(
    tree: &'a Tree,
    pass: Pass,
    edits: &'a Edits,
    list: &'a LevelList,
) -> (Items<'a>, Vec<u64>, Vec<u64>) {
    match pass {
        Pass::Windows(width) => {
            let key = Pass::kind_prior_key(PassKind::Windows, width);
            let weights = (list.windows.iter())
                .map(|&start| list.weights[start..start + width].iter().sum())
                .collect();
            let items = Items::Windows {
                tree,
                edits,
                ids: &list.ids,
                starts: &list.windows,
                width,
            };
            (items, weights, vec![key; list.windows.len()])
        }
        _ => {
            let keys = (list.ids.iter())
                .map(|&id| pass.prior_key(tree.node(id).kind))
                .collect();
            let items = Items::Nodes {
                tree,
                edits,
                pass,
                ids: &list.ids,
            };
            (items, list.weights.clone(), keys)
        }
    }
}
