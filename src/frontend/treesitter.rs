//! The tree-sitter front-end (C, C++, JavaScript, and a user's grammar
//! through `--grammar`): a tree-sitter parse turned into our tree.
//!
//! Only named nodes become nodes (punctuation and keywords go with their
//! parent, except directly under the root), a named node with the same span
//! as its parent is folded into it, and every token of the input is counted
//! once, on the node that owns it.
//! The walk is iterative: no recursion, whatever the nesting depth.

use super::grammar::Grammar;
use super::profile::{Hollow, Profile, Step};
use crate::tree::{BLOCK, Declares, Hoist, NodeId, Role, Tree, TreeBuilder};
use std::borrow::Cow;
use std::collections::{HashMap, HashSet};
use std::ops::Range;

/// Parses `source` with the parser, profile and grammar of one language.
pub fn parse(
    profile: &Profile,
    language: &tree_sitter::Language,
    grammar: &Grammar,
    source: Vec<u8>,
) -> Tree {
    let markers = line_markers(profile, &source);
    let ts_tree = parser(language)
        .parse(&*hidden(profile, &source, &markers), None)
        .expect("parsing without a timeout or cancellation flag always yields a tree");
    let atomic = kind_ids(language, &profile.atomic_kinds);
    let comments = kind_ids(language, &profile.comment_kinds);

    let steps = DeclarationSteps::new(profile);
    let names: HashSet<&str> = (profile.names.iter())
        .chain(&profile.declarations.names)
        .map(String::as_str)
        .collect();
    let mut b = TreeBuilder::new(source, true);
    let mut markers = Markers {
        pending: markers.into_iter().peekable(),
        covered_until: 0,
    };
    let mut cursor = ts_tree.walk();
    // owners[d]: the node that owns what the cursor finds at depth d + 1;
    // parents[d]: the tree-sitter node the cursor's node sits in.
    let mut owners: Vec<NodeId> = vec![Tree::ROOT];
    let mut parents = vec![Parent::of(ts_tree.root_node())];
    let mut places: Vec<Place> = Vec::new();
    // Children a profile unwraps their parent to, with the span between
    // their first and last token (a namespace body inside its braces).
    let mut bodies: HashMap<NodeId, (u32, u32)> = HashMap::new();
    // Children the profile's `hollow` names.
    let mut hollow_ids: Vec<NodeId> = Vec::new();
    let mut comment_ids: Vec<NodeId> = Vec::new();
    if !cursor.goto_first_child() {
        markers.flush(&mut b, Tree::ROOT, usize::MAX);
        return b.finish();
    }
    'walk: loop {
        let node = cursor.node();
        let owner = *owners.last().expect("the walk stays below the root");
        let span = node.start_byte()..node.end_byte();
        markers.flush(&mut b, owner, span.start);
        let is_leaf = node.child_count() == 0;
        let mut descend_into = None;
        if span.is_empty() {
            // MISSING nodes and empty rules have no bytes to remove.
        } else if atomic.contains(&node.kind_id()) {
            let id = b.add(owner, node.kind(), span, 1);
            places.push(place(&mut b, grammar, &parents, &cursor, id));
            steps.mark(&mut b, id, &parents, &cursor);
        } else if comments.contains(&node.kind_id()) {
            comment_ids.push(b.add(owner, node.kind(), span, 0));
        } else if node.is_named() && span != b.span(owner) {
            let id = b.add(owner, node.kind(), span, u64::from(is_leaf));
            places.push(place(&mut b, grammar, &parents, &cursor, id));
            steps.mark(&mut b, id, &parents, &cursor);
            if is_leaf && names.contains(node.kind()) {
                b.set_name(id);
            }
            descend_into = Some(id);
            let parent_kind = || parents.last().expect("below the root").node.kind();
            if let Some(hollow) = profile.hollow.get(parent_kind())
                && cursor.field_name() == Some(hollow.field.as_str())
                && !misparsed(&parents)
            {
                hollow_ids.push(id);
                let parent = parents.last().expect("below the root");
                if let Some(text) = hollow_text(hollow, parent, b.source()) {
                    let r = b.add_replacement(text.as_bytes(), text_tokens(text));
                    b.set_role(id, Role::Replaceable(r));
                }
            }
            if let Some(field) = cursor.field_name()
                && profile
                    .unwrap
                    .get(parent_kind())
                    .is_some_and(|f| f == field)
                && let (Some(first), Some(last)) =
                    (node.child(0), node.child(node.child_count().max(1) - 1))
                && first.end_byte() < last.start_byte()
            {
                bodies.insert(id, (first.end_byte() as u32, last.start_byte() as u32));
            }
        } else if is_leaf && owner == Tree::ROOT {
            // Nothing above the root can take a stray token (the `;` after
            // `struct S {...}` at file scope) away: it is a node of its own.
            b.add(owner, node.kind(), span, 1);
        } else {
            if is_leaf {
                b.add_tokens(owner, span.clone(), 1);
                // A name folded into a node of the same span (C's
                // enumerator `RED`) makes that node a name.
                if node.is_named() && names.contains(node.kind()) && owner != Tree::ROOT {
                    b.set_name(owner);
                }
            }
            descend_into = Some(owner);
        }
        if let Some(next_owner) = descend_into
            && !is_leaf
            && cursor.goto_first_child()
        {
            owners.push(next_owner);
            parents.push(Parent::of(node));
            continue;
        }
        markers.covered_until = markers.covered_until.max(node.end_byte());
        loop {
            if cursor.goto_next_sibling() {
                parents.last_mut().expect("below the root").at += 1;
                break;
            }
            cursor.goto_parent();
            owners.pop();
            parents.pop();
            if owners.is_empty() {
                break 'walk;
            }
        }
    }
    markers.flush(&mut b, Tree::ROOT, usize::MAX);
    let mut units: Vec<(&String, &String)> = profile.units.iter().collect();
    units.sort();
    for (parent, opener) in units {
        b.wrap_units(parent, opener, BLOCK);
    }
    // The parse is done with: on a 4 MB input its tree-sitter tree is
    // about as large as the tree built from it.
    drop(cursor);
    drop(parents);
    // LLVM IR's uses are read off it once the tree is built.
    let llvm = (profile.lang() == Some(super::Lang::Llvm)).then_some(ts_tree);
    let places = places
        .into_iter()
        .filter_map(|(id, parent, field)| {
            let parent = language.node_kind_for_id(parent)?;
            let field = field.and_then(|f| language.field_name_for_id(f.get()));
            Some((id, parent, field))
        })
        .collect();
    let mut tree = with_hoists(b.finish(), places, &bodies, grammar, profile);
    tree.set_hollow(hollow_ids);
    tree.set_comments(comment_ids);
    if profile.significant_indentation {
        tree.set_indentation_matters();
    }
    if profile.no_largest_rounds {
        tree.set_no_largest_rounds();
    }
    if !profile.bundled.is_empty() {
        let groups = outermost_of_kinds(&tree, &profile.bundled);
        tree.set_bundled(groups);
    }
    if let Some(ts_tree) = llvm {
        super::llvm::mark_uses(&mut tree, ts_tree.root_node());
        tree.set_mend(super::llvm::mend, super::llvm::watched(ts_tree.root_node()));
    }
    tree
}

