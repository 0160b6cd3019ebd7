//! How a run ends: the output written, the summary on stderr and in
//! `--stats-json`, the oracle's output kept with `-v`, and the exit code.

use super::config::Config;
use super::confirm::{ResultCheck, check_result};
use super::observer::RunObserver;
use super::state::end_state;
use crate::driver::{self, PassKind};
use crate::error::{Error, ExitCode};
use crate::frontend::Frontend;
use crate::report::{FileSizes, PassTally, Phases, ProgressMode, Summary, TidyForm};
use crate::runner::{Runner, Stop};
use crate::{bundle, output};
use std::path::Path;
use std::time::Instant;

/// What the summary says of the input, beside the run's counters.
pub(super) struct Sizes {
    /// The input as the summary names it.
    pub(super) input: String,
    /// How it was reduced (a language, or a generator's run).
    pub(super) lang: &'static str,
    pub(super) original_bytes: u64,
    pub(super) original_tokens: u64,
    pub(super) final_tokens: u64,
    /// A binary input's bytes that are not zero, before and after.
    pub(super) nonzero: Option<(u64, u64)>,
    /// Generator mode with its polish: what each phase did.
    pub(super) phases: Option<Phases>,
    /// A directory's files and their sizes.
    pub(super) files: Vec<FileSizes>,
}

/// Ends a run that reduced: the summary on stderr and in `--stats-json`,
/// the kept oracle output with `-v`, and the exit code.
pub(super) fn report(
    config: &Config,
    sizes: Sizes,
    runner: &Runner,
    (outcome, check): (driver::Reduction, ResultCheck),
    observer: RunObserver,
    started: Instant,
) -> Result<ExitCode, Error> {
    let stats = runner.stats();
    let summary = Summary {
        input: sizes.input,
        output: config.output.display().to_string(),
        lang: sizes.lang,
        algo: config.algo.name(),
        jobs: config.jobs,
        // A directory's bytes are its files', without the bundle's headers.
        original_bytes: match sizes.files.is_empty() {
            true => sizes.original_bytes,
            false => sizes.files.iter().map(|f| f.original_bytes).sum(),
        },
        final_bytes: match sizes.files.is_empty() {
            true => outcome.best.len() as u64,
            false => sizes.files.iter().map(|f| f.final_bytes).sum(),
        },
        original_tokens: sizes.original_tokens,
        final_tokens: sizes.final_tokens,
        original_nonzero_bytes: sizes.nonzero.map(|n| n.0),
        final_nonzero_bytes: sizes.nonzero.map(|n| n.1),
        calls: stats.clone(),
        passes: outcome.passes,
        by_pass: PassKind::ALL
            .iter()
            .zip(&outcome.by_kind)
            .filter(|(_, tally)| tally.passes > 0)
            .map(|(kind, tally)| PassTally {
                kind: kind.name(),
                passes: tally.passes,
                tokens: tally.tokens,
                bytes: tally.bytes,
                oracle_calls: tally.oracle_calls,
            })
            .collect(),
        wall_seconds: started.elapsed().as_secs_f64(),
        oracle_seconds: stats.oracle_time.as_secs_f64(),
        cpu_seconds: own_cpu_seconds(),
        stop: match outcome.stop {
            None => "fixpoint",
            Some(Stop::Interrupted) => "interrupted",
            Some(Stop::TimeLimit) => "max-time",
            Some(Stop::TestLimit) => "max-tests",
        },
        result_check: check.name(),
        tidy: match outcome.tidied {
            driver::Tidied::Off => None,
            driver::Tidied::Tried(tried) => Some(
                (tried.into_iter())
                    .map(|(by, kept)| TidyForm { by, kept })
                    .collect(),
            ),
        },
        bests: observer.bests,
        levels: observer.levels,
        phases: sizes.phases,
        files: sizes.files,
    };
    if config.verbose {
        keep_oracle_output(runner, &config.output)?;
    }
    if config.progress != ProgressMode::Silent {
        eprint!("{}", summary.to_text());
    }
    // Said even with --quiet: the exit code alone would not say why.
    if let Some(warning) = check.warning(sizes.final_tokens) {
        eprintln!("{warning}");
    }
    if let Some(path) = &config.stats_json {
        std::fs::write(path, summary.to_json() + "\n")
            .map_err(Error::io(format!("writing {}", path.display())))?;
    }
    Ok(match outcome.stop {
        Some(Stop::Interrupted) => ExitCode::Interrupted,
        _ => check.exit_code().unwrap_or(ExitCode::Success),
    })
}

