//! Front-ends: bytes to a language-neutral [`Tree`] of byte spans with kinds
//! and token counts. C, C++ and JavaScript through tree-sitter, XML through
//! quick-xml, everything else (binary data included) as lines, tokens, bytes.
//!
//! Invariant: front-ends know nothing of algorithms or processes.

mod bundle;
mod constants;
mod errors;
mod grammar;
mod indentation;
pub mod layout;
mod llvm;
mod outline;
mod positions;
pub mod profile;
mod raw;
mod related;
mod rewrite;
mod sexp;
mod shipped;
mod smtlib;
mod syntax;
mod text;
mod treesitter;
mod xml;

pub use grammar::{ChildRole, Grammar, Shortest};
pub use layout::{Layout, Style, Unit};
pub use outline::line_spans;
pub use rewrite::RewriteKind;
pub use syntax::{INCREMENTAL_FROM, SyntaxCheck};
pub use text::{KINDS as TEXT_KINDS, count_words};
pub use treesitter::HOIST_CANDIDATES;

use crate::tree::{Rewrite, Tree};
use std::path::Path;

/// The languages `reduce` parses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Deserialize, clap::ValueEnum)]
#[serde(rename_all = "kebab-case")]
pub enum Lang {
    /// C, preprocessed C (`.i`, `gcc -E` output) included.
    C,
    /// C++, preprocessed C++ (`.ii`, `g++ -E` output) included.
    Cpp,
    /// JavaScript.
    Javascript,
    /// Rust.
    Rust,
    /// Go.
    Go,
    /// Java.
    Java,
    /// Python 3.
    Python,
    /// LLVM IR in its text form (`.ll`).
    Llvm,
    /// JSON (comments allowed, as tree-sitter-json reads them).
    Json,
    /// TOML.
    Toml,
    /// YAML.
    Yaml,
    /// TypeScript (`.ts`; not TSX).
    Typescript,
    /// Bash and POSIX shell scripts.
    Bash,
    /// Lua 5.x.
    Lua,
    /// CSS.
    Css,
    /// HTML.
    Html,
    /// SQL (tree-sitter-sequel: the dialects SQLite, PostgreSQL and MySQL
    /// share).
    Sql,
    /// SMT-LIB 2 (`.smt2`): s-expressions whose commands and terms are
    /// known.
    Smtlib,
    /// Lisp-like s-expression languages (Lisp, Scheme, Clojure).
    Sexp,
    /// WebAssembly text (`.wat`): s-expressions with `(; ;)` comments.
    Wat,
    /// XML (SVG, XSLT, XHTML, plists, ...).
    Xml,
    /// Anything else: lines, then whitespace-separated tokens, then bytes.
    Text,
    /// Binary data (detected by a NUL byte): cut short, blocks set to
    /// zero, runs of zeroes deleted with the offsets past them repaired,
    /// blocks deleted, bytes lowered (see `driver::binary`).
    Binary,
}

impl Lang {
    /// Every language, in declaration order (`lang as usize` indexes it).
    pub const ALL: [Lang; 23] = [
        Lang::C,
        Lang::Cpp,
        Lang::Javascript,
        Lang::Rust,
        Lang::Go,
        Lang::Java,
        Lang::Python,
        Lang::Llvm,
        Lang::Json,
        Lang::Toml,
        Lang::Yaml,
        Lang::Typescript,
        Lang::Bash,
        Lang::Lua,
        Lang::Css,
        Lang::Html,
        Lang::Sql,
        Lang::Smtlib,
        Lang::Sexp,
        Lang::Wat,
        Lang::Xml,
        Lang::Text,
        Lang::Binary,
    ];

    /// The name `--lang` uses.
    pub fn name(self) -> &'static str {
        match self {
            Lang::C => "c",
            Lang::Cpp => "cpp",
            Lang::Javascript => "javascript",
            Lang::Rust => "rust",
            Lang::Go => "go",
            Lang::Java => "java",
            Lang::Python => "python",
            Lang::Llvm => "llvm",
            Lang::Json => "json",
            Lang::Toml => "toml",
            Lang::Yaml => "yaml",
            Lang::Typescript => "typescript",
            Lang::Bash => "bash",
            Lang::Lua => "lua",
            Lang::Css => "css",
            Lang::Html => "html",
            Lang::Sql => "sql",
            Lang::Smtlib => "smtlib",
            Lang::Sexp => "sexp",
            Lang::Wat => "wat",
            Lang::Xml => "xml",
            Lang::Text => "text",
            Lang::Binary => "binary",
        }
    }
}

