//! The layers of ARCHITECTURE.md (its "Layers" section), held by the
//! code: each top-level module imports only from the modules its layer
//! may use, and inside each folder of `src/` the files and
//! subfolders import each other without a circle (the folder's `mod.rs`,
//! which declares and re-exports them, is not one of them). Test code
//! (`tests.rs` files, `tests/` folders and `mod tests { .. }` blocks) is
//! not held to it.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// What each top-level module may import from the others; `lib.rs`,
/// `main.rs` and `cli` may import anything. The bottom: `algo` (pure
/// state machines, imports nothing of ours), `bundle` (files, not
/// languages), `candidate` (a candidate's bytes), `error`.
const MAY_USE: &[(&str, &[&str])] = &[
    ("algo", &[]),
    ("bundle", &[]),
    ("candidate", &[]),
    ("error", &[]),
    ("tree", &["algo", "bundle", "candidate"]),
    ("frontend", &["bundle", "candidate", "tree"]),
    ("runner", &["algo", "bundle", "candidate"]),
    (
        "driver",
        &["algo", "candidate", "frontend", "runner", "tree"],
    ),
    (
        "generator",
        &["algo", "candidate", "driver", "runner", "tree"],
    ),
    ("output", &["bundle"]),
    ("report", &["driver", "runner"]),
    ("resume", &["driver", "output", "runner"]),
    ("init", &["error", "runner"]),
];

/// A source file of `src/` as the module it is.
struct Source {
    /// Its module path: `src/runner/live/mod.rs` is `runner::live`,
    /// `src/runner/calls.rs` is `runner::calls`, `src/lib.rs` is empty.
    module: Vec<String>,
    /// A `mod.rs`, `lib.rs` or `main.rs`: the root of its folder.
    root: bool,
    /// Its code without comment lines and without its `mod tests` block.
    code: String,
}

fn sources() -> Vec<Source> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut out = Vec::new();
    let mut dirs = vec![src.clone()];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                // A folder of tests is test code, as a `tests.rs` is.
                if !path.ends_with("tests") {
                    dirs.push(path);
                }
                continue;
            }
            let name = path.file_name().unwrap().to_str().unwrap().to_owned();
            if !name.ends_with(".rs") || name == "tests.rs" {
                continue;
            }
            let relative = path.strip_prefix(&src).unwrap();
            let mut module: Vec<String> = (relative.parent().unwrap().components())
                .map(|c| c.as_os_str().to_str().unwrap().to_owned())
                .collect();
            let stem = name.trim_end_matches(".rs");
            let root = matches!(stem, "mod" | "lib" | "main");
            if !root {
                module.push(stem.to_owned());
            }
            let text = std::fs::read_to_string(&path).unwrap();
            out.push(Source {
                module,
                root,
                code: code_of(&text),
            });
        }
    }
    out
}

/// `text` without its comment lines and from its `mod tests { .. }` block
/// on (the block ends a file).
fn code_of(text: &str) -> String {
    let mut code = String::new();
    let mut lines = text.lines().peekable();
    while let Some(line) = lines.next() {
        let trimmed = line.trim_start();
        if trimmed == "#[cfg(test)]"
            && lines
                .peek()
                .is_some_and(|next| next.trim_start().starts_with("mod tests {"))
        {
            break;
        }
        if !trimmed.starts_with("//") {
            code.push_str(line);
            code.push('\n');
        }
    }
    code
}

/// The paths `code` names from `heads` on (`crate`, `super`, `self`, or a
/// child module of a root file), each as its segments with the brace
/// groups of `use` expanded: `crate::a::{b, c::d}` gives `crate::a::b`
/// and `crate::a::c::d`.
fn paths(code: &str, heads: &[String]) -> Vec<Vec<String>> {
    let bytes = code.as_bytes();
    let ident = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let starts = (i == 0 || !(ident(bytes[i - 1]) || bytes[i - 1] == b':'))
            && heads
                .iter()
                .any(|h| code[i..].starts_with(&format!("{h}::")));
        if !starts {
            i += 1;
            continue;
        }
        let (found, end) = path_at(code, i);
        out.extend(found);
        i = end.max(i + 1);
    }
    out
}

