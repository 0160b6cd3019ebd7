//! The language-neutral tree every front-end produces: an immutable arena of
//! nodes, each a byte span of the original input with a kind and a token count.
//!
//! Invariant: `tree` knows nothing of languages or processes; a candidate is this
//! tree plus an [`Edits`] set, rendered on demand by [`render`].

mod build;
mod graft;
mod hoists;
mod references;
mod render;
mod units;
mod unused;
mod uses;

pub use build::{BLOCK, GROUP, GROUP_FANOUT, LINEMARKER, TreeBuilder};
pub use graft::FilePart;
pub use render::{
    Edits, render, render_hoisted, render_rewritten, rendering, rendering_cut, rendering_hoisted,
    rendering_rewritten,
};
pub use units::Mend;

use std::collections::{HashMap, HashSet};
use std::fmt::Write as _;

/// How a name declared in a node reaches its parent (see [`Node::declares`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Declares {
    /// It does not: the node is a scope of its own.
    #[default]
    No,
    /// It does.
    Yes,
    /// It does, and the name is one that is declared once and then
    /// reopened (a C++ namespace): a use needs only its first declaration.
    Reopened,
}

/// Index of a node in its [`Tree`]'s arena.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct NodeId(pub u32);

impl NodeId {
    /// The arena index as a `usize`.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// What taking a node out of a candidate means, as the front-end's grammar
/// says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// It may go. In a separated list one separator goes with it: the one
    /// before it unless that one is already gone, else the one after it (so
    /// any set of elements leaves a well-formed list). Where the separator
    /// after it is a node of its own (SQL's `;` at the root), the builder
    /// puts that one first; a list of such elements may then keep a
    /// trailing separator (`a; b; c` without `b` and `c` is `a;`), which
    /// SQL, C and Python accept.
    Optional {
        /// Byte spans of its separators in the list, in the order taken:
        /// the one before it first, unless the builder swapped them.
        separators: [Option<(u32, u32)>; 2],
    },
    /// It must stay, but may become the tree's replacement text with this
    /// index (the shortest text its place in the grammar derives).
    Replaceable(u32),
    /// It must stay as it is; only what is inside may shrink.
    Required,
}

/// A part of a node's text that may take the node's place (hoisting): a
/// descendant (`S` for `if (c) { S }`), or an XML element's content.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hoist {
    /// First byte of the part.
    pub start: u32,
    /// One past its last byte.
    pub end: u32,
    /// Tokens in it.
    pub tokens: u64,
}

impl Hoist {
    /// A whole descendant.
    pub fn node(node: &Node) -> Self {
        Hoist {
            start: node.start,
            end: node.end,
            tokens: node.tokens(),
        }
    }
}

/// One item of a rewriting pass: every listed span of the original becomes
/// `text` (a number becomes `0`, all occurrences of a name a shorter name,
/// `; int ` between two declarations `, `).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rewrite {
    /// Byte spans of the original, disjoint, in document order.
    pub spans: Vec<(u32, u32)>,
    /// What each of them becomes.
    pub text: Vec<u8>,
    /// Byte spans of the original that go with it (a definition inlined
    /// where it is used), disjoint from `spans`.
    pub cuts: Vec<(u32, u32)>,
    /// Tokens the whole rewrite takes away (0 when a token becomes another).
    pub tokens_saved: u64,
}

/// One node: a contiguous byte span of the original input. Kept small (40
/// bytes): a 4 MB C++ file has 700,000 of them for the whole run.
#[derive(Clone, Debug)]
pub struct Node {
    /// Index into [`Tree::kinds`].
    pub kind: u16,
    /// Distance from the root (see [`Node::depth`]; trees deeper than
    /// [`MAX_TREE_DEPTH`](crate::frontend::MAX_TREE_DEPTH) are text).
    depth: u16,
    /// First byte of the span.
    pub start: u32,
    /// One past the last byte of the span.
    pub end: u32,
    /// The parent's index, [`NONE`] for the root (see [`Node::parent`]).
    parent: u32,
    /// Tokens in this node's subtree (see [`Node::tokens`]; an input is
    /// under 4 GiB).
    tokens: u32,
    /// What taking it out means (see [`Tree::role`]): [`StoredRole`]'s
    /// two halves, apart so that they pack with the small fields.
    role: u8,
    role_index: u32,
    /// Whether a name declared in this node is declared by its parent too
    /// (a declarator's name is its declaration's; a class member's is not
    /// the class's), as the front-end's profile says (see
    /// [`Tree::dependencies`]).
    pub declares: Declares,
    /// The name this leaf is, [`NONE`] for everything that is not a name
    /// (see [`Node::name`]).
    name: u32,
    first_child: u32,
    child_count: u32,
}

