//! Front-end tests. The dependencies between items through the names they declare and use.

use super::*;

/// Per closure item of the top level (its text's start), the items it
/// needs: declarations in member lists are items of their own.
fn needs_of_closure_items(lang: Lang, src: &str) -> Vec<(String, Vec<usize>)> {
    let tree = parse_checked(lang, src.as_bytes());
    let edits = Edits::new(&tree);
    let level = tree.top_level(&edits);
    let items = tree.closure_items(&edits, &level, |_| true);
    needs_of(&tree, &edits, &items)
}

/// Per top-level item (its text's start), the items it needs through the
/// names the profile says they declare.
fn needs_at_top(lang: Lang, src: &str) -> Vec<(String, Vec<usize>)> {
    let tree = parse_checked(lang, src.as_bytes());
    let edits = Edits::new(&tree);
    needs_of(&tree, &edits, &tree.top_level(&edits))
}

#[test]
fn c_items_need_the_items_declaring_the_names_they_use() {
    let src = "typedef struct node { int v; } node_t;\n\
               enum color { RED, GREEN };\n\
               static node_t *head;\n\
               int v(void);\n\
               int sum(node_t *n) { int k = GREEN; return n->v + k; }\n\
               struct node *first(void) { return head; }\n";
    let needs = needs_at_top(Lang::C, src);
    // A member (`v`) and a local (`k`) declare nothing outside (but a
    // member uses the function `v`: names only); `struct node *` names a
    // struct it does not declare; an enumerator is a name though
    // tree-sitter folds it into its `enumerator`; a nameless `;` and the
    // item before it need each other.
    assert_eq!(
        needs,
        [
            ("typedef stru".to_string(), vec![4]),
            ("enum color {".to_string(), vec![2]),
            (";".to_string(), vec![1]),
            ("static node_".to_string(), vec![0]),
            ("int v(void);".to_string(), vec![]),
            ("int sum(node".to_string(), vec![0, 1, 4]),
            ("struct node ".to_string(), vec![0, 3]),
        ]
    );
}

#[test]
fn cpp_items_need_the_items_declaring_the_names_they_use() {
    let src = "namespace std { template<typename T> struct A { typedef T type; }; }\n\
               namespace std { int g(); }\n\
               template<typename T> using B = std::A<T>;\n\
               template<> struct std::A<char> { };\n\
               struct S : B<int> { B<int>::type x; };\n\
               int f(S s) { return s.x + std::g(); }\n\
               std::A<int> a;\n\
               typedef struct { long long x; } max_align_t;\n\
               namespace std { using ::max_align_t; }\n";
    let needs = needs_at_top(Lang::Cpp, src);
    // A namespace declares its members and its name, but a use of the
    // name needs only its first declaration (the namespace is reopened);
    // a class's members and a template's parameters stay inside; a
    // specialization declares its template's name and needs the
    // declaration of it before its own (the primary template, as a
    // definition needs its declaration); a variable does not declare its
    // type;
    // `max_align_t`, a primitive_type to tree-sitter, is a name, and a
    // using-declaration declares it.
    assert_eq!(
        needs,
        [
            ("namespace st".to_string(), vec![]),
            ("namespace st".to_string(), vec![0]),
            ("template<typ".to_string(), vec![0, 3]),
            ("template<> s".to_string(), vec![0]),
            ("struct S : B".to_string(), vec![2, 5]),
            (";".to_string(), vec![4]),
            ("int f(S s) {".to_string(), vec![0, 1, 4]),
            ("std::A<int> ".to_string(), vec![0, 3]),
            ("typedef stru".to_string(), vec![]),
            ("namespace st".to_string(), vec![0, 8]),
        ]
    );
}

#[test]
fn cpp_closures_see_each_declaration_in_a_namespace() {
    let src = "namespace std { typedef unsigned long size_t; }\n\
               namespace std { template<typename T> struct A { };\n\
               template<typename T> struct B : A<T> { }; int g(); }\n\
               extern \"C\" { int puts(const char*); }\n\
               template<> struct std::A<char> { };\n\
               std::size_t n;\n";
    let needs = needs_of_closure_items(Lang::Cpp, src);
    // Each block comes before its declarations, which need it; a block
    // that reopens `std` needs the first; `B` uses `A`, so needs every
    // declaration of it, the specialization too; the specialization needs
    // the primary template (the declaration of `A` before its own) and the
    // first `std`; `n` needs `size_t`, and `std`. The nameless
    // `extern "C"` block holds an item, so goes with nothing.
    assert_eq!(
        needs,
        [
            ("namespace st".to_string(), vec![]),
            ("typedef unsi".to_string(), vec![0]),
            ("namespace st".to_string(), vec![0]),
            ("template<typ".to_string(), vec![2]),
            ("template<typ".to_string(), vec![2, 3, 8]),
            ("int g();".to_string(), vec![2]),
            ("extern \"C\" {".to_string(), vec![]),
            ("int puts(con".to_string(), vec![6]),
            ("template<> s".to_string(), vec![0, 3]),
            ("std::size_t ".to_string(), vec![0, 1]),
        ]
    );
}

