//! Front-end tests. The token passes' rewrites: values, merges, names, joint edits.

use super::*;

/// Each of the merges round's rewrites of `src` in `lang` with cuts (the
/// inlines and the results), alone, rendered; each one's `tokens_saved`
/// checked against a count of its rendering.
fn joint_edits(lang: Lang, src: &str) -> Vec<String> {
    let frontend = Frontend::new(lang);
    let tree = parse_checked(lang, src.as_bytes());
    (merges_of(&frontend, &tree).iter())
        .filter(|r| !r.cuts.is_empty())
        .map(|r| {
            let out = crate::tree::render_rewritten(&tree, &[r]);
            let text = String::from_utf8(out.clone()).unwrap();
            let saved = tree.total_tokens() - frontend.count_tokens(&out);
            assert_eq!(saved, r.tokens_saved, "{text}");
            text
        })
        .collect()
}

/// Every round of final token passes on `src`: the pass and each rewrite
/// rendered alone, each checked to re-parse without new errors.
fn token_passes(lang: Lang, src: &str) -> Vec<(RewriteKind, Vec<String>)> {
    let frontend = Frontend::new(lang);
    let tree = parse_checked(lang, src.as_bytes());
    let check = frontend.syntax_check(src.as_bytes());
    let mut rounds = Vec::new();
    for round in 0.. {
        let Some((pass, rewrites)) = frontend.rewrites(&tree, round) else {
            break;
        };
        let alone = rewrites
            .iter()
            .map(|r| {
                let out = crate::tree::render_rewritten(&tree, &[r]);
                assert_eq!(check.errors(&out), 0, "{}", String::from_utf8_lossy(&out));
                String::from_utf8(out).unwrap()
            })
            .collect();
        rounds.push((pass, alone));
    }
    rounds
}

#[test]
fn c_token_passes_simplify_values_merge_declarations_and_shorten_names() {
    let src = "int16_t count; int16_t total = 42;\nint main(void) { char *s = \"hi\"; return count + 1 + 'c'; }\n";
    let rounds = token_passes(Lang::C, src);
    let with = |from: &str, to: &str| src.replacen(from, to, 1);
    assert_eq!(
        rounds,
        [
            (
                RewriteKind::Values,
                vec![
                    with("int16_t count", "int count"),
                    with("int16_t total", "int total"),
                    with("42", "0"),
                    with("char *s", "int *s"),
                    with("\"hi\"", "\"\""),
                    with("return count", "return 0"),
                    with("1 + 'c'", "0 + 'c'"),
                    with("'c'", "0"),
                ]
            ),
            (
                RewriteKind::Values,
                vec![with("42", "1"), with("\"hi\"", "0")]
            ),
            (RewriteKind::Values, vec![]),
            (
                RewriteKind::Merges,
                vec![
                    with("count; int16_t total", "count, total"),
                    with("int main", "void main").replace("count + 1 + 'c'", ""),
                ]
            ),
            (
                RewriteKind::Names,
                vec![
                    src.replace("count", "a"),
                    src.replace("total", "b"),
                    src.replace("main", "d"),
                ]
            ),
            // The strings rounds: no string begins or equals another.
            (RewriteKind::Names, vec![]),
            (RewriteKind::Names, vec![]),
        ]
    );
}

#[test]
fn javascript_token_passes_simplify_values_merge_declarations_and_shorten_names() {
    let src = "let total = 42; let name = 'x';\nconsole.log(`${total}`, name.length);\n";
    let rounds = token_passes(Lang::Javascript, src);
    let with = |from: &str, to: &str| src.replacen(from, to, 1);
    assert_eq!(
        rounds,
        [
            (
                RewriteKind::Values,
                vec![
                    with("42", "0"),
                    with("'x'", "\"\""),
                    with("console", "0 "),
                    with("`${total}`", "``"),
                    with("name.length", "0 .length"),
                ]
            ),
            (RewriteKind::Values, vec![with("42", "1")]),
            (RewriteKind::Values, vec![]),
            // `name` inlined: its one use becomes `'x'`.
            (
                RewriteKind::Merges,
                vec![
                    with("42; let name", "42, name"),
                    src.replace("let name = 'x';", "").replace("name.", "'x'."),
                ]
            ),
            // `total` also stands in the template string: it keeps its name.
            (
                RewriteKind::Names,
                vec![
                    src.replace("name", "a"),
                    with("console", "b"),
                    with("log", "d"),
                    with("length", "c"),
                ]
            ),
            (RewriteKind::Names, vec![]),
            (RewriteKind::Names, vec![]),
        ]
    );
}

