//! The hoist candidates of a tree's nodes, kept in two flat arrays sorted
//! by node: a 4 MB C++ file has 200,000 nodes with one or two, and a map
//! of boxed lists took 11 MB of heap there, besides an allocation each.

use super::{Hoist, NodeId};

/// Each node's hoist candidates, largest first.
#[derive(Debug, Default)]
pub(super) struct Hoists {
    /// The node each of `parts` belongs to, ascending.
    nodes: Vec<NodeId>,
    parts: Vec<Hoist>,
}

impl Hoists {
    /// A node's candidates (none for most).
    pub(super) fn of(&self, id: NodeId) -> &[Hoist] {
        let from = self.nodes.partition_point(|&n| n < id);
        let to = from + self.nodes[from..].partition_point(|&n| n == id);
        &self.parts[from..to]
    }

    /// Makes `parts` a node's candidates, in place of any it had. Nodes set
    /// in ascending order are appended; any other order moves what follows
    /// (a front-end sets them in order: XML's 10,000 nested elements set
    /// inner first took a second per parse).
    pub(super) fn set(&mut self, id: NodeId, parts: Vec<Hoist>) {
        let from = self.nodes.partition_point(|&n| n < id);
        let to = from + self.nodes[from..].partition_point(|&n| n == id);
        let count = parts.len();
        // Grown by an eighth, not doubled: kept for the whole run.
        let room = count.max(self.parts.len() / 8);
        self.parts.reserve_exact(room);
        self.nodes.reserve_exact(room);
        self.parts.splice(from..to, parts);
        self.nodes.splice(from..to, std::iter::repeat_n(id, count));
    }

    /// Every node with candidates, ascending, and its candidates.
    pub(super) fn iter(&self) -> impl Iterator<Item = (NodeId, &[Hoist])> {
        self.nodes.chunk_by(|a, b| a == b).scan(0, |at, run| {
            let parts = &self.parts[*at..*at + run.len()];
            *at += run.len();
            Some((run[0], parts))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn part(start: u32) -> Hoist {
        Hoist {
            start,
            end: start + 1,
            tokens: 1,
        }
    }

    #[test]
    fn candidates_set_in_any_order_are_found_by_node_and_replaced() {
        let mut hoists = Hoists::default();
        hoists.set(NodeId(5), vec![part(50), part(51)]);
        hoists.set(NodeId(2), vec![part(20)]);
        hoists.set(NodeId(9), vec![part(90)]);
        hoists.set(NodeId(5), vec![part(52)]);
        hoists.set(NodeId(9), Vec::new());
        assert_eq!(hoists.of(NodeId(5)), &[part(52)]);
        assert_eq!(hoists.of(NodeId(2)), &[part(20)]);
        assert!(hoists.of(NodeId(9)).is_empty());
        assert!(hoists.of(NodeId(3)).is_empty());
        let all: Vec<(NodeId, Vec<Hoist>)> = hoists
            .iter()
            .map(|(id, parts)| (id, parts.to_vec()))
            .collect();
        assert_eq!(
            all,
            vec![(NodeId(2), vec![part(20)]), (NodeId(5), vec![part(52)])]
        );
    }
}
