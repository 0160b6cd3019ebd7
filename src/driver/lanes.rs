//! A shrinking level's items reduced side by side, a list per parent
//! node: each list against the same snapshot of the rest, so that an
//! interesting verdict in one holds up no other (see `runner::run_lanes`),
//! and what they took out tested together at the end, or where that is
//! not interesting, one lane's part after another (see
//! [`crate::algo::Join`]). The split comes from the tree, not from `-j` or
//! timing, so every `-j` gives the same result. Each lane gives its list
//! up once its next test would take out too little (see `algo::Yielding`),
//! and the lanes that did are taken up again after the deeper levels
//! ([`LanesAside`]).

use super::Observer;
use super::fixpoint::keep_best;
use super::level::{Items, LevelRender, Pass, taken_out};
use super::{HeldCheck, Reducer, forecast};
use crate::algo::{Configuration, Join, ListAlgorithm, Yielding};
use crate::frontend::TEXT_KINDS;
use crate::runner::{self, Lane, LanesSession, Runner, Stop};
use crate::tree::{Edits, GROUP, NodeId, Tree};
use std::collections::HashMap;
use std::io;

/// A list of at most this many items goes as a lane per item. A short
/// list's algorithm makes its tests one after another wherever a verdict
/// changes what it tests next, and each interesting one costs a round of
/// calls; an item's lane has one test, all of them in the same round, and
/// the join takes out what went. At `-j 1` this took fewer calls on 12 of
/// the 17 public cases measured and at most 2 more on the others, with the
/// same results (see docs/2-internals.md, "Lanes below the top level").
const ONE_LANE_PER_ITEM_UP_TO: usize = 3;

/// A level where one parent holds more items than this is one list, put
/// aside as a whole once its tests pay too little (see `algo::Yielding`)
/// where the other lanes would run on beside it: a bundle's
/// factory body of 176 statements, most of which its export table needs,
/// held js-underscore-flatten's level for 381 calls that took out 274
/// tokens, in a lane beside the few statements of the wrapper around it.
const LONGEST_LANE: usize = 64;

/// The level's lanes (indices into its `ids`): its items grouped by parent
/// (see [`by_parent`]), where a group holds at most
/// [`ONE_LANE_PER_ITEM_UP_TO`] items, a lane per item.
pub(super) fn of_level(tree: &Tree, ids: &[NodeId]) -> Vec<Vec<usize>> {
    let groups = by_parent(tree, ids);
    if groups.iter().any(|group| group.len() > LONGEST_LANE) {
        return vec![(0..ids.len()).collect()];
    }
    let split = |group: Vec<usize>| {
        if group.len() <= ONE_LANE_PER_ITEM_UP_TO {
            group.into_iter().map(|i| vec![i]).collect()
        } else {
            vec![group]
        }
    };
    groups.into_iter().flat_map(split).collect()
}

/// The level's items (indices into its `ids`) grouped by parent node, in
/// the order of their first item. The `group` nodes that only hold runs of
/// many siblings are seen through: their members are one list, as they
/// are in the input. The words of text lines, in a text file or a
/// bundle's, are one list whatever their line: text-services-unsorted
/// ended at 7 tokens in 278 calls with a lane per line (each took out an
/// alias the other's line still had), against 5 in 178 as one list.
fn by_parent(tree: &Tree, ids: &[NodeId]) -> Vec<Vec<usize>> {
    let mut group_of: HashMap<Option<NodeId>, usize> = HashMap::new();
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for (i, &id) in ids.iter().enumerate() {
        let mut parent = tree.node(id).parent();
        while let Some(p) = parent.filter(|&p| tree.kind(p) == GROUP) {
            parent = tree.node(p).parent();
        }
        // No item's parent is `None` (the root is no item): that key
        // stands for all of text.
        if parent.is_some_and(|p| TEXT_KINDS.contains(&tree.kind(p))) {
            parent = None;
        }
        let g = *group_of.entry(parent).or_insert_with(|| {
            groups.push(Vec::new());
            groups.len() - 1
        });
        groups[g].push(i);
    }
    groups
}

/// Hears of the lanes' verdicts: the best changes only at the join.
struct LanesLevel<'a> {
    observer: &'a mut dyn Observer,
    look_ahead: Option<&'a dyn runner::LookAhead>,
    class: usize,
}

impl LanesSession for LanesLevel<'_> {
    fn interesting(&mut self, _: usize, _: &Configuration, _: &[u8], _: &Runner) -> io::Result<()> {
        Ok(())
    }

    fn committed(&mut self, _: usize, runner: &Runner) {
        self.observer.tested(runner);
    }

    fn look_ahead(&self) -> Option<&dyn runner::LookAhead> {
        self.look_ahead
    }

    fn class(&self) -> usize {
        self.class
    }
}

/// A level's lanes and their lists; put aside, the lanes whose list gave
/// up (see `algo::Yielding`) once their next test would take out too
/// little, to take up again, each where it was, after the deeper levels.
pub(super) struct LanesAside {
    /// Each lane's items (indices into the level's `ids`).
    pub(super) lanes: Vec<Vec<usize>>,
    pub(super) algos: Vec<Yielding>,
}

