//! Values related by equality or by one beginning another, shortened
//! together: where a file's rules compare strings (two equal strings, or
//! one that begins another), shortening one string alone breaks the rule
//! and is refused. Shared by the front-ends whose values are strings (XML's
//! attribute values and texts, string literals in code); each collects its
//! own [`Classes`]. The short fresh values come from [`short_name`], which
//! the names passes use too.

use crate::tree::Rewrite;
use std::collections::{HashMap, HashSet};

/// Where a value stands (its byte span) and the tokens it holds there.
pub type Occurrence = ((u32, u32), u64);

/// The values of a file (of two bytes or more), each with where it occurs.
pub type Classes<'s> = HashMap<&'s [u8], Vec<Occurrence>>;

/// Rewrites of values that begin other values, which keep which values begin which: where a rule keeps two equal
/// strings and a rule counts when an earlier rule's string begins its own,
/// they let two rules become one, which shortening each class of equal
/// values alone never allows.
/// - Each class of two or more equal values becomes the longest other value
///   that begins it (`tyv` becomes `ty`).
/// - Each family (a value that begins others and that no value begins,
///   with the values it begins) moves into the first family: its root
///   becomes the first root where it begins each of its values (`vo` and
///   `vot` become `ty` and `tyt` beside `ty` and `tyv`), and one of the
///   two `ty` rules may go.
pub fn prefixed(classes: &Classes) -> Vec<Rewrite> {
    let begun_by = |value| longest_prefix(classes, value);
    let mut out = Vec::new();
    for (value, spans) in classes.iter().filter(|(_, spans)| spans.len() > 1) {
        let Some(prefix) = begun_by(value) else {
            continue;
        };
        let prefix_tokens = classes[prefix][0].1;
        out.push(Rewrite {
            spans: spans.iter().map(|&(span, _)| span).collect(),
            text: prefix.to_vec(),
            tokens_saved: (spans.iter())
                .map(|&(_, t)| t.saturating_sub(prefix_tokens))
                .sum(),
            cuts: Vec::new(),
        });
    }
    // Each family's root and the occurrences of its values, in the order
    // of the roots' first occurrences.
    let mut families: HashMap<&[u8], Vec<Occurrence>> = HashMap::new();
    for (value, spans) in classes {
        let mut root = *value;
        while let Some(prefix) = begun_by(root) {
            root = prefix;
        }
        if root != *value {
            families.entry(root).or_default().extend(spans);
        }
    }
    let mut families: Vec<(&[u8], Vec<Occurrence>)> = families.into_iter().collect();
    families.sort_by_key(|(root, _)| classes[root][0].0);
    if let Some(((first, _), rest)) = families.split_first() {
        for (root, occurrences) in rest {
            let mut spans: Vec<(u32, u32)> = (classes[root].iter().chain(occurrences))
                .map(|&((start, _), _)| (start, start + root.len() as u32))
                .collect();
            spans.sort();
            out.push(Rewrite {
                spans,
                text: first.to_vec(),
                tokens_saved: 0,
                cuts: Vec::new(),
            });
        }
    }
    out.sort_by_key(|r| r.spans[0]);
    out
}

/// The longest value of `classes` that begins `value` and is shorter, if
/// any (of two bytes or more, as every value there).
fn longest_prefix<'v>(classes: &Classes, value: &'v [u8]) -> Option<&'v [u8]> {
    let len = (2..value.len())
        .rev()
        .find(|&len| classes.contains_key(&value[..len]))?;
    Some(&value[..len])
}

/// Each class of equal values (a text of several words as a whole, made
/// one word) that occurs twice or more,
/// as one rewrite of all its occurrences to a short value no other class
/// has (`a`, `b`, ...), the classes that save the most bytes first: a rule
/// whose test and edit must name the same string keeps them equal, where
/// shortening one alone breaks the rule. Values that occur once are left
/// alone (on xml-dbus-installfiles they cost 8 calls and took nothing).
pub fn equal(classes: &Classes) -> Vec<Rewrite> {
    let used: HashSet<&[u8]> = classes.keys().copied().collect();
    let mut classes: Vec<(&[u8], &Vec<Occurrence>)> = (classes.iter())
        .filter(|(_, spans)| spans.len() > 1)
        .map(|(&value, spans)| (value, spans))
        .collect();
    classes.sort_by_key(|(value, spans)| (std::cmp::Reverse(value.len() * spans.len()), spans[0]));
    let mut fresh = (0..)
        .map(short_name)
        .filter(|n| !used.contains(n.as_bytes()))
        .peekable();
    let mut out = Vec::new();
    for (value, spans) in classes {
        let next = fresh.peek().expect("values never run out");
        if next.len() < value.len() {
            out.push(Rewrite {
                spans: spans.iter().map(|&(span, _)| span).collect(),
                text: fresh.next().expect("peeked").into_bytes(),
                tokens_saved: spans.iter().map(|&(_, t)| t.saturating_sub(1)).sum(),
                cuts: Vec::new(),
            });
        }
    }
    out.sort_by_key(|r| r.spans[0]);
    out
}

/// The `i`-th short name: `a` to `z`, then `aa`, `ab`, ...
pub(super) fn short_name(mut i: usize) -> String {
    let mut name = Vec::new();
    loop {
        name.push(b'a' + (i % 26) as u8);
        i /= 26;
        if i == 0 {
            break;
        }
        i -= 1;
    }
    name.reverse();
    String::from_utf8(name).expect("ASCII")
}

#[cfg(test)]
mod tests {
    use super::short_name;

    #[test]
    fn short_names_count_like_spreadsheet_columns() {
        let names: Vec<String> = [0, 1, 25, 26, 27, 51, 52, 701, 702]
            .into_iter()
            .map(short_name)
            .collect();
        assert_eq!(names, ["a", "b", "z", "aa", "ab", "az", "ba", "zz", "aaa"]);
    }
}