/// The `parent` of the root and the `name` of a node that is none.
const NONE: u32 = u32::MAX;

impl Node {
    /// A node with no children yet, no tokens and no name, at depth 0.
    fn new(kind: u16, span: (u32, u32), parent: Option<NodeId>, role: StoredRole) -> Self {
        let (role, role_index) = role.halves();
        Node {
            kind,
            depth: 0,
            start: span.0,
            end: span.1,
            parent: parent.map_or(NONE, |p| p.0),
            tokens: 0,
            role,
            role_index,
            declares: Declares::No,
            name: NONE,
            first_child: 0,
            child_count: 0,
        }
    }

    /// The parent, `None` for the root.
    pub fn parent(&self) -> Option<NodeId> {
        (self.parent != NONE).then_some(NodeId(self.parent))
    }

    /// Distance from the root (the root has depth 0).
    pub fn depth(&self) -> u32 {
        u32::from(self.depth)
    }

    fn set_depth(&mut self, depth: u32) {
        self.depth = u16::try_from(depth).unwrap_or(u16::MAX);
    }

    /// The bytes of the tree's source this node spans.
    pub fn span(&self) -> std::ops::Range<usize> {
        self.start as usize..self.end as usize
    }

    /// Tokens in this node's subtree (may be 0, e.g. for a comment).
    pub fn tokens(&self) -> u64 {
        u64::from(self.tokens)
    }

    fn set_tokens(&mut self, tokens: u64) {
        self.tokens = u32::try_from(tokens).unwrap_or(u32::MAX);
    }

    /// The name this leaf is, as an index into the tree's distinct names;
    /// `None` for everything that is not a name.
    pub fn name(&self) -> Option<u32> {
        (self.name != NONE).then_some(self.name)
    }

    fn set_name(&mut self, name: Option<u32>) {
        self.name = name.unwrap_or(NONE);
    }

    fn stored_role(&self) -> StoredRole {
        StoredRole::from_halves(self.role, self.role_index)
    }

    /// Whether taking it out means what [`Role::Optional`] says.
    pub fn is_optional(&self) -> bool {
        matches!(self.stored_role(), StoredRole::Optional(_))
    }
}

/// A [`Role`] as a node keeps it: an element's separators are in its
/// tree's table (most nodes have none; the spans would double a node).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum StoredRole {
    /// Index into [`Tree::separators`], [`NONE`] for no separators.
    Optional(u32),
    Replaceable(u32),
    Required,
}

/// The separators of list elements, indexed by their nodes' roles.
#[derive(Debug, Default)]
struct Separators(Vec<[Option<(u32, u32)>; 2]>);

impl StoredRole {
    /// A tag and an index, as a node keeps them.
    fn halves(self) -> (u8, u32) {
        match self {
            StoredRole::Optional(i) => (0, i),
            StoredRole::Replaceable(r) => (1, r),
            StoredRole::Required => (2, 0),
        }
    }

    /// What [`halves`](StoredRole::halves) gave.
    fn from_halves(tag: u8, index: u32) -> Self {
        match tag {
            0 => StoredRole::Optional(index),
            1 => StoredRole::Replaceable(index),
            _ => StoredRole::Required,
        }
    }
}

impl Separators {
    /// `role` as a node keeps it, its separators (if any) added here.
    fn store(&mut self, role: Role) -> StoredRole {
        match role {
            Role::Optional {
                separators: [None, None],
            } => StoredRole::Optional(NONE),
            Role::Optional { separators } => {
                self.0.push(separators);
                StoredRole::Optional((self.0.len() - 1) as u32)
            }
            Role::Replaceable(r) => StoredRole::Replaceable(r),
            Role::Required => StoredRole::Required,
        }
    }

