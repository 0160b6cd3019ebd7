//! Final token passes: rewrites of single tokens that delete little but
//! leave a simpler file (numbers to `0` or `1`, strings to `""`, a type to
//! `int`, a variable to `0`, names to short unused names, two declarations
//! merged into one), which often lets later tree passes delete what the old
//! text kept alive (the `#include` that declared `int16_t`).
//!
//! Every rewrite makes its leaf no longer and moves it towards the front of
//! its kind's list of texts, or makes the file shorter, so repeating the
//! passes ends.
//!
//! Invariant: this module only proposes rewrites; the oracle decides.

use super::constants::Constants;
use super::grammar::Grammar;
use super::positions;
use super::profile::{Defaults, Generics, Inline, Merge, Positions, Profile, Records, Results};
use super::raw::{descendants, is_subtype, last_named_child, named_nodes};
use super::related::{self, Classes, short_name};
use crate::tree::{NodeId, Rewrite, Role, Tree};
use std::collections::{HashMap, HashSet};

/// What a round of rewrites changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RewriteKind {
    /// Single tokens to simpler ones: numbers, strings, types, variables.
    Values,
    /// Adjacent declarations into one.
    Merges,
    /// Names to shorter names.
    Names,
}

/// The byte ranges of argument lists, by the name they follow.
type UsesByName<'s> = HashMap<&'s [u8], Vec<(usize, usize)>>;

/// The rewrites a profile allows, ready to be asked for each round.
pub struct Rewriter {
    /// Per leaf kind, its texts, best first.
    texts: HashMap<String, Vec<Vec<u8>>>,
    constants: Constants,
    /// Leaf kinds renamed together by text.
    names: HashSet<String>,
    merges: Vec<Merge>,
    inlines: Vec<Inline>,
    results: Vec<Results>,
    generics: Vec<Generics>,
    defaults: Vec<Defaults>,
    positions: Vec<Positions>,
    records: Vec<Records>,
    /// String literal kinds whose texts are shortened together.
    strings: HashSet<String>,
    /// Kinds counted as one token (strings) and as none (comments), to
    /// count what a merge takes away as the tree does.
    atomic: Vec<String>,
    comments: Vec<String>,
    /// Rounds of value rewrites: the longest list of texts, plus one for
    /// the grammar's replacement.
    value_rounds: usize,
}

impl Rewriter {
    /// The rewrites of `profile`; `tokens_of` counts the tokens of a text
    /// it gives.
    pub fn new(profile: &Profile, tokens_of: impl Fn(&str) -> u64) -> Self {
        let texts: HashMap<String, Vec<Vec<u8>>> = profile
            .rewrites
            .iter()
            .map(|(kind, texts)| {
                (
                    kind.clone(),
                    texts.iter().map(|t| t.as_bytes().to_vec()).collect(),
                )
            })
            .collect();
        let value_rounds = texts.values().map(Vec::len).max().unwrap_or(0) + 1;
        Rewriter {
            texts,
            constants: Constants::new(profile, tokens_of),
            names: profile.names.iter().cloned().collect(),
            merges: profile.merges.clone(),
            inlines: profile.inlines.clone(),
            results: profile.results.clone(),
            generics: profile.generics.clone(),
            defaults: profile.defaults.clone(),
            positions: profile.positions.clone(),
            records: profile.records.clone(),
            strings: profile.strings.iter().cloned().collect(),
            atomic: profile.atomic_kinds.clone(),
            comments: profile.comment_kinds.clone(),
            value_rounds,
        }
    }

    /// Whether round `round` is the one that renames names (see
    /// [`Rewriter::rewrites`]): a language whose names carry sigils
    /// (LLVM IR) renames them its own way there.
    pub fn is_names_round(&self, round: usize) -> bool {
        round == self.value_rounds + 1
    }

