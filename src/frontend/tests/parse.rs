//! Front-end tests. What each front-end's tree is: levels, tokens, detection, round trips.

use super::*;

#[test]
fn c_top_level_declarations_are_the_first_level() {
    let tree = parse_checked(
        Lang::C,
        b"int x = 1;\n/* note */\nint main(void) { return x; }\n",
    );
    assert_eq!(
        kinds_at_level(&tree, 0),
        vec![
            "declaration:int x = 1;",
            "comment:/* note */",
            "function_definition:int main(void) { return x; }"
        ]
    );
    // int x = 1 ; int main ( void ) { return x ; } -- comments carry none.
    assert_eq!(tree.total_tokens(), 15);
}

#[test]
fn c_file_scope_tokens_are_removable_nodes() {
    // tree-sitter-c hangs the `;` of `struct S {...};` on the root.
    let tree = parse_checked(Lang::C, b"struct S { int f; };\nint x;\n");
    assert_eq!(
        kinds_at_level(&tree, 0),
        vec![
            "struct_specifier:struct S { int f; }",
            ";:;",
            "declaration:int x;"
        ]
    );
}

#[test]
fn c_strings_are_one_token_and_one_node() {
    let tree = parse_checked(Lang::C, br#"char *s = "a\n b";"#);
    let dump = tree.dump();
    assert!(dump.contains("string_literal"), "{dump}");
    assert!(!dump.contains("escape_sequence"), "{dump}");
    assert_eq!(tree.total_tokens(), 6);
}

#[test]
fn preprocessed_c_linemarkers_become_removable_nodes() {
    let input = b"# 1 \"a.c\"\n# 1 \"<built-in>\"\nint f(int a,\n# 3 \"a.h\" 3 4\n int b);\n# 5 \"a.c\"\nint g;\n";
    let tree = parse_checked(Lang::C, input);
    assert!(!tree.dump().contains("ERROR"), "{}", tree.dump());
    let top = kinds_at_level(&tree, 0);
    assert_eq!(top[0], "linemarker:# 1 \"a.c\"\n");
    assert_eq!(top[1], "linemarker:# 1 \"<built-in>\"\n");
    assert_eq!(top[3], "linemarker:# 5 \"a.c\"\n");
    assert_eq!(top.len(), 5);
    // The marker inside the parameter list belongs to the parameter list.
    let inner = tree
        .levels(&Edits::new(&tree))
        .concat()
        .into_iter()
        .find(|&id| tree.text(id) == b"# 3 \"a.h\" 3 4\n")
        .expect("inner marker");
    let parent = tree.node(inner).parent().expect("has a parent");
    assert_eq!(tree.kind(parent), "parameter_list");
}

#[test]
fn linemarker_lines_inside_comments_stay_in_the_comment() {
    let tree = parse_checked(Lang::C, b"/* see\n# 1 \"x.h\"\n*/\nint a;\n# 2 \"y.h\"\n");
    assert_eq!(
        kinds_at_level(&tree, 0),
        vec![
            "comment:/* see\n# 1 \"x.h\"\n*/",
            "declaration:int a;",
            "linemarker:# 2 \"y.h\"\n"
        ]
    );
}

#[test]
fn removing_a_node_keeps_words_apart() {
    let tree = parse_checked(Lang::C, b"unsigned/**/int x;");
    let comment = (0..tree.len() as u32)
        .map(NodeId)
        .find(|&id| tree.kind(id) == "comment")
        .unwrap();
    assert_eq!(
        render(&tree, &Edits::new(&tree), &[comment]),
        b"unsigned int x;"
    );
}

#[test]
fn javascript_statements_and_members() {
    let tree = parse_checked(Lang::Javascript, b"const a = {x: 1, y: `t${2}`};\nf(a);\n");
    assert_eq!(
        kinds_at_level(&tree, 0),
        vec![
            "lexical_declaration:const a = {x: 1, y: `t${2}`};",
            "expression_statement:f(a);"
        ]
    );
    assert!(
        tree.dump().contains("      pair 11..15 w=3 \"x: 1\"\n"),
        "{}",
        tree.dump()
    );
}

#[test]
fn xml_elements_attributes_text_words() {
    let input = b"<?xml version=\"1.0\"?>\n<!-- c -->\n<a x=\"1\" y='2'>hello big world<b/><![CDATA[raw]]></a>\n";
    let tree = parse_checked(Lang::Xml, input);
    assert_eq!(
        kinds_at_level(&tree, 0),
        vec![
            "declaration:<?xml version=\"1.0\"?>",
            "comment:<!-- c -->",
            "element:<a x=\"1\" y='2'>hello big world<b/><![CDATA[raw]]></a>"
        ]
    );
    assert_eq!(
        kinds_at_level(&tree, 1),
        vec![
            "attribute: x=\"1\"",
            "attribute: y='2'",
            "text:hello big world",
            "element:<b/>",
            "cdata:<![CDATA[raw]]>"
        ]
    );
    assert_eq!(
        kinds_at_level(&tree, 2),
        vec!["word:hello ", "word:big ", "word:world"]
    );
    // decl, comment, a, x, y, 3 words, b, cdata (+1 word), </a>
    assert_eq!(tree.total_tokens(), 12);
}

#[test]
fn malformed_xml_is_an_error_that_says_where() {
    let err = parse(Lang::Xml, b"<a><b></a>".to_vec()).unwrap_err();
    assert!(err.contains("byte"), "{err}");
    let err = parse(Lang::Xml, b"<a><b>".to_vec()).unwrap_err();
    assert!(err.contains("never closed"), "{err}");
}

#[test]
fn text_lines_tokens_bytes() {
    let tree = parse_checked(Lang::Text, b"ab  cd\n\nef\n \t\nlast");
    let levels = tree.levels(&Edits::new(&tree));
    assert_eq!(levels[0].len(), 5);
    assert_eq!(
        kinds_at_level(&tree, 1),
        vec![
            "token:ab  ",
            "token:cd",
            "newline:\n",
            "token:ef",
            "newline:\n",
            "byte: ",
            "byte:\t",
            "byte:\n",
            "byte:l",
            "byte:a",
            "byte:s",
            "byte:t"
        ]
    );
    assert_eq!(tree.total_tokens(), 4);
}

#[test]
fn text_lines_indented_under_a_line_or_inside_its_brackets_are_one_node_with_it() {
    let text = b"rule: a\n\tcc a\n\tld a\nf {\n  x\n}\nlast\n";
    let tree = parse_checked(Lang::Text, text);
    assert_eq!(
        kinds_at_level(&tree, 0),
        vec![
            "block:rule: a\n\tcc a\n\tld a\n",
            "block:f {\n  x\n}\n",
            "line:last\n"
        ]
    );
    assert_eq!(tree.total_tokens(), 11);
}

#[test]
fn binary_data_is_detected_whatever_its_name_and_round_trips() {
    let input: Vec<u8> = (0..=255u8).chain([0, 0xff, b'\n', 0xc3, 0x28]).collect();
    assert_eq!(detect(Path::new("crash.c"), &input), Lang::Binary);
    parse_checked(Lang::Binary, &input);
    parse_checked(Lang::Text, &input);
}

#[test]
fn detection_by_extension_and_content() {
    assert_eq!(detect(Path::new("x.i"), b"int x;"), Lang::C);
    assert_eq!(detect(Path::new("x.h"), b"class A {};"), Lang::C);
    for cpp in [
        "x.cc", "x.cpp", "x.CXX", "x.c++", "x.hh", "x.hpp", "x.ii", "x.tcc",
    ] {
        assert_eq!(detect(Path::new(cpp), b"int x;"), Lang::Cpp, "{cpp}");
    }
    assert_eq!(detect(Path::new("x.MJS"), b""), Lang::Javascript);
    assert_eq!(detect(Path::new("x.svg"), b"<svg/>"), Lang::Xml);
    assert_eq!(
        detect(Path::new("fonts.conf"), b"  <?xml version='1.0'?><a/>"),
        Lang::Xml
    );
    assert_eq!(detect(Path::new("services"), b"ftp 21/tcp"), Lang::Text);
}

/// Every shipped example and benchmark input parses into a tree that renders
/// back byte for byte, with the invariants above.
#[test]
fn every_example_and_bench_input_round_trips() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut dirs = case_dirs(&root.join("examples")).unwrap();
    dirs.extend(case_dirs(&root.join("benches/cases")).unwrap());
    for dir in &dirs {
        let file = case_input(dir).unwrap();
        let bytes = std::fs::read(&file).unwrap();
        let lang = detect(&file, &bytes);
        let tree = parse_checked(lang, &bytes);
        assert!(
            tree.total_tokens() > 100,
            "{}: {} tokens",
            file.display(),
            tree.total_tokens()
        );
    }
    // Every case found was read; these must be among them.
    for name in [
        "c",
        "cpp",
        "javascript",
        "rust",
        "go",
        "java",
        "python",
        "llvm",
        "json",
        "toml",
        "yaml",
        "typescript",
        "bash",
        "lua",
        "css",
        "html",
        "sql",
        "smtlib",
        "text",
        "xml",
        "c-gcc-waddress",
        "c-tcc-pragma-pack",
        "cpp-clang-layout-compatible",
        "cpp-clang-ranges-split",
        "js-mustache-partial",
        "js-handlebars-escape",
        "text-services-unsorted",
        "xml-dbus-installfiles",
        "js-underscore-flatten",
        "text-zic-month-rule",
    ] {
        assert!(
            dirs.iter().any(|d| d.ends_with(name)),
            "no case {name}: {dirs:?}"
        );
    }
}