#[test]
fn an_xml_element_with_content_may_be_unwrapped() {
    let src = "<r><a x=\"1\"> <b>t</b><c/> </a><d></d></r>";
    let tree = parse_checked(Lang::Xml, src.as_bytes());
    let check = SyntaxCheck::new(Lang::Xml, src.as_bytes());
    let (candidate, content) = hoisted(&tree, "element", "<a x=\"1\"> <b>t</b><c/> </a>");
    assert_eq!(content, " <b>t</b><c/> ");
    assert_eq!(candidate, "<r> <b>t</b><c/> <d></d></r>");
    assert_eq!(check.errors(candidate.as_bytes()), 0);
    let b = find(&tree, "element", "<b>t</b>");
    assert_eq!(tree.hoist_candidates(b)[0].tokens, 1);
    for empty in ["<c/>", "<d></d>"] {
        let id = find(&tree, "element", empty);
        assert!(tree.hoist_candidates(id).is_empty(), "{empty}");
    }
}

#[test]
fn empty_xml_elements_become_self_closing_and_equal_values_shrink_together() {
    let src = "<r><a x=\"1\" y='>'> \n</a><b></b><c/><d>t</d></r>";
    let rounds = token_passes(Lang::Xml, src);
    assert_eq!(
        rounds,
        [
            (
                RewriteKind::Values,
                vec![
                    src.replace("> \n</a>", "/>"),
                    src.replace("<b></b>", "<b/>"),
                ]
            ),
            (RewriteKind::Names, vec![]),
            (RewriteKind::Names, vec![])
        ]
    );
    // Classes of equal values of two bytes or more, the one saving the
    // most bytes first (`b` for the longer class): a text of several words
    // as one, an attribute value, a text equal to it; `&amp;` and a value
    // that occurs once stay.
    let src = "<r n=\"abc\" m=\"once\"><s> two  words </s><s>two  words</s><t>abc</t><u>x&amp;y</u><u>x&amp;y</u></r>";
    let rounds = token_passes(Lang::Xml, src);
    assert_eq!(
        rounds[2],
        (
            RewriteKind::Names,
            vec![src.replace("abc", "b"), src.replace("two  words", "a"),]
        )
    );
    // A class of two or more equal values becomes the longest other value
    // that begins it (`tyv` the `ty` of one occurrence; not `t`, of one
    // byte); `ty` itself is begun by no other value. The family of `vo`
    // moves into the first one, `ty`'s; `wal`, which begins no value, is
    // no family.
    let src = "<r><s m=\"tyv\" e=\"tyv\"/><s m=\"ty\"/><s m=\"wal\" e=\"wal\"/>\
               <s m=\"vot\" e=\"vo\"/><s m=\"vot\"/><s m=\"t\"/></r>";
    let rounds = token_passes(Lang::Xml, src);
    assert_eq!(
        rounds[1],
        (
            RewriteKind::Names,
            vec![
                src.replace("\"tyv\"", "\"ty\""),
                src.replace("\"vo", "\"ty"),
                src.replace("\"vot\"", "\"vo\"")
            ]
        )
    );
}

