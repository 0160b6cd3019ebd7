//! Front-end tests. What front-ends mark on nodes: token spans, bodies, comments, a bundle's files.

use super::*;

#[test]
fn token_spans_are_words_strings_and_anonymous_tokens() {
    let tokens = |tree: &Tree| -> Vec<String> {
        tree.token_spans()
            .iter()
            .map(|&(s, e, _)| {
                String::from_utf8_lossy(&tree.source()[s as usize..e as usize]).into()
            })
            .collect()
    };
    let counted = |tree: &Tree| -> u64 { tree.token_spans().iter().map(|t| u64::from(t.2)).sum() };
    // Text: each word with the blanks after it; a one-word line whole.
    let text = parse_checked(Lang::Text, b"set alpha\n  beta\nend");
    assert_eq!(tokens(&text), ["set ", "alpha", "  beta", "end"]);
    assert_eq!(counted(&text), text.total_tokens());
    // C: a string is one token; a comment none.
    let c = parse_checked(Lang::C, b"char *s = \"a b\"; /* x */ int y;");
    assert_eq!(
        tokens(&c),
        ["char", "*", "s", "=", "\"a b\"", ";", "int", "y", ";"]
    );
    assert_eq!(counted(&c), c.total_tokens());
    // XML: a start tag's name, its attributes (with the blank before
    // them), its words (with the blanks after them), its end tag.
    let xml = parse_checked(Lang::Xml, b"<a x='1'>hi there</a>");
    assert_eq!(tokens(&xml), ["<a", " x='1'", "hi ", "there", "</a>"]);
    assert_eq!(counted(&xml), xml.total_tokens());
}

#[test]
fn cpp_function_bodies_become_declarations_where_one_can_stand() {
    let input = b"struct S { S() : a(1) { a = 2; } int a; int g(); };\nint S::g() { return a; }\nconstexpr int f(int x) { return x; }\nint main() { return f(1); }\n";
    let tree = parse_checked(Lang::Cpp, input);
    let mut edits = Edits::new(&tree);
    // Every body but main's, which is the entry point.
    let bodies = tree.hollow_bodies(&edits, &HashSet::new());
    let texts: Vec<&[u8]> = bodies.iter().map(|&id| tree.text(id)).collect();
    assert_eq!(
        texts,
        [&b"{ a = 2; }"[..], b"{ return a; }", b"{ return x; }"]
    );
    for &id in &bodies {
        edits.reduce(&tree, id);
    }
    assert_eq!(
        String::from_utf8(render(&tree, &edits, &[])).unwrap(),
        "struct S { S() : a(1) {} int a; int g(); };\nint S::g() {}\nconstexpr int f(int x) ;\nint main() { return f(1); }\n",
        "after an initializer list and outside the class, `{{}}`; else `;`"
    );
}

#[test]
fn c_function_bodies_stay_definitions_and_line_markers_are_listed() {
    let input =
        b"# 1 \"a.c\"\nint f(void) { return 1; }\n# 3 \"a.c\"\nint main(void) { return f(); }\n";
    let tree = parse_checked(Lang::C, input);
    let mut edits = Edits::new(&tree);
    let markers = tree.line_markers(&edits);
    assert_eq!(markers.len(), 2);
    for &id in tree
        .hollow_bodies(&edits, &HashSet::new())
        .iter()
        .chain(&markers)
    {
        edits.reduce(&tree, id);
    }
    assert_eq!(
        String::from_utf8(render(&tree, &edits, &[])).unwrap(),
        "int f(void) {}\nint main(void) { return f(); }\n"
    );
}

#[test]
fn rust_bodies_become_loops_where_the_function_returns_a_value() {
    let input = b"fn f() -> u8 { 1 }\nimpl S { fn g(&self) { h(); } }\nfn main() { f(); }\n";
    let tree = parse_checked(Lang::Rust, input);
    let mut edits = Edits::new(&tree);
    for &id in &tree.hollow_bodies(&edits, &HashSet::new()) {
        edits.reduce(&tree, id);
    }
    assert_eq!(
        String::from_utf8(render(&tree, &edits, &[])).unwrap(),
        "fn f() -> u8 {loop{}}\nimpl S { fn g(&self) {} }\nfn main() { f(); }\n",
        "`{{loop{{}}}}` where a value is returned, else `{{}}`; main stays"
    );
}

