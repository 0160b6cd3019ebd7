//! What LLVM IR means beyond its grammar: unnamed values are numbered in
//! order, so the input's numbers are made names first ([`named`]); an
//! instruction deleted makes its uses `undef`, and a basic block takes the
//! edges to it along ([`mark_uses`]); names are renamed with their sigils
//! kept ([`renames`]); a use of a name nothing defines is an error
//! ([`undefined`]).
//!
//! Invariant: reads the tree-sitter tree of one candidate, knows nothing of
//! algorithms or processes.

use crate::tree::{NodeId, Rewrite, Tree};
use std::collections::{HashMap, HashSet};
use tree_sitter::Node;

mod arguments;
mod edges;
mod returns;
mod types;

pub use arguments::as_arguments;
pub use returns::returned;

/// `source` with every numbered value made a name: `%3` becomes `%v3` (and
/// its block label `3:` becomes `v3:`), a numbered type `%1` becomes `%t1`,
/// a numbered global `@0` becomes `@g0`; an entry block whose implicit
/// number something refers to (a `phi`) gets a label of that name. LLVM
/// numbers unnamed values in order, so taking out one of them leaves every
/// later number wrong and the file unreadable: once named, any of them can
/// go. `None` where nothing is numbered, or a new name is taken already.
pub fn named(source: &[u8], root: Node) -> Option<Vec<u8>> {
    // (at, at, text to put in there).
    let mut edits: Vec<(usize, usize, Vec<u8>)> = Vec::new();
    let mut taken: HashSet<Vec<u8>> = HashSet::new();
    let mut wanted: Vec<Vec<u8>> = Vec::new();
    for leaf in leaves_of(root).filter(|l| l.is_named()) {
        let t = node_text(source, leaf);
        match leaf.kind() {
            "local_var" | "global_var" => {
                taken.insert(t.to_vec());
                if is_numbered(t) {
                    let prefix: &[u8] = match (t[0], in_type(leaf)) {
                        (b'@', _) => b"g",
                        (_, true) => b"t",
                        (_, false) => b"v",
                    };
                    let at = leaf.start_byte() + 1;
                    edits.push((at, at, prefix.to_vec()));
                    wanted.push([&t[..1], prefix, &t[1..]].concat());
                }
            }
            "label" => {
                let name = &t[..t.len() - 1];
                taken.insert([b"%", name].concat());
                if name.iter().all(u8::is_ascii_digit) {
                    edits.push((leaf.start_byte(), leaf.start_byte(), b"v".to_vec()));
                    wanted.push([b"%v", name].concat());
                }
            }
            _ => {}
        }
    }
    for define in children_of_kind(root, "fn_define") {
        if let Some((at, name)) = entry_label(source, define) {
            edits.push((at, at, [&name[..], b":\n  "].concat()));
            wanted.push([b"%", &name[..]].concat());
        }
    }
    if edits.is_empty() || wanted.iter().any(|w| taken.contains(w.as_slice())) {
        return None;
    }
    edits.sort_by_key(|e| e.0);
    Some(spliced(source, (0, source.len()), &edits))
}

/// A rendered candidate with its control flow made whole after some of
/// its basic blocks went (see [`edges::rejoined`]): the tree's repair of
/// every LLVM candidate ([`crate::tree::Mend`]).
pub fn mend(candidate: &[u8]) -> Option<Vec<u8>> {
    let parsed = parsed(candidate)?;
    edges::rejoined(candidate, parsed.root_node())
}

/// `text` parsed as IR, by a parser of this thread's own.
fn parsed(text: &[u8]) -> Option<tree_sitter::Tree> {
    thread_local! {
        static PARSER: std::cell::RefCell<tree_sitter::Parser> = {
            let mut parser = tree_sitter::Parser::new();
            parser
                .set_language(&tree_sitter_llvm::LANGUAGE.into())
                .expect("tree-sitter-llvm matches the tree-sitter ABI (tested)");
            std::cell::RefCell::new(parser)
        };
    }
    PARSER.with(|p| p.borrow_mut().parse(text, None))
}

