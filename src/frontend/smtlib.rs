//! What SMT-LIB 2's commands and terms mean to a reducer, as ddSMT reduces
//! them: the commands are the top-level items, and a declaration
//! (`declare-fun`, `declare-const`, `define-fun`, `declare-sort`,
//! `declare-datatypes`, ...) is needed by the commands that use its symbol;
//! inside a term, an argument of an n-ary operator (`and`, `+`) may go,
//! another argument may become a constant of its sort (`0`, `false`), and
//! a term may give way to a subterm of its sort. The final token passes
//! make numbers `0` and `1` and variables constants, inline `let`s, and
//! rename declared symbols.
//!
//! Sorts are inferred from declarations, literals and the core, integer,
//! real, bit-vector and string operators; where none is known, nothing is
//! assumed: the oracle decides.

use super::RewriteKind;
use super::sexp::{Annotation, Dialect, Document, Kind, largest, read};
use crate::tree::{Rewrite, Tree};
use std::collections::{HashMap, HashSet};

/// A sort, as normalized text (`Int`, `(_ BitVec 8)`).
type Sort = Vec<u8>;

/// Operators whose arguments may go one by one: each is n-ary.
const VARIADIC: &[&str] = &[
    "and", "or", "xor", "+", "*", "=", "distinct", "bvand", "bvor", "bvxor", "bvadd", "bvmul",
    "str.++", "concat",
];

/// Operators whose result is Boolean.
const BOOLEAN: &[&str] = &[
    "not",
    "and",
    "or",
    "=>",
    "xor",
    "=",
    "distinct",
    "<",
    "<=",
    ">",
    ">=",
    "is_int",
    "forall",
    "exists",
    "bvult",
    "bvule",
    "bvugt",
    "bvuge",
    "bvslt",
    "bvsle",
    "bvsgt",
    "bvsge",
    "str.<",
    "str.<=",
    "str.in_re",
    "str.in.re",
    "str.prefixof",
    "str.suffixof",
    "str.contains",
    "str.is_digit",
    "fp.eq",
    "fp.lt",
    "fp.leq",
    "fp.gt",
    "fp.geq",
    "fp.isNaN",
    "fp.isZero",
    "fp.isInfinite",
    "fp.isNormal",
    "fp.isSubnormal",
    "fp.isNegative",
    "fp.isPositive",
];

/// Operators whose result has the sort of their arguments.
const SAME_SORT: &[&str] = &[
    "+", "-", "*", "bvadd", "bvsub", "bvmul", "bvudiv", "bvurem", "bvsdiv", "bvsrem", "bvsmod",
    "bvand", "bvor", "bvxor", "bvnot", "bvneg", "bvshl", "bvlshr", "bvashr", "bvnand", "bvnor",
    "bvxnor",
];

/// Operators with a fixed result sort.
const FIXED: &[(&str, &str)] = &[
    ("div", "Int"),
    ("mod", "Int"),
    ("abs", "Int"),
    ("to_int", "Int"),
    ("str.len", "Int"),
    ("str.indexof", "Int"),
    ("str.to_int", "Int"),
    ("str.to.int", "Int"),
    ("str.to_code", "Int"),
    ("/", "Real"),
    ("to_real", "Real"),
    ("str.++", "String"),
    ("str.at", "String"),
    ("str.substr", "String"),
    ("str.replace", "String"),
    ("str.replace_all", "String"),
    ("str.from_int", "String"),
    ("int.to.str", "String"),
    ("str.from_code", "String"),
];

/// Symbols a renamed name must not become: SMT-LIB's reserved words and
/// the short operator names a file may use without naming them first.
const RESERVED: &[&str] = &[
    "as", "let", "par", "or", "and", "not", "xor", "ite", "abs", "div", "mod", "true", "false",
    "re", "bv", "fp", "rm", "exists", "forall", "match", "select", "store", "concat", "extract",
];