    /// A node's role as [`store`](Separators::store) took it.
    fn role(&self, stored: StoredRole) -> Role {
        match stored {
            StoredRole::Optional(NONE) => Role::Optional {
                separators: [None, None],
            },
            StoredRole::Optional(i) => Role::Optional {
                separators: self.0[i as usize],
            },
            StoredRole::Replaceable(r) => Role::Replaceable(r),
            StoredRole::Required => Role::Required,
        }
    }
}

/// The parsed input: the original bytes and the arena of nodes over them.
#[derive(Debug)]
pub struct Tree {
    source: Vec<u8>,
    nodes: Vec<Node>,
    separators: Separators,
    child_ids: Vec<NodeId>,
    kinds: Vec<String>,
    replacements: Vec<(Vec<u8>, u64)>,
    hoists: hoists::Hoists,
    /// Nodes whose children are declarations in the scope around them (a
    /// namespace's or an `extern "C"` block's braces): see
    /// [`Tree::closure_items`].
    member_lists: HashSet<NodeId>,
    /// Nodes whose children are declarations of a scope of their own (a
    /// class body): see [`Tree::unused_declarations`].
    scopes: HashSet<NodeId>,
    /// Nodes whose children are entries of a table (a JavaScript object):
    /// see [`Tree::declarations_with_uses`].
    tables: HashSet<NodeId>,
    /// Names used from outside the input (C's `main`): a declaration of
    /// one is never unused.
    entry_names: Vec<u32>,
    /// Nodes the first shrinking pass empties early, all at once (function
    /// bodies), ascending (document order): see [`Tree::hollow_bodies`].
    hollow: Vec<NodeId>,
    /// The comments the front-end found (a profile's `comment_kinds`),
    /// ascending: see [`Tree::comments`].
    comments: Vec<NodeId>,
    separate_words: bool,
    /// See [`Tree::indentation_matters`].
    indentation: bool,
    /// See [`Tree::wants_largest_rounds`].
    no_largest_rounds: bool,
    depth: u32,
    /// Whether the front-end marked any node as declaring (groups aside):
    /// without, no item needs another, and no level needs the walk of
    /// [`Tree::dependencies`].
    declarations: bool,
    /// See [`Tree::token_spans`].
    token_spans: Vec<(u32, u32, u32)>,
    /// See [`Tree::companions`].
    companions: HashMap<NodeId, Vec<(u32, u32, Option<u32>)>>,
    /// See [`Tree::bundled`].
    bundled: Vec<Vec<NodeId>>,
    /// The front-end's repair and the spans of the source whose change
    /// calls for it, ascending: see [`Tree::mended`].
    mend: Option<(Mend, Vec<(u32, u32)>)>,
}

impl Tree {
    /// The root node; its span is the whole input.
    pub const ROOT: NodeId = NodeId(0);

    /// The original input bytes.
    pub fn source(&self) -> &[u8] {
        &self.source
    }

    /// Number of nodes, the root included.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// True only for a tree holding nothing but an empty root.
    pub fn is_empty(&self) -> bool {
        self.nodes.len() <= 1 && self.source.is_empty()
    }

    /// The node behind an id.
    pub fn node(&self, id: NodeId) -> &Node {
        &self.nodes[id.index()]
    }

    /// What taking a node out means.
    pub fn role(&self, id: NodeId) -> Role {
        self.separators.role(self.node(id).stored_role())
    }

    /// The kind name of a node (a grammar rule, `line`, `element`, ...).
    pub fn kind(&self, id: NodeId) -> &str {
        &self.kinds[self.node(id).kind as usize]
    }

    /// The children of a node, in document order.
    pub fn children(&self, id: NodeId) -> &[NodeId] {
        let n = self.node(id);
        &self.child_ids[n.first_child as usize..(n.first_child + n.child_count) as usize]
    }

    /// The bytes a node spans.
    pub fn text(&self, id: NodeId) -> &[u8] {
        let n = self.node(id);
        &self.source[n.span()]
    }

