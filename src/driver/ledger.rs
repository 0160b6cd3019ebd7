//! What a reduction tells as it runs and when it ends: the kinds of
//! passes, each level's report, the per-kind tally and the [`Reduction`] a
//! run returns (the [`Observer`](super::Observer) hears them). Shared by the
//! tree driver and generator mode, and read by the reports.
//!
//! Invariant: plain data; no pass logic here.

use super::Observer;
use crate::runner::{Runner, Stop};

/// How a reduction ended: its result, and what it took.
#[derive(Debug)]
pub struct Reduction {
    /// The smallest interesting candidate found.
    pub best: Vec<u8>,
    /// Passes started (the last one changed nothing, unless stopped).
    pub passes: usize,
    /// What each kind of pass did, in [`PassKind`] order.
    pub by_kind: [KindTally; PassKind::ALL.len()],
    /// Why the run ended early, or `None` at the fixpoint.
    pub stop: Option<Stop>,
    /// What the tidy step at the end did.
    pub tidied: Tidied,
}

/// What the tidy step did, for the summary.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Tidied {
    /// It did not run: `--tidy off`, text or binary input, or the run
    /// stopped before its fixpoint.
    #[default]
    Off,
    /// Each form tried, in order: who made it (a formatter's program, or
    /// `layout`) and whether the oracle kept it; empty where the best was
    /// tidy already.
    Tried(Vec<(String, bool)>),
}

/// The kinds of passes, for reporting which did the work.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PassKind {
    /// The largest nodes of the tree, at any depth, taken out or shrunk in
    /// rounds inside the first shrinking pass (`--schedule payoff`, C and
    /// C++): a kind of level report only; its calls count as shrinking's.
    Largest,
    /// The declarations, at any depth, whose names nothing left uses,
    /// taken out together at the start of each shrinking pass and after
    /// each level or round that took something out (`--schedule payoff`,
    /// where the profile says where names are declared): a kind of level
    /// report only, as `Largest`.
    Unused,
    /// The bodies the profile's `hollow` names (function bodies), emptied
    /// together after the top level of the first shrinking pass
    /// (`--schedule payoff`): a kind of level report only, as `Largest`.
    Bodies,
    /// The units the profile groups children into (LLVM IR's basic
    /// blocks), taken out in contiguous runs after the function bodies
    /// (`--schedule payoff`): a kind of level report only, as `Largest`.
    Units,
    /// The members of units but their openers and terminators (LLVM IR's
    /// instructions), taken out in contiguous runs after the units: a kind
    /// of level report only, as `Largest`.
    Members,
    /// Declarations taken out with the few small places that use them (an
    /// export table's entries), all in the first test, at the start of
    /// each shrinking pass (`--schedule payoff`).
    Uses,
    /// The blanks of a level of single bytes that join no two words, all
    /// in the first test, before the level's list algorithm (`--schedule
    /// payoff`): a kind of level report only, as `Largest`.
    Blanks,
    /// Deleting nodes and replacing them by the shortest text of their place.
    Shrink,
    /// Replacing nodes by descendants.
    Hoist,
    /// Numbers, strings and other single tokens to simpler ones.
    Values,
    /// Adjacent declarations merged.
    Merges,
    /// Names to shorter names.
    Names,
    /// Runs of consecutive tokens cut, across node borders.
    Runs,
    /// Chunks of consecutive lines of text taken out, from half the file
    /// down to single lines, before the text's tree is walked.
    Lines,
    /// Adjacent siblings taken out together.
    Windows,
    /// Iterations and blocks of a generator's run taken out (generator
    /// mode's one kind of pass).
    Trace,
    /// A binary input cut short from its end.
    Truncate,
    /// Blocks of a binary input set to zero bytes, in place.
    Zero,
    /// Runs of zero bytes of a binary input deleted, with the offsets
    /// that pointed past them lowered.
    Repair,
    /// Blocks of a binary input deleted.
    Blocks,
    /// Records of a small binary input deleted: spans a length field
    /// seems to start.
    Records,
    /// Bytes of a binary input lowered toward zero.
    Lower,
}

impl PassKind {
    /// Every kind, in reporting order, which is declaration order: the
    /// per-kind tallies are indexed by `kind as usize`.
    pub const ALL: [PassKind; 22] = [
        PassKind::Largest,
        PassKind::Unused,
        PassKind::Bodies,
        PassKind::Units,
        PassKind::Members,
        PassKind::Uses,
        PassKind::Blanks,
        PassKind::Shrink,
        PassKind::Hoist,
        PassKind::Values,
        PassKind::Merges,
        PassKind::Names,
        PassKind::Runs,
        PassKind::Lines,
        PassKind::Windows,
        PassKind::Trace,
        PassKind::Truncate,
        PassKind::Zero,
        PassKind::Repair,
        PassKind::Blocks,
        PassKind::Records,
        PassKind::Lower,
    ];

