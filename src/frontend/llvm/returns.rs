//! llvm-reduce's instructions-to-return, our way: a function returns the
//! value of one of its instructions, with its return type changed to that
//! value's, so that what the function did with the value afterwards (the
//! conversions after a crashing call, the stores of its result) can go.
//! Deleting those alone leaves the `ret` needing a value of the old type,
//! and the tree keeps them alive.
//!
//! Invariant: proposes whole-function texts; the oracle decides.

use super::{leaves_of, named_children, node_text, parsed, result_and_op, value_uses};
use crate::tree::Rewrite;
use tree_sitter::Node;

/// One rewrite per instruction of each function defined in the parse
/// `root` of `source` whose result type is plain from its text (calls,
/// arithmetic, casts, loads, comparisons, `phi`, `select`, vector
/// elements): the rest of its block becomes `ret <type> <its value>`, the
/// function's other `ret`s return `undef`, uses of what went become
/// `undef`, and the header's return type becomes the value's (its return
/// attributes go: `zeroext` would not fit a vector). Each rewrite is the
/// whole function's new text, with its branches and `phi`s made to agree
/// with the edges left (see [`super::mend`]).
///
/// A function named anywhere but in its header (called, or its address
/// taken) is left alone: its callers would need the new type too. Within
/// a function the earlier instruction comes first, since it takes more
/// along; two rewrites of one function are never applied together (the
/// first listed wins, see [`crate::tree::render_rewritten`]).
pub fn returned(source: &[u8], root: Node) -> Vec<Rewrite> {
    let mut out = Vec::new();
    if root.has_error() {
        return out;
    }
    let named_elsewhere = |define: Node, name: &[u8]| {
        leaves_of(root).any(|l| {
            l.kind() == "global_var"
                && node_text(source, l) == name
                && !(l.start_byte() >= define.start_byte() && l.end_byte() <= define.end_byte())
        }) || leaves_of(define)
            .filter(|l| node_text(source, *l) == name)
            .count()
            > 1
    };
    for define in named_children(root)
        .into_iter()
        .filter(|c| c.kind() == "fn_define")
    {
        let Some(header) = named_children(define)
            .into_iter()
            .find(|c| c.kind() == "function_header")
        else {
            continue;
        };
        let (Some(name), Some(body)) = (
            header.child_by_field_name("name"),
            define.child_by_field_name("body"),
        ) else {
            continue;
        };
        if named_elsewhere(define, node_text(source, name)) {
            continue;
        }
        let Some(old_type) = named_children(header)
            .into_iter()
            .find(|c| c.kind() == "type")
        else {
            continue;
        };
        let before = token_count(define);
        let children = named_children(body);
        for (at, &instruction) in children.iter().enumerate() {
            let Some((result, op)) = result_and_op(instruction) else {
                continue;
            };
            let Some(ty) = result_type(source, op) else {
                continue;
            };
            let rest_end = (children[at + 1..].iter())
                .position(|c| c.kind() != "instruction")
                .map_or(children.len(), |p| at + 1 + p);
            let rest = &children[at + 1..rest_end];
            let value = node_text(source, result);
            let ret = [b"ret ", ty.as_slice(), b" ", value].concat();
            let (Some(first), Some(last)) = (rest.first(), rest.last()) else {
                continue;
            };
            if rest.len() == 1 && node_text(source, *first) == ret.as_slice() {
                continue; // returned already
            }
            let mut edits: Vec<(usize, usize, Vec<u8>)> = Vec::new();
            for attrs in named_children(header).into_iter().filter(|c| {
                c.kind() == "param_or_return_attrs" && c.end_byte() <= old_type.start_byte()
            }) {
                let next = attrs
                    .next_sibling()
                    .map_or(attrs.end_byte(), |n| n.start_byte());
                edits.push((attrs.start_byte(), next, Vec::new()));
            }
            edits.push((old_type.start_byte(), old_type.end_byte(), ty.clone()));
            let (cut_from, cut_to) = (first.start_byte(), last.end_byte());
            edits.push((cut_from, cut_to, ret));
            let undef = [ty.as_slice(), b" undef"].concat();
            for other in children.iter().filter(|c| c.kind() == "instruction") {
                let in_rest = other.start_byte() >= cut_from && other.end_byte() <= cut_to;
                let returned = named_children(*other)
                    .into_iter()
                    .find(|op| op.kind() == "instruction_ret");
                if let (false, Some(tv)) = (in_rest, returned.and_then(|r| r.named_child(0))) {
                    edits.push((tv.start_byte(), tv.end_byte(), undef.clone()));
                }
            }
            let uses = value_uses(source, body);
            for gone in rest.iter().filter_map(|&i| result_and_op(i)) {
                for &(s, e) in uses.get(node_text(source, gone.0)).into_iter().flatten() {
                    let (s, e) = (s as usize, e as usize);
                    if s < cut_from || s >= cut_to {
                        edits.push((s, e, b"undef".to_vec()));
                    }
                }
            }
            edits.sort_by_key(|e| e.0);
            let text = spliced(source, (define.start_byte(), define.end_byte()), &edits);
            let text = super::mend(&text).unwrap_or(text);
            let after = parsed(&text).map_or(before, |t| token_count(t.root_node()));
            out.push(Rewrite {
                spans: vec![(define.start_byte() as u32, define.end_byte() as u32)],
                text,
                cuts: Vec::new(),
                tokens_saved: before.saturating_sub(after),
            });
        }
    }
    out
}

