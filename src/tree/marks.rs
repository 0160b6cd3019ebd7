//! What a front-end marks on a tree beyond its nodes and spans, as its
//! profile says: hoist candidates, member lists, scopes, tables, bodies to
//! hollow, bundles, companions, comments and entry points. The driver's
//! schedule asks for them; the tree keeps them with its nodes.

use super::{Edits, Hoist, NodeId, Tree};
use std::collections::HashSet;

impl Tree {
    /// Sets the parts of a node that may take its place, largest first (the
    /// front-end knows which kinds fit where).
    pub fn set_hoist_candidates(&mut self, id: NodeId, candidates: Vec<Hoist>) {
        self.hoists.set(id, candidates);
    }

    /// Marks nodes whose children are declarations of the scope around
    /// them, as the front-end's profile says (`[unwrap]`): the closures of
    /// a level see through them to each declaration.
    pub fn set_member_lists(&mut self, ids: impl IntoIterator<Item = NodeId>) {
        self.member_lists.extend(ids);
    }

    /// Whether a node's children are declarations of the scope around it.
    pub fn is_member_list(&self, id: NodeId) -> bool {
        self.member_lists.contains(&id)
    }

    /// Marks nodes whose children are declarations of a scope of their
    /// own (a class body), as the profile's `declarations.scopes` says:
    /// [`Tree::unused_declarations`] looks into them.
    pub fn set_scopes(&mut self, ids: impl IntoIterator<Item = NodeId>) {
        self.scopes.extend(ids);
    }

    /// Marks nodes whose children are entries of a table, as the
    /// profile's `declarations.tables` says: see
    /// [`Tree::declarations_with_uses`].
    pub fn set_tables(&mut self, ids: impl IntoIterator<Item = NodeId>) {
        self.tables.extend(ids);
    }

    /// Marks the nodes the first shrinking pass empties early, all at once
    /// (function bodies), as the profile's `hollow` says.
    pub fn set_hollow(&mut self, ids: impl IntoIterator<Item = NodeId>) {
        self.hollow.extend(ids);
        self.hollow.sort_unstable();
        self.hollow.dedup();
    }

    /// Marks groups of nodes that the first test after the top level tries
    /// to take out all at once, each group a bundle, as the comments are
    /// (a profile's `bundled` kinds, one group per kind: LLVM IR's
    /// attributes, linkage, metadata attachments): see [`Tree::bundled`].
    pub fn set_bundled(&mut self, groups: Vec<Vec<NodeId>>) {
        self.bundled = groups.into_iter().filter(|g| !g.is_empty()).collect();
    }

    /// The groups [`Tree::set_bundled`] marked, each without its nodes that
    /// `edits` took out.
    pub fn bundled(&self, edits: &Edits) -> Vec<Vec<NodeId>> {
        (self.bundled.iter())
            .map(|g| {
                g.iter()
                    .copied()
                    .filter(|&id| !edits.is_removed(id))
                    .collect::<Vec<_>>()
            })
            .filter(|g| !g.is_empty())
            .collect()
    }

    /// Makes the byte spans of `edits` (outside the node, disjoint, in
    /// document order) become their texts (cut where `None`), each of as
    /// many tokens as its span holds or none, whenever `id` is deleted: an
    /// LLVM instruction's uses become `undef` as it goes, and a basic
    /// block's edges go with it, where without them neither could go.
    pub fn set_companions(&mut self, id: NodeId, edits: Vec<(u32, u32, Option<&[u8]>)>) {
        let mut stored = Vec::with_capacity(edits.len());
        for (start, end, text) in edits {
            let index =
                text.map(
                    |text| match self.replacements.iter().position(|(t, _)| t == text) {
                        Some(i) => i as u32,
                        None => {
                            self.replacements.push((text.to_vec(), 1));
                            (self.replacements.len() - 1) as u32
                        }
                    },
                );
            stored.push((start, end, index));
        }
        self.companions.insert(id, stored);
    }

    /// The edits that deleting `id` makes besides (span, replacement text
    /// index or `None` for a cut; see [`Tree::set_companions`]).
    pub fn companions(&self, id: NodeId) -> &[(u32, u32, Option<u32>)] {
        self.companions.get(&id).map_or(&[], Vec::as_slice)
    }

    /// Marks the comments the front-end found: the unused declarations'
    /// first test takes them too (see [`Tree::comments`]).
    pub fn set_comments(&mut self, ids: impl IntoIterator<Item = NodeId>) {
        self.comments.extend(ids);
        self.comments.sort_unstable();
        self.comments.dedup();
    }

    /// The live nodes [`Tree::set_hollow`] marked, not in `opened`, that no
    /// other such node holds but ones in `opened` (bodies that had to stay:
    /// what they hold comes next), in document order, but for the body of
    /// an [entry point](Tree::set_entry_points) (C's `main`, where the bug
    /// most often is).
    pub fn hollow_bodies(&self, edits: &Edits, opened: &HashSet<NodeId>) -> Vec<NodeId> {
        let closed = |id: &NodeId| self.hollow.binary_search(id).is_ok() && !opened.contains(id);
        let outermost = |id: NodeId| {
            std::iter::successors(self.node(id).parent(), |&p| self.node(p).parent())
                .all(|p| !closed(&p))
        };
        self.hollow
            .iter()
            .copied()
            .filter(|id| !edits.is_removed(*id) && !opened.contains(id))
            .filter(|&id| !self.body_of_entry_point(id) && outermost(id))
            .collect()
    }

    /// Whether `body`'s parent names an entry point outside `body`.
    fn body_of_entry_point(&self, body: NodeId) -> bool {
        let Some(owner) = self
            .node(body)
            .parent()
            .filter(|_| !self.entry_names.is_empty())
        else {
            return false;
        };
        let mut stack: Vec<NodeId> = self.children(owner).to_vec();
        while let Some(id) = stack.pop() {
            if id == body {
                continue;
            }
            if self
                .node(id)
                .name()
                .is_some_and(|name| self.entry_names.binary_search(&name).is_ok())
            {
                return true;
            }
            stack.extend_from_slice(self.children(id));
        }
        false
    }

    /// Marks the names that what runs the input uses without naming them
    /// in it (C's `main`), as the profile's `declarations.entry_points`
    /// says: their declarations are never unused.
    pub fn set_entry_points(&mut self, names: &[String]) {
        let mut found: Vec<u32> = (0..self.nodes.len())
            .filter_map(|i| {
                let name = self.nodes[i].name()?;
                let text = self.text(NodeId(i as u32));
                names.iter().any(|n| n.as_bytes() == text).then_some(name)
            })
            .collect();
        found.sort_unstable();
        found.dedup();
        self.entry_names = found;
    }

    /// Says that the largest-node rounds do not pay on this tree (see
    /// [`Tree::wants_largest_rounds`]).
    pub fn set_no_largest_rounds(&mut self) {
        self.no_largest_rounds = true;
    }

    /// Says that indentation is syntax (see [`Tree::indentation_matters`]).
    pub fn set_indentation_matters(&mut self) {
        self.indentation = true;
    }
}
