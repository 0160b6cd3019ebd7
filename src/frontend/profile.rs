//! Language profiles: the per-language decisions of the tree-sitter front-end,
//! as data in `grammars/<lang>.toml`, compiled in; `--grammar FILE` loads a
//! user's edited copy instead, checked against the grammar.

use super::Lang;
use super::grammar::Grammar;
use super::layout::{Layout, Words};
use serde::Deserialize;
use std::collections::HashMap;

/// What the tree-sitter front-end needs to know about one language.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Profile {
    /// The language's name, as `--lang` spells it.
    pub name: String,
    /// File extensions (without the dot) that select this language.
    pub extensions: Vec<String>,
    /// Node kinds kept whole: one token, no items inside.
    pub atomic_kinds: Vec<String>,
    /// Node kinds that count as no token (comments).
    pub comment_kinds: Vec<String>,
    /// Whether a GNU `__attribute__ ((...))` between `namespace NAME` and
    /// the namespace's body is hidden from the parser (blanked; it stays
    /// part of the namespace's text): libstdc++ opens most namespaces so,
    /// and tree-sitter-cpp does not parse it there. Measured 2026-11-25,
    /// -j 2, with and without: cpp-clang-layout-compatible 18 tokens in 179
    /// calls, against 67,811 tokens still after 1,475; cpp-clang-ranges-split
    /// 163,326 / 156,616 tokens after 100 / 250 calls, against 175,345 /
    /// 163,076.
    #[serde(default)]
    pub hide_namespace_attributes: bool,
    /// Whether `gcc -E` linemarker lines are hidden from the parser and made
    /// removable nodes of their own.
    pub line_markers: bool,
    /// Whether indentation is syntax (Python): a hoisted part's lines move
    /// left with it (see `Tree::indentation_matters`).
    #[serde(default)]
    pub significant_indentation: bool,
    /// Whether the largest-node rounds are skipped where declarations are
    /// marked (see `Tree::wants_largest_rounds`): where the first pass's hollow
    /// bodies already reach the deep nodes and the largest that are left
    /// are the ones the bug needs.
    #[serde(default)]
    pub no_largest_rounds: bool,
    /// Shortest texts fixed by hand, by grammar rule name: where the grammar
    /// alone would pick a text that parses but rarely compiles (`a` for an
    /// expression, where `0` is valid everywhere), or cannot see inside an
    /// external token.
    #[serde(default)]
    pub replacements: HashMap<String, String>,
    /// Per parent kind, the only kinds a descendant hoisted into a child's
    /// place there may have: where the grammar is looser than the language
    /// (C's `translation_unit` accepts statements, which no compiler does,
    /// but a function may well give way to a declaration in its body).
    #[serde(default)]
    pub hoist_only: HashMap<String, Vec<String>>,
    /// Per node kind, the field of its child whose contents (what lies
    /// between the child's first and last token: a namespace body without
    /// its braces) may take the node's place.
    #[serde(default)]
    pub unwrap: HashMap<String, String>,
    /// Per parent kind, the child kind that opens a unit of the children
    /// after it, which becomes a `block` node HDD can take out whole (LLVM
    /// IR's `function_body`: a `label` opens a basic block). See
    /// `TreeBuilder::wrap_units`.
    #[serde(default)]
    pub units: HashMap<String, String>,
    /// Kinds whose nodes the first shrinking pass tries to take out all
    /// at once after its top level, one bundle per kind beside the
    /// comments, binary searches finding the kinds a bug needs (LLVM IR's
    /// attributes, linkage and metadata attachments: llvm-reduce's
    /// attribute and metadata passes).
    #[serde(default)]
    pub bundled: Vec<String>,
    /// Per node kind, the child that the first shrinking pass empties
    /// early, all such children at once (a function's body), and what it
    /// becomes.
    #[serde(default)]
    pub hollow: HashMap<String, Hollow>,
    /// Final token passes: per leaf kind, the texts (one token each, best
    /// first) a leaf of that kind may become when no longer (`0`, then `1`
    /// for a number; `""` for a string).
    #[serde(default)]
    pub rewrites: HashMap<String, Vec<String>>,
    /// Final token passes: per hidden rule of the grammar (`_expression`),
    /// texts of other types than the grammar's shortest (`0`), best first,
    /// that any node the rule stands for may become where that has fewer
    /// tokens (a call making an iterator to `0..`, a vector to `vec![]`):
    /// llvm-reduce's operands-zero/one/poison, for languages without
    /// one constant of every type.
    #[serde(default)]
    pub constants: HashMap<String, Vec<String>>,
    /// Leaf kinds that are names: all leaves of these kinds with the same
    /// text are renamed together, to a shorter unused name.
    #[serde(default)]
    pub names: Vec<String>,
    /// Final token passes: lists that two adjacent nodes may be merged into
    /// (`int a; int b;` to `int a, b;`).
    #[serde(default)]
    pub merges: Vec<Merge>,
    /// Final token passes: definitions of a name by a value
    /// (`typedef long cents;`) that may go, each use of the name becoming
    /// the value (`cents f();` to `long f();`).
    #[serde(default)]
    pub inlines: Vec<Inline>,
    /// Functions whose result type may go together with the values they
    /// return (`fn f() -> usize { g }` to `fn f() {}`), where neither goes
    /// alone.
    #[serde(default)]
    pub results: Vec<Results>,
    /// Final token passes: generic definitions whose type parameters all
    /// become one type, with their header and the arguments at their uses.
    #[serde(default)]
    pub generics: Vec<Generics>,
    /// Final token passes: a keyword respelled so that a label it carried
    /// becomes the default and goes.
    #[serde(default)]
    pub defaults: Vec<Defaults>,
    /// How the tidy step at the end indents the result's lines again:
    /// `brackets` (by the brackets open at each line) or `indentation`
    /// (the default: the input's own nesting, in a regular unit); see
    /// `frontend::layout`.
    #[serde(default)]
    pub layout: Layout,
    /// Under `layout = "brackets"`, words that open and close levels as
    /// brackets do (Lua: `opens = ["function", "then", "do", "repeat"]`,
    /// `closes = ["end", "until", "elseif"]`, `reopens = ["else"]`).
    #[serde(default)]
    pub layout_words: Words,
    /// The tidy step's formatters, tried in order until one that is
    /// installed succeeds: a program and its arguments, to which the path
    /// of a copy of the result is added; it rewrites the file in place
    /// (`clang-format -i`). The oracle judges what it makes.
    #[serde(default)]
    pub formatters: Vec<String>,
    /// Final token passes: lists declared once and matched item for item
    /// where the name is used (parameters and arguments, columns and the
    /// values of each row); the i-th item goes everywhere at once.
    #[serde(default)]
    pub positions: Vec<Positions>,
    /// Final token passes: lists of records whose fields are matched by
    /// key; a key goes from every record at once.
    #[serde(default)]
    pub records: Vec<Records>,
    /// Final token passes: string literal kinds whose quoted texts are
    /// shortened together, equal ones alike and one that begins another
    /// kept beginning it (see `frontend::related`).
    #[serde(default)]
    pub strings: Vec<String>,
    /// Where a name (a leaf of a kind in `names`) is declared: before the
    /// list algorithm, the driver tests items with the items declaring the
    /// names they use (see `algo::Closures`), and so takes out thousands of
    /// unused declarations in a few tests.
    #[serde(default)]
    pub declarations: Declarations,
}