/// The spans of the block labels (`x:`) of the parse `root`, and of the
/// terminators of its unlabelled entry blocks: a candidate that changes
/// none of them needs no [`mend`], since only a missing block leaves a
/// branch or a `phi` to mend.
pub fn watched(root: Node) -> Vec<(u32, u32)> {
    let span = |n: Node| (n.start_byte() as u32, n.end_byte() as u32);
    let mut spans: Vec<(u32, u32)> = leaves_of(root)
        .filter(|l| l.kind() == "label")
        .map(span)
        .collect();
    for define in children_of_kind(root, "fn_define") {
        let Some(body) = define.child_by_field_name("body") else {
            continue;
        };
        let entry = named_children(body)
            .into_iter()
            .take_while(|c| c.kind() != "label")
            .filter(|c| c.kind() == "instruction")
            .last();
        spans.extend(entry.map(span));
    }
    spans.sort_unstable();
    spans
}

/// Whether `text`, a sigil and what follows, is a number's name (`%3`,
/// `@0`, `!12`): LLVM gives those in order, or refers to nodes by them.
fn is_numbered(text: &[u8]) -> bool {
    text.len() > 1 && text[1..].iter().all(u8::is_ascii_digit)
}

/// How many uses in the parse `root` of `source` name nothing it
/// defines: a local value or block of their function, a global or
/// function, a named type, a metadata node, an attribute group. LLVM
/// refuses each ("use of undefined value"); the syntax check counts them
/// as errors. Numbered locals are left out where the function has any
/// (an unnamed instruction's or block's number is implicit), as are
/// numbered globals and types where the file has any.
pub fn undefined(source: &[u8], root: Node) -> usize {
    // Module-level names, defined and used, by sigil ('%' for types).
    let mut defined: HashSet<&[u8]> = HashSet::new();
    let mut used: Vec<&[u8]> = Vec::new();
    let mut undefined = 0;
    for leaf in leaves_of(root).filter(|l| l.is_named()) {
        let Some(parent) = leaf.parent() else {
            continue;
        };
        let t = node_text(source, leaf);
        match leaf.kind() {
            "global_var" => match parent.kind() {
                "global_global" | "alias" | "ifunc" | "function_header" => {
                    defined.insert(t);
                }
                _ => used.push(t),
            },
            "local_var" if parent.kind() == "global_type" => {
                defined.insert(t);
            }
            "local_var" if parent.kind() == "type" => used.push(t),
            "metadata_ref" => match parent.kind() {
                "global_metadata" => {
                    defined.insert(t);
                }
                // A node's number; `!DILocation(` and the like are kinds.
                _ if is_numbered(t) => used.push(t),
                _ => {}
            },
            "attr_ref" => match parent.kind() {
                "unnamed_attr_grp" => {
                    defined.insert(t);
                }
                _ => used.push(t),
            },
            _ => {}
        }
    }
    let numbered_at_top = defined
        .iter()
        .any(|t| is_numbered(t) && t[0] != b'!' && t[0] != b'#');
    undefined += (used.iter())
        .filter(|t| {
            !(defined.contains(*t)
                || numbered_at_top && is_numbered(t) && t[0] != b'!' && t[0] != b'#')
        })
        .count();
    for define in children_of_kind(root, "fn_define") {
        undefined += undefined_locals(source, define);
    }
    undefined
}

