//! A candidate's control flow made whole again after basic blocks went:
//! each terminator drops its edges to blocks that are gone, and each `phi`
//! keeps the entries of the blocks that still lead to it. Which edits a
//! block's deletion needs depends on which other blocks go with it (a
//! conditional branch whose two targets both go returns;
//! a `phi` that loses its first two entries loses the comma between
//! them), so they are made on each rendered candidate rather than fixed
//! per block: the tree's fixed companions, applied in any combination,
//! left `br label` to a deleted block or `phi i8* , [ ... ]`, and the
//! syntax check refused 68 of the 87 tests of llvm-gun-interleave-remark's
//! first run of block deletions.
//!
//! Invariant: reads one candidate's text and its tree-sitter parse, knows
//! nothing of trees or algorithms.

use super::{leaves_of, named_children, node_text, result_and_op};
use std::collections::{HashMap, HashSet};
use tree_sitter::Node;

/// `source` (whose parse is `root`) with every function's terminators and
/// `phi`s made to agree with the blocks it still has:
/// - a conditional branch to a missing block branches to its other target
///   only, or returns when both are missing;
/// - an unconditional branch, a `switch` whose default, or any other
///   terminator one of whose targets, is missing becomes a `ret` (of
///   `undef`, or `void`);
/// - a `switch` case to a missing block goes;
/// - a `phi` keeps the entries whose incoming block still branches to its
///   block, and becomes `freeze <type> undef` (a value of its type, in a
///   block nothing reaches) when none is left;
/// - where the entry block went and a branch leads to the first block
///   left, a new entry block in front of it branches there, and its `phi`s
///   take an `undef` entry from that block;
/// - a function left without blocks is `unreachable`.
///
/// `None` where there is nothing to do, or the parse has errors (the
/// syntax check refuses the candidate anyway).
pub fn rejoined(source: &[u8], root: Node) -> Option<Vec<u8>> {
    if root.has_error() {
        return None;
    }
    let mut edits: Vec<Edit> = Vec::new();
    for define in named_children(root)
        .into_iter()
        .filter(|c| c.kind() == "fn_define")
    {
        if let Some(body) = define.child_by_field_name("body") {
            edits.extend(function_edits(source, body, &exit(source, define)));
        }
    }
    if edits.is_empty() {
        return None;
    }
    edits.sort_by_key(|e| e.0);
    Some(super::spliced(source, (0, source.len()), &edits))
}

/// A span of the candidate and its new text.
type Edit = (usize, usize, Vec<u8>);

/// The key of an unlabelled entry block among a block's predecessors.
const ENTRY: &[u8] = b"";

/// The terminator that leaves the function `define`: `ret void`, or
/// `ret <type> undef`.
fn exit(source: &[u8], define: Node) -> Vec<u8> {
    let ty = named_children(define)
        .into_iter()
        .find(|c| c.kind() == "function_header")
        .and_then(|h| named_children(h).into_iter().find(|c| c.kind() == "type"));
    match ty.map(|t| node_text(source, t)) {
        Some(b"void") | None => b"ret void".to_vec(),
        Some(ty) => [b"ret ", ty, b" undef"].concat(),
    }
}

/// One basic block of a function body: its name (`%x`, none for an
/// unlabelled entry block), where it starts, and its instructions.
struct Block<'t> {
    name: Option<Vec<u8>>,
    start: usize,
    instructions: Vec<Node<'t>>,
}