impl LanesAside {
    /// Of the lanes of a level over `ids`, those whose list gave up and
    /// whose items taken out are all out in `edits` (the join may have
    /// kept a lane's part out; such a lane's algorithm no longer says what
    /// the tree holds, and the next pass takes its items up again), if
    /// any.
    pub(super) fn given_up(self, (edits, ids): (&Edits, &[NodeId])) -> Option<Self> {
        let (lanes, algos): (Vec<Vec<usize>>, Vec<Yielding>) = (self.lanes.into_iter())
            .zip(self.algos)
            .filter(|(lane, algo)| {
                algo.yielded()
                    && taken_out(lane.len(), algo.current())
                        .iter()
                        .all(|&j| edits.is_removed(ids[lane[j]]))
            })
            .unzip();
        (!lanes.is_empty()).then_some(LanesAside { lanes, algos })
    }
}

impl Reducer<'_> {
    /// The list algorithms of a level's `lanes` (indices into its items of
    /// weights `weights` and prior keys `keys`), each giving its list up
    /// once its next test would take out fewer than `floor` tokens.
    pub(super) fn start_lanes(
        &self,
        lanes: &[Vec<usize>],
        (weights, keys): (&[u64], &[u64]),
        floor: f64,
    ) -> Vec<Yielding> {
        lanes
            .iter()
            .map(|lane| {
                let w: Vec<u64> = lane.iter().map(|&i| weights[i]).collect();
                let k: Vec<u64> = lane.iter().map(|&i| keys[i]).collect();
                Yielding::new(self.start_algo(&w, &k), &w, floor)
            })
            .collect()
    }

    /// Runs a shrinking level whose `items` are split into `lanes`
    /// (indices into them), each lane with its list algorithm of `algos`
    /// (new, or taken up again where it gave up), then joins what they
    /// took out in this run. Returns the indices of the items taken out
    /// in this run and why the run must stop, if it must.
    pub(super) fn run_level_in_lanes(
        &mut self,
        items: &Items,
        lanes: &[Vec<usize>],
        algos: &mut [Yielding],
        runner: &mut Runner,
        observer: &mut dyn Observer,
    ) -> io::Result<(Vec<usize>, Option<Stop>)> {
        let Items::Nodes {
            tree,
            edits,
            pass: Pass::Shrink,
            ids,
        } = *items
        else {
            unreachable!("only a shrinking level's nodes go in lanes");
        };
        let check = self.check.as_ref().map(HeldCheck::get);
        let lane_ids: Vec<Vec<NodeId>> = lanes
            .iter()
            .map(|lane| lane.iter().map(|&i| ids[i]).collect())
            .collect();
        let lane_items: Vec<Items> = lane_ids
            .iter()
            .map(|ids| Items::Nodes {
                tree,
                edits,
                pass: Pass::Shrink,
                ids,
            })
            .collect();
        let renders: Vec<LevelRender> = lane_items
            .iter()
            .map(|items| LevelRender { items, check })
            .collect();
        // What a lane taken up again took out before is out of `edits`.
        let before: Vec<Vec<usize>> = algos
            .iter()
            .zip(lanes)
            .map(|(algo, lane)| taken_out(lane.len(), algo.current()))
            .collect();
        let class = self.kind as usize;
        let look_ahead = forecast::FromPass::of(
            (self.frontend, self.strategy, &self.memo),
            self.pass_start.as_ref(),
            tree,
            check,
        );
        let stop = {
            let run: Vec<Lane> = algos
                .iter_mut()
                .zip(&renders)
                .map(|(algo, render)| Lane {
                    algo: algo as &mut dyn ListAlgorithm,
                    render,
                })
                .collect();
            let mut session = LanesLevel {
                observer: &mut *observer,
                look_ahead: look_ahead.as_ref().map(|a| a as &dyn runner::LookAhead),
                class,
            };
            runner::run_lanes(runner, run, &mut session)?
        };
        let parts: Vec<Vec<usize>> = algos
            .iter()
            .zip(lanes)
            .zip(&before)
            .map(|((algo, lane), before)| {
                taken_out(lane.len(), algo.current())
                    .into_iter()
                    .filter(|j| before.binary_search(j).is_err())
                    .map(|j| lane[j])
                    .collect::<Vec<usize>>()
            })
            .filter(|part| !part.is_empty())
            .collect();
        if parts.is_empty() {
            return Ok((Vec::new(), stop));
        }
        let stop = match stop {
            None => {
                let mut join = Join::new(ids.len(), parts.clone());
                let (taken, stop) = self.run_level_on(items, &mut join, runner, observer)?;
                if !taken.is_empty() || stop.is_none() {
                    return Ok((taken, stop));
                }
                stop
            }
            stop => stop,
        };
        // Each part's candidate was interesting on its own: where the run
        // stops before the join took anything, the part that takes out the
        // most (the first of those).
        let (tokens, taken) = parts
            .into_iter()
            .map(|part| (items.tokens_after(&part), part))
            .min_by_key(|&(tokens, _)| tokens)
            .expect("some lane took something out");
        let bytes = items.render(&taken).bytes;
        keep_best(&mut self.best, &bytes, || tokens, runner, observer)?;
        Ok((taken, stop))
    }
}

