//! The s-expression front-end, our own: SMT-LIB 2 (`.smt2`) and any other
//! s-expression language (Lisp, Scheme, WebAssembly text). Lists are nodes,
//! atoms are tokens; an element may go, and a list may give way to one of
//! its elements. What each expression means comes in as [`Annotation`]s:
//! [`plain`]'s for any dialect, or the SMT-LIB front-end's (declarations,
//! sorts, constants, `let`), which reads its files with [`read`] too.
//!
//! Invariant: reading never recurses, so nesting depth costs memory only.

use crate::tree::{Declares, Hoist, NodeId, Role, Tree, TreeBuilder};

/// The s-expression languages: they differ in their strings and comments.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dialect {
    /// SMT-LIB 2: `;` comments, strings with `""` for a quote, `|...|`
    /// quoted symbols.
    Smtlib,
    /// Lisp, Scheme, Clojure: `;` comments, `#| |#` block comments,
    /// strings with `\` escapes, `|...|` symbols, `#\(` and `\(`
    /// characters.
    Lisp,
    /// WebAssembly text: `;;` comments, `(; ;)` block comments, strings
    /// with `\` escapes.
    Wat,
}

impl Dialect {
    /// The dialect `lang` is read in, if it is an s-expression language.
    pub fn of(lang: super::Lang) -> Option<Dialect> {
        match lang {
            super::Lang::Smtlib => Some(Dialect::Smtlib),
            super::Lang::Sexp => Some(Dialect::Lisp),
            super::Lang::Wat => Some(Dialect::Wat),
            _ => None,
        }
    }
}

/// File extensions of SMT-LIB.
pub const SMTLIB_EXTENSIONS: &[&str] = &["smt2", "smt"];
/// File extensions of Lisp-like languages.
pub const SEXP_EXTENSIONS: &[&str] = &[
    "lisp", "lsp", "cl", "el", "scm", "ss", "sld", "rkt", "clj", "sexp",
];
/// File extensions of WebAssembly text.
pub const WAT_EXTENSIONS: &[&str] = &["wat", "wast"];

/// What an expression is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// `( ... )`.
    List,
    /// A symbol, `|quoted|` or not.
    Symbol,
    /// `:name`.
    Keyword,
    /// `42`.
    Numeral,
    /// `4.2`.
    Decimal,
    /// `#b0101` or `#xff`.
    Bits,
    /// `"text"`.
    String,
    /// A comment: no tokens.
    Comment,
    /// Anything else one token long (Lisp's `'` and `#(`).
    Other,
}

impl Kind {
    /// The node kind the tree shows.
    fn name(self) -> &'static str {
        match self {
            Kind::List => "list",
            Kind::Symbol => "symbol",
            Kind::Keyword => "keyword",
            Kind::Numeral => "numeral",
            Kind::Decimal => "decimal",
            Kind::Bits => "bits",
            Kind::String => "string",
            Kind::Comment => "comment",
            Kind::Other => "other",
        }
    }
}

/// One expression of a [`Document`].
#[derive(Clone, Debug)]
pub struct Expr {
    /// What it is.
    pub kind: Kind,
    /// Its first byte.
    pub start: u32,
    /// One past its last byte.
    pub end: u32,
    /// The list it is in (`None` at the top).
    pub parent: Option<usize>,
    /// For a list, its elements and comments, in order.
    pub children: Vec<usize>,
}

/// A file read as s-expressions: every expression in document order (a
/// list before what it holds).
#[derive(Debug)]
pub struct Document {
    /// The expressions.
    pub exprs: Vec<Expr>,
}

impl Document {
    /// The elements of list `id` that are not comments.
    pub fn elements(&self, id: usize) -> impl Iterator<Item = usize> + '_ {
        (self.exprs[id].children.iter().copied()).filter(|&c| self.exprs[c].kind != Kind::Comment)
    }

    /// The expressions at the top, comments aside.
    pub fn top(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.exprs.len())
            .filter(|&i| self.exprs[i].parent.is_none() && self.exprs[i].kind != Kind::Comment)
    }

    /// Expression `id` and every expression inside it, in document order
    /// (what follows a list in `exprs`, up to its end).
    pub fn within(&self, id: usize) -> impl Iterator<Item = usize> + '_ {
        let end = self.exprs[id].end;
        (id..self.exprs.len()).take_while(move |&e| self.exprs[e].start < end)
    }

    /// The text of expression `id` in `src`.
    pub fn text<'s>(&self, src: &'s [u8], id: usize) -> &'s [u8] {
        &src[self.exprs[id].start as usize..self.exprs[id].end as usize]
    }

    /// The first element of list `id` if it is a symbol: its operator or
    /// command.
    pub fn head<'s>(&self, src: &'s [u8], id: usize) -> Option<&'s [u8]> {
        let first = self.elements(id).next()?;
        (self.exprs[first].kind == Kind::Symbol).then(|| self.text(src, first))
    }
}