/// The paths of the path (maybe ending in a brace group) that starts at
/// `at`, and where it ends.
fn path_at(code: &str, mut at: usize) -> (Vec<Vec<String>>, usize) {
    let bytes = code.as_bytes();
    let ident = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
    let mut segments = Vec::new();
    loop {
        let start = at;
        while at < bytes.len() && ident(bytes[at]) {
            at += 1;
        }
        if at > start {
            segments.push(code[start..at].to_owned());
        }
        if !code[at..].starts_with("::") {
            return (vec![segments], at);
        }
        at += 2;
        if code[at..].starts_with('{') {
            let mut depth = 0;
            let open = at;
            for (k, c) in code[open..].char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    _ => {}
                }
                if depth == 0 {
                    at = open + k + 1;
                    break;
                }
            }
            let inner = &code[open + 1..at - 1];
            let mut out = Vec::new();
            for item in split_top(inner) {
                let item = item.trim();
                let item = match item.contains('{') {
                    true => item,
                    false => item.split(" as ").next().unwrap().trim(),
                };
                if item.is_empty() || item == "self" || item == "*" {
                    out.push(segments.clone());
                    continue;
                }
                for tail in path_at(item, 0).0 {
                    out.push([segments.clone(), tail].concat());
                }
            }
            return (out, at);
        }
    }
}

/// `text` split at its commas outside braces.
fn split_top(text: &str) -> Vec<&str> {
    let (mut out, mut depth, mut from) = (Vec::new(), 0, 0);
    for (i, c) in text.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                out.push(&text[from..i]);
                from = i + 1;
            }
            _ => {}
        }
    }
    out.push(&text[from..]);
    out
}

/// The child modules a root file declares (`mod name;`).
fn children(code: &str) -> Vec<String> {
    code.lines()
        .filter_map(|line| {
            let line = line.trim();
            let line = line.strip_prefix("pub ").unwrap_or(line);
            let line = line.strip_prefix("pub(crate) ").unwrap_or(line);
            let name = line.strip_prefix("mod ")?.strip_suffix(';')?;
            Some(name.to_owned())
        })
        .collect()
}

/// The module graph: which file (by module path) each file imports from.
struct Graph {
    files: BTreeMap<Vec<String>, bool>,
    /// Per root file, what its `pub use` re-exports: name -> full path.
    exports: BTreeMap<Vec<String>, BTreeMap<String, Vec<String>>>,
    edges: BTreeMap<Vec<String>, BTreeSet<Vec<String>>>,
}

impl Graph {
    fn of(sources: &[Source]) -> Graph {
        let files = sources.iter().map(|s| (s.module.clone(), s.root)).collect();
        let mut graph = Graph {
            files,
            exports: BTreeMap::new(),
            edges: BTreeMap::new(),
        };
        for source in sources.iter().filter(|s| s.root) {
            let mut exports = BTreeMap::new();
            let heads = [children(&source.code), vec!["self".into(), "crate".into()]].concat();
            for statement in source.code.split(';') {
                let Some(at) = statement.find("pub use ") else {
                    continue;
                };
                for path in paths(&statement[at + 8..], &heads) {
                    let full = absolute(source, &path);
                    exports.insert(full.last().unwrap().clone(), full);
                }
            }
            graph.exports.insert(source.module.clone(), exports);
        }
        for source in sources {
            let mut heads = vec!["crate".to_owned(), "super".to_owned(), "self".to_owned()];
            if source.root {
                heads.extend(children(&source.code));
            }
            let targets = paths(&source.code, &heads)
                .iter()
                .filter_map(|path| graph.resolve(&absolute(source, path), 0))
                .filter(|target| *target != source.module)
                .collect();
            graph.edges.insert(source.module.clone(), targets);
        }
        graph
    }

    /// The file that defines what `path` names: the longest prefix that is
    /// a file, followed through the re-exports of a root file.
    fn resolve(&self, path: &[String], depth: usize) -> Option<Vec<String>> {
        let at = (0..=path.len())
            .rev()
            .find(|&k| self.files.contains_key(&path[..k]))?;
        let file = path[..at].to_vec();
        if depth < 8
            && self.files[&file]
            && let Some(next) = path.get(at)
            && let Some(full) = self.exports.get(&file).and_then(|e| e.get(next))
            && full.as_slice() != path
        {
            return self.resolve(full, depth + 1).or(Some(file));
        }
        Some(file)
    }
}

