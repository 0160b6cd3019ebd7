//! The languages the docs say `reduce` parses with tree-sitter are the ones
//! it ships a profile for. README.md's "It parses ..." sentence,
//! ARCHITECTURE.md's `frontend/` row and docs/2-internals.md's summary each
//! mark their list `<!-- languages -->C, C++, ... and TOML<!-- /languages -->`;
//! docs/2-internals.md also gives the count. They had drifted: the
//! internals said 7 languages where 17 were shipped (issue 83). The
//! guide's table of options names exactly the options of the command line's
//! one definition.

use reduce::frontend::{Lang, profile};
use std::collections::BTreeSet;
use std::path::Path;

/// The name the docs give each tree-sitter language, by its `--lang`
/// name, which is also its profile's file name in `grammars/`. A language
/// added to `src/frontend` fails the tests below until it is named here
/// and in the docs.
const DOC_NAMES: &[(&str, &str)] = &[
    ("c", "C"),
    ("cpp", "C++"),
    ("javascript", "JavaScript"),
    ("typescript", "TypeScript"),
    ("rust", "Rust"),
    ("go", "Go"),
    ("java", "Java"),
    ("python", "Python"),
    ("lua", "Lua"),
    ("bash", "Bash"),
    ("llvm", "LLVM IR"),
    ("sql", "SQL"),
    ("html", "HTML"),
    ("css", "CSS"),
    ("json", "JSON"),
    ("yaml", "YAML"),
    ("toml", "TOML"),
];

/// The documents that list the languages, each between [`OPEN`] and
/// [`CLOSE`] at least once.
const DOCS: &[&str] = &["README.md", "ARCHITECTURE.md", "docs/2-internals.md"];

/// Where a list of languages starts in a document.
const OPEN: &str = "<!-- languages -->";

/// Where a list of languages ends.
const CLOSE: &str = "<!-- /languages -->";

/// The document that also says how many languages there are, as
/// "N tree-sitter languages".
const COUNTED_IN: &str = "docs/2-internals.md";

/// The repository's file `path`, read at run time so that an edited doc
/// needs no rebuild.
fn read(path: &str) -> String {
    let full = Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
    std::fs::read_to_string(&full).unwrap_or_else(|e| panic!("{}: {e}", full.display()))
}

/// The `--lang` names of the languages `src/frontend` ships a tree-sitter
/// profile for: the truth the docs are held to.
fn shipped() -> BTreeSet<&'static str> {
    (Lang::ALL.iter())
        .filter(|&&lang| profile::shipped(lang).is_some())
        .map(|lang| lang.name())
        .collect()
}

/// The names the docs must give the shipped languages; fails for a
/// shipped language [`DOC_NAMES`] does not name.
fn doc_names() -> BTreeSet<&'static str> {
    (shipped().into_iter())
        .map(|lang| {
            (DOC_NAMES.iter())
                .find(|(name, _)| *name == lang)
                .map(|(_, doc)| *doc)
                .unwrap_or_else(|| {
                    panic!(
                        "`{lang}` is shipped: add it to DOC_NAMES in tests/docs.rs and to the docs"
                    )
                })
        })
        .collect()
}

/// Each list of names in `text` between [`OPEN`] and [`CLOSE`], so that
/// the docs say which sentence is the list and the words around it stay
/// free.
fn marked_lists(text: &str) -> Vec<BTreeSet<String>> {
    let mut lists = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find(OPEN) {
        let after = &rest[start + OPEN.len()..];
        let end = after
            .find(CLOSE)
            .unwrap_or_else(|| panic!("{OPEN} without {CLOSE}"));
        lists.push(names_of(&after[..end]));
        rest = &after[end + CLOSE.len()..];
    }
    lists
}

/// The names of a list written as prose, "C, C++ and LLVM IR" (over
/// lines, with or without a comma before "and").
fn names_of(list: &str) -> BTreeSet<String> {
    let flat = list.split_whitespace().collect::<Vec<_>>().join(" ");
    (flat.replace(" and ", ", ").split(','))
        .map(str::trim)
        .filter(|name| !name.is_empty())
        .map(str::to_owned)
        .collect()
}

/// Every number `text` gives as "N tree-sitter languages" (over lines),
/// so that no count of them can go stale.
fn stated_counts(text: &str) -> Vec<usize> {
    let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
    (flat.match_indices(" tree-sitter languages"))
        .filter_map(|(at, _)| flat[..at].rsplit(' ').next()?.parse().ok())
        .collect()
}

