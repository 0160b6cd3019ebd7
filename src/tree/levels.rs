//! The HDD levels of a tree (each built from the one above, with the
//! edits committed so far) and the dumps `--dump-tree` and `--dump-levels`
//! print.

use super::{Edits, NodeId, Tree};
use std::fmt::Write;

impl Tree {
    /// HDD level 0: the root's live children.
    pub fn top_level(&self, edits: &Edits) -> Vec<NodeId> {
        self.next_level(edits, &[Self::ROOT])
    }

    /// The HDD level below `level` (a level with its edits committed): the
    /// live children of its live nodes, in document order.
    ///
    /// A node hoisted to a part of itself is done with for the pass, unless
    /// the part holds a node of its own kind: a chain of wrappers
    /// (`((((x))))`, `<a><a><a>..`) then unwraps in one pass instead of one
    /// pass per link, as the part (or the nodes it is made of) comes next.
    pub fn next_level(&self, edits: &Edits, level: &[NodeId]) -> Vec<NodeId> {
        let mut next = Vec::new();
        for &id in level.iter().filter(|&&id| !edits.is_removed(id)) {
            let children = match edits.hoisted_part(id) {
                Some((start, end)) => {
                    let part = self.part_children(id, start, end);
                    let kind = self.node(id).kind;
                    if part.iter().any(|&c| self.node(c).kind == kind) {
                        part
                    } else {
                        &[]
                    }
                }
                None => self.children(id),
            };
            next.extend(children.iter().filter(|&&c| !edits.is_removed(c)));
        }
        next
    }

    /// The children, inside `start..end`, of the innermost node of `id`'s
    /// subtree whose span holds more than `start..end`: the part itself
    /// when it is a node, the nodes it is made of when it is not.
    fn part_children(&self, id: NodeId, start: u32, end: u32) -> &[NodeId] {
        let mut holder = id;
        while let Some(&inner) = self.children(holder).iter().find(|&&c| {
            let n = self.node(c);
            n.start <= start && end <= n.end && (n.start, n.end) != (start, end)
        }) {
            holder = inner;
        }
        let children = self.children(holder);
        let first = children.partition_point(|&c| self.node(c).start < start);
        let count = children[first..].partition_point(|&c| self.node(c).end <= end);
        &children[first..first + count]
    }

    /// The HDD levels: level `d` holds the nodes at depth `d + 1` in document
    /// order, skipping nodes removed by `edits` (directly or through an ancestor).
    pub fn levels(&self, edits: &Edits) -> Vec<Vec<NodeId>> {
        let mut levels = Vec::new();
        let mut level = self.top_level(edits);
        while !level.is_empty() {
            let next = self.next_level(edits, &level);
            levels.push(level);
            level = next;
        }
        levels
    }

    /// A human-readable dump of the whole tree, one node per line, indented by
    /// depth: kind, byte span, tokens and the start of its text.
    pub fn dump(&self) -> String {
        let mut out = String::new();
        let mut stack = vec![Self::ROOT];
        while let Some(id) = stack.pop() {
            let depth = self.node(id).depth as usize;
            let _ = writeln!(out, "{:width$}{}", "", self.describe(id), width = depth * 2);
            stack.extend(self.children(id).iter().rev());
        }
        out
    }

    /// A dump of the HDD levels of the unreduced tree, with each node's weight.
    pub fn dump_levels(&self) -> String {
        let mut out = String::new();
        for (i, level) in self.levels(&Edits::new(self)).iter().enumerate() {
            let tokens: u64 = level.iter().map(|&id| self.node(id).tokens()).sum();
            let _ = writeln!(out, "level {i}: {} nodes, {tokens} tokens", level.len());
            for &id in level {
                let _ = writeln!(out, "  {}", self.describe(id));
            }
        }
        out
    }

    /// One line about a node: `kind start..end w=N "text..."`.
    fn describe(&self, id: NodeId) -> String {
        let n = self.node(id);
        let text = self.text(id);
        let shown = &text[..text.len().min(40)];
        let mut snippet = String::from_utf8_lossy(shown).escape_debug().to_string();
        if text.len() > shown.len() {
            snippet.push_str("...");
        }
        format!(
            "{} {}..{} w={} \"{}\"",
            self.kind(id),
            n.start,
            n.end,
            n.tokens,
            snippet
        )
    }
}