/// Commands whose element at an index is a term, by command.
const TERM_AT: &[(&str, usize)] = &[
    ("assert", 1),
    ("assert-soft", 1),
    ("define-fun", 4),
    ("define-fun-rec", 4),
    ("define-const", 3),
    ("minimize", 1),
    ("maximize", 1),
    ("simplify", 1),
    ("eval", 1),
];

/// Commands whose element 1 is a list of terms, each of which may go.
const TERM_LISTS: &[&str] = &["check-sat-assuming", "get-value"];

/// Commands that declare the symbol at element 1.
const DECLARING: &[&str] = &[
    "declare-fun",
    "declare-const",
    "define-fun",
    "define-fun-rec",
    "define-const",
    "declare-sort",
    "define-sort",
    "declare-datatype",
];

/// What the analysis found in a file.
struct Analysis {
    notes: Vec<Annotation>,
    /// Per expression, its sort where known.
    sorts: Vec<Option<Sort>>,
    /// Per expression, whether it stands where a term does.
    terms: Vec<bool>,
    /// The `let` lists, for inlining.
    lets: Vec<usize>,
    /// The constants the file declares (`declare-const`, and `declare-fun`
    /// and `define-fun` without parameters) with their sorts, in order.
    constants: Vec<(Vec<u8>, Sort)>,
    /// Names some `let`, quantifier or `define-fun` binds (somewhere they
    /// are not the constant of that name).
    bound: HashSet<Vec<u8>>,
}

/// The annotations of an SMT-LIB file (see [`super::sexp::tree`]).
pub fn annotate(doc: &Document, src: &[u8]) -> Vec<Annotation> {
    analyse(doc, src).notes
}