#[test]
fn string_literals_that_begin_others_and_equal_ones_shrink_together() {
    // The last two rounds of a language with string kinds: `alphabet`
    // becomes `alpha`, which begins it; `beta`'s family moves into
    // `alpha`'s; then each class of two or more equal strings becomes a
    // short string no literal holds. Literals with an escape or an
    // interpolation, and those of one byte, stay.
    let src = "f(\"alphabet\", \"alphabet\", \"alpha\", 'betamax', \"beta\");\n\
               g(\"x\\n\", \"x\\n\", `${a}b`, `${a}b`, \"q\", \"q\");\n";
    let rounds = token_passes(Lang::Javascript, src);
    let [.., prefixed, equal] = &rounds[..] else {
        panic!("{rounds:?}")
    };
    assert_eq!(
        *prefixed,
        (
            RewriteKind::Names,
            vec![
                src.replace("alphabet", "alpha"),
                src.replacen("beta", "alpha", 2),
            ]
        )
    );
    assert_eq!(
        *equal,
        (RewriteKind::Names, vec![src.replace("alphabet", "a")])
    );
}

#[test]
fn a_merge_saves_the_tokens_the_tree_counts_and_nested_merges_wait() {
    let src = "__attribute__((section(\"\\1\\1\\1\"))) int a;\n__attribute__((section(\"\\1\\1\\1\"))) int b;\n\
               struct { int x; int y; } s; struct { int x; int y; } t;\n";
    let frontend = Frontend::new(Lang::C);
    let tree = parse_checked(Lang::C, src.as_bytes());
    let merges = merges_of(&frontend, &tree);
    // The attributed pair, the first struct's members, the struct pair; not
    // the second struct's members, inside the struct pair's span.
    let spans: Vec<&[u8]> = merges
        .iter()
        .map(|m| &src.as_bytes()[m.spans[0].0 as usize..m.spans[0].1 as usize])
        .collect();
    assert_eq!(
        spans,
        [
            &b";\n__attribute__((section(\"\\1\\1\\1\"))) int "[..],
            b"; int ",
            b"; struct { int x; int y; } ",
        ]
    );
    for merge in &merges {
        let out = crate::tree::render_rewritten(&tree, &[merge]);
        let after = frontend.count_tokens(&out);
        assert_eq!(
            tree.total_tokens() - after,
            merge.tokens_saved,
            "{}",
            String::from_utf8_lossy(&out)
        );
    }
}

#[test]
fn a_type_alias_is_inlined_where_that_leaves_the_file_shorter() {
    let src = "typedef long cents;\ncents add(cents a, cents b);\n\
               typedef struct { int x; } point;\npoint p;\n\
               typedef unsigned long long wide;\nwide w; wide v; wide u;\n\
               #define M(x) (cents)x\n";
    let frontend = Frontend::new(Lang::C);
    let tree = parse_checked(Lang::C, src.as_bytes());
    let merges = merges_of(&frontend, &tree);
    let rendered: Vec<String> = (merges.iter())
        .filter(|r| !r.cuts.is_empty())
        .map(|r| String::from_utf8(crate::tree::render_rewritten(&tree, &[r])).unwrap())
        .collect();
    // `cents` shows in the macro body too (renaming it there would be
    // missed); `point` has a body; `wide` twice would be longer.
    assert!(rendered.is_empty(), "{rendered:?}");
    let src = "typedef long cents;\ncents add(cents a, cents b);\nunsigned cents;\n";
    let tree = parse_checked(Lang::C, src.as_bytes());
    let merges = merges_of(&frontend, &tree);
    assert_eq!(merges.len(), 1);
    let out = crate::tree::render_rewritten(&tree, &[&merges[0]]);
    // The variable named `cents` is another kind of leaf: it stays.
    assert_eq!(
        String::from_utf8(out.clone()).unwrap(),
        "\nlong add(long a, long b);\nunsigned cents;\n"
    );
    assert_eq!(
        tree.total_tokens() - frontend.count_tokens(&out),
        merges[0].tokens_saved
    );
    // C++'s `using` too.
    let src = "using cents = long;\ncents add(cents a);\n";
    let cpp = Frontend::new(Lang::Cpp);
    let tree = parse_checked(Lang::Cpp, src.as_bytes());
    let merges = merges_of(&cpp, &tree);
    let out = crate::tree::render_rewritten(&tree, &[&merges[0]]);
    assert_eq!(out, b"\nlong add(long a);\n");
}