/// Per kind of `kinds`, the optional nodes of that kind in `tree` that no
/// other node of the kind holds, in document order: one walk for all.
fn outermost_of_kinds(tree: &Tree, kinds: &[String]) -> Vec<Vec<NodeId>> {
    let mut groups: Vec<Vec<NodeId>> = vec![Vec::new(); kinds.len()];
    let mut reach = vec![0u32; kinds.len()];
    for id in (1..tree.len() as u32).map(NodeId) {
        let node = tree.node(id);
        let Some(k) = kinds.iter().position(|kind| kind == tree.kind(id)) else {
            continue;
        };
        if node.is_optional() && node.start >= reach[k] {
            groups[k].push(id);
            reach[k] = node.end;
        }
    }
    for group in &mut groups {
        group.sort_by_key(|&id| tree.node(id).start);
    }
    groups
}

/// Whether the node the cursor's parent is (a function definition whose
/// body the profile's `hollow` names) may be misread: it, or the sibling
/// before it, holds a syntax error. tree-sitter-cpp 0.23 reads libstdc++'s
/// `[[nodiscard]] friend constexpr partial_ordering operator<=>(...) {...}`
/// as a field declaration missing its `;` and a constructor-like definition
/// after it; emptying that body to `;` leaves an attribute list clang++
/// rejects, so every body emptied with it fails together.
fn misparsed(parents: &[Parent]) -> bool {
    let [.., outer, owner] = parents else {
        return false;
    };
    owner.node.has_error() || outer.at > 0 && outer.children[outer.at - 1].has_error()
}