    /// The rewrites of round `round` on a freshly parsed `tree`, or `None`
    /// past the last round. Rounds `0..value_rounds` offer each leaf its
    /// `round`-th text; then one round merges (on the tree-sitter parse
    /// `raw` gives: it needs fields), one renames; where the profile names
    /// string kinds, one more round shortens strings that begin others to
    /// what begins them, and one shortens equal strings together. The last
    /// rounds, one per text of the profile's `constants`, make values
    /// constants of other types: they are reached only once every earlier
    /// round has stopped paying, for most of them fail and each costs
    /// calls on every expression of the file.
    pub fn rewrites(
        &self,
        tree: &Tree,
        raw: impl FnOnce() -> tree_sitter::Tree,
        grammar: &Grammar,
        round: usize,
    ) -> Option<(RewriteKind, Vec<Rewrite>)> {
        let v = self.value_rounds;
        Some(match round {
            r if r < v => (RewriteKind::Values, self.values(tree, grammar, r)),
            r if r == v => {
                let raw = raw();
                let mut merges = self.merges(tree.source(), &raw);
                merges.extend(self.inlines(tree, &raw));
                merges.extend(self.results(tree.source(), &raw));
                merges.extend(self.generics(tree.source(), &raw));
                merges.extend(self.defaults(tree.source(), &raw));
                merges.extend(self.positions(tree.source(), &raw));
                (RewriteKind::Merges, merges)
            }
            r if self.is_names_round(r) => {
                (RewriteKind::Names, self.renames(tree, &raw(), grammar))
            }
            r if r == v + 2 && !self.strings.is_empty() => {
                (RewriteKind::Names, related::prefixed(&self.strings(tree)))
            }
            r if r == v + 3 && !self.strings.is_empty() => {
                (RewriteKind::Names, related::equal(&self.strings(tree)))
            }
            r => {
                let first = v + 2 + if self.strings.is_empty() { 0 } else { 2 };
                let k = r
                    .checked_sub(first)
                    .filter(|&k| k < self.constants.rounds())?;
                let constants = self.constants.rewrites(tree, &raw(), grammar, k);
                (RewriteKind::Values, constants)
            }
        })
    }

    /// Each leaf's `round`-th text, where that is no longer than the leaf and
    /// the leaf's text is not that one or a better one already.
    fn values(&self, tree: &Tree, grammar: &Grammar, round: usize) -> Vec<Rewrite> {
        let mut out = Vec::new();
        for id in leaves(tree) {
            let text = tree.text(id);
            let node = tree.node(id);
            let mut options: Vec<(&[u8], u64)> = self
                .texts
                .get(tree.kind(id))
                .into_iter()
                .flatten()
                .map(|t| (t.as_slice(), 1))
                .collect();
            if let Role::Replaceable(r) = tree.role(id) {
                let (replacement, tokens) = tree.replacement(r);
                // A made-up name (`a` for a declarator) renames one
                // occurrence; the names pass renames them all.
                let made_up_name = replacement.first().is_some_and(|&b| is_word_start(b))
                    && !std::str::from_utf8(replacement).is_ok_and(|w| grammar.is_keyword(w));
                if tokens == node.tokens()
                    && !made_up_name
                    && replacement.len() < text.len()
                    && options.iter().all(|&(t, _)| t != replacement)
                {
                    options.push((replacement, tokens));
                }
            }
            let Some(&(option, tokens)) = options.get(round) else {
                continue;
            };
            let already = options[..=round].iter().any(|&(t, _)| t == text);
            if !already && option.len() <= text.len() && tokens <= node.tokens() {
                out.push(Rewrite {
                    spans: vec![(node.start, node.end)],
                    text: option.to_vec(),
                    tokens_saved: node.tokens() - tokens,
                    cuts: Vec::new(),
                });
            }
        }
        out
    }

