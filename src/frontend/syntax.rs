//! The syntax check run on every candidate before the oracle: a candidate
//! with more syntax errors than the original costs a parse, not a call.
//! Large inputs are re-parsed incrementally, from a parse of the source the
//! candidates are renderings of.

use super::profile::Profile;
use super::{Lang, errors, sexp, shipped_profile, tree_sitter_language, treesitter, xml};
use crate::candidate::Change;
use std::sync::Mutex;

/// Sources from this size on are checked incrementally: a full parse of
/// 1 MB of C or C++ takes 100-300 ms, an incremental one a few ms; below
/// it a full parse costs about what keeping a base costs.
pub const INCREMENTAL_FROM: usize = 256 * 1024;

/// A candidate shorter than this fraction (numerator, denominator) of the
/// source it renders is parsed in full, not re-parsed from the source's
/// parse: tree-sitter's edit copies every node a change covers, so taking
/// 4,037,000 of 4,040,792 bytes out costs 110 ms re-parsed, 0.1 ms parsed.
/// On that file (`#include <bits/stdc++.h>` preprocessed) checking its 90
/// candidates took 8.1 s re-parsed, 2.6 s with this at 1/5, 2.7 s at 2/5,
/// 2.8 s at 3/5.
const FULL_BELOW: (usize, usize) = (1, 2);

/// Counts syntax errors the way the original was counted, and refuses
/// candidates that have more. Checking takes `&self`, so that the runner
/// checks the candidates it prepares on several threads at once (each
/// takes a parser of its own from a pool).
pub struct SyntaxCheck {
    checker: Checker,
    /// The most errors a candidate may have: the original's, or fewer
    /// once a pass starts from a source with fewer (see
    /// [`rebase`](SyntaxCheck::rebase)).
    baseline: usize,
    /// The original's errors.
    original: usize,
    /// The parse renderings are checked against, for large sources.
    base: Option<errors::Base>,
}

enum Checker {
    /// Parsers of one language, and how they count errors.
    TreeSitter(Box<TreeSitterCheck>),
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

/// A tree-sitter language's check: parsers for the threads that check at
/// once (a parser parses one input at a time), the profile they parse
/// under, and what the language refuses beyond its grammar (see
/// [`errors::Rule`]).
struct TreeSitterCheck {
    language: tree_sitter::Language,
    /// Parsers no thread is using; one is made when none is left.
    parsers: Mutex<Vec<tree_sitter::Parser>>,
    profile: Profile,
    rule: Option<errors::Rule>,
    /// Whether a parse in included ranges lexes a candidate as a parse of
    /// it would: C and C++ (no external scanner of theirs looks at where a
    /// range starts; JavaScript's ends a statement there).
    same_tokens_in_ranges: bool,
}

impl TreeSitterCheck {
    /// Runs `parse` with a parser no other thread is using.
    fn with_parser<T>(&self, parse: impl FnOnce(&mut tree_sitter::Parser) -> T) -> T {
        let idle = self
            .parsers
            .lock()
            .expect("no thread panics holding it")
            .pop();
        let mut parser = idle.unwrap_or_else(|| treesitter::parser(&self.language));
        let result = parse(&mut parser);
        self.parsers
            .lock()
            .expect("no thread panics holding it")
            .push(parser);
        result
    }
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

