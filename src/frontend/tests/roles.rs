//! Front-end tests. What taking a node out or hoisting it renders, as its role says.

use super::*;

/// Parses `src` and checks each case: taking out its nodes renders exactly
/// the expected text, which parses without errors.
fn check_taken_out(lang: Lang, src: &str, cases: &[(Vec<(&str, &str)>, &str)]) -> Tree {
    let tree = parse_checked(lang, src.as_bytes());
    let check = SyntaxCheck::new(lang, src.as_bytes());
    for (nodes, expected) in cases {
        let candidate = taken_out(&tree, nodes);
        assert_eq!(&candidate, expected, "{nodes:?}");
        assert_eq!(check.errors(candidate.as_bytes()), 0, "{candidate}");
    }
    tree
}

#[test]
fn c_list_elements_go_with_one_separator_and_required_parts_are_replaced() {
    let src = "int f(int a, int b) { if (a + b) { g(1, 2, 3); } return a * b; }\n";
    let cases = [
        (
            vec![("parameter_declaration", "int a")],
            "int f( int b) { if (a + b) { g(1, 2, 3); } return a * b; }\n",
        ),
        (
            vec![("parameter_declaration", "int b")],
            "int f(int a ) { if (a + b) { g(1, 2, 3); } return a * b; }\n",
        ),
        (
            vec![("parenthesized_expression", "(a + b)")],
            "int f(int a, int b) { if (0) { g(1, 2, 3); } return a * b; }\n",
        ),
        (
            vec![("compound_statement", "{ g(1, 2, 3); }")],
            "int f(int a, int b) { if (a + b) ; return a * b; }\n",
        ),
        (
            vec![("binary_expression", "a * b")],
            "int f(int a, int b) { if (a + b) { g(1, 2, 3); } return ; }\n",
        ),
        (
            vec![("number_literal", "2")],
            "int f(int a, int b) { if (a + b) { g(1 , 3); } return a * b; }\n",
        ),
        (
            vec![("number_literal", "1"), ("number_literal", "2")],
            "int f(int a, int b) { if (a + b) { g(  3); } return a * b; }\n",
        ),
        (
            vec![("number_literal", "2"), ("number_literal", "3")],
            "int f(int a, int b) { if (a + b) { g(1  ); } return a * b; }\n",
        ),
        (
            vec![("number_literal", "1"), ("number_literal", "3")],
            "int f(int a, int b) { if (a + b) { g( 2 ); } return a * b; }\n",
        ),
        (
            vec![
                ("number_literal", "1"),
                ("number_literal", "2"),
                ("number_literal", "3"),
            ],
            "int f(int a, int b) { if (a + b) { g(  ); } return a * b; }\n",
        ),
    ];
    let tree = check_taken_out(Lang::C, src, &cases);
    // Inside the parentheses of `if`, the sum is required: it becomes 0.
    assert_eq!(
        taken_out(&tree, &[("binary_expression", "a + b")]),
        "int f(int a, int b) { if (0) { g(1, 2, 3); } return a * b; }\n"
    );
}

#[test]
fn javascript_list_elements_go_with_one_separator_and_required_parts_are_replaced() {
    let src = "function f(a, b) { if (a) { g(1, 2); } return {x: [1, 2], y: a ? b : 3}; }\n";
    let cases = [
        (
            vec![("identifier", "a")],
            "function f( b) { if (a) { g(1, 2); } return {x: [1, 2], y: a ? b : 3}; }\n",
        ),
        (
            vec![("pair", "x: [1, 2]")],
            "function f(a, b) { if (a) { g(1, 2); } return { y: a ? b : 3}; }\n",
        ),
        (
            vec![("statement_block", "{ g(1, 2); }")],
            "function f(a, b) { if (a) ; return {x: [1, 2], y: a ? b : 3}; }\n",
        ),
        (
            vec![("ternary_expression", "a ? b : 3")],
            "function f(a, b) { if (a) { g(1, 2); } return {x: [1, 2], y: 0}; }\n",
        ),
        (
            vec![("parenthesized_expression", "(a)")],
            "function f(a, b) { if (0) { g(1, 2); } return {x: [1, 2], y: a ? b : 3}; }\n",
        ),
    ];
    check_taken_out(Lang::Javascript, src, &cases);
}

