//! The driver's flat passes: one list over a fresh parse, not a level of
//! the tree (the front-end's rewrites, runs of consecutive tokens, and
//! text's runs of lines).

use super::ledger::OpenLevel;
use super::level::{Items, Pass, rewrite_weight};
use super::{Observer, PassKind, Reducer};
use crate::algo::Yielding;
use crate::runner::{Runner, Stop};
use crate::tree::{Rewrite, Tree};
use std::io;

impl Reducer<'_> {
    /// One final token pass: `rewrites` of a fresh parse `tree`, as one
    /// list of items. Returns what [`Reducer::tree_pass`] does.
    pub(super) fn rewrite_pass(
        &mut self,
        tree: &Tree,
        kind: PassKind,
        rewrites: &[Rewrite],
        runner: &mut Runner,
        observer: &mut dyn Observer,
    ) -> io::Result<(u64, Option<Stop>)> {
        if rewrites.is_empty() {
            return Ok((tree.total_tokens(), None));
        }
        let weights: Vec<u64> = rewrites.iter().map(rewrite_weight).collect();
        let items = Items::Rewrites { tree, rewrites };
        self.flat_pass(tree, (kind, None), &items, &weights, runner, observer)
    }

    /// One pass of token runs of `length` over a fresh parse `tree`: every
    /// run of that many consecutive tokens is an item, and taking out runs
    /// that overlap takes out what any of them covers. Returns what
    /// [`Reducer::tree_pass`] does.
    pub(super) fn runs_pass(
        &mut self,
        tree: &Tree,
        length: usize,
        runner: &mut Runner,
        observer: &mut dyn Observer,
    ) -> io::Result<(u64, Option<Stop>)> {
        let tokens = tree.token_spans();
        if tokens.len() < length.max(2) {
            return Ok((tree.total_tokens(), None));
        }
        let runs: Vec<(u32, u32)> = tokens
            .windows(length)
            .map(|run| (run[0].0, run.iter().map(|t| t.1).max().unwrap_or(run[0].1)))
            .collect();
        // Tokens before each token span, for what runs cover together.
        let mut before = Vec::with_capacity(tokens.len() + 1);
        before.push(0u64);
        for t in tokens {
            before.push(before.last().unwrap() + u64::from(t.2));
        }
        let items = Items::Runs {
            tree,
            length,
            runs: &runs,
            before: &before,
        };
        let weights = vec![1; runs.len()];
        let pass = (PassKind::Runs, None);
        self.flat_pass(tree, pass, &items, &weights, runner, observer)
    }

    /// One pass of chunks of `size` consecutive lines over a fresh parse
    /// `tree` of text: the first `size` lines, the next `size`, and so on,
    /// each an item weighing its words. Returns what [`Reducer::tree_pass`]
    /// does.
    pub(super) fn lines_pass(
        &mut self,
        tree: &Tree,
        size: usize,
        runner: &mut Runner,
        observer: &mut dyn Observer,
    ) -> io::Result<(u64, Option<Stop>)> {
        let lines = text_lines(tree.source());
        let runs: Vec<(u32, u32)> = (lines.chunks(size))
            .map(|chunk| (chunk[0].0, chunk[chunk.len() - 1].1))
            .collect();
        let words: Vec<u64> = (runs.iter())
            .map(|&(a, b)| crate::frontend::count_words(&tree.source()[a as usize..b as usize]))
            .collect();
        let mut before = vec![0u64];
        for w in &words {
            before.push(before.last().unwrap() + w);
        }
        let items = Items::Runs {
            tree,
            length: 1,
            runs: &runs,
            before: &before,
        };
        let weights: Vec<u64> = words.iter().map(|&w| w.max(1)).collect();
        // Runs of lines give their list up once their tests stop paying,
        // as a shrinking level does: the tree's levels come next and do
        // finer work. Where every line must stay (40 needed lines and one
        // of 600 words, in tests/cli.rs), sweeping down to single lines
        // took 271 calls to the 43 tokens needed without this, 223 with.
        let floor = self.yield_floor(Pass::Shrink, tree.total_tokens());
        let pass = (PassKind::Lines, Some(floor));
        self.flat_pass(tree, pass, &items, &weights, runner, observer)
    }

    /// A pass of `kind` whose items are one list over a fresh parse `tree`
    /// (rewrites, token runs, runs of lines), all of one prior key; with a
    /// `floor`, the list is given up once its tests take out fewer tokens
    /// than that (see [`Yielding`]). Returns what [`Reducer::tree_pass`] does.
    fn flat_pass(
        &mut self,
        tree: &Tree,
        (kind, floor): (PassKind, Option<f64>),
        items: &Items,
        weights: &[u64],
        runner: &mut Runner,
        observer: &mut dyn Observer,
    ) -> io::Result<(u64, Option<Stop>)> {
        if let Some(check) = self.check.as_mut() {
            check.rebase(tree.source());
        }
        let mut level = OpenLevel::start(
            (self.passes, kind, 0),
            items.len(),
            tree.total_tokens(),
            runner,
            observer,
        );
        let length = match *items {
            Items::Runs { length, .. } => length,
            _ => 0,
        };
        let key = Pass::kind_prior_key(kind, length);
        let mut algo = self.start_algo(weights, &vec![key; weights.len()]);
        if let Some(floor) = floor {
            algo = Box::new(Yielding::new(algo, weights, floor));
        }
        let (taken, stop) = self.run_level(items, algo, runner, observer)?;
        if stop.is_none() {
            self.learn_all(key, items.len(), &taken);
        }
        let tokens_after = items.tokens_after(&taken);
        level.report.taken_out = taken.len();
        level.end(tokens_after, runner, observer);
        Ok((tokens_after, stop))
    }
}

/// The byte spans of the lines of `text`, each with its newline. (Lines
/// joined with the lines that continue them, those starting with a blank
/// or after a `\`, did worse, 2026-11-28: text-asm-size-section kept 244
/// tokens after 100 calls instead of 3, a label with its whole function
/// being one line; text-zic-month-rule 45 tokens after 250 against 37.)
pub(super) fn text_lines(text: &[u8]) -> Vec<(u32, u32)> {
    (crate::frontend::line_spans(text))
        .map(|line| (line.start as u32, line.end as u32))
        .collect()
}
