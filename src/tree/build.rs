//! Building a [`Tree`]: front-ends add nodes in any order; `finish` sorts the
//! children, sets depths and sums the token counts up the tree.

use super::{Declares, Node, NodeId, Role, Separators, Tree};
use std::collections::{BTreeMap, HashMap};
use std::ops::Range;

/// The most groups a run of removable siblings is split into (see
/// [`TreeBuilder::finish`]).
pub const GROUP_FANOUT: usize = 16;

/// The longest run of removable siblings left ungrouped unless a front-end
/// says otherwise: grammars give siblings meaning HDD should see, so only
/// runs far wider than real code (always-interesting oracles on megabytes
/// of statements) are grouped.
pub const DEFAULT_GROUP_WIDTH: usize = 1024;

/// The kind of the nodes that group runs of many removable siblings.
pub const GROUP: &str = "group";

/// The kind of the nodes [`TreeBuilder::wrap_units`] makes as a profile's
/// `units` says (an LLVM basic block).
pub const BLOCK: &str = "block";

/// The kind of a preprocessor linemarker line (`# 12 "file.h" 3`) that a
/// front-end hid from its parser and put back as a node of its own.
pub const LINEMARKER: &str = "linemarker";

/// Collects nodes for a [`Tree`]; the root (the whole input) exists from the start.
pub struct TreeBuilder {
    source: Vec<u8>,
    separate_words: bool,
    kinds: Vec<String>,
    kind_ids: HashMap<String, u16>,
    spans: Vec<(u16, u32, u32, Option<NodeId>, u64)>,
    roles: Vec<Role>,
    declares: Vec<Declares>,
    is_name: Vec<bool>,
    /// Names that are a part of their node's text (see
    /// [`set_name_within`](TreeBuilder::set_name_within)), by node index.
    name_within: HashMap<usize, Range<usize>>,
    replacements: Vec<(Vec<u8>, u64)>,
    replacement_ids: HashMap<Vec<u8>, u32>,
    group_width: usize,
    /// Where each token is: (start, end, tokens there).
    token_spans: Vec<(u32, u32, u32)>,
}

impl TreeBuilder {
    /// Starts a tree over `source` whose root has the kind `document`.
    /// `separate_words`: see [`Tree::separates_words`].
    pub fn new(source: Vec<u8>, separate_words: bool) -> Self {
        let len =
            u32::try_from(source.len()).expect("inputs over 4 GiB are refused before parsing");
        let mut b = TreeBuilder {
            source,
            separate_words,
            kinds: Vec::new(),
            kind_ids: HashMap::new(),
            spans: Vec::new(),
            roles: Vec::new(),
            declares: Vec::new(),
            is_name: Vec::new(),
            name_within: HashMap::new(),
            replacements: Vec::new(),
            replacement_ids: HashMap::new(),
            group_width: DEFAULT_GROUP_WIDTH,
            token_spans: Vec::new(),
        };
        let kind = b.intern("document");
        b.spans.push((kind, 0, len, None, 0));
        b.roles.push(Role::Required);
        b.declares.push(Declares::No);
        b.is_name.push(false);
        b
    }

    /// The input bytes the tree is built over.
    pub fn source(&self) -> &[u8] {
        &self.source
    }

    /// The byte span of a node added earlier.
    pub fn span(&self, id: NodeId) -> Range<usize> {
        let (_, s, e, _, _) = self.spans[id.index()];
        s as usize..e as usize
    }

    /// Adds a node under `parent` spanning `span`, carrying `own_tokens` tokens
    /// that belong to it but to none of its children; a node that carries
    /// tokens is one token (or a few words) where it stands: a leaf, an
    /// atomic string, a one-word line.
    pub fn add(
        &mut self,
        parent: NodeId,
        kind: &str,
        span: Range<usize>,
        own_tokens: u64,
    ) -> NodeId {
        debug_assert!(span.start <= span.end && span.end <= self.source.len());
        let kind = self.intern(kind);
        let id = NodeId(self.spans.len() as u32);
        self.spans.push((
            kind,
            span.start as u32,
            span.end as u32,
            Some(parent),
            own_tokens,
        ));
        self.roles.push(Role::Optional {
            separators: [None, None],
        });
        self.declares.push(Declares::No);
        self.is_name.push(false);
        self.note_tokens(span, own_tokens);
        id
    }

