//! Counting a candidate's syntax errors with tree-sitter, for the syntax
//! check: a parse in full, or on a large input a re-parse of the source's
//! parse (a [`Base`]) where the candidate differs from it.

use super::indentation;
use super::profile::Profile;
use super::treesitter::{hidden, line_markers, parse_raw};
use crate::candidate::Change;
use std::ops::Range;

/// What a language refuses beyond its grammar, counted as errors too, so
/// that a candidate breaking it costs a parse, not an oracle call.
pub enum Rule {
    /// Python's indentation (see [`indentation`]).
    Indentation(indentation::Rule),
    /// LLVM IR's names: every value, block, global, type, metadata node
    /// and attribute group used is defined (see `llvm::undefined`).
    LlvmNames,
}

impl Rule {
    /// The rule of `profile`'s language, parsed by `language`, if it has
    /// one.
    pub fn of(profile: &Profile, language: &tree_sitter::Language) -> Option<Rule> {
        if profile.lang() == Some(super::Lang::Llvm) {
            return Some(Rule::LlvmNames);
        }
        indentation::Rule::of(profile, language).map(Rule::Indentation)
    }

    /// What the rule refuses in the tree-sitter parse `tree` of `source`.
    pub fn errors(&self, tree: &tree_sitter::Tree, source: &[u8]) -> usize {
        match self {
            Rule::Indentation(rule) => rule.errors(tree, source),
            Rule::LlvmNames => super::llvm::undefined(source, tree.root_node()),
        }
    }
}

/// ERROR and MISSING nodes in a parse of `source` (linemarkers hidden as
/// for [`parse`](super::treesitter::parse)), and the lines an
/// `indentation` rule refuses. Only
/// subtrees that contain an error are walked.
pub fn count_errors(
    parser: &mut tree_sitter::Parser,
    profile: &Profile,
    rule: Option<&Rule>,
    source: &[u8],
) -> usize {
    let tree = parse_raw(parser, profile, source);
    errors_in(&tree) + rule.map_or(0, |rule| rule.errors(&tree, source))
}

/// ERROR and MISSING nodes in a tree-sitter tree. Only subtrees that
/// contain an error are walked.
fn errors_in(ts_tree: &tree_sitter::Tree) -> usize {
    let mut errors = 0;
    let mut stack = vec![ts_tree.root_node()];
    while let Some(node) = stack.pop() {
        if node.is_error() || node.is_missing() {
            errors += 1;
        }
        let mut cursor = node.walk();
        stack.extend(node.children(&mut cursor).filter(|c| c.has_error()));
    }
    errors
}

/// The parse of a source that candidates are renderings of, for
/// re-parsing them incrementally: the tree-sitter tree, where each line
/// starts, a hash of the source (to know it again without a copy of it: 4
/// MB on a 4 MB input), and when the tree has no errors, the text it
/// parsed (linemarkers hidden), for [`count_errors_in_ranges`].
pub struct Base {
    key: u128,
    len: usize,
    /// Only where the tree has no errors (the parse in ranges counts
    /// nothing else right).
    parsed: Option<Vec<u8>>,
    line_starts: Vec<u32>,
    tree: tree_sitter::Tree,
}

impl Base {
    /// Parses `source` in full.
    pub fn new(parser: &mut tree_sitter::Parser, profile: &Profile, source: &[u8]) -> Self {
        let line_starts = std::iter::once(0)
            .chain(
                source
                    .iter()
                    .enumerate()
                    .filter(|&(_, &c)| c == b'\n')
                    .map(|(i, _)| i as u32 + 1),
            )
            .collect();
        let markers = line_markers(profile, source);
        let parsed = hidden(profile, source, &markers);
        let tree = parser
            .parse(&*parsed, None)
            .expect("parsing without a timeout or cancellation flag always yields a tree");
        let parsed = (errors_in(&tree) == 0).then(|| parsed.into_owned());
        Base {
            key: xxhash_rust::xxh3::xxh3_128(source),
            len: source.len(),
            parsed,
            line_starts,
            tree,
        }
    }