/// Picks the language from the file name and content: NUL bytes mean binary
/// data; then the extension; then an `<?xml` start.
pub fn detect(path: &Path, bytes: &[u8]) -> Lang {
    if bytes.contains(&0) {
        return Lang::Binary;
    }
    let ext = path
        .extension()
        .and_then(|e| e.to_str())
        .map(str::to_ascii_lowercase)
        .unwrap_or_default();
    if let Some(row) = (shipped::SHIPPED.iter())
        .find(|row| profile::shipped(row.lang).is_some_and(|p| p.extensions.contains(&ext)))
    {
        return row.lang;
    }
    if xml::EXTENSIONS.contains(&ext.as_str()) {
        return Lang::Xml;
    }
    if sexp::SMTLIB_EXTENSIONS.contains(&ext.as_str()) {
        return Lang::Smtlib;
    }
    if sexp::SEXP_EXTENSIONS.contains(&ext.as_str()) {
        return Lang::Sexp;
    }
    if sexp::WAT_EXTENSIONS.contains(&ext.as_str()) {
        return Lang::Wat;
    }
    let head = bytes
        .strip_prefix(b"\xef\xbb\xbf")
        .unwrap_or(bytes)
        .trim_ascii_start();
    if head.starts_with(b"<?xml") {
        return Lang::Xml;
    }
    Lang::Text
}

/// A front-end ready to parse one language, again and again (the driver
/// re-parses the best candidate between passes): the parser, its profile and
/// the grammar analysis, built once.
pub struct Frontend {
    lang: Lang,
    tree_sitter: Option<Box<TreeSitter>>,
    /// For a bundle (several files as one input): its files.
    bundle: Option<BundleFiles>,
}

/// The files of a bundle's original, as its front-end knows them.
struct BundleFiles {
    /// Their paths, in order.
    paths: Vec<std::path::PathBuf>,
    /// Each one's language, as [`detect`] found it in the original.
    langs: Vec<Lang>,
    /// The ones kept as they are (`--keep`).
    kept: Vec<std::path::PathBuf>,
    /// A front-end for each language there.
    frontends: Vec<Frontend>,
}

impl BundleFiles {
    /// The items of final token pass `round` over the bundle `source`: each
    /// file's own, where its front-end has a pass of the kind the first
    /// file with one has (each language orders its rounds alike: values,
    /// merges, names), their spans moved to where the file lies. Names are
    /// renamed file by file for now: a name another file uses too is kept
    /// by the oracle's verdict, not known before.
    ///
    /// With the merges, a header included once goes into the file that
    /// includes it ([`bundle::includes_inlined`]).
    fn rewrites(&self, source: &[u8], round: usize) -> Option<(RewriteKind, Vec<Rewrite>)> {
        let files = crate::bundle::decode_with_spans(source).ok()?;
        let mut found: Option<(RewriteKind, Vec<Rewrite>)> = None;
        let mut trees = Vec::new();
        for ((_, contents), entry) in &files {
            let Some(frontend) = self.frontend_of(&entry.path) else {
                continue;
            };
            let Ok(tree) = frontend.parse(entry.bytes.clone()) else {
                continue;
            };
            // A kept file is not rewritten, but what it includes counts.
            let rewrites = match self.kept.contains(&entry.path) {
                true => None,
                false => frontend.rewrites(&tree, round),
            };
            trees.push((&entry.path, contents.start as u32, tree));
            let Some((kind, rewrites)) = rewrites else {
                continue;
            };
            let (want, all) = found.get_or_insert_with(|| (kind, Vec::new()));
            if *want != kind {
                continue;
            }
            let at = contents.start as u32;
            all.extend(rewrites.into_iter().map(|mut r| {
                (r.spans.iter_mut().chain(&mut r.cuts))
                    .for_each(|(s, e)| (*s, *e) = (*s + at, *e + at));
                r
            }));
        }
        if let Some((RewriteKind::Merges, all)) = &mut found {
            all.extend(bundle::includes_inlined(&files, &trees, &self.kept));
        }
        found
    }

    /// The front-end of the file at `path`.
    fn frontend_of(&self, path: &Path) -> Option<&Frontend> {
        let at = self.paths.iter().position(|p| p == path)?;
        self.frontends.iter().find(|f| f.lang == self.langs[at])
    }
}