/// What a child the profile's `hollow` names becomes under `parent`: its
/// `text`, unless an earlier sibling's kind or the parent's declarator
/// rules it out (then `None`: its shortest form, as elsewhere).
fn hollow_text<'h>(hollow: &'h Hollow, parent: &Parent, source: &[u8]) -> Option<&'h str> {
    let text = hollow.text.as_deref()?;
    if let Some(field) = &hollow.only_with
        && parent.node.child_by_field_name(field).is_none()
    {
        return None;
    }
    let before = &parent.children[..parent.at];
    if before
        .iter()
        .any(|n| hollow.not_after.iter().any(|k| k == n.kind()))
    {
        return None;
    }
    if let Some(declarator) = parent.node.child_by_field_name("declarator") {
        let bytes = &source[declarator.byte_range()];
        let name = &bytes[..bytes.iter().position(|&c| c == b'(').unwrap_or(bytes.len())];
        if hollow
            .not_in_declarator
            .iter()
            .any(|t| !t.is_empty() && name.windows(t.len()).any(|w| w == t.as_bytes()))
        {
            return None;
        }
    }
    Some(text)
}

/// The tokens of a text a profile gives: each run of letters, digits and
/// `_` is one, and so is each other byte but blanks (`{loop{}}`: 5).
fn text_tokens(text: &str) -> u64 {
    let word = |b: &u8| b.is_ascii_alphanumeric() || *b == b'_';
    let bytes = text.as_bytes();
    let continues_word = |i: usize| i > 0 && word(&bytes[i]) && word(&bytes[i - 1]);
    let starts =
        (0..bytes.len()).filter(|&i| !bytes[i].is_ascii_whitespace() && !continues_word(i));
    starts.count() as u64
}

/// A node and where it stands: its tree-sitter parent's kind and its field.
type Place = (NodeId, u16, Option<std::num::NonZeroU16>);

/// How far below a node hoisting looks for a descendant to put in its place.
const HOIST_DEPTH: u32 = 6;
/// Hoisting candidates kept per node, largest first (the driver runs one
/// hoisting pass per candidate rank).
pub const HOIST_CANDIDATES: usize = 2;

/// Records, for each placed node, the largest parts the grammar allows in
/// its place: the descendants nearest to it on each path down (within
/// [`HOIST_DEPTH`] levels) with fewer tokens than the node, and the items of
/// the child the profile unwraps it to.
fn with_hoists(
    mut tree: Tree,
    places: Vec<(NodeId, &str, Option<&str>)>,
    bodies: &HashMap<NodeId, (u32, u32)>,
    grammar: &Grammar,
    profile: &Profile,
) -> Tree {
    let unwraps = unwrap_parts(&tree, bodies);
    let of_kinds = |kinds: &[String]| -> Vec<NodeId> {
        (0..tree.len() as u32)
            .map(NodeId)
            .filter(|&id| kinds.iter().any(|k| k == tree.kind(id)))
            .collect()
    };
    let (lists, scopes, tables) = (
        of_kinds(&profile.declarations.member_lists),
        of_kinds(&profile.declarations.scopes),
        of_kinds(&profile.declarations.tables),
    );
    tree.set_member_lists(bodies.keys().copied().chain(lists));
    tree.set_scopes(scopes);
    tree.set_tables(tables);
    tree.set_entry_points(&profile.declarations.entry_points);
    for (id, parent, field) in places {
        let allowed = profile.hoist_only.get(parent);
        let node = tree.node(id);
        let (depth, tokens) = (node.depth(), node.tokens());
        let mut found: Vec<Hoist> = unwraps.get(&id).copied().into_iter().collect();
        let mut stack: Vec<NodeId> = tree.children(id).to_vec();
        while let Some(d) = stack.pop() {
            let below = tree.node(d);
            let fits = below.tokens() > 0
                && below.tokens() < tokens
                && grammar.role(parent, field, tree.kind(d)).is_some()
                && allowed.is_none_or(|kinds| kinds.iter().any(|k| k == tree.kind(d)));
            if fits {
                found.push(Hoist::node(below));
            } else if below.depth() < depth + HOIST_DEPTH {
                stack.extend_from_slice(tree.children(d));
            }
        }
        found.sort_by_key(|h| (std::cmp::Reverse(h.tokens), h.start));
        found.truncate(HOIST_CANDIDATES);
        tree.set_hoist_candidates(id, found);
    }
    tree
}