/// The edits (spans of `source` and their new texts) that make `body`'s
/// control flow agree with the blocks it has.
fn function_edits(source: &[u8], body: Node, exit: &[u8]) -> Vec<Edit> {
    let mut blocks: Vec<Block> = vec![Block {
        name: None,
        start: body.start_byte(),
        instructions: Vec::new(),
    }];
    for child in named_children(body) {
        match child.kind() {
            "label" => {
                let label = node_text(source, child);
                blocks.push(Block {
                    name: Some([b"%", &label[..label.len() - 1]].concat()),
                    start: child.start_byte(),
                    instructions: Vec::new(),
                });
            }
            "instruction" => blocks.last_mut().unwrap().instructions.push(child),
            _ => {}
        }
    }
    // The entry block went with the blocks after it, which left a function
    // without a block: it never returns.
    let Some(entry) = blocks.iter().position(|b| !b.instructions.is_empty()) else {
        let whole = (body.start_byte(), body.end_byte());
        return vec![(whole.0, whole.1, b"{\n  unreachable\n}".to_vec())];
    };
    let defined: HashSet<&[u8]> = blocks.iter().filter_map(|b| b.name.as_deref()).collect();
    let missing = |target: Node| -> bool {
        block_names(source, target)
            .iter()
            .any(|name| !defined.contains(name))
    };
    let mut edits = Vec::new();
    // Each block's successors once its terminator is made whole.
    let mut predecessors: HashMap<&[u8], HashSet<&[u8]>> = HashMap::new();
    for block in &blocks {
        let Some(&last) = block.instructions.last() else {
            continue;
        };
        let op = operation(last);
        let (new, targets) = terminator(source, (last, op), exit, &missing);
        if let Some((start, end, text)) = new {
            edits.push((start, end, text));
        }
        let from: &[u8] = block.name.as_deref().unwrap_or(ENTRY);
        for target in targets {
            predecessors.entry(target).or_default().insert(from);
        }
    }
    // Where the entry block went, the first block left starts the
    // function; a branch to it (a loop's) is refused, so a new entry
    // block in front of it branches there.
    let mut fresh_entry: Option<Vec<u8>> = None;
    if let Some(first) = blocks[entry].name.as_deref()
        && predecessors.get(first).is_some_and(|p| !p.is_empty())
    {
        let name = fresh_name(source, body, b"%entry");
        let text = [&name[1..], b":\n  br label ", first, b"\n"].concat();
        let at = blocks[entry].start;
        edits.push((at, at, text));
        fresh_entry = Some(name);
    }
    let none = HashSet::new();
    // An unlabelled entry block's name is its implicit number, `%N`: an
    // incoming block of that form that no label defines.
    let from_entry = |incoming: &[u8]| {
        blocks[0].name.is_none()
            && !defined.contains(incoming)
            && incoming.len() > 1
            && incoming[1..].iter().all(u8::is_ascii_digit)
    };
    for (at, block) in blocks.iter().enumerate() {
        let into = block
            .name
            .as_deref()
            .and_then(|n| predecessors.get(n))
            .unwrap_or(&none);
        let new_from = fresh_entry.as_deref().filter(|_| at == entry);
        for &instruction in &block.instructions {
            let op = operation(instruction);
            if op.kind() == "instruction_phi"
                && let Some(edit) = phi(
                    source,
                    op,
                    |b| into.contains(b) || (from_entry(b) && into.contains(ENTRY)),
                    new_from,
                )
            {
                edits.push(edit);
            }
        }
    }
    edits
}

/// `base`, or `base` with the first number after it that makes it a name
/// no leaf of `body` has.
fn fresh_name(source: &[u8], body: Node, base: &[u8]) -> Vec<u8> {
    let taken: HashSet<&[u8]> = leaves_of(body)
        .map(|l| {
            let t = node_text(source, l);
            match l.kind() {
                "label" => &t[..t.len() - 1],
                _ => t.strip_prefix(b"%").unwrap_or(t),
            }
        })
        .collect();
    (0..)
        .map(|n| match n {
            0 => base.to_vec(),
            n => [base, n.to_string().as_bytes()].concat(),
        })
        .find(|name| !taken.contains(&name[1..]))
        .expect("some number makes a fresh name")
}

/// An instruction's operation: what follows its `%x =`, or all of it.
fn operation(instruction: Node) -> Node {
    result_and_op(instruction)
        .map(|(_, op)| op)
        .or_else(|| instruction.named_child(0))
        .unwrap_or(instruction)
}

/// The `%names` of blocks `node` holds as `label %x` operands (its local
/// values directly in a `type_and_value` whose type is `label`, or the
/// whole `label %x` node).
pub(super) fn block_names<'s>(source: &'s [u8], node: Node) -> Vec<&'s [u8]> {
    let mut names = Vec::new();
    let mut stack = vec![node];
    while let Some(n) = stack.pop() {
        if n.kind() == "type_and_value"
            && n.named_child(0)
                .is_some_and(|t| t.kind() == "type" && node_text(source, t) == b"label")
        {
            names.extend(
                leaves_of(n)
                    .filter(|l| l.kind() == "local_var")
                    .map(|l| node_text(source, l)),
            );
            continue;
        }
        stack.extend(named_children(n));
    }
    names
}