/// Reads `src`; the error says what is wrong and where (an unbalanced
/// parenthesis, an unterminated string, quoted symbol or comment).
pub fn read(src: &[u8], dialect: Dialect) -> Result<Document, String> {
    let mut exprs: Vec<Expr> = Vec::new();
    let mut open: Vec<usize> = Vec::new();
    let mut i = 0;
    let push = |exprs: &mut Vec<Expr>, open: &[usize], kind, start: usize, end: usize| {
        let id = exprs.len();
        let parent = open.last().copied();
        exprs.push(Expr {
            kind,
            start: start as u32,
            end: end as u32,
            parent,
            children: Vec::new(),
        });
        if let Some(p) = parent {
            exprs[p].children.push(id);
        }
        id
    };
    while i < src.len() {
        let c = src[i];
        let start = i;
        match c {
            b' ' | b'\t' | b'\n' | b'\r' | b'\x0c' => i += 1,
            b';' => {
                i = src[i..]
                    .iter()
                    .position(|&c| c == b'\n')
                    .map_or(src.len(), |n| i + n);
                push(&mut exprs, &open, Kind::Comment, start, i);
            }
            b'(' if dialect == Dialect::Wat && src.get(i + 1) == Some(&b';') => {
                i = block_end(src, i, b"(;", b";)").ok_or_else(|| unterminated("comment", i))?;
                push(&mut exprs, &open, Kind::Comment, start, i);
            }
            b'#' if dialect == Dialect::Lisp && src.get(i + 1) == Some(&b'|') => {
                i = block_end(src, i, b"#|", b"|#").ok_or_else(|| unterminated("comment", i))?;
                push(&mut exprs, &open, Kind::Comment, start, i);
            }
            // A character: `#\(` (Lisp, Scheme), `\(` (Clojure), with the
            // name that may follow (`#\space`).
            b'#' | b'\\'
                if dialect == Dialect::Lisp
                    && (c == b'\\' || src.get(i + 1) == Some(&b'\\'))
                    && i + 1 + usize::from(c == b'#') < src.len() =>
            {
                i += 2 + usize::from(c == b'#');
                while i < src.len() && !is_delimiter(src[i]) {
                    i += 1;
                }
                push(&mut exprs, &open, Kind::Other, start, i);
            }
            b'(' => {
                let id = push(&mut exprs, &open, Kind::List, start, start + 1);
                open.push(id);
                i += 1;
            }
            b')' => {
                let id = open
                    .pop()
                    .ok_or_else(|| format!("a `)` at byte {i} closes nothing"))?;
                i += 1;
                exprs[id].end = i as u32;
            }
            b'"' => {
                i = string_end(src, i, dialect).ok_or_else(|| unterminated("string", i))?;
                push(&mut exprs, &open, Kind::String, start, i);
            }
            b'|' if dialect != Dialect::Wat => {
                let close = src[i + 1..].iter().position(|&c| c == b'|');
                i = close
                    .map(|n| i + n + 2)
                    .ok_or_else(|| unterminated("quoted symbol", i))?;
                push(&mut exprs, &open, Kind::Symbol, start, i);
            }
            b'\'' | b'`' | b',' if dialect == Dialect::Lisp => {
                i += 1 + usize::from(c == b',' && src.get(i + 1) == Some(&b'@'));
                push(&mut exprs, &open, Kind::Other, start, i);
            }
            _ => {
                // At least this byte (a `|` is one in WebAssembly text).
                i += 1;
                while i < src.len() && !is_delimiter(src[i]) {
                    i += 1;
                }
                push(&mut exprs, &open, atom_kind(&src[start..i]), start, i);
            }
        }
    }
    if let Some(&id) = open.last() {
        return Err(format!(
            "the `(` at byte {} is never closed",
            exprs[id].start
        ));
    }
    Ok(Document { exprs })
}

fn unterminated(what: &str, at: usize) -> String {
    format!("the {what} at byte {at} never ends")
}

/// Where the block comment opened at `at` ends, after the `close` that
/// matches it (they nest).
fn block_end(src: &[u8], at: usize, open: &[u8], close: &[u8]) -> Option<usize> {
    let (mut i, mut depth) = (at + 2, 1);
    while i + 1 < src.len() {
        let pair = &src[i..i + 2];
        if pair == close {
            depth -= 1;
            i += 2;
            if depth == 0 {
                return Some(i);
            }
        } else if pair == open {
            depth += 1;
            i += 2;
        } else {
            i += 1;
        }
    }
    None
}

/// Where the string opened at `at` ends, after its closing quote.
fn string_end(src: &[u8], at: usize, dialect: Dialect) -> Option<usize> {
    let mut i = at + 1;
    while i < src.len() {
        match (src[i], dialect) {
            (b'\\', Dialect::Lisp | Dialect::Wat) => i += 2,
            (b'"', Dialect::Smtlib) if src.get(i + 1) == Some(&b'"') => i += 2,
            (b'"', _) => return Some(i + 1),
            _ => i += 1,
        }
    }
    None
}