#[cfg(test)]
mod tests {
    use super::{by_parent, of_level};
    use crate::frontend::{Frontend, Lang};
    use crate::tree::{Edits, GROUP, NodeId, Tree, TreeBuilder};

    #[test]
    fn lanes_are_the_items_of_one_parent_with_groups_seen_through() {
        // Two functions: `a` with 40 statements (a run wider than 16, put
        // under `group` nodes), `b` with 2; and a top-level item.
        let mut b = TreeBuilder::new(vec![b'x'; 100], true);
        b.set_group_width(16);
        let a = b.add(Tree::ROOT, "function", 0..40, 0);
        let a_items: Vec<NodeId> = (0..40).map(|k| b.add(a, "stmt", k..k + 1, 1)).collect();
        let f = b.add(Tree::ROOT, "function", 50..52, 0);
        let b_items: Vec<NodeId> = (50..52).map(|k| b.add(f, "stmt", k..k + 1, 1)).collect();
        let top = b.add(Tree::ROOT, "decl", 60..61, 1);
        let tree = b.finish();
        let grouped = |id: NodeId| {
            tree.node(id)
                .parent()
                .is_some_and(|p| tree.kind(p) == GROUP)
        };
        assert!(a_items.iter().all(|&id| grouped(id)));
        // The level's items in an order of the caller's: lanes come in the
        // order of their first item, items in theirs.
        let mut ids = vec![b_items[1], a_items[39], top];
        ids.extend(&a_items[..39]);
        ids.push(b_items[0]);
        let a_lane: Vec<usize> = [1].into_iter().chain(3..42).collect();
        assert_eq!(
            by_parent(&tree, &ids),
            [vec![0, 42], a_lane.clone(), vec![2]]
        );
        // `b`'s two statements, short, go as a lane each, in their place.
        let lanes = of_level(&tree, &ids);
        assert_eq!(lanes, [vec![0], vec![42], a_lane, vec![2]]);
    }

    #[test]
    fn lanes_that_gave_up_are_put_aside_where_their_part_is_out() {
        use super::{LanesAside, taken_out};
        use crate::algo::{AlgoKind, AlgoOptions, ListAlgorithm, Yielding, run_in_process, start};
        // Three lanes of 8 one-token items under three parents. With a
        // floor of 3 tokens, each lane gives up where its next test would
        // take out fewer (ProbDD tests the last items one or two at a
        // time); a fourth lane with no floor runs to its end.
        let mut b = TreeBuilder::new(vec![b'x'; 40], true);
        let parents: Vec<NodeId> = (0..4)
            .map(|p| b.add(Tree::ROOT, "block", p * 10..p * 10 + 8, 0))
            .collect();
        let ids: Vec<NodeId> = (0..32)
            .map(|k| {
                b.add(
                    parents[k / 8],
                    "stmt",
                    (k / 8 * 10 + k % 8)..(k / 8 * 10 + k % 8 + 1),
                    1,
                )
            })
            .collect();
        let tree = b.finish();
        let lanes: Vec<Vec<usize>> = (0..4).map(|p| (p * 8..p * 8 + 8).collect()).collect();
        let weights = vec![1u64; 8];
        let options = AlgoOptions::default();
        let mut algos: Vec<Yielding> = (0..4)
            .map(|p| {
                let floor = if p == 3 { 0.0 } else { 3.0 };
                Yielding::new(start(AlgoKind::Probdd, &weights, &options), &weights, floor)
            })
            .collect();
        // Each lane's oracle needs its first item only.
        for algo in &mut algos {
            run_in_process(algo, |c| c.first() == Some(&0));
        }
        assert!(algos[..3].iter().all(Yielding::yielded));
        assert!(!algos[3].yielded());
        // The join kept the parts of lanes 0 and 2 (their items are out),
        // not lane 1's; lane 3 ended.
        let mut edits = Edits::new(&tree);
        for (p, (algo, lane)) in algos.iter().zip(&lanes).enumerate() {
            if p != 1 {
                for j in taken_out(lane.len(), algo.current()) {
                    edits.reduce(&tree, ids[lane[j]]);
                }
            }
        }
        let lanes_run = LanesAside {
            lanes: lanes.clone(),
            algos,
        };
        let aside = lanes_run
            .given_up((&edits, &ids))
            .expect("some lanes aside");
        assert_eq!(aside.lanes, [lanes[0].clone(), lanes[2].clone()]);
        assert_eq!(aside.algos.len(), 2);
    }

    #[test]
    fn the_words_of_all_text_lines_are_one_lane() {
        let text = Frontend::new(Lang::Text);
        let tree = text.parse(b"alias a b\nalias c d\n".to_vec()).unwrap();
        let edits = Edits::new(&tree);
        let lines = tree.top_level(&edits);
        let words = tree.next_level(&edits, &lines);
        assert_eq!((lines.len(), words.len()), (2, 8));
        assert_eq!(by_parent(&tree, &words), [(0..8).collect::<Vec<_>>()]);
    }
}