#[test]
fn go_imports_are_declarations_of_the_packages_their_paths_name() {
    let src = "package main\n\
               import (\n\t\"fmt\"\n\t\"math/rand\"\n\ts \"strings\"\n)\n\
               import \"os\"\n\
               func f() { fmt.Println(rand.Int()) }\n\
               func g(b strings.Builder) { s.ToUpper(\"\"); os.Exit(0) }\n";
    let needs = needs_of_closure_items(Lang::Go, src);
    // The grouped specs are items of the file's level, after their block,
    // which they need; a path declares its last segment (`rand`), an alias
    // itself (and the path's segment too: names only); a qualified type
    // names its package.
    assert_eq!(
        needs,
        [
            ("package main".to_string(), vec![]),
            ("import (\n\t\"f".to_string(), vec![]),
            ("\"fmt\"".to_string(), vec![1]),
            ("\"math/rand\"".to_string(), vec![1]),
            ("s \"strings\"".to_string(), vec![1]),
            ("import \"os\"".to_string(), vec![]),
            ("func f() { f".to_string(), vec![2, 3]),
            ("func g(b str".to_string(), vec![4, 5]),
        ]
    );
}

#[test]
fn javascript_items_need_the_items_declaring_the_names_they_use() {
    let src = "function f(a) { return g(a); }\n\
               var g = function (b) { return b; }, h = 1;\n\
               class K { m() { return h; } }\n\
               let t = { f: f, k: K };\n";
    let needs = needs_at_top(Lang::Javascript, src);
    // A function, a variable (each of one `var`'s declarators) and a
    // class declare their names; parameters stay inside; an object key
    // is a name too (names only), so `t` uses `f` twice and `K` once.
    assert_eq!(
        needs,
        [
            ("function f(a".to_string(), vec![1]),
            ("var g = func".to_string(), vec![]),
            ("class K { m(".to_string(), vec![1]),
            ("let t = { f:".to_string(), vec![0, 2]),
        ]
    );
}

#[test]
fn declarations_used_in_a_few_small_places_are_bundled_with_them() {
    let src = "function f() {}\n\
               function g() {}\n\
               function h() {}\n\
               function k() {}\n\
               function m() {}\n\
               var t = { f: f, g: g, big: h(1, 2, 3, 4, 5, 6) };\n\
               var u = [g, m, m, m, m, m];\n\
               k();\n";
    let tree = parse_checked(Lang::Javascript, src.as_bytes());
    let edits = Edits::new(&tree);
    let bundles: Vec<Vec<String>> = (tree.declarations_with_uses(&edits).iter())
        .map(|bundle| {
            (bundle.iter())
                .map(|&id| String::from_utf8_lossy(tree.text(id)).into_owned())
                .collect()
        })
        .collect();
    // `f` goes with its entry, `g` with its entry and its array element;
    // `h`'s use is in an entry of 16 tokens, `k`'s is a statement of its
    // own, `m` has five uses: none of them is bundled. `t` and `u` are
    // unused, which is the unused step's business.
    assert_eq!(
        bundles,
        [
            vec!["function f() {}", "f: f"],
            vec!["function g() {}", "g: g", "g"],
        ]
    );
}

#[test]
fn yaml_entries_using_an_alias_need_the_entry_holding_its_anchor() {
    let src = "base: &base\n  x: 1\n\
               flow: &f {a: &fa 1, b: *fa}\n\
               seq:\n  - &one 1\n  - *one\n\
               merged:\n  <<: *base\n  z: *one\n\
               plain: *f\n\
               deep:\n  a:\n    - {b: [&d 1]}\n\
               uses: *d\n";
    let needs = needs_at_top(Lang::Yaml, src);
    // An anchor on a pair's value, on a flow mapping, on a sequence entry
    // and deep in flow collections declares its name for the top-level
    // pair it is in; an alias declares nothing, so `merged` needs `base`
    // and `seq`.
    assert_eq!(
        needs,
        [
            ("base: &base\n".to_string(), vec![]),
            ("flow: &f {a:".to_string(), vec![]),
            ("seq:\n  - &on".to_string(), vec![]),
            ("merged:\n  <<".to_string(), vec![0, 2]),
            ("plain: *f".to_string(), vec![1]),
            ("deep:\n  a:\n ".to_string(), vec![]),
            ("uses: *d".to_string(), vec![5]),
        ]
    );
}

#[test]
fn sql_statements_naming_a_table_need_the_statement_creating_it() {
    let src = "CREATE TABLE \"Genre\" (\"GenreId\" INTEGER, \"Name\" TEXT);\n\
               INSERT INTO \"Genre\" (\"GenreId\", \"Name\") VALUES (1, 'Rock');\n\
               CREATE TABLE main.track (id INTEGER, g INTEGER REFERENCES \"Genre\" (\"GenreId\"));\n\
               INSERT INTO main.track VALUES (1, 1);\n\
               CREATE VIEW v AS SELECT id FROM main.track;\n\
               SELECT * FROM v;\n";
    let needs = needs_at_top(Lang::Sql, src);
    // CREATE TABLE and CREATE VIEW declare the table (also with a schema);
    // an INSERT, a foreign key and a SELECT name it and declare nothing, so
    // the second INSERT needs neither the first nor anything about Genre.
    // Each `;` and its statement need each other.
    assert_eq!(
        needs,
        [
            ("CREATE TABLE".to_string(), vec![1]),
            (";".to_string(), vec![0]),
            ("INSERT INTO ".to_string(), vec![0, 3]),
            (";".to_string(), vec![2]),
            ("CREATE TABLE".to_string(), vec![0, 5]),
            (";".to_string(), vec![4]),
            ("INSERT INTO ".to_string(), vec![4, 7]),
            (";".to_string(), vec![6]),
            ("CREATE VIEW ".to_string(), vec![4, 9]),
            (";".to_string(), vec![8]),
            ("SELECT * FRO".to_string(), vec![8, 11]),
            (";".to_string(), vec![10]),
        ]
    );
}
