//! Candidates as edits of the original: which nodes are taken out (deleted,
//! with their list separator, or replaced by a shorter text, as their
//! [`Role`] says), and rendering the original with those edits back to bytes.

use super::{Hoist, NodeId, Rewrite, Role, Tree};
use crate::candidate::{Change, Rendering};
use std::collections::HashMap;

/// One edit of the original: bytes `start..end` give way to `with`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Splice {
    start: u32,
    end: u32,
    with: Fill,
}

/// What a splice puts in place of the bytes it takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Fill {
    /// Nothing.
    Cut,
    /// The tree's replacement text with this index.
    Text(u32),
    /// The text of the rewrite with this index in the render call.
    Given(u32),
}

/// The edits committed so far, over an immutable [`Tree`].
#[derive(Clone, Debug)]
pub struct Edits {
    /// True for a node deleted or replaced and for every node below one (a
    /// replaced node itself stays live, as its replacement text).
    dead: Vec<bool>,
    /// Per node: tokens of its subtree that edits took away (u32: a copy
    /// per candidate counted on a 700,000-node tree is 2.8 MB less).
    removed_below: Vec<u32>,
    /// Sorted by start; a splice swallows the ones inside it.
    splices: Vec<Splice>,
    /// Hoisted nodes and the span of the part that took each one's place.
    hoisted: HashMap<NodeId, (u32, u32)>,
}

impl Edits {
    /// No edits: renders the original.
    pub fn new(tree: &Tree) -> Self {
        Edits {
            dead: vec![false; tree.len()],
            removed_below: vec![0; tree.len()],
            splices: Vec::new(),
            hoisted: HashMap::new(),
        }
    }

    /// Whether a node is gone or replaced, itself or through an ancestor.
    pub fn is_removed(&self, id: NodeId) -> bool {
        self.dead[id.index()]
    }

    /// Whether a live node's text was replaced (by its replacement text).
    pub fn is_replaced(&self, tree: &Tree, id: NodeId) -> bool {
        let node = tree.node(id);
        !self.dead[id.index()] && self.has_cut(node.start, node.end)
    }

    /// Tokens still in a node's subtree. A separator taken with a node
    /// counts as one token whatever it holds, so the count can run past
    /// what the subtree had (c-tcc-pragma-pack's top level reported
    /// 2^64 - 2 tokens left): it stops at 0.
    pub fn live_tokens(&self, tree: &Tree, id: NodeId) -> u64 {
        tree.node(id)
            .tokens()
            .saturating_sub(u64::from(self.removed_below[id.index()]))
    }

    /// Tokens a node's subtree would lose if [`reduce`](Edits::reduce)d now.
    pub fn saving(&self, tree: &Tree, id: NodeId) -> u64 {
        let live = self.live_tokens(tree, id);
        match tree.role(id) {
            Role::Optional { separators } => live + u64::from(separators != [None, None]),
            Role::Replaceable(r) => live.saturating_sub(tree.replacement(r).1),
            Role::Required => 0,
        }
    }

    /// Takes a node out as its role says: deletes it (and its separator) or
    /// replaces it by its replacement text. Its subtree goes with it. A node
    /// already gone, or [`Role::Required`], stays as it is.
    pub fn reduce(&mut self, tree: &Tree, id: NodeId) {
        if self.dead[id.index()] {
            return;
        }
        let node = tree.node(id);
        let live = self.live_tokens(tree, id);
        match tree.role(id) {
            Role::Required => {}
            Role::Optional { separators } => {
                // A node that is a list's separator too (SQL's `;` at the
                // root) may have gone already with the element before it,
                // which counted its token.
                let live = match self.has_cut(node.start, node.end) {
                    true => 0,
                    false => live,
                };
                self.splice(node.start, node.end, Fill::Cut);
                let separator = free_separator(separators, |s, e| self.has_cut(s, e));
                if let Some((s, e)) = separator {
                    self.splice(s, e, Fill::Cut);
                }
                for &(s, e, text) in tree.companions(id) {
                    self.splice(s, e, text.map_or(Fill::Cut, Fill::Text));
                }
                self.retire(tree, id, live + u64::from(separator.is_some()), false);
            }
            Role::Replaceable(r) => {
                self.splice(node.start, node.end, Fill::Text(r));
                let gone = live.saturating_sub(tree.replacement(r).1);
                self.retire(tree, id, gone, true);
            }
        }
    }