/// The steps a declared name takes up the tree: a name is declared by a
/// node when each step from the name up to the node is listed. Anything
/// else (a class body, a function's parameters, a namespace's name) is a
/// scope the name does not leave.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Declarations {
    /// Steps from a child to its parent: `"parent.field"`, or `"parent"`
    /// for a child in no field (`"init_declarator.declarator"`,
    /// `"template_declaration"`).
    pub steps: Vec<String>,
    /// Steps taken only by a child that has a `body` field: `struct S {
    /// ... } s;` declares `S`, `vector<int> v;` does not declare `vector`.
    #[serde(default)]
    pub steps_with_body: Vec<String>,
    /// Steps of names that are declared once and then reopened: a use
    /// needs only the first declaration (`namespace std` is opened by
    /// hundreds of blocks; a use of `std` needs only the first).
    #[serde(default)]
    pub reopened: Vec<String>,
    /// Steps from a string child to its parent whose string declares the
    /// last segment of the path it holds: Go's `import "math/rand"`
    /// declares `rand`, which its uses name (`"import_spec.path"`).
    #[serde(default)]
    pub paths: Vec<String>,
    /// Leaf kinds that are names here besides the profile's `names` (which
    /// the names pass also renames): tree-sitter makes C's `size_t` and
    /// `max_align_t` a `primitive_type`, even where a typedef declares them.
    #[serde(default)]
    pub names: Vec<String>,
    /// Kinds whose children are declarations of the scope around them, as
    /// an `[unwrap]` body's are, where the node may not give way to them
    /// (Go's `import ( ... )`): the closures of a level see through them to
    /// each declaration, so an import goes with its last use.
    #[serde(default)]
    pub member_lists: Vec<String>,
    /// Kinds whose children are declarations of a scope of their own (a
    /// C++ class body): the unused declarations are looked for in them
    /// too, beside the file's and the `[unwrap]` bodies' declarations.
    #[serde(default)]
    pub scopes: Vec<String>,
    /// Kinds whose children are entries of a table (a JavaScript object or
    /// array): a declaration used only in a few small entries goes with
    /// them in one edit (see `Tree::declarations_with_uses`).
    #[serde(default)]
    pub tables: Vec<String>,
    /// Names that what runs the program uses without the input naming
    /// them (`main`): a declaration of one is never taken for unused.
    #[serde(default)]
    pub entry_points: Vec<String>,
}

