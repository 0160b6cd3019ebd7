//! The driver's last step: the best made tidy for the maintainer who reads
//! it in a bug report, kept where the oracle still finds it interesting.
//! First what the language's own formatter makes of it, where one is
//! installed; where the oracle refuses that (or there is none), its lines
//! laid out again (see `frontend::layout`). One or two calls.

use super::Observer;
use super::fixpoint::keep_best;
use super::ledger::Tidied;
use crate::frontend::{Frontend, Style};
use crate::runner::{self, Runner, Stop};
use std::io;

/// Which tidy forms the last step tries (`--tidy`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum TidyMode {
    /// The language's own formatter where one is installed (the result then depends on which formatter, and which version, the machine has), then the layout
    #[default]
    Auto,
    /// Only the layout: lines indented again from their brackets or nesting in the input's own unit, blank lines and trailing blanks gone (the same bytes on every machine)
    Layout,
    /// None: the result as the last edit left it
    Off,
}

/// Who made a form that is not a formatter's.
const LAYOUT: &str = "layout";

/// Replaces `best` (of `tokens` tokens) by the first of its tidy forms
/// that differs from it and is interesting: under `mode` auto, the
/// formatter's (run on a copy named `file_name`), then the layout in
/// `style`. Returns what it
/// tried, and why the run must stop if it could not find out: then the
/// run has not reached its fixpoint.
pub(super) fn tidy(
    best: &mut Vec<u8>,
    mode: TidyMode,
    (frontend, style, file_name): (&Frontend, &Style, &str),
    tokens: u64,
    runner: &mut Runner,
    observer: &mut dyn Observer,
) -> io::Result<(Tidied, Option<Stop>)> {
    let laid = match mode {
        TidyMode::Off => None,
        _ => frontend.laid_out(best, style),
    };
    let Some(laid) = laid else {
        return Ok((Tidied::Off, None));
    };
    let mut forms: Vec<(String, Vec<u8>)> = Vec::new();
    let formatters = match mode {
        TidyMode::Auto => frontend.formatters(),
        _ => &[],
    };
    for command in formatters {
        if let Some(out) = runner::formatter::formatted(command, file_name, best)? {
            let program = command.split_ascii_whitespace().next().unwrap_or(command);
            let name = std::path::Path::new(program).file_name();
            let name = name.map_or(program.into(), |n| n.to_string_lossy());
            forms.push((name.into_owned(), out));
            break;
        }
    }
    if laid != *best && forms.iter().all(|(_, form)| *form != laid) {
        forms.push((LAYOUT.to_string(), laid));
    }
    let mut tried = Vec::new();
    for (who, form) in forms {
        match runner.verdict_of(&form, false)? {
            runner::Answer::Stopped(stop) => return Ok((Tidied::Tried(tried), Some(stop))),
            answer if answer.is_interesting() => {
                // A formatter may add a token (rustfmt's trailing comma).
                let count = || match who.as_str() {
                    LAYOUT => tokens,
                    _ => frontend.count_tokens(&form),
                };
                keep_best(best, &form, count, runner, observer)?;
                tried.push((who, true));
                break;
            }
            _ => tried.push((who, false)),
        }
    }
    Ok((Tidied::Tried(tried), None))
}