/// The part each parent of one of `bodies` may give way to: what is
/// between the body's first and last token (a namespace's declarations,
/// without `namespace N {` and `}`), when that holds any token.
fn unwrap_parts(tree: &Tree, bodies: &HashMap<NodeId, (u32, u32)>) -> HashMap<NodeId, Hoist> {
    let mut parts = HashMap::new();
    let src = tree.source();
    for (&body, &(mut start, mut end)) in bodies {
        while start < end && src[start as usize].is_ascii_whitespace() {
            start += 1;
        }
        while start < end && src[end as usize - 1].is_ascii_whitespace() {
            end -= 1;
        }
        let node = tree.node(body);
        let tokens = node.tokens().saturating_sub(2);
        if let Some(owner) = node.parent()
            && tokens > 0
        {
            parts.insert(owner, Hoist { start, end, tokens });
        }
    }
    parts
}

/// A tree-sitter node the walk is inside, with its children, and which of
/// them the walk is at. Siblings come from here: tree-sitter's own sibling
/// calls find the parent from the root, O(depth) each, which made a C file
/// nested 100,000 parentheses deep take hours to parse.
struct Parent<'t> {
    node: tree_sitter::Node<'t>,
    children: Vec<tree_sitter::Node<'t>>,
    at: usize,
}

impl<'t> Parent<'t> {
    fn of(node: tree_sitter::Node<'t>) -> Self {
        let mut cursor = node.walk();
        let children = node.children(&mut cursor).collect();
        Parent {
            node,
            children,
            at: 0,
        }
    }
}