struct TreeSitter {
    profile: profile::Profile,
    language: tree_sitter::Language,
    grammar: Grammar,
    rewriter: rewrite::Rewriter,
}

impl TreeSitter {
    /// The tree-sitter tree of `source`, for what needs more than our
    /// tree keeps.
    fn parse_raw(&self, source: &[u8]) -> tree_sitter::Tree {
        treesitter::parse_raw(
            &mut treesitter::parser(&self.language),
            &self.profile,
            source,
        )
    }
}

impl Frontend {
    /// The front-end of `lang` with its shipped profile.
    pub fn new(lang: Lang) -> Self {
        match shipped_profile(lang) {
            Some(profile) => Frontend::with_profile(profile),
            None => Frontend {
                lang,
                tree_sitter: None,
                bundle: None,
            },
        }
    }

    /// The front-end of a bundle whose original holds `files` (see
    /// [`crate::bundle`]), which keeps the files at `kept` as they are.
    /// Each file is parsed as its name says, as a file is.
    pub fn bundle(files: &[crate::bundle::Entry], kept: Vec<std::path::PathBuf>) -> Self {
        let langs: Vec<Lang> = files.iter().map(|f| detect(&f.path, &f.bytes)).collect();
        let mut frontends: Vec<Frontend> = Vec::new();
        for &lang in &langs {
            if !frontends.iter().any(|f| f.lang == lang) {
                frontends.push(Frontend::new(lang));
            }
        }
        Frontend {
            lang: Lang::Text,
            tree_sitter: None,
            bundle: Some(BundleFiles {
                paths: files.iter().map(|f| f.path.clone()).collect(),
                langs,
                kept,
                frontends,
            }),
        }
    }

    /// The size in tokens of the bytes of a bundle's file at `path`, as
    /// that file's language counts them (0 for a path not in the bundle).
    pub fn file_tokens(&self, path: &Path, bytes: &[u8]) -> u64 {
        (self.bundle.as_ref())
            .and_then(|files| files.frontend_of(path))
            .map_or(0, |f| f.count_tokens(bytes))
    }

    /// Whether it parses bundles.
    pub fn is_bundle(&self) -> bool {
        self.bundle.is_some()
    }

    /// The tree-sitter front-end of the language a profile names (checked
    /// by [`profile::from_user_file`] or shipped), with that profile.
    pub fn with_profile(profile: profile::Profile) -> Self {
        let lang = profile.lang().expect("profiles name tree-sitter languages");
        let language = tree_sitter_language(lang).expect("profiles name tree-sitter languages");
        let grammar = profile.grammar();
        // A text the profile gives counts as a parse of it alone counts.
        let tokens_of = |text: &str| {
            treesitter::parse(&profile, &language, &grammar, text.as_bytes().to_vec())
                .total_tokens()
        };
        let rewriter = rewrite::Rewriter::new(&profile, tokens_of);
        let tree_sitter = Box::new(TreeSitter {
            grammar,
            rewriter,
            profile,
            language,
        });
        Frontend {
            lang,
            tree_sitter: Some(tree_sitter),
            bundle: None,
        }
    }

    /// The language it parses.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Parses `bytes`. Only XML (it must be well-formed), s-expressions
    /// (balanced) and a bundle (its headers must be whole) can fail; the
    /// error says what is wrong.
    pub fn parse(&self, bytes: Vec<u8>) -> Result<Tree, String> {
        if let Some(files) = &self.bundle {
            return bundle::parse(bytes, &files.kept, |path| files.frontend_of(path));
        }
        match (&self.tree_sitter, self.lang) {
            (Some(ts), _) => Ok(treesitter::parse(
                &ts.profile,
                &ts.language,
                &ts.grammar,
                bytes,
            )),
            (None, Lang::Xml) => xml::parse(bytes),
            (None, lang) => match sexp::Dialect::of(lang) {
                Some(dialect) => {
                    let doc = sexp::read(&bytes, dialect)?;
                    let notes = match dialect {
                        sexp::Dialect::Smtlib => smtlib::annotate(&doc, &bytes),
                        sexp::Dialect::Lisp | sexp::Dialect::Wat => sexp::plain(&doc, &bytes),
                    };
                    Ok(sexp::tree(bytes, &doc, &notes))
                }
                None => Ok(text::parse(bytes)),
            },
        }
    }

