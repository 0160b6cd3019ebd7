//! The last step of every run: its result checked once more by the oracle.
//! A flaky oracle (one that sometimes calls an uninteresting candidate
//! interesting) can let a wrong candidate become the best, and every later
//! best is built on it; a user who does not know their oracle is flaky
//! would get a wrong result with exit 0. Where the result is not
//! interesting again, the output falls back to the newest earlier best
//! that is, and the run ends with [`ExitCode::Unconfirmed`].

use crate::error::ExitCode;
use crate::runner::Runner;

/// Earlier bests to fall back to: the newest ones, and older ones at
/// about doubling distances (of the bests of age `[2^k - 1, 2^(k+1) - 1)`,
/// those whose number is a multiple of `2^(k-1)`: an entry once dropped
/// is never wanted again), so that a run of `n` bests keeps about
/// `2 log2 n` of them and a fall-back costs as many calls at most; the
/// oldest go first where they would hold more than [`MOST_KEPT`] bytes.
#[derive(Debug, Default)]
pub(super) struct EarlierBests {
    /// Bests seen so far.
    seen: u64,
    /// The kept ones, oldest first, each with its number (1 for the first;
    /// `None` for where a resumed run started).
    kept: Vec<(Option<u64>, Vec<u8>)>,
}

/// The most bytes [`EarlierBests`] holds: 2 log2 n copies of a 100 MB
/// binary input would not fit in a CI runner's memory.
const MOST_KEPT: usize = 256 << 20;

impl EarlierBests {
    /// Keeps a new best, and drops the ones its coming makes too close to
    /// others.
    pub(super) fn push(&mut self, best: &[u8]) {
        self.seen += 1;
        self.kept.push((Some(self.seen), best.to_vec()));
        let newest = self.seen;
        self.kept.retain(|&(number, _)| {
            number.is_none_or(|number| {
                let spacing = (newest - number + 1).ilog2().saturating_sub(1);
                number % (1 << spacing) == 0
            })
        });
        let mut held: usize = self.kept.iter().map(|(_, b)| b.len()).sum();
        while held > MOST_KEPT && self.kept.len() > 1 {
            held -= self.kept.remove(0).1.len();
        }
    }

    /// Keeps where a resumed run started (the best of an earlier run,
    /// older than every best of this one), to fall back to.
    pub(super) fn resumed_from(&mut self, start: &[u8]) {
        self.kept.insert(0, (None, start.to_vec()));
    }

    /// The bests kept, newest first, with their numbers.
    fn newest_first(&self) -> impl Iterator<Item = (Option<u64>, &[u8])> {
        self.kept.iter().rev().map(|(n, b)| (*n, b.as_slice()))
    }
}

/// What the result fell back to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum FellTo {
    /// This run's best of this number (1 for its first).
    Best(u64),
    /// Where the run, resumed, started: an earlier run's best.
    ResumedStart,
    /// The original input.
    Original,
}

/// What the check of the result found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum ResultCheck {
    /// Nothing to check: the result is the original, checked as the run
    /// started.
    Original,
    /// Not checked: the run was interrupted (before or during the check).
    Interrupted,
    /// The oracle found the result interesting again.
    Confirmed,
    /// It did not; the result is now an earlier best, the newest kept that
    /// was interesting again, or the original.
    FellBack {
        /// What it fell back to.
        to: FellTo,
        /// Bests the run had found.
        of: u64,
    },
}

impl ResultCheck {
    /// Its name in `--stats-json`.
    pub(super) fn name(&self) -> &'static str {
        match self {
            ResultCheck::Original => "original",
            ResultCheck::Interrupted => "interrupted",
            ResultCheck::Confirmed => "confirmed",
            ResultCheck::FellBack { .. } => "fell-back",
        }
    }

    /// Whether the result was refused and fell back.
    pub(super) fn fell_back(&self) -> bool {
        matches!(self, ResultCheck::FellBack { .. })
    }

    /// The exit code it calls for, if it overrides the run's.
    pub(super) fn exit_code(&self) -> Option<ExitCode> {
        self.fell_back().then_some(ExitCode::Unconfirmed)
    }

    /// What the user must hear, if anything.
    pub(super) fn warning(&self, tokens: u64) -> Option<String> {
        let ResultCheck::FellBack { to, of } = *self else {
            return None;
        };
        let instead = match to {
            FellTo::Original => {
                "the original: none of the earlier bests kept was interesting again".to_string()
            }
            FellTo::ResumedStart => format!(
                "where this run went on from the --resume state ({tokens} tokens): none of \
                 this run's bests kept was interesting again"
            ),
            FellTo::Best(n) => {
                format!("best {n} of {of} ({tokens} tokens), the newest that was interesting again")
            }
        };
        Some(format!(
            "reduce: the result was NOT interesting when the oracle ran on it once more: the \
             oracle answers differently on the same bytes (it is flaky), so the reduction may \
             have gone astray. The output holds {instead}. Make the oracle deterministic, or \
             reduce again with --verify, which checks every improvement twice."
        ))
    }
}

/// Checks `result` once more with the oracle; where it is not interesting
/// again, the newest of `earlier` that is, else `original`. The result to
/// keep, and what was found. An interrupted run is not checked.
pub(super) fn check_result(
    runner: &mut Runner,
    result: Vec<u8>,
    original: &[u8],
    earlier: &EarlierBests,
) -> std::io::Result<(Vec<u8>, ResultCheck)> {
    if result == original {
        return Ok((result, ResultCheck::Original));
    }
    match runner.check_again(&result)? {
        None => return Ok((result, ResultCheck::Interrupted)),
        Some(true) => return Ok((result, ResultCheck::Confirmed)),
        Some(false) => {}
    }
    let of = earlier.seen;
    for (number, best) in earlier.newest_first() {
        if best == result.as_slice() {
            continue;
        }
        match runner.check_again(best)? {
            None => return Ok((result, ResultCheck::Interrupted)),
            Some(true) => {
                let to = number.map_or(FellTo::ResumedStart, FellTo::Best);
                return Ok((best.to_vec(), ResultCheck::FellBack { to, of }));
            }
            Some(false) => {}
        }
    }
    let to = FellTo::Original;
    Ok((original.to_vec(), ResultCheck::FellBack { to, of }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn earlier_bests_thin_out_at_doubling_distances() {
        let mut bests = EarlierBests::default();
        for n in 1..=100u8 {
            bests.push(&[n]);
        }
        let kept: Vec<u64> = bests.newest_first().filter_map(|(n, _)| n).collect();
        assert_eq!(kept, [100, 99, 98, 96, 94, 92, 88, 80, 72, 64, 48, 32]);
        assert!(bests.kept.iter().all(|(n, b)| b == &[n.unwrap() as u8]));
        bests.resumed_from(b"start");
        bests.push(&[101]);
        assert_eq!(bests.newest_first().last(), Some((None, &b"start"[..])));
    }
}