    /// How reports name it.
    pub fn name(self) -> &'static str {
        match self {
            PassKind::Largest => "largest",
            PassKind::Unused => "unused",
            PassKind::Bodies => "bodies",
            PassKind::Units => "units",
            PassKind::Members => "members",
            PassKind::Uses => "uses",
            PassKind::Blanks => "blanks",
            PassKind::Shrink => "shrink",
            PassKind::Hoist => "hoist",
            PassKind::Values => "values",
            PassKind::Merges => "merges",
            PassKind::Names => "names",
            PassKind::Runs => "runs",
            PassKind::Lines => "lines",
            PassKind::Windows => "windows",
            PassKind::Trace => "trace",
            PassKind::Truncate => "truncate",
            PassKind::Zero => "zero",
            PassKind::Repair => "repair",
            PassKind::Blocks => "blocks",
            PassKind::Records => "records",
            PassKind::Lower => "lower",
        }
    }
}

/// What one level of one pass did: where a run's calls went, and what
/// each bought (`--stats-json`'s `levels`, and `-v`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct LevelReport {
    /// The pass, counted from 1 over the whole run.
    pub pass: usize,
    /// Its kind.
    #[serde(serialize_with = "kind_name")]
    pub kind: PassKind,
    /// The level, from 0 at the top of the tree.
    pub level: usize,
    /// The level's items: its nodes that the pass can take out or shrink,
    /// or the rewrites or token runs of a token pass.
    pub items: usize,
    /// Items taken out (on a level with dependency closures, these may
    /// include declarations inside its namespace blocks).
    pub taken_out: usize,
    /// Oracle calls made during the level.
    pub oracle_calls: u64,
    /// Tokens when it started.
    pub tokens_before: u64,
    /// Tokens when it ended.
    pub tokens_after: u64,
}

/// A level under way: its report so far, and the oracle calls when it
/// started. Every level of every pass, tree or bytes, opens with
/// [`OpenLevel::start`] and closes with [`OpenLevel::end`]: the observer
/// hears of each once, its calls counted one way.
pub struct OpenLevel {
    /// The report, its end not yet filled in.
    pub report: LevelReport,
    calls_at_start: u64,
}

impl OpenLevel {
    /// Level `level` of pass `pass` (of `kind`) starts, with `items` items
    /// and `tokens_before` tokens: the observer hears of it.
    pub fn start(
        (pass, kind, level): (usize, PassKind, usize),
        items: usize,
        tokens_before: u64,
        runner: &Runner,
        observer: &mut dyn Observer,
    ) -> OpenLevel {
        observer.level_started(pass, level, items, runner);
        OpenLevel {
            report: LevelReport {
                pass,
                kind,
                level,
                items,
                taken_out: 0,
                oracle_calls: 0,
                tokens_before,
                tokens_after: 0,
            },
            calls_at_start: runner.stats().oracle_calls,
        }
    }

    /// The level ends with `tokens_after` tokens: its report, which the
    /// observer hears.
    pub fn end(
        self,
        tokens_after: u64,
        runner: &Runner,
        observer: &mut dyn Observer,
    ) -> LevelReport {
        let report = LevelReport {
            oracle_calls: runner.stats().oracle_calls - self.calls_at_start,
            tokens_after,
            ..self.report
        };
        observer.level_ended(&report, runner);
        report
    }
}

fn kind_name<S: serde::Serializer>(kind: &PassKind, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(kind.name())
}

/// What the passes of one kind did over a run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct KindTally {
    /// Passes of this kind started.
    pub passes: usize,
    /// Tokens they took away.
    pub tokens: u64,
    /// Bytes they took away.
    pub bytes: u64,
    /// Oracle calls made during them.
    pub oracle_calls: u64,
}

#[cfg(test)]
mod tests {
    use super::PassKind;

    #[test]
    fn every_kind_sits_in_all_at_its_own_index() {
        // The tallies are indexed by `kind as usize` and named through
        // `ALL`: a kind declared in one place and listed in another would
        // credit its work to its neighbour.
        for (i, kind) in PassKind::ALL.iter().enumerate() {
            assert_eq!(*kind as usize, i, "{}", kind.name());
        }
    }
}