    /// The size of `bytes` in tokens (words for text, and for XML or
    /// s-expressions that no longer parse).
    pub fn count_tokens(&self, bytes: &[u8]) -> u64 {
        match self.parse(bytes.to_vec()) {
            Ok(tree) => tree.total_tokens(),
            Err(_) => text::count_words(bytes),
        }
    }

    /// The items of final token pass `round` over a fresh parse `tree`
    /// (values first, then merges, then names; for XML, empty elements made
    /// self-closing), or `None` past the last round and for text.
    pub fn rewrites(&self, tree: &Tree, round: usize) -> Option<(RewriteKind, Vec<Rewrite>)> {
        if let Some(files) = &self.bundle {
            return files.rewrites(tree.source(), round);
        }
        let Some(ts) = self.tree_sitter.as_ref() else {
            return match self.lang {
                Lang::Xml => xml::rewrites(tree, round),
                Lang::Smtlib => smtlib::rewrites(tree, round),
                _ => None,
            };
        };
        let raw = || ts.parse_raw(tree.source());
        if self.lang == Lang::Llvm && ts.rewriter.is_names_round(round) {
            return Some((RewriteKind::Names, llvm::renames(tree, raw().root_node())));
        }
        let mut rewrites = ts.rewriter.rewrites(tree, raw, &ts.grammar, round);
        if let (Lang::Llvm, Some((RewriteKind::Merges, merges))) = (self.lang, &mut rewrites) {
            let raw = raw();
            merges.extend(llvm::returned(tree.source(), raw.root_node()));
            merges.extend(llvm::as_arguments(tree.source(), raw.root_node()));
        }
        rewrites
    }

    /// The input made ready for reduction where its language asks for it,
    /// to be taken if the oracle still finds it interesting: LLVM IR's
    /// numbered values made names, so that any of them can go (see
    /// `llvm::named`). `None` where nothing is to change.
    pub fn prepared(&self, source: &[u8]) -> Option<Vec<u8>> {
        match (&self.tree_sitter, self.lang) {
            (Some(ts), Lang::Llvm) => llvm::named(source, ts.parse_raw(source).root_node()),
            _ => None,
        }
    }

    /// `bytes` laid out again in `style`, as the language's profile says
    /// (see [`layout`]), or `None` where every byte may matter (text) or it
    /// does not parse: a bundle's files each as their language says.
    pub fn laid_out(&self, bytes: &[u8], style: &Style) -> Option<Vec<u8>> {
        let Some(files) = &self.bundle else {
            let none = layout::Words::default();
            let layout = match (&self.tree_sitter, self.lang) {
                (_, Lang::Text | Lang::Binary) => return None,
                (Some(ts), _) => (ts.profile.layout, &ts.profile.layout_words),
                (None, Lang::Xml) => (Layout::Indentation, &none),
                (None, _) => (Layout::Brackets, &none),
            };
            let tree = self.parse(bytes.to_vec()).ok()?;
            return Some(layout::laid_out(&tree, layout, style));
        };
        let mut entries = crate::bundle::decode(bytes).ok()?;
        let mut changed = false;
        for entry in &mut entries {
            if let Some(tidied) = (files.frontend_of(&entry.path))
                .and_then(|f| f.laid_out(&entry.bytes, style))
                .filter(|t| *t != entry.bytes && !files.kept.contains(&entry.path))
            {
                entry.bytes = tidied;
                changed = true;
            }
        }
        // Encoding again may pick another marker: only for a change.
        Some(match changed {
            true => crate::bundle::encode(&entries),
            false => bytes.to_vec(),
        })
    }

    /// The commands of the language's own formatters, in the order they
    /// are tried (see `runner::formatter`); none for a bundle.
    pub fn formatters(&self) -> &[String] {
        match (&self.bundle, &self.tree_sitter) {
            (None, Some(ts)) => &ts.profile.formatters,
            _ => &[],
        }
    }

    /// The syntax check of candidates against `original`.
    pub fn syntax_check(&self, original: &[u8]) -> SyntaxCheck {
        if let Some(files) = &self.bundle {
            let kept = (crate::bundle::decode(original)
                .unwrap_or_default()
                .into_iter())
            .filter(|e| files.kept.contains(&e.path))
            .map(|e| (e.path, e.bytes))
            .collect();
            let checks = (files.frontends.iter())
                .map(|f| (f.lang, f.syntax_check(b"")))
                .collect();
            return SyntaxCheck::bundle(
                files.paths.clone(),
                files.langs.clone(),
                kept,
                checks,
                original,
            );
        }
        match &self.tree_sitter {
            Some(ts) => {
                SyntaxCheck::tree_sitter(self.lang, ts.profile.clone(), &ts.language, original)
            }
            None => SyntaxCheck::new(self.lang, original),
        }
    }
}

