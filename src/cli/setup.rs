//! What file mode and generator mode set up alike: the oracle, the
//! runner, the observer, the strategy, and the checks of what they are
//! given.

use super::checks::check_oracle;
use super::config::Config;
use super::observer::RunObserver;
use crate::driver::Strategy;
use crate::error::Error;
use crate::report::Progress;
use crate::runner::{self, OracleSpec, Runner, RunnerSettings};
use crate::{output, resume};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// The oracle the configuration names, as given and as checked (an
/// executable file, by its absolute path).
pub(super) fn the_oracle(config: &Config) -> Result<(PathBuf, PathBuf), Error> {
    let given = config.oracle.clone().ok_or_else(|| {
        Error::Usage("no oracle: give --oracle SCRIPT (or `oracle = ...` in --config)".into())
    })?;
    let checked = check_oracle(&given)?;
    Ok((given, checked))
}

/// What a directory's reduction does not do yet: refused with a clear
/// message rather than done wrong.
pub(super) fn refuse_for_directories(config: &Config) -> Result<(), Error> {
    let refuse = |what: &str| {
        Err(Error::Usage(format!(
            "{what} does not work with a directory as input yet; {} is one",
            config.input.display()
        )))
    };
    if config.lang.is_some() || config.profile.is_some() {
        return refuse("--lang or --grammar (a directory's files are reduced as text)");
    }
    Ok(())
}

/// The observer of a run whose original has `size` (bytes, tokens): it
/// shows progress, writes each best to `destination`, and keeps the `--resume`
/// state (at `state.0`, when `state.1` names the reduction; `state.2`: the
/// run goes on from one).
pub(super) fn observer_for<'a>(
    config: &'a Config,
    size: (u64, u64),
    destination: output::Destination<'a>,
    state: (&'a Path, Option<&'a resume::Identity>, bool),
    started: Instant,
) -> RunObserver<'a> {
    let progress = Progress::new(config.progress, config.verbose, size.0, size.1);
    let mut observer = RunObserver::new(progress, &config.output, destination, started);
    let (path, identity, resumed) = state;
    observer.keep_state(identity.map(|id| (path, id)), resumed);
    observer
}

/// What the driver needs of the configuration.
pub(super) fn strategy_of(config: &Config, syntax_check: bool) -> Strategy {
    Strategy {
        schedule: config.schedule,
        algo: config.algo,
        options: config.algo_options,
        syntax_check,
        tidy: config.tidy,
        file_name: (config.input.file_name())
            .map_or("input".into(), |name| name.to_string_lossy().into_owned()),
    }
}

/// Removes the temporary files a killed run left beside the files it
/// wrote (`written`).
pub(super) fn remove_stale_temporaries<'a>(
    written: impl IntoIterator<Item = &'a PathBuf>,
) -> Result<(), Error> {
    for written in written {
        match output::remove_stale_temporaries(written) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
                return Err(Error::io(format!(
                    "removing what a killed run left beside {}",
                    written.display()
                ))(e));
            }
            _ => {}
        }
    }
    Ok(())
}

/// `--look-ahead`'s default with `jobs` job slots: half of them, at least
/// 16, which took the C example and c-gcc-waddress to their fixpoints
/// sooner than every free slot or fewer (see "Constants" in
/// docs/3-performance.md).
pub(super) fn default_look_ahead(jobs: usize) -> usize {
    (jobs / 2).max(16)
}

/// The tests per round whose successes are joined (see
/// [`crate::algo::Rounds`]): `-j` of them from [`JOIN_FROM`] jobs on, unless
/// `--in-order`; else 1, each success committed alone.
pub(super) fn round_size(jobs: usize, in_order: bool) -> usize {
    match in_order || jobs < JOIN_FROM {
        true => 1,
        false => jobs,
    }
}

/// The fewest jobs at which successes are joined by default.
const JOIN_FROM: usize = 8;

/// The runner of a run started at `started`, calling through `oracle`,
/// with the run's jobs and budgets.
pub(super) fn new_runner(
    config: &Config,
    oracle: std::sync::Arc<dyn runner::Oracle>,
    roots: runner::CallRoots,
    started: Instant,
) -> Result<Runner, Error> {
    Runner::new(RunnerSettings {
        oracle,
        capture_output: config.verbose,
        jobs: config.jobs,
        look_ahead: (config.look_ahead).unwrap_or_else(|| default_look_ahead(config.jobs)),
        deadline: config.max_time.and_then(|t| started.checked_add(t)),
        max_calls: config.max_calls,
        roots,
        verify: config.verify,
        launch_retries: config.launch_retries,
        round: round_size(config.jobs, config.in_order),
    })
    .map_err(Error::io("creating the temporary directory"))
}

/// The user's script as `config` says to run it: here, or through its
/// launcher.
pub(super) fn oracle_spec(
    config: &Config,
    program: PathBuf,
    file_name: std::ffi::OsString,
) -> OracleSpec {
    let mut spec = OracleSpec::new(program, file_name, config.timeout);
    if let Some(launcher) = &config.launcher {
        spec.launcher = Some(launcher.clone());
        spec.stopping = runner::Stopping {
            grace: LAUNCHED_KILL_GRACE,
            polite_cancel: true,
        };
    }
    if let Some(grace) = config.kill_grace {
        spec.stopping.grace = grace;
    }
    spec
}

/// Time a launched call gets between SIGTERM and SIGKILL by default: for
/// `srun` to pass SIGTERM on and its step to end.
pub(super) const LAUNCHED_KILL_GRACE: Duration = Duration::from_secs(5);
