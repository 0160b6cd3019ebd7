//! What LLVM IR means beyond its grammar: unnamed values are numbered in
//! order, so the input's numbers are made names first ([`named`]); an
//! instruction whose result is used goes with its uses made `undef`, and a
//! basic block with the branches to it ([`merges`]); names are renamed with
//! their sigils kept ([`renames`]).
//!
//! Invariant: reads the tree-sitter tree of one candidate, knows nothing of
//! algorithms or processes.

use crate::tree::{NodeId, Rewrite, Tree};
use std::collections::{HashMap, HashSet};
use tree_sitter::Node;

/// `source` with every numbered value made a name: `%3` becomes `%v3` (and
/// its block label `3:` becomes `v3:`), a numbered type `%1` becomes `%t1`,
/// a numbered global `@0` becomes `@g0`; an entry block whose implicit
/// number something refers to (a `phi`) gets a label of that name. LLVM
/// numbers unnamed values in order, so taking out one of them leaves every
/// later number wrong and the file unreadable: once named, any of them can
/// go. `None` where nothing is numbered, or a new name is taken already.
pub fn named(source: &[u8], root: Node) -> Option<Vec<u8>> {
    // (at, bytes to drop there, text to put in).
    let mut edits: Vec<(usize, usize, Vec<u8>)> = Vec::new();
    let mut taken: HashSet<Vec<u8>> = HashSet::new();
    let mut wanted: Vec<Vec<u8>> = Vec::new();
    let text = |n: Node| &source[n.start_byte()..n.end_byte()];
    for leaf in leaves_of(root).filter(|l| l.is_named()) {
        let t = text(leaf);
        match leaf.kind() {
            "local_var" | "global_var" => {
                taken.insert(t.to_vec());
                if !t[1..].is_empty() && t[1..].iter().all(u8::is_ascii_digit) {
                    let prefix: &[u8] = match (t[0], in_type(leaf)) {
                        (b'@', _) => b"g",
                        (_, true) => b"t",
                        (_, false) => b"v",
                    };
                    edits.push((leaf.start_byte() + 1, 0, prefix.to_vec()));
                    wanted.push([&t[..1], prefix, &t[1..]].concat());
                }
            }
            "label" => {
                let name = &t[..t.len() - 1];
                taken.insert([b"%", name].concat());
                if name.iter().all(u8::is_ascii_digit) {
                    edits.push((leaf.start_byte(), 0, b"v".to_vec()));
                    wanted.push([b"%v", name].concat());
                }
            }
            _ => {}
        }
    }
    for define in children_of_kind(root, "fn_define") {
        if let Some((at, name)) = entry_label(source, define) {
            edits.push((at, 0, [&name[..], b":\n  "].concat()));
            wanted.push([b"%", &name[..]].concat());
        }
    }
    if edits.is_empty() || wanted.iter().any(|w| taken.contains(w.as_slice())) {
        return None;
    }
    edits.sort_by_key(|e| e.0);
    let mut out = Vec::with_capacity(source.len() + edits.len() * 2);
    let mut at = 0;
    for (start, drop, insert) in edits {
        out.extend_from_slice(&source[at..start]);
        out.extend_from_slice(&insert);
        at = start + drop;
    }
    out.extend_from_slice(&source[at..]);
    Some(out)
}

