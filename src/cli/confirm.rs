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
/// `2 log2 n` of them and a fall-back costs as many calls at most.
#[derive(Debug, Default)]
pub(super) struct EarlierBests {
    /// Bests seen so far.
    seen: u64,
    /// The kept ones, oldest first, each with its number (1 for the first).
    kept: Vec<(u64, Vec<u8>)>,
}

impl EarlierBests {
    /// Keeps a new best, and drops the ones its coming makes too close to
    /// others.
    pub(super) fn push(&mut self, best: &[u8]) {
        self.seen += 1;
        self.kept.push((self.seen, best.to_vec()));
        let newest = self.seen;
        self.kept.retain(|&(number, _)| {
            let spacing = (newest - number + 1).ilog2().saturating_sub(1);
            number % (1 << spacing) == 0
        });
    }

    /// The bests kept, newest first, with their numbers.
    fn newest_first(&self) -> impl Iterator<Item = (u64, &[u8])> {
        self.kept.iter().rev().map(|(n, b)| (*n, b.as_slice()))
    }
}

/// What the check of the result found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum ResultCheck {
    /// Nothing to check: the result is the original, checked as the run
    /// started.
    Original,
    /// Not checked: the run was interrupted.
    Interrupted,
    /// The oracle found the result interesting again.
    Confirmed,
    /// It did not; the result is now best number `number` of `of` (0: the
    /// original), the newest that was interesting again.
    FellBack {
        /// The best fallen back to (0: the original).
        number: u64,
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

    /// The exit code it calls for, if it overrides the run's.
    pub(super) fn exit_code(&self) -> Option<ExitCode> {
        matches!(self, ResultCheck::FellBack { .. }).then_some(ExitCode::Unconfirmed)
    }

    /// What the user must hear, if anything.
    pub(super) fn warning(&self, tokens: u64) -> Option<String> {
        let ResultCheck::FellBack { number, of } = *self else {
            return None;
        };
        let instead = match number {
            0 => "the original: no earlier best was interesting again".to_string(),
            n => {
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
                let check = ResultCheck::FellBack { number, of };
                return Ok((best.to_vec(), check));
            }
            Some(false) => {}
        }
    }
    Ok((original.to_vec(), ResultCheck::FellBack { number: 0, of }))
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
        let kept: Vec<u64> = bests.newest_first().map(|(n, _)| n).collect();
        assert_eq!(kept, [100, 99, 98, 96, 94, 92, 88, 80, 72, 64, 48, 32]);
        assert!(
            kept.iter()
                .all(|&n| bests.kept.iter().any(|(m, b)| *m == n && b == &[n as u8]))
        );
    }
}
