//! Walks of a tree-sitter parse that the final token passes share
//! (`rewrite` and `positions`): they read fields and node kinds, which the
//! language-neutral tree does not keep.

use std::collections::HashSet;

/// Every named node of `raw`, parents before their children.
pub fn named_nodes(raw: &tree_sitter::Tree) -> impl Iterator<Item = tree_sitter::Node<'_>> {
    descendants(raw.root_node())
}

/// `node` and every named node under it, parents first.
pub fn descendants(node: tree_sitter::Node) -> impl Iterator<Item = tree_sitter::Node> {
    let mut stack = vec![node];
    std::iter::from_fn(move || {
        let node = stack.pop()?;
        let mut cursor = node.walk();
        let children: Vec<tree_sitter::Node> = node.named_children(&mut cursor).collect();
        stack.extend(children.into_iter().rev());
        Some(node)
    })
}

/// The named children of `node`.
pub fn named_children(node: tree_sitter::Node) -> impl Iterator<Item = tree_sitter::Node> {
    let mut cursor = node.walk();
    let children: Vec<tree_sitter::Node> = node.named_children(&mut cursor).collect();
    children.into_iter()
}

/// The last named child of `node`.
pub fn last_named_child(node: tree_sitter::Node) -> Option<tree_sitter::Node> {
    node.named_child(node.named_child_count().checked_sub(1)? as u32)
}

/// Whether `node`'s kind is one of `supertype`'s subtypes, at any depth
/// (Rust's `_literal` is an `_expression`).
pub fn is_subtype(node: tree_sitter::Node, supertype: &str) -> bool {
    let language = node.language();
    let mut todo = vec![language.id_for_node_kind(supertype, true)];
    let mut seen = HashSet::new();
    while let Some(kind) = todo.pop() {
        if kind == node.kind_id() {
            return true;
        }
        if seen.insert(kind) {
            todo.extend_from_slice(language.subtypes_for_supertype(kind));
        }
    }
    false
}