fn analyse(doc: &Document, src: &[u8]) -> Analysis {
    let n = doc.exprs.len();
    let mut notes = vec![Annotation::default(); n];
    let mut terms = vec![false; n];
    // Symbols the file declares or binds: they are names.
    let mut user: HashSet<&[u8]> = HashSet::new();
    // Declared constants' and functions' result sorts, bound variables'.
    let mut results: HashMap<&[u8], Option<Sort>> = HashMap::new();
    let mut todo: Vec<usize> = Vec::new();
    let mut constants = Vec::new();
    let mut bound: HashSet<Vec<u8>> = HashSet::new();
    // Lists whose elements may go although no term holds them: binding
    // lists (an unused binding), datatype bodies (a constructor).
    let mut lists_of_optional: HashSet<usize> = HashSet::new();
    for command in doc.top() {
        if doc.exprs[command].kind != Kind::List {
            continue;
        }
        let elements: Vec<usize> = doc.elements(command).collect();
        for &e in &elements {
            notes[e].keep = Some(None);
        }
        let head = doc.head(src, command).unwrap_or_default();
        let head = std::str::from_utf8(head).unwrap_or_default();
        if DECLARING.contains(&head)
            && let Some(&name) = elements.get(1)
            && doc.exprs[name].kind == Kind::Symbol
        {
            notes[name].declares = true;
            user.insert(doc.text(src, name));
            let sort_at = match head {
                "declare-fun" | "define-fun" | "define-fun-rec" => Some(3),
                "declare-const" | "define-const" => Some(2),
                _ => None,
            };
            if let Some(sort) = sort_at.and_then(|i| elements.get(i)) {
                let sort = normal(doc, src, *sort, 0);
                let no_parameters = match head {
                    "declare-const" | "define-const" => true,
                    _ => elements
                        .get(2)
                        .is_some_and(|&p| doc.elements(p).next().is_none()),
                };
                if let Some(sort) = sort.clone().filter(|_| no_parameters) {
                    constants.push((doc.text(src, name).to_vec(), sort));
                }
                declare(&mut results, doc.text(src, name), sort);
            }
        }
        if matches!(head, "define-fun" | "define-fun-rec")
            && let Some(&params) = elements.get(2)
        {
            for (var, sort) in bindings(doc, params) {
                user.insert(doc.text(src, var));
                bound.insert(doc.text(src, var).to_vec());
                let sort = sort.and_then(|s| normal(doc, src, s, 0));
                declare(&mut results, doc.text(src, var), sort);
            }
        }
        if head == "declare-datatype"
            && let Some(&body) = elements.get(2)
        {
            datatype_names(doc, src, body, &mut notes, &mut user);
            lists_of_optional.insert(body);
        }
        if head == "declare-datatypes"
            && let (Some(&sorts), Some(&bodies)) = (elements.get(1), elements.get(2))
        {
            notes[sorts].declares = true;
            for sort in doc.elements(sorts) {
                notes[sort].declares = true;
                if let Some(name) = doc.elements(sort).next().or(Some(sort))
                    && doc.exprs[name].kind == Kind::Symbol
                {
                    notes[name].declares = true;
                    user.insert(doc.text(src, name));
                }
            }
            notes[bodies].declares = true;
            for body in doc.elements(bodies) {
                datatype_names(doc, src, body, &mut notes, &mut user);
                lists_of_optional.insert(body);
            }
        }
        if let Some(&(_, at)) = TERM_AT.iter().find(|(c, _)| *c == head)
            && let Some(&term) = elements.get(at)
        {
            todo.push(term);
        }
        if TERM_LISTS.contains(&head)
            && let Some(&list) = elements.get(1)
        {
            for term in doc.elements(list) {
                todo.push(term);
            }
        }
    }
    // Terms, top-down: roles of arguments, binders' names.
    let mut lets = Vec::new();
    let mut stack = todo.clone();
    while let Some(id) = stack.pop() {
        terms[id] = true;
        if doc.exprs[id].kind != Kind::List {
            continue;
        }
        let elements: Vec<usize> = doc.elements(id).collect();
        let head = doc
            .head(src, id)
            .map(|h| std::str::from_utf8(h).unwrap_or_default());
        if let Some(&first) = elements.first() {
            notes[first].keep = Some(None);
        }
        match head {
            // A binding list's pairs may go (one left unused); a let's terms
            // are terms, a quantifier's sorts give its variables' sorts.
            Some(binder @ ("let" | "forall" | "exists")) => {
                let [_, binds, body, ..] = elements[..] else {
                    continue;
                };
                lists_of_optional.insert(binds);
                for (var, after) in bindings(doc, binds) {
                    let name = doc.text(src, var);
                    user.insert(name);
                    bound.insert(name.to_vec());
                    match (binder, after) {
                        ("let", Some(term)) => {
                            notes[term].keep = Some(None);
                            stack.push(term);
                        }
                        ("let", None) => {}
                        (_, sort) => {
                            let sort = sort.and_then(|s| normal(doc, src, s, 0));
                            declare(&mut results, name, sort);
                        }
                    }
                }
                notes[body].keep = Some(None);
                stack.push(body);
                if binder == "let" {
                    lets.push(id);
                }
            }
            Some("!") => {
                if let [_, term, ..] = elements[..] {
                    notes[term].keep = Some(None);
                    stack.push(term);
                }
            }
            Some("_" | "as") => {
                for &e in &elements {
                    notes[e].keep = Some(None);
                }
            }
            Some(op) if VARIADIC.contains(&op) => {
                stack.extend(&elements[1..]);
            }
            _ => {
                // An empty list has no operator and no arguments.
                let args = elements.get(1..).unwrap_or_default();
                for &e in args {
                    notes[e].keep = Some(None);
                }
                stack.extend(args);
            }
        }
    }
    // Elsewhere (sorts, parameters, options) everything stays as it is.
    for id in 0..n {
        if let Some(p) = doc.exprs[id].parent
            && !terms[id]
            && !lists_of_optional.contains(&p)
            && doc.exprs[id].kind != Kind::Comment
        {
            notes[id].keep.get_or_insert(None);
        }
    }
    lets.sort_unstable();
    // Sorts, bottom-up (a list's elements come after it); twice, so that
    // a `let` variable has its term's sort where it is used.
    let mut sorts: Vec<Option<Sort>> = vec![None; n];
    for _ in 0..2 {
        for id in (0..n).rev() {
            sorts[id] = sort_of(doc, src, id, &sorts, &results);
        }
        for &l in &lets {
            if let Some(&binds) = doc.elements(l).nth(1).as_ref() {
                for (var, term) in bindings(doc, binds) {
                    let sort = term.and_then(|t| sorts[t].clone());
                    declare(&mut results, doc.text(src, var), sort);
                }
            }
        }
    }
    // Names: every symbol the file declares or binds.
    for (id, expr) in doc.exprs.iter().enumerate() {
        if expr.kind == Kind::Symbol && user.contains(doc.text(src, id)) {
            notes[id].name = true;
        }
    }
    // A required term that is a list may become a constant of its sort,
    // and give way to a subterm of its sort.
    for id in 0..n {
        if !terms[id] || doc.exprs[id].kind != Kind::List {
            continue;
        }
        if notes[id].keep == Some(None)
            && let Some(constant) = sorts[id].as_deref().and_then(constant)
            && constant_tokens(&constant) < 2
        {
            notes[id].keep = Some(Some(constant));
        }
        let head = doc.head(src, id);
        let candidates: Vec<usize> = match head {
            Some(b"let" | b"forall" | b"exists") => doc.elements(id).nth(2).into_iter().collect(),
            Some(b"!") => doc.elements(id).nth(1).into_iter().collect(),
            Some(b"_" | b"as") => Vec::new(),
            _ => doc
                .elements(id)
                .skip(1)
                .filter(|&e| match (&sorts[id], &sorts[e]) {
                    (Some(a), Some(b)) => a == b,
                    _ => true,
                })
                .collect(),
        };
        notes[id].hoists = largest(doc, candidates.into_iter());
    }
    Analysis {
        notes,
        sorts,
        terms,
        lets,
        constants,
        bound,
    }
}

