//! Joint edits of list items matched across lists: a list declared once
//! and matched item for item where it is used (a function's parameters
//! with the arguments of every call, a table's columns with the values of
//! every row inserted), and records matched by key (a field of every
//! object of a JSON array). Either end alone is refused (a call with an
//! argument too many, a row with a value too many, records no longer
//! alike), so the i-th item goes from every declaration and every use of
//! the name, or the key from every record, in one edit, offered with the
//! merges.
//!
//! Invariant: this module only proposes edits; the oracle decides. A use
//! that has no i-th item (a JavaScript call passing fewer arguments) loses
//! nothing; declarations of one name that disagree on their number of
//! items (overloads) are left alone.

use super::profile::{Positions, Records};
use super::raw::{descendants, named_children as named};
use std::collections::{HashMap, HashSet};

/// A byte span of the source.
type Span = (usize, usize);

/// The lists of one name: where it is declared, where it is used.
#[derive(Default)]
struct Lists<'t> {
    /// Per declaration, its items (every one, for the separators) and the
    /// indices among them of the matched ones.
    declared: Vec<(Vec<tree_sitter::Node<'t>>, Vec<usize>)>,
    /// Per use, its items.
    used: Vec<Vec<tree_sitter::Node<'t>>>,
}

/// The cuts of every joint edit the profile's `entries` allow on `raw` (a
/// parse of `source`): per edit, the spans it cuts, in document order of
/// the declarations. Leaves of the `names` kinds name what is declared and
/// used; `comments` are kinds that are never items.
pub fn cuts(
    source: &[u8],
    raw: &tree_sitter::Tree,
    entries: &[Positions],
    names: &HashSet<String>,
    comments: &[String],
) -> Vec<Vec<Span>> {
    let mut out = Vec::new();
    for entry in entries {
        let mut by_name: HashMap<&[u8], Lists> = HashMap::new();
        // Names in the order of their first declaration.
        let mut order: Vec<&[u8]> = Vec::new();
        for node in descendants(raw.root_node()) {
            let is_item = |n: &tree_sitter::Node| !comments.iter().any(|k| k == n.kind());
            if entry.kinds.iter().any(|k| k == node.kind()) {
                let (Some(name), Some(list)) = (
                    name_of(source, node, &entry.name, names),
                    steps(node, &entry.items).next(),
                ) else {
                    continue;
                };
                let items: Vec<tree_sitter::Node> = named(list).filter(is_item).collect();
                let matched = (0..items.len())
                    .filter(|&k| !entry.unmatched.iter().any(|u| u == items[k].kind()))
                    .collect();
                let lists = by_name.entry(name).or_default();
                if lists.declared.is_empty() {
                    order.push(name);
                }
                lists.declared.push((items, matched));
            } else if entry.uses.iter().any(|k| k == node.kind())
                && let Some(name) = name_of(source, node, &entry.use_name, names)
            {
                let lists = by_name.entry(name).or_default();
                for list in steps(node, &entry.use_items) {
                    lists.used.push(named(list).filter(is_item).collect());
                }
            }
        }
        for name in order {
            let lists = &by_name[name];
            let count = lists.declared[0].1.len();
            if lists.declared.iter().any(|(_, m)| m.len() != count) {
                continue;
            }
            for i in 0..count {
                let cuts: Vec<Span> = (lists.declared.iter())
                    .map(|(items, matched)| cut(source, items, matched[i]))
                    .chain(
                        (lists.used.iter())
                            .filter(|items| i < items.len())
                            .map(|items| cut(source, items, i)),
                    )
                    .collect();
                // One place alone is a deletion the tree passes make.
                if cuts.len() >= 2 {
                    out.push(disjoint(cuts));
                }
            }
        }
    }
    out
}

