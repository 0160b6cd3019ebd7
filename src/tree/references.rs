//! Which items of an HDD level need which others: an item needs the items
//! that declare a name it uses (as the front-end's profile marks
//! declarations, [`Node::declares`]), the item it is inside (a declaration
//! its namespace block), and, when it has no name, the item before it in
//! its block, which needs it back. Names only, no scopes: the closures are
//! a guess the oracle checks, not a semantic analysis.

use super::build::GROUP;
use super::{Declares, Edits, Node, NodeId, Tree};
use crate::algo::Dependencies;
use std::collections::HashMap;

impl Tree {
    /// The items of a level's closures: the live `level` nodes `is_item`
    /// accepts, and, in each of them and below, the declarations of every
    /// [member list](Tree::is_member_list) (a namespace's, inside the
    /// namespace). A level holding `namespace std { ... }` blocks then
    /// offers each declaration in them, in document order after the block:
    /// a bug in one of 10,000 templates of libstdc++ keeps that template
    /// and what it needs, not every block it is in. Groups are seen
    /// through, not offered.
    pub fn closure_items(
        &self,
        edits: &Edits,
        level: &[NodeId],
        is_item: impl Fn(NodeId) -> bool,
    ) -> Vec<NodeId> {
        let mut items = Vec::with_capacity(level.len());
        let mut stack: Vec<(NodeId, bool)> = level.iter().rev().map(|&id| (id, true)).collect();
        // (node, whether it is a candidate item itself)
        while let Some((id, candidate)) = stack.pop() {
            if edits.is_removed(id) {
                continue;
            }
            let group = self.kind(id) == GROUP;
            if candidate && !group && is_item(id) {
                items.push(id);
            }
            let below = self.children(id).iter().rev();
            if self.is_member_list(id) {
                stack.extend(below.map(|&c| (c, true)));
            } else if group && candidate {
                // A group's members stand where it stands.
                stack.extend(below.map(|&c| (c, true)));
            } else if !self.member_lists.is_empty() {
                stack.extend(below.map(|&c| (c, false)));
            }
        }
        items
    }

