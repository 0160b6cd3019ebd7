//! Grammar analysis on toy grammars written by hand and on the shipped C and
//! JavaScript grammars.

use super::*;
use crate::frontend::{Lang, shipped_profile};

fn toy(rules: &str) -> Grammar {
    let json = format!(r#"{{"name": "toy", "rules": {rules}, "supertypes": ["expr"]}}"#);
    Grammar::from_json(&json, &HashMap::new()).expect("toy grammar loads")
}

fn text(g: &Grammar, rule: &str) -> Option<(String, u32)> {
    g.shortest(rule).map(|s| (s.text.clone(), s.tokens))
}

const STR: fn(&str) -> String = |s| format!(r#"{{"type": "STRING", "value": "{s}"}}"#);
const SYM: fn(&str) -> String = |s| format!(r#"{{"type": "SYMBOL", "name": "{s}"}}"#);

fn seq(members: &[String]) -> String {
    format!(r#"{{"type": "SEQ", "members": [{}]}}"#, members.join(","))
}

fn choice(members: &[String]) -> String {
    format!(
        r#"{{"type": "CHOICE", "members": [{}]}}"#,
        members.join(",")
    )
}

fn repeat(content: &str) -> String {
    format!(r#"{{"type": "REPEAT", "content": {content}}}"#)
}

fn field(name: &str, content: &str) -> String {
    format!(r#"{{"type": "FIELD", "name": "{name}", "content": {content}}}"#)
}

const BLANK: &str = r#"{"type": "BLANK"}"#;

#[test]
fn shortest_strings_handle_recursion_cycles_and_empty_derivations() {
    let number = r#"{"type": "TOKEN", "content": {"type": "PATTERN", "value": "[1-9][0-9]*"}}"#;
    let rules = format!(
        r#"{{"sum": {sum}, "expr": {expr}, "number": {number}, "loop_a": {a}, "loop_b": {b},
            "maybe": {maybe}, "block": {block}, "word": {word}}}"#,
        // sum: expr "+" expr  (recursive through expr)
        sum = seq(&[SYM("expr"), STR("+"), SYM("expr")]),
        expr = choice(&[SYM("sum"), SYM("number")]),
        // a cycle with no way out derives nothing
        a = seq(&[STR("("), SYM("loop_b"), STR(")")]),
        b = SYM("loop_a"),
        maybe = choice(&[SYM("number"), BLANK.to_owned()]),
        block = seq(&[STR("{"), repeat(&SYM("sum")), STR("}")]),
        word = seq(&[STR("if"), STR("int"), SYM("number")]),
    );
    let g = toy(&rules);
    assert_eq!(text(&g, "number"), Some(("1".into(), 1)));
    assert_eq!(text(&g, "expr"), Some(("1".into(), 1)));
    assert_eq!(text(&g, "sum"), Some(("1+1".into(), 3)));
    assert_eq!(text(&g, "loop_a"), None);
    assert_eq!(text(&g, "loop_b"), None);
    assert_eq!(text(&g, "maybe"), Some((String::new(), 0)));
    assert_eq!(text(&g, "block"), Some(("{}".into(), 2)));
    // Words that would fuse get a space, others do not.
    assert_eq!(text(&g, "word"), Some(("if int 1".into(), 3)));
}

#[test]
fn overrides_fix_a_rule_and_everything_built_on_it() {
    let rules = format!(
        r#"{{"call": {call}, "args": {args}, "name": {name}}}"#,
        call = seq(&[SYM("name"), SYM("args")]),
        args = seq(&[STR("("), STR(")")]),
        name = r#"{"type": "PATTERN", "value": "[a-z]+"}"#,
    );
    let json = format!(r#"{{"name": "toy", "rules": {rules}}}"#);
    let overrides = HashMap::from([("name".to_owned(), "main".to_owned())]);
    let g = Grammar::from_json(&json, &overrides).unwrap();
    assert_eq!(text(&g, "call"), Some(("main()".into(), 3)));
}

#[test]
fn patterns_give_short_matching_strings() {
    let cases = [
        (
            r"(\p{XID_Start}|\$|_|\\u[0-9A-Fa-f]{4})(\p{XID_Continue}|\$)*",
            "a",
        ),
        (r"\d{2,3}", "00"),
        (r"[^xuU]", "a"),
        (r#"[^\\"\n]+"#, "a"),
        (r"0[xX]", "0x"),
        (r"(\\+(.|\r?\n)|[^\\\n])*", ""),
        (r"[-\+]", "-"),
        (r"#[ \t]*include", "#include"),
        (r"[^a-z0]", "_"),
    ];
    for (pattern, expected) in cases {
        assert_eq!(shortest_match(pattern), expected, "{pattern}");
    }
}

#[test]
fn roles_tell_list_elements_from_required_children() {
    let number = r#"{"type": "PATTERN", "value": "[0-9]+"}"#;
    let rules = format!(
        r#"{{"call": {call}, "args": {args}, "if": {if_}, "block": {block},
            "number": {number}, "expr": {expr}}}"#,
        call = seq(&[field("function", &SYM("number")), SYM("args")]),
        // "(" optional(expr ("," expr)*) ")"
        args = seq(&[
            STR("("),
            choice(&[
                seq(&[SYM("expr"), repeat(&seq(&[STR(","), SYM("expr")]))]),
                BLANK.to_owned()
            ]),
            STR(")")
        ]),
        if_ = seq(&[
            STR("if"),
            field("cond", &SYM("expr")),
            field("body", &SYM("block")),
            choice(&[
                seq(&[STR("else"), field("alt", &SYM("block"))]),
                BLANK.to_owned()
            ]),
        ]),
        block = seq(&[STR("{"), repeat(&SYM("expr")), STR("}")]),
        expr = choice(&[SYM("number"), SYM("call")]),
    );
    let g = toy(&rules);
    let arg = g.role("args", None, "number").unwrap();
    assert!(arg.optional);
    assert_eq!(arg.separator.as_deref(), Some(","));
    assert_eq!(g.role("args", None, "call"), Some(arg));

    let cond = g.role("if", Some("cond"), "call").unwrap();
    assert!(!cond.optional);
    assert_eq!(cond.replacement.as_ref().unwrap().text, "0");
    let body = g.role("if", Some("body"), "block").unwrap();
    assert!(!body.optional);
    assert_eq!(body.replacement.as_ref().unwrap().text, "{}");
    let alt = g.role("if", Some("alt"), "block").unwrap();
    assert!(alt.optional, "else part is optional");
    assert_eq!(alt.separator, None, "else is no list separator");

    let stmt = g.role("block", None, "call").unwrap();
    assert!(stmt.optional);
    assert_eq!(stmt.separator, None);
    assert_eq!(g.role("if", None, "block"), None, "no such child");
}

fn shipped(lang: Lang) -> Grammar {
    shipped_profile(lang).unwrap().grammar()
}

#[test]
fn c_grammar_gives_the_expected_replacements_and_lists() {
    let g = shipped(Lang::C);
    assert_eq!(text(&g, "compound_statement"), Some(("{}".into(), 2)));
    assert_eq!(text(&g, "expression_statement"), Some((";".into(), 1)));
    let replacement = |parent: &str, field: Option<&str>, kind: &str| {
        let role = g
            .role(parent, field, kind)
            .unwrap_or_else(|| panic!("{parent} {field:?} {kind}"));
        assert!(!role.optional, "{parent} {field:?} {kind} is required");
        role.replacement.clone().unwrap().text
    };
    assert_eq!(
        replacement("binary_expression", Some("left"), "call_expression"),
        "0"
    );
    assert_eq!(
        replacement("if_statement", Some("consequence"), "compound_statement"),
        ";"
    );
    assert_eq!(
        replacement(
            "if_statement",
            Some("condition"),
            "parenthesized_expression"
        ),
        "(0)"
    );
    assert_eq!(
        replacement("function_definition", Some("body"), "compound_statement"),
        "{}"
    );
    assert_eq!(
        replacement("declaration", Some("type"), "type_identifier"),
        "int"
    );
    for (parent, kind) in [
        ("argument_list", "identifier"),
        ("parameter_list", "parameter_declaration"),
        ("initializer_list", "number_literal"),
        ("initializer_list", "initializer_list"),
    ] {
        let role = g.role(parent, None, kind).unwrap();
        assert!(role.optional, "{parent} {kind}");
        assert_eq!(role.separator.as_deref(), Some(","), "{parent} {kind}");
    }
    let item = g.role("compound_statement", None, "if_statement").unwrap();
    assert!(item.optional && item.separator.is_none());
    let top = g
        .role("translation_unit", None, "function_definition")
        .unwrap();
    assert!(top.optional);
}

#[test]
fn a_kind_shown_for_several_rules_has_the_roles_of_each() {
    // C shows `array_field_declarator` as `array_declarator`, a rule of its
    // own: the field declarator's children keep their roles under it.
    let c = shipped(Lang::C);
    let role = c.role("array_declarator", Some("declarator"), "field_identifier");
    assert!(role.is_some_and(|r| !r.optional), "{role:?}");
    assert!(
        c.role("array_declarator", Some("declarator"), "identifier")
            .is_some()
    );
    // C++ shows inline methods as `function_definition`: a constructor's
    // initializer list may go, and its body becomes `{}`.
    let cpp = shipped(Lang::Cpp);
    let init = cpp.role("function_definition", None, "field_initializer_list");
    assert!(init.is_some_and(|r| r.optional), "{init:?}");
    let body = cpp.role("function_definition", Some("body"), "compound_statement");
    assert_eq!(body.and_then(|r| r.replacement.clone()).unwrap().text, "{}");
}

#[test]
fn javascript_grammar_gives_the_expected_replacements_and_lists() {
    let g = shipped(Lang::Javascript);
    assert_eq!(text(&g, "statement_block"), Some(("{}".into(), 2)));
    let role = |parent: &str, field: Option<&str>, kind: &str| {
        g.role(parent, field, kind)
            .cloned()
            .unwrap_or_else(|| panic!("{parent} {field:?} {kind}"))
    };
    let cond = role("binary_expression", Some("left"), "call_expression");
    assert_eq!(cond.replacement.unwrap().text, "0");
    for (parent, kind) in [
        ("arguments", "identifier"),
        ("array", "number"),
        ("object", "pair"),
        ("formal_parameters", "identifier"),
    ] {
        let r = role(parent, None, kind);
        assert!(r.optional, "{parent} {kind}");
        assert_eq!(r.separator.as_deref(), Some(","), "{parent} {kind}");
    }
    assert!(role("statement_block", None, "if_statement").optional);
    assert!(role("program", None, "expression_statement").optional);
}

#[test]
fn a_hidden_rule_stands_for_the_kinds_its_choices_reach() {
    let g = shipped(Lang::Rust);
    let expression = g.variants("_expression").unwrap();
    // Directly, through `_literal`, and through `_expression_except_range`.
    for kind in [
        "range_expression",
        "integer_literal",
        "call_expression",
        "macro_invocation",
    ] {
        assert!(expression.contains(kind), "{kind}");
    }
    // Not what a sequence holds: a let is no expression.
    assert!(!expression.contains("let_declaration"));
    assert!(!expression.contains("arguments"));
    assert_eq!(g.variants("call_expression"), None, "a visible kind");
}

#[test]
fn every_parent_kind_of_the_shipped_grammars_is_a_real_node_kind() {
    for row in &crate::frontend::shipped::SHIPPED {
        let (lang, language) = (row.lang, (row.language)());
        let name = lang.name();
        let g = shipped(lang);
        let json = std::fs::read_to_string(format!(
            "{}/grammars/{name}.grammar.json",
            env!("CARGO_MANIFEST_DIR")
        ))
        .unwrap();
        let value: Value = serde_json::from_str(&json).unwrap();
        let rules = value["rules"].as_object().unwrap();
        // Rules no path from the start rule reaches (C rules C++ inherits
        // and replaces) are not in the parser.
        // The start rule: what the root of any parse is.
        let mut parser = tree_sitter::Parser::new();
        parser.set_language(&language).unwrap();
        let start = parser
            .parse("", None)
            .unwrap()
            .root_node()
            .kind()
            .to_owned();
        let mut reachable = HashSet::from([start.clone()]);
        let mut todo = vec![start];
        while let Some(name) = todo.pop() {
            Rule::from_json(&rules[&name]).unwrap().visit(&mut |r| {
                if let Rule::Symbol(s) = r
                    && rules.contains_key(s)
                    && reachable.insert(s.clone())
                {
                    todo.push(s.clone());
                }
            });
        }
        for kind in g.parent_kinds() {
            assert!(
                language.id_for_node_kind(kind, true) != 0 || !reachable.contains(kind),
                "{name}: {kind}"
            );
        }
    }
}