/// How many uses in the parse `root` of `source` name nothing it
/// defines: a local value or block of their function, a global or
/// function, a named type, a metadata node, an attribute group. LLVM
/// refuses each ("use of undefined value"); the syntax check counts them
/// as errors. Numbered locals are left out where the function has any
/// (an unnamed instruction's or block's number is implicit), as are
/// numbered globals and types where the file has any.
pub fn undefined(source: &[u8], root: Node) -> usize {
    let text = |n: Node| &source[n.start_byte()..n.end_byte()];
    let numeric = |t: &[u8]| t.len() > 1 && t[1..].iter().all(u8::is_ascii_digit);
    // Module-level names, defined and used, by sigil ('%' for types).
    let mut defined: HashSet<&[u8]> = HashSet::new();
    let mut used: Vec<&[u8]> = Vec::new();
    let mut undefined = 0;
    for leaf in leaves_of(root).filter(|l| l.is_named()) {
        let Some(parent) = leaf.parent() else {
            continue;
        };
        let t = text(leaf);
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
                _ if numeric(t) => used.push(t),
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
        .any(|t| numeric(t) && t[0] != b'!' && t[0] != b'#');
    undefined += (used.iter())
        .filter(|t| {
            !(defined.contains(*t) || numbered_at_top && numeric(t) && t[0] != b'!' && t[0] != b'#')
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
    let text = |n: Node| &source[n.start_byte()..n.end_byte()];
    let numeric = |t: &[u8]| t.len() > 1 && t[1..].iter().all(u8::is_ascii_digit);
    let mut defined: HashSet<Vec<u8>> = HashSet::new();
    let mut used: Vec<&[u8]> = Vec::new();
    let mut numbered = false;
    for leaf in leaves_of(define).filter(|l| l.is_named()) {
        let Some(parent) = leaf.parent() else {
            continue;
        };
        let t = text(leaf);
        match leaf.kind() {
            "label" => {
                defined.insert([b"%", &t[..t.len() - 1]].concat());
                numbered |= t[..t.len() - 1].iter().all(u8::is_ascii_digit);
            }
            "local_var" if in_type(leaf) => {}
            "local_var" => {
                numbered |= numeric(t);
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
        .filter(|t| !(defined.contains(**t) || numbered && numeric(t)))
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

/// Marks each instruction of `tree` (whose tree-sitter parse is `root`)
/// that has a used result: deleting it makes its uses `undef` (see
/// [`Tree::set_companions`]), llvm-reduce's way of taking out an
/// instruction, where a plain deletion leaves uses of an undefined value.
pub fn mark_uses(tree: &mut Tree, root: Node) {
    let instructions: HashMap<(u32, u32), NodeId> = (1..tree.len() as u32)
        .map(NodeId)
        .filter(|&id| tree.kind(id) == "instruction")
        .map(|id| ((tree.node(id).start, tree.node(id).end), id))
        .collect();
    let source = tree.source().to_vec();
    for define in children_of_kind(root, "fn_define") {
        let Some(body) = define.child_by_field_name("body") else {
            continue;
        };
        let uses = value_uses(&source, body);
        for child in named_children(body) {
            let Some((result, _)) = result_and_op(child) else {
                continue;
            };
            let span = (child.start_byte() as u32, child.end_byte() as u32);
            let (Some(spans), Some(&id)) = (
                uses.get(node_text(&source, result)),
                instructions.get(&span),
            ) else {
                continue;
            };
            let outside: Vec<(u32, u32)> = (spans.iter())
                .filter(|&&(s, _)| s < span.0 || s >= span.1)
                .copied()
                .collect();
            if !outside.is_empty() {
                tree.set_companions(id, outside, b"undef");
            }
        }
    }
}

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

/// Instructions that may not go while their block stays: they end it, or
/// must open it, or their result is a token no constant stands for.
const KEPT_INSTRUCTIONS: [&str; 7] = [
    "instruction_invoke",
    "instruction_callbr",
    "instruction_landingpad",
    "instruction_catchswitch",
    "instruction_catchpad",
    "instruction_cleanuppad",
    "instruction_phi",
];

/// The merges round's IR edits (llvm-reduce's instruction and block
/// passes, where no single deletion does it):
/// - each instruction whose result is used goes, each use becoming
///   `undef` (valid for every type a value has);
/// - each basic block but the entry goes with the edges to it: a
///   conditional branch to it becomes an unconditional one to its other
///   target, a `switch` case to it goes, a `phi`'s entry for it goes.
pub fn merges(tree: &Tree, root: Node) -> Vec<Rewrite> {
    let source = tree.source();
    let mut out = Vec::new();
    for define in children_of_kind(root, "fn_define") {
        let Some(body) = define.child_by_field_name("body") else {
            continue;
        };
        let uses = value_uses(source, body);
        let mut cursor = body.walk();
        for child in body.named_children(&mut cursor) {
            if child.kind() != "instruction" {
                continue;
            }
            let Some((result, op)) = result_and_op(child) else {
                continue;
            };
            if KEPT_INSTRUCTIONS.contains(&op.kind()) {
                continue;
            }
            let name = &source[result.start_byte()..result.end_byte()];
            let spans: Vec<(u32, u32)> = (uses.get(name).into_iter().flatten())
                .filter(|&&(s, _)| {
                    s as usize >= child.end_byte() || (s as usize) < child.start_byte()
                })
                .copied()
                .collect();
            if spans.is_empty() {
                continue; // a plain deletion: the shrinking passes try it
            }
            out.push(Rewrite {
                spans,
                text: b"undef".to_vec(),
                cuts: vec![(child.start_byte() as u32, child.end_byte() as u32)],
                tokens_saved: tree_tokens(tree, child),
            });
        }
        out.extend(blocks(tree, body));
    }
    out.sort_by_key(|r| r.cuts[0]);
    out
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

/// The tokens of `tree` inside `node`'s span.
fn tree_tokens(tree: &Tree, node: Node) -> u64 {
    tokens_in(tree, node.start_byte() as u32, node.end_byte() as u32)
}

/// The tokens of `tree` inside the span `start..end`.
fn tokens_in(tree: &Tree, start: u32, end: u32) -> u64 {
    let spans = tree.token_spans();
    let from = spans.partition_point(|t| t.0 < start);
    (spans[from..].iter())
        .take_while(|t| t.1 <= end)
        .map(|t| u64::from(t.2))
        .sum()
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

/// One rewrite per labelled block of `body` but the entry that the
/// branches to it can do without (see [`merges`]): the block goes, with
/// its edges, and the uses of its results elsewhere become `undef`.
fn blocks(tree: &Tree, body: Node) -> Vec<Rewrite> {
    let source = tree.source();
    let mut cursor = body.walk();
    let children: Vec<Node> = body.named_children(&mut cursor).collect();
    let uses = value_uses(source, body);
    let mut out = Vec::new();
    for (i, child) in children.iter().enumerate().skip(1) {
        if child.kind() != "label" {
            continue;
        }
        let label = node_text(source, *child);
        let name = [b"%", &label[..label.len() - 1]].concat();
        let members: Vec<Node> = (children[i + 1..].iter())
            .take_while(|c| c.kind() == "instruction")
            .copied()
            .collect();
        let (start, end) = (
            child.start_byte(),
            members.last().unwrap_or(child).end_byte(),
        );
        let mut cuts = vec![(start as u32, end as u32)];
        let mut possible = true;
        for other in children.iter().filter(|c| c.kind() == "instruction") {
            if other.start_byte() >= start && other.end_byte() <= end {
                continue;
            }
            let Some(op) = result_and_op(*other)
                .map(|(_, op)| op)
                .or(other.named_child(0))
            else {
                continue;
            };
            match edge_cuts(source, op, &name) {
                Some(found) => cuts.extend(found),
                None => possible = false,
            }
        }
        if !possible {
            continue;
        }
        cuts.sort();
        let inside_a_cut = |at: u32| cuts.iter().any(|&(s, e)| s <= at && at < e);
        let spans: Vec<(u32, u32)> = (members.iter())
            .filter_map(|m| result_and_op(*m).map(|(result, _)| node_text(source, result)))
            .flat_map(|result| uses.get(result).into_iter().flatten())
            .filter(|&&(s, _)| !inside_a_cut(s))
            .copied()
            .collect();
        let mut spans = spans;
        spans.sort();
        let tokens_saved = cuts.iter().map(|&(s, e)| tokens_in(tree, s, e)).sum();
        out.push(Rewrite {
            spans,
            text: b"undef".to_vec(),
            cuts,
            tokens_saved,
        });
    }
    out
}

/// What goes of the terminator or `phi` `op` with the block `name`: the
/// spans that drop its edges to the block, or `None` where an edge cannot
/// go (an unconditional branch to it, a `switch`'s default, an `invoke`).
fn edge_cuts(source: &[u8], op: Node, name: &[u8]) -> Option<Vec<(u32, u32)>> {
    let names_block =
        |tv: Node| leaves_of(tv).any(|l| l.kind() == "local_var" && node_text(source, l) == name);
    let span = |a: usize, b: usize| (a as u32, b as u32);
    match op.kind() {
        "instruction_br" => {
            let kids = named_children(op);
            match kids.as_slice() {
                [only] if names_block(*only) => None,
                [condition, then, otherwise] => match (names_block(*then), names_block(*otherwise))
                {
                    (true, true) => None,
                    (true, false) => {
                        Some(vec![span(condition.start_byte(), otherwise.start_byte())])
                    }
                    (false, true) => Some(vec![
                        span(condition.start_byte(), then.start_byte()),
                        span(then.end_byte(), otherwise.end_byte()),
                    ]),
                    (false, false) => Some(Vec::new()),
                },
                _ => Some(Vec::new()),
            }
        }
        "instruction_switch" => {
            let kids = named_children(op);
            if kids.len() < 2 {
                return Some(Vec::new());
            }
            if names_block(kids[1]) {
                return None; // the default
            }
            let mut cuts = Vec::new();
            for case in kids[2..].chunks(2) {
                if let [value, target] = case
                    && names_block(*target)
                {
                    cuts.push(span(value.start_byte(), target.end_byte()));
                }
            }
            Some(cuts)
        }
        "instruction_phi" => {
            // Entries `[ v, %b ]`: the incoming block is a direct local_var.
            let mut cursor = op.walk();
            let mut cuts = Vec::new();
            let mut entries = 0;
            let mut open = None;
            for child in op.children(&mut cursor) {
                match child.kind() {
                    "[" => open = Some(child.start_byte()),
                    "local_var" if node_text(source, child) == name => {
                        let from = open.unwrap_or(child.start_byte());
                        let to = next_close(op, child).unwrap_or(child.end_byte());
                        cuts.push((from, to));
                    }
                    "]" => entries += 1,
                    _ => {}
                }
            }
            if cuts.len() == entries && entries > 0 {
                return None; // its only entries: the phi would be empty
            }
            // Each entry goes with the comma before it, or after it for the first.
            let all = op.children(&mut op.walk()).collect::<Vec<_>>();
            Some(
                cuts.into_iter()
                    .map(|(from, to)| comma_widened(&all, from, to))
                    .map(|(a, b)| span(a, b))
                    .collect(),
            )
        }
        "instruction_indirectbr"
        | "instruction_invoke"
        | "instruction_callbr"
        | "instruction_catchswitch"
        | "instruction_cleanupret"
        | "instruction_catchret" => (!leaves_of(op)
            .any(|l| l.kind() == "local_var" && node_text(source, l) == name))
        .then(Vec::new),
        _ => {
            // A block's address taken elsewhere (`blockaddress`) keeps it.
            (!leaves_of(op).any(|l| {
                l.kind() == "local_var"
                    && node_text(source, l) == name
                    && l.parent().is_some_and(|p| p.kind() == "blockaddress")
            }))
            .then(Vec::new)
        }
    }
}

/// The named children of `node`.
fn named_children(node: Node) -> Vec<Node> {
    let mut cursor = node.walk();
    node.named_children(&mut cursor).collect()
}

/// The end of the `]` that closes the phi entry holding `inside`.
fn next_close(op: Node, inside: Node) -> Option<usize> {
    let mut cursor = op.walk();
    op.children(&mut cursor)
        .find(|c| c.kind() == "]" && c.start_byte() >= inside.end_byte())
        .map(|c| c.end_byte())
}

/// The span `from..to` of a phi entry widened to the comma before it, or
/// to the one after it when it comes first.
fn comma_widened(children: &[Node], from: usize, to: usize) -> (usize, usize) {
    let before = children
        .iter()
        .rev()
        .find(|c| c.end_byte() <= from && c.kind() == ",");
    let first_entry = !children
        .iter()
        .any(|c| c.kind() == "]" && c.end_byte() <= from);
    match (first_entry, before) {
        (false, Some(comma)) => (comma.start_byte(), to),
        _ => {
            let after = children
                .iter()
                .find(|c| c.start_byte() >= to && c.kind() == ",");
            (from, after.map_or(to, |c| c.end_byte()))
        }
    }
}

/// A name as the names pass groups it: its sigil and the rest.
type Name<'s> = (u8, &'s [u8]);

/// The names pass for IR: each name (`@f`, `%x`, `!n`, `#0` with its label
/// `x:`) a shorter unused one, its sigil kept. Intrinsics (`@llvm.*`) and
/// named metadata that LLVM reads by name (`!llvm.*`) keep theirs.
pub fn renames(tree: &Tree, root: Node) -> Vec<Rewrite> {
    let source = tree.source();
    // Per (sigil, name), its spans without the sigil.
    let mut groups: HashMap<Name, Vec<(u32, u32)>> = HashMap::new();
    let mut used: HashSet<(u8, &[u8])> = HashSet::new();
    for leaf in leaves_of(root).filter(|l| l.is_named()) {
        let (start, end) = (leaf.start_byte(), leaf.end_byte());
        let t = &source[start..end];
        let (sigil, name, at) = match leaf.kind() {
            "local_var" | "global_var" | "metadata_ref" | "attr_ref" | "comdat_ref" => {
                (t[0], &t[1..], start + 1)
            }
            "label" => (b'%', &t[..t.len() - 1], start),
            _ => continue,
        };
        used.insert((sigil, name));
        let reserved = name.starts_with(b"llvm.") || name.first() == Some(&b'"');
        if sigil == b'#' || reserved {
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