/// Records that `name` has `sort`; a name seen with two sorts has none.
fn declare<'s>(results: &mut HashMap<&'s [u8], Option<Sort>>, name: &'s [u8], sort: Option<Sort>) {
    let entry = results.entry(name).or_insert_with(|| sort.clone());
    if *entry != sort {
        *entry = None;
    }
}

/// The variables of a binding list (`((x Int) (y Bool))`, `((x 1))`),
/// each with what follows it (its sort, or its term).
fn bindings(doc: &Document, list: usize) -> Vec<(usize, Option<usize>)> {
    if doc.exprs[list].kind != Kind::List {
        return Vec::new();
    }
    doc.elements(list)
        .filter(|&b| doc.exprs[b].kind == Kind::List)
        .filter_map(|b| {
            let mut parts = doc.elements(b);
            let var = parts
                .next()
                .filter(|&v| doc.exprs[v].kind == Kind::Symbol)?;
            Some((var, parts.next()))
        })
        .collect()
}

/// Marks the constructors and selectors of a datatype's body
/// (`((cons (head Int) (tail List)) (nil))`) as names it declares.
fn datatype_names<'s>(
    doc: &Document,
    src: &'s [u8],
    body: usize,
    notes: &mut [Annotation],
    user: &mut HashSet<&'s [u8]>,
) {
    notes[body].declares = true;
    for ctor in doc.elements(body) {
        notes[ctor].declares = true;
        let parts: Vec<usize> = match doc.exprs[ctor].kind {
            Kind::List => doc.elements(ctor).collect(),
            _ => vec![ctor],
        };
        for (i, &part) in parts.iter().enumerate() {
            let name = match (i, doc.exprs[part].kind) {
                (0, Kind::Symbol) => Some(part),
                (_, Kind::List) => doc
                    .elements(part)
                    .next()
                    .filter(|&s| doc.exprs[s].kind == Kind::Symbol),
                _ => None,
            };
            if let Some(name) = name {
                notes[part].declares = true;
                notes[name].declares = true;
                user.insert(doc.text(src, name));
            }
        }
    }
}

