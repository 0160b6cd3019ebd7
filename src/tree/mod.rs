//! The language-neutral tree every front-end produces: an immutable arena of
//! nodes, each a byte span of the original input with a kind and a token count.
//!
//! Invariant: `tree` knows nothing of languages or processes; a candidate is this
//! tree plus an [`Edits`] set, rendered on demand by [`render`].

mod build;
mod graft;
mod hoists;
mod levels;
mod marks;
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
