//! The units of a tree (LLVM IR's basic blocks, which a profile's `units`
//! makes) and the front-end's repair of candidates that change them: what
//! the driver's units and members steps take out, and what makes such a
//! candidate whole again.

use super::build::{BLOCK, GROUP};
use super::{Edits, NodeId, Tree};
use crate::candidate::{Change, Rendering};

/// A front-end's repair of a rendered candidate, for what fixed edits per
/// node cannot say (LLVM IR's branches and `phi`s after any set of blocks
/// went): the candidate made whole, or `None` where it needs nothing.
pub type Mend = fn(&[u8]) -> Option<Vec<u8>>;

impl Tree {
    /// Sets the repair the rendered candidates go through (see [`Mend`]):
    /// those that change any of the spans `watched` (ascending, disjoint;
    /// LLVM IR's labels and entry terminators), which alone can need it.
    pub fn set_mend(&mut self, mend: Mend, watched: Vec<(u32, u32)>) {
        self.mend = Some((mend, watched));
    }

    /// `rendering`, a candidate of this tree, after the front-end's repair
    /// (see [`Mend`]) where it changes a watched span; a repaired candidate
    /// differs from the source in one region, from its first changed byte
    /// to its last.
    pub fn mended(&self, rendering: Rendering) -> Rendering {
        let Some((mend, watched)) = &self.mend else {
            return rendering;
        };
        let touched = rendering.changes.iter().any(|c| {
            let (start, end) = c.old;
            let first = watched.partition_point(|&(_, e)| e <= start);
            watched.get(first).is_some_and(|&(s, _)| s <= end)
        });
        let Some(bytes) = touched.then(|| mend(&rendering.bytes)).flatten() else {
            return rendering;
        };
        let source = self.source();
        // A repair may add text (LLVM's entry block in front of a loop):
        // where it added as much as the candidate took out, the candidate
        // is no smaller than the source, its items would go without a
        // gain, and a later pass could take out what the repair adds, pass
        // after pass (llvm-fitblk-switch-remark ran 445 passes to
        // --max-time). Such a candidate is left to the syntax check as
        // rendered.
        let words = |b: &[u8]| b.iter().filter(|c| !c.is_ascii_whitespace()).count();
        if words(&bytes) >= words(source) {
            return rendering;
        }
        let head = (source.iter().zip(&bytes))
            .take_while(|(a, b)| a == b)
            .count();
        let tail = (source.iter().rev().zip(bytes.iter().rev()))
            .take_while(|(a, b)| a == b)
            .count()
            .min(source.len().min(bytes.len()) - head);
        let changes = vec![Change {
            old: (head as u32, (source.len() - tail) as u32),
            new: (head as u32, (bytes.len() - tail) as u32),
        }];
        Rendering { bytes, changes }
    }

    /// The live units of the tree (nodes of kind [`BLOCK`], which a
    /// profile's `units` makes: LLVM IR's basic blocks), in document order.
    pub fn units(&self, edits: &Edits) -> Vec<NodeId> {
        let mut found = Vec::new();
        let mut stack: Vec<NodeId> = vec![Self::ROOT];
        while let Some(id) = stack.pop() {
            if edits.is_removed(id) {
                continue;
            }
            if self.kind(id) == BLOCK {
                found.push(id);
            } else {
                stack.extend(self.children(id).iter().rev());
            }
        }
        found
    }

    /// The live members of the live units (see [`Tree::units`]) that can
    /// go on their own, in document order: every child but a unit's
    /// opener (LLVM's label) and its last live child (its terminator),
    /// seen through the `group` nodes of a long block.
    /// The first unit of a parent starts with whatever the parent starts
    /// with, an opener or not (LLVM's entry block, whose label may go).
    pub fn unit_members(&self, edits: &Edits) -> Vec<NodeId> {
        let mut found = Vec::new();
        for unit in self.units(edits) {
            let first_of_parent = self
                .node(unit)
                .parent()
                .is_some_and(|p| self.children(p).first() == Some(&unit));
            let mut opener = self.children(unit).first().copied();
            while let Some(id) = opener.filter(|&id| self.kind(id) == GROUP) {
                opener = self.children(id).first().copied();
            }
            let opener = opener.filter(|_| !first_of_parent);
            let mut live: Vec<NodeId> = Vec::new();
            let mut stack: Vec<NodeId> = self.children(unit).iter().rev().copied().collect();
            while let Some(id) = stack.pop() {
                if Some(id) == opener {
                    continue;
                }
                if edits.is_removed(id) {
                    continue;
                }
                if self.kind(id) == GROUP {
                    stack.extend(self.children(id).iter().rev());
                } else {
                    live.push(id);
                }
            }
            if let Some((_, members)) = live.split_last() {
                found.extend_from_slice(members);
            }
        }
        found
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tree::rendering;
    use crate::tree::tests::sample;

    /// A repair that marks what it saw.
    fn marked(bytes: &[u8]) -> Option<Vec<u8>> {
        Some([bytes, b"!"].concat())
    }

    #[test]
    fn only_a_candidate_that_changes_a_watched_span_is_mended() {
        let mut t = sample();
        // The second line's word `ef` is watched.
        t.set_mend(marked, vec![(6, 8)]);
        let edits = Edits::new(&t);
        // `cd` goes: nothing watched changed, the rendering stays.
        let kept = rendering(&t, &edits, &[NodeId(4)]);
        assert_eq!(t.mended(kept.clone()), kept);
        // The second line goes: repaired, one change from the first byte
        // that differs to the last.
        let mended = t.mended(rendering(&t, &edits, &[NodeId(2)]));
        assert_eq!(mended.bytes, b"ab cd\n!");
        assert_eq!(
            mended.changes,
            [Change {
                old: (6, 9),
                new: (6, 7)
            }]
        );
    }
}