    /// Replaces a live node by a part of it (hoisting): the bytes around the
    /// part are cut, the nodes outside the part are done with, and the part's
    /// nodes stay live, so later levels of the pass go on inside it. The
    /// node's subtree must be unedited (hoisting passes start afresh and go
    /// top-down).
    pub fn hoist(&mut self, tree: &Tree, id: NodeId, to: Hoist) {
        if self.dead[id.index()] {
            return;
        }
        let gone = self.live_tokens(tree, id).saturating_sub(to.tokens);
        for cut in hoist_cuts(tree, id, to) {
            self.splice(cut.start, cut.end, cut.with);
        }
        let mut stack = tree.children(id).to_vec();
        while let Some(n) = stack.pop() {
            let node = tree.node(n);
            if node.start < to.start || to.end < node.end {
                self.dead[n.index()] = true;
                stack.extend_from_slice(tree.children(n));
            }
        }
        self.take_tokens(tree, id, gone);
        self.hoisted.insert(id, (to.start, to.end));
    }

    /// How many nodes were hoisted.
    pub fn hoisted_count(&self) -> usize {
        self.hoisted.len()
    }

    /// The span of the part a node was hoisted to, if it was.
    pub fn hoisted_part(&self, id: NodeId) -> Option<(u32, u32)> {
        self.hoisted.get(&id).copied()
    }

    /// Marks a node's subtree dead (the node itself stays live when its
    /// place now holds other text) and takes `gone` tokens off it and every
    /// ancestor.
    fn retire(&mut self, tree: &Tree, id: NodeId, gone: u64, keep_node: bool) {
        let mut stack = vec![id];
        while let Some(n) = stack.pop() {
            if !self.dead[n.index()] {
                self.dead[n.index()] = true;
                stack.extend_from_slice(tree.children(n));
            }
        }
        self.dead[id.index()] = !keep_node;
        self.take_tokens(tree, id, gone);
    }

    /// Takes `gone` tokens off a node and every ancestor.
    fn take_tokens(&mut self, tree: &Tree, id: NodeId, gone: u64) {
        let mut up = Some(id);
        while let Some(n) = up {
            let below = &mut self.removed_below[n.index()];
            *below = below.saturating_add(u32::try_from(gone).unwrap_or(u32::MAX));
            up = tree.node(n).parent();
        }
    }

    /// Whether bytes `start..end` are already cut or replaced.
    fn has_cut(&self, start: u32, end: u32) -> bool {
        let after = self.splices.partition_point(|s| s.start <= start);
        after
            .checked_sub(1)
            .is_some_and(|i| self.splices[i].end >= end)
    }

    /// Adds a splice, swallowing those inside it; nothing changes when an
    /// equal or enclosing one is already there.
    fn splice(&mut self, start: u32, end: u32, with: Fill) {
        if self.has_cut(start, end) {
            return;
        }
        let first = self.splices.partition_point(|s| s.start < start);
        let inside = self.splices[first..].partition_point(|s| s.start < end);
        self.splices
            .splice(first..first + inside, [Splice { start, end, with }]);
    }
}

/// The separator a deleted list element takes: the first of its two (the
/// one before it, or the one after it where that is a node of its own)
/// unless that is already `gone`, else the other.
fn free_separator(
    separators: [Option<(u32, u32)>; 2],
    gone: impl Fn(u32, u32) -> bool,
) -> Option<(u32, u32)> {
    separators.into_iter().flatten().find(|&(s, e)| !gone(s, e))
}

