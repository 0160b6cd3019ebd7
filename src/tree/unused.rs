//! Which declarations of the whole tree nothing uses, at every depth:
//! clang_delta's `remove-unused-function`, `-var` and `-field` for any
//! language whose profile says where names are declared, run to its
//! fixpoint without the oracle (a declaration used only by unused ones is
//! unused too), so that one test can take them all out.

use super::build::{GROUP, LINEMARKER};
use super::{Declares, Edits, NodeId, Tree};
use std::collections::HashMap;

/// One declaration the walk found: a live child of the root, of a member
/// list or of a scope (see [`Tree::unused_declarations`]).
pub(super) struct Candidate {
    pub(super) id: NodeId,
    /// The candidate it is inside, if any.
    outer: Option<u32>,
    /// The names it declares.
    pub(super) declares: Vec<u32>,
    /// The names used in it and in no candidate inside it.
    uses: Vec<u32>,
    /// The candidates right inside it.
    inner: Vec<u32>,
}

impl Tree {
    /// The live declarations, at any depth, whose every declared name is
    /// used by nothing but unused declarations (and themselves), outermost
    /// only, in bundles that must go together: the declarations of one
    /// name (a primary template and its specializations, a member's
    /// declaration and its definition outside the class) and those that
    /// use a name another declares. Bundles and their members are in
    /// document order.
    ///
    /// A declaration is a child of the root, of a [member
    /// list](Tree::is_member_list) or of a scope (a class body, from the
    /// profile's `declarations.scopes`) that declares a name, may simply
    /// go (its role is optional) and holds no member list itself: a
    /// namespace block is looked into, not offered, since names cannot say
    /// what an inline namespace or a using directive makes visible. Names
    /// by text, no scopes: a guess, which the oracle checks. A declaration
    /// of an [entry point](Tree::set_entry_points) is always used.
    pub fn unused_declarations(&self, edits: &Edits) -> Vec<Vec<NodeId>> {
        if !self.declarations {
            return Vec::new();
        }
        let (candidates, outside) = self.declaration_candidates(edits);
        let n = candidates.len();
        // Live uses of each name, and, per (candidate, name it declares),
        // those inside the candidate.
        let mut count: HashMap<u32, u64> = HashMap::new();
        let mut inside: HashMap<(u32, u32), u64> = HashMap::new();
        let mut declarers: HashMap<u32, Vec<u32>> = HashMap::new();
        for (c, candidate) in candidates.iter().enumerate() {
            for &name in &candidate.declares {
                declarers.entry(name).or_default().push(c as u32);
            }
        }
        for &name in outside.iter().chain(&self.entry_names) {
            *count.entry(name).or_default() += 1;
        }
        let candidates = &candidates;
        let ancestors_declaring = move |from: u32, name: u32| {
            std::iter::successors(Some(from), move |&a| candidates[a as usize].outer)
                .filter(move |&a| candidates[a as usize].declares.contains(&name))
        };
        for (c, candidate) in candidates.iter().enumerate() {
            for &name in &candidate.uses {
                *count.entry(name).or_default() += 1;
                for a in ancestors_declaring(c as u32, name) {
                    *inside.entry((a, name)).or_default() += 1;
                }
            }
        }
        let mut dead = vec![false; n];
        let mut work: Vec<u32> = (0..n as u32).rev().collect();
        while let Some(c) = work.pop() {
            let candidate = &candidates[c as usize];
            let unused = !dead[c as usize]
                && !candidate.declares.is_empty()
                && candidate.declares.iter().all(|&name| {
                    count.get(&name).copied().unwrap_or(0)
                        == inside.get(&(c, name)).copied().unwrap_or(0)
                });
            if !unused {
                continue;
            }
            // It goes, with everything inside it: their uses go too.
            let mut stack = vec![c];
            while let Some(x) = stack.pop() {
                if dead[x as usize] {
                    continue;
                }
                dead[x as usize] = true;
                let gone = &candidates[x as usize];
                stack.extend(&gone.inner);
                for &name in &gone.uses {
                    *count.get_mut(&name).expect("counted") -= 1;
                    for a in ancestors_declaring(x, name) {
                        *inside.get_mut(&(a, name)).expect("counted") -= 1;
                    }
                    if let Some(others) = declarers.get(&name) {
                        work.extend(others.iter().filter(|&&d| !dead[d as usize]));
                    }
                }
            }
        }
        let outermost: Vec<u32> = (0..n as u32)
            .filter(|&c| {
                dead[c as usize]
                    && candidates[c as usize]
                        .outer
                        .is_none_or(|o| !dead[o as usize])
            })
            .collect();
        bundles(candidates, &outermost)
    }