    /// Replacement text `index` and its token count (see [`Role::Replaceable`]).
    pub fn replacement(&self, index: u32) -> (&[u8], u64) {
        let (text, tokens) = &self.replacements[index as usize];
        (text, *tokens)
    }

    /// Parts of a node that may take its place (hoisting), largest first.
    pub fn hoist_candidates(&self, id: NodeId) -> &[Hoist] {
        self.hoists.of(id)
    }

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

    /// Whether the front-end marked where names are declared (C and C++
    /// do, from their profiles' `[declarations]`): the closures of a level
    /// need it, and the driver's schedule asks for it.
    pub fn knows_names(&self) -> bool {
        self.declarations
    }

    /// The depth of the deepest node (HDD has one level per depth).
    pub fn depth(&self) -> u32 {
        self.depth
    }

    /// Tokens in the whole input.
    pub fn total_tokens(&self) -> u64 {
        self.node(Self::ROOT).tokens()
    }

    /// Where the tokens are, in document order, as (start, end, tokens):
    /// each a token the front-end counted (a word with its trailing blanks
    /// in text, a string literal whole, an anonymous `;`), or a few counted
    /// as one (a linemarker's words). Runs of them are what the final
    /// passes cut across node borders (see `driver`'s token runs).
    pub fn token_spans(&self) -> &[(u32, u32, u32)] {
        &self.token_spans
    }

    /// Whether rendering inserts a space where a removal would glue two word
    /// characters together (C and JavaScript: `int x` must not become `intx`).
    pub fn separates_words(&self) -> bool {
        self.separate_words
    }

    /// Whether indentation is syntax (Python): a part hoisted into a node's
    /// place has its later lines moved left by as much as its first line
    /// moves (see `render::hoist_cuts`).
    pub fn indentation_matters(&self) -> bool {
        self.indentation
    }

    /// Whether the driver's largest-node rounds pay here: they run where
    /// the front-end knows names, unless its profile says
    /// `no_largest_rounds`.
    pub fn wants_largest_rounds(&self) -> bool {
        self.declarations && !self.no_largest_rounds
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

#[cfg(test)]
mod tests {
    use super::*;

    /// A two-line tree the tests of `tree` and its submodules share.
    pub(super) fn sample() -> Tree {
        // "ab cd\nef\n": root -> two lines -> words
        let mut b = TreeBuilder::new(b"ab cd\nef\n".to_vec(), false);
        let l1 = b.add(Tree::ROOT, "line", 0..6, 0);
        let l2 = b.add(Tree::ROOT, "line", 6..9, 0);
        b.add(l1, "word", 0..3, 1);
        b.add(l1, "word", 3..5, 1);
        b.add(l2, "word", 6..8, 1);
        b.finish()
    }

    #[test]
    fn a_node_takes_40_bytes() {
        // A 4 MB C++ file has 700,000 nodes, kept for the whole run (they
        // took 72 bytes each with a role's separators inline).
        assert!(std::mem::size_of::<Node>() <= 40);
    }

    #[test]
    fn levels_follow_depth_in_document_order() {
        let t = sample();
        let levels = t.levels(&Edits::new(&t));
        assert_eq!(levels.len(), 2);
        assert_eq!(levels[0], vec![NodeId(1), NodeId(2)]);
        assert_eq!(levels[1], vec![NodeId(3), NodeId(4), NodeId(5)]);
        assert_eq!(t.total_tokens(), 3);
        assert_eq!(t.node(NodeId(1)).tokens, 2);
    }

    #[test]
    fn removed_subtrees_leave_the_levels() {
        let t = sample();
        let mut e = Edits::new(&t);
        e.reduce(&t, NodeId(1));
        let levels = t.levels(&e);
        assert_eq!(levels, vec![vec![NodeId(2)], vec![NodeId(5)]]);
        assert_eq!(render(&t, &e, &[]), b"ef\n");
    }

    #[test]
    fn dump_shows_every_node_indented() {
        let t = sample();
        let dump = t.dump();
        assert_eq!(dump.lines().count(), 6);
        assert!(dump.contains("\n  line 0..6 w=2 \"ab cd\\n\"\n    word 0..3 w=1 \"ab \"\n"));
    }
}
