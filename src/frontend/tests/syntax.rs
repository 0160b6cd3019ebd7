//! Front-end tests. The syntax check: errors counted against the original, incrementally too.

use super::*;

#[test]
fn syntax_check_counts_errors_against_the_original() {
    let c = SyntaxCheck::new(Lang::C, b"int x;\nint f(void) { return x; }\n");
    assert_eq!(c.baseline(), 0);
    assert!(c.accepts(b"int x;\n"));
    assert!(c.accepts(b""));
    assert!(
        !c.accepts(b"int x\nint f(void) { return x; }\n"),
        "MISSING ;"
    );
    assert!(
        !c.accepts(b"int x;\nint f(void) { return x; \n"),
        "MISSING }}"
    );
    assert!(
        !c.accepts(b"int x;\nint f(void) { return x +; }\n"),
        "ERROR"
    );
    assert_eq!(c.errors(b"int (;\nint );\n"), 2);

    // An original with an error sets the bar: one error stays acceptable.
    let mut c = SyntaxCheck::new(Lang::C, b"int x = ;\nint y;\n");
    assert_eq!(c.baseline(), 1);
    assert!(c.accepts(b"int x = ;\n"));
    assert!(!c.accepts(b"int x = ;\nint y = ;\n"));
    // A pass from a source without the error lowers the bar for its
    // candidates; a source with more errors never raises it.
    c.rebase(b"int y;\n");
    assert_eq!(c.baseline(), 0);
    assert!(!c.accepts(b"int y = ;\n"));
    c.rebase(b"int x = ;\nint y = ;\n");
    assert_eq!(c.baseline(), 1);

    // Linemarkers are hidden from the parser, as when the input was parsed.
    let c = SyntaxCheck::new(Lang::C, b"int\n# 3 \"a.h\" 3 4\nx;\n");
    assert_eq!(c.baseline(), 0);

    let js = SyntaxCheck::new(Lang::Javascript, b"let a = f(1, 2);\n");
    assert!(js.accepts(b"let a = f(1);\n"));
    assert!(
        js.accepts(b"let a = f(1, );\n"),
        "a trailing comma is valid"
    );
    assert!(!js.accepts(b"let a = f(1 2);\n"));

    let xml = SyntaxCheck::new(Lang::Xml, b"<a><b/></a>");
    assert!(xml.accepts(b"<a></a>"));
    assert!(!xml.accepts(b"<a><b></a>"));

    let text = SyntaxCheck::new(Lang::Text, b"a b\n");
    assert!(text.accepts(b"\x00 anything ("));
}

#[test]
fn python_syntax_check_refuses_what_python_refuses_to_indent() {
    // tree-sitter-python parses both candidates without an error; Python
    // refuses the second ("unindent does not match any outer indentation
    // level").
    let original = b"for i in x:\n    if i:\n        g(i)\nelse:\n    pass\n";
    let check = SyntaxCheck::new(Lang::Python, original);
    assert_eq!(check.baseline(), 0);
    assert!(check.accepts(b"for i in x:\n        g(i)\nelse:\n    pass\n"));
    assert!(!check.accepts(b"for i in x:\n        g(i)\n    else:\n        pass\n"));
}

/// Taking out any single node of the examples as its role says keeps the
/// parse free of new errors for nearly every node; plain deletion managed
/// about half (TECH-NOTES).
#[test]
fn single_node_reductions_of_the_examples_rarely_break_the_syntax() {
    for (lang, path) in [
        (Lang::C, "examples/c/bug.c"),
        (Lang::Javascript, "examples/javascript/crash.js"),
    ] {
        let bytes = std::fs::read(format!("{}/{path}", env!("CARGO_MANIFEST_DIR"))).unwrap();
        let tree = parse_checked(lang, &bytes);
        let check = SyntaxCheck::new(lang, &bytes);
        let edits = Edits::new(&tree);
        let (mut tried, mut broken) = (0, 0);
        for id in (1..tree.len() as u32).map(NodeId) {
            if tree.role(id) == crate::tree::Role::Required {
                continue;
            }
            tried += 1;
            if !check.accepts(&render(&tree, &edits, &[id])) {
                broken += 1;
            }
        }
        eprintln!("{path}: {broken} of {tried} single-node reductions broke the syntax");
        assert!(tried > 300, "{path}: {tried}");
        assert!(
            broken * 100 <= tried * 3,
            "{path}: {broken} of {tried} broke the syntax"
        );
    }
}

/// On inputs large enough to be checked incrementally, the incremental
/// re-parse counts the errors a full parse counts, for the candidates a
/// shrinking pass renders: parts of a level taken out on top of the
/// committed edits of the levels above. The input is the C++ example three
/// times over (its linemarkers included), 270 KB.
#[test]
fn incremental_syntax_checks_count_what_a_full_parse_counts() {
    let path = format!("{}/examples/cpp/bug.ii", env!("CARGO_MANIFEST_DIR"));
    let example = std::fs::read(path).unwrap();
    let input = example.repeat(3);
    assert!(input.len() >= syntax::INCREMENTAL_FROM);
    let tree = parse_checked(Lang::Cpp, &input);
    let full = SyntaxCheck::new(Lang::Cpp, &input);
    let mut incremental = SyntaxCheck::new(Lang::Cpp, &input);
    incremental.rebase(&input);
    let mut rng = crate::algo::rng::Rng(7);
    let mut edits = Edits::new(&tree);
    let mut level = tree.top_level(&edits);
    let (mut compared, mut broken) = (0, 0);
    while !level.is_empty() && compared < 60 {
        for round in 0..6 {
            // A tenth of the level, or (parsed in full: most of the bytes
            // go) nine tenths.
            let most = round % 3 == 2;
            let taken: Vec<NodeId> = level
                .iter()
                .copied()
                .filter(|_| (rng.below(10) == 0) != most)
                .collect();
            let r = crate::tree::rendering(&tree, &edits, &taken);
            let expected = full.errors(&r.bytes);
            assert_eq!(incremental.errors_changed(&r.bytes, &r.changes), expected);
            compared += 1;
            broken += usize::from(expected > full.baseline());
        }
        // Commit some removals, as a level does.
        for &id in level.iter().filter(|_| rng.below(20) == 0) {
            edits.reduce(&tree, id);
        }
        level = tree.next_level(&edits, &level);
    }
    assert!(compared >= 30, "{compared}");
    assert!(broken > 0, "some candidates must break the syntax");
}
