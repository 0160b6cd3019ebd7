//! What every front-end must survive, for any input: the fuzz targets run
//! [`check`] on libFuzzer's inputs, and `tests/fuzz_corpus.rs` runs it on
//! the committed corpus as regression tests.
//!
//! An input is 8 bytes that seed the choice of edits, then the document.

use reduce::algo::rng::Rng;
use reduce::algo::{Closures, Configuration, run_in_process};
use reduce::candidate::Rendering;
use reduce::frontend::{Frontend, Lang};
use reduce::tree::{
    Edits, NodeId, Tree, render, rendering, rendering_hoisted, rendering_rewritten,
};
use std::cell::OnceCell;
use std::collections::HashSet;
use std::sync::Arc;

/// Final token pass rounds tried per input (every front-end has fewer).
const MAX_ROUNDS: usize = 16;

thread_local! {
    /// One front-end per language: building one analyses its grammar.
    static FRONTENDS: [OnceCell<Frontend>; Lang::ALL.len()] = Default::default();
}

/// Parses the document in `data` as `lang` and checks:
/// - it parses (only XML and s-expressions may refuse), and renders back
///   byte for byte;
/// - every node's span lies inside its parent's, after its elder sibling's;
/// - any set of nodes taken out, hoisted or rewritten renders without a
///   panic, and what it renders parses again without one.
pub fn check(lang: Lang, data: &[u8]) {
    // The first 8 bytes seed the choices; a shorter input is all document
    // (the empty one included), with a fixed seed.
    let (seed, doc) = match data.split_first_chunk::<8>() {
        Some((seed, doc)) => (u64::from_le_bytes(*seed), doc),
        None => (0, data),
    };
    let mut choose = Rng(seed | 1);
    FRONTENDS.with(|frontends| {
        let frontend = frontends[lang as usize].get_or_init(|| Frontend::new(lang));
        let tree = match frontend.parse(doc.to_vec()) {
            Ok(tree) => tree,
            Err(message) if matches!(lang, Lang::Xml | Lang::Smtlib | Lang::Sexp | Lang::Wat) => {
                assert_says_where(&message, doc);
                return;
            }
            Err(message) => panic!("{} must always parse: {message}", lang.name()),
        };
        check_tree(frontend, &tree, doc, &mut choose);
    });
}

/// A refused parse's `message` says where the document goes wrong: a byte
/// of it (at most its length: the end, for what is never closed).
fn assert_says_where(message: &str, doc: &[u8]) {
    let at = message.split("byte ").skip(1).find_map(|rest| {
        let digits = rest.split(|c: char| !c.is_ascii_digit()).next()?;
        digits.parse::<usize>().ok()
    });
    match at {
        Some(at) => assert!(at <= doc.len(), "{message}: past the end ({})", doc.len()),
        None => panic!("a parse error says at which byte: {message}"),
    }
}

/// The extensions the files of [`check_bundle`]'s directories take in
/// turn: each front-end, and a file one of them may name.
const BUNDLE_FILES: [&str; 4] = ["a.c", "b.js", "inc/c.h", "d.txt"];

/// As [`check`], for a directory (a bundle, see `reduce::bundle`): the
/// document after the seed, cut at each `\n--\n`, makes up to four files
/// of [`BUNDLE_FILES`] (C, JavaScript, a header a C file may include,
/// text, the last kept); their bundle must parse, render back, and survive
/// every edit as a file does.
pub fn check_bundle(data: &[u8]) {
    let Some((seed, doc)) = data.split_first_chunk::<8>() else {
        return;
    };
    let mut choose = Rng(u64::from_le_bytes(*seed) | 1);
    let mut files = Vec::new();
    let mut rest = doc;
    while files.len() < BUNDLE_FILES.len() {
        let cut = rest.windows(4).position(|w| w == b"\n--\n");
        let (bytes, after) = match cut {
            Some(at) => (&rest[..at], Some(&rest[at + 4..])),
            None => (rest, None),
        };
        files.push(reduce::bundle::Entry {
            path: BUNDLE_FILES[files.len()].into(),
            mode: 0o644,
            bytes: bytes.to_vec(),
        });
        match after {
            Some(after) => rest = after,
            None => break,
        }
    }
    let kept = match files.len() {
        4 => vec![BUNDLE_FILES[3].into()],
        _ => Vec::new(),
    };
    let frontend = Frontend::bundle(&files, kept);
    let bundle = reduce::bundle::encode(&files);
    let tree = match frontend.parse(bundle.clone()) {
        Ok(tree) => tree,
        Err(message) => panic!("a bundle must always parse: {message}"),
    };
    check_tree(&frontend, &tree, &bundle, &mut choose);
}

