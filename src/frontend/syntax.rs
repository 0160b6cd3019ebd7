//! The syntax check run on every candidate before the oracle: a candidate
//! with more syntax errors than the original costs a parse, not a call.
//! Large inputs are re-parsed incrementally, from a parse of the source the
//! candidates are renderings of.

use super::profile::Profile;
use super::{Lang, indentation, sexp, shipped_profile, tree_sitter_language, treesitter, xml};
use crate::tree::Change;

/// Sources from this size on are checked incrementally: a full parse of
/// 1 MB of C or C++ takes 100-300 ms, an incremental one a few ms; below
/// it a full parse costs about what keeping a base costs.
pub const INCREMENTAL_FROM: usize = 256 * 1024;

/// Counts syntax errors the way the original was counted, and refuses
/// candidates that have more.
pub struct SyntaxCheck {
    checker: Checker,
    /// The most errors a candidate may have: the original's, or fewer
    /// once a pass starts from a source with fewer (see
    /// [`rebase`](SyntaxCheck::rebase)).
    baseline: usize,
    /// The original's errors.
    original: usize,
    /// The parse renderings are checked against, for large sources.
    base: Option<treesitter::Base>,
}

enum Checker {
    /// A parser, the profile it parses under, and where indentation is
    /// syntax, its rule.
    TreeSitter(Box<(tree_sitter::Parser, Profile, Option<indentation::Rule>)>),
    /// Well-formed or not: a malformed original is reduced as text instead.
    Xml,
    /// Balanced or not, as XML.
    Sexp(sexp::Dialect),
    /// Text has no syntax to break.
    Text,
    /// A bundle's: its files' errors, each counted as its language counts
    /// them.
    Bundle(Box<BundleCheck>),
}

/// What a bundle's check needs: the original's files and their
/// languages, the files kept, a check per language.
struct BundleCheck {
    paths: Vec<std::path::PathBuf>,
    langs: Vec<Lang>,
    kept: Vec<(std::path::PathBuf, Vec<u8>)>,
    checks: Vec<(Lang, SyntaxCheck)>,
}

impl BundleCheck {
    /// A candidate that is no bundle of the original's files in order,
    /// with its kept files as they were (a token run cut across a file's
    /// header), counts as more errors than any original has.
    const NOT_A_BUNDLE: usize = 1 << 30;

    fn errors(&mut self, bytes: &[u8]) -> usize {
        let entries = match crate::bundle::decode(bytes) {
            Ok(entries) if super::bundle::well_formed(&entries, &self.paths, &self.kept) => entries,
            _ => return Self::NOT_A_BUNDLE,
        };
        let mut errors = 0;
        for entry in entries {
            let at = self.paths.iter().position(|p| *p == entry.path);
            let lang = at.map(|i| self.langs[i]);
            if let Some((_, check)) = self.checks.iter_mut().find(|(l, _)| Some(*l) == lang) {
                errors += check.errors(&entry.bytes);
            }
        }
        errors
    }
}

impl SyntaxCheck {
    /// The check for `lang` with its shipped profile, with `original`'s
    /// error count as the baseline.
    pub fn new(lang: Lang, original: &[u8]) -> Self {
        match (shipped_profile(lang), tree_sitter_language(lang)) {
            (Some(profile), Some(language)) => Self::tree_sitter(profile, &language, original),
            _ if lang == Lang::Xml => Self::with(Checker::Xml, original),
            _ => match sexp::Dialect::of(lang) {
                Some(dialect) => Self::with(Checker::Sexp(dialect), original),
                None => Self::with(Checker::Text, original),
            },
        }
    }

    /// The check of a bundle whose original holds the files at `paths`,
    /// of the languages `langs`, with the files `kept` (path, bytes) that
    /// must stay as they are, counting each file's errors with the check of
    /// its language in `checks`.
    pub fn bundle(
        paths: Vec<std::path::PathBuf>,
        langs: Vec<Lang>,
        kept: Vec<(std::path::PathBuf, Vec<u8>)>,
        checks: Vec<(Lang, SyntaxCheck)>,
        original: &[u8],
    ) -> Self {
        let check = BundleCheck {
            paths,
            langs,
            kept,
            checks,
        };
        Self::with(Checker::Bundle(Box::new(check)), original)
    }

    /// The check for a tree-sitter language under `profile` (which says
    /// whether linemarkers are hidden from the parser).
    pub fn tree_sitter(
        profile: Profile,
        language: &tree_sitter::Language,
        original: &[u8],
    ) -> Self {
        let parser = treesitter::parser(language);
        let indentation = indentation::Rule::of(&profile, language);
        let parts = Box::new((parser, profile, indentation));
        Self::with(Checker::TreeSitter(parts), original)
    }

    fn with(checker: Checker, original: &[u8]) -> Self {
        let mut check = SyntaxCheck {
            checker,
            baseline: 0,
            original: 0,
            base: None,
        };
        check.original = check.errors(original);
        check.baseline = check.original;
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
                let (parser, profile, indentation) = &mut **parts;
                treesitter::count_errors(parser, profile, indentation.as_ref(), bytes)
            }
            Checker::Xml => usize::from(xml::parse(bytes.to_vec()).is_err()),
            Checker::Sexp(dialect) => usize::from(sexp::read(bytes, *dialect).is_err()),
            Checker::Text => 0,
            Checker::Bundle(check) => check.errors(bytes),
        }
    }

    /// Whether `bytes` has no more syntax errors than the original.
    pub fn accepts(&mut self, bytes: &[u8]) -> bool {
        self.errors(bytes) <= self.baseline
    }

    /// Makes `source` the source of the renderings
    /// [`accepts_changed`](SyntaxCheck::accepts_changed) gets next (a
    /// pass's start): a large one is parsed once here, so that each of them
    /// is re-parsed incrementally.
    ///
    /// A candidate may then have no more errors than `source` has, if that
    /// is fewer than the original had: a 1.5 MB C++ file that tree-sitter
    /// misparses in hundreds of places gives no check at all to the
    /// candidates of a 50-token result that misparses in one.
    pub fn rebase(&mut self, source: &[u8]) {
        if self.base.as_ref().is_some_and(|b| b.source() == source) {
            return;
        }
        self.base = None;
        if self.original > 0 {
            self.baseline = self.original.min(self.errors(source));
        }
        if let Checker::TreeSitter(parts) = &mut self.checker
            && source.len() >= INCREMENTAL_FROM
        {
            let (parser, profile, _) = &mut **parts;
            self.base = Some(treesitter::Base::new(parser, profile, source));
        }
    }

    /// As [`accepts`](SyntaxCheck::accepts), for `bytes` that differ from
    /// the source last given to [`rebase`](SyntaxCheck::rebase) by
    /// `changes` (a [`Rendering`](crate::tree::Rendering) of it).
    pub fn accepts_changed(&mut self, bytes: &[u8], changes: &[Change]) -> bool {
        self.errors_changed(bytes, changes) <= self.baseline
    }

    /// As [`errors`](SyntaxCheck::errors), for `bytes` that differ from the
    /// source last given to [`rebase`](SyntaxCheck::rebase) by `changes`.
    pub fn errors_changed(&mut self, bytes: &[u8], changes: &[Change]) -> usize {
        match (&mut self.checker, &self.base) {
            (Checker::TreeSitter(parts), Some(base)) => {
                let (parser, profile, indentation) = &mut **parts;
                let indentation = indentation.as_ref();
                treesitter::count_errors_incremental(
                    parser,
                    profile,
                    indentation,
                    base,
                    bytes,
                    changes,
                )
            }
            _ => self.errors(bytes),
        }
    }
}
