//! A level of single bytes starts with the blanks that join no two words
//! (the indentation, the blanks around punctuation): all of them in the
//! first test, and where that fails, binary searches that find the few
//! the input's syntax needs ([`crate::algo::Closures::all_first`]). A
//! list algorithm over the whole level finds them one or a few at a time,
//! each find costing tests among the bytes around it that must stay.

use super::Observer;
use super::Reducer;
use super::ledger::PassKind;
use super::payoff::left_of_level;
use crate::runner::{Runner, Stop};
use crate::tree::{Edits, NodeId, Tree};
use std::collections::HashMap;
use std::io;

/// Fewer blanks than this are left to the level's list algorithm: one
/// test of its own would save nothing.
const FEWEST: usize = 2;

/// Whether a byte is a blank the level's first test may take out.
fn is_blank(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\r' | b'\n')
}

/// Whether a byte belongs to a word, which a blank must keep apart from
/// the next word.
fn is_word(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c >= 0x80
}

/// The items of a level (`ids`, one byte each) that are blanks joining no
/// two words in `source`: every blank of a run of them, but where the run
/// stands between two word bytes, its last one.
pub(super) fn joining_nothing(tree: &Tree, ids: &[NodeId]) -> Vec<NodeId> {
    let source = tree.source();
    let byte_at: HashMap<usize, NodeId> = ids
        .iter()
        .filter_map(|&id| {
            let span = tree.node(id).span();
            (span.len() == 1 && is_blank(source[span.start])).then_some((span.start, id))
        })
        .collect();
    let mut found = Vec::new();
    let mut i = 0;
    while i < source.len() {
        if !is_blank(source[i]) {
            i += 1;
            continue;
        }
        let start = i;
        while i < source.len() && is_blank(source[i]) {
            i += 1;
        }
        let between_words =
            start > 0 && is_word(source[start - 1]) && i < source.len() && is_word(source[i]);
        let end = if between_words { i - 1 } else { i };
        found.extend((start..end).filter_map(|at| byte_at.get(&at).copied()));
    }
    found
}

impl Reducer<'_> {
    /// Before a shrinking level whose items are single bytes (`ids`, at
    /// `weights`), their blanks joining no two words, taken out together
    /// (see the module's documentation); `ids` and `weights` become
    /// what is left. Returns why the run must stop, if it must.
    pub(super) fn blanks_first(
        &mut self,
        tree: &Tree,
        edits: &mut Edits,
        (ids, weights): (&mut Vec<NodeId>, &mut Vec<u64>),
        runner: &mut Runner,
        observer: &mut dyn Observer,
    ) -> io::Result<Option<Stop>> {
        let blanks = joining_nothing(tree, ids);
        if blanks.len() < FEWEST {
            return Ok(None);
        }
        let bundles: Vec<Vec<NodeId>> = blanks.into_iter().map(|id| vec![id]).collect();
        let (taken, stop) =
            self.take_out_together(PassKind::Blanks, tree, edits, &bundles, runner, observer)?;
        if taken > 0 {
            (*ids, *weights) = left_of_level(tree, edits, ids);
        }
        Ok(stop)
    }
}

#[cfg(test)]
mod tests {
    use super::joining_nothing;
    use crate::frontend::{Frontend, Lang};
    use crate::tree::Edits;

    /// `text` with the blanks that [`joining_nothing`] finds among its
    /// byte nodes (as the text front-end parses it) marked `^`.
    fn blanks_of(text: &str) -> String {
        let tree = Frontend::new(Lang::Text)
            .parse(text.as_bytes().to_vec())
            .unwrap();
        let edits = Edits::new(&tree);
        let mut level = tree.top_level(&edits);
        let mut bytes = Vec::new();
        while !level.is_empty() {
            bytes.extend(level.iter().copied().filter(|&id| tree.kind(id) == "byte"));
            level = tree.next_level(&edits, &level);
        }
        let found = joining_nothing(&tree, &bytes);
        let mut marked = text.as_bytes().to_vec();
        for id in found {
            marked[tree.node(id).span().start] = b'^';
        }
        String::from_utf8(marked).unwrap()
    }

    #[test]
    fn blanks_that_join_no_two_words_are_found() {
        // Indentation and the blanks before `->`, `n2` and `{` go; between `n1`
        // and `x` one blank of two stays.
        assert_eq!(
            blanks_of("digraph {\n  n1 -> n2;\n  n1  x;\n}\n"),
            "digraph^{\n^^n1^->^n2;\n^^n1^ x;\n}\n",
        );
    }
}