/// The checks of a parsed document (see [`check`]).
fn check_tree(frontend: &Frontend, tree: &Tree, doc: &[u8], choose: &mut Rng) {
    assert_eq!(
        render(tree, &Edits::new(tree), &[]),
        doc,
        "an unedited tree renders the input"
    );
    check_spans(tree);
    let syntax = frontend.syntax_check(doc);
    for candidate in [
        shrunk(tree, choose),
        hoisted(tree, choose),
        rewritten(frontend, tree, choose),
    ] {
        check_changes(doc, &candidate);
        let _ = frontend.parse(candidate.bytes.clone());
        let _ = syntax.accepts(&candidate.bytes);
    }
    // The input made ready for reduction (LLVM IR's numbers named) parses.
    if let Some(prepared) = frontend.prepared(doc) {
        let _ = frontend.parse(prepared);
    }
    check_names(tree, choose);
}

/// The code that reads names, on random edits of the tree: the closure
/// items of the top level are live and distinct; their dependencies name
/// only those items and their own names; the unused declarations are live,
/// in one bundle each, none inside another; and the closures' binary
/// reduction, under an oracle that needs a random set of items, ends on a
/// configuration that holds them, testing only subsets of what it holds.
fn check_names(tree: &Tree, choose: &mut Rng) {
    let mut edits = Edits::new(tree);
    for index in 1..tree.len() {
        if choose.below(8) == 0 {
            edits.reduce(tree, NodeId(index as u32));
        }
    }
    let level = tree.top_level(&edits);
    let items = tree.closure_items(&edits, &level, |_| true);
    let mut seen = HashSet::new();
    for &id in &items {
        assert!(!edits.is_removed(id), "{id:?}: a closure item that is gone");
        assert!(seen.insert(id), "{id:?}: a closure item twice");
    }
    let deps = tree.dependencies(&edits, &items);
    assert_eq!(deps.uses.len(), items.len(), "uses per item");
    let names = deps.declared_by.len();
    let name_ok = |&u: &u32| (u as usize) < names;
    assert!(deps.uses.iter().flatten().all(name_ok), "a use of no name");
    assert!(deps.used_outside.iter().all(name_ok), "a use of no name");
    let item_ok = |&d: &u32| (d as usize) < items.len();
    assert!(
        deps.declared_by.iter().flatten().all(item_ok),
        "a declarer that is no item"
    );
    assert!(
        deps.unused().iter().all(|&i| i < items.len()),
        "an unused non-item"
    );

    let mut bundled = HashSet::new();
    for bundle in tree.unused_declarations(&edits) {
        assert!(!bundle.is_empty(), "an empty bundle");
        for id in bundle {
            assert!(
                !edits.is_removed(id),
                "{id:?}: an unused declaration that is gone"
            );
            assert!(bundled.insert(id), "{id:?}: in two bundles");
        }
    }
    for &id in &bundled {
        let mut up = tree.node(id).parent();
        while let Some(p) = up {
            assert!(!bundled.contains(&p), "{id:?} is inside {p:?}, also unused");
            up = tree.node(p).parent();
        }
    }

    if items.is_empty() {
        return;
    }
    let weights: Vec<u64> = (items.iter())
        .map(|&id| edits.live_tokens(tree, id).max(1))
        .collect();
    let needed: Vec<usize> = (0..items.len()).filter(|_| choose.below(4) == 0).collect();
    let holds_needed = |c: &Configuration| needed.iter().all(|i| c.contains(i));
    let mut closures = Closures::new(Arc::new(deps), &weights);
    let (result, trace) = run_in_process(&mut closures, |c| holds_needed(c));
    assert!(
        holds_needed(&result),
        "the closures' result lost a needed item"
    );
    let all: Configuration = (0..items.len()).collect();
    let mut current = &all;
    for tested in &trace {
        assert!(
            tested.iter().all(|i| current.contains(i)),
            "a test beyond the current items"
        );
        if holds_needed(tested) {
            current = tested;
        }
    }
}

