//! SMT-LIB read, annotated and rewritten: exact trees, roles and renderings.

use super::super::sexp::{Dialect, Kind, read};
use crate::frontend::{Frontend, Lang, RewriteKind};
use crate::tree::{Edits, NodeId, Role, Tree, render, render_rewritten};

fn parsed(input: &str) -> Tree {
    let tree = crate::frontend::parse(Lang::Smtlib, input.as_bytes().to_vec()).unwrap();
    assert_eq!(render(&tree, &Edits::new(&tree), &[]), input.as_bytes());
    tree
}

/// The node whose text is `text` (the first in document order).
fn node(tree: &Tree, text: &str) -> NodeId {
    (1..tree.len() as u32)
        .map(NodeId)
        .find(|&id| tree.text(id) == text.as_bytes())
        .unwrap_or_else(|| panic!("no node {text:?}"))
}

#[test]
fn strings_quoted_symbols_and_comments_read_whole() {
    let src = b"(assert (= |a (b| \"say \"\"hi\"\" ;\")) ; note\n(check-sat)";
    let doc = read(src, Dialect::Smtlib).unwrap();
    let kinds: Vec<(Kind, &str)> = (0..doc.exprs.len())
        .map(|i| {
            (
                doc.exprs[i].kind,
                std::str::from_utf8(doc.text(src, i)).unwrap(),
            )
        })
        .collect();
    assert_eq!(
        kinds,
        [
            (Kind::List, "(assert (= |a (b| \"say \"\"hi\"\" ;\"))"),
            (Kind::Symbol, "assert"),
            (Kind::List, "(= |a (b| \"say \"\"hi\"\" ;\")"),
            (Kind::Symbol, "="),
            (Kind::Symbol, "|a (b|"),
            (Kind::String, "\"say \"\"hi\"\" ;\""),
            (Kind::Comment, "; note"),
            (Kind::List, "(check-sat)"),
            (Kind::Symbol, "check-sat"),
        ]
    );
    // Lisp: backslash escapes, nested block comments, characters.
    let lisp = b"(a \"x\\\"y\" #| c #| d |# ) |# #\\( \\) 'b)";
    let doc = read(lisp, Dialect::Lisp).unwrap();
    let kinds: Vec<Kind> = doc.exprs.iter().map(|e| e.kind).collect();
    use Kind::*;
    assert_eq!(
        kinds,
        [List, Symbol, String, Comment, Other, Other, Other, Symbol]
    );
    // `(;` opens a list and a line comment in Lisp, a block comment in
    // WebAssembly text (they nest there too).
    assert!(read(b"(let (;; c\n (a 1)) a)", Dialect::Lisp).is_ok());
    let wat = b"(module (; c (; d ;) ;) (func $f))";
    let doc = read(wat, Dialect::Wat).unwrap();
    let kinds: Vec<Kind> = doc.exprs.iter().map(|e| e.kind).collect();
    assert_eq!(kinds, [List, Symbol, Comment, List, Symbol, Symbol]);
    // A `|` is an atom there, not a quoted symbol.
    let doc = read(b"(a | b)", Dialect::Wat).unwrap();
    assert_eq!(doc.exprs.len(), 4);
}

#[test]
fn what_does_not_read_says_where() {
    for (input, error) in [
        ("(assert (> x 0)", "the `(` at byte 0 is never closed"),
        ("(a))", "a `)` at byte 3 closes nothing"),
        ("(a \"b)", "the string at byte 3 never ends"),
        ("(a |b)", "the quoted symbol at byte 3 never ends"),
    ] {
        assert_eq!(read(input.as_bytes(), Dialect::Smtlib).unwrap_err(), error);
    }
    // A file that does not read is reduced as text, with a note.
    let loaded = crate::frontend::load(
        std::path::Path::new("x.smt2"),
        b"(a (b)".to_vec(),
        None,
        None,
    )
    .unwrap();
    assert_eq!(loaded.frontend.lang(), Lang::Text);
    assert!(
        loaded
            .fell_back
            .unwrap()
            .starts_with("is not well-formed SMT-LIB")
    );
}