impl Declarations {
    /// The steps as (parent kind, field, the step's kind).
    pub fn parsed(&self) -> impl Iterator<Item = (&str, Option<&str>, Step)> {
        let plain = self.steps.iter().map(|s| (s, Step::Always));
        let with_body = self.steps_with_body.iter().map(|s| (s, Step::WithBody));
        let reopened = self.reopened.iter().map(|s| (s, Step::Reopened));
        let paths = self.paths.iter().map(|s| (s, Step::Path));
        plain
            .chain(with_body)
            .chain(reopened)
            .chain(paths)
            .map(|(step, kind)| match step.split_once('.') {
                Some((parent, field)) => (parent, Some(field), kind),
                None => (step.as_str(), None, kind),
            })
    }
}

/// Which list of [`Declarations`] a step comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// `steps`.
    Always,
    /// `steps_with_body`.
    WithBody,
    /// `reopened`.
    Reopened,
    /// `paths`.
    Path,
}

/// A child emptied early (see [`Profile::hollow`]).
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Hollow {
    /// The field of the child emptied (`body`).
    pub field: String,
    /// What the child becomes instead of its shortest form (`;`, which
    /// turns a C++ function definition into a declaration: C-Vise's
    /// `replace-function-def-with-decl`; `{}` would be an error in a
    /// `constexpr` function that returns a value).
    #[serde(default)]
    pub text: Option<String>,
    /// Kinds of earlier siblings after which `text` cannot stand (a
    /// constructor's `field_initializer_list`): the shortest form then.
    #[serde(default)]
    pub not_after: Vec<String>,
    /// Texts that, in the owner's `declarator` field before its first `(`,
    /// rule `text` out (`::`: a member defined outside its class cannot
    /// be declared again there): the shortest form then.
    #[serde(default)]
    pub not_in_declarator: Vec<String>,
    /// A field the owner must have for `text` to stand (Rust's
    /// `{loop{}}`, which has every type, only for a function with a
    /// `return_type`: the shortest form `{}` does for the others).
    #[serde(default)]
    pub only_with: Option<String>,
}

/// Adjacent siblings of one kind that say the same thing before their
/// first item and after their last one merge into one node holding both
/// nodes' items.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Merge {
    /// The kind of the nodes merged (`declaration`).
    pub kind: String,
    /// Their items: children in this field, or of this kind (`declarator`).
    pub item: String,
    /// What separates items in one node (`,`).
    pub separator: String,
}

