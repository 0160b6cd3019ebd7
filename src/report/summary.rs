//! The summary of a run, printed at the end and written as JSON by
//! `--stats-json` (field names are stable: scripts read them).

use super::progress::percent;
use crate::driver::LevelReport;
use crate::runner::Stats;
use serde::Serialize;
use std::fmt::Write as _;

/// Everything measured about one run.
#[derive(Clone, Debug, Serialize)]
pub struct Summary {
    /// The input file.
    pub input: String,
    /// Where the result was written.
    pub output: String,
    /// The front-end used.
    pub lang: &'static str,
    /// The list algorithm used.
    pub algo: &'static str,
    /// Oracle calls run at once.
    pub jobs: usize,
    /// Size of the input in bytes.
    pub original_bytes: u64,
    /// Size of the result in bytes.
    pub final_bytes: u64,
    /// Size of the input in tokens.
    pub original_tokens: u64,
    /// Size of the result in tokens (counted by parsing it again).
    pub final_tokens: u64,
    /// A binary input's bytes that are not zero, before and after (what
    /// setting blocks to zero takes out). Left out of the JSON for text.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub original_nonzero_bytes: Option<u64>,
    /// See `original_nonzero_bytes`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub final_nonzero_bytes: Option<u64>,
    /// The runner's counters: `oracle_calls`, `cache_hits`,
    /// `rejected_before_oracle`, `made_nothing`, `made_before`,
    /// `launch_failures`, `cancelled_calls`, `calls_ahead`,
    /// `calls_ahead_used`, `joins_tested`, `joins_interesting`, `timeouts`,
    /// `algo_tests`, `verify_failures`, `result_checks`, at
    /// the top level of the JSON.
    #[serde(flatten)]
    pub calls: Stats,
    /// Passes started, of every kind.
    pub passes: usize,
    /// What each kind of pass did, in schedule order; kinds that never ran
    /// are left out.
    pub by_pass: Vec<PassTally>,
    /// Wall time of the whole run.
    pub wall_seconds: f64,
    /// Time spent inside oracle processes, summed over calls.
    pub oracle_seconds: f64,
    /// CPU time of `reduce` itself, all its threads, not its oracle calls
    /// (user and system, `getrusage(RUSAGE_SELF)`): what the driver costs
    /// beside the calls.
    pub cpu_seconds: f64,
    /// How the run ended: `fixpoint`, `interrupted`, `max-time` or `max-tests`.
    pub stop: &'static str,
    /// The result's check once more by the oracle at the end: `confirmed`;
    /// `fell-back` when it was not interesting again and the output holds
    /// an earlier best (exit code 4); `original` when nothing was taken
    /// out; `interrupted` when the run was.
    pub result_check: &'static str,
    /// The tidy step at the end: each form tried, in order, and whether the
    /// oracle kept it (empty: the result was tidy already); `null` where
    /// it did not run (`--tidy off`, text or binary input, an early stop).
    pub tidy: Option<Vec<TidyForm>>,
    /// Every new best as it was found, in order: what the run had reached
    /// after a number of calls, which no machine's speed changes. A run
    /// resumed with `--resume` gives only its own, from its own start.
    pub bests: Vec<BestSoFar>,
    /// What each level of each pass did, in order: items, items taken
    /// out, calls, tokens before and after, and when it ended. Like
    /// `bests`, a resumed run gives only its own.
    pub levels: Vec<LevelEnded>,
    /// Generator mode with its polish: the two phases' calls apart (the
    /// counters above are both together). Left out of the JSON otherwise.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub phases: Option<Phases>,
    /// A directory's files, in path order, with their sizes before and
    /// after (0 for a file taken out). Left out of the JSON for a file.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub files: Vec<FileSizes>,
}

/// One file of a directory reduced, and its sizes.
#[derive(Clone, Debug, Serialize)]
pub struct FileSizes {
    /// Its path in the directory.
    pub path: String,
    /// Its size before, in tokens.
    pub original_tokens: u64,
    /// Its size in the result, in tokens (0: taken out).
    pub final_tokens: u64,
    /// Its size before, in bytes.
    pub original_bytes: u64,
    /// Its size in the result, in bytes.
    pub final_bytes: u64,
    /// Whether the result no longer has it.
    pub taken_out: bool,
}

/// What generator mode's two phases did: the generator's run reduced, then
/// the input it made reduced as a file ("polish").
#[derive(Clone, Copy, Debug, Serialize)]
pub struct Phases {
    /// Oracle calls while the generator's run was reduced (the check of
    /// the original included).
    pub generator_calls: u64,
    /// Tokens of the smallest input the generator made.
    pub generator_tokens: u64,
    /// The language the polish reduced that input as.
    pub polish_lang: &'static str,
    /// Oracle calls of the polish.
    pub polish_calls: u64,
}

/// A new best of a run, and when it was found.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct BestSoFar {
    /// Oracle calls started up to then, the check of the original included.
    pub oracle_calls: u64,
    /// Its size in tokens, as the pass that found it counted them (a
    /// fresh parse of it may count a token more or less).
    pub tokens: u64,
    /// Its size in bytes.
    pub bytes: u64,
    /// A binary input's: its bytes that are not zero. Left out of the
    /// JSON for text.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub nonzero_bytes: Option<u64>,
    /// Wall time since the run started.
    pub seconds: f64,
}

