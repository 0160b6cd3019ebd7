//! Front-end tests: source text in, tree shape and level dumps out.

use super::*;
#[path = "../../../tests/support/cases.rs"]
mod cases;
use crate::tree::{Edits, Hoist, NodeId, render};
use cases::{case_dirs, case_input};
use std::collections::HashSet;

mod marks;
mod needs;
mod parse;
mod rewrites;
mod roles;
mod syntax;

/// Parses and checks the tree invariants every front-end must keep: children
/// inside their parent, siblings in order and disjoint, nothing removed
/// renders the input byte for byte.
fn parse_checked(lang: Lang, input: &[u8]) -> Tree {
    let tree = parse(lang, input.to_vec()).expect("parses");
    assert_eq!(render(&tree, &Edits::new(&tree), &[]), input);
    let mut stack = vec![Tree::ROOT];
    while let Some(id) = stack.pop() {
        let n = tree.node(id);
        let mut pos = n.start;
        for &c in tree.children(id) {
            let child = tree.node(c);
            assert!(
                child.start >= pos && child.end <= n.end,
                "{}: child {c:?} out of place",
                lang.name()
            );
            assert!(child.end > child.start, "empty node {c:?}");
            pos = child.end;
            stack.push(c);
        }
    }
    tree
}

fn kinds_at_level(tree: &Tree, level: usize) -> Vec<String> {
    tree.levels(&Edits::new(tree))[level]
        .iter()
        .map(|&id| {
            format!(
                "{}:{}",
                tree.kind(id),
                String::from_utf8_lossy(tree.text(id))
            )
        })
        .collect()
}

/// The node of `kind` whose text is `text`.
fn find(tree: &Tree, kind: &str, text: &str) -> NodeId {
    (0..tree.len() as u32)
        .map(NodeId)
        .find(|&id| tree.kind(id) == kind && tree.text(id) == text.as_bytes())
        .unwrap_or_else(|| panic!("no {kind} {text:?} in\n{}", tree.dump()))
}

/// The input with the nodes `(kind, text)` taken out as their roles say.
fn taken_out(tree: &Tree, nodes: &[(&str, &str)]) -> String {
    let mut ids: Vec<NodeId> = nodes.iter().map(|(k, t)| find(tree, k, t)).collect();
    ids.sort_by_key(|&id| tree.node(id).start);
    String::from_utf8(render(tree, &Edits::new(tree), &ids)).unwrap()
}

/// The input with each `(kind, text)` node replaced by its first hoisting
/// candidate; also returns that candidate's text.
fn hoisted(tree: &Tree, kind: &str, text: &str) -> (String, String) {
    let id = find(tree, kind, text);
    let to = *tree
        .hoist_candidates(id)
        .first()
        .unwrap_or_else(|| panic!("{kind} {text:?} has no hoisting candidate"));
    let out = crate::tree::render_hoisted(tree, &Edits::new(tree), &[(id, to)]);
    let part = &tree.source()[to.start as usize..to.end as usize];
    (
        String::from_utf8(out).unwrap(),
        String::from_utf8_lossy(part).into_owned(),
    )
}

/// The rewrites of `frontend`'s merges round on `tree`.
fn merges_of(frontend: &Frontend, tree: &Tree) -> Vec<crate::tree::Rewrite> {
    (0..)
        .map_while(|round| frontend.rewrites(tree, round))
        .find(|(pass, _)| *pass == RewriteKind::Merges)
        .unwrap()
        .1
}

/// Per item (its text's start), the items it needs.
fn needs_of(tree: &Tree, edits: &Edits, items: &[NodeId]) -> Vec<(String, Vec<usize>)> {
    let deps = tree.dependencies(edits, items);
    (0..items.len())
        .map(|i| {
            let mut needs: Vec<usize> = deps.uses[i]
                .iter()
                .flat_map(|&n| deps.declared_by[n as usize].iter().map(|&j| j as usize))
                .filter(|&j| j != i)
                .collect();
            needs.sort_unstable();
            needs.dedup();
            let text = String::from_utf8_lossy(tree.text(items[i]));
            (text.chars().take(12).collect(), needs)
        })
        .collect()
}