#[test]
fn arguments_of_n_ary_operators_go_others_become_constants_of_their_sort() {
    let tree = parsed(
        "(declare-fun f (Int Bool) Int)\n(declare-const x Int)\n\
         (assert (and (> (f (+ x 1) (not (= x 2))) 0) (distinct x 3)))\n",
    );
    let role = |text: &str| tree.role(node(&tree, text));
    let optional = Role::Optional {
        separators: [None, None],
    };
    // `and`'s conjuncts may go; an operator, a command's parts must stay.
    assert_eq!(role("(distinct x 3)"), optional);
    assert_eq!(role("and"), Role::Required);
    assert_eq!(role("(declare-const x Int)"), optional);
    assert_eq!(role("Int"), Role::Required);
    // `f`'s arguments: an Int term becomes `0`, a Bool one `false`.
    let constant = |text: &str| match role(text) {
        Role::Replaceable(r) => String::from_utf8(tree.replacement(r).0.to_vec()).unwrap(),
        other => panic!("{text}: {other:?}"),
    };
    assert_eq!(constant("(+ x 1)"), "0");
    assert_eq!(constant("(not (= x 2))"), "false");
    assert_eq!(constant("(f (+ x 1) (not (= x 2)))"), "0");
    // A term gives way to its subterms of its sort: `(+ x 1)` to `x`, not
    // to `1` first (the larger one first; both are Int).
    let hoists: Vec<&[u8]> = (tree.hoist_candidates(node(&tree, "(+ x 1)")).iter())
        .map(|h| &tree.source()[h.start as usize..h.end as usize])
        .collect();
    assert_eq!(hoists, [&b"x"[..], b"1"]);
    // `(> ...)` is Bool; its arguments are Int: none can take its place.
    assert!(
        tree.hoist_candidates(node(&tree, "(> (f (+ x 1) (not (= x 2))) 0)"))
            .is_empty()
    );
}

#[test]
fn a_command_needs_the_declarations_of_the_symbols_it_uses() {
    let tree = parsed(
        "(declare-sort U 0)\n(declare-fun f (U) U)\n(declare-const a U)\n(declare-const b Int)\n\
         (declare-datatypes ((L 0)) (((cons (hd Int) (tl L)) (nil))))\n\
         (assert (= (f a) a))\n(assert (= (hd nil) b))\n",
    );
    let edits = Edits::new(&tree);
    let items = tree.top_level(&edits);
    let deps = tree.dependencies(&edits, &items);
    let needs = |i: usize| -> Vec<String> {
        let mut names: Vec<String> = (deps.uses[i].iter())
            .flat_map(|&u| deps.declared_by[u as usize].iter())
            .map(|&d| String::from_utf8_lossy(tree.text(items[d as usize])).into_owned())
            .collect();
        names.sort();
        names.dedup();
        names
    };
    assert_eq!(needs(5), ["(declare-const a U)", "(declare-fun f (U) U)",]);
    assert_eq!(
        needs(6),
        [
            "(declare-const b Int)",
            "(declare-datatypes ((L 0)) (((cons (hd Int) (tl L)) (nil))))",
        ]
    );
}

/// The rewrites of `round` applied all at once.
fn rewritten(input: &str, round: usize) -> (RewriteKind, String) {
    let tree = parsed(input);
    let (kind, rewrites) = Frontend::new(Lang::Smtlib).rewrites(&tree, round).unwrap();
    let all: Vec<_> = rewrites.iter().collect();
    (
        kind,
        String::from_utf8(render_rewritten(&tree, &all)).unwrap(),
    )
}

#[test]
fn numbers_and_variables_become_constants_lets_are_inlined_names_shortened() {
    let input = "(declare-const width Int)\n(declare-const on Bool)\n\
                 (assert (let ((w2 (+ width 7))) (and on (> w2 12) (= #b1010 #b0110))))\n";
    assert_eq!(
        rewritten(input, 0),
        (
            RewriteKind::Values,
            "(declare-const width Int)\n(declare-const on Bool)\n\
             (assert (let ((w2 (+ 0 0))) (and on (> 0 0) (= #b0000 #b0000))))\n"
                .to_owned()
        )
    );
    assert_eq!(
        rewritten(input, 1).1,
        "(declare-const width Int)\n(declare-const on Bool)\n\
         (assert (let ((w2 (+ width 1))) (and on (> w2 1) (= #b1010 #b0110))))\n"
    );
    assert_eq!(
        rewritten(input, 3),
        (
            RewriteKind::Merges,
            "(declare-const width Int)\n(declare-const on Bool)\n\
             (assert (and on (> (+ width 7) 12) (= #b1010 #b0110)))\n"
                .to_owned()
        )
    );
    assert_eq!(
        rewritten(input, 4),
        (
            RewriteKind::Names,
            "(declare-const a Int)\n(declare-const b Bool)\n\
             (assert (let ((c (+ a 7))) (and b (> c 12) (= #b1010 #b0110))))\n"
                .to_owned()
        )
    );
    let tree = parsed(input);
    assert!(Frontend::new(Lang::Smtlib).rewrites(&tree, 5).is_none());
}