    /// Sets what taking a node out means (nodes start [`Role::Optional`]
    /// without a separator).
    pub fn set_role(&mut self, id: NodeId, role: Role) {
        self.roles[id.index()] = role;
    }

    /// Says how names declared in a node reach its parent (see
    /// [`Node::declares`]; nodes start with [`Declares::No`]).
    pub fn set_declares(&mut self, id: NodeId, declares: Declares) {
        self.declares[id.index()] = declares;
    }

    /// Marks a node (a leaf) as a name: names with equal texts get the
    /// same [`Node::name`].
    pub fn set_name(&mut self, id: NodeId) {
        self.is_name[id.index()] = true;
    }

    /// Marks a node (a leaf) as a name whose text is `within`, a part of
    /// its own (the package a Go import path names): equal to the names
    /// with that text.
    pub fn set_name_within(&mut self, id: NodeId, within: Range<usize>) {
        self.is_name[id.index()] = true;
        self.name_within.insert(id.index(), within);
    }

    /// Registers a replacement text of `tokens` tokens; returns its index
    /// for [`Role::Replaceable`] (equal texts share one).
    pub fn add_replacement(&mut self, text: &[u8], tokens: u64) -> u32 {
        if let Some(&r) = self.replacement_ids.get(text) {
            return r;
        }
        let r = u32::try_from(self.replacements.len()).expect("fewer than 2^32 replacements");
        self.replacements.push((text.to_vec(), tokens));
        self.replacement_ids.insert(text.to_vec(), r);
        r
    }

    /// Moves the end of a node added earlier (an XML element learns its end at
    /// its end tag).
    pub fn set_end(&mut self, id: NodeId, end: usize) {
        self.spans[id.index()].2 = end as u32;
    }

    /// Adds tokens at `span` to a node that belong to none of its children
    /// (an anonymous `;` of a statement, an end tag).
    pub fn add_tokens(&mut self, id: NodeId, span: Range<usize>, tokens: u64) {
        self.spans[id.index()].4 += tokens;
        self.note_tokens(span, tokens);
    }

    fn note_tokens(&mut self, span: Range<usize>, tokens: u64) {
        if tokens > 0 && !span.is_empty() {
            let tokens = u32::try_from(tokens).unwrap_or(u32::MAX);
            self.token_spans
                .push((span.start as u32, span.end as u32, tokens));
        }
    }

    fn intern(&mut self, kind: &str) -> u16 {
        if let Some(&k) = self.kind_ids.get(kind) {
            return k;
        }
        let k = u16::try_from(self.kinds.len()).expect("fewer than 65536 node kinds");
        self.kinds.push(kind.to_owned());
        self.kind_ids.insert(kind.to_owned(), k);
        k
    }

    /// Sets the longest run of removable siblings left ungrouped (text
    /// lines and bytes carry no structure, so text groups any run over
    /// [`GROUP_FANOUT`]).
    pub fn set_group_width(&mut self, width: usize) {
        self.group_width = width.max(GROUP_FANOUT);
    }

    /// Whether a node may go with its siblings as one group: it may go and
    /// takes no list separator with it.
    fn groupable(&self, id: usize) -> bool {
        self.roles[id]
            == Role::Optional {
                separators: [None, None],
            }
    }

    /// Under every node of kind `parent_kind`, puts each child of kind
    /// `opener` with the children after it, up to the next one, under a
    /// new node of kind `unit`: a unit the source shows but the grammar
    /// does not (an LLVM basic block, a label and its instructions), which
    /// HDD can then take out whole. What comes before the first opener is a
    /// unit too (LLVM's unlabelled entry block): where it goes, the first
    /// unit left starts the parent (llvm-reduce deletes entry blocks the
    /// same way, and its first test on llvm-gun-interleave-remark that
    /// took a run of blocks from the start of a function out skipped the
    /// loops before the one the remark is about). A unit declares what
    /// its children declare, as a group does.
    pub fn wrap_units(&mut self, parent_kind: &str, opener: &str, unit: &str) {
        let Some(&parent_kind) = self.kind_ids.get(parent_kind) else {
            return;
        };
        // A file without openers still has the leading units.
        let opener = self.kind_ids.get(opener).copied();
        let mut children: BTreeMap<usize, Vec<usize>> = BTreeMap::new();
        for (i, &(_, _, _, parent, _)) in self.spans.iter().enumerate() {
            if let Some(p) = parent.filter(|p| self.spans[p.index()].0 == parent_kind) {
                children.entry(p.index()).or_default().push(i);
            }
        }
        for (parent, mut kids) in children {
            kids.sort_by_key(|&c| (self.spans[c].1, self.spans[c].2));
            let starts: Vec<usize> = (0..kids.len())
                .filter(|&at| at == 0 || Some(self.spans[kids[at]].0) == opener)
                .collect();
            for (n, &from) in starts.iter().enumerate() {
                let to = starts.get(n + 1).copied().unwrap_or(kids.len());
                let members = &kids[from..to];
                let span = self.spans[members[0]].1 as usize
                    ..self.spans[members[members.len() - 1]].2 as usize;
                let wrapper = self.add(NodeId(parent as u32), unit, span, 0);
                self.set_declares(wrapper, Declares::Yes);
                for &m in members {
                    self.spans[m].3 = Some(wrapper);
                }
            }
        }
    }