    /// The dependencies between the live `items` (nodes of one level, or
    /// [`closure_items`](Tree::closure_items)) on top of `edits`. A name in
    /// an item's subtree, and not in an item inside it, is a use; it is
    /// also a declaration of the item when every node on the way up to the
    /// item [`declares`](Node::declares). Names anywhere else in the live
    /// tree are uses from outside. An item inside another needs it.
    pub fn dependencies(&self, edits: &Edits, items: &[NodeId]) -> Dependencies {
        let mut deps = Dependencies {
            uses: vec![Vec::new(); items.len()],
            ..Dependencies::default()
        };
        if !self.declarations {
            return deps;
        }
        let item_at: HashMap<NodeId, u32> = items
            .iter()
            .enumerate()
            .map(|(i, &id)| (id, i as u32))
            .collect();
        // The tree's name indices, renumbered densely for this level.
        let mut dense: HashMap<u32, u32> = HashMap::new();
        // (name, item) where the item's declaration of the name reopens it.
        let mut reopened: Vec<(u32, u32)> = Vec::new();
        // (node, the item it is in, how a name there declares for it,
        // whether it stands for the item: the item, or a member of a group
        // that stands for it)
        let mut stack = vec![(Self::ROOT, None::<u32>, Declares::No, false)];
        // (item, the item it is inside)
        let mut nested: Vec<(u32, u32)> = Vec::new();
        while let Some((id, item, declaring, parent_stands)) = stack.pop() {
            let node = self.node(id);
            let (item, stands) = match (item_at.get(&id), item) {
                (Some(&i), outer) => {
                    nested.extend(outer.map(|o| (i, o)));
                    (Some(i), true)
                }
                (None, _) => (item, parent_stands),
            };
            let declaring = match stands {
                // An item declares what it holds, unless it is a bare name.
                true if node.name().is_none() && node.declares == Declares::No => Declares::Yes,
                true => node.declares,
                false => declaring.through(node.declares),
            };
            // A group's members stand for it: a group of 64 declarations
            // declares what each of them does.
            let stands = stands && self.kind(id) == GROUP;
            if let Some(name) = self.live_name(edits, id, node) {
                let next = dense.len() as u32;
                let name = *dense.entry(name).or_insert_with(|| {
                    deps.declared_by.push(Vec::new());
                    next
                });
                match item {
                    Some(i) => {
                        deps.uses[i as usize].push(name);
                        if declaring != Declares::No {
                            deps.declared_by[name as usize].push(i);
                        }
                        if declaring == Declares::Reopened {
                            reopened.push((name, i));
                        }
                    }
                    None => deps.used_outside.push(name),
                }
            }
            for &child in self.children(id) {
                if !edits.is_removed(child) {
                    stack.push((child, item, declaring, stands));
                }
            }
        }
        if !deps.any() {
            return deps;
        }
        // An item without any name or item inside (a stray `}` a parse
        // error left at file scope, a `;`, a linemarker) goes with the item
        // before it in the same block (or with the block, if first), both
        // ways: names cannot say what it closes or ends, and a `}` kept
        // without what it closes breaks the file.
        let mut outer_of: Vec<Option<u32>> = vec![None; items.len()];
        let mut holds_items = vec![false; items.len()];
        for &(i, outer) in &nested {
            outer_of[i as usize] = Some(outer);
            holds_items[outer as usize] = true;
        }
        let mut last_in: HashMap<Option<u32>, u32> = HashMap::new();
        for i in 0..items.len() {
            let outer = outer_of[i];
            let before = last_in.insert(outer, i as u32).or(outer);
            if let Some(before) = before
                && deps.uses[i].is_empty()
                && !holds_items[i]
            {
                for (user, declarer) in [(before, i as u32), (i as u32, before)] {
                    deps.declared_by.push(vec![declarer]);
                    deps.uses[user as usize].push(deps.declared_by.len() as u32 - 1);
                }
            }
        }
        for list in deps.uses.iter_mut().chain(&mut deps.declared_by) {
            list.sort_unstable();
            list.dedup();
        }
        // A use of a reopened name needs its first declaration, not every
        // block that reopens it (a struct of the same name still counts).
        reopened.sort_unstable();
        reopened.dedup();
        for (name, declarers) in deps.declared_by.iter_mut().enumerate() {
            let Some(first) = declarers.first().copied() else {
                continue;
            };
            declarers.retain(|&i| i == first || reopened.binary_search(&(name as u32, i)).is_err());
        }
        // An item that declares a name itself needs the declaration of it
        // just before its own (and so, in turn, every earlier one): a
        // definition needs its forward declaration, a specialization its
        // primary template, `using ::__gnu_cxx::div;` the `div` it names,
        // but a primary template needs none of its specializations, nor an
        // overload the ones after it.
        let mut previous: HashMap<(u32, u32), u32> = HashMap::new();
        for i in 0..deps.uses.len() {
            let mut uses = std::mem::take(&mut deps.uses[i]);
            uses.retain_mut(|name| {
                let declarers = &deps.declared_by[*name as usize];
                let Ok(at) = declarers.binary_search(&(i as u32)) else {
                    return true;
                };
                if at == 0 {
                    return false;
                }
                let before = declarers[at - 1];
                *name = *previous.entry((*name, before)).or_insert_with(|| {
                    deps.declared_by.push(vec![before]);
                    deps.declared_by.len() as u32 - 1
                });
                true
            });
            uses.sort_unstable();
            uses.dedup();
            deps.uses[i] = uses;
        }
        // A declaration inside a namespace cannot stay without it: one name
        // per enclosing item, which only that item declares.
        let mut inside: HashMap<u32, u32> = HashMap::new();
        for (i, outer) in nested {
            let name = *inside.entry(outer).or_insert_with(|| {
                deps.declared_by.push(vec![outer]);
                deps.declared_by.len() as u32 - 1
            });
            deps.uses[i as usize].push(name);
        }
        deps.used_outside.sort_unstable();
        deps.used_outside.dedup();
        deps
    }

    /// The name a live node is, unless an edit replaced it by other text.
    pub(super) fn live_name(&self, edits: &Edits, id: NodeId, node: &Node) -> Option<u32> {
        node.name().filter(|_| !edits.is_replaced(self, id))
    }
}