/// The splices that taking out `nodes` (live, in document order) adds to
/// `edits`, sorted.
fn splices_of(tree: &Tree, edits: &Edits, nodes: &[NodeId]) -> Vec<Splice> {
    let mut out: Vec<Splice> = Vec::with_capacity(nodes.len() + nodes.len() / 2);
    // Only the previous node, an adjacent list element, can have taken a
    // separator this node could take.
    let mut taken: Option<(u32, u32)> = None;
    for &id in nodes {
        let n = tree.node(id);
        match tree.role(id) {
            Role::Required => {}
            Role::Optional { separators } => {
                out.push(Splice {
                    start: n.start,
                    end: n.end,
                    with: Fill::Cut,
                });
                let separator = free_separator(separators, |s, e| {
                    taken == Some((s, e)) || edits.has_cut(s, e)
                });
                taken = separator;
                if let Some((start, end)) = separator {
                    out.push(Splice {
                        start,
                        end,
                        with: Fill::Cut,
                    });
                }
                out.extend(
                    tree.companions(id)
                        .iter()
                        .map(|&(start, end, text)| Splice {
                            start,
                            end,
                            with: text.map_or(Fill::Cut, Fill::Text),
                        }),
                );
            }
            Role::Replaceable(r) => out.push(Splice {
                start: n.start,
                end: n.end,
                with: Fill::Text(r),
            }),
        }
    }
    out.sort_by_key(|s| (s.start, std::cmp::Reverse(s.end)));
    out
}

/// Renders the original with the committed `edits` and with `extra` (live
/// nodes, e.g. one configuration's) taken out as their roles say.
pub fn render(tree: &Tree, edits: &Edits, extra: &[NodeId]) -> Vec<u8> {
    rendering(tree, edits, extra).bytes
}

/// [`render`], with the changes.
pub fn rendering(tree: &Tree, edits: &Edits, extra: &[NodeId]) -> Rendering {
    render_splices(tree, &edits.splices, &splices_of(tree, edits, extra), &[])
}

/// Renders the original with the committed `edits` and with each `(node,
/// part)` of `hoists` (live, disjoint nodes in document order) replaced by
/// the part's text.
pub fn render_hoisted(tree: &Tree, edits: &Edits, hoists: &[(NodeId, Hoist)]) -> Vec<u8> {
    rendering_hoisted(tree, edits, hoists).bytes
}

/// [`render_hoisted`], with the changes.
pub fn rendering_hoisted(tree: &Tree, edits: &Edits, hoists: &[(NodeId, Hoist)]) -> Rendering {
    let extra: Vec<Splice> = hoists
        .iter()
        .flat_map(|&(id, to)| hoist_cuts(tree, id, to))
        .collect();
    render_splices(tree, &edits.splices, &extra, &[])
}

/// The cuts that leave only the part `to` of node `id`: the bytes before
/// the part and after it (none where the part reaches the node's edge).
/// Where indentation is syntax, also, on each later line of the part, the
/// blanks between the node's column and the part's: the part then stands
/// where the node stood, its lines as far right of its first as they were.
/// Cutting between the two columns, not from the line's start, keeps a
/// tab before them and lets the cuts of nested hoists sit side by side.
/// A line that starts inside a token (a string across lines) is left as
/// it is.
fn hoist_cuts(tree: &Tree, id: NodeId, to: Hoist) -> impl Iterator<Item = Splice> {
    let n = tree.node(id);
    let src = tree.source();
    let (from, shift) = match tree.indentation_matters() {
        true => {
            let from = column(src, n.start);
            (from, column(src, to.start).saturating_sub(from))
        }
        false => (0, 0),
    };
    let tokens = tree.token_spans();
    let inside_a_token = move |at: u32| {
        let before = tokens.partition_point(|&(start, _, _)| start < at);
        tokens[..before]
            .iter()
            .rev()
            .take(64)
            .any(|&(start, end, _)| start < at && at < end)
    };
    // Only where there is a shift is the part looked through: rendering a
    // hoist elsewhere stays two cuts, whatever the part's size.
    let part = if shift > 0 { to.start..to.end } else { 0..0 };
    let lines = part
        .filter(move |&i| src[i as usize] == b'\n')
        .map(move |i| (i + 1 + from, i + 1 + from + shift))
        .filter(move |&(start, end)| {
            end <= to.end
                && src[start as usize - from as usize..end as usize]
                    .iter()
                    .all(|&b| b == b' ' || b == b'\t')
                && !inside_a_token(start - from)
        });
    [(n.start, to.start)]
        .into_iter()
        .chain(lines)
        .chain([(to.end, n.end)])
        .filter(|&(start, end)| start < end)
        .map(|(start, end)| Splice {
            start,
            end,
            with: Fill::Cut,
        })
}

/// The column of byte `at`: the bytes since its line's start.
fn column(src: &[u8], at: u32) -> u32 {
    let line_start = src[..at as usize]
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |i| i + 1);
    at - line_start as u32
}