fn is_delimiter(c: u8) -> bool {
    matches!(
        c,
        b' ' | b'\t' | b'\n' | b'\r' | b'\x0c' | b'(' | b')' | b'"' | b';' | b'|'
    )
}

fn atom_kind(text: &[u8]) -> Kind {
    let digits = |t: &[u8]| !t.is_empty() && t.iter().all(u8::is_ascii_digit);
    match text {
        [b':', ..] => Kind::Keyword,
        [b'#', b'b' | b'x', rest @ ..] if !rest.is_empty() => Kind::Bits,
        t if digits(t) => Kind::Numeral,
        t => match t.iter().position(|&c| c == b'.') {
            Some(dot) if digits(&t[..dot]) && digits(&t[dot + 1..]) => Kind::Decimal,
            _ => Kind::Symbol,
        },
    }
}

/// What the tree makes of each expression (see [`plain`], and the
/// SMT-LIB front-end's `annotate`).
#[derive(Clone, Debug, Default)]
pub struct Annotation {
    /// What taking it out means: `None` for may go; `Some(None)` for must
    /// stay; `Some(Some(text))` for may become `text`.
    pub keep: Option<Option<Vec<u8>>>,
    /// It is a name (renamed together with the leaves of its text).
    pub name: bool,
    /// A name declared in it is declared by its parent.
    pub declares: bool,
    /// The elements that may take its place, best first.
    pub hoists: Vec<usize>,
}

/// The annotations of any s-expression language: a list's first symbol
/// (its operator) must stay, every other element may go, and a list
/// nested in another may give way to its largest elements.
pub fn plain(doc: &Document, src: &[u8]) -> Vec<Annotation> {
    let mut out = vec![Annotation::default(); doc.exprs.len()];
    for (id, expr) in doc.exprs.iter().enumerate() {
        if expr.kind != Kind::List {
            continue;
        }
        let mut elements = doc.elements(id);
        if let Some(first) = elements.next()
            && doc.head(src, id).is_some()
        {
            out[first].keep = Some(None);
        }
        if expr.parent.is_some() {
            out[id].hoists = largest(doc, doc.elements(id).skip(1));
        }
    }
    out
}

/// The hoisting candidates among `ids`: the largest first, at most
/// [`super::HOIST_CANDIDATES`].
pub fn largest(doc: &Document, ids: impl Iterator<Item = usize>) -> Vec<usize> {
    let mut ids: Vec<usize> = ids.collect();
    let size = |&i: &usize| doc.exprs[i].end - doc.exprs[i].start;
    ids.sort_by_key(|i| (std::cmp::Reverse(size(i)), *i));
    ids.truncate(super::HOIST_CANDIDATES);
    ids
}

/// The tree of `source`, read as `doc`, each expression as `notes` says
/// (one per expression of `doc`).
pub fn tree(source: Vec<u8>, doc: &Document, notes: &[Annotation]) -> Tree {
    let mut b = TreeBuilder::new(source, true);
    let mut ids: Vec<NodeId> = Vec::with_capacity(doc.exprs.len());
    for (expr, note) in doc.exprs.iter().zip(notes) {
        let parent = expr.parent.map_or(Tree::ROOT, |p| ids[p]);
        let span = expr.start as usize..expr.end as usize;
        let id = match expr.kind {
            Kind::List => {
                let id = b.add(parent, Kind::List.name(), span.clone(), 0);
                b.add_tokens(id, span.start..span.start + 1, 1);
                b.add_tokens(id, span.end - 1..span.end, 1);
                id
            }
            Kind::Comment => b.add(parent, Kind::Comment.name(), span, 0),
            kind => b.add(parent, kind.name(), span, 1),
        };
        match &note.keep {
            None => {}
            Some(None) => b.set_role(id, Role::Required),
            Some(Some(text)) => {
                let r = b.add_replacement(text, 1);
                b.set_role(id, Role::Replaceable(r));
            }
        }
        if note.name {
            b.set_name(id);
        }
        if note.declares {
            b.set_declares(id, Declares::Yes);
        }
        ids.push(id);
    }
    let mut tree = b.finish();
    let comments = doc.exprs.iter().zip(&ids);
    tree.set_comments(
        comments
            .filter(|(e, _)| e.kind == Kind::Comment)
            .map(|(_, &id)| id),
    );
    for (id, note) in notes.iter().enumerate() {
        if !note.hoists.is_empty() {
            let hoists = (note.hoists.iter())
                .map(|&h| Hoist::node(tree.node(ids[h])))
                .filter(|h| h.tokens > 0)
                .collect();
            tree.set_hoist_candidates(ids[id], hoists);
        }
    }
    tree
}