#[test]
fn a_let_used_more_than_it_saves_stays() {
    let input = "(assert (let ((t (+ a b c))) (= t (* t t))))\n";
    assert_eq!(rewritten(input, 3).1, input);
    // Of two bindings, the one used once goes alone.
    let input = "(assert (let ((t (+ a b c)) (u 1)) (= t (* t t u))))\n";
    assert_eq!(
        rewritten(input, 3).1,
        "(assert (let ((t (+ a b c)) ) (= t (* t t 1))))\n"
    );
}

/// `q` is left alone: a quantifier binds the name too.
#[test]
fn a_constant_becomes_the_first_constant_of_its_sort() {
    let input = "(declare-const p Int)\n(declare-fun q () Int)\n(declare-fun f (Int) Int)\n\
                 (declare-const r Bool)\n(define-fun s () Int 3)\n\
                 (assert (and r (= (f q) (* p s)) (forall ((q Int)) (> q 0))))\n";
    assert_eq!(
        rewritten(input, 2),
        (
            RewriteKind::Values,
            "(declare-const p Int)\n(declare-fun q () Int)\n(declare-fun f (Int) Int)\n\
             (declare-const r Bool)\n(define-fun s () Int 3)\n\
             (assert (and r (= (f q) (* p p)) (forall ((q Int)) (> q 0))))\n"
                .to_owned()
        )
    );
}

#[test]
fn a_function_without_parameters_is_declared_as_a_constant() {
    let input = "(declare-fun a () Int)\n(declare-fun f (Int) Int)\n(assert (> (f a) 0))\n";
    assert_eq!(
        rewritten(input, 3),
        (
            RewriteKind::Merges,
            "(declare-const a  Int)\n(declare-fun f (Int) Int)\n(assert (> (f a) 0))\n".to_owned()
        )
    );
}

/// Balanced input that means nothing: every round's rewrites are made
/// without a panic, and render.
#[test]
fn odd_but_balanced_input_is_read_and_rewritten() {
    for input in [
        "(assert ())\n",
        "(set-info :x (ite))\n(assert (ite a))\n",
        "(declare-fun a () Int)\n(assert (let ((x 1)) (= a 0)))\n(assert (let ((y 2)) (= a 1)))\n",
        "(let)\n(assert)\n(declare-fun)\n(_ )\n((f) 1)\n#b\n#x\n",
    ] {
        let tree = parsed(input);
        for round in 0..5 {
            let (_, rewrites) = Frontend::new(Lang::Smtlib).rewrites(&tree, round).unwrap();
            let all: Vec<_> = rewrites.iter().collect();
            render_rewritten(&tree, &all);
        }
    }
}

#[test]
fn an_inlined_term_keeps_its_meaning() {
    // `y` in `x`'s term would be captured by the `exists`, and by the
    // other binding of the parallel let: `x` is not inlined (`y`, the
    // let's own, is).
    let input = "(assert (let ((x y)) (exists ((y Int)) (= x y))))\n";
    assert_eq!(rewritten(input, 3).1, input);
    assert_eq!(
        rewritten("(assert (let ((x y) (y 0)) (+ x y)))\n", 3).1,
        "(assert (let ((x y) ) (+ x 0)))\n"
    );
    // Two lets, each inlined in one round.
    assert_eq!(
        rewritten("(assert (let ((x 1)) x))\n(assert (let ((y 2)) y))\n", 3).1,
        "(assert 1)\n(assert 2)\n"
    );
}