/// Renders the original with `rewrites` applied (on an unedited tree: a
/// rewriting pass runs on a fresh parse). Where two rewrites' spans start
/// together, the first one listed wins; a span inside an earlier one is
/// skipped.
pub fn render_rewritten(tree: &Tree, rewrites: &[&Rewrite]) -> Vec<u8> {
    rendering_rewritten(tree, rewrites).bytes
}

/// [`render_rewritten`], with the changes.
pub fn rendering_rewritten(tree: &Tree, rewrites: &[&Rewrite]) -> Rendering {
    let mut splices: Vec<Splice> = rewrites
        .iter()
        .enumerate()
        .flat_map(|(i, rewrite)| {
            let given = rewrite.spans.iter().map(move |&(start, end)| Splice {
                start,
                end,
                with: Fill::Given(i as u32),
            });
            let cut = rewrite.cuts.iter().map(|&(start, end)| Splice {
                start,
                end,
                with: Fill::Cut,
            });
            given.chain(cut)
        })
        .collect();
    splices.sort_by_key(|s| (s.start, std::cmp::Reverse(s.end)));
    let texts: Vec<&[u8]> = rewrites.iter().map(|r| r.text.as_slice()).collect();
    render_splices(tree, &[], &splices, &texts)
}

/// The original with byte `spans` cut out; the spans may overlap (what
/// any of them covers goes).
pub fn rendering_cut(tree: &Tree, spans: &[(u32, u32)]) -> Rendering {
    let mut splices: Vec<Splice> = spans
        .iter()
        .map(|&(start, end)| Splice {
            start,
            end,
            with: Fill::Cut,
        })
        .collect();
    splices.sort_by_key(|s| (s.start, std::cmp::Reverse(s.end)));
    render_splices(tree, &[], &splices, &[])
}

/// Renders the original with two sorted splice lists merged: `committed`
/// and `extra` (which wins on equal starts). `texts` holds what the
/// [`Fill::Given`] splices put in.
fn render_splices(
    tree: &Tree,
    committed: &[Splice],
    extra: &[Splice],
    texts: &[&[u8]],
) -> Rendering {
    let src = tree.source();
    let mut out = Vec::with_capacity(src.len());
    let mut changes: Vec<Change> = Vec::new();
    // A space the guard puts before kept bytes belongs to the change
    // before them; a change right after another extends it.
    let mut note = |old: (usize, usize), new: (usize, usize)| {
        let (old, new) = ((old.0 as u32, old.1 as u32), (new.0 as u32, new.1 as u32));
        match changes.last_mut() {
            Some(last) if last.old.1 == old.0 && last.new.1 == new.0 => {
                (last.old.1, last.new.1) = (old.1, new.1);
            }
            _ if old.0 == old.1 && new.0 == new.1 => {}
            _ => changes.push(Change { old, new }),
        }
    };
    let (mut a, mut b) = (extra.iter().peekable(), committed.iter().peekable());
    let mut pos = 0usize;
    let mut after_edit = false;
    let guard = tree.separates_words();
    loop {
        let next = match (a.peek(), b.peek()) {
            (Some(x), Some(y)) if x.start <= y.start => a.next(),
            (_, Some(_)) => b.next(),
            (Some(_), None) => a.next(),
            (None, None) => break,
        }
        .expect("peeked");
        let (start, end) = (next.start as usize, next.end as usize);
        if end <= pos && start < pos {
            continue; // inside an earlier splice
        }
        if start > pos {
            let at = out.len();
            let guard = after_edit && guard && !inside_token(tree, pos);
            if emit(&mut out, &src[pos..start], guard) {
                note((pos, pos), (at, at + 1));
            }
            pos = start;
        }
        let text = match next.with {
            Fill::Cut => &[][..],
            Fill::Text(r) => tree.replacement(r).0,
            Fill::Given(i) => texts[i as usize],
        };
        let at = out.len();
        emit(&mut out, text, guard);
        note((pos, pos.max(end)), (at, out.len()));
        after_edit = true;
        pos = pos.max(end);
    }
    let (pos, at) = (pos.min(src.len()), out.len());
    let guard = after_edit && guard && !inside_token(tree, pos);
    if emit(&mut out, &src[pos..], guard) {
        note((pos, pos), (at, at + 1));
    }
    Rendering {
        bytes: out,
        changes,
    }
}