/// A node that defines a name as a value (a type alias): with the merges,
/// each one whose uses it would make no longer in all is offered for
/// inlining.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Inline {
    /// The kind of the defining nodes (`type_definition`).
    pub kind: String,
    /// The field holding the name defined: a leaf of a `names` kind.
    pub name: String,
    /// The field holding the value its uses become.
    pub value: String,
    /// Parent kinds that go with the definition: when set, a definition is
    /// offered only as the one named child of a parent of one of these kinds
    /// (JavaScript's `let b = {}` or the statement `b = {}`), and that
    /// parent is cut with it, so no `let ;` is left behind.
    #[serde(default)]
    pub within: Vec<String>,
    /// Whether a value holding braces (an object literal `{}`) may be
    /// copied; a C `typedef struct { ... } s;` never is.
    #[serde(default)]
    pub braces: bool,
}

/// A function kind whose result type goes with the values its body returns,
/// as one edit offered with the merges: each alone is refused (a function
/// that says it returns `usize` must; a value returned from one that says
/// nothing is a type error).
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Results {
    /// The kind of the functions (`function_item`).
    pub kind: String,
    /// The field holding the result type: it goes with what stands between
    /// it and the field before it (Rust's `->`).
    pub field: String,
    /// The field holding the body.
    pub body: String,
    /// Kinds of return statements in the body: their values go.
    #[serde(default)]
    pub returns: Vec<String>,
    /// A supertype (`_expression`): the body's last named child goes when of
    /// it (Rust's tail expression, the block's value).
    #[serde(default)]
    pub tail: Option<String>,
    /// Kinds whose returns are their own (closures, nested functions): not
    /// looked into.
    #[serde(default)]
    pub nested: Vec<String>,
    /// What the result type becomes where it cannot go (C's `void`); with
    /// none, it goes with what stands before it.
    #[serde(default)]
    pub becomes: Option<String>,
}

/// A generic definition whose type parameters all become one type, as one
/// edit offered with the merges, together with its header and the argument
/// lists of its uses (each alone is refused): C++'s `template <typename T>
/// class Box { T v; }; Box<long> b;` becomes `class Box { int v; }; Box b;`.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Generics {
    /// The kind of the generic definitions (`template_declaration`): the
    /// parameters, then what they define as the named children after.
    pub kind: String,
    /// The field holding the parameter list.
    pub parameters: String,
    /// The kinds a parameter may be of for the edit to be offered: every
    /// parameter must be one, and its name the first leaf of a `names`
    /// kind in it (`typename T`).
    pub parameter_kinds: Vec<String>,
    /// What every use of a parameter becomes (`int`).
    pub value: String,
    /// Kinds of the uses whose arguments go (`template_type`): nodes with
    /// a `name` field naming the definition and an `arguments` field.
    pub uses: Vec<String>,
}

/// A keyword respelled so that a label it needed becomes the default, as one
/// edit offered with the merges: C++'s `class A : public B { public: int
/// x; };` becomes `struct A : B { int x; };`.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Defaults {
    /// The kind of the nodes (`class_specifier`): their first child is the
    /// keyword respelled.
    pub kind: String,
    /// What the keyword becomes (`struct`).
    pub becomes: String,
    /// The kind of the labels (`access_specifier`).
    pub label_kind: String,
    /// The text of the label that the new keyword makes the default
    /// (`public`): it goes where it opens the body (with the token after
    /// it, the `:`) and where it stands in a child of a `bases` kind.
    pub label: String,
    /// The field holding the body.
    pub body: String,
    /// The kinds of the children that list bases (`base_class_clause`).
    #[serde(default)]
    pub bases: Vec<String>,
}

/// A list whose items a name declares and its uses match one for one, as
/// one edit per item offered with the merges (see `frontend::positions`):
/// C's `int f(int a, int b); f(1, 2);` becomes `int f(int b); f(2);`. A
/// step names a field, or, where no child is in a field of that name, the
/// named children of that kind.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Positions {
    /// The kinds of the declaring nodes (`function_declarator`; Rust's
    /// `function_item` and `function_signature_item`, a trait's method
    /// and its impls, whose lists change together).
    pub kinds: Vec<String>,
    /// The step to what it declares: the last leaf of a `names` kind
    /// there, or all of it where it holds none (`declarator`).
    pub name: String,
    /// The step to the list whose named children are the items
    /// (`parameters`).
    pub items: String,
    /// Kinds of declared items that no use matches, never cut (Rust's
    /// `self_parameter`, C's `variadic_parameter`).
    #[serde(default)]
    pub unmatched: Vec<String>,
    /// The kinds of the using nodes (`call_expression`).
    pub uses: Vec<String>,
    /// The step from a use to the name it uses, as `name` (`function`).
    pub use_name: String,
    /// The step from a use to its lists, each matching the declared items
    /// one for one (`arguments`; an SQL INSERT's rows are its `list`s);
    /// steps joined by `.` go deeper (`declarator.value`, a C variable's
    /// initializer).
    pub use_items: String,
}