#[test]
fn a_variable_given_one_value_is_inlined_with_what_holds_it() {
    // A JavaScript assignment statement and a declaration go whole; a
    // declarator beside another (`c = 2, d = 3`) is not offered: cutting it
    // alone would leave a comma.
    let src = "b = {  }\nlet e = 7;\nlet c = 2, d = 3;\nconsole.log(0 * b, e + e, c, d)\n";
    assert_eq!(
        joint_edits(Lang::Javascript, src),
        [
            "\nlet e = 7;\nlet c = 2, d = 3;\nconsole.log(0 * {  }, e + e, c, d)\n",
            "b = {  }\n\nlet c = 2, d = 3;\nconsole.log(0 * b, 7 + 7, c, d)\n",
        ]
    );
    // A Rust `let` with a value; `let mut c;` has none.
    let src = "fn f(b: &str) -> usize { let mut c; let g = b.len(); c = 1; g }";
    assert_eq!(
        joint_edits(Lang::Rust, src)[0],
        "fn f(b: &str) -> usize { let mut c;  c = 1; b.len() }"
    );
}

#[test]
fn a_result_type_goes_with_the_values_returned() {
    // The tail expression and every return's value go with `-> T`; a
    // closure's return and a nested function's are their own, and a
    // function that returns nothing is not offered.
    let src = "fn f(a: u8) -> usize {\n    if a > 0 { return 1; }\n    \
               let k = |x: u8| { return x; };\n    fn h() -> u8 { 3 }\n    a.into()\n}\n\
               fn g() -> usize { loop {} }\n";
    assert_eq!(
        joint_edits(Lang::Rust, src),
        [
            "fn f(a: u8) {\n    if a > 0 { return ; }\n    \
             let k = |x: u8| { return x; };\n    fn h() -> u8 { 3 }\n    \n}\n\
             fn g() -> usize { loop {} }\n",
            "fn f(a: u8) -> usize {\n    if a > 0 { return 1; }\n    \
             let k = |x: u8| { return x; };\n    fn h() {  }\n    a.into()\n}\n\
             fn g() -> usize { loop {} }\n",
        ]
    );
}

#[test]
fn a_template_of_types_becomes_what_it_defines_with_int_for_each() {
    // Every `T` and `U` in the class becomes `int`, the header goes, and so
    // do the arguments of each use of `c` (the nested one with the outer);
    // `g`'s calls lose theirs. A template with a value parameter is not
    // offered: `int N` is no type.
    let src = "template <typename T, class U = T> struct c { T e; U f; c<T, U> *n; };\n\
               template <int N> struct d { int e[N]; };\n\
               template <typename T> T g(T x) { return x; }\n\
               c<c<long>> b; d<2> k; long h = g<long>(1);\n";
    // `g` also becomes void, and loses its parameter with the call's
    // argument (the results and the positions).
    assert_eq!(
        joint_edits(Lang::Cpp, src),
        [
            "template <typename T, class U = T> struct c { T e; U f; c<T, U> *n; };\n\
             template <int N> struct d { int e[N]; };\n\
             template <typename T> void g(T x) { return ; }\n\
             c<c<long>> b; d<2> k; long h = g<long>(1);\n",
            "struct c { int e; int f; c *n; };\n\
             template <int N> struct d { int e[N]; };\n\
             template <typename T> T g(T x) { return x; }\n\
             c b; d<2> k; long h = g<long>(1);\n",
            "template <typename T, class U = T> struct c { T e; U f; c<T, U> *n; };\n\
             template <int N> struct d { int e[N]; };\n\
             int g(int x) { return x; }\n\
             c<c<long>> b; d<2> k; long h = g(1);\n",
            "template <typename T, class U = T> struct c { T e; U f; c<T, U> *n; };\n\
             template <int N> struct d { int e[N]; };\n\
             template <typename T> T g() { return x; }\n\
             c<c<long>> b; d<2> k; long h = g<long>();\n",
        ]
    );
}