    /// Whether `source` is the source it parsed.
    pub fn is_of(&self, source: &[u8]) -> bool {
        source.len() == self.len && xxhash_rust::xxh3::xxh3_128(source) == self.key
    }

    /// The length of the source it parsed.
    pub fn len(&self) -> usize {
        self.len
    }

    /// The errors of its `source`, as [`count_errors`] counts them,
    /// without parsing it again.
    pub fn errors(&self, rule: Option<&Rule>, source: &[u8]) -> usize {
        errors_in(&self.tree) + rule.map_or(0, |rule| rule.errors(&self.tree, source))
    }

    /// Row and column of byte `at` of the source.
    fn point(&self, at: u32) -> tree_sitter::Point {
        let row = self.line_starts.partition_point(|&s| s <= at) - 1;
        tree_sitter::Point::new(row, (at - self.line_starts[row]) as usize)
    }

    /// The start of the line holding byte `at`, and the end (past its
    /// newline) of the line holding byte `end - 1`.
    fn whole_lines(&self, at: u32, end: u32) -> (u32, u32) {
        let first = self.line_starts.partition_point(|&s| s <= at) - 1;
        let last_byte = end.max(at + 1) - 1;
        let after = self.line_starts.partition_point(|&s| s <= last_byte);
        let end = self
            .line_starts
            .get(after)
            .copied()
            .unwrap_or(self.len as u32)
            .max(end);
        (self.line_starts[first], end)
    }
}

/// ERROR and MISSING nodes in `bytes`, a candidate made of `base`'s
/// source by `changes` (a [`Rendering`](crate::candidate::Rendering)'s), where
/// what each change puts in is found in the text it takes out (a cut puts
/// nothing in; an emptied body's `{}` or `;` and a hoisted part are in the
/// text they replace). The base's text is parsed again from its tree with
/// the spans kept as tree-sitter's included ranges: only where those
/// changed is anything parsed, and nothing is copied (an edit copies every
/// node a change covers: 42 MB for a candidate of a 4 MB file without two
/// fifths of it). `None` when the kept spans are not the candidate: a
/// change puts in text that is not there, or hiding linemarkers hides
/// other text in `bytes` than in them (a cut that makes a marker line),
/// or the base's tree has errors.
pub fn count_errors_in_ranges(
    parser: &mut tree_sitter::Parser,
    profile: &Profile,
    base: &Base,
    bytes: &[u8],
    changes: &[Change],
) -> Option<usize> {
    let parsed = base.parsed.as_deref()?;
    let mut kept: Vec<Range<usize>> = Vec::with_capacity(changes.len() + 1);
    let mut keep = |range: Range<usize>| match kept.last_mut() {
        _ if range.is_empty() => {}
        Some(last) if last.end == range.start => last.end = range.end,
        _ => kept.push(range),
    };
    let mut at = 0;
    for change in changes {
        let (start, end) = (change.old.0 as usize, change.old.1 as usize);
        keep(at..start.max(at));
        let put = &bytes[change.new.0 as usize..change.new.1 as usize];
        for piece in pieces_within(&parsed[start..end], put)? {
            keep(start + piece.start..start + piece.end);
        }
        at = at.max(end);
    }
    keep(at..base.len());
    let markers = line_markers(profile, bytes);
    let seen = hidden(profile, bytes, &markers);
    let mut offset = 0;
    for range in &kept {
        let part = &parsed[range.clone()];
        if seen.get(offset..offset + part.len()) != Some(part) {
            return None;
        }
        offset += part.len();
    }
    if offset != seen.len() || kept.is_empty() {
        return None;
    }
    let ranges: Vec<tree_sitter::Range> = (kept.iter())
        .map(|r| tree_sitter::Range {
            start_byte: r.start,
            end_byte: r.end,
            start_point: base.point(r.start as u32),
            end_point: base.point(r.end as u32),
        })
        .collect();
    parser
        .set_included_ranges(&ranges)
        .expect("the kept spans are sorted and disjoint");
    let reparsed = parser.parse(parsed, Some(&base.tree));
    parser
        .set_included_ranges(&[])
        .expect("no ranges is the whole input");
    let reparsed =
        reparsed.expect("parsing without a timeout or cancellation flag always yields a tree");
    Some(errors_in(&reparsed))
}

