//! The syntax check run on every candidate before the oracle: a candidate
//! with more syntax errors than the original costs a parse, not a call.

use super::profile::Profile;
use super::{Lang, shipped_profile, tree_sitter_language, treesitter, xml};

/// Counts syntax errors the way the original was counted, and refuses
/// candidates that have more.
pub struct SyntaxCheck {
    checker: Checker,
    baseline: usize,
}

enum Checker {
    TreeSitter(Box<(tree_sitter::Parser, Profile)>),
    /// Well-formed or not: a malformed original is reduced as text instead.
    Xml,
    /// Text has no syntax to break.
    Text,
}

impl SyntaxCheck {
    /// The check for `lang` with its shipped profile, with `original`'s
    /// error count as the baseline.
    pub fn new(lang: Lang, original: &[u8]) -> Self {
        match (shipped_profile(lang), tree_sitter_language(lang)) {
            (Some(profile), Some(language)) => Self::tree_sitter(profile, &language, original),
            _ if lang == Lang::Xml => Self::with(Checker::Xml, original),
            _ => Self::with(Checker::Text, original),
        }
    }

    /// The check for a tree-sitter language under `profile` (which says
    /// whether linemarkers are hidden from the parser).
    pub fn tree_sitter(
        profile: Profile,
        language: &tree_sitter::Language,
        original: &[u8],
    ) -> Self {
        let parser = treesitter::parser(language);
        Self::with(Checker::TreeSitter(Box::new((parser, profile))), original)
    }

    fn with(checker: Checker, original: &[u8]) -> Self {
        let mut check = SyntaxCheck {
            checker,
            baseline: 0,
        };
        check.baseline = check.errors(original);
        check
    }

    /// The original's error count (ERROR and MISSING nodes for tree-sitter).
    pub fn baseline(&self) -> usize {
        self.baseline
    }

    /// Syntax errors in `bytes`: ERROR and MISSING nodes for C and
    /// JavaScript; for XML, 1 if not well-formed; always 0 for text.
    pub fn errors(&mut self, bytes: &[u8]) -> usize {
        match &mut self.checker {
            Checker::TreeSitter(parts) => {
                let (parser, profile) = &mut **parts;
                treesitter::count_errors(parser, profile, bytes)
            }
            Checker::Xml => usize::from(xml::parse(bytes.to_vec()).is_err()),
            Checker::Text => 0,
        }
    }

    /// Whether `bytes` has no more syntax errors than the original.
    pub fn accepts(&mut self, bytes: &[u8]) -> bool {
        self.errors(bytes) <= self.baseline
    }
}