/// The profile's declaration steps (see [`Profile::declarations`]), by
/// parent kind: the fields (`None`: no field) a declared name leaves a child
/// through, and whether the child must have a body.
struct DeclarationSteps<'p>(HashMap<&'p str, Vec<(Option<&'p str>, Step)>>);

impl<'p> DeclarationSteps<'p> {
    fn new(profile: &'p Profile) -> Self {
        let mut steps: HashMap<&str, Vec<(Option<&str>, Step)>> = HashMap::new();
        for (parent, field, step) in profile.declarations.parsed() {
            steps.entry(parent).or_default().push((field, step));
        }
        DeclarationSteps(steps)
    }

    /// Marks `id`, just added for the cursor's node, when a name declared
    /// in it is declared by its parent too.
    fn mark(
        &self,
        b: &mut TreeBuilder,
        id: NodeId,
        parents: &[Parent],
        cursor: &tree_sitter::TreeCursor,
    ) {
        let parent = parents.last().expect("the walk stays below the root");
        let Some(steps) = self.0.get(parent.node.kind()) else {
            return;
        };
        let field = cursor.field_name();
        let has_body = || cursor.node().child_by_field_name("body").is_some();
        let declares = steps.iter().find_map(|&(f, step)| match step {
            _ if f != field => None,
            Step::Always => Some(Declares::Yes),
            Step::WithBody => has_body().then_some(Declares::Yes),
            Step::Reopened => Some(Declares::Reopened),
            Step::Path => {
                let (start, end) = last_path_segment(b.source(), b.span(id));
                b.set_name_within(id, start..end);
                Some(Declares::Yes)
            }
        });
        if let Some(declares) = declares {
            b.set_declares(id, declares);
        }
    }
}

/// The last segment of the path a string literal at `span` of `source`
/// holds, inside its quotes: `rand` of `"math/rand"`.
fn last_path_segment(source: &[u8], span: Range<usize>) -> (usize, usize) {
    let text = &source[span.clone()];
    let is_quote = |c: &u8| matches!(c, b'"' | b'\'' | b'`');
    let inner_start = span.start + text.iter().take_while(|c| is_quote(c)).count();
    let inner_end = span.end - text.iter().rev().take_while(|c| is_quote(c)).count();
    let inner = &source[inner_start..inner_end.max(inner_start)];
    let start = inner_start + inner.iter().rposition(|&c| c == b'/').map_or(0, |i| i + 1);
    (start, inner_end.max(start))
}

/// Sets the role of `id`, just added for the cursor's node, and returns its
/// place (the innermost of `parents` and the cursor's field).
fn place(
    b: &mut TreeBuilder,
    grammar: &Grammar,
    parents: &[Parent],
    cursor: &tree_sitter::TreeCursor,
    id: NodeId,
) -> Place {
    let parent = parents.last().expect("the walk stays below the root");
    let role = role_of(
        b,
        grammar,
        parent.node.kind(),
        cursor.field_name(),
        &parent.children,
        parent.at,
    );
    b.set_role(id, role);
    (id, parent.node.kind_id(), cursor.field_id())
}

/// What the grammar says taking `siblings[at]` out means, under a `parent`
/// node, through `field`. Kinds the grammar does not place there (ERROR
/// nodes and what is inside them) may simply go.
fn role_of(
    b: &mut TreeBuilder,
    grammar: &Grammar,
    parent: &str,
    field: Option<&str>,
    siblings: &[tree_sitter::Node],
    at: usize,
) -> Role {
    let node = siblings[at];
    let (before, after) = (&siblings[..at], &siblings[at + 1..]);
    let Some(role) = grammar.role(parent, field, node.kind()) else {
        return Role::Optional {
            separators: [None, None],
        };
    };
    // The only element of a list that needs one must stay.
    let last_of_needed_list = role.at_least_one && {
        let same = |n: &tree_sitter::Node| n.kind_id() == node.kind_id();
        let named = |n: &&tree_sitter::Node| n.is_named();
        !before
            .iter()
            .rev()
            .find(named)
            .into_iter()
            .chain(after.iter().find(named))
            .any(same)
    };
    if role.optional && !last_of_needed_list {
        let is_separator =
            |n: &tree_sitter::Node| !n.is_named() && Some(n.kind()) == role.separator.as_deref();
        let span = |n: tree_sitter::Node| (n.start_byte() as u32, n.end_byte() as u32);
        return Role::Optional {
            separators: [
                before.last().copied().filter(is_separator).map(span),
                after.first().copied().filter(is_separator).map(span),
            ],
        };
    }
    match &role.replacement {
        Some(r) => Role::Replaceable(b.add_replacement(r.text.as_bytes(), u64::from(r.tokens))),
        None => Role::Required,
    }
}

/// A tree-sitter parser for `language`.
pub fn parser(language: &tree_sitter::Language) -> tree_sitter::Parser {
    let mut parser = tree_sitter::Parser::new();
    parser
        .set_language(language)
        .expect("the grammar crates match the tree-sitter ABI (tested)");
    parser
}

/// The tree-sitter tree of `source` (linemarkers hidden as for [`parse`]),
/// for what needs more than our tree keeps (fields).
pub fn parse_raw(
    parser: &mut tree_sitter::Parser,
    profile: &Profile,
    source: &[u8],
) -> tree_sitter::Tree {
    let markers = line_markers(profile, source);
    parser
        .parse(&*hidden(profile, source, &markers), None)
        .expect("parsing without a timeout or cancellation flag always yields a tree")
}

pub(super) fn kind_ids(language: &tree_sitter::Language, kinds: &[String]) -> HashSet<u16> {
    kinds
        .iter()
        .flat_map(|k| {
            [
                language.id_for_node_kind(k, true),
                language.id_for_node_kind(k, false),
            ]
        })
        .filter(|&id| id != 0)
        .collect()
}

/// Linemarker lines waiting for their place in the tree, in input order.
struct Markers {
    pending: std::iter::Peekable<std::vec::IntoIter<Range<usize>>>,
    /// End of the last node the walk did not enter: a marker line starting
    /// before it lies inside that node (a comment) and stays part of it.
    covered_until: usize,
}

impl Markers {
    /// Adds under `owner` every marker that ends by `upto`.
    fn flush(&mut self, b: &mut TreeBuilder, owner: NodeId, upto: usize) {
        while let Some(m) = self.pending.next_if(|m| m.end <= upto) {
            if m.start < self.covered_until {
                continue;
            }
            let words = super::text::count_words(&b.source()[m.clone()]);
            b.add(owner, crate::tree::LINEMARKER, m, words);
        }
    }
}

/// The linemarker lines of `source` when the profile hides them, else none.
pub(super) fn line_markers(profile: &Profile, source: &[u8]) -> Vec<Range<usize>> {
    if profile.line_markers {
        find_line_markers(source)
    } else {
        Vec::new()
    }
}

/// Lines of `gcc -E` output like `# 12 "file.h" 3 4`, newline included.
fn find_line_markers(source: &[u8]) -> Vec<Range<usize>> {
    let mut markers = Vec::new();
    let mut start = 0;
    while start < source.len() {
        let end = source[start..]
            .iter()
            .position(|&c| c == b'\n')
            .map_or(source.len(), |p| start + p + 1);
        let after_hash = source[start..end].trim_ascii_start().strip_prefix(b"#");
        if after_hash.is_some_and(|rest| {
            rest.trim_ascii_start()
                .first()
                .is_some_and(u8::is_ascii_digit)
        }) {
            markers.push(start..end);
        }
        start = end;
    }
    markers
}

/// What the parser sees of `source`: the marker lines, and the attributes
/// the profile hides, turned into blanks, offsets unchanged.
pub(super) fn hidden<'a>(
    profile: &Profile,
    source: &'a [u8],
    markers: &[Range<usize>],
) -> Cow<'a, [u8]> {
    let attributes = if profile.hide_namespace_attributes {
        namespace_attributes(source)
    } else {
        Vec::new()
    };
    if markers.is_empty() && attributes.is_empty() {
        return Cow::Borrowed(source);
    }
    let mut copy = source.to_vec();
    for range in markers.iter().chain(&attributes) {
        for c in &mut copy[range.clone()] {
            if *c != b'\n' {
                *c = b' ';
            }
        }
    }
    Cow::Owned(copy)
}

