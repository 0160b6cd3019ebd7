//! Candidates as edits of the original: which nodes are removed, and rendering
//! the original minus those nodes back to bytes.

use super::{NodeId, Tree};

/// The removals committed so far, over an immutable [`Tree`].
#[derive(Clone, Debug)]
pub struct Edits {
    /// True for a removed node and for every node below one.
    dead: Vec<bool>,
    /// Per node: tokens of its subtree that removals took away.
    removed_below: Vec<u64>,
    /// Spans of the removed nodes that are not inside another removed node
    /// (a removal swallows the cuts inside it), sorted by start.
    cuts: Vec<(u32, u32)>,
}

impl Edits {
    /// No edits: renders the original.
    pub fn new(tree: &Tree) -> Self {
        Edits {
            dead: vec![false; tree.len()],
            removed_below: vec![0; tree.len()],
            cuts: Vec::new(),
        }
    }

    /// Whether a node is gone, itself or through an ancestor.
    pub fn is_removed(&self, id: NodeId) -> bool {
        self.dead[id.index()]
    }

    /// Tokens still in a node's subtree.
    pub fn live_tokens(&self, tree: &Tree, id: NodeId) -> u64 {
        tree.node(id).tokens - self.removed_below[id.index()]
    }

    /// Removes a node and its subtree. Removing a node that is already gone
    /// does nothing.
    pub fn remove(&mut self, tree: &Tree, id: NodeId) {
        if self.dead[id.index()] {
            return;
        }
        let node = tree.node(id);
        let gone = self.live_tokens(tree, id);
        let first = self.cuts.partition_point(|&(s, _)| s < node.start);
        let inside = self.cuts[first..].partition_point(|&(s, _)| s < node.end);
        self.cuts
            .splice(first..first + inside, [(node.start, node.end)]);
        let mut stack = vec![id];
        while let Some(n) = stack.pop() {
            if !self.dead[n.index()] {
                self.dead[n.index()] = true;
                stack.extend_from_slice(tree.children(n));
            }
        }
        let mut up = Some(id);
        while let Some(n) = up {
            self.removed_below[n.index()] += gone;
            up = tree.node(n).parent;
        }
    }
}

/// Renders the original minus the committed `edits` and minus `extra`, live
/// nodes given in document order whose spans do not overlap.
pub fn render(tree: &Tree, edits: &Edits, extra: &[NodeId]) -> Vec<u8> {
    let src = tree.source();
    let mut out = Vec::with_capacity(src.len());
    let mut extra_cuts = extra.iter().map(|&id| {
        let n = tree.node(id);
        (n.start, n.end)
    });
    let mut committed = edits.cuts.iter().copied();
    let mut next_extra = extra_cuts.next();
    let mut next_committed = committed.next();
    let mut pos = 0usize;
    let mut cut_before = false;
    loop {
        let cut = match (next_extra, next_committed) {
            (Some(a), Some(b)) if a.0 <= b.0 => {
                next_extra = extra_cuts.next();
                a
            }
            (_, Some(b)) => {
                next_committed = committed.next();
                b
            }
            (Some(a), None) => {
                next_extra = extra_cuts.next();
                a
            }
            (None, None) => break,
        };
        let (start, end) = (cut.0 as usize, cut.1 as usize);
        if start > pos {
            emit(
                &mut out,
                &src[pos..start],
                cut_before && tree.separates_words(),
            );
            cut_before = false;
        }
        if end > start {
            cut_before = true;
        }
        pos = pos.max(end);
    }
    emit(&mut out, &src[pos..], cut_before && tree.separates_words());
    out
}

/// Appends a kept segment; after a cut, keeps two word characters from fusing.
fn emit(out: &mut Vec<u8>, segment: &[u8], guard: bool) {
    if guard
        && let (Some(&last), Some(&first)) = (out.last(), segment.first())
        && is_word_byte(last)
        && is_word_byte(first)
    {
        out.push(b' ');
    }
    out.extend_from_slice(segment);
}

fn is_word_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b == b'$'
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tree::TreeBuilder;

    #[test]
    fn nothing_removed_renders_the_original() {
        let mut b = TreeBuilder::new(b"int x;".to_vec(), true);
        b.add(Tree::ROOT, "decl", 0..6, 3);
        let t = b.finish();
        assert_eq!(render(&t, &Edits::new(&t), &[]), b"int x;");
    }

    #[test]
    fn removal_between_words_inserts_one_space() {
        // "int/*c*/x" : removing the comment must not give "intx".
        let mut b = TreeBuilder::new(b"int/*c*/x;".to_vec(), true);
        let c = b.add(Tree::ROOT, "comment", 3..8, 0);
        let t = b.finish();
        assert_eq!(render(&t, &Edits::new(&t), &[c]), b"int x;");
    }

    #[test]
    fn text_trees_do_not_insert_spaces() {
        let mut b = TreeBuilder::new(b"abc".to_vec(), false);
        let m = b.add(Tree::ROOT, "byte", 1..2, 0);
        let t = b.finish();
        assert_eq!(render(&t, &Edits::new(&t), &[m]), b"ac");
    }

    #[test]
    fn removing_a_parent_after_its_child_counts_each_token_once() {
        // "a b;" as stmt(0..4) > [word a, word b]; remove b, then the stmt.
        let mut b = TreeBuilder::new(b"a b;".to_vec(), true);
        let stmt = b.add(Tree::ROOT, "stmt", 0..4, 1);
        b.add(stmt, "word", 0..2, 1);
        let word_b = b.add(stmt, "word", 2..3, 1);
        let t = b.finish();
        let mut e = Edits::new(&t);
        e.remove(&t, word_b);
        assert_eq!(
            (e.live_tokens(&t, Tree::ROOT), e.live_tokens(&t, stmt)),
            (2, 2)
        );
        assert_eq!(render(&t, &e, &[]), b"a ;");
        e.remove(&t, stmt);
        assert_eq!(e.live_tokens(&t, Tree::ROOT), 0);
        assert_eq!(e.cuts, vec![(0, 4)]);
        assert_eq!(render(&t, &e, &[]), b"");
    }

    #[test]
    fn committed_and_extra_cuts_merge_in_order() {
        let mut b = TreeBuilder::new(b"a;b;c;d;".to_vec(), true);
        let ids: Vec<NodeId> = (0..4)
            .map(|i| b.add(Tree::ROOT, "stmt", 2 * i..2 * i + 2, 2))
            .collect();
        let t = b.finish();
        let mut e = Edits::new(&t);
        e.remove(&t, ids[2]);
        assert_eq!(render(&t, &e, &[ids[0], ids[3]]), b"b;");
        assert_eq!(e.live_tokens(&t, Tree::ROOT), 6);
    }
}
