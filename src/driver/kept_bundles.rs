//! The bundles a pass offered together and had to keep (unused
//! declarations, line markers, declarations with their uses): a bundle
//! that holds most of what is left of one would most likely fail as it
//! did, and is not offered again in the pass; a smaller part of it is a
//! new candidate. When every node of a kept bundle was barred, a part
//! left unused later was never offered:
//! examples/llvm's first test of the unused declarations took its
//! functions (unused, as only `@main` is an entry point) with their TBAA
//! metadata and failed, and once the `!tbaa` attachments had gone the
//! metadata alone was barred too, to go one node a test at level 0.

use crate::tree::NodeId;
use std::collections::{HashMap, HashSet};

/// The bundles kept in the pass under way, by the nodes in them.
#[derive(Default)]
pub(super) struct KeptBundles {
    /// Each kept bundle's nodes.
    bundles: Vec<Vec<NodeId>>,
    /// Per node, the kept bundles it is in.
    holding: HashMap<NodeId, Vec<usize>>,
}

impl KeptBundles {
    /// Forgets every bundle: a new pass starts from a new tree.
    pub(super) fn clear(&mut self) {
        self.bundles.clear();
        self.holding.clear();
    }

    /// Records that `bundle` had to stay.
    pub(super) fn keep(&mut self, bundle: Vec<NodeId>) {
        if bundle.is_empty() {
            return;
        }
        let at = self.bundles.len();
        for &id in &bundle {
            self.holding.entry(id).or_default().push(at);
        }
        self.bundles.push(bundle);
    }

    /// Whether `bundle` holds most of what is left of a bundle kept
    /// before, which shares a node with it: at least half its `live`
    /// tokens (0 for a node taken out). What made that one stay is most
    /// likely there. The rest of it is a new candidate: a node that went
    /// has cut it from the part that must stay.
    pub(super) fn covers(&self, bundle: &[NodeId], live: impl Fn(NodeId) -> u64) -> bool {
        let inside: HashSet<NodeId> = bundle.iter().copied().collect();
        let mut touched: Vec<usize> = (bundle.iter())
            .flat_map(|id| self.holding.get(id).into_iter().flatten().copied())
            .collect();
        touched.sort_unstable();
        touched.dedup();
        touched.into_iter().any(|k| {
            let (mut left, mut held) = (0, 0);
            for &n in &self.bundles[k] {
                let tokens = live(n);
                left += tokens;
                if inside.contains(&n) {
                    held += tokens;
                }
            }
            left > 0 && 2 * held >= left
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids(list: &[u32]) -> Vec<NodeId> {
        list.iter().copied().map(NodeId).collect()
    }

    fn one_token_each(_: NodeId) -> u64 {
        1
    }

    #[test]
    fn a_bundle_holding_a_kept_one_is_covered_and_a_small_part_of_one_is_not() {
        let mut kept = KeptBundles::default();
        kept.keep(ids(&[3, 5, 8]));
        assert!(kept.covers(&ids(&[3, 5, 8]), one_token_each));
        assert!(kept.covers(&ids(&[1, 3, 5, 8, 9]), one_token_each));
        assert!(kept.covers(&ids(&[5, 8]), one_token_each));
        assert!(!kept.covers(&ids(&[8]), one_token_each));
        assert!(!kept.covers(&ids(&[1, 2]), one_token_each));
        kept.keep(ids(&[8]));
        assert!(kept.covers(&ids(&[8]), one_token_each));
        kept.clear();
        assert!(!kept.covers(&ids(&[3, 5, 8]), one_token_each));
    }

    #[test]
    fn the_parts_are_weighed_by_what_is_left_of_their_tokens() {
        let mut kept = KeptBundles::default();
        kept.keep(ids(&[3, 5, 8]));
        // 3 is a function of 40 tokens, 5 and 8 metadata nodes of 10.
        let tokens = |id: NodeId| [0, 0, 0, 40, 0, 10, 0, 0, 10][id.index()];
        assert!(kept.covers(&ids(&[3]), tokens));
        assert!(!kept.covers(&ids(&[5, 8]), tokens));
        // Once the function has gone, the metadata is what is left.
        let gone = |id: NodeId| if id == NodeId(3) { 0 } else { tokens(id) };
        assert!(kept.covers(&ids(&[5, 8]), gone));
        assert!(kept.covers(&ids(&[5]), gone));
    }

    #[test]
    fn an_empty_bundle_is_not_kept() {
        let mut kept = KeptBundles::default();
        kept.keep(Vec::new());
        assert!(!kept.covers(&ids(&[1]), one_token_each));
        assert!(!kept.covers(&[], one_token_each));
    }
}