/// A sort's normalized text: atoms joined by one space in their lists.
fn normal(doc: &Document, src: &[u8], id: usize, depth: usize) -> Option<Sort> {
    if depth > 16 {
        return None;
    }
    match doc.exprs[id].kind {
        Kind::List => {
            let mut out = b"(".to_vec();
            for (i, e) in doc.elements(id).enumerate() {
                if i > 0 {
                    out.push(b' ');
                }
                out.extend(normal(doc, src, e, depth + 1)?);
            }
            out.push(b')');
            Some(out)
        }
        Kind::Comment => None,
        _ => Some(doc.text(src, id).to_vec()),
    }
}

/// The sort of expression `id`, from its elements' `sorts` and the
/// declared `results`.
fn sort_of(
    doc: &Document,
    src: &[u8],
    id: usize,
    sorts: &[Option<Sort>],
    results: &HashMap<&[u8], Option<Sort>>,
) -> Option<Sort> {
    let text = doc.text(src, id);
    let sort = |s: &str| Some(s.as_bytes().to_vec());
    match doc.exprs[id].kind {
        Kind::Numeral => sort("Int"),
        Kind::Decimal => sort("Real"),
        Kind::String => sort("String"),
        Kind::Bits => {
            let width = match text[1] {
                b'b' => text.len() - 2,
                _ => 4 * (text.len() - 2),
            };
            Some(format!("(_ BitVec {width})").into_bytes())
        }
        Kind::Symbol => match text {
            b"true" | b"false" => sort("Bool"),
            _ => results.get(text).cloned().flatten(),
        },
        Kind::List => {
            let elements: Vec<usize> = doc.elements(id).collect();
            let head = doc.head(src, id)?;
            let op = std::str::from_utf8(head).ok()?;
            let args = &elements[1..];
            if BOOLEAN.contains(&op) {
                return sort("Bool");
            }
            if let Some((_, s)) = FIXED.iter().find(|(o, _)| *o == op) {
                return sort(s);
            }
            match op {
                "let" => args.get(1).and_then(|&b| sorts[b].clone()),
                "!" => args.first().and_then(|&t| sorts[t].clone()),
                "ite" => (args.get(1..).unwrap_or_default().iter()).find_map(|&a| sorts[a].clone()),
                _ if SAME_SORT.contains(&op) => {
                    let known = args.iter().filter_map(|&a| sorts[a].as_deref());
                    let mut first = None;
                    for s in known {
                        if s == b"Real" {
                            return sort("Real");
                        }
                        first.get_or_insert(s);
                    }
                    first.map(<[u8]>::to_vec)
                }
                _ => results.get(head).cloned().flatten(),
            }
        }
        Kind::Keyword | Kind::Comment | Kind::Other => None,
    }
}

/// The shortest constant of a sort, if it has one we know.
fn constant(sort: &[u8]) -> Option<Vec<u8>> {
    let text = std::str::from_utf8(sort).ok()?;
    let constant = match text {
        "Bool" => "false".to_owned(),
        "Int" => "0".to_owned(),
        "Real" => "0.0".to_owned(),
        "String" => "\"\"".to_owned(),
        "RoundingMode" => "RNE".to_owned(),
        _ => {
            let width: usize = text
                .strip_prefix("(_ BitVec ")?
                .strip_suffix(')')?
                .parse()
                .ok()?;
            match width {
                1..=64 => format!("#b{}", "0".repeat(width)),
                _ => format!("(_ bv0 {width})"),
            }
        }
    };
    Some(constant.into_bytes())
}

/// Tokens in a constant [`constant`] gives.
fn constant_tokens(text: &[u8]) -> u64 {
    match text.first() {
        Some(b'(') => 4,
        _ => 1,
    }
}