/// A list of records whose fields are matched by key, as one edit per key
/// offered with the merges (see `frontend::positions`): JSON's `[{"a": 1,
/// "b": 2}, {"a": 3, "b": 4}]` becomes `[{"b": 2}, {"b": 4}]`.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Records {
    /// The kind of the lists (`array`).
    pub list: String,
    /// The kind of the records among their children (`object`).
    pub record: String,
    /// The kind of a record's fields (`pair`).
    pub field: String,
    /// The step from a field to its key: a field name, or a child kind.
    pub key: String,
}

impl Profile {
    /// The language the profile's `name` picks, if a tree-sitter one.
    pub fn lang(&self) -> Option<Lang> {
        (super::shipped::SHIPPED.iter())
            .map(|row| row.lang)
            .find(|lang| lang.name() == self.name)
    }

    /// The language's `grammar.json` (vendored, pinned to the grammar
    /// crate's version), analysed with this profile's replacements.
    pub fn grammar(&self) -> Grammar {
        self.grammar_checked()
            .expect("shipped and checked user profiles load (tested)")
    }

    /// As [`Profile::grammar`], or what is wrong with the profile's
    /// replacements.
    fn grammar_checked(&self) -> Result<Grammar, String> {
        let row = (self.lang().and_then(super::shipped::of))
            .unwrap_or_else(|| unreachable!("profiles name a shipped grammar, not {}", self.name));
        Grammar::from_json(row.grammar, &self.replacements)
    }
}

/// The profile shipped for `lang`, if tree-sitter parses it (parsed once).
pub fn shipped(lang: Lang) -> Option<&'static Profile> {
    static SHIPPED: std::sync::OnceLock<Vec<Profile>> = std::sync::OnceLock::new();
    let profiles = SHIPPED.get_or_init(|| {
        (super::shipped::SHIPPED.iter())
            .map(|row| toml::from_str(row.profile).expect("shipped profiles are valid (tested)"))
            .collect()
    });
    profiles.iter().find(|p| p.lang() == Some(lang))
}