/// ERROR and MISSING nodes in `bytes`, which differ from `base`'s source
/// by `changes` (a [`Rendering`](crate::candidate::Rendering)'s), re-parsed
/// incrementally from `base`: only the changed regions are parsed again.
/// With linemarkers hidden, each change is widened to whole lines, so a
/// line that starts or stops being a marker is inside a change.
pub fn count_errors_incremental(
    parser: &mut tree_sitter::Parser,
    profile: &Profile,
    rule: Option<&Rule>,
    base: &Base,
    bytes: &[u8],
    changes: &[Change],
) -> usize {
    let mut regions: Vec<Change> = Vec::with_capacity(changes.len());
    for &change in changes {
        let mut change = change;
        if profile.line_markers {
            let (start, end) = base.whole_lines(change.old.0, change.old.1);
            // Where an earlier change shares the widened lines, the two
            // merge below and this start is not used.
            change.new.0 = change.new.0.saturating_sub(change.old.0 - start);
            change.new.1 += end - change.old.1;
            change.old = (start, end);
        }
        match regions.last_mut() {
            Some(last) if change.old.0 <= last.old.1 => {
                last.old.1 = change.old.1;
                last.new.1 = change.new.1;
            }
            _ => regions.push(change),
        }
    }
    let mut tree = base.tree.clone();
    for change in regions.iter().rev() {
        let start_position = base.point(change.old.0);
        let inserted = &bytes[change.new.0 as usize..change.new.1 as usize];
        let new_end_position = match inserted.iter().rposition(|&c| c == b'\n') {
            Some(last) => tree_sitter::Point::new(
                start_position.row + inserted.iter().filter(|&&c| c == b'\n').count(),
                inserted.len() - last - 1,
            ),
            None => {
                tree_sitter::Point::new(start_position.row, start_position.column + inserted.len())
            }
        };
        tree.edit(&tree_sitter::InputEdit {
            start_byte: change.old.0 as usize,
            old_end_byte: change.old.1 as usize,
            new_end_byte: (change.old.0 as usize) + inserted.len(),
            start_position,
            old_end_position: base.point(change.old.1),
            new_end_position,
        });
    }
    let markers = line_markers(profile, bytes);
    let reparsed = parser
        .parse(&*hidden(profile, bytes, &markers), Some(&tree))
        .expect("parsing without a timeout or cancellation flag always yields a tree");
    errors_in(&reparsed) + rule.map_or(0, |rule| rule.errors(&reparsed, bytes))
}

/// The most byte comparisons the naive search for a change's text in the
/// text it replaces may take (a hoisted part, found where it was at once
/// but for text built to defeat it): past it, the edit's re-parse.
const MOST_COMPARISONS: usize = 1 << 28;