/// The final token passes: numbers to `0`, then to `1`, and variables to
/// constants of their sort, then to the first declared constant of their
/// sort (values); `let`s inlined and `declare-fun`s without parameters
/// made `declare-const`s (merges); declared symbols renamed (names).
/// `None` past the last round.
pub fn rewrites(tree: &Tree, round: usize) -> Option<(RewriteKind, Vec<Rewrite>)> {
    let src = tree.source();
    let doc = read(src, Dialect::Smtlib).ok()?;
    let analysis = analyse(&doc, src);
    Some(match round {
        0 | 1 => (RewriteKind::Values, values(&doc, src, &analysis, round)),
        2 => (RewriteKind::Values, unified(&doc, src, &analysis)),
        3 => {
            let mut merges = inlined_lets(&doc, src, &analysis);
            merges.extend(constants_declared_as_such(&doc, src));
            merges.sort_by_key(|r| r.spans[0]);
            (RewriteKind::Merges, merges)
        }
        4 => (
            RewriteKind::Names,
            super::rewrite::renames(
                tree,
                |id| tree.node(id).name().is_some(),
                |n| RESERVED.contains(&n),
            ),
        ),
        _ => return None,
    })
}

/// Round 0: each term atom to the constant of its sort, where no longer;
/// round 1: numerals to `1`.
fn values(doc: &Document, src: &[u8], analysis: &Analysis, round: usize) -> Vec<Rewrite> {
    let mut out = Vec::new();
    for (id, expr) in doc.exprs.iter().enumerate() {
        if !analysis.terms[id] || expr.kind == Kind::List {
            continue;
        }
        let text = doc.text(src, id);
        let option = match round {
            0 => analysis.sorts[id].as_deref().and_then(constant),
            _ if expr.kind == Kind::Numeral => Some(b"1".to_vec()),
            _ => None,
        };
        let Some(option) = option else {
            continue;
        };
        // A second round never undoes the first.
        let done = text == option || round == 1 && text == b"0";
        if !done && option.len() <= text.len() {
            out.push(Rewrite {
                spans: vec![(expr.start, expr.end)],
                text: option,
                tokens_saved: 0,
                cuts: Vec::new(),
            });
        }
    }
    out
}

/// Each use of a declared constant in a term made the first constant the
/// file declares with its sort, where that is another one and no longer
/// (ddSMT's variable elimination): `(* a b)` becomes `(* a a)`, and `b`'s
/// declaration may go.
fn unified(doc: &Document, src: &[u8], analysis: &Analysis) -> Vec<Rewrite> {
    let first_of = |sort: &[u8]| {
        (analysis.constants.iter()).find(|(name, s)| s == sort && !analysis.bound.contains(name))
    };
    let declared: HashSet<&[u8]> = (analysis.constants.iter())
        .map(|(name, _)| name.as_slice())
        .filter(|name| !analysis.bound.contains(*name))
        .collect();
    let mut out = Vec::new();
    for (id, expr) in doc.exprs.iter().enumerate() {
        let text = doc.text(src, id);
        if !analysis.terms[id] || expr.kind != Kind::Symbol || !declared.contains(text) {
            continue;
        }
        let Some((first, _)) = analysis.sorts[id].as_deref().and_then(first_of) else {
            continue;
        };
        if first != text && first.len() <= text.len() {
            out.push(Rewrite {
                spans: vec![(expr.start, expr.end)],
                text: first.clone(),
                tokens_saved: 0,
                cuts: Vec::new(),
            });
        }
    }
    out
}