    /// The live linemarkers (`# 12 "file.h" 3`) that may simply go, in
    /// document order: they declare and use nothing, and a compiler's
    /// verdict seldom hangs on them, so the unused declarations' first test
    /// takes them too, all together. cpp-clang-ranges-split still held
    /// 1,247 of them (5,731 tokens) after 1,000 calls without.
    pub fn line_markers(&self, edits: &Edits) -> Vec<NodeId> {
        (0..self.nodes.len() as u32)
            .map(NodeId)
            .filter(|&id| {
                self.kind(id) == LINEMARKER && !edits.is_removed(id) && self.node(id).is_optional()
            })
            .collect()
    }

    /// The live comments (as the front-end marked them, from a profile's
    /// `comment_kinds`) that may simply go, in document order. A verdict
    /// seldom hangs on one, so the unused declarations' first test takes
    /// them too, all in one bundle. In the library a JavaScript bundle
    /// wraps, two statements of five are comments: js-underscore-flatten's
    /// factory body held 521 items, and its level took about 350 calls to
    /// delete the comments among them, at no token gain.
    pub fn comments(&self, edits: &Edits) -> Vec<NodeId> {
        self.comments
            .iter()
            .copied()
            .filter(|&id| self.node(id).is_optional() && !edits.is_removed(id))
            .collect()
    }

    /// The declarations [`Tree::unused_declarations`] weighs, in document
    /// order, and the names used outside every one of them.
    pub(super) fn declaration_candidates(&self, edits: &Edits) -> (Vec<Candidate>, Vec<u32>) {
        let mut candidates: Vec<Candidate> = Vec::new();
        let mut outside = Vec::new();
        // (node, whether its parent lists declarations, the candidate it
        // is in, how a name there declares for that candidate)
        let mut stack = vec![(Self::ROOT, false, None::<u32>, Declares::No)];
        while let Some((id, listed, within, declaring)) = stack.pop() {
            let node = self.node(id);
            let group = self.kind(id) == GROUP;
            let lists = id == Self::ROOT || self.is_member_list(id) || self.scopes.contains(&id);
            let holds_list = self.children(id).iter().any(|&c| self.is_member_list(c));
            // Only what may simply go: a declaration the grammar requires
            // (the one of `extern "C" int f();`) would become other text.
            let optional = node.is_optional();
            let (within, declaring) = if listed && optional && !group && !holds_list {
                let c = candidates.len() as u32;
                if let Some(o) = within {
                    candidates[o as usize].inner.push(c);
                }
                candidates.push(Candidate {
                    id,
                    outer: within,
                    declares: Vec::new(),
                    uses: Vec::new(),
                    inner: Vec::new(),
                });
                let declaring = match node.declares {
                    Declares::No if node.name().is_none() => Declares::Yes,
                    own => own,
                };
                (Some(c), declaring)
            } else {
                (within, declaring.through(node.declares))
            };
            if let Some(name) = node.name().filter(|_| !edits.is_replaced(self, id)) {
                match within {
                    Some(c) if declaring != Declares::No => {
                        candidates[c as usize].declares.push(name)
                    }
                    Some(c) => candidates[c as usize].uses.push(name),
                    None => outside.push(name),
                }
            }
            // A group's members stand where it stands.
            let children_listed = lists || (group && listed);
            for &child in self.children(id).iter().rev() {
                if !edits.is_removed(child) {
                    stack.push((child, children_listed, within, declaring));
                }
            }
        }
        for candidate in &mut candidates {
            candidate.declares.sort_unstable();
            candidate.declares.dedup();
        }
        (candidates, outside)
    }
}