#[test]
fn a_class_becomes_a_struct_with_the_public_labels_that_struct_makes_default() {
    // The `public:` opening the body and the `public` before a base go; a
    // `public:` further down stays (what is above it is private), and a
    // class with no such label is not offered.
    let src = "class a : public b, c { public: int x; private: int y; public: int z; };\n\
               class d { int w; public: int v; };\n";
    assert_eq!(
        joint_edits(Lang::Cpp, src),
        [
            "struct a :  b, c {  int x; private: int y; public: int z; };\n\
             class d { int w; public: int v; };\n",
        ]
    );
}

#[test]
fn a_header_included_once_beside_its_includer_is_inlined_into_it() {
    use crate::bundle::{Entry, decode, encode};
    let entry = Entry::plain;
    let files = [
        entry("inc/far.h", b"int far;\n"),
        entry("kept.h", b"int kept;\n"),
        entry(
            "main.c",
            b"#include \"once.h\"\n#include \"twice.h\"\n#include \"inc/far.h\"\n\
              #include \"kept.h\"\n#include \"with_kept.h\"\nint main(void) { once; }\n",
        ),
        entry("once.h", b"int once;"),
        entry("run.c", b"#include \"with_kept.h\"\n"),
        entry("twice.h", b"int twice;\n"),
        entry("util.c", b"#include \"twice.h\"\n"),
        entry("with_kept.h", b"int k;\n"),
    ];
    let kept = vec!["kept.h".into(), "run.c".into()];
    let frontend = Frontend::bundle(&files, kept);
    let source = encode(&files);
    let tree = frontend.parse(source.clone()).unwrap();
    let merges = merges_of(&frontend, &tree);
    // Only once.h: twice.h is included twice, far.h from another
    // directory, kept.h is kept, and with_kept.h is included by a kept file too.
    let inlined: Vec<Vec<Entry>> = (merges.iter())
        .filter(|r| !r.cuts.is_empty())
        .map(|r| decode(&crate::tree::render_rewritten(&tree, &[r])).unwrap())
        .collect();
    assert_eq!(inlined.len(), 1);
    let paths: Vec<_> = inlined[0]
        .iter()
        .map(|e| e.path.to_str().unwrap())
        .collect();
    assert_eq!(
        paths,
        [
            "inc/far.h",
            "kept.h",
            "main.c",
            "run.c",
            "twice.h",
            "util.c",
            "with_kept.h"
        ]
    );
    assert!(
        inlined[0][2]
            .bytes
            .starts_with(b"int once;\n#include \"twice.h\"")
    );
    let check = frontend.syntax_check(&source);
    assert!(check.accepts(&encode(&inlined[0])));
}

#[test]
fn a_column_goes_with_its_value_in_every_row_inserted() {
    // The table constraint is no column; the INSERT into another table
    // keeps its values; the last column takes the comma before it.
    let src = "CREATE TABLE a (c INT, b TEXT, d INT, PRIMARY KEY (c));\n\
               INSERT INTO a VALUES (0, 'x', 1), (2, 'y', 3);\n\
               INSERT INTO e VALUES (5);\n";
    assert_eq!(
        joint_edits(Lang::Sql, src),
        [
            "CREATE TABLE a (b TEXT, d INT, PRIMARY KEY (c));\n\
             INSERT INTO a VALUES ('x', 1), ('y', 3);\n\
             INSERT INTO e VALUES (5);\n",
            "CREATE TABLE a (c INT, d INT, PRIMARY KEY (c));\n\
             INSERT INTO a VALUES (0, 1), (2, 3);\n\
             INSERT INTO e VALUES (5);\n",
            "CREATE TABLE a (c INT, b TEXT, PRIMARY KEY (c));\n\
             INSERT INTO a VALUES (0, 'x'), (2, 'y');\n\
             INSERT INTO e VALUES (5);\n",
        ]
    );
}