/// A profile in `grammars/` that `src/frontend` does not ship, or a
/// shipped language without its file there, is a half-added language.
#[test]
fn every_shipped_language_has_its_profile_in_grammars_and_back() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("grammars");
    let files: BTreeSet<String> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.expect("a readable grammars/ entry").path())
        .filter(|path| path.extension().is_some_and(|e| e == "toml"))
        .map(|path| {
            path.file_stem()
                .expect("a file name")
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    let shipped: BTreeSet<String> = shipped().into_iter().map(str::to_owned).collect();
    assert_eq!(
        files, shipped,
        "grammars/*.toml against the shipped languages"
    );
}

/// Fails when a language is shipped without being named in a doc's list,
/// or a doc names one that has no shipped profile.
#[test]
fn the_docs_name_exactly_the_languages_with_a_shipped_profile() {
    let expected: BTreeSet<String> = doc_names().into_iter().map(str::to_owned).collect();
    let mut wrong = Vec::new();
    for doc in DOCS {
        let lists = marked_lists(&read(doc));
        assert!(
            !lists.is_empty(),
            "{doc}: no list marked {OPEN} ... {CLOSE}"
        );
        for list in lists {
            let missing: Vec<&String> = expected.difference(&list).collect();
            let unknown: Vec<&String> = list.difference(&expected).collect();
            if !missing.is_empty() || !unknown.is_empty() {
                wrong.push(format!(
                    "{doc}: leaves out {missing:?}, names without a profile {unknown:?}"
                ));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// Fails when the count in the internals page is not the number of
/// shipped languages.
#[test]
fn the_internals_count_the_shipped_languages() {
    let counts = stated_counts(&read(COUNTED_IN));
    assert!(
        !counts.is_empty(),
        "{COUNTED_IN}: no \"N tree-sitter languages\""
    );
    for count in counts {
        assert_eq!(
            count,
            shipped().len(),
            "{COUNTED_IN}: the languages counted"
        );
    }
}

/// The list reading holds for the ways prose writes a list.
#[test]
fn a_list_is_read_over_lines_and_with_its_and() {
    let names = |list: &str| names_of(list).into_iter().collect::<Vec<_>>();
    assert_eq!(
        names("C, C++,\nLLVM IR and TOML"),
        ["C", "C++", "LLVM IR", "TOML"]
    );
    assert_eq!(names("Go, Lua, and SQL"), ["Go", "Lua", "SQL"]);
    let text = format!("It parses {OPEN}C and\nJSON{CLOSE} (tree-sitter), {OPEN}Go{CLOSE}");
    assert_eq!(marked_lists(&text), [names_of("C, JSON"), names_of("Go")]);
    assert_eq!(
        stated_counts("parses 17\ntree-sitter languages (C; the other tree-sitter languages"),
        [17]
    );
}

/// The options the guide's table names: the first cell of each row of the
/// table under "## Options", its `--long` names (a short name and a value
/// left out), and the older names it gives as "also `--x`".
fn guide_options() -> BTreeSet<String> {
    let guide = read("docs/1-guide.md");
    let table = guide
        .split("\n## Options\n")
        .nth(1)
        .expect("the guide has an Options section");
    let mut names = BTreeSet::new();
    for row in table.lines().take_while(|l| !l.starts_with("## ")) {
        let Some(cells) = row.strip_prefix("| `") else {
            continue;
        };
        let (first, rest) = cells.split_once(" |").unwrap_or((cells, ""));
        for word in first.split(['`', ',', ' ']) {
            if let Some(long) = word.strip_prefix("--") {
                names.insert(long.to_string());
            }
        }
        if let Some(older) = rest.strip_prefix(" (also `--") {
            names.insert(older.split('`').next().unwrap_or_default().to_string());
        }
    }
    names
}

#[test]
fn the_guide_s_table_names_every_option_and_no_other() {
    let definition = reduce::cli::Args::definition();
    let mut defined = BTreeSet::new();
    for arg in definition.get_arguments() {
        let Some(long) = arg.get_long() else {
            continue;
        };
        if long == "help" || long == "version" {
            continue;
        }
        defined.insert(long.to_string());
        for alias in arg.get_all_aliases().unwrap_or_default() {
            defined.insert(alias.to_string());
        }
    }
    assert!(defined.len() > 30, "{defined:?}");
    assert_eq!(guide_options(), defined);
}
