//! The driver's costlier tree computations (closure items, names'
//! dependencies, the closures' order, unused declarations, line markers),
//! kept for the dry runs that look
//! ahead. Each dry run replays the pass under way from its start (see
//! [`super::forecast`]), so on a megabyte input it computed them all again:
//! on cpp-clang-ranges-split's first pass a look-ahead took 0.4 s, most of
//! it there, the runner's thread starting and committing nothing
//! meanwhile, again and again while the pass's last levels ran on a few
//! kilobytes.
//!
//! Invariant: the real run stores what it computes and never reads; dry
//! runs read and store. Entries are keyed by the pass's tree (its source:
//! node ids are a tree's own), the best so far (which the pass's edits
//! render) and the nodes asked about, so a stale or
//! colliding entry could only make a look-ahead guess wrong, never change
//! what the real run tests.

use crate::algo::{Closures, Dependencies};
use crate::runner::{self, Key};
use crate::tree::{NodeId, Tree};
use std::collections::HashMap;
use std::hash::{BuildHasher, Hash, RandomState};
use std::sync::{Arc, Mutex};

/// A run's memo: the real run's stores, a dry run's copy also reads.
#[derive(Default)]
pub(super) struct Memo {
    tables: Arc<Mutex<Tables>>,
    reads: bool,
}

#[derive(Default)]
struct Tables {
    /// Per (tree, best, closure items): the items' dependencies.
    dependencies: HashMap<(Key, Key, u64), Arc<Dependencies>>,
    /// Per (tree, best, closure items): the closures' list algorithm as it
    /// starts.
    closures: HashMap<(Key, Key, u64), Closures>,
    /// Per (tree, best, level): the level's closure items.
    closure_items: HashMap<(Key, Key, u64), Vec<NodeId>>,
    /// Per (tree, best): the bundles of unused declarations and line
    /// markers.
    unused: HashMap<(Key, Key), Vec<Vec<NodeId>>>,
    /// Hashes node lists into keys, the same way for every run sharing
    /// the tables.
    hasher: RandomState,
}

/// A key for a computation over `nodes` of `tree` on top of the edits
/// that render `best`.
pub(super) struct Asked<'n> {
    tree: Key,
    best: Key,
    nodes: &'n [NodeId],
}

impl<'n> Asked<'n> {
    /// Asks about `nodes` of `tree` where its edits render `best`.
    pub(super) fn new(tree: &Tree, best: &[u8], nodes: &'n [NodeId]) -> Self {
        Asked {
            tree: runner::key(tree.source()),
            best: runner::key(best),
            nodes,
        }
    }
}

impl Memo {
    /// The memo a dry run gets: it reads what the real run and earlier dry
    /// runs stored.
    pub(super) fn for_dry_run(&self) -> Memo {
        Memo {
            tables: Arc::clone(&self.tables),
            reads: true,
        }
    }

    /// Forgets everything (at a pass's start: what the last pass's tree
    /// computed is of no use to this one's).
    pub(super) fn clear(&self) {
        let mut tables = self.lock();
        tables.dependencies.clear();
        tables.closures.clear();
        tables.closure_items.clear();
        tables.unused.clear();
    }

    /// The closure items of the level `asked` names.
    pub(super) fn closure_items(
        &self,
        asked: &Asked,
        compute: impl FnOnce() -> Vec<NodeId>,
    ) -> Vec<NodeId> {
        let key = self.key(asked);
        self.through(|t| &mut t.closure_items, key, compute)
    }

    /// The dependencies of the closure items `asked` names.
    pub(super) fn dependencies(
        &self,
        asked: &Asked,
        compute: impl FnOnce() -> Dependencies,
    ) -> Arc<Dependencies> {
        let key = self.key(asked);
        self.through(|t| &mut t.dependencies, key, || Arc::new(compute()))
    }

    /// The closures' list algorithm over the closure items `asked` names.
    pub(super) fn closures(&self, asked: &Asked, compute: impl FnOnce() -> Closures) -> Closures {
        let key = self.key(asked);
        self.through(|t| &mut t.closures, key, compute)
    }

    /// The bundles of unused declarations and line markers of the tree
    /// and best `asked` names (its nodes are not looked at).
    pub(super) fn unused(
        &self,
        asked: &Asked,
        compute: impl FnOnce() -> Vec<Vec<NodeId>>,
    ) -> Vec<Vec<NodeId>> {
        self.through(|t| &mut t.unused, (asked.tree, asked.best), compute)
    }

    fn key(&self, asked: &Asked) -> (Key, Key, u64) {
        let nodes = self.lock().hasher.hash_one(asked.nodes);
        (asked.tree, asked.best, nodes)
    }

    /// The value at `key` in the table `table` picks, where this run reads
    /// and it is there; else `compute`'s, stored.
    fn through<K: Hash + Eq, V: Clone>(
        &self,
        table: impl Fn(&mut Tables) -> &mut HashMap<K, V>,
        key: K,
        compute: impl FnOnce() -> V,
    ) -> V {
        if self.reads
            && let Some(value) = table(&mut self.lock()).get(&key)
        {
            return value.clone();
        }
        let value = compute();
        table(&mut self.lock()).insert(key, value.clone());
        value
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Tables> {
        self.tables.lock().unwrap_or_else(|e| e.into_inner())
    }
}

#[cfg(test)]
mod tests {
    use super::{Asked, Memo};
    use crate::frontend::{Frontend, Lang};
    use crate::tree::NodeId;

    #[test]
    fn the_real_run_stores_and_only_a_dry_run_reads() {
        let text = Frontend::new(Lang::Text);
        let tree = text.parse(b"a b\nc d\n".to_vec()).unwrap();
        let other_tree = text.parse(b"a b\n".to_vec()).unwrap();
        let real = Memo::default();
        let dry = real.for_dry_run();
        let unused = |id| move || vec![vec![NodeId(id)]];
        let at = |tree, best| Asked::new(tree, best, &[]);
        // The real run computes every time, and stores.
        assert_eq!(real.unused(&at(&tree, b"best"), unused(1)), [[NodeId(1)]]);
        assert_eq!(real.unused(&at(&tree, b"best"), unused(2)), [[NodeId(2)]]);
        // A dry run reads the last stored; another best or another tree
        // is computed (and stored).
        assert_eq!(dry.unused(&at(&tree, b"best"), unused(3)), [[NodeId(2)]]);
        assert_eq!(dry.unused(&at(&tree, b"other"), unused(4)), [[NodeId(4)]]);
        assert_eq!(dry.unused(&at(&tree, b"other"), unused(5)), [[NodeId(4)]]);
        assert_eq!(
            dry.unused(&at(&other_tree, b"best"), unused(6)),
            [[NodeId(6)]]
        );
        // Keys of node lists: other nodes, another key.
        let nodes = [NodeId(1), NodeId(2)];
        let key = dry.key(&Asked::new(&tree, b"best", &nodes));
        assert_eq!(key, dry.key(&Asked::new(&tree, b"best", &nodes)));
        assert_ne!(
            key,
            dry.key(&Asked::new(&tree, b"best", &[NodeId(2), NodeId(1)]))
        );
        assert_ne!(key, dry.key(&Asked::new(&tree, b"other", &nodes)));
        assert_ne!(key, dry.key(&Asked::new(&other_tree, b"best", &nodes)));
        real.clear();
        assert_eq!(dry.unused(&at(&tree, b"best"), unused(7)), [[NodeId(7)]]);
    }
}
