//! The type of the value an LLVM instruction gives, read from its text
//! where the text says it plainly: what the edits that move a value to a
//! function's `ret` or into its arguments need to write.

use super::{named_children, node_text};
use tree_sitter::Node;

/// The type of the value operation `op` gives, where its text says it
/// plainly; `None` for `void` and for the operations whose type takes
/// more than reading (`alloca`, `getelementptr`, `shufflevector`,
/// `extractvalue`, `invoke`).
pub fn result_type(source: &[u8], op: Node) -> Option<Vec<u8>> {
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