/// A user's profile (`--grammar FILE`): it must name a shipped tree-sitter
/// language, and every kind and rule it names must exist in that language,
/// so a typo is an error rather than a silent no-op.
pub fn from_user_file(text: &str) -> Result<Profile, String> {
    let profile: Profile = toml::from_str(text).map_err(|e| e.to_string())?;
    let language = profile
        .lang()
        .and_then(super::tree_sitter_language)
        .ok_or_else(|| {
            let names: Vec<&str> = (super::shipped::SHIPPED.iter())
                .map(|row| row.lang.name())
                .collect();
            format!(
                "name = {:?}: profiles exist for {}",
                profile.name,
                names.join(", ")
            )
        })?;
    let grammar = profile.grammar_checked()?;
    let mut constants: Vec<(&String, &Vec<String>)> = profile.constants.iter().collect();
    constants.sort();
    for (rule, texts) in constants {
        if grammar.variants(rule).is_none() {
            return Err(format!(
                "constants: {rule:?} is not a hidden rule of the {} grammar",
                profile.name
            ));
        }
        if let Some(bad) = texts.iter().find(|t| t.trim().is_empty()) {
            return Err(format!(
                "constants: {rule} = {bad:?}: a text must not be blank"
            ));
        }
    }
    let kinds = [
        (
            "atomic_kinds",
            profile.atomic_kinds.iter().collect::<Vec<_>>(),
        ),
        ("comment_kinds", profile.comment_kinds.iter().collect()),
        ("names", profile.names.iter().collect()),
        ("rewrites", profile.rewrites.keys().collect()),
        ("hoist_only", profile.hoist_only.keys().collect()),
        ("unwrap", profile.unwrap.keys().collect()),
        ("hollow", profile.hollow.keys().collect()),
        (
            "units",
            profile.units.keys().chain(profile.units.values()).collect(),
        ),
        (
            "hollow",
            profile.hollow.values().flat_map(|h| &h.not_after).collect(),
        ),
        (
            "hoist_only",
            profile.hoist_only.values().flatten().collect(),
        ),
        ("merges", profile.merges.iter().map(|m| &m.kind).collect()),
        ("inlines", profile.inlines.iter().map(|m| &m.kind).collect()),
        ("strings", profile.strings.iter().collect()),
        (
            "inlines",
            profile.inlines.iter().flat_map(|m| &m.within).collect(),
        ),
        (
            "results",
            (profile.results.iter())
                .flat_map(|r| [&r.kind].into_iter().chain(&r.returns).chain(&r.nested))
                .chain(profile.results.iter().filter_map(|r| r.tail.as_ref()))
                .collect(),
        ),
        (
            "generics",
            (profile.generics.iter())
                .flat_map(|g| {
                    [&g.kind]
                        .into_iter()
                        .chain(&g.parameter_kinds)
                        .chain(&g.uses)
                })
                .collect(),
        ),
        (
            "records",
            (profile.records.iter())
                .flat_map(|r| [&r.list, &r.record, &r.field])
                .collect(),
        ),
        (
            "positions",
            (profile.positions.iter())
                .flat_map(|p| p.kinds.iter().chain(&p.unmatched).chain(&p.uses))
                .collect(),
        ),
        (
            "defaults",
            (profile.defaults.iter())
                .flat_map(|d| [&d.kind, &d.label_kind].into_iter().chain(&d.bases))
                .collect(),
        ),
    ];
    let steps: Vec<(&str, Option<&str>, Step)> = profile.declarations.parsed().collect();
    let step_kinds: Vec<String> = steps.iter().map(|(k, _, _)| k.to_string()).collect();
    let kinds: Vec<(&str, Vec<&String>)> = kinds
        .into_iter()
        .chain([("declarations", step_kinds.iter().collect())])
        .chain([(
            "declarations.names",
            profile.declarations.names.iter().collect(),
        )])
        .chain([(
            "declarations.scopes",
            profile.declarations.scopes.iter().collect(),
        )])
        .chain([(
            "declarations.tables",
            profile.declarations.tables.iter().collect(),
        )])
        .chain([(
            "declarations.member_lists",
            profile.declarations.member_lists.iter().collect(),
        )])
        .collect();
    let mut kinds: Vec<(&str, &String)> = kinds
        .iter()
        .flat_map(|(list, kinds)| kinds.iter().map(move |&k| (*list, k)))
        .collect();
    kinds.sort();
    for (list, kind) in kinds {
        let known = language.id_for_node_kind(kind, true) != 0
            || language.id_for_node_kind(kind, false) != 0;
        if !known {
            return Err(format!(
                "{list}: {kind:?} is not a node kind of {}",
                profile.name
            ));
        }
    }
    for (kind, texts) in &profile.rewrites {
        if let Some(bad) = texts
            .iter()
            .find(|t| t.is_empty() || t.contains(char::is_whitespace))
        {
            return Err(format!(
                "rewrites: {kind} = {bad:?}: a text must be one token, without blanks"
            ));
        }
    }
    if let Some((kind, field)) = profile
        .unwrap
        .iter()
        .filter(|(_, field)| language.field_id_for_name(field).is_none())
        .min()
    {
        return Err(format!(
            "unwrap: {kind} = {field:?} is not a field of {}",
            profile.name
        ));
    }
    if let Some((kind, field)) = (profile.hollow.iter())
        .flat_map(|(kind, h)| [Some(&h.field), h.only_with.as_ref()].map(|f| (kind, f)))
        .filter_map(|(kind, f)| Some((kind, f?)))
        .find(|(_, field)| language.field_id_for_name(field).is_none())
    {
        return Err(format!(
            "hollow: {kind}: {field:?} is not a field of {}",
            profile.name
        ));
    }
    if let Some((parent, field)) = steps
        .iter()
        .filter_map(|&(parent, field, _)| Some((parent, field?)))
        .find(|(_, field)| language.field_id_for_name(field).is_none())
    {
        return Err(format!(
            "declarations: {parent}.{field}: {field:?} is not a field of {}",
            profile.name
        ));
    }
    for merge in &profile.merges {
        if merge.separator.trim().is_empty() {
            return Err(format!("merges: {}: the separator is blank", merge.kind));
        }
        let is_kind = language.id_for_node_kind(&merge.item, true) != 0;
        if !is_kind && language.field_id_for_name(&merge.item).is_none() {
            return Err(format!(
                "merges: item {:?} is neither a node kind nor a field of {}",
                merge.item, profile.name
            ));
        }
    }
    if let Some((kind, field)) = (profile.inlines.iter())
        .flat_map(|i| [(&i.kind, &i.name), (&i.kind, &i.value)])
        .find(|(_, field)| language.field_id_for_name(field).is_none())
    {
        return Err(format!(
            "inlines: {kind}: {field:?} is not a field of {}",
            profile.name
        ));
    }
    if let Some((kind, field)) = (profile.results.iter())
        .flat_map(|r| [(&r.kind, &r.field), (&r.kind, &r.body)])
        .find(|(_, field)| language.field_id_for_name(field).is_none())
    {
        return Err(format!(
            "results: {kind}: {field:?} is not a field of {}",
            profile.name
        ));
    }
    if let Some((list, kind, field)) = (profile.generics.iter())
        .map(|g| ("generics", &g.kind, &g.parameters))
        .chain(
            profile
                .defaults
                .iter()
                .map(|d| ("defaults", &d.kind, &d.body)),
        )
        .find(|(_, _, field)| language.field_id_for_name(field).is_none())
    {
        return Err(format!(
            "{list}: {kind}: {field:?} is not a field of {}",
            profile.name
        ));
    }
    Ok(profile)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shipped_profiles_pass_the_user_profile_checks_and_typos_do_not() {
        for row in &super::super::shipped::SHIPPED {
            from_user_file(row.profile).unwrap_or_else(|e| panic!("{}: {e}", row.lang.name()));
        }
        let c = include_str!("../../grammars/c.toml");
        let cases = [
            ("name = \"c\"", "name = \"cobol\"", "profiles exist for"),
            (
                "expression = \"0\"",
                "expresion = \"0\"",
                "\"expresion\" is not a rule",
            ),
            (
                "item = \"declarator\"",
                "item = \"declarators\"",
                "neither a node kind nor a field",
            ),
            (
                "number_literal = ",
                "number = ",
                "rewrites: \"number\" is not a node kind",
            ),
        ];
        for (from, to, error) in cases {
            let edited = c.replacen(from, to, 1);
            assert_ne!(edited, c, "{from}");
            let e = from_user_file(&edited).unwrap_err();
            assert!(e.contains(error), "{to}: {e}");
        }
        let rust = include_str!("../../grammars/rust.toml");
        for (from, to, error) in [
            (
                "_expression = ['",
                "_expresion = ['",
                "constants: \"_expresion\" is not a hidden rule",
            ),
            (
                "_expression = ['",
                "call_expression = ['",
                "constants: \"call_expression\" is not a hidden rule",
            ),
            ("\"vec![]\"]", "\" \"]", "a text must not be blank"),
        ] {
            let edited = rust.replacen(from, to, 1);
            assert_ne!(edited, rust, "{from}");
            let e = from_user_file(&edited).unwrap_err();
            assert!(e.contains(error), "{to}: {e}");
        }
    }

    #[test]
    fn every_shipped_profile_loads_and_names_real_kinds() {
        for row in &super::super::shipped::SHIPPED {
            let (profile, language) = (shipped(row.lang).unwrap(), (row.language)());
            for kind in profile.atomic_kinds.iter().chain(&profile.comment_kinds) {
                assert_ne!(
                    language.id_for_node_kind(kind, true),
                    0,
                    "{}: unknown kind {kind}",
                    profile.name
                );
            }
        }
    }
}