/// The `chosen` candidates (outermost, in document order) in bundles
/// joined by names: two that declare the same name, and one that uses (in
/// it or in a candidate inside it) a name the other declares itself. Each
/// bundle in document order, bundles by their first member.
fn bundles(candidates: &[Candidate], chosen: &[u32]) -> Vec<Vec<NodeId>> {
    let mut parent: Vec<usize> = (0..chosen.len()).collect();
    fn root(parent: &mut [usize], mut x: usize) -> usize {
        while parent[x] != x {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        x
    }
    let join = |parent: &mut Vec<usize>, a: usize, b: usize| {
        let (a, b) = (root(parent, a), root(parent, b));
        parent[a.max(b)] = a.min(b);
    };
    // Each chosen candidate's own declared names (a class's members are
    // of its own scope, and every trait class declares a `type`), and the
    // names used in it and inside.
    let names = |c: u32| {
        let mut used = Vec::new();
        let mut stack = vec![c];
        while let Some(x) = stack.pop() {
            let candidate = &candidates[x as usize];
            used.extend(&candidate.uses);
            stack.extend(&candidate.inner);
        }
        (candidates[c as usize].declares.clone(), used)
    };
    let named: Vec<(Vec<u32>, Vec<u32>)> = chosen.iter().map(|&c| names(c)).collect();
    let mut first_declarer: HashMap<u32, usize> = HashMap::new();
    for (k, (declared, _)) in named.iter().enumerate() {
        for &name in declared {
            let first = *first_declarer.entry(name).or_insert(k);
            join(&mut parent, first, k);
        }
    }
    for (k, (_, used)) in named.iter().enumerate() {
        for name in used {
            if let Some(&d) = first_declarer.get(name) {
                join(&mut parent, d, k);
            }
        }
    }
    let mut bundles: Vec<Vec<NodeId>> = Vec::new();
    let mut bundle_of: HashMap<usize, usize> = HashMap::new();
    for (k, &c) in chosen.iter().enumerate() {
        let r = root(&mut parent, k);
        let b = *bundle_of.entry(r).or_insert_with(|| {
            bundles.push(Vec::new());
            bundles.len() - 1
        });
        bundles[b].push(candidates[c as usize].id);
    }
    bundles
}

#[cfg(test)]
mod tests {
    use super::super::TreeBuilder;
    use super::*;

    /// Adds a declaration `decl` over `span` to `parent`, declaring the
    /// name at `declared` and using the name at `used`.
    fn declaration(
        b: &mut TreeBuilder,
        parent: NodeId,
        span: std::ops::Range<usize>,
        declared: Option<std::ops::Range<usize>>,
        used: Option<std::ops::Range<usize>>,
    ) -> NodeId {
        let decl = b.add(parent, "decl", span, 0);
        if let Some(at) = declared {
            let name = b.add(decl, "id", at, 1);
            b.set_name(name);
            b.set_declares(name, Declares::Yes);
        }
        if let Some(at) = used {
            let name = b.add(decl, "id", at, 1);
            b.set_name(name);
        }
        decl
    }

    #[test]
    fn declarations_used_only_by_unused_ones_are_unused_too() {
        // a; b uses a; c uses c (itself) ; d uses b; main uses e; e.
        // d is unused, so b is, so a is; c uses only itself; main is an
        // entry point and uses e.
        let src = b"a; b a; c c; d b; main e; e;".to_vec();
        let mut b = TreeBuilder::new(src, true);
        let a = declaration(&mut b, Tree::ROOT, 0..2, Some(0..1), None);
        let bb = declaration(&mut b, Tree::ROOT, 3..7, Some(3..4), Some(5..6));
        let c = declaration(&mut b, Tree::ROOT, 8..12, Some(8..9), Some(10..11));
        let d = declaration(&mut b, Tree::ROOT, 13..17, Some(13..14), Some(15..16));
        declaration(&mut b, Tree::ROOT, 18..25, Some(18..22), Some(23..24));
        declaration(&mut b, Tree::ROOT, 26..28, Some(26..27), None);
        let mut tree = b.finish();
        let edits = Edits::new(&tree);
        assert_eq!(
            tree.unused_declarations(&edits).concat().len(),
            6,
            "without entry points main is unused, and e with it"
        );
        tree.set_entry_points(&["main".to_string()]);
        // b uses a and d uses b: one bundle; c another.
        assert_eq!(tree.unused_declarations(&edits), [vec![a, bb, d], vec![c]]);
        // What the edits took out uses nothing.
        let mut edits = edits;
        edits.reduce(&tree, d);
        assert_eq!(tree.unused_declarations(&edits), [vec![a, bb], vec![c]]);
    }

    #[test]
    fn scopes_are_looked_into_and_member_lists_only_through() {
        // class K { f; g uses f; } ; namespace N { h; } ; K used outside.
        // The class is used, so only its member g (which nothing uses)
        // goes; the namespace is never offered, its h is.
        let src = b"K { f; g f; } N { h; } K".to_vec();
        let mut b = TreeBuilder::new(src, true);
        let class = declaration(&mut b, Tree::ROOT, 0..13, Some(0..1), None);
        let body = b.add(class, "body", 2..13, 0);
        declaration(&mut b, body, 4..6, Some(4..5), None);
        let g = declaration(&mut b, body, 7..11, Some(7..8), Some(9..10));
        let namespace = b.add(Tree::ROOT, "namespace", 14..22, 0);
        let list = b.add(namespace, "list", 16..22, 0);
        let h = declaration(&mut b, list, 18..20, Some(18..19), None);
        let user = b.add(Tree::ROOT, "use", 23..24, 1);
        b.set_name(user);
        let mut tree = b.finish();
        tree.set_member_lists([list]);
        let edits = Edits::new(&tree);
        assert_eq!(
            tree.unused_declarations(&edits),
            [vec![h]],
            "no scopes: g is part of K"
        );
        tree.set_scopes([body]);
        // g goes; then f is used by nothing left.
        let f = tree.children(body)[0];
        assert_eq!(tree.unused_declarations(&edits), [vec![f, g], vec![h]]);
    }
}