    fn errors(&self, bytes: &[u8]) -> usize {
        let entries = match crate::bundle::decode(bytes) {
            Ok(entries) if super::bundle::well_formed(&entries, &self.paths, &self.kept) => entries,
            _ => return Self::NOT_A_BUNDLE,
        };
        let mut errors = 0;
        for entry in entries {
            let at = self.paths.iter().position(|p| *p == entry.path);
            let lang = at.map(|i| self.langs[i]);
            if let Some((_, check)) = self.checks.iter().find(|(l, _)| Some(*l) == lang) {
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
            (Some(profile), Some(language)) => {
                Self::tree_sitter(lang, profile, &language, original)
            }
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

    /// The check for `lang`, a tree-sitter language, under `profile`
    /// (which says whether linemarkers are hidden from the parser).
    pub fn tree_sitter(
        lang: Lang,
        profile: Profile,
        language: &tree_sitter::Language,
        original: &[u8],
    ) -> Self {
        let check = TreeSitterCheck {
            language: language.clone(),
            parsers: Mutex::new(vec![treesitter::parser(language)]),
            rule: errors::Rule::of(&profile, language),
            profile,
            same_tokens_in_ranges: matches!(lang, Lang::C | Lang::Cpp),
        };
        Self::with(Checker::TreeSitter(Box::new(check)), original)
    }

    fn with(checker: Checker, original: &[u8]) -> Self {
        let mut check = SyntaxCheck {
            checker,
            baseline: 0,
            original: 0,
            base: None,
        };
        let (errors, base) = check.parsed(original);
        (check.original, check.baseline, check.base) = (errors, errors, base);
        check
    }

    /// Whether renderings of `source` are re-parsed from its parse: a
    /// large source of a tree-sitter language.
    fn keeps_base(&self, source: &[u8]) -> bool {
        matches!(self.checker, Checker::TreeSitter(_)) && source.len() >= INCREMENTAL_FROM
    }

    /// The errors of `source`, and for a large one of a tree-sitter
    /// language, the parse they were counted in, to re-parse its
    /// renderings from: one parse for both.
    fn parsed(&self, source: &[u8]) -> (usize, Option<errors::Base>) {
        match &self.checker {
            Checker::TreeSitter(ts) if self.keeps_base(source) => {
                let base = ts.with_parser(|parser| errors::Base::new(parser, &ts.profile, source));
                (base.errors(ts.rule.as_ref(), source), Some(base))
            }
            _ => (self.errors(source), None),
        }
    }

    /// The original's error count (ERROR and MISSING nodes for tree-sitter).
    pub fn baseline(&self) -> usize {
        self.baseline
    }

    /// Syntax errors in `bytes`: ERROR and MISSING nodes for C and
    /// JavaScript; for XML, 1 if not well-formed; always 0 for text.
    pub fn errors(&self, bytes: &[u8]) -> usize {
        match &self.checker {
            Checker::TreeSitter(ts) => ts.with_parser(|parser| {
                errors::count_errors(parser, &ts.profile, ts.rule.as_ref(), bytes)
            }),
            Checker::Xml => usize::from(xml::parse(bytes.to_vec()).is_err()),
            Checker::Sexp(dialect) => usize::from(sexp::read(bytes, *dialect).is_err()),
            Checker::Text => 0,
            Checker::Bundle(check) => check.errors(bytes),
        }
    }

    /// Whether `bytes` has no more syntax errors than the original.
    pub fn accepts(&self, bytes: &[u8]) -> bool {
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
        if self.base.as_ref().is_some_and(|b| b.is_of(source)) {
            return;
        }
        self.base = None;
        if self.original == 0 && !self.keeps_base(source) {
            // Nothing to count, nothing to keep.
            return;
        }
        let (errors, base) = self.parsed(source);
        if self.original > 0 {
            self.baseline = self.original.min(errors);
        }
        self.base = base;
    }

    /// As [`accepts`](SyntaxCheck::accepts), for `bytes` that differ from
    /// the source last given to [`rebase`](SyntaxCheck::rebase) by
    /// `changes` (a [`Rendering`](crate::candidate::Rendering) of it).
    pub fn accepts_changed(&self, bytes: &[u8], changes: &[Change]) -> bool {
        if self.baseline == 0
            && let Some(errors) = self.has_errors_in_ranges(bytes, changes)
        {
            return !errors;
        }
        self.errors_changed(bytes, changes) <= self.baseline
    }

    /// As [`errors`](SyntaxCheck::errors), for `bytes` that differ from the
    /// source last given to [`rebase`](SyntaxCheck::rebase) by `changes`.
    pub fn errors_changed(&self, bytes: &[u8], changes: &[Change]) -> usize {
        match (&self.checker, &self.base) {
            (Checker::TreeSitter(ts), Some(base))
                if bytes.len() * FULL_BELOW.1 >= base.len() * FULL_BELOW.0 =>
            {
                ts.with_parser(|parser| {
                    let rule = ts.rule.as_ref();
                    errors::count_errors_incremental(
                        parser,
                        &ts.profile,
                        rule,
                        base,
                        bytes,
                        changes,
                    )
                })
            }
            _ => self.errors(bytes),
        }
    }

    /// Whether `bytes`, a rendering of the source last given to
    /// [`rebase`](SyntaxCheck::rebase) that differs from it by `changes`,
    /// has errors, found by a parse of the source in the spans the
    /// candidate keeps (see [`errors::count_errors_in_ranges`]): `None`
    /// where that does not apply. Whether there are errors is what a parse
    /// of `bytes` finds, how many not always (error recovery weighs spans
    /// that hold the cuts), so only a baseline of none may use it.
    fn has_errors_in_ranges(&self, bytes: &[u8], changes: &[Change]) -> Option<bool> {
        let (Checker::TreeSitter(ts), Some(base)) = (&self.checker, &self.base) else {
            return None;
        };
        if !ts.same_tokens_in_ranges || ts.rule.is_some() {
            return None;
        }
        ts.with_parser(|parser| {
            errors::count_errors_in_ranges(parser, &ts.profile, base, bytes, changes)
        })
        .map(|errors| errors > 0)
    }

    /// A check of the same language and original as this one, based on
    /// `source` as this one would be once [`rebase`](SyntaxCheck::rebase)d
    /// there: what a look-ahead's dry run checks a later pass's candidates
    /// with, while the real run's check stays on the pass under way.
    pub fn rebased_copy(&self, source: &[u8]) -> SyntaxCheck {
        let mut copy = self.unbased_copy();
        copy.rebase(source);
        copy
    }

    /// A check of the same language, original and baseline as this one,
    /// not based on any source.
    fn unbased_copy(&self) -> SyntaxCheck {
        let checker = match &self.checker {
            Checker::TreeSitter(ts) => Checker::TreeSitter(Box::new(TreeSitterCheck {
                language: ts.language.clone(),
                parsers: Mutex::new(Vec::new()),
                rule: errors::Rule::of(&ts.profile, &ts.language),
                profile: ts.profile.clone(),
                same_tokens_in_ranges: ts.same_tokens_in_ranges,
            })),
            Checker::Xml => Checker::Xml,
            Checker::Sexp(dialect) => Checker::Sexp(*dialect),
            Checker::Text => Checker::Text,
            Checker::Bundle(bundle) => Checker::Bundle(Box::new(BundleCheck {
                paths: bundle.paths.clone(),
                langs: bundle.langs.clone(),
                kept: bundle.kept.clone(),
                checks: (bundle.checks.iter())
                    .map(|(lang, check)| (*lang, check.unbased_copy()))
                    .collect(),
            })),
        };
        SyntaxCheck {
            checker,
            baseline: self.baseline,
            original: self.original,
            base: None,
        }
    }
}