/// The GNU attributes between `namespace NAME` and the namespace's body
/// (`namespace std __attribute__ ((__visibility__ ("default"))) {`, as
/// libstdc++ opens most of its namespaces), which tree-sitter-cpp does not
/// parse there.
fn namespace_attributes(source: &[u8]) -> Vec<Range<usize>> {
    const KEYWORD: &[u8] = b"namespace";
    const ATTRIBUTE: &[u8] = b"__attribute__";
    let is_word = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
    let skip_blanks = |mut at: usize| {
        while source.get(at).is_some_and(u8::is_ascii_whitespace) {
            at += 1;
        }
        at
    };
    let mut found = Vec::new();
    let mut from = 0;
    while let Some(p) = source[from..]
        .windows(KEYWORD.len())
        .position(|w| w == KEYWORD)
    {
        let start = from + p;
        from = start + KEYWORD.len();
        let whole_word = (start == 0 || !is_word(source[start - 1]))
            && !source.get(from).copied().is_some_and(is_word);
        if !whole_word {
            continue;
        }
        // The name, if any: words and `::`, not the attribute itself.
        let mut at = skip_blanks(from);
        while !source[at..].starts_with(ATTRIBUTE)
            && source.get(at).is_some_and(|&c| is_word(c) || c == b':')
        {
            at += 1;
        }
        let attribute = skip_blanks(at);
        if !source[attribute..].starts_with(ATTRIBUTE) {
            continue;
        }
        let open = skip_blanks(attribute + ATTRIBUTE.len());
        if source.get(open) != Some(&b'(') {
            continue;
        }
        let mut depth = 0usize;
        let close = source[open..].iter().position(|&c| {
            match c {
                b'(' => depth += 1,
                b')' => depth -= 1,
                _ => {}
            }
            depth == 0
        });
        if let Some(close) = close {
            found.push(attribute..open + close + 1);
            from = open + close + 1;
        }
    }
    found
}