/// Asserts a rendering's changes say exactly where it differs from the
/// original: in order, apart, and the original with them applied is it.
fn check_changes(original: &[u8], rendering: &Rendering) {
    let mut rebuilt = Vec::new();
    let mut at = 0usize;
    for change in &rendering.changes {
        let (old, new) = (change.old, change.new);
        assert!(at < old.0 as usize || at == 0, "changes touch or overlap");
        assert!(old.0 <= old.1 && new.0 <= new.1, "{change:?}");
        rebuilt.extend_from_slice(&original[at..old.0 as usize]);
        assert_eq!(rebuilt.len(), new.0 as usize, "{change:?} starts elsewhere");
        rebuilt.extend_from_slice(&rendering.bytes[new.0 as usize..new.1 as usize]);
        at = old.1 as usize;
    }
    rebuilt.extend_from_slice(&original[at..]);
    assert_eq!(
        rebuilt, rendering.bytes,
        "the changes rebuild the rendering"
    );
}

/// Asserts the tree's spans nest: inside the parent's, in document order,
/// disjoint, with no more tokens below than in the node.
fn check_spans(tree: &Tree) {
    let root = tree.node(Tree::ROOT);
    assert_eq!((root.start, root.end as usize), (0, tree.source().len()));
    for index in 0..tree.len() {
        let id = NodeId(index as u32);
        let node = tree.node(id);
        assert!(node.start <= node.end, "{id:?} ends before it starts");
        let mut at = node.start;
        let mut below = 0;
        for &child in tree.children(id) {
            let c = tree.node(child);
            assert_eq!(c.parent(), Some(id), "{child:?} names its parent");
            assert_eq!(c.depth(), node.depth() + 1, "{child:?} is one deeper");
            assert!(at <= c.start && c.end <= node.end, "{child:?} overlaps");
            at = c.end;
            below += c.tokens();
        }
        assert!(
            below <= node.tokens(),
            "{id:?} has fewer tokens than below it"
        );
    }
}

/// Random nodes taken out as their roles say, then a random part of one
/// level on top, as a shrinking pass renders its configurations.
fn shrunk(tree: &Tree, choose: &mut Rng) -> Rendering {
    let mut edits = Edits::new(tree);
    for index in 1..tree.len() {
        if choose.below(4) == 0 {
            edits.reduce(tree, NodeId(index as u32));
        }
    }
    assert!(edits.live_tokens(tree, Tree::ROOT) <= tree.total_tokens());
    let levels = tree.levels(&edits);
    let extra: Vec<NodeId> = match levels.get(below(choose, levels.len() + 1)) {
        Some(level) => level
            .iter()
            .copied()
            .filter(|_| choose.below(2) == 0)
            .collect(),
        None => Vec::new(),
    };
    rendering(tree, &edits, &extra)
}

/// Random nodes replaced by random hoisting candidates, top-down level by
/// level as a hoisting pass commits them, then a random part of the next
/// level rendered on top.
fn hoisted(tree: &Tree, choose: &mut Rng) -> Rendering {
    let mut edits = Edits::new(tree);
    let mut nodes = tree.top_level(&edits);
    while !nodes.is_empty() {
        let chosen: Vec<_> = nodes
            .iter()
            .filter_map(|&id| {
                let candidates = tree.hoist_candidates(id);
                let k = below(choose, candidates.len() + 1);
                candidates.get(k).map(|&to| (id, to))
            })
            .collect();
        if choose.below(4) == 0 {
            return rendering_hoisted(tree, &edits, &chosen);
        }
        for (id, to) in chosen {
            edits.hoist(tree, id, to);
        }
        nodes = tree.next_level(&edits, &nodes);
    }
    rendering_hoisted(tree, &edits, &[])
}

/// A random part of each round of final token rewrites.
fn rewritten(frontend: &Frontend, tree: &Tree, choose: &mut Rng) -> Rendering {
    let mut last = rendering_rewritten(tree, &[]);
    for round in 0..MAX_ROUNDS {
        let Some((_, rewrites)) = frontend.rewrites(tree, round) else {
            break;
        };
        assert_eq!(rendering_rewritten(tree, &[]).bytes, tree.source());
        let chosen: Vec<_> = rewrites.iter().filter(|_| choose.below(2) == 0).collect();
        last = rendering_rewritten(tree, &chosen);
    }
    last
}

/// A random index below `n`.
fn below(choose: &mut Rng, n: usize) -> usize {
    choose.below(n as u64) as usize
}