/// Spans of `text`, in order, that together hold `put`: the first place it
/// is whole, else its bytes one by one, each at the first place after the
/// last (`None` if one is not there).
fn pieces_within(text: &[u8], put: &[u8]) -> Option<Vec<Range<usize>>> {
    if put.is_empty() {
        return Some(Vec::new());
    }
    if put.len().saturating_mul(text.len()) > MOST_COMPARISONS {
        return None;
    }
    if let Some(at) = text.windows(put.len()).position(|w| w == put) {
        return Some(std::iter::once(at..at + put.len()).collect());
    }
    let mut pieces: Vec<Range<usize>> = Vec::new();
    let mut from = 0;
    for &byte in put {
        let at = from + text[from..].iter().position(|&b| b == byte)?;
        match pieces.last_mut() {
            Some(last) if last.end == at => last.end = at + 1,
            _ => pieces.push(at..at + 1),
        }
        from = at + 1;
    }
    Some(pieces)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::candidate::Rendering;
    use crate::frontend::{Frontend, Lang, shipped_profile, tree_sitter_language, treesitter};
    use crate::tree::{Edits, NodeId, rendering, rendering_hoisted};

    /// `bytes` without the spans `cuts` (sorted, disjoint).
    fn cut(bytes: &[u8], cuts: &[(usize, usize)]) -> Rendering {
        let (mut kept, mut changes, mut at) = (Vec::new(), Vec::new(), 0);
        for &(start, end) in cuts {
            kept.extend_from_slice(&bytes[at..start]);
            let here = kept.len() as u32;
            changes.push(Change {
                old: (start as u32, end as u32),
                new: (here, here),
            });
            at = end;
        }
        kept.extend_from_slice(&bytes[at..]);
        Rendering {
            bytes: kept,
            changes,
        }
    }

    /// Parses `path` as `lang` (its parse must have no errors), then makes
    /// `rounds` candidates of it (half of them cut at random bytes, the others with some nodes taken
    /// out as their roles say, then a random set of one node's children
    /// taken out or one node hoisted) and
    /// checks that each counts as many errors re-parsed in ranges as
    /// parsed in full, where the ranges apply. Returns (candidates the
    /// ranges applied to, candidates with errors among them).
    fn in_ranges_as_in_full(path: &str, lang: Lang, rounds: usize) -> (usize, usize) {
        let bytes = match std::fs::read(path) {
            Ok(bytes) => bytes,
            Err(_) if path == CLEAN_CPP => clean_cpp(),
            Err(e) => panic!("{path}: {e}"),
        };
        let profile = shipped_profile(lang).expect("a shipped profile");
        let language = tree_sitter_language(lang).expect("a tree-sitter language");
        let mut parser = treesitter::parser(&language);
        let tree = Frontend::new(lang).parse(bytes.clone()).expect("it parses");
        let base = Base::new(&mut parser, &profile, &bytes);
        assert_eq!(base.errors(None, &bytes), 0, "{path} parses without errors");
        let mut state = 0x2545_f491_4f6c_dd1d_u64;
        let mut random = move |below: usize| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % below as u64) as usize
        };
        let parents: Vec<NodeId> = (0..tree.len() as u32)
            .map(NodeId)
            .filter(|&id| tree.children(id).len() > 1)
            .collect();
        let hoistable: Vec<NodeId> = (0..tree.len() as u32)
            .map(NodeId)
            .filter(|&id| !tree.hoist_candidates(id).is_empty())
            .collect();
        let (mut applied, mut with_errors) = (0, 0);
        for round in 0..rounds {
            let mut edits = Edits::new(&tree);
            for _ in 0..random(4) {
                edits.reduce(&tree, NodeId(random(tree.len()) as u32));
            }
            let candidate = if round % 2 == 1 {
                // Cuts at any byte: tokens split, merged and glued.
                let mut cuts: Vec<(usize, usize)> = (0..1 + random(3))
                    .map(|_| {
                        let start = random(bytes.len());
                        (start, (start + 1 + random(200)).min(bytes.len()))
                    })
                    .collect();
                cuts.sort_unstable();
                cuts.dedup_by(|next, kept| next.0 <= kept.1);
                cut(&bytes, &cuts)
            } else if round % 4 == 2 && !hoistable.is_empty() {
                let id = hoistable[random(hoistable.len())];
                let hoists = match edits.is_removed(id) {
                    true => Vec::new(),
                    false => vec![(id, tree.hoist_candidates(id)[0])],
                };
                rendering_hoisted(&tree, &edits, &hoists)
            } else {
                let parent = parents[random(parents.len())];
                let taken: Vec<NodeId> = (tree.children(parent).iter().copied())
                    .filter(|&id| random(3) == 0 && !edits.is_removed(id))
                    .collect();
                rendering(&tree, &edits, &taken)
            };
            let full = count_errors(&mut parser, &profile, None, &candidate.bytes);
            let in_ranges = count_errors_in_ranges(
                &mut parser,
                &profile,
                &base,
                &candidate.bytes,
                &candidate.changes,
            );
            if let Some(errors) = in_ranges {
                // Error recovery weighs the sizes of what it skips, and
                // in ranges those hold the cuts: only whether there are
                // errors is the same, not always how many.
                assert_eq!(
                    errors == 0,
                    full == 0,
                    "{path}, candidate {round}: {errors}, {full}"
                );
                applied += 1;
                with_errors += usize::from(full > 0);
            }
        }
        (applied, with_errors)
    }

    /// The name [`in_ranges_as_in_full`] knows [`clean_cpp`] by.
    const CLEAN_CPP: &str = "clean.cc";

    /// C++ that tree-sitter-cpp parses without errors (the C++ examples
    /// it misparses in hundreds of places): classes, templates, lambdas,
    /// raw strings (its scanner's one token), initializer lists.
    fn clean_cpp() -> Vec<u8> {
        let mut source = String::from("#include <vector>\n");
        for i in 0..40 {
            source += &format!(
                "namespace ns{i} {{\n\
                 template <typename T, int N = {i}>\n\
                 class Box{i} : public Base<T> {{\n\
                 public:\n\
                 \x20 Box{i}() : value_(T{{}}), items_{{1, 2, 3}} {{}}\n\
                 \x20 explicit Box{i}(const T& v) noexcept : value_(v) {{}}\n\
                 \x20 virtual ~Box{i}() = default;\n\
                 \x20 T get() const {{ return value_ + static_cast<T>(N); }}\n\
                 \x20 template <typename U> auto map(U&& f) -> decltype(f(value_)) {{ return f(value_); }}\n\
                 private:\n\
                 \x20 T value_;\n\
                 \x20 std::vector<int> items_;\n\
                 \x20 std::string name_ = R\"raw(text {i} )\" )raw\";\n\
                 }};\n\
                 int use{i}(int a, int* p) {{\n\
                 \x20 auto lambda = [&](int x) mutable {{ return x * a + *p; }};\n\
                 \x20 for (int k = 0; k < a; ++k) {{ if (k % 2 == 0) continue; else a -= lambda(k); }}\n\
                 \x20 switch (a) {{ case 1: return 2; default: break; }}\n\
                 \x20 return a > 0 ? a : -a;\n\
                 }}\n\
                 }}  // namespace ns{i}\n"
            );
        }
        source.into_bytes()
    }

    #[test]
    fn a_parse_in_ranges_finds_errors_where_a_full_parse_does() {
        let cases = concat!(env!("CARGO_MANIFEST_DIR"), "/benches/cases");
        let cases = [
            (
                format!("{}/examples/c/bug.c", env!("CARGO_MANIFEST_DIR")),
                Lang::C,
            ),
            (format!("{cases}/c-gcc-waddress/bug.c"), Lang::C),
            (format!("{cases}/c-tcc-pragma-pack/bug.c"), Lang::C),
            (CLEAN_CPP.to_string(), Lang::Cpp),
        ];
        for (path, lang) in cases {
            let (applied, with_errors) = in_ranges_as_in_full(&path, lang, 400);
            // Most candidates only cut or put in what they cut out, and
            // many break the syntax: the comparison means something.
            assert!(applied >= 250, "{path}: {applied} of 400 in ranges");
            assert!(with_errors >= 120, "{path}: {with_errors} with errors");
        }
    }
}