/// What the terminator `instruction` (operation `op`) becomes where a
/// target is `missing`, if it changes, and the blocks it then leads to:
/// with none left, the function's `exit` (llvm-reduce's choice; with
/// `unreachable`, a loop whose exit went has no exit, and the loop
/// vectorizer gave up on the loop llvm-gun-interleave-remark needs).
fn terminator<'s>(
    source: &'s [u8],
    (instruction, op): (Node, Node),
    exit: &[u8],
    missing: &dyn Fn(Node) -> bool,
) -> (Option<Edit>, Vec<&'s [u8]>) {
    let targets = block_names(source, op);
    if targets.is_empty() {
        return (None, targets);
    }
    let whole = (instruction.start_byte(), instruction.end_byte());
    let leave = (Some((whole.0, whole.1, exit.to_vec())), Vec::new());
    let kids = named_children(op);
    match op.kind() {
        "instruction_br" => match kids.as_slice() {
            [_, then, otherwise] => match (missing(*then), missing(*otherwise)) {
                (false, false) => (None, targets),
                (true, true) => leave,
                (gone_then, _) => {
                    let kept = if gone_then { *otherwise } else { *then };
                    let text = [b"br ", node_text(source, kept)].concat();
                    let edit = (op.start_byte(), op.end_byte(), text);
                    (Some(edit), block_names(source, kept))
                }
            },
            [target] if missing(*target) => leave,
            _ => (None, targets),
        },
        "instruction_switch" if kids.len() >= 2 => {
            if missing(kids[1]) {
                return leave;
            }
            let cases: Vec<&[Node]> = kids[2..].chunks(2).collect();
            if !cases.iter().any(|c| c.len() == 2 && missing(c[1])) {
                return (None, targets);
            }
            let mut text = [
                b"switch ",
                node_text(source, kids[0]),
                b", ",
                node_text(source, kids[1]),
                b" [",
            ]
            .concat();
            let mut leads = block_names(source, kids[1]);
            for case in cases.iter().filter(|c| c.len() == 2 && !missing(c[1])) {
                text.extend_from_slice(b"\n    ");
                text.extend_from_slice(node_text(source, case[0]));
                text.extend_from_slice(b", ");
                text.extend_from_slice(node_text(source, case[1]));
                leads.extend(block_names(source, case[1]));
            }
            text.extend_from_slice(b"\n  ]");
            (Some((op.start_byte(), op.end_byte(), text)), leads)
        }
        _ if missing(op) => leave,
        _ => (None, targets),
    }
}

/// The edit that leaves the `phi` `op` only the entries whose incoming
/// block `leads` to its block, and gives it an `undef` entry from the
/// block `new_from` (a new predecessor), if anything changes.
fn phi(
    source: &[u8],
    op: Node,
    leads: impl Fn(&[u8]) -> bool,
    new_from: Option<&[u8]>,
) -> Option<Edit> {
    let all: Vec<Node> = op.children(&mut op.walk()).collect();
    let ty = all.iter().find(|c| c.kind() == "type")?;
    // Entries `[ value, %block ]`: from each `[` to its `]`, the block the
    // last local_var directly inside.
    let mut entries: Vec<(usize, usize, bool)> = Vec::new();
    let mut open = None;
    let mut incoming: Option<&[u8]> = None;
    for c in &all {
        match c.kind() {
            "[" => {
                open = Some(c.start_byte());
                incoming = None;
            }
            "local_var" => incoming = Some(node_text(source, *c)),
            "]" => {
                let start = open.take()?;
                let keep = incoming.is_some_and(&leads);
                entries.push((start, c.end_byte(), keep));
            }
            _ => {}
        }
    }
    if entries.iter().all(|e| e.2) && new_from.is_none() {
        return None;
    }
    let added = new_from.map(|from| [b"[ undef, ", from, b" ]"].concat());
    let kept: Vec<&[u8]> = (entries.iter().filter(|e| e.2))
        .map(|&(s, e, _)| &source[s..e])
        .chain(added.as_deref())
        .collect();
    let text = if kept.is_empty() {
        [b"freeze ", node_text(source, *ty), b" undef"].concat()
    } else {
        [
            &source[op.start_byte()..entries[0].0],
            &kept.join(&b", "[..])[..],
        ]
        .concat()
    };
    Some((op.start_byte(), op.end_byte(), text))
}