/// The uses of local values and blocks in the function `define` that it
/// does not define (see [`undefined`]).
fn undefined_locals(source: &[u8], define: Node) -> usize {
    let mut defined: HashSet<Vec<u8>> = HashSet::new();
    let mut used: Vec<&[u8]> = Vec::new();
    let mut numbered = false;
    for leaf in leaves_of(define).filter(|l| l.is_named()) {
        let Some(parent) = leaf.parent() else {
            continue;
        };
        let t = node_text(source, leaf);
        match leaf.kind() {
            "label" => {
                defined.insert([b"%", &t[..t.len() - 1]].concat());
                numbered |= t[..t.len() - 1].iter().all(u8::is_ascii_digit);
            }
            "local_var" if in_type(leaf) => {}
            "local_var" => {
                numbered |= is_numbered(t);
                if parent.kind() == "instruction" || in_header_arguments(leaf) {
                    defined.insert(t.to_vec());
                } else if parent.kind() != "blockaddress" {
                    used.push(t);
                }
            }
            _ => {}
        }
    }
    (used.iter())
        .filter(|t| !(defined.contains(**t) || numbered && is_numbered(t)))
        .count()
        + branches_to_entry(source, define)
}

/// The branches in the function `define` to its first block, which LLVM
/// refuses ("entry block to function must not have predecessors").
fn branches_to_entry(source: &[u8], define: Node) -> usize {
    let Some(body) = define.child_by_field_name("body") else {
        return 0;
    };
    let Some(first) = named_children(body).into_iter().next() else {
        return 0;
    };
    if first.kind() != "label" {
        return 0;
    }
    let label = node_text(source, first);
    let entry = [b"%", &label[..label.len() - 1]].concat();
    (edges::block_names(source, body).into_iter())
        .filter(|name| *name == entry.as_slice())
        .count()
}

/// Whether a local leaf is a parameter's name in its function's header.
fn in_header_arguments(leaf: Node) -> bool {
    let mut node = leaf;
    while let Some(parent) = node.parent() {
        match parent.kind() {
            "argument_list" => {
                return parent
                    .parent()
                    .is_some_and(|h| h.kind() == "function_header");
            }
            "function_body" | "fn_define" => return false,
            _ => node = parent,
        }
    }
    false
}

/// Marks what deleting an instruction or a basic block of `tree` (whose
/// tree-sitter parse is `root`) takes along (see [`Tree::set_companions`]),
/// llvm-reduce's way, where a plain deletion leaves uses of an undefined
/// value: the uses of an instruction's result, or of a block's results,
/// elsewhere become `undef`, a value of every type. The branches and
/// `phi` entries that lead from or to a deleted block are each
/// candidate's repair ([`mend`]): what they become depends on which other
/// blocks go too.
pub fn mark_uses(tree: &mut Tree, root: Node) {
    let source = tree.source();
    let of_kind = |kind: &str| -> Vec<((u32, u32), NodeId)> {
        let mut found: Vec<((u32, u32), NodeId)> = (1..tree.len() as u32)
            .map(NodeId)
            .filter(|&id| tree.kind(id) == kind)
            .map(|id| ((tree.node(id).start, tree.node(id).end), id))
            .collect();
        found.sort_unstable();
        found
    };
    let instructions: HashMap<(u32, u32), NodeId> = of_kind("instruction").into_iter().collect();
    let blocks = of_kind(crate::tree::BLOCK);
    let mut marks: Vec<(NodeId, Vec<Companion>)> = Vec::new();
    for define in children_of_kind(root, "fn_define") {
        let Some(body) = define.child_by_field_name("body") else {
            continue;
        };
        let uses = value_uses(source, body);
        let children = named_children(body);
        let uses_outside = |name: &[u8], (start, end): (u32, u32)| -> Vec<Companion> {
            (uses.get(name).into_iter().flatten())
                .filter(|&&(s, _)| s < start || s >= end)
                .map(|&(s, e)| (s, e, UNDEF))
                .collect()
        };
        for &child in children.iter().filter(|c| c.kind() == "instruction") {
            let span = (child.start_byte() as u32, child.end_byte() as u32);
            let result = result_and_op(child).map(|(result, _)| result);
            if let (Some(result), Some(&id)) = (result, instructions.get(&span)) {
                let edits = uses_outside(node_text(source, result), span);
                if !edits.is_empty() {
                    marks.push((id, edits));
                }
            }
        }
        let (from, to) = (body.start_byte() as u32, body.end_byte() as u32);
        let first = blocks.partition_point(|&((s, _), _)| s < from);
        let last = blocks.partition_point(|&((s, _), _)| s < to);
        for &((start, end), id) in &blocks[first..last] {
            let members = &children[children.partition_point(|c| (c.start_byte() as u32) < start)
                ..children.partition_point(|c| (c.start_byte() as u32) < end)];
            if members.first().is_none_or(|c| c.kind() != "label") {
                continue;
            };
            let mut edits: Vec<Companion> = (members.iter())
                .filter_map(|&m| result_and_op(m))
                .flat_map(|(result, _)| uses_outside(node_text(source, result), (start, end)))
                .collect();
            edits.sort_unstable();
            marks.push((id, edits));
        }
    }
    for (id, edits) in marks {
        let edits = edits
            .into_iter()
            .map(|(s, e, text)| (s, e, Some(text.as_bytes())))
            .collect();
        tree.set_companions(id, edits);
    }
}