/// Whether byte `pos` is inside a token and not at its start: kept bytes
/// from there on continue the token an edit began (a string literal's
/// text after its rewritten start), which the word guard must not split.
fn inside_token(tree: &Tree, pos: usize) -> bool {
    let spans = tree.token_spans();
    let after = spans.partition_point(|&(start, _, _)| (start as usize) < pos);
    after > 0 && pos < spans[after - 1].1 as usize
}

/// Appends a kept segment or a replacement; after an edit, keeps two word
/// characters from fusing, and a number from swallowing a `.` (`0.x`).
/// Returns whether it put a space before the segment.
fn emit(out: &mut Vec<u8>, segment: &[u8], guard: bool) -> bool {
    let space = guard
        && matches!(
            (out.last(), segment.first()),
            (Some(&last), Some(&first)) if is_word_byte(last)
                && (is_word_byte(first) || (first == b'.' && last.is_ascii_digit()))
        );
    if space {
        out.push(b' ');
    }
    out.extend_from_slice(segment);
    space
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
        e.reduce(&t, word_b);
        assert_eq!(
            (e.live_tokens(&t, Tree::ROOT), e.live_tokens(&t, stmt)),
            (2, 2)
        );
        assert_eq!(render(&t, &e, &[]), b"a ;");
        e.reduce(&t, stmt);
        assert_eq!(e.live_tokens(&t, Tree::ROOT), 0);
        assert_eq!(
            e.splices,
            vec![Splice {
                start: 0,
                end: 4,
                with: Fill::Cut
            }]
        );
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
        e.reduce(&t, ids[2]);
        assert_eq!(render(&t, &e, &[ids[0], ids[3]]), b"b;");
        assert_eq!(e.live_tokens(&t, Tree::ROOT), 6);
    }

    #[test]
    fn hoisting_goes_on_inside_the_part_that_took_a_node_s_place() {
        // "[[[a]]]": each bracket pair a node holding the next one.
        let mut b = TreeBuilder::new(b"x [[[a]]];".to_vec(), true);
        let outer = b.add(Tree::ROOT, "br", 2..9, 2);
        let middle = b.add(outer, "br", 3..8, 2);
        let inner = b.add(middle, "br", 4..7, 2);
        let a = b.add(inner, "word", 5..6, 1);
        let t = b.finish();
        let mut e = Edits::new(&t);
        let top = t.top_level(&e);
        assert_eq!(top, vec![outer]);
        assert_eq!(
            render_hoisted(&t, &e, &[(outer, Hoist::node(t.node(inner)))]),
            b"x [a];"
        );
        e.hoist(&t, outer, Hoist::node(t.node(middle)));
        assert_eq!(render(&t, &e, &[]), b"x [[a]];");
        // The part of the outer node's own kind comes next, and its part.
        let next = t.next_level(&e, &top);
        assert_eq!(next, vec![middle]);
        e.hoist(&t, middle, Hoist::node(t.node(inner)));
        assert_eq!(render(&t, &e, &[]), b"x [a];");
        let next = t.next_level(&e, &next);
        assert_eq!(next, vec![inner]);
        // A part of another kind ends the chain.
        e.hoist(&t, inner, Hoist::node(t.node(a)));
        assert_eq!(render(&t, &e, &[]), b"x a;");
        assert!(t.next_level(&e, &next).is_empty());
        assert_eq!(e.live_tokens(&t, outer), 1);
    }

    #[test]
    fn rewrites_inside_an_earlier_one_are_skipped() {
        let t = TreeBuilder::new(b"int a; long b;".to_vec(), true).finish();
        let rewrite = |spans: Vec<(u32, u32)>, text: &[u8]| Rewrite {
            spans,
            text: text.to_vec(),
            tokens_saved: 0,
            cuts: Vec::new(),
        };
        let merge = rewrite(vec![(5, 12)], b", ");
        let long = rewrite(vec![(7, 11)], b"int");
        let names = rewrite(vec![(4, 5), (12, 13)], b"x");
        assert_eq!(render_rewritten(&t, &[&merge, &long, &names]), b"int x, x;");
        assert_eq!(render_rewritten(&t, &[&long, &names]), b"int x; int x;");
    }
}