#[test]
fn cpp_members_specifiers_and_template_parts_go_or_shrink() {
    let src = "template <typename T, typename U = int>\n\
               class A : public B, private C {\n\
               public:\n\
               A(int x) : b(x), c(2) { f(x); }\n\
               virtual int g(int y = 3) const { return y; }\n\
               static constexpr int n = 4;\n\
               };\n";
    let cases = [
        (
            vec![("optional_type_parameter_declaration", "typename U = int")],
            "template <typename T >\n",
        ),
        (
            vec![("base_class_clause", ": public B, private C")],
            "class A  {\n",
        ),
        (
            vec![("access_specifier", "private")],
            "class A : public B,  C {\n",
        ),
        (
            vec![("field_initializer", "b(x)")],
            "A(int x) :  c(2) { f(x); }\n",
        ),
        (
            vec![("field_initializer_list", ": b(x), c(2)")],
            "A(int x)  { f(x); }\n",
        ),
        (
            vec![("compound_statement", "{ f(x); }")],
            "A(int x) : b(x), c(2) {}\n",
        ),
        (
            vec![("optional_parameter_declaration", "int y = 3")],
            "virtual int g() const { return y; }\n",
        ),
        (
            vec![("type_qualifier", "const")],
            "virtual int g(int y = 3)  { return y; }\n",
        ),
        (
            vec![("storage_class_specifier", "static")],
            " constexpr int n = 4;\n",
        ),
        (
            vec![("field_declaration", "static constexpr int n = 4;")],
            "\n};\n",
        ),
    ];
    let tree = parse_checked(Lang::Cpp, src.as_bytes());
    let check = SyntaxCheck::new(Lang::Cpp, src.as_bytes());
    assert_eq!(check.baseline(), 0);
    for (nodes, expected_line) in cases {
        let candidate = taken_out(&tree, &nodes);
        assert!(
            candidate.contains(expected_line),
            "{nodes:?}: no {expected_line:?} in\n{candidate}"
        );
        assert_eq!(check.errors(candidate.as_bytes()), 0, "{candidate}");
    }
}

#[test]
fn cpp_namespaces_and_linkage_blocks_unwrap_into_their_declarations() {
    let src = "namespace std {\nint a;\nnamespace inner { int b; }\n}\n\
               extern \"C++\" {\nint c;\nint d;\n}\n\
               extern \"C\" int e;\n";
    let tree = parse_checked(Lang::Cpp, src.as_bytes());
    let check = SyntaxCheck::new(Lang::Cpp, src.as_bytes());
    let namespace = &src[..src.find("}\n}\n").unwrap() + 3];
    for (kind, text, expected) in [
        (
            "namespace_definition",
            namespace,
            "int a;\nnamespace inner { int b; }",
        ),
        (
            "namespace_definition",
            "namespace inner { int b; }",
            "int b;",
        ),
        (
            "linkage_specification",
            "extern \"C++\" {\nint c;\nint d;\n}",
            "int c;\nint d;",
        ),
        ("linkage_specification", "extern \"C\" int e;", "int e;"),
    ] {
        let (candidate, to) = hoisted(&tree, kind, text);
        assert_eq!(to, expected, "{kind} {text}");
        assert_eq!(candidate, src.replacen(text, expected, 1), "{kind} {text}");
        assert_eq!(check.errors(candidate.as_bytes()), 0, "{candidate}");
    }
}

#[test]
fn libstdcxx_namespace_attributes_are_hidden_from_the_parser() {
    let src = "namespace std __attribute__ ((__visibility__ (\"default\")))\n{\n\
               template<typename _Tp> struct A { };\n}\n\
               namespace __attribute__((x)) { int b; }\n\
               int namespace_attribute;\n";
    let tree = parse_checked(Lang::Cpp, src.as_bytes());
    assert_eq!(SyntaxCheck::new(Lang::Cpp, src.as_bytes()).baseline(), 0);
    assert_eq!(
        kinds_at_level(&tree, 0)
            .iter()
            .map(|k| k.split(':').next().unwrap())
            .collect::<Vec<_>>(),
        [
            "namespace_definition",
            "namespace_definition",
            "declaration"
        ]
    );
    // Unwrapping takes the attribute away with the namespace's head.
    let first = &src[..src.find("}\n").unwrap() + 1];
    let (candidate, to) = hoisted(&tree, "namespace_definition", first);
    assert_eq!(to, "template<typename _Tp> struct A { };");
    assert!(candidate.starts_with("template<typename _Tp> struct A { };\n"));
}