/// The cuts of every joint edit the profile's record `entries` allow on
/// `raw`: per list of two or more records, per key that two or more of
/// them hold (in the order keys first appear), the field of that key cut
/// from each record.
pub fn record_cuts(
    source: &[u8],
    raw: &tree_sitter::Tree,
    entries: &[Records],
    comments: &[String],
) -> Vec<Vec<Span>> {
    let mut out = Vec::new();
    for node in descendants(raw.root_node()) {
        let Some(entry) = entries.iter().find(|e| e.list == node.kind()) else {
            continue;
        };
        let is_item = |n: &tree_sitter::Node| !comments.iter().any(|k| k == n.kind());
        let records: Vec<Vec<tree_sitter::Node>> = named(node)
            .filter(|c| c.kind() == entry.record)
            .map(|r| named(r).filter(is_item).collect())
            .collect();
        if records.len() < 2 {
            continue;
        }
        let key_of = |field: &tree_sitter::Node| {
            let key = steps(*field, &entry.key).next()?;
            (field.kind() == entry.field).then(|| &source[key.byte_range()])
        };
        let mut keys: Vec<&[u8]> = Vec::new();
        let mut by_key: HashMap<&[u8], Vec<Span>> = HashMap::new();
        for fields in &records {
            for (k, field) in fields.iter().enumerate() {
                let Some(key) = key_of(field) else {
                    continue;
                };
                let cuts = by_key.entry(key).or_default();
                if cuts.is_empty() {
                    keys.push(key);
                }
                cuts.push(cut(source, fields, k));
            }
        }
        for key in keys {
            let cuts = by_key.remove(key).expect("listed");
            if cuts.len() >= 2 {
                out.push(disjoint(cuts));
            }
        }
    }
    out
}

/// `cuts` sorted, those that overlap joined (an argument holding a call
/// of the same name holds that call's cut).
fn disjoint(mut cuts: Vec<Span>) -> Vec<Span> {
    cuts.sort();
    let mut out: Vec<Span> = Vec::with_capacity(cuts.len());
    for (from, to) in cuts {
        match out.last_mut() {
            Some(last) if from < last.1 => last.1 = last.1.max(to),
            _ => out.push((from, to)),
        }
    }
    out
}

/// The span that takes item `k` of `items` out of its list: with the
/// separator after it, or where none follows (the last item; a separator
/// that belongs to the next item, as SQL's table constraints hold their
/// comma), the one before it. Two items cut together leave a well-formed
/// list unless they are the last two of three or more (a separator is
/// left behind, which the syntax check refuses before the oracle sees it).
fn cut(source: &[u8], items: &[tree_sitter::Node], k: usize) -> Span {
    let item = items[k];
    let separated =
        |from: usize, to: usize| source[from..to].iter().any(|c| !c.is_ascii_whitespace());
    let next = items.get(k + 1);
    let previous = k.checked_sub(1).map(|p| items[p]);
    match (next, previous) {
        (Some(next), _) if separated(item.end_byte(), next.start_byte()) => {
            (item.start_byte(), next.start_byte())
        }
        (_, Some(previous)) => (previous.end_byte(), item.end_byte()),
        (Some(next), None) => (item.start_byte(), next.start_byte()),
        (None, None) => (item.start_byte(), item.end_byte()),
    }
}

/// The name `node` declares or uses through `step`: the last leaf of a
/// `names` kind in the child the step reaches (`a.f`'s `f`, `s.t`'s `t`),
/// or the child's text where it holds none.
fn name_of<'s>(
    source: &'s [u8],
    node: tree_sitter::Node,
    step: &str,
    names: &HashSet<String>,
) -> Option<&'s [u8]> {
    let child = steps(node, step).next()?;
    let mut last = None;
    let mut stack = vec![child];
    while let Some(n) = stack.pop() {
        let later = last.is_none_or(|l: tree_sitter::Node| n.start_byte() >= l.start_byte());
        if n.child_count() == 0 && names.contains(n.kind()) && later {
            last = Some(n);
        }
        let mut cursor = n.walk();
        stack.extend(n.children(&mut cursor));
    }
    let name = last.unwrap_or(child);
    Some(&source[name.byte_range()])
}

/// The nodes `path` reaches from `node`, a step at a time (steps joined
/// by `.`: `declarator.value`): at each step the children in the field
/// of that name, or, where it is no field of theirs, the named children
/// of that kind.
fn steps<'t>(
    node: tree_sitter::Node<'t>,
    path: &str,
) -> impl Iterator<Item = tree_sitter::Node<'t>> {
    let mut found = vec![node];
    for step in path.split('.') {
        found = found.into_iter().flat_map(|n| step_from(n, step)).collect();
    }
    found.into_iter()
}

/// The children of `node` that one `step` of a path names (see [`steps`]).
fn step_from<'t>(node: tree_sitter::Node<'t>, step: &str) -> Vec<tree_sitter::Node<'t>> {
    let mut cursor = node.walk();
    let in_field: Vec<tree_sitter::Node> = node.children_by_field_name(step, &mut cursor).collect();
    match in_field.is_empty() {
        false => in_field,
        true => named(node).filter(|c| c.kind() == step).collect(),
    }
}
