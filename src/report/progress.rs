//! Progress: an indicatif line on a terminal; off a terminal (CI logs), one
//! plain line per improvement, at most one a second.

use crate::driver::LevelReport;
use crate::runner::Stats;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::time::{Duration, Instant};

/// Where progress goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProgressMode {
    /// Nothing (`--quiet`).
    Silent,
    /// A live line on the terminal.
    Bar,
    /// Plain lines on stderr, for logs.
    Lines,
}

/// The state shown while a run goes on.
pub struct Progress {
    mode: ProgressMode,
    verbose: bool,
    bar: Option<ProgressBar>,
    started: Instant,
    last_line: Option<Instant>,
    original_bytes: u64,
    original_tokens: u64,
    bytes: u64,
    tokens: u64,
    pass: usize,
    level: usize,
}

impl Progress {
    /// Starts showing progress for an input of this size.
    pub fn new(
        mode: ProgressMode,
        verbose: bool,
        original_bytes: u64,
        original_tokens: u64,
    ) -> Self {
        let bar = (mode == ProgressMode::Bar).then(|| {
            let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::stderr());
            bar.set_style(
                ProgressStyle::with_template("{spinner} {wide_msg}").expect("valid template"),
            );
            bar.enable_steady_tick(Duration::from_millis(120));
            bar
        });
        Progress {
            mode,
            verbose,
            bar,
            started: Instant::now(),
            last_line: None,
            original_bytes,
            original_tokens,
            bytes: original_bytes,
            tokens: original_tokens,
            pass: 0,
            level: 0,
        }
    }

    /// A level of a pass starts.
    pub fn level_started(&mut self, pass: usize, level: usize, items: usize, stats: &Stats) {
        self.pass = pass;
        self.level = level;
        if self.verbose {
            self.line(&format!("pass {pass} level {level}: {items} nodes"));
        }
        self.refresh(stats);
    }

    /// A level ended: with `-v`, one line of what it cost and bought.
    pub fn level_ended(&mut self, report: &LevelReport, stats: &Stats) {
        if self.verbose {
            let removed = report.tokens_before.saturating_sub(report.tokens_after);
            let per_call = match report.oracle_calls {
                0 => String::new(),
                calls => format!(" ({:.1} per call)", removed as f64 / calls as f64),
            };
            self.line(&format!(
                "pass {} level {} done ({}): {} of {} items out, {} calls, -{} tok{}",
                report.pass,
                report.level,
                report.kind.name(),
                report.taken_out,
                report.items,
                report.oracle_calls,
                removed,
                per_call
            ));
        }
        self.refresh(stats);
    }

    /// A verdict was committed.
    pub fn tested(&mut self, stats: &Stats) {
        self.refresh(stats);
    }

    /// A smaller interesting candidate was found.
    pub fn improved(&mut self, bytes: u64, tokens: u64, stats: &Stats) {
        self.bytes = bytes;
        self.tokens = tokens;
        self.refresh(stats);
        if self.mode == ProgressMode::Lines {
            let now = Instant::now();
            if self
                .last_line
                .is_none_or(|t| now - t >= Duration::from_secs(1))
            {
                self.last_line = Some(now);
                let status = self.status(stats);
                self.line(&status);
            }
        }
    }

    /// Clears the live line before the summary is printed.
    pub fn finish(&mut self) {
        if let Some(bar) = self.bar.take() {
            bar.finish_and_clear();
        }
    }

    fn refresh(&self, stats: &Stats) {
        if let Some(bar) = &self.bar {
            bar.set_message(self.status(stats));
        }
    }

    fn status(&self, stats: &Stats) -> String {
        format!(
            "{:.0}s pass {} level {}: {} tok ({:.1}%) {} B ({:.1}%), {} calls, {} cached",
            self.started.elapsed().as_secs_f64(),
            self.pass,
            self.level,
            self.tokens,
            percent(self.tokens, self.original_tokens),
            self.bytes,
            percent(self.bytes, self.original_bytes),
            stats.oracle_calls,
            stats.cache_hits,
        )
    }

    /// Something the user should know now, on its own line (unless silent).
    pub fn say(&self, text: &str) {
        self.line(text);
    }

    fn line(&self, text: &str) {
        match &self.bar {
            Some(bar) => bar.println(text),
            None if self.mode != ProgressMode::Silent => eprintln!("reduce: {text}"),
            None => {}
        }
    }
}

/// `part` as a percentage of `whole` (100% of nothing is 100%).
pub fn percent(part: u64, whole: u64) -> f64 {
    if whole == 0 {
        100.0
    } else {
        part as f64 * 100.0 / whole as f64
    }
}