/// Each `let` binding whose variable's uses, each made its term, leave the
/// file no longer in tokens: the binding goes (the whole `let` with its
/// last binding) and the uses become the term. Lets inside one offered
/// are left for a later round.
fn inlined_lets(doc: &Document, src: &[u8], analysis: &Analysis) -> Vec<Rewrite> {
    let mut out = Vec::new();
    let mut taken_until = 0;
    let tokens = |id: usize| token_count(doc, id);
    for &l in &analysis.lets {
        let expr = &doc.exprs[l];
        let elements: Vec<usize> = doc.elements(l).collect();
        let [_, binds, body] = elements[..] else {
            continue;
        };
        let pairs = bindings(doc, binds);
        if expr.start < taken_until || pairs.len() != doc.elements(binds).count() {
            continue;
        }
        let binders = binder_names(doc, src, body);
        for &(var, term) in &pairs {
            let Some(term) = term else {
                continue;
            };
            let name = doc.text(src, var);
            // The term's names must mean the same where the uses are: no
            // binder inside the body, and no other binding of this
            // (parallel) let, may bind one of them.
            let others = pairs
                .iter()
                .filter(|&&(v, _)| v != var)
                .map(|&(v, _)| doc.text(src, v));
            let captured = symbols(doc, src, term)
                .into_iter()
                .any(|s| binders.contains(s) || others.clone().any(|o| o == s));
            if binders.contains(name) || captured {
                continue;
            }
            let uses: Vec<(u32, u32)> = (doc.within(body))
                .filter(|&e| doc.exprs[e].kind == Kind::Symbol && doc.text(src, e) == name)
                .map(|e| (doc.exprs[e].start, doc.exprs[e].end))
                .collect();
            // An unused binding is the shrinking passes' to take out.
            if uses.is_empty() {
                continue;
            }
            let binding = doc.exprs[var].parent.expect("a binding is a list");
            let (cuts, cut_tokens) = match pairs.len() {
                1 => (
                    vec![
                        (expr.start, doc.exprs[body].start),
                        (doc.exprs[body].end, expr.end),
                    ],
                    tokens(l) - tokens(body),
                ),
                _ => (
                    vec![(doc.exprs[binding].start, doc.exprs[binding].end)],
                    tokens(binding),
                ),
            };
            let added = uses.len() as u64 * (tokens(term) - 1);
            if added > cut_tokens {
                continue;
            }
            out.push(Rewrite {
                spans: uses,
                text: doc.text(src, term).to_vec(),
                tokens_saved: cut_tokens - added,
                cuts,
            });
            taken_until = expr.end;
            break;
        }
    }
    out
}

/// Each `(declare-fun c () S)` as `(declare-const c S)`: two tokens fewer.
fn constants_declared_as_such(doc: &Document, src: &[u8]) -> Vec<Rewrite> {
    let mut out = Vec::new();
    for command in doc.top() {
        if doc.head(src, command) != Some(b"declare-fun") {
            continue;
        }
        let elements: Vec<usize> = doc.elements(command).collect();
        let [head, _, params, _] = elements[..] else {
            continue;
        };
        if doc.exprs[params].kind == Kind::List && doc.elements(params).next().is_none() {
            out.push(Rewrite {
                spans: vec![(doc.exprs[head].start, doc.exprs[head].end)],
                text: b"declare-const".to_vec(),
                cuts: vec![(doc.exprs[params].start, doc.exprs[params].end)],
                tokens_saved: 2,
            });
        }
    }
    out
}

/// The variables bound anywhere inside `id` (by `let`, `forall`, `exists`).
fn binder_names<'s>(doc: &Document, src: &'s [u8], id: usize) -> HashSet<&'s [u8]> {
    doc.within(id)
        .filter(|&e| {
            doc.exprs[e].kind == Kind::List
                && matches!(doc.head(src, e), Some(b"let" | b"forall" | b"exists"))
        })
        .flat_map(|e| {
            let binds = doc.elements(e).nth(1);
            binds.map(|b| bindings(doc, b)).unwrap_or_default()
        })
        .map(|(var, _)| doc.text(src, var))
        .collect()
}

/// The symbols in expression `id`.
fn symbols<'s>(doc: &Document, src: &'s [u8], id: usize) -> Vec<&'s [u8]> {
    doc.within(id)
        .filter(|&e| doc.exprs[e].kind == Kind::Symbol)
        .map(|e| doc.text(src, e))
        .collect()
}

/// Tokens in expression `id`: atoms count one, lists their parentheses.
fn token_count(doc: &Document, id: usize) -> u64 {
    doc.within(id)
        .map(|e| match doc.exprs[e].kind {
            Kind::List => 2,
            Kind::Comment => 0,
            _ => 1,
        })
        .sum()
}

#[cfg(test)]
mod tests;