/// The profile shipped for `lang`, if tree-sitter parses it.
fn shipped_profile(lang: Lang) -> Option<profile::Profile> {
    profile::shipped(lang).cloned()
}

/// The tree-sitter grammar of `lang`, if tree-sitter parses it.
fn tree_sitter_language(lang: Lang) -> Option<tree_sitter::Language> {
    shipped::of(lang).map(|row| (row.language)())
}

/// The text front-end and its tree of `bytes`: the fallback for input no
/// tree of its language fits (text always parses).
pub fn as_text(bytes: Vec<u8>) -> (Frontend, Tree) {
    let frontend = Frontend::new(Lang::Text);
    let tree = text::parse(bytes);
    (frontend, tree)
}

/// The deepest tree reduced as a tree. HDD takes one level per depth, and
/// each level renders and re-parses the whole file: XML nested 10,000 deep
/// reduces in about 70 s with a fast oracle, C nested 100,000 deep would take
/// hours. Deeper input is reduced as text (lines, tokens, bytes).
pub const MAX_TREE_DEPTH: u32 = 20_000;

/// An input parsed by the front-end [`load`] chose.
pub struct Loaded {
    /// The front-end the run reduces with.
    pub frontend: Frontend,
    /// The input's tree.
    pub tree: Tree,
    /// Why the input is reduced as text although its language was another
    /// (for a warning), if it is.
    pub fell_back: Option<String>,
}

/// The one place that decides how an input is reduced: with `profile`
/// (`--grammar`) when given, else as `lang` (`--lang`) when given, else as
/// [`detect`] says. XML and s-expressions that are not well-formed, and
/// any tree deeper than [`MAX_TREE_DEPTH`], are reduced as text instead,
/// except that a language asked for by `lang` must parse: the error says
/// what is wrong.
pub fn load(
    path: &Path,
    bytes: Vec<u8>,
    profile: Option<&profile::Profile>,
    lang: Option<Lang>,
) -> Result<Loaded, String> {
    let frontend = match profile {
        Some(profile) => Frontend::with_profile(profile.clone()),
        None => Frontend::new(lang.unwrap_or_else(|| detect(path, &bytes))),
    };
    // Only XML and s-expressions can fail to parse; their bytes are kept
    // for the text fallback.
    let what = match frontend.lang() {
        Lang::Xml => Some("XML"),
        Lang::Smtlib => Some("SMT-LIB"),
        Lang::Sexp => Some("s-expressions"),
        Lang::Wat => Some("WebAssembly text"),
        _ => None,
    };
    let kept = what.map(|_| bytes.clone());
    let tree = match (frontend.parse(bytes), kept, what) {
        (Ok(tree), _, _) => tree,
        (Err(e), _, Some(what)) if lang == Some(frontend.lang()) => {
            return Err(format!(
                "is not well-formed {what}: {e}; use --lang text to reduce it as text"
            ));
        }
        (Err(e), Some(bytes), Some(what)) => {
            let (frontend, tree) = as_text(bytes);
            return Ok(Loaded {
                frontend,
                tree,
                fell_back: Some(format!("is not well-formed {what} ({e})")),
            });
        }
        (Err(e), _, _) => unreachable!("only XML and s-expressions can fail to parse: {e}"),
    };
    if tree.depth() <= MAX_TREE_DEPTH || matches!(frontend.lang(), Lang::Text | Lang::Binary) {
        return Ok(Loaded {
            frontend,
            tree,
            fell_back: None,
        });
    }
    let depth = tree.depth();
    let (frontend, tree) = as_text(tree.source().to_vec());
    Ok(Loaded {
        frontend,
        tree,
        fell_back: Some(format!(
            "nests {depth} levels deep (more than {MAX_TREE_DEPTH})"
        )),
    })
}

/// Parses `bytes` as `lang` (see [`Frontend::parse`]).
pub fn parse(lang: Lang, bytes: Vec<u8>) -> Result<Tree, String> {
    Frontend::new(lang).parse(bytes)
}

#[cfg(test)]
mod tests;