#[test]
fn python_blocks_become_pass_and_hoisted_parts_keep_their_lines_in_step() {
    let input = b"def f(x):\n    return x\n\nif c:\n    for i in x:\n        g(i)\n    else:\n        h()\n    z = 1\n";
    let tree = parse_checked(Lang::Python, input);
    let mut edits = Edits::new(&tree);
    for &id in &tree.hollow_bodies(&edits, &HashSet::new()) {
        edits.reduce(&tree, id);
    }
    // The `if` gives way to its `for` loop, whose `else:` moves left with it.
    let if_statement = (1..tree.len() as u32)
        .map(NodeId)
        .find(|&id| tree.kind(id) == "if_statement")
        .unwrap();
    let for_loop = *tree
        .hoist_candidates(if_statement)
        .iter()
        .find(|h| tree.source()[h.start as usize..].starts_with(b"for"))
        .unwrap();
    edits.hoist(&tree, if_statement, for_loop);
    let rendered = String::from_utf8(render(&tree, &edits, &[])).unwrap();
    assert_eq!(
        rendered,
        "def f(x):\n    pass\n\nfor i in x:\n    g(i)\nelse:\n    h()\n"
    );
    let syntax = SyntaxCheck::new(Lang::Python, input);
    assert!(syntax.accepts(rendered.as_bytes()));
    // Hoists inside a hoisted part shift its lines further, tab and all.
    let input = b"if a:\n\tif b:\n\t\tif c:\n\t\t\tx = 1\n\t\telse:\n\t\t\ty = 2\n";
    let tree = parse_checked(Lang::Python, input);
    // `if b` and `if c` are each their block's only statement: the
    // blocks stand for them.
    let ifs: Vec<NodeId> = [&b"if a"[..], b"if b", b"if c"]
        .iter()
        .map(|start| {
            (1..tree.len() as u32)
                .map(NodeId)
                .find(|&id| tree.text(id).starts_with(start))
                .unwrap()
        })
        .collect();
    let mut edits = Edits::new(&tree);
    for pair in ifs.windows(2) {
        let inner = Hoist::node(tree.node(pair[1]));
        edits.hoist(&tree, pair[0], inner);
    }
    assert_eq!(
        String::from_utf8(render(&tree, &edits, &[])).unwrap(),
        "if c:\n\tx = 1\nelse:\n\ty = 2\n"
    );
}

#[test]
fn cpp_definitions_read_past_a_syntax_error_keep_their_bodies() {
    // libstdc++'s <compare>: tree-sitter-cpp reads the lines up to
    // `operator<=>` as a field declaration missing its `;`, and what
    // follows as a definition without a return type.
    let input = b"struct partial_ordering {\n  [[nodiscard]]\n  friend constexpr partial_ordering\n  operator<=>(partial_ordering __v, int) noexcept\n  { return __v; }\n  int f() { return 1; }\n};\n";
    let tree = parse_checked(Lang::Cpp, input);
    let edits = Edits::new(&tree);
    let texts: Vec<&[u8]> = (tree.hollow_bodies(&edits, &HashSet::new()).iter())
        .map(|&id| tree.text(id))
        .collect();
    assert_eq!(texts, [&b"{ return 1; }"[..]]);
}

#[test]
fn javascript_bodies_inside_a_body_that_stays_come_next() {
    let input = b"(function () {\n  function a() { return 1; }\n  var b = () => { return 2; };\n  class C { m() { return 3; } }\n}());\n";
    let tree = parse_checked(Lang::Javascript, input);
    let edits = Edits::new(&tree);
    let outer = tree.hollow_bodies(&edits, &HashSet::new());
    assert_eq!(outer.len(), 1);
    assert!(tree.text(outer[0]).starts_with(b"{\n  function a()"));
    let opened: HashSet<NodeId> = outer.into_iter().collect();
    let inner: Vec<&[u8]> = (tree.hollow_bodies(&edits, &opened).iter())
        .map(|&id| tree.text(id))
        .collect();
    assert_eq!(
        inner,
        [&b"{ return 1; }"[..], b"{ return 2; }", b"{ return 3; }"]
    );
    let mut edits = edits;
    for &id in &tree.hollow_bodies(&Edits::new(&tree), &opened) {
        edits.reduce(&tree, id);
    }
    assert_eq!(
        String::from_utf8(render(&tree, &edits, &[])).unwrap(),
        "(function () {\n  function a() {}\n  var b = () => 0;\n  class C { m() {} }\n}());\n"
    );
}