/// `path`, as written in `source`, from the crate's root.
fn absolute(source: &Source, path: &[String]) -> Vec<String> {
    // The module a path of the file starts from: a root file is its
    // folder's module, another file its own.
    let mut base = source.module.clone();
    let mut rest = path;
    match rest.first().map(String::as_str) {
        Some("crate") => {
            base.clear();
            rest = &rest[1..];
        }
        Some("self") => rest = &rest[1..],
        Some("super") => {
            while rest.first().map(String::as_str) == Some("super") {
                base.pop();
                rest = &rest[1..];
            }
        }
        _ => {}
    }
    [base, rest.to_vec()].concat()
}

#[test]
fn each_module_imports_only_from_the_layers_it_may_use() {
    let sources = sources();
    let may_use: BTreeMap<&str, &[&str]> = MAY_USE.iter().copied().collect();
    let mut wrong = Vec::new();
    for source in &sources {
        let Some(top) = source.module.first() else {
            continue;
        };
        if top == "cli" {
            continue;
        }
        let allowed = may_use
            .get(top.as_str())
            .unwrap_or_else(|| panic!("{top}: add it to MAY_USE"));
        for path in paths(&source.code, &["crate".to_owned()]) {
            let used = &path[1];
            if used != top && !allowed.contains(&used.as_str()) {
                wrong.push(format!(
                    "{}: crate::{}",
                    source.module.join("::"),
                    path[1..].join("::")
                ));
            }
        }
    }
    wrong.sort();
    wrong.dedup();
    assert!(
        wrong.is_empty(),
        "imports across layers:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn no_folder_holds_an_import_circle() {
    let sources = sources();
    let graph = Graph::of(&sources);
    let mut circles = Vec::new();
    for folder in sources
        .iter()
        .filter(|s| s.root && s.module.first().is_none_or(|m| m != "main"))
    {
        let depth = folder.module.len();
        // The part of `folder` a file is in: its child module there.
        let part = |file: &Vec<String>| -> Option<String> {
            (file.len() > depth && file[..depth] == folder.module[..]).then(|| file[depth].clone())
        };
        let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for (from, targets) in &graph.edges {
            let Some(a) = part(from) else { continue };
            for to in targets {
                if let Some(b) = part(to)
                    && a != b
                {
                    edges.entry(a.clone()).or_default().insert(b);
                }
            }
        }
        for circle in cycles(&edges) {
            let mut place = folder.module.join("/");
            if !place.is_empty() {
                place.push('/');
            }
            circles.push(format!("src/{place}: {}", circle.join(" -> ")));
        }
    }
    assert!(
        circles.is_empty(),
        "import circles:\n{}",
        circles.join("\n")
    );
}

/// One circle through each strongly connected part of `edges` with more
/// than one node, as the nodes on it, the first again at the end.
fn cycles(edges: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    let reaches = |from: &String, to: &String| {
        let mut seen = BTreeSet::new();
        let mut stack = vec![from.clone()];
        while let Some(node) = stack.pop() {
            for next in edges.get(&node).into_iter().flatten() {
                if next == to {
                    return true;
                }
                if seen.insert(next.clone()) {
                    stack.push(next.clone());
                }
            }
        }
        false
    };
    let mut done = BTreeSet::new();
    let mut out = Vec::new();
    for (node, targets) in edges {
        if done.contains(node) {
            continue;
        }
        for next in targets {
            if reaches(next, node) {
                let part: Vec<String> = edges
                    .keys()
                    .filter(|other| {
                        *other == node || (reaches(node, other) && reaches(other, node))
                    })
                    .cloned()
                    .collect();
                done.extend(part.iter().cloned());
                let mut circle = part;
                circle.push(node.clone());
                out.push(circle);
                break;
            }
        }
    }
    out
}

#[test]
fn the_scan_sees_a_use_group_a_child_and_a_circle() {
    let code = "use crate::a::{b, c::{d, e as f}};\nlet x = child::g();\n// crate::z\n";
    let heads = ["crate".to_owned(), "child".to_owned()];
    let found = paths(&code_of(code), &heads);
    let names: Vec<String> = found.iter().map(|p| p.join("::")).collect();
    assert_eq!(
        names,
        [
            "crate::a::b",
            "crate::a::c::d",
            "crate::a::c::e",
            "child::g"
        ]
    );
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    edges.entry("a".into()).or_default().insert("b".into());
    edges.entry("b".into()).or_default().insert("c".into());
    assert!(cycles(&edges).is_empty());
    edges.entry("c".into()).or_default().insert("a".into());
    assert_eq!(cycles(&edges), [["a", "b", "c", "a"]]);
}
