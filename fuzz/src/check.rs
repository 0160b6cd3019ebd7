//! What every front-end must survive, for any input: the fuzz targets run
//! [`check`] on libFuzzer's inputs, and `tests/fuzz_corpus.rs` runs it on
//! the committed corpus as regression tests.
//!
//! An input is 8 bytes that seed the choice of edits, then the document.

use reduce::algo::rng::Rng;
use reduce::frontend::{Frontend, Lang};
use reduce::tree::{
    Edits, NodeId, Rendering, Tree, render, rendering, rendering_hoisted, rendering_rewritten,
};
use std::cell::OnceCell;

/// Final token pass rounds tried per input (every front-end has fewer).
const MAX_ROUNDS: usize = 16;

thread_local! {
    /// One front-end per language: building one analyses its grammar.
    static FRONTENDS: [OnceCell<Frontend>; 5] = Default::default();
}

/// Parses the document in `data` as `lang` and checks:
/// - it parses (only XML may refuse), and renders back byte for byte;
/// - every node's span lies inside its parent's, after its elder sibling's;
/// - any set of nodes taken out, hoisted or rewritten renders without a
///   panic, and what it renders parses again without one.
pub fn check(lang: Lang, data: &[u8]) {
    let Some((seed, doc)) = data.split_first_chunk::<8>() else {
        return;
    };
    let mut choose = Rng(u64::from_le_bytes(*seed) | 1);
    FRONTENDS.with(|frontends| {
        let frontend = frontends[lang as usize].get_or_init(|| Frontend::new(lang));
        let tree = match frontend.parse(doc.to_vec()) {
            Ok(tree) => tree,
            Err(message) if lang == Lang::Xml => {
                assert!(!message.is_empty(), "an XML error says what is wrong");
                return;
            }
            Err(message) => panic!("{} must always parse: {message}", lang.name()),
        };
        assert_eq!(
            render(&tree, &Edits::new(&tree), &[]),
            doc,
            "an unedited tree renders the input"
        );
        check_spans(&tree);
        let mut syntax = frontend.syntax_check(doc);
        for candidate in [
            shrunk(&tree, &mut choose),
            hoisted(&tree, &mut choose),
            rewritten(frontend, &tree, &mut choose),
        ] {
            check_changes(doc, &candidate);
            let _ = frontend.parse(candidate.bytes.clone());
            let _ = syntax.accepts(&candidate.bytes);
        }
    });
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
            assert_eq!(c.parent, Some(id), "{child:?} names its parent");
            assert_eq!(c.depth, node.depth + 1, "{child:?} is one deeper");
            assert!(at <= c.start && c.end <= node.end, "{child:?} overlaps");
            at = c.end;
            below += c.tokens;
        }
        assert!(
            below <= node.tokens,
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