    /// The quoted texts of the string literals of the profile's kinds, of
    /// two bytes or more, by text: literals with escapes, interpolation or
    /// braces (`${x}`, Rust's `{x}`) are left alone, and so are literals
    /// with a prefix (`b"x"`, `f"x"`) or a quote of more than one byte.
    fn strings<'t>(&self, tree: &'t Tree) -> Classes<'t> {
        let mut classes = Classes::new();
        for id in leaves(tree).filter(|&id| self.strings.contains(tree.kind(id))) {
            let (text, node) = (tree.text(id), tree.node(id));
            let [quote, inside @ .., last] = text else {
                continue;
            };
            let plain = |&b: &u8| !matches!(b, b'\\' | b'$' | b'{' | b'}') && b != *quote;
            if matches!(quote, b'"' | b'\'' | b'`')
                && last == quote
                && inside.len() >= 2
                && inside.iter().all(plain)
            {
                let span = (node.start + 1, node.end - 1);
                classes.entry(inside).or_default().push((span, 0));
            }
        }
        classes
    }

    /// One rewrite per name (all leaves of the name kinds with one text):
    /// see [`renames`].
    fn renames(&self, tree: &Tree, raw: &tree_sitter::Tree, grammar: &Grammar) -> Vec<Rewrite> {
        let is_name = |id| self.is_name(tree, raw, id);
        renames(tree, is_name, |name| grammar.is_keyword(name))
    }

    /// One rewrite per pair of adjacent siblings that a profile's merge
    /// allows: the bytes from the first one's last item to the second one's
    /// first item become the separator. A merge inside another one's span
    /// (members of two equal structs) is left for a later round.
    fn merges(&self, source: &[u8], raw: &tree_sitter::Tree) -> Vec<Rewrite> {
        let mut out = Vec::new();
        let mut stack = vec![raw.root_node()];
        while let Some(node) = stack.pop() {
            let mut cursor = node.walk();
            let children: Vec<tree_sitter::Node> = node.named_children(&mut cursor).collect();
            for pair in children.windows(2) {
                let (a, b) = (pair[0], pair[1]);
                let merge = self
                    .merges
                    .iter()
                    .find(|m| m.kind == a.kind() && m.kind == b.kind());
                if let Some(merge) = merge
                    && let Some(rewrite) = self.merge(source, merge, a, b)
                {
                    out.push(rewrite);
                }
            }
            stack.extend(children.into_iter().rev());
        }
        out.sort_by_key(|r| r.spans[0]);
        let mut reach = 0;
        out.retain(|r| {
            let (start, end) = r.spans[0];
            let outside = start >= reach;
            reach = reach.max(end);
            outside
        });
        out
    }

    /// `a` and `b` merged, if they say the same before their first item and
    /// after their last one.
    fn merge(
        &self,
        source: &[u8],
        merge: &Merge,
        a: tree_sitter::Node,
        b: tree_sitter::Node,
    ) -> Option<Rewrite> {
        let (a_first, a_last) = items(merge, a)?;
        let (b_first, b_last) = items(merge, b)?;
        let text = |from: usize, to: usize| source[from..to].trim_ascii();
        let same_head = text(a.start_byte(), a_first) == text(b.start_byte(), b_first);
        let same_tail = text(a_last, a.end_byte()) == text(b_last, b.end_byte());
        if !same_head || !same_tail || a.has_error() || b.has_error() {
            return None;
        }
        let mut with = merge.separator.as_bytes().to_vec();
        with.push(b' ');
        if source[a_last..b_first].len() <= with.len() {
            return None; // already merged, or nothing to gain
        }
        let between =
            self.tokens_in(a, a_last, a.end_byte()) + self.tokens_in(b, b.start_byte(), b_first);
        Some(Rewrite {
            spans: vec![(a_last as u32, b_first as u32)],
            text: with,
            tokens_saved: between.saturating_sub(1),
            cuts: Vec::new(),
        })
    }

    /// One rewrite per definition the profile's inlines name (a type
    /// alias, a variable): each use of its name (a leaf of the name's kind
    /// and text) becomes its value and the definition goes, where that
    /// leaves the file shorter and the name shows nowhere else (a macro
    /// body). A value with braces (`typedef struct { ... } s;`) is copied
    /// only where the profile allows it. Offered in the merges round, after
    /// every single deletion was refused: `b = {}; log(0 * b)` becomes
    /// `log(0 * {})`, two edits that only go together.
    fn inlines(&self, tree: &Tree, raw: &tree_sitter::Tree) -> Vec<Rewrite> {
        if self.inlines.is_empty() {
            return Vec::new();
        }
        let source = tree.source();
        // Each name's leaves (kind and text), by span.
        type Spans = Vec<(u32, u32)>;
        // Names folded into a node of their span (Go's `expression_list`
        // of one name) are of any kind.
        let mut uses: HashMap<(&str, &[u8]), Spans> = HashMap::new();
        let mut folded: HashMap<&[u8], Spans> = HashMap::new();
        let mut elsewhere: HashSet<&[u8]> = HashSet::new();
        for id in leaves(tree) {
            let (kind, text, n) = (tree.kind(id), tree.text(id), tree.node(id));
            if self.names.contains(kind) {
                uses.entry((kind, text)).or_default().push((n.start, n.end));
            } else if self.is_name(tree, raw, id) {
                folded.entry(text).or_default().push((n.start, n.end));
            } else {
                elsewhere.extend(words(text));
            }
        }
        let mut out = Vec::new();
        for node in named_nodes(raw) {
            let Some(inline) = self.inlines.iter().find(|i| i.kind == node.kind()) else {
                continue;
            };
            let field = |f: &str| node.child_by_field_name(f);
            let (Some(name), Some(value)) = (field(&inline.name), field(&inline.value)) else {
                continue;
            };
            // The name, where the field holds one and nothing else (Go's
            // `n :=`, but not C's `typedef int *p`).
            let Some(name) = self
                .single_name(name)
                .filter(|n| n.byte_range() == name.byte_range())
            else {
                continue;
            };
            // A generic alias (`type R<T> = Vec<T>;`) would need its
            // arguments put in: left alone.
            if field("type_parameters").is_some() {
                continue;
            }
            let name_text = &source[name.byte_range()];
            let value_text = source[value.byte_range()].to_vec();
            let braces = !inline.braces && value_text.contains(&b'{');
            if node.has_error() || braces {
                continue;
            }
            // What goes: the definition, or the parent it stands alone in.
            let whole = match node.parent() {
                _ if inline.within.is_empty() => node,
                Some(p)
                    if inline.within.iter().any(|k| k == p.kind())
                        && p.named_child_count() == 1 =>
                {
                    p
                }
                _ => continue,
            };
            let all = (uses.get(&(name.kind(), name_text)).into_iter())
                .chain(folded.get(name_text))
                .flatten();
            let at = (name.start_byte() as u32, name.end_byte() as u32);
            let mut spans: Vec<(u32, u32)> = all.copied().filter(|&s| s != at).collect();
            spans.sort();
            let before = spans.len() * name_text.len() + whole.byte_range().len();
            if spans.is_empty()
                || elsewhere.contains(name_text)
                || spans.len() * value_text.len() >= before
            {
                continue;
            }
            let value_tokens = self.tokens_in(value, value.start_byte(), value.end_byte());
            let added = spans.len() as u64 * value_tokens.saturating_sub(1);
            out.push(Rewrite {
                tokens_saved: self
                    .tokens_in(whole, whole.start_byte(), whole.end_byte())
                    .saturating_sub(added),
                spans,
                text: value_text,
                cuts: vec![(whole.start_byte() as u32, whole.end_byte() as u32)],
            });
        }
        out.sort_by_key(|r| r.cuts[0]);
        out
    }

    /// One rewrite per function the profile's results name whose body
    /// returns a value: its result type goes (with the `->` before it) or
    /// becomes the profile's `becomes` (`void`), and the values of its
    /// returns and its body's tail expression go, outside closures and
    /// nested functions.
    fn results(&self, source: &[u8], raw: &tree_sitter::Tree) -> Vec<Rewrite> {
        let mut out = Vec::new();
        for node in named_nodes(raw) {
            let Some(results) = self.results.iter().find(|r| r.kind == node.kind()) else {
                continue;
            };
            let field = |f: &str| node.child_by_field_name(f);
            let (Some(result), Some(body)) = (field(&results.field), field(&results.body)) else {
                continue;
            };
            if node.has_error() {
                continue;
            }
            // The type becomes `becomes` (unless it is that already), or
            // goes with what stands before it.
            let (spans, mut cuts) = match results.becomes.as_deref() {
                Some(text) if &source[result.byte_range()] == text.as_bytes() => continue,
                Some(_) => {
                    let span = (result.start_byte() as u32, result.end_byte() as u32);
                    (vec![span], Vec::new())
                }
                None => {
                    let from =
                        (result.prev_named_sibling()).map_or(result.start_byte(), |p| p.end_byte());
                    (Vec::new(), vec![(from, result.end_byte())])
                }
            };
            let typed = cuts.len();
            let tail = (results.tail.as_deref())
                .and_then(|supertype| {
                    let last = last_named_child(body)?;
                    is_subtype(last, supertype).then_some(last)
                })
                .filter(|last| !self.comments.iter().any(|c| c == last.kind()));
            cuts.extend(tail.map(|t| (t.start_byte(), t.end_byte())));
            let mut inside: Vec<tree_sitter::Node> = vec![body];
            while let Some(n) = inside.pop() {
                if results.nested.iter().any(|k| k == n.kind()) || n.kind() == results.kind {
                    continue;
                }
                if results.returns.iter().any(|k| k == n.kind()) {
                    if let Some(value) = n.named_child(0) {
                        cuts.push((value.start_byte(), value.end_byte()));
                    }
                    continue;
                }
                let mut cursor = n.walk();
                inside.extend(n.named_children(&mut cursor));
            }
            if cuts.len() == typed {
                continue; // nothing returned: the type alone was refused
            }
            cuts.sort();
            let text = results.becomes.clone().unwrap_or_default().into_bytes();
            out.push(self.cutting(node, (spans, text), &cuts));
        }
        out.sort_by_key(|r| r.cuts[0]);
        out
    }

    /// One rewrite per generic definition the profile's generics name whose
    /// parameters are all of its kinds: its header goes, each use of a
    /// parameter in it becomes the profile's value, and the argument
    /// lists of the uses of its name anywhere go.
    fn generics(&self, source: &[u8], raw: &tree_sitter::Tree) -> Vec<Rewrite> {
        if self.generics.is_empty() {
            return Vec::new();
        }
        // Per generics entry, the argument lists of its uses by the name
        // used, found in one walk of the file.
        let mut uses: Vec<UsesByName> = vec![HashMap::new(); self.generics.len()];
        for n in named_nodes(raw) {
            let field = |f: &str| n.child_by_field_name(f);
            let (Some(used), Some(arguments)) = (field("name"), field("arguments")) else {
                continue;
            };
            for (g, generics) in self.generics.iter().enumerate() {
                if generics.uses.iter().any(|k| k == n.kind()) {
                    let span = (arguments.start_byte(), arguments.end_byte());
                    uses[g]
                        .entry(&source[used.byte_range()])
                        .or_default()
                        .push(span);
                }
            }
        }
        let mut out = Vec::new();
        for node in named_nodes(raw) {
            let Some(g) = self.generics.iter().position(|g| g.kind == node.kind()) else {
                continue;
            };
            let generics = &self.generics[g];
            let Some(parameters) = node.child_by_field_name(&generics.parameters) else {
                continue;
            };
            let mut cursor = parameters.walk();
            let params: Vec<tree_sitter::Node> = parameters.named_children(&mut cursor).collect();
            let is_parameter = |p: &tree_sitter::Node| {
                let kind = p.kind();
                generics.parameter_kinds.iter().any(|k| k == kind)
                    || self.comments.iter().any(|k| k == kind)
            };
            if node.has_error() || !params.iter().all(is_parameter) {
                continue;
            }
            // Each parameter's name: its first leaf of a names kind.
            let names: HashSet<&[u8]> = params
                .iter()
                .filter_map(|&p| descendants(p).find(|n| self.names.contains(n.kind())))
                .map(|n| &source[n.byte_range()])
                .collect();
            // What the parameters are for: the first named child after them.
            let mut cursor = node.walk();
            let Some(defined) = node
                .named_children(&mut cursor)
                .filter(|c| c.start_byte() >= parameters.end_byte())
                .find(|c| !self.comments.iter().any(|k| k == c.kind()))
            else {
                continue;
            };
            let spans: Vec<(u32, u32)> = descendants(defined)
                .filter(|n| n.child_count() == 0 && self.names.contains(n.kind()))
                .filter(|n| names.contains(&source[n.byte_range()]))
                .map(|n| (n.start_byte() as u32, n.end_byte() as u32))
                .collect();
            let mut cuts = vec![(node.start_byte(), defined.start_byte())];
            if let Some(name) = defined_name(defined) {
                let name = &source[name.byte_range()];
                cuts.extend(uses[g].get(name).into_iter().flatten());
            }
            // An argument list inside another one goes with it.
            cuts.sort_by_key(|&(from, to)| (from, std::cmp::Reverse(to)));
            let mut outer: Vec<(usize, usize)> = Vec::new();
            for cut in cuts {
                if outer.last().is_none_or(|last| cut.0 >= last.1) {
                    outer.push(cut);
                }
            }
            // A use of a parameter inside a cut goes with the cut.
            let inside = |&(a, b): &(u32, u32)| {
                outer
                    .iter()
                    .any(|&(from, to)| a as usize >= from && b as usize <= to)
            };
            let spans = spans.into_iter().filter(|s| !inside(s)).collect();
            let value = generics.value.as_bytes().to_vec();
            out.push(self.cutting(raw.root_node(), (spans, value), &outer));
        }
        out.sort_by_key(|r| r.cuts[0]);
        out
    }

    /// One rewrite per item of a list the profile's positions name (it
    /// goes from every declaration of the list's name and every use), and
    /// per key of a list of records (it goes from every record).
    fn positions(&self, source: &[u8], raw: &tree_sitter::Tree) -> Vec<Rewrite> {
        let mut cuts = positions::cuts(source, raw, &self.positions, &self.names, &self.comments);
        cuts.extend(positions::record_cuts(
            source,
            raw,
            &self.records,
            &self.comments,
        ));
        let root = raw.root_node();
        let mut out: Vec<Rewrite> = (cuts.iter())
            .map(|cuts| self.cutting(root, (Vec::new(), Vec::new()), cuts))
            .collect();
        out.sort_by_key(|r| r.cuts[0]);
        out
    }

    /// One rewrite per node the profile's defaults name that carries the
    /// label the respelled keyword makes the default: the keyword is
    /// respelled, and the label goes where it opens the body (with the
    /// token after it) and before each base.
    fn defaults(&self, source: &[u8], raw: &tree_sitter::Tree) -> Vec<Rewrite> {
        if self.defaults.is_empty() {
            return Vec::new();
        }
        let mut out = Vec::new();
        for node in named_nodes(raw) {
            let Some(defaults) = self.defaults.iter().find(|d| d.kind == node.kind()) else {
                continue;
            };
            let (Some(keyword), Some(body)) =
                (node.child(0), node.child_by_field_name(&defaults.body))
            else {
                continue;
            };
            if node.has_error()
                || keyword.is_named()
                || source[keyword.byte_range()] == *defaults.becomes.as_bytes()
            {
                continue;
            }
            let is_label = |n: &tree_sitter::Node| {
                n.kind() == defaults.label_kind
                    && source[n.byte_range()] == *defaults.label.as_bytes()
            };
            let mut cuts = Vec::new();
            let mut cursor = body.walk();
            let opening = body
                .named_children(&mut cursor)
                .find(|c| !self.comments.iter().any(|k| k == c.kind()));
            if let Some(label) = opening.filter(is_label) {
                let end = label
                    .next_sibling()
                    .filter(|n| !n.is_named())
                    .map_or(label.end_byte(), |n| n.end_byte());
                cuts.push((label.start_byte(), end));
            }
            let mut cursor = node.walk();
            for bases in node
                .named_children(&mut cursor)
                .filter(|c| defaults.bases.iter().any(|k| k == c.kind()))
            {
                let mut cursor = bases.walk();
                cuts.extend(
                    bases
                        .named_children(&mut cursor)
                        .filter(is_label)
                        .map(|l| (l.start_byte(), l.end_byte())),
                );
            }
            if cuts.is_empty() {
                continue;
            }
            cuts.sort();
            let spans = vec![(keyword.start_byte() as u32, keyword.end_byte() as u32)];
            let becomes = defaults.becomes.as_bytes().to_vec();
            out.push(self.cutting(node, (spans, becomes), &cuts));
        }
        out.sort_by_key(|r| r.spans[0]);
        out
    }

    /// The one leaf of a `names` kind at or under `node`, if it holds
    /// exactly one.
    fn single_name<'t>(&self, node: tree_sitter::Node<'t>) -> Option<tree_sitter::Node<'t>> {
        let mut names =
            descendants(node).filter(|n| n.child_count() == 0 && self.names.contains(n.kind()));
        match (names.next(), names.next()) {
            (Some(name), None) => Some(name),
            _ => None,
        }
    }

    /// Whether leaf `id` is a name: of a `names` kind, or a node a name
    /// was folded into (Go's `expression_list` of one `n`, which has the
    /// name's span), as the innermost node of its span in `raw` says.
    fn is_name(&self, tree: &Tree, raw: &tree_sitter::Tree, id: NodeId) -> bool {
        let node = tree.node(id);
        let span = node.start as usize..node.end as usize;
        self.names.contains(tree.kind(id))
            || (node.name().is_some()
                && (raw.root_node())
                    .descendant_for_byte_range(span.start, span.end)
                    .is_some_and(|n| n.byte_range() == span && self.names.contains(n.kind())))
    }

    /// The rewrite that puts `text` at `spans` and cuts `cuts` (sorted,
    /// disjoint byte ranges inside `node`), saving the tokens the cuts hold.
    fn cutting(
        &self,
        node: tree_sitter::Node,
        (spans, text): (Vec<(u32, u32)>, Vec<u8>),
        cuts: &[(usize, usize)],
    ) -> Rewrite {
        Rewrite {
            spans,
            text,
            cuts: cuts.iter().map(|&(a, b)| (a as u32, b as u32)).collect(),
            // From the smallest node around each cut: a file's root would
            // walk every top-level item for each of a joint edit's cuts.
            tokens_saved: (cuts.iter())
                .map(|&(from, to)| {
                    let around = node.descendant_for_byte_range(from, to).unwrap_or(node);
                    self.tokens_in(around, from, to)
                })
                .sum(),
        }
    }

    /// Tokens (leaves that are not comments) of `node` inside `from..to`.
    fn tokens_in(&self, node: tree_sitter::Node, from: usize, to: usize) -> u64 {
        let mut count = 0;
        let mut stack = vec![node];
        while let Some(n) = stack.pop() {
            let is = |kinds: &[String]| kinds.iter().any(|k| k == n.kind());
            if n.end_byte() <= from || n.start_byte() >= to || is(&self.comments) {
                continue;
            }
            if n.child_count() == 0 || is(&self.atomic) {
                count += u64::from(n.start_byte() < n.end_byte());
            } else {
                let mut cursor = n.walk();
                stack.extend(n.children(&mut cursor));
            }
        }
        count
    }
}