#[test]
fn hoisting_puts_the_largest_fitting_descendant_in_a_nodes_place() {
    let src = "int f(int c) { if (c) { g(h(c + 1)); } for (;;) { c--; } return (c ? 2 : 3); }\n";
    let tree = parse_checked(Lang::C, src.as_bytes());
    let check = SyntaxCheck::new(Lang::C, src.as_bytes());
    let cases = [
        (
            "if_statement",
            "if (c) { g(h(c + 1)); }",
            "{ g(h(c + 1)); }",
        ),
        ("for_statement", "for (;;) { c--; }", "{ c--; }"),
        ("call_expression", "g(h(c + 1))", "h(c + 1)"),
        ("parenthesized_expression", "(c ? 2 : 3)", "c ? 2 : 3"),
        ("binary_expression", "c + 1", "c"),
    ];
    for (kind, text, expected) in cases {
        let (candidate, to) = hoisted(&tree, kind, text);
        assert_eq!(to, expected, "{kind} {text}");
        assert_eq!(candidate, src.replacen(text, expected, 1), "{kind} {text}");
        assert_eq!(check.errors(candidate.as_bytes()), 0, "{candidate}");
    }
    // At file scope only declarations and definitions take a node's place:
    // this function has none inside it, the next one gives way to its
    // body's declaration.
    let function = find(&tree, "function_definition", src.trim_end());
    assert!(tree.hoist_candidates(function).is_empty());
    let src = "short g;\nshort f() { long l = &g == 0; }\n";
    let tree = parse_checked(Lang::C, src.as_bytes());
    let (candidate, to) = hoisted(&tree, "function_definition", src[9..].trim_end());
    assert_eq!(to, "long l = &g == 0;");
    assert_eq!(candidate, "short g;\nlong l = &g == 0;\n");
    assert_eq!(check.errors(candidate.as_bytes()), 0, "{candidate}");

    let js = "function f(a) { while (a) { a = g(a.b); } return a ? [a] : null; }\n";
    let tree = parse_checked(Lang::Javascript, js.as_bytes());
    let check = SyntaxCheck::new(Lang::Javascript, js.as_bytes());
    for (kind, text, expected) in [
        (
            "while_statement",
            "while (a) { a = g(a.b); }",
            "{ a = g(a.b); }",
        ),
        ("ternary_expression", "a ? [a] : null", "[a]"),
        ("call_expression", "g(a.b)", "a.b"),
    ] {
        let (candidate, to) = hoisted(&tree, kind, text);
        assert_eq!(to, expected, "{kind} {text}");
        assert_eq!(check.errors(candidate.as_bytes()), 0, "{candidate}");
    }
}

#[test]
fn a_statement_takes_the_semicolon_after_it_where_that_is_a_node_of_its_own() {
    // tree-sitter-sequel leaves each `;` at the root, where it is an item
    // of its own, and also the separator of the statements around it.
    let src = "CREATE TABLE a (id INTEGER);\nCREATE TABLE b (id INTEGER);\nSELECT id FROM a;\n";
    let tree = parse_checked(Lang::Sql, src.as_bytes());
    let check = SyntaxCheck::new(Lang::Sql, src.as_bytes());
    let top = tree.top_level(&Edits::new(&tree));
    let kinds: Vec<&str> = top.iter().map(|&id| tree.kind(id)).collect();
    assert_eq!(
        kinds,
        ["statement", ";", "statement", ";", "statement", ";"]
    );
    let expected = "CREATE TABLE a (id INTEGER);\n\nSELECT id FROM a;\n";
    // The second statement alone, and with its `;` (as a closure keeping
    // the first statement with its `;` takes them): the first `;` stays.
    for gone in [vec![top[2]], vec![top[2], top[3]]] {
        let candidate = String::from_utf8(render(&tree, &Edits::new(&tree), &gone)).unwrap();
        assert_eq!(candidate, expected, "{gone:?}");
        assert_eq!(check.errors(candidate.as_bytes()), 0);
        // Committed one node after the other, the same.
        let mut edits = Edits::new(&tree);
        for &id in &gone {
            edits.reduce(&tree, id);
        }
        assert_eq!(render(&tree, &edits, &[]), expected.as_bytes());
        // The `;` gone with its statement counts once.
        let gone_tokens = tree.node(top[2]).tokens() + 1;
        let left = tree.node(Tree::ROOT).tokens() - gone_tokens;
        assert_eq!(edits.live_tokens(&tree, Tree::ROOT), left, "{gone:?}");
    }
}