#[test]
fn a_parameter_goes_with_its_argument_at_every_call_and_declaration() {
    // Both declarators of `f` lose the parameter, and so does each call,
    // the nested one inside the outer one's cut; `g`'s `...` matches no
    // argument and stays; `main(void)`, never called, is not offered. The
    // definitions returning a value come first (their results).
    let src = "int f(int a, int b);\nint f(int a, int b) { return b; }\n\
               int g(int x, ...);\n\
               int main(void) { return f(f(1, 2), 3) + g(4, 5); }\n";
    assert_eq!(
        joint_edits(Lang::C, src),
        [
            "int f(int a, int b);\nvoid f(int a, int b) { return ; }\n\
             int g(int x, ...);\n\
             int main(void) { return f(f(1, 2), 3) + g(4, 5); }\n",
            "int f(int a, int b);\nint f(int a, int b) { return b; }\n\
             int g(int x, ...);\n\
             void main(void) { return ; }\n",
            "int f(int b);\nint f(int b) { return b; }\n\
             int g(int x, ...);\n\
             int main(void) { return f(3) + g(4, 5); }\n",
            "int f(int a);\nint f(int a) { return b; }\n\
             int g(int x, ...);\n\
             int main(void) { return f(f(1)) + g(4, 5); }\n",
            "int f(int a, int b);\nint f(int a, int b) { return b; }\n\
             int g(...);\n\
             int main(void) { return f(f(1, 2), 3) + g(5); }\n",
        ]
    );
}

#[test]
fn a_struct_field_goes_with_its_value_in_every_initializer() {
    // Each field goes from the struct and from the initializer of every
    // variable of its type, a local's too; `t`'s initializer is another
    // struct's and keeps its values for `s`'s edits, and loses its only
    // one with `t`'s (an empty struct and `{}`: GNU C and C23, which the
    // compiler judges).
    let src = "struct s { int a; char *b; };\nstruct t { int a; };\n\
               struct s v = {1, \"x\"};\nstruct t w = {2};\n\
               void f(void) { struct s u = {3, 0}; }\n";
    assert_eq!(
        joint_edits(Lang::C, src),
        [
            "struct s { char *b; };\nstruct t { int a; };\n\
             struct s v = {\"x\"};\nstruct t w = {2};\n\
             void f(void) { struct s u = {0}; }\n",
            "struct s { int a; };\nstruct t { int a; };\n\
             struct s v = {1};\nstruct t w = {2};\n\
             void f(void) { struct s u = {3}; }\n",
            "struct s { int a; char *b; };\nstruct t {  };\n\
             struct s v = {1, \"x\"};\nstruct t w = {};\n\
             void f(void) { struct s u = {3, 0}; }\n",
        ]
    );
}

#[test]
fn go_and_python_parameters_go_with_their_arguments() {
    // Go: `...` matches no one argument; Python: nor does `*rest`.
    let go = "package m\nfunc f(a int, b string, c ...int) {}\nfunc g() { f(1, \"x\", 2, 3) }\n";
    assert_eq!(
        joint_edits(Lang::Go, go),
        [
            "package m\nfunc f(b string, c ...int) {}\nfunc g() { f(\"x\", 2, 3) }\n",
            "package m\nfunc f(a int, c ...int) {}\nfunc g() { f(1, 2, 3) }\n",
        ]
    );
    let python = "def f(a, b=2, *rest):\n    pass\nf(1, 3, 4)\n";
    assert_eq!(
        joint_edits(Lang::Python, python),
        [
            "def f(b=2, *rest):\n    pass\nf(3, 4)\n",
            "def f(a, *rest):\n    pass\nf(1, 4)\n",
        ]
    );
}