/// An edit a deletion makes besides: a span and its new text.
type Companion = (u32, u32, &'static str);

/// What a value whose definition went becomes.
const UNDEF: &str = "undef";

/// Whether a `%name` leaf names a type (`%struct.s`, `%0 = type {...}`),
/// not a value.
fn in_type(leaf: Node) -> bool {
    leaf.parent()
        .is_some_and(|p| matches!(p.kind(), "type" | "global_type"))
}

/// Where to put the label `vN:`, and `vN`, first in a function's body whose unlabeled entry
/// block has the implicit number N (after its numbered arguments) and is
/// referred to as `%N` (a `phi`'s incoming block): with every other
/// number made a name, it would be `%0` otherwise.
fn entry_label(source: &[u8], define: Node) -> Option<(usize, Vec<u8>)> {
    let body = define.child_by_field_name("body")?;
    let mut cursor = body.walk();
    let first = body.named_children(&mut cursor).next()?;
    if first.kind() == "label" {
        return None;
    }
    let header = define
        .named_children(&mut define.walk())
        .find(|c| c.kind() == "function_header")?;
    let arguments = header.child_by_field_name("arguments")?;
    let numbered = leaves_of(arguments)
        .filter(|l| l.kind() == "local_var" && !in_type(*l))
        .filter(|l| {
            source[l.start_byte() + 1..l.end_byte()]
                .iter()
                .all(u8::is_ascii_digit)
        })
        .count();
    let entry = format!("%{numbered}");
    let referred = leaves_of(body).any(|l| {
        l.kind() == "local_var"
            && !in_type(l)
            && &source[l.start_byte()..l.end_byte()] == entry.as_bytes()
    });
    let defined = leaves_of(body).any(|l| {
        let t = &source[l.start_byte()..l.end_byte()];
        l.is_named() && l.kind() == "label" && t.strip_suffix(b":") == Some(&entry.as_bytes()[1..])
    });
    (referred && !defined).then(|| (first.start_byte(), format!("v{numbered}").into_bytes()))
}

/// The named children of `node` of kind `kind`.
fn children_of_kind<'t>(node: Node<'t>, kind: &'static str) -> impl Iterator<Item = Node<'t>> {
    let mut cursor = node.walk();
    let children: Vec<Node> = node.named_children(&mut cursor).collect();
    children.into_iter().filter(move |c| c.kind() == kind)
}

/// The result (`%x` before `=`) and the operation of an instruction.
fn result_and_op(instruction: Node) -> Option<(Node, Node)> {
    let mut cursor = instruction.walk();
    let mut children = instruction.named_children(&mut cursor);
    let first = children.next()?;
    if first.kind() != "local_var" {
        return None;
    }
    Some((first, children.next()?))
}

/// Where each local value of `body` is used as a value (not as a type, a
/// result or a label), by name.
fn value_uses<'s>(source: &'s [u8], body: Node) -> HashMap<&'s [u8], Vec<(u32, u32)>> {
    let mut uses: HashMap<&[u8], Vec<(u32, u32)>> = HashMap::new();
    for leaf in leaves_of(body) {
        if leaf.kind() != "local_var" || in_type(leaf) {
            continue;
        }
        let is_result = leaf.parent().is_some_and(|p| p.kind() == "instruction");
        let in_value = leaf
            .parent()
            .is_some_and(|p| p.kind() == "var" || p.kind() == "value");
        let labelled = enclosing_type_and_value(leaf).is_some_and(|tv| {
            tv.named_child(0)
                .is_some_and(|t| t.kind() == "type" && node_text(source, t) == b"label")
        });
        if is_result || !in_value || labelled {
            continue;
        }
        let text = &source[leaf.start_byte()..leaf.end_byte()];
        uses.entry(text)
            .or_default()
            .push((leaf.start_byte() as u32, leaf.end_byte() as u32));
    }
    uses
}

