//! Values of other types than the grammar's shortest (`0`): per hidden
//! rule of the grammar (`_expression`), the texts of the profile's
//! `[constants]` that any node the rule stands for may become (Rust's
//! `0..`, `vec![]`; Go's `nil`). llvm-reduce's operands-zero/one/poison,
//! for languages without one constant of every type.
//!
//! Invariant: this module only proposes rewrites; the oracle decides.

use super::grammar::Grammar;
use super::profile::Profile;
use super::raw::named_nodes;
use crate::tree::{NodeId, Rewrite, Tree};
use std::collections::HashMap;

/// A hidden rule's name and its texts, best first, each with its tokens.
type Rule = (String, Vec<(Vec<u8>, u64)>);

/// Per hidden rule of the grammar, the texts any node it stands for may
/// become.
pub struct Constants {
    rules: Vec<Rule>,
}

impl Constants {
    /// The constants of `profile`; `tokens_of` counts a text's tokens.
    pub fn new(profile: &Profile, tokens_of: impl Fn(&str) -> u64) -> Self {
        let mut rules: Vec<Rule> = (profile.constants.iter())
            .map(|(rule, texts)| {
                let texts = texts.iter().map(|t| (t.as_bytes().to_vec(), tokens_of(t)));
                (rule.clone(), texts.collect())
            })
            .collect();
        rules.sort();
        Constants { rules }
    }

    /// Rounds of rewrites: one per text of the longest list.
    pub fn rounds(&self) -> usize {
        self.rules
            .iter()
            .map(|(_, texts)| texts.len())
            .max()
            .unwrap_or(0)
    }

    /// Each node of a hidden rule the profile gives constants for (an
    /// expression), in a place where any node of the rule may stand, becomes
    /// the rule's `k`-th text, where that has fewer tokens. A node is
    /// found on the tree-sitter parse `raw`, which knows places, and
    /// counted on `tree`.
    pub fn rewrites(
        &self,
        tree: &Tree,
        raw: &tree_sitter::Tree,
        grammar: &Grammar,
        k: usize,
    ) -> Vec<Rewrite> {
        let by_span: HashMap<(u32, u32), NodeId> = (1..tree.len() as u32)
            .map(NodeId)
            .map(|id| ((tree.node(id).start, tree.node(id).end), id))
            .collect();
        let mut out = Vec::new();
        for (rule, texts) in &self.rules {
            let (Some((text, tokens)), Some(kinds)) = (texts.get(k), grammar.variants(rule)) else {
                continue;
            };
            // Whether a place takes every kind of the rule: a function's
            // body is a block, and a block is an expression, but a range
            // may not stand there.
            let mut open: HashMap<(u16, Option<u16>), bool> = HashMap::new();
            for parent in named_nodes(raw) {
                let mut cursor = parent.walk();
                let mut more = cursor.goto_first_child();
                while more {
                    let node = cursor.node();
                    let field = cursor.field_name();
                    let place = (parent.kind_id(), cursor.field_id().map(|f| f.get()));
                    let span = (node.start_byte() as u32, node.end_byte() as u32);
                    if node.is_named()
                        && kinds.contains(node.kind())
                        && *open.entry(place).or_insert_with(|| {
                            (kinds.iter()).all(|k| grammar.role(parent.kind(), field, k).is_some())
                        })
                        && let Some(&id) = by_span.get(&span)
                        && *tokens < tree.node(id).tokens()
                    {
                        out.push(Rewrite {
                            spans: vec![span],
                            text: text.clone(),
                            tokens_saved: tree.node(id).tokens() - tokens,
                            cuts: Vec::new(),
                        });
                    }
                    more = cursor.goto_next_sibling();
                }
            }
        }
        out
    }
}