#[test]
fn a_method_s_parameter_goes_with_the_trait_s_and_every_call_s_argument() {
    // `self` is the receiver, not an argument. A call that passes fewer
    // arguments (JavaScript) loses only what it has; a parameter that no
    // call passes goes alone, as the tree passes take it.
    let src = "trait T { fn m(&self, a: u8, b: u8); }\n\
               impl T for S { fn m(&self, a: u8, b: u8) {} }\n\
               fn k() { S.m(1, 2); }\n";
    assert_eq!(
        joint_edits(Lang::Rust, src),
        [
            "trait T { fn m(&self, b: u8); }\n\
             impl T for S { fn m(&self, b: u8) {} }\n\
             fn k() { S.m(2); }\n",
            "trait T { fn m(&self, a: u8); }\n\
             impl T for S { fn m(&self, a: u8) {} }\n\
             fn k() { S.m(1); }\n",
        ]
    );
    let src = "function f(a, b) {}\nf(1);\n";
    assert_eq!(
        joint_edits(Lang::Javascript, src),
        ["function f(b) {}\nf();\n"]
    );
}

#[test]
fn overloads_of_different_lengths_are_left_alone() {
    let src = "class A { void f(int a) {} void f(int a, int b) {} void g() { f(1); } }\n";
    assert!(joint_edits(Lang::Java, src).is_empty());
}

#[test]
fn a_c_result_type_becomes_void_with_the_values_returned() {
    // `g` returns nothing and is void already: it is not offered.
    let src = "int f(int a) { if (a) return a + 1; return 0; }\nvoid g(void) { return; }\n";
    assert_eq!(
        joint_edits(Lang::C, src),
        ["void f(int a) { if (a) return ; return ; }\nvoid g(void) { return; }\n"]
    );
}

#[test]
fn a_key_goes_from_every_record_of_an_array_at_once() {
    // `c` is in one record only: nothing to match. The nested array's
    // records are a list of their own.
    let src = "[{\"a\": 1, \"b\": [{\"x\": 1}, {\"x\": 2}]}, {\"a\": 3, \"c\": 4, \"b\": 5}]";
    assert_eq!(
        joint_edits(Lang::Json, src),
        [
            "[{\"b\": [{\"x\": 1}, {\"x\": 2}]}, {\"c\": 4, \"b\": 5}]",
            "[{\"a\": 1}, {\"a\": 3, \"c\": 4}]",
            "[{\"a\": 1, \"b\": [{}, {}]}, {\"a\": 3, \"c\": 4, \"b\": 5}]",
        ]
    );
}

#[test]
fn a_rust_value_becomes_a_constant_of_another_type_in_the_last_rounds() {
    // `a.chars()` can be no `0` (the grammar's shortest expression, tried
    // by the tree passes), but an endless range iterates as well; a vector
    // built from a range may be an empty one.
    let src = "fn f(a: &str) { let d: Vec<u8> = (0..).collect(); for _ in a.chars() {} }";
    let rounds = token_passes(Lang::Rust, src);
    let first = rounds
        .iter()
        .position(|(_, alone)| alone.iter().any(|t| t.contains("vec![]")))
        .expect("a round offers vec![]");
    // Only after every other round: the last rounds are the constants'.
    assert_eq!(first + 1, rounds.len());
    let (kind, alone) = &rounds[first];
    assert_eq!(*kind, RewriteKind::Values);
    assert!(alone.contains(&src.replacen("(0..).collect()", "vec![]", 1)));
    let range_round = &rounds[first - 1].1;
    assert!(range_round.contains(&src.replacen("a.chars()", "0..", 1)));
    // A constant has fewer tokens than what it replaces (`(0..)` becomes
    // no `vec![]`), and stands only where any expression may: the
    // function's body, a block, becomes none.
    assert!(!alone.contains(&src.replacen("(0..)", "vec![]", 1)));
    assert!(
        rounds
            .iter()
            .all(|(_, alone)| alone.iter().all(|t| t.contains("a: &str) {")))
    );
    // Each saves what a count of its rendering says.
    let frontend = Frontend::new(Lang::Rust);
    let tree = parse_checked(Lang::Rust, src.as_bytes());
    let (_, rewrites) = frontend.rewrites(&tree, first).unwrap();
    for r in &rewrites {
        let out = crate::tree::render_rewritten(&tree, &[r]);
        let saved = tree.total_tokens() - frontend.count_tokens(&out);
        assert_eq!(saved, r.tokens_saved, "{}", String::from_utf8_lossy(&out));
    }
}