/// The type of the value operation `op` gives, where its text says it
/// plainly; `None` for `void` and for the operations whose type takes
/// more than reading (`alloca`, `getelementptr`, `shufflevector`,
/// `extractvalue`, `invoke`).
fn result_type(source: &[u8], op: Node) -> Option<Vec<u8>> {
    let kids = named_children(op);
    let of_kind = |kind: &'static str| kids.iter().copied().filter(move |c| c.kind() == kind);
    let operand_type = |n: usize| -> Option<Node> {
        of_kind("type_and_value")
            .nth(n)
            .and_then(|tv| tv.named_child(0))
            .filter(|t| t.kind() == "type")
    };
    let ty: Vec<u8> = match op.kind() {
        "instruction_call" => {
            let ty = of_kind("type").next()?;
            // A function type (`i32 (i8*, ...)`) gives what it returns.
            let end = named_children(ty)
                .into_iter()
                .find(|c| c.kind() == "argument_list")
                .map_or(ty.end_byte(), |a| a.start_byte());
            source[ty.start_byte()..end].trim_ascii().to_vec()
        }
        "instruction_bin_op"
        | "instruction_fneg"
        | "instruction_freeze"
        | "instruction_insertelement" => node_text(source, operand_type(0)?).to_vec(),
        "instruction_select" => node_text(source, operand_type(1)?).to_vec(),
        "instruction_cast" => node_text(source, of_kind("type").next_back()?).to_vec(),
        "instruction_load" | "instruction_phi" => {
            node_text(source, of_kind("type").next()?).to_vec()
        }
        "instruction_icmp" | "instruction_fcmp" => match vector_parts(operand_type(0)?) {
            Some((lanes, _)) => [b"<", node_text(source, lanes), b" x i1>"].concat(),
            None => b"i1".to_vec(),
        },
        "instruction_extractelement" => {
            node_text(source, vector_parts(operand_type(0)?)?.1).to_vec()
        }
        _ => return None,
    };
    (!ty.is_empty() && ty != b"void").then_some(ty)
}

/// A fixed vector type's lane count and lane type (`<4 x i32>`); `None`
/// for any other type, a scalable vector's too.
fn vector_parts(ty: Node) -> Option<(Node, Node)> {
    let [vector] = named_children(ty)[..] else {
        return None;
    };
    if ty.child_count() != 1 {
        return None; // a pointer to a vector
    }
    let body = named_children(vector)
        .into_iter()
        .find(|c| c.kind() == "array_vector_body")?;
    if vector.kind() != "vector_type" || body.child(0).is_some_and(|c| c.kind() == "vscale") {
        return None;
    }
    let [lanes, lane] = named_children(body)[..] else {
        return None;
    };
    Some((lanes, lane))
}

/// The tokens of `node` as the tree counts them: its leaves, comments
/// left out.
fn token_count(node: Node) -> u64 {
    leaves_of(node).filter(|l| l.kind() != "comment").count() as u64
}

/// `source[span]` with `edits` (sorted, disjoint, inside the span) made.
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