    /// Puts every run of more than `group_width` groupable siblings under
    /// `group` nodes, [`GROUP_FANOUT`] to a run and of equal sizes, again
    /// inside a group that is still too wide: HDD then tries the removal of
    /// whole groups before their members, so a level of 100,000 lines takes
    /// a few tests per level of groups instead of one test per ten lines
    /// (ProbDD's first subsets hold about `1 / p0` items).
    fn group_wide_runs(&mut self) {
        let mut counts = vec![0usize; self.spans.len()];
        for &(_, _, _, parent, _) in &self.spans {
            if let Some(p) = parent {
                counts[p.index()] += 1;
            }
        }
        // Children lists of the wide nodes only (a text line's tokens need
        // none); ordered, so group ids do not depend on hashing.
        let mut children: BTreeMap<usize, Vec<usize>> = (0..counts.len())
            .filter(|&p| counts[p] > self.group_width)
            .map(|p| (p, Vec::with_capacity(counts[p])))
            .collect();
        drop(counts);
        for (i, &(_, _, _, parent, _)) in self.spans.iter().enumerate() {
            if let Some(list) = parent.and_then(|p| children.get_mut(&p.index())) {
                list.push(i);
            }
        }
        let mut wide: Vec<usize> = children.keys().copied().collect();
        while let Some(parent) = wide.pop() {
            let mut kids = children.remove(&parent).unwrap_or_default();
            kids.sort_by_key(|&c| (self.spans[c].1, self.spans[c].2));
            // A run breaks where its neighbours are apart by more than blanks
            // (an XML start tag's `>` between attributes and content): a
            // group's span must hold nothing its members do not.
            let runs: Vec<&[usize]> = kids
                .chunk_by(|&a, &b| {
                    let gap = &self.source[self.spans[a].2 as usize..self.spans[b].1 as usize];
                    self.groupable(a) == self.groupable(b)
                        && gap.iter().all(u8::is_ascii_whitespace)
                })
                .filter(|run| run.len() > self.group_width && self.groupable(run[0]))
                .collect();
            for run in runs {
                for members in run.chunks(run.len().div_ceil(GROUP_FANOUT)) {
                    let span = self.spans[members[0]].1 as usize
                        ..self.spans[members[members.len() - 1]].2 as usize;
                    let group = self.add(NodeId(parent as u32), GROUP, span, 0);
                    // A group is no scope: what its members declare, its
                    // parent does.
                    self.set_declares(group, Declares::Yes);
                    for &m in members {
                        self.spans[m].3 = Some(group);
                    }
                    if members.len() > self.group_width {
                        wide.push(group.index());
                        children.insert(group.index(), members.to_vec());
                    }
                }
            }
        }
    }

    /// Per node, the index of its text among the distinct texts of the
    /// names, in order of first appearance.
    fn names(&self) -> Vec<Option<u32>> {
        let mut ids: HashMap<&[u8], u32> = HashMap::new();
        self.spans
            .iter()
            .zip(&self.is_name)
            .enumerate()
            .map(|(i, (&(_, start, end, _, _), &is_name))| {
                if !is_name {
                    return None;
                }
                let next = ids.len() as u32;
                let text = match self.name_within.get(&i) {
                    Some(within) => &self.source[within.clone()],
                    None => &self.source[start as usize..end as usize],
                };
                Some(*ids.entry(text).or_insert(next))
            })
            .collect()
    }

