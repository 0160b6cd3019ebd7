//! Learned starting probabilities: the share of items of each kind that a
//! run has had to keep so far, as the prior of the next item of that kind.
//!
//! ProbDD starts every item of every level at the same `p0` (0.1: a tenth
//! must stay), so a level where most items must stay spends tests on large
//! subsets that fail before its probabilities catch up, and a level where
//! almost everything goes removes ten items a test where it could remove
//! fifty. What earlier levels kept of the same kind of node is a better
//! guess. Kinds are opaque keys: the driver says what they are.

use std::collections::BTreeMap;

/// How many items' worth of weight `p0` keeps against what is seen: a kind
/// seen four times is half `p0`, half its own share.
const PSEUDO_ITEMS: f64 = 4.0;

/// The lowest prior: a kind always taken out is still tested in subsets
/// of about fifty, not all at once.
const LOWEST: f64 = 0.02;

/// The highest prior: at one half ProbDD already tests items one by one,
/// and an item above it could never be tested with another again.
const HIGHEST: f64 = 0.5;

/// Counts per kind, and the prior they give.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Priors {
    /// Per kind: (items kept, items seen).
    seen: BTreeMap<u64, (u32, u32)>,
}

impl Priors {
    /// The probability that an item of `kind` must stay: its kind's share
    /// of kept items, drawn towards `p0` while few have been seen.
    pub fn prior(&self, kind: u64, p0: f64) -> f64 {
        let (kept, seen) = self.seen.get(&kind).copied().unwrap_or((0, 0));
        let p = (f64::from(kept) + PSEUDO_ITEMS * p0) / (f64::from(seen) + PSEUDO_ITEMS);
        p.clamp(LOWEST, HIGHEST)
    }

    /// An item of `kind` was kept (it had to stay) or taken out.
    pub fn learn(&mut self, kind: u64, kept: bool) {
        let (k, s) = self.seen.entry(kind).or_default();
        *k += u32::from(kept);
        *s += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_unseen_kind_starts_at_p0_and_moves_with_what_is_seen() {
        let mut priors = Priors::default();
        assert_eq!(priors.prior(7, 0.1), 0.1);
        // Four kept of four: (4 + 0.4) / 8.
        for _ in 0..4 {
            priors.learn(7, true);
        }
        assert!((priors.prior(7, 0.1) - 0.5).abs() < 1e-12);
        // Another kind is not affected.
        assert_eq!(priors.prior(8, 0.1), 0.1);
        // Always taken out: down to the floor.
        for _ in 0..100 {
            priors.learn(8, false);
        }
        assert_eq!(priors.prior(8, 0.1), LOWEST);
        // Mostly kept: capped.
        for _ in 0..100 {
            priors.learn(7, true);
        }
        assert_eq!(priors.prior(7, 0.1), HIGHEST);
    }
}