/// The name a definition defines: its `name` field, or its declarator's
/// name (`T f(T x)`'s `f`), down to a leaf.
fn defined_name(node: tree_sitter::Node) -> Option<tree_sitter::Node> {
    if node.child_count() == 0 {
        return Some(node);
    }
    let next = node
        .child_by_field_name("name")
        .or_else(|| node.child_by_field_name("declarator"))?;
    defined_name(next)
}

/// Where the items of `node` start and end: the start of the first child
/// in the merge's item field (or of its item kind), the end of the last.
fn items(merge: &Merge, node: tree_sitter::Node) -> Option<(usize, usize)> {
    let mut cursor = node.walk();
    let mut span: Option<(usize, usize)> = None;
    if cursor.goto_first_child() {
        loop {
            let child = cursor.node();
            if cursor.field_name() == Some(merge.item.as_str()) || child.kind() == merge.item {
                let start = span.map_or(child.start_byte(), |(s, _)| s);
                span = Some((start, child.end_byte()));
            }
            if !cursor.goto_next_sibling() {
                break;
            }
        }
    }
    span
}

/// One rewrite per name (all leaves `is_name` accepts with one text), to a
/// shorter name used nowhere in the file and not `reserved`; the names that
/// save the most bytes get the shortest new names. A name that also shows
/// inside another leaf (`${total}` in a template string, a macro body) is
/// left alone: renaming it would miss that occurrence.
pub(super) fn renames(
    tree: &Tree,
    is_name: impl Fn(NodeId) -> bool,
    reserved: impl Fn(&str) -> bool,
) -> Vec<Rewrite> {
    let mut groups: HashMap<&[u8], Vec<NodeId>> = HashMap::new();
    let mut elsewhere: HashSet<&[u8]> = HashSet::new();
    for id in leaves(tree) {
        if is_name(id) {
            groups.entry(tree.text(id)).or_default().push(id);
        } else {
            elsewhere.extend(words(tree.text(id)));
        }
    }
    let mut groups: Vec<(&[u8], Vec<NodeId>)> = groups
        .into_iter()
        .filter(|(text, _)| !elsewhere.contains(text))
        .collect();
    groups.sort_by_key(|(text, nodes)| (std::cmp::Reverse(text.len() * nodes.len()), nodes[0]));
    let used = words(tree.source());
    let mut fresh = (0..)
        .map(short_name)
        .filter(|n| !used.contains(n.as_bytes()) && !reserved(n))
        .peekable();
    let mut out = Vec::new();
    for (text, nodes) in groups {
        let next = fresh.peek().expect("names never run out");
        if next.len() < text.len() {
            let spans = nodes.iter().map(|&id| {
                let n = tree.node(id);
                (n.start, n.end)
            });
            out.push(Rewrite {
                spans: spans.collect(),
                text: fresh.next().expect("peeked").into_bytes(),
                tokens_saved: 0,
                cuts: Vec::new(),
            });
        }
    }
    out.sort_by_key(|r| r.spans[0]);
    out
}

/// Nodes without children that hold tokens, in document order.
fn leaves(tree: &Tree) -> impl Iterator<Item = NodeId> + '_ {
    (1..tree.len() as u32)
        .map(NodeId)
        .filter(|&id| tree.children(id).is_empty() && tree.node(id).tokens() > 0)
}

/// Every maximal run of word characters in `source`, but those an escape
/// starts (the `n` of `\n`).
fn words(source: &[u8]) -> HashSet<&[u8]> {
    let mut at = 0;
    source
        .split(|&b| !(is_word_start(b) || b.is_ascii_digit()))
        .filter(|w| {
            // An escape (`\n` in a string) is no name.
            let escaped = at > 0 && source[at - 1] == b'\\';
            at += w.len() + 1;
            !w.is_empty() && !escaped
        })
        .collect()
}

/// Whether a name may start with `b`.
fn is_word_start(b: u8) -> bool {
    b.is_ascii_alphabetic() || b == b'_' || b == b'$'
}