/// The `type_and_value` a leaf's value stands in, if it stands directly
/// in one.
fn enclosing_type_and_value(leaf: Node) -> Option<Node> {
    let mut node = leaf.parent()?;
    while matches!(node.kind(), "var" | "value") {
        node = node.parent()?;
    }
    (node.kind() == "type_and_value").then_some(node)
}

fn node_text<'s>(source: &'s [u8], node: Node) -> &'s [u8] {
    &source[node.start_byte()..node.end_byte()]
}

/// Every leaf under `node`, in document order (no recursion: an input's
/// tree may be deep).
fn leaves_of(node: Node) -> impl Iterator<Item = Node> {
    let mut cursor = node.walk();
    let mut done = false;
    std::iter::from_fn(move || {
        while !done {
            if cursor.goto_first_child() {
                continue;
            }
            let leaf = cursor.node();
            if leaf == node {
                done = true;
                return Some(leaf);
            }
            loop {
                if cursor.goto_next_sibling() {
                    break;
                }
                if !cursor.goto_parent() || cursor.node() == node {
                    done = true;
                    break;
                }
            }
            return Some(leaf);
        }
        None
    })
}

/// The named children of `node`.
fn named_children(node: Node) -> Vec<Node> {
    let mut cursor = node.walk();
    node.named_children(&mut cursor).collect()
}

/// A function whose type an edit may change: defined in the module and
/// named nowhere else in it (no call, no address taken), so that no
/// caller needs the new type too.
struct Uncalled<'t> {
    define: Node<'t>,
    header: Node<'t>,
    body: Node<'t>,
}

/// The most instructions a function may have for the edits of its whole
/// text (`returns`, `arguments`): each such edit of a function parses
/// its new text once, so a function of n instructions costs n parses of
/// n lines per round.
const MAX_EDITED_INSTRUCTIONS: usize = 400;

/// The rewrite that makes the function `define` (of `before` tokens) read
/// `text`: an edit of its whole text, of which only one per function is
/// applied at a time.
fn function_rewrite(define: Node, before: u64, text: Vec<u8>) -> Rewrite {
    let after = parsed(&text).map_or(before, |t| token_count(t.root_node()));
    Rewrite {
        spans: vec![(define.start_byte() as u32, define.end_byte() as u32)],
        text,
        cuts: Vec::new(),
        tokens_saved: before.saturating_sub(after),
    }
}

/// The [`Uncalled`] functions of the parse `root` of `source` of at most
/// [`MAX_EDITED_INSTRUCTIONS`] instructions; none where the parse has
/// errors.
fn uncalled<'t>(source: &[u8], root: Node<'t>) -> Vec<Uncalled<'t>> {
    if root.has_error() {
        return Vec::new();
    }
    let mut named: HashMap<&[u8], usize> = HashMap::new();
    for leaf in leaves_of(root).filter(|l| l.kind() == "global_var") {
        *named.entry(node_text(source, leaf)).or_default() += 1;
    }
    let mut out = Vec::new();
    for define in children_of_kind(root, "fn_define") {
        let header = children_of_kind(define, "function_header").next();
        let name = header.and_then(|h| h.child_by_field_name("name"));
        let body = define.child_by_field_name("body");
        if let (Some(header), Some(name), Some(body)) = (header, name, body)
            && named.get(node_text(source, name)) == Some(&1)
            && children_of_kind(body, "instruction").count() <= MAX_EDITED_INSTRUCTIONS
        {
            out.push(Uncalled {
                define,
                header,
                body,
            });
        }
    }
    out
}

