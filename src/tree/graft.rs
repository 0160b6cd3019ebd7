//! The tree of several files (a bundle's, see [`crate::bundle`]): each
//! file's contents parsed alone by its own front-end, and the trees grafted
//! under one root, a node per file (its header and its contents' tree),
//! their spans moved to where each file lies in the bundle's bytes. Names
//! are one namespace across files: a use in one file needs the declaration
//! in another.

use super::{Declares, Node, NodeId, Role, Separators, Tree};
use std::collections::{HashMap, HashSet};
use std::ops::Range;

/// One file of a bundle, as [`Tree::of_files`] grafts it.
pub struct FilePart {
    /// Its header line's span in the bundle.
    pub header: Range<usize>,
    /// The tree of its contents alone (spans from 0).
    pub contents: Tree,
    /// Kept as it is (`--keep`): the file and everything in it required.
    pub kept: bool,
    /// Its path, a name the file declares (in its header).
    pub path: Vec<u8>,
    /// Its nodes that name another file of the bundle (an `#include`'s
    /// string, an `import`'s), with that file's path: uses of its name, so
    /// that the file is needed while they are there, and they go with it.
    pub references: Vec<(NodeId, Vec<u8>)>,
}

impl Tree {
    /// The tree of the bundle `source` whose files are `files`, in order:
    /// the root's children are the files, each optional (required when
    /// kept) and holding its header (required) and its contents' tree,
    /// whose root is required and declares what the file declares.
    pub fn of_files(source: Vec<u8>, files: Vec<FilePart>) -> Tree {
        let mut kinds: Vec<String> = Vec::new();
        let mut kind_ids: HashMap<String, u16> = HashMap::new();
        let mut intern = |kind: &str| -> u16 {
            *kind_ids.entry(kind.to_owned()).or_insert_with(|| {
                kinds.push(kind.to_owned());
                (kinds.len() - 1) as u16
            })
        };
        let node = |kind, span: Range<usize>, parent, role, declares| {
            let mut node = Node::new(kind, (span.start as u32, span.end as u32), parent, role);
            node.declares = declares;
            node
        };
        let mut separators = Separators::default();
        let (document, file_kind, header_kind, path_kind) = (
            intern("document"),
            intern("file"),
            intern("file header"),
            intern("file path"),
        );
        let mut nodes = vec![node(
            document,
            0..source.len(),
            None,
            separators.store(Role::Required),
            Declares::No,
        )];
        let mut replacements = Vec::new();
        let mut hoists = super::hoists::Hoists::default();
        let (mut member_lists, mut scopes) = (HashSet::new(), HashSet::new());
        let mut tables = HashSet::new();
        let (mut hollow, mut comments, mut token_spans) = (Vec::new(), Vec::new(), Vec::new());
        let (mut separate_words, mut declarations) = (false, false);
        // A hoist re-indents its lines where any file's indentation matters
        // (hoists stay inside one file's lines).
        let mut indentation = false;
        // The rounds run where any file's language wants them.
        let mut no_largest_rounds = true;
        let mut entry_texts: Vec<Vec<u8>> = Vec::new();
        // Which nodes are names: their texts decide their ids below, but
        // for the paths and the references to them (`name_keys`).
        let mut is_name = vec![false];
        let mut name_keys: Vec<(usize, Vec<u8>)> = Vec::new();
        for part in files {
            let offset = part.header.end;
            let t = part.contents;
            let file_role = match part.kept {
                true => Role::Required,
                false => Role::Optional {
                    separators: [None, None],
                },
            };
            let end = offset + t.source.len();
            let file = NodeId(nodes.len() as u32);
            nodes.push(node(
                file_kind,
                part.header.start..end,
                Some(Tree::ROOT),
                separators.store(file_role),
                Declares::Yes,
            ));
            let header = NodeId(nodes.len() as u32);
            nodes.push(node(
                header_kind,
                part.header.clone(),
                Some(file),
                separators.store(Role::Required),
                Declares::Yes,
            ));
            // The path: after the marker's closing NUL, up to the next.
            let path_start = part.header.start
                + 1
                + (source[part.header.start + 1..part.header.end].iter())
                    .position(|&b| b == 0)
                    .map_or(0, |p| p + 1);
            let path_span = path_start..path_start + part.path.len();
            nodes.push(node(
                path_kind,
                path_span,
                Some(header),
                separators.store(Role::Required),
                Declares::Yes,
            ));
            is_name.extend([false, false, true]);
            name_keys.push((nodes.len() - 1, part.path.clone()));
            let base = nodes.len() as u32;
            let moved = |id: NodeId| NodeId(base + id.0);
            let at = |x: u32| x + offset as u32;
            let replacement_base = replacements.len() as u32;
            for (i, n) in t.nodes.iter().enumerate() {
                let role = match (part.kept, t.role(NodeId(i as u32))) {
                    (true, _) => Role::Required,
                    (false, Role::Replaceable(r)) => Role::Replaceable(r + replacement_base),
                    (false, Role::Optional { separators }) => Role::Optional {
                        separators: separators.map(|s| s.map(|(a, b)| (at(a), at(b)))),
                    },
                    (false, Role::Required) => Role::Required,
                };
                let (parent, declares) = match n.parent() {
                    None => (Some(file), Declares::Yes),
                    Some(p) => (Some(moved(p)), n.declares),
                };
                let mut grafted = node(
                    intern(&t.kinds[n.kind as usize]),
                    at(n.start) as usize..at(n.end) as usize,
                    parent,
                    separators.store(role),
                    declares,
                );
                // Kept files have no tokens to take (token runs cut across
                // nodes) and do not count.
                grafted.set_tokens(if part.kept { 0 } else { n.tokens() });
                nodes.push(grafted);
                is_name.push(n.name().is_some() && !part.kept);
            }
            if part.kept {
                continue;
            }
            for (id, path) in &part.references {
                is_name[moved(*id).index()] = true;
                name_keys.push((moved(*id).index(), path.clone()));
            }
            replacements.extend(t.replacements.iter().cloned());
            for (id, list) in t.hoists.iter() {
                let list = list
                    .iter()
                    .map(|h| super::Hoist {
                        start: at(h.start),
                        end: at(h.end),
                        tokens: h.tokens,
                    })
                    .collect();
                hoists.set(moved(id), list);
            }
            member_lists.extend(t.member_lists.iter().map(|&id| moved(id)));
            // The contents' declarations are the file's top level: the
            // closures and the unused step see them as one scope.
            member_lists.insert(moved(Tree::ROOT));
            scopes.extend(t.scopes.iter().map(|&id| moved(id)));
            tables.extend(t.tables.iter().map(|&id| moved(id)));
            hollow.extend(t.hollow.iter().map(|&id| moved(id)));
            comments.extend(t.comments.iter().map(|&id| moved(id)));
            token_spans.extend(t.token_spans.iter().map(|&(s, e, n)| (at(s), at(e), n)));
            separate_words |= t.separate_words;
            indentation |= t.indentation;
            no_largest_rounds &= t.no_largest_rounds;
            declarations |= t.declarations;
            for &name in &t.entry_names {
                let text = (t.nodes.iter().enumerate())
                    .find(|(_, n)| n.name() == Some(name))
                    .map(|(i, _)| t.text(NodeId(i as u32)).to_vec());
                entry_texts.extend(text);
            }
        }
        // Names by their text, across files; a path and the references to
        // it by the path (an identifier with a path's text would meet it:
        // the closures are a guess the oracle checks).
        let keys: HashMap<usize, &[u8]> =
            name_keys.iter().map(|(i, k)| (*i, k.as_slice())).collect();
        let mut ids: HashMap<&[u8], u32> = HashMap::new();
        for (i, n) in nodes.iter_mut().enumerate() {
            if is_name[i] {
                let next = ids.len() as u32;
                let text = &source[n.span()];
                let key = keys.get(&i).copied().unwrap_or(text);
                n.set_name(Some(*ids.entry(key).or_insert(next)));
            }
        }
        let mut entry_names: Vec<u32> = entry_texts
            .iter()
            .filter_map(|t| ids.get(t.as_slice()).copied())
            .collect();
        entry_names.sort_unstable();
        entry_names.dedup();
        // Children, depths top-down, file tokens bottom-up.
        let mut children: Vec<Vec<NodeId>> = vec![Vec::new(); nodes.len()];
        for (i, n) in nodes.iter().enumerate() {
            if let Some(p) = n.parent() {
                children[p.index()].push(NodeId(i as u32));
            }
        }
        // In document order, as `TreeBuilder::finish` sorts them (a group
        // comes after its members in the arena).
        for list in &mut children {
            list.sort_by_key(|c| (nodes[c.index()].start, nodes[c.index()].end));
        }
        let mut child_ids = Vec::with_capacity(nodes.len());
        for (i, list) in children.iter().enumerate() {
            nodes[i].first_child = child_ids.len() as u32;
            nodes[i].child_count = list.len() as u32;
            child_ids.extend(list);
        }
        // Top-down: a group a front-end made may come after its children
        // in the arena.
        let mut order = vec![Tree::ROOT];
        let mut head = 0;
        while head < order.len() {
            let id = order[head];
            head += 1;
            let depth = nodes[id.index()].depth() + 1;
            for &child in &children[id.index()] {
                nodes[child.index()].set_depth(depth);
                order.push(child);
            }
        }
        for i in (1..nodes.len()).rev() {
            // The grafted nodes carry their subtree's tokens already; the
            // files and the root sum their contents'.
            let parent = nodes[i].parent().expect("only the root has none").index();
            if nodes[parent].kind == file_kind || parent == 0 {
                let sum = nodes[parent].tokens() + nodes[i].tokens();
                nodes[parent].set_tokens(sum);
            }
        }
        // Files declare their paths: the closures and the unused step see
        // which file needs which.
        declarations |= nodes.len() > 1;
        let depth = nodes.iter().map(Node::depth).max().unwrap_or(0);
        token_spans.sort_unstable_by_key(|&(start, end, _)| (start, std::cmp::Reverse(end)));
        Tree {
            source,
            nodes,
            separators,
            child_ids,
            kinds,
            replacements,
            hoists,
            member_lists,
            scopes,
            tables,
            entry_names,
            hollow,
            comments,
            separate_words,
            indentation,
            no_largest_rounds,
            depth,
            declarations,
            token_spans,
            companions: Default::default(),
            bundled: Vec::new(),
            mend: None,
        }
    }
}