/// What a level did, and where the run stood as it ended.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct LevelEnded {
    /// What the level did.
    #[serde(flatten)]
    pub report: LevelReport,
    /// Wall time since the run started, as the level ended.
    pub ended_seconds: f64,
    /// Verdicts committed to list algorithms since the run started, as the
    /// level ended (`algo_tests` then): with `ended_seconds`, how fast the
    /// reduction moved through each pass, whatever `-j` started ahead.
    pub verdicts_so_far: u64,
}

/// A tidy form of the result, tried by the oracle at the end.
#[derive(Clone, Debug, Serialize)]
pub struct TidyForm {
    /// Who made it: a formatter's program (`rustfmt`), or `layout` (the
    /// lines indented again, blank lines gone).
    pub by: String,
    /// Whether the oracle found it interesting, so that it is the result.
    pub kept: bool,
}

/// What the passes of one kind did over a run.
#[derive(Clone, Debug, Serialize)]
pub struct PassTally {
    /// `shrink`, `hoist`, `values`, `merges` or `names`.
    pub kind: &'static str,
    /// Passes of this kind started.
    pub passes: usize,
    /// Tokens they took away.
    pub tokens: u64,
    /// Bytes they took away.
    pub bytes: u64,
    /// Oracle calls made during them.
    pub oracle_calls: u64,
}

impl Summary {
    /// The human-readable summary.
    pub fn to_text(&self) -> String {
        let mut s = String::new();
        let _ = writeln!(
            s,
            "reduce: {} -> {} ({}, {})",
            self.input, self.output, self.lang, self.stop
        );
        let _ = writeln!(
            s,
            "  size:   {} -> {} tokens ({:.1}%), {} -> {} bytes ({:.1}%)",
            self.original_tokens,
            self.final_tokens,
            percent(self.final_tokens, self.original_tokens),
            self.original_bytes,
            self.final_bytes,
            percent(self.final_bytes, self.original_bytes),
        );
        if let (Some(before), Some(after)) = (self.original_nonzero_bytes, self.final_nonzero_bytes)
        {
            let _ = writeln!(
                s,
                "          {} -> {} bytes not zero ({:.1}%)",
                before,
                after,
                percent(after, before),
            );
        }
        let checked = match self.calls.result_checks {
            0 => String::new(),
            1 => " (+1 checking the result)".to_string(),
            n => format!(" (+{n} checking the result and earlier bests)"),
        };
        let _ = writeln!(
            s,
            "  oracle: {} calls{checked}, {} cache hits, {} rejected before the oracle, {} timed out, {} cancelled",
            self.calls.oracle_calls,
            self.calls.cache_hits,
            self.calls.rejected_before_oracle,
            self.calls.timeouts,
            self.calls.cancelled_calls,
        );
        if self.calls.calls_ahead > 0 {
            let _ = writeln!(
                s,
                "  ahead:  {} calls on candidates of later levels and passes, {} of them used",
                self.calls.calls_ahead, self.calls.calls_ahead_used,
            );
        }
        if self.calls.joins_tested > 0 {
            let _ = writeln!(
                s,
                "  joins:  {} tests of successes found side by side, {} of them interesting",
                self.calls.joins_tested, self.calls.joins_interesting,
            );
        }
        if self.calls.made_nothing + self.calls.made_before > 0 {
            let _ = writeln!(
                s,
                "  replays without the oracle: {} made no usable input, {} an input judged before",
                self.calls.made_nothing, self.calls.made_before,
            );
        }
        if self.calls.launch_failures > 0 {
            let _ = writeln!(
                s,
                "  launcher: {} launches failed and were made again",
                self.calls.launch_failures
            );
        }
        if self.calls.verify_failures > 0 {
            let _ = writeln!(
                s,
                "  flaky:  {} interesting candidates were not interesting again under --verify",
                self.calls.verify_failures
            );
        }
        let _ = writeln!(
            s,
            "  time:   {:.1} s wall, {:.1} s inside the oracle, {:.1} s of our own CPU ({} jobs, {}, {} passes)",
            self.wall_seconds,
            self.oracle_seconds,
            self.cpu_seconds,
            self.jobs,
            self.algo,
            self.passes,
        );
        if let Some(p) = &self.phases {
            let _ = writeln!(
                s,
                "  phases: generator {} calls to {} tokens, then polish as {} {} calls",
                p.generator_calls, p.generator_tokens, p.polish_lang, p.polish_calls
            );
        }
        if !self.files.is_empty() {
            let kept = self.files.iter().filter(|f| !f.taken_out).count();
            let _ = writeln!(
                s,
                "  files:  {} -> {} ({} taken out)",
                self.files.len(),
                kept,
                self.files.len() - kept
            );
        }
        let by_pass: Vec<String> = self
            .by_pass
            .iter()
            .map(|p| {
                format!(
                    "{} -{} tok -{} B ({} calls)",
                    p.kind, p.tokens, p.bytes, p.oracle_calls
                )
            })
            .collect();
        if !by_pass.is_empty() {
            let _ = writeln!(s, "  passes: {}", by_pass.join(", "));
        }
        match self.tidy.as_deref() {
            None => {}
            Some([]) => {
                let _ = writeln!(s, "  tidy:   the result was tidy already");
            }
            Some(forms) => {
                let said: Vec<String> = (forms.iter())
                    .map(|f| format!("{} {}", f.by, if f.kept { "kept" } else { "refused" }))
                    .collect();
                let calls = forms.len();
                let plural = if calls == 1 { "" } else { "s" };
                let _ = writeln!(s, "  tidy:   {} ({calls} call{plural})", said.join(", "));
            }
        }
        s
    }

    /// The summary as a JSON object.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("plain numbers and strings serialize")
    }
}
