//! llvm-reduce's operands-to-args, our way: an instruction's value
//! becomes a new argument of its function, so that what computed it (a
//! load of a global, the arithmetic before it) can go, where making it
//! `undef` would let the compiler fold the bug away.
//!
//! Invariant: proposes whole-function texts; the oracle decides.

use super::types::result_type;
use super::{
    Uncalled, function_rewrite, named_children, node_text, result_and_op, spliced, token_count,
    uncalled, value_uses,
};
use crate::tree::Rewrite;
use tree_sitter::Node;

/// One rewrite per used instruction of each function defined in the parse
/// `root` of `source` whose result type is plain from its text (see
/// [`result_type`]): the instruction goes, and its value, under the same
/// name, is the function's last argument. An argument dominates every
/// use, so the uses stay as they are.
///
/// Functions named anywhere but in their header (see [`Uncalled`]) and
/// variadic ones are left alone. Within a function the earlier
/// instruction comes first; two rewrites of one function are never
/// applied together (the first listed wins, see
/// [`crate::tree::render_rewritten`]).
pub fn as_arguments(source: &[u8], root: Node) -> Vec<Rewrite> {
    let mut out = Vec::new();
    for Uncalled {
        define,
        header,
        body,
    } in uncalled(source, root)
    {
        let Some(arguments) = header.child_by_field_name("arguments") else {
            continue;
        };
        let params = named_children(arguments);
        if params.iter().any(|p| node_text(source, *p) == b"...") {
            continue;
        }
        let Some(close) = arguments.child(arguments.child_count().saturating_sub(1)) else {
            continue;
        };
        let before = token_count(define);
        let uses = value_uses(source, body);
        for instruction in named_children(body)
            .into_iter()
            .filter(|c| c.kind() == "instruction")
        {
            let Some((result, op)) = result_and_op(instruction) else {
                continue;
            };
            let name = node_text(source, result);
            let Some(ty) = result_type(source, op).filter(|_| uses.contains_key(name)) else {
                continue;
            };
            let separator: &[u8] = if params.is_empty() { b"" } else { b", " };
            let argument = [separator, ty.as_slice(), b" ", name].concat();
            let edits = [
                (close.start_byte(), close.start_byte(), argument),
                (instruction.start_byte(), instruction.end_byte(), Vec::new()),
            ];
            let text = spliced(source, (define.start_byte(), define.end_byte()), &edits);
            out.push(function_rewrite(define, before, text));
        }
    }
    out
}
