//! llvm-reduce's instructions-to-return, our way: a function returns the
//! value of one of its instructions, with its return type changed to that
//! value's, so that what the function did with the value afterwards (the
//! conversions after a crashing call, the stores of its result) can go.
//! Deleting those alone leaves the `ret` needing a value of the old type,
//! and the tree keeps them alive.
//!
//! Invariant: proposes whole-function texts; the oracle decides.

use super::types::result_type;
use super::{
    Uncalled, function_rewrite, named_children, node_text, result_and_op, spliced, token_count,
    uncalled, value_uses,
};
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
    for Uncalled {
        define,
        header,
        body,
    } in uncalled(source, root)
    {
        let Some(old_type) = named_children(header)
            .into_iter()
            .find(|c| c.kind() == "type")
        else {
            continue;
        };
        let before = token_count(define);
        let children = named_children(body);
        let uses = value_uses(source, body);
        // The return attributes go with the old type (`zeroext`).
        let mut header_edits: Vec<(usize, usize, Vec<u8>)> = named_children(header)
            .into_iter()
            .filter(|c| {
                c.kind() == "param_or_return_attrs" && c.end_byte() <= old_type.start_byte()
            })
            .map(|attrs| {
                let next = (attrs.next_sibling()).map_or(attrs.end_byte(), |n| n.start_byte());
                (attrs.start_byte(), next, Vec::new())
            })
            .collect();
        header_edits.push((old_type.start_byte(), old_type.end_byte(), Vec::new()));
        // What each `ret` returns (`i32 %x`, `void`).
        let returned_values: Vec<Node> = (children.iter())
            .filter(|c| c.kind() == "instruction")
            .filter_map(|i| {
                named_children(*i)
                    .into_iter()
                    .find(|op| op.kind() == "instruction_ret")
            })
            .filter_map(|ret| ret.named_child(0))
            .collect();
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
            let mut edits = header_edits.clone();
            edits.last_mut().expect("the type's edit").2 = ty.clone();
            let (cut_from, cut_to) = (first.start_byte(), last.end_byte());
            edits.push((cut_from, cut_to, ret));
            let undef = [ty.as_slice(), b" undef"].concat();
            for tv in returned_values
                .iter()
                .filter(|tv| tv.start_byte() < cut_from || tv.start_byte() >= cut_to)
            {
                edits.push((tv.start_byte(), tv.end_byte(), undef.clone()));
            }
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
            out.push(function_rewrite(define, before, text));
        }
    }
    out
}