#[test]
fn a_bundle_s_files_are_parsed_each_by_its_language_under_one_root() {
    use crate::bundle::{Entry, encode};
    let entry = Entry::plain;
    let files = [
        entry(
            "main.c",
            b"int scale(int);\nint main(void) { return scale(2); }\n",
        ),
        entry("notes.txt", b"two words\n"),
        entry("util.c", b"int scale(int v) { return v * 7; }\n"),
    ];
    let frontend = Frontend::bundle(&files, vec!["notes.txt".into()]);
    let source = encode(&files);
    let tree = frontend.parse(source.clone()).unwrap();
    assert_eq!(tree.source(), &source[..]);
    let top: Vec<NodeId> = tree.children(Tree::ROOT).to_vec();
    assert_eq!(
        top.iter().map(|&id| tree.kind(id)).collect::<Vec<_>>(),
        ["file"; 3]
    );
    // Each file's contents: its language's tree, its spans in the bundle.
    let kinds_in = |file: NodeId| -> Vec<&str> {
        let contents = tree.children(file)[1];
        tree.children(contents)
            .iter()
            .map(|&id| tree.kind(id))
            .collect()
    };
    assert_eq!(kinds_in(top[0]), ["declaration", "function_definition"]);
    assert_eq!(kinds_in(top[2]), ["function_definition"]);
    assert_eq!(tree.text(tree.children(top[2])[1]), files[2].bytes);
    // The kept file is required and counts no tokens; the C files' do.
    assert!(matches!(tree.role(top[1]), crate::tree::Role::Required));
    assert_eq!(tree.node(top[1]).tokens(), 0);
    assert_eq!(
        tree.total_tokens(),
        tree.node(top[0]).tokens() + tree.node(top[2]).tokens()
    );
    // One name across files: `scale` in main.c is `scale` in util.c.
    let names_of = |file: NodeId| -> HashSet<u32> {
        let mut found = HashSet::new();
        let mut stack = vec![file];
        while let Some(id) = stack.pop() {
            if tree.text(id) == b"scale"
                && let Some(name) = tree.node(id).name()
            {
                found.insert(name);
            }
            stack.extend(tree.children(id));
        }
        found
    };
    let (used, declared) = (names_of(top[0]), names_of(top[2]));
    assert_eq!(used.len(), 1);
    assert_eq!(used, declared);
    // A candidate that is no bundle of these files is refused before the
    // oracle; one without a file is not.
    let check = frontend.syntax_check(&source);
    assert!(check.accepts(&encode(&files[1..])));
    assert!(!check.accepts(&source[5..]));
    assert!(!check.accepts(&encode(&[
        files[0].clone(),
        entry("notes.txt", b"changed\n")
    ])));
    // A broken C file counts its errors, as a C file alone does.
    assert!(!check.accepts(&encode(&[
        entry("main.c", b"int main( {\n"),
        files[1].clone()
    ])));
    // A file named by another's #include or import is a name the one
    // declares and the other uses.
    let linked = [
        entry(
            "src/main.c",
            b"#include \"../inc/u.h\"\n#include <stdio.h>\nint x;\n",
        ),
        entry("inc/u.h", b"int u;\n"),
        entry(
            "app.js",
            b"import { a } from './lib';\nconst b = require(\"inc/u.h\");\n",
        ),
        entry("lib.js", b"export const a = 1;\n"),
    ];
    let tree = Frontend::bundle(&linked, vec![])
        .parse(encode(&linked))
        .unwrap();
    let name_of = |text: &[u8], kind: &str| -> Vec<Option<u32>> {
        (0..tree.len() as u32)
            .map(NodeId)
            .filter(|&id| tree.text(id) == text && tree.kind(id) == kind)
            .map(|id| tree.node(id).name())
            .collect()
    };
    let header = name_of(b"inc/u.h", "file path");
    assert!(header.len() == 1 && header[0].is_some(), "{header:?}");
    assert_eq!(name_of(b"\"../inc/u.h\"", "string_literal"), header);
    assert_eq!(name_of(b"\"inc/u.h\"", "string"), header);
    assert_eq!(
        name_of(b"'./lib'", "string"),
        name_of(b"lib.js", "file path")
    );
    // stdio.h is no file of the bundle.
    assert_eq!(name_of(b"<stdio.h>", "system_lib_string"), [None]);
}

#[test]
fn comments_are_marked_by_the_front_ends_that_count_them_as_no_token() {
    let texts = |lang: Lang, src: &str| -> Vec<String> {
        let tree = parse_checked(lang, src.as_bytes());
        let comments = tree.comments(&Edits::new(&tree));
        (comments.iter())
            .map(|&id| String::from_utf8_lossy(tree.text(id)).into_owned())
            .collect()
    };
    assert_eq!(
        texts(Lang::Javascript, "// a\nfunction f() { /* b */ }\n"),
        ["// a", "/* b */"]
    );
    assert_eq!(
        texts(Lang::Smtlib, "; a\n(assert true) ; b\n"),
        ["; a", "; b"]
    );
    // Text has no comments: its blank lines and spaces are not ones.
    assert!(texts(Lang::Text, "a\n\n  b # c\n").is_empty());
    // A comment inside a removed node is gone with it.
    let tree = parse_checked(Lang::Javascript, b"f();\nfunction f() { /* b */ }\n");
    let mut edits = Edits::new(&tree);
    edits.reduce(&tree, tree.top_level(&edits)[1]);
    assert!(tree.comments(&edits).is_empty());
}
