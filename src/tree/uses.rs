//! Declarations that only a few small table entries use, each bundled with
//! those entries: a joint edit for where deleting the declaration alone breaks
//! its uses and deleting a use alone saves next to nothing. A bundle's
//! export table is the shape: `var allExports = { map: map, flatten:
//! flatten, ... }` names every function of the library, so no function can
//! go before its entry, and each entry is three tokens that a level-by-level
//! walk reaches only after the levels above it.

use super::build::GROUP;
use super::{Edits, NodeId, Tree};
use std::collections::HashMap;

/// A use is taken with its declaration only inside a table entry of at
/// most this many live tokens (an object entry `map: map`): a larger one
/// holds more than the use.
const SMALL_USE: u64 = 8;

/// A declaration with more uses than this is not bundled with them: each
/// use is a place the bundle may break.
const FEW_USES: usize = 4;

impl Tree {
    /// The live declarations (as [`Tree::unused_declarations`] finds them:
    /// children of the root, of a member list or of a scope) that declare
    /// names no other declaration declares and that are used, outside
    /// themselves, at most [`FEW_USES`] times, each use inside a table
    /// entry of at most [`SMALL_USE`] live tokens that does not hold the
    /// declaration: each bundled with the entry around each use (the first
    /// optional node up from the name). Bundles are disjoint
    /// and in document order. Names by text, no scopes: a guess, which the
    /// oracle checks.
    pub fn declarations_with_uses(&self, edits: &Edits) -> Vec<Vec<NodeId>> {
        if !self.declarations || self.tables.is_empty() {
            return Vec::new();
        }
        let (candidates, _) = self.declaration_candidates(edits);
        // Per name, the one candidate declaring it (`None`: several do).
        let mut declarer: HashMap<u32, Option<u32>> = HashMap::new();
        for (c, candidate) in candidates.iter().enumerate() {
            for &name in &candidate.declares {
                declarer
                    .entry(name)
                    .and_modify(|d| *d = None)
                    .or_insert(Some(c as u32));
            }
        }
        for name in &self.entry_names {
            declarer.insert(*name, None);
        }
        // Per candidate, the places around its uses; `None` once a use
        // has no small place around it, or the uses are too many.
        let mut places: HashMap<u32, Option<Vec<NodeId>>> = HashMap::new();
        let inside = |id: NodeId, outer: NodeId| {
            let (a, b) = (self.node(id), self.node(outer));
            b.start <= a.start && a.end <= b.end
        };
        for index in 0..self.nodes.len() as u32 {
            let id = NodeId(index);
            if edits.is_removed(id) {
                continue;
            }
            let Some(name) = self.live_name(edits, id, self.node(id)) else {
                continue;
            };
            let Some(&Some(c)) = declarer.get(&name) else {
                continue;
            };
            let declaration = candidates[c as usize].id;
            if inside(id, declaration) {
                continue;
            }
            let entry = places.entry(c).or_insert_with(|| Some(Vec::new()));
            let Some(found) = entry else {
                continue;
            };
            match self.place_of_use(edits, id) {
                Some(place) if !inside(declaration, place) && found.len() < FEW_USES => {
                    if !found.contains(&place) {
                        found.push(place);
                    }
                }
                _ => *entry = None,
            }
        }
        let mut claimed: Vec<NodeId> = Vec::new();
        let mut bundles = Vec::new();
        let mut found: Vec<(u32, Vec<NodeId>)> = places
            .into_iter()
            .filter_map(|(c, places)| Some((c, places?)))
            .collect();
        found.sort_unstable_by_key(|(c, _)| candidates[*c as usize].id);
        for (c, uses) in found {
            // The outermost places only: one inside another goes with it.
            let within = |a: NodeId| uses.iter().any(|&b| b != a && inside(a, b));
            let outermost = uses.iter().copied().filter(|&a| !within(a));
            let mut bundle = vec![candidates[c as usize].id];
            bundle.extend(outermost);
            let overlaps = |a: NodeId| claimed.iter().any(|&b| inside(a, b) || inside(b, a));
            if bundle.iter().any(|&a| overlaps(a)) {
                continue;
            }
            bundle.sort_unstable();
            claimed.extend(&bundle);
            bundles.push(bundle);
        }
        bundles
    }

    /// The first optional node up from the name `id` (itself included,
    /// groups seen through), if it is an entry of a table (a child of a
    /// node the profile's `declarations.tables` names) of at most
    /// [`SMALL_USE`] live tokens. Statements that use a name are what the
    /// list algorithms weigh anyway: on smtlib-qflia-nonlinear, each
    /// `declare-fun` with the few small terms using it made 24 bundles,
    /// all refused, in 26 calls.
    fn place_of_use(&self, edits: &Edits, id: NodeId) -> Option<NodeId> {
        let mut at = id;
        loop {
            let node = self.node(at);
            let mut parent = node.parent()?;
            if node.is_optional() && self.kind(at) != GROUP {
                while self.kind(parent) == GROUP {
                    parent = self.node(parent).parent()?;
                }
                let small = edits.live_tokens(self, at) <= SMALL_USE;
                return (small && self.tables.contains(&parent)).then_some(at);
            }
            at = parent;
        }
    }
}