/// The tokens of `node` as the tree counts them: its leaves, comments
/// left out.
fn token_count(node: Node) -> u64 {
    leaves_of(node).filter(|l| l.kind() != "comment").count() as u64
}

/// `source[span]` with `edits` (spans of `source` and their new texts,
/// sorted by start, inside the span) made; an edit that starts inside an
/// earlier one is left out.
fn spliced(source: &[u8], span: (usize, usize), edits: &[(usize, usize, Vec<u8>)]) -> Vec<u8> {
    let mut out = Vec::with_capacity(span.1 - span.0);
    let mut at = span.0;
    for (start, end, text) in edits {
        if *start < at {
            continue;
        }
        out.extend_from_slice(&source[at..*start]);
        out.extend_from_slice(text);
        at = *end;
    }
    out.extend_from_slice(&source[at..span.1]);
    out
}

/// A name as the names pass groups it: its sigil and the rest.
type Name<'s> = (u8, &'s [u8]);

/// The names pass for IR: each name of a value, block (with its label
/// `x:`), type, global, function or comdat a shorter unused one, its sigil
/// kept. Intrinsics (`@llvm.*`), quoted names and numbered ones (`%3`,
/// whose number is its place) keep theirs, and so do metadata and
/// attribute groups: a node's `!5` may not become a name (`!a` would be
/// named metadata, which no operand may use), `#0` is nothing else.
pub fn renames(tree: &Tree, root: Node) -> Vec<Rewrite> {
    let source = tree.source();
    // Per (sigil, name), its spans without the sigil.
    let mut groups: HashMap<Name, Vec<(u32, u32)>> = HashMap::new();
    let mut used: HashSet<(u8, &[u8])> = HashSet::new();
    for leaf in leaves_of(root).filter(|l| l.is_named()) {
        let (start, end) = (leaf.start_byte(), leaf.end_byte());
        let t = &source[start..end];
        let (sigil, name, at) = match leaf.kind() {
            // A leaf of no bytes has no sigil (a candidate's parse had one).
            _ if t.is_empty() => continue,
            "local_var" | "global_var" | "metadata_ref" | "attr_ref" | "comdat_ref" => {
                (t[0], &t[1..], start + 1)
            }
            "label" => (b'%', &t[..t.len() - 1], start),
            _ => continue,
        };
        used.insert((sigil, name));
        let reserved = name.starts_with(b"llvm.")
            || name.first() == Some(&b'"')
            || name.iter().all(u8::is_ascii_digit);
        if matches!(sigil, b'#' | b'!') || reserved {
            continue;
        }
        groups
            .entry((sigil, name))
            .or_default()
            .push((at as u32, (at + name.len()) as u32));
    }
    let mut groups: Vec<(Name, Vec<(u32, u32)>)> = groups.into_iter().collect();
    groups.sort_by_key(|((sigil, name), spans)| {
        (
            std::cmp::Reverse(name.len() * spans.len()),
            *sigil,
            spans[0],
        )
    });
    let mut fresh: HashMap<u8, usize> = HashMap::new();
    let mut out = Vec::new();
    for ((sigil, name), spans) in groups {
        let counter = fresh.entry(sigil).or_insert(0);
        let new = loop {
            let candidate = super::related::short_name(*counter);
            if used.contains(&(sigil, candidate.as_bytes())) {
                *counter += 1;
                continue;
            }
            break candidate;
        };
        if new.len() >= name.len() {
            continue;
        }
        *counter += 1;
        out.push(Rewrite {
            spans,
            text: new.into_bytes(),
            cuts: Vec::new(),
            tokens_saved: 0,
        });
    }
    out.sort_by_key(|r| r.spans[0]);
    out
}

#[cfg(test)]
mod tests;
