//! The `--resume` state of a run: loaded, checked to be this run's
//! (the identity of its input, oracle and options), taken up, and removed
//! or kept as the run ends.

use super::config::Config;
use crate::driver;
use crate::error::Error;
use crate::frontend::Frontend;
use crate::report::ProgressMode;
use crate::resume;
use crate::runner::Runner;
use std::path::Path;

/// Loads the `--resume` state at `path` when `identity` asks for one.
pub(super) fn load_state(
    path: &Path,
    identity: Option<&resume::Identity>,
) -> Result<Option<resume::Saved>, Error> {
    let Some(identity) = identity else {
        return Ok(None);
    };
    resume::load(path, identity).map_err(|e| {
        Error::Usage(format!(
            "cannot resume from {}: {e}; remove it to start afresh",
            path.display()
        ))
    })
}

/// Tells that a run goes on from `saved`, and hands its verdicts to the
/// runner's cache: the checkpoint to go on from.
pub(super) fn resume_from(
    config: &Config,
    state_path: &Path,
    saved: resume::Saved,
    runner: &mut Runner,
) -> driver::Checkpoint {
    if config.progress != ProgressMode::Silent {
        eprintln!(
            "reduce: resuming from {} at pass {} with {} known verdicts",
            state_path.display(),
            saved.checkpoint.passes() + 1,
            saved.verdicts.len()
        );
    }
    runner.cache_mut().preload(saved.verdicts);
    saved.checkpoint
}

/// What makes this run the reduction it is, for `--resume`.
pub(super) fn identity(
    config: &Config,
    frontend: &Frontend,
    original: &[u8],
    oracle: &Path,
) -> Result<resume::Identity, Error> {
    let language = match &config.profile_text {
        _ if frontend.is_bundle() => {
            format!("a directory's files as text, keeping {:?}", config.keep)
        }
        Some(text) => format!(
            "{} with the profile {}",
            frontend.lang().name(),
            resume::Identity::hash(text.as_bytes())
        ),
        None => frontend.lang().name().to_owned(),
    };
    identity_of(config, original, oracle, language)
}

/// [`identity`], for a reduction described by `language` (a front-end,
/// or a generator's run).
pub(super) fn identity_of(
    config: &Config,
    original: &[u8],
    oracle: &Path,
    language: String,
) -> Result<resume::Identity, Error> {
    // Rounds of another size reach another result (see `algo::Rounds`).
    let options = format!(
        "{} {:?}, schedule {:?}, syntax check {}, verify {}, timeout {:?}, rounds of {}",
        config.algo.name(),
        config.algo_options,
        config.schedule,
        config.syntax_check,
        config.verify,
        config.timeout,
        super::setup::round_size(config.jobs, config.in_order)
    );
    resume::Identity::new(original, oracle, language, options).map_err(|e| Error::Oracle {
        path: oracle.to_path_buf(),
        problem: format!("cannot be read for the --resume identity: {e}"),
    })
}

/// After a `--resume` run: at the fixpoint nothing is left to resume, so the
/// state goes; else it stays, and the user hears how to go on.
pub(super) fn end_state(
    config: &Config,
    state_path: &Path,
    runner: &Runner,
    fixpoint: bool,
) -> Result<(), Error> {
    if fixpoint {
        return resume::remove(state_path)
            .map_err(Error::io(format!("removing {}", state_path.display())));
    }
    if config.progress == ProgressMode::Silent {
        return Ok(());
    }
    match runner.cache().journal_error() {
        Some(e) => eprintln!(
            "reduce: warning: verdicts stopped reaching {} ({e}); a resumed run will call the oracle again for them",
            state_path.display()
        ),
        None => eprintln!(
            "reduce: state kept in {}: run the same command again to go on",
            state_path.display()
        ),
    }
    Ok(())
}