/// After the reduction, either mode: progress ends, the result is checked
/// once more by the oracle (and falls back to an earlier best where it is
/// not interesting again), the output ends as the result (only a resumed
/// run that never got below the output's size has skipped writing its
/// bests), and the `--resume` state goes or stays. `original` is what the
/// run started from; `runner` must judge files (or bundles) by now.
pub(super) fn end_reduction(
    config: &Config,
    state_path: &Path,
    runner: &mut Runner,
    observer: &mut RunObserver,
    (outcome, original): (std::io::Result<driver::Reduction>, &[u8]),
    write_output: impl Fn(&[u8]) -> Result<(), Error>,
) -> Result<(driver::Reduction, ResultCheck), Error> {
    observer.progress.finish();
    let mut outcome = outcome.map_err(Error::io("the reduction stopped"))?;
    let (best, check) = match outcome.stop {
        Some(Stop::Interrupted) => (outcome.best, ResultCheck::Interrupted),
        _ => check_result(runner, outcome.best, original, &observer.earlier)
            .map_err(Error::io("checking the result once more"))?,
    };
    outcome.best = best;
    if check == ResultCheck::Interrupted {
        // Also when the interrupt came during the check: the result is
        // not confirmed, and a --resume state stays.
        outcome.stop = Some(Stop::Interrupted);
    }
    if observer.replay_floor.is_some() || check.fell_back() {
        write_output(&outcome.best)?;
    }
    // A device, FIFO or socket takes the final result alone, in place.
    if config.output_target == output::Target::Stream {
        output::write_stream(&config.output, &outcome.best)
            .map_err(Error::io(format!("writing {}", config.output.display())))?;
    }
    if config.resume {
        // A state that went on from a result the oracle no longer accepts
        // would lead a resumed run back to it.
        let fell_back = check.fell_back();
        if fell_back && config.progress != ProgressMode::Silent {
            eprintln!(
                "reduce: the --resume state is removed: it went on from a result the oracle no \
                 longer accepts"
            );
        }
        end_state(
            config,
            state_path,
            runner,
            outcome.stop.is_none() || fell_back,
        )?;
    }
    Ok((outcome, check))
}

/// Writes `bytes` to the output as `destination` says.
pub(super) fn write_output(
    config: &Config,
    bytes: &[u8],
    destination: output::Destination,
) -> Result<(), Error> {
    output::write_best(&config.output, bytes, destination)
        .map_err(Error::io(format!("writing {}", config.output.display())))
}

/// The sizes of each file of the bundle `original` before and in `best`,
/// in tokens as `frontend` counts each file's language.
pub(super) fn file_sizes(frontend: &Frontend, original: &[u8], best: &[u8]) -> Vec<FileSizes> {
    let (before, after) = (bundle::decode(original), bundle::decode(best));
    let (Ok(before), Ok(after)) = (before, after) else {
        return Vec::new();
    };
    (before.iter())
        .map(|file| {
            let now = after.iter().find(|e| e.path == file.path);
            let tokens = |bytes: &[u8]| frontend.file_tokens(&file.path, bytes);
            FileSizes {
                path: file.path.display().to_string(),
                original_tokens: tokens(&file.bytes),
                final_tokens: now.map_or(0, |e| tokens(&e.bytes)),
                original_bytes: file.bytes.len() as u64,
                final_bytes: now.map_or(0, |e| e.bytes.len() as u64),
                taken_out: now.is_none(),
            }
        })
        .collect()
}

/// Prints a dump; a reader that stops early (`| head`) is not an error.
pub(super) fn print_dump(text: &str) -> Result<ExitCode, Error> {
    use std::io::Write;
    match std::io::stdout().lock().write_all(text.as_bytes()) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => {
            Err(Error::io("writing the dump")(e))
        }
        _ => Ok(ExitCode::Success),
    }
}

pub(super) fn keep_oracle_output(runner: &Runner, output: &Path) -> Result<(), Error> {
    let outputs = runner.last_outputs();
    for (suffix, kept) in [
        ("interesting", &outputs.interesting),
        ("uninteresting", &outputs.uninteresting),
    ] {
        if let Some(bytes) = kept {
            let mut name = output.as_os_str().to_owned();
            name.push(format!(".{suffix}.log"));
            std::fs::write(&name, bytes)
                .map_err(Error::io(format!("writing {}", Path::new(&name).display())))?;
        }
    }
    Ok(())
}

/// The CPU time this process has used so far, user and system, all its
/// threads (not its children: the oracle calls).
fn own_cpu_seconds() -> f64 {
    // SAFETY: zeroed rusage is a valid value; getrusage fills it in.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: RUSAGE_SELF with a valid pointer to our own struct.
    if unsafe { libc::getrusage(libc::RUSAGE_SELF, &mut usage) } != 0 {
        return 0.0;
    }
    let seconds = |t: libc::timeval| t.tv_sec as f64 + t.tv_usec as f64 / 1e6;
    seconds(usage.ru_utime) + seconds(usage.ru_stime)
}