    /// Freezes the tree: runs of many removable siblings grouped, children
    /// in document order, depths, subtree tokens.
    pub fn finish(mut self) -> Tree {
        self.group_wide_runs();
        let n = self.spans.len();
        let mut counts = vec![0u32; n];
        for &(_, _, _, parent, _) in &self.spans {
            if let Some(p) = parent {
                counts[p.index()] += 1;
            }
        }
        let mut first = vec![0u32; n];
        let mut acc = 0u32;
        for i in 0..n {
            first[i] = acc;
            acc += counts[i];
        }
        let mut child_ids = vec![NodeId(0); acc as usize];
        let mut fill = first.clone();
        for (i, &(_, _, _, parent, _)) in self.spans.iter().enumerate() {
            if let Some(p) = parent {
                child_ids[fill[p.index()] as usize] = NodeId(i as u32);
                fill[p.index()] += 1;
            }
        }
        let spans = &self.spans;
        let names = self.names();
        for i in 0..n {
            let range = first[i] as usize..(first[i] + counts[i]) as usize;
            child_ids[range].sort_by_key(|c| (spans[c.index()].1, spans[c.index()].2));
        }
        // An element followed by a separator that is a node of its own (a
        // `;` the parser left at the root, after a statement) takes that
        // one first when it goes: a closure that keeps a statement and its
        // `;` and drops the next statement with its `;` then leaves the
        // kept `;` where it was, not two `;` gone and none between.
        for i in 0..n {
            let range = first[i] as usize..(first[i] + counts[i]) as usize;
            for pair in child_ids[range].windows(2) {
                let (element, next) = (pair[0].index(), pair[1].index());
                if let Role::Optional {
                    separators: [Some(before), Some(after)],
                } = self.roles[element]
                    && (spans[next].1, spans[next].2) == after
                {
                    self.roles[element] = Role::Optional {
                        separators: [Some(after), Some(before)],
                    };
                }
            }
        }
        let mut separators = Separators::default();
        let mut nodes: Vec<Node> = self
            .spans
            .iter()
            .enumerate()
            .map(|(i, &(kind, start, end, parent, tokens))| {
                let mut node =
                    Node::new(kind, (start, end), parent, separators.store(self.roles[i]));
                node.set_tokens(tokens);
                node.declares = self.declares[i];
                node.set_name(names[i]);
                node.first_child = first[i];
                node.child_count = counts[i];
                node
            })
            .collect();
        // Depths top-down in breadth-first order, tokens bottom-up in reverse.
        let mut order = Vec::with_capacity(n);
        order.push(Tree::ROOT);
        let mut head = 0;
        while head < order.len() {
            let id = order[head];
            head += 1;
            let range = nodes[id.index()].first_child as usize
                ..(nodes[id.index()].first_child + nodes[id.index()].child_count) as usize;
            let depth = nodes[id.index()].depth() + 1;
            for &c in &child_ids[range] {
                nodes[c.index()].set_depth(depth);
                order.push(c);
            }
        }
        for &id in order.iter().rev() {
            if let Some(p) = nodes[id.index()].parent() {
                let sum = nodes[p.index()].tokens() + nodes[id.index()].tokens();
                nodes[p.index()].set_tokens(sum);
            }
        }
        let depth = nodes.iter().map(Node::depth).max().unwrap_or(0);
        let group = self.kind_ids.get(GROUP).copied();
        let declarations = (self.spans.iter().zip(&self.declares))
            .any(|(span, &declares)| declares != Declares::No && Some(span.0) != group);
        let mut token_spans = self.token_spans;
        token_spans.sort_unstable_by_key(|&(start, end, _)| (start, std::cmp::Reverse(end)));
        // Kept for the whole run: not the quarter more its growth left.
        token_spans.shrink_to_fit();
        Tree {
            source: self.source,
            nodes,
            separators,
            child_ids,
            kinds: self.kinds,
            replacements: self.replacements,
            hoists: Default::default(),
            member_lists: Default::default(),
            scopes: Default::default(),
            tables: Default::default(),
            entry_names: Vec::new(),
            hollow: Vec::new(),
            comments: Vec::new(),
            separate_words: self.separate_words,
            indentation: false,
            no_largest_rounds: false,
            depth,
            declarations,
            token_spans,
            companions: Default::default(),
            bundled: Vec::new(),
            mend: None,
        }
    }
}