impl Declares {
    /// How a name declared in a node reaches the item, given how names in
    /// the node's parent reach the item (`self`) and how the node's names
    /// reach its parent (`below`): any `No` on the way stops it, any
    /// `Reopened` marks it.
    pub(super) fn through(self, below: Declares) -> Declares {
        match (self, below) {
            (Declares::No, _) | (_, Declares::No) => Declares::No,
            (Declares::Reopened, _) | (_, Declares::Reopened) => Declares::Reopened,
            _ => Declares::Yes,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::TreeBuilder;
    use super::*;

    #[test]
    fn items_need_the_items_declaring_what_they_use() {
        // "T a; U b = a; c = b;" with declarators marked: the first two
        // items declare a and b; the third declares nothing (its name is
        // not in a declaring place) and uses c and b.
        let src = b"T a; U b = a; c = b;".to_vec();
        let mut b = TreeBuilder::new(src, true);
        let name = |b: &mut TreeBuilder, parent, span: std::ops::Range<usize>| {
            let id = b.add(parent, "id", span, 1);
            b.set_name(id);
            id
        };
        let d1 = b.add(Tree::ROOT, "decl", 0..4, 0);
        name(&mut b, d1, 0..1);
        let a = name(&mut b, d1, 2..3);
        b.set_declares(a, Declares::Yes);
        let d2 = b.add(Tree::ROOT, "decl", 5..13, 0);
        name(&mut b, d2, 5..6);
        let init = b.add(d2, "init", 7..12, 0);
        b.set_declares(init, Declares::Yes);
        let declared = name(&mut b, init, 7..8);
        b.set_declares(declared, Declares::Yes);
        name(&mut b, init, 11..12);
        let s = b.add(Tree::ROOT, "stmt", 14..20, 0);
        name(&mut b, s, 14..15);
        name(&mut b, s, 18..19);
        let tree = b.finish();
        let edits = Edits::new(&tree);
        let items = tree.top_level(&edits);
        let deps = tree.dependencies(&edits, &items);
        let needs = |i: usize| -> Vec<u32> {
            let mut needs: Vec<u32> = deps.uses[i]
                .iter()
                .flat_map(|&n| deps.declared_by[n as usize].iter().copied())
                .filter(|&j| j as usize != i)
                .collect();
            needs.sort_unstable();
            needs.dedup();
            needs
        };
        assert_eq!([needs(0), needs(1), needs(2)], [vec![], vec![0], vec![1]]);
        assert!(deps.used_outside.is_empty());

        // One level down in the second declaration: `U` and `b = a` are
        // items, everything else is outside and uses `a`, `b`, `c`, `T`.
        let items = tree.children(d2).to_vec();
        let deps = tree.dependencies(&edits, &items);
        let declaring: Vec<usize> = (0..items.len())
            .filter(|&i| deps.declared_by.iter().any(|d| d.contains(&(i as u32))))
            .collect();
        assert_eq!(declaring, [1]);
        assert_eq!(deps.used_outside.len(), 4);
    }

    #[test]
    fn a_group_of_declarations_declares_what_its_members_do() {
        // 32 declarations at file scope, grouped two to a group; the last
        // uses the name the first declares.
        let src: String = (0..32).map(|k| format!("n{k:02}; ")).collect();
        let mut src = src.into_bytes();
        src[31 * 5..31 * 5 + 3].copy_from_slice(b"n00");
        let mut b = TreeBuilder::new(src, true);
        b.set_group_width(16);
        for k in 0..32 {
            let decl = b.add(Tree::ROOT, "decl", k * 5..k * 5 + 4, 0);
            let name = b.add(decl, "id", k * 5..k * 5 + 3, 1);
            b.set_name(name);
            if k < 31 {
                b.set_declares(name, Declares::Yes);
            }
        }
        let tree = b.finish();
        let edits = Edits::new(&tree);
        let items = tree.top_level(&edits);
        assert_eq!(items.len(), 16);
        assert!(items.iter().all(|&g| tree.kind(g) == GROUP));
        let deps = tree.dependencies(&edits, &items);
        let needed: Vec<u32> = deps.uses[15]
            .iter()
            .flat_map(|&n| deps.declared_by[n as usize].iter().copied())
            .collect();
        assert_eq!(needed, [0]);
    }
}
