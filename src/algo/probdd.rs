//! ProbDD (Wang et al. 2021, as restated in the CDD paper, Algorithm 1) and
//! W-ProbDD (WDD paper, Algorithm 2): each item carries the probability that
//! it must stay; each test removes the subset with the best expected gain,
//! and a failed test raises the probabilities of what it tried to remove.

use super::{Configuration, ListAlgorithm};

/// How the subset to remove is chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Selection {
    /// ProbDD: items by probability ascending, the prefix maximising
    /// `s * prod(1 - p)`.
    Count,
    /// W-ProbDD: items by `w * (1 - p)` descending, the prefix maximising
    /// `(sum w) * prod(1 - p)`.
    Weight,
}

/// The ProbDD / W-ProbDD state machine.
#[derive(Clone, Debug)]
pub struct ProbDd {
    selection: Selection,
    weights: Vec<u64>,
    /// Per item: probability that it must stay.
    p: Vec<f64>,
    /// Per item: the tie-break rank (its index, or a seeded shuffle).
    rank: Vec<u64>,
    current: Configuration,
    /// The subset the pending test removes.
    proposed: Option<Vec<usize>>,
}

/// `a >= b`, counting values within rounding error of each other as equal:
/// the ties the specification resolves (`E(3) = E(4)` at p0 = 0.25,
/// `E(9) = E(10)` at p0 = 0.1) must not depend on the last bit of a product.
pub(crate) fn at_least(a: f64, b: f64) -> bool {
    a >= b - 1e-12 * b.abs().max(a.abs())
}

impl ProbDd {
    /// Starts with every item's probability at `p0`. With a `seed`, items of
    /// equal priority are ordered by a seeded shuffle instead of by index.
    pub fn new(selection: Selection, weights: &[u64], p0: f64, seed: Option<u64>) -> Self {
        Self::with_priors(selection, weights, &vec![p0; weights.len()], seed)
    }

    /// Starts with each item's probability at its own prior (each in
    /// `0..1`): what the run has learned about items like it.
    pub fn with_priors(
        selection: Selection,
        weights: &[u64],
        priors: &[f64],
        seed: Option<u64>,
    ) -> Self {
        debug_assert_eq!(priors.len(), weights.len());
        let rank = (0..weights.len() as u64)
            .map(|i| seed.map_or(i, |s| splitmix64(s ^ splitmix64(i))))
            .collect();
        ProbDd {
            selection,
            weights: weights.to_vec(),
            p: priors.to_vec(),
            rank,
            current: (0..weights.len()).collect(),
            proposed: None,
        }
    }

    /// The probabilities, per item (for tests and traces).
    pub fn probabilities(&self) -> &[f64] {
        &self.p
    }

    fn choose(&self) -> Option<Vec<usize>> {
        let mut candidates: Vec<usize> = self
            .current
            .iter()
            .copied()
            .filter(|&i| self.p[i] < 1.0)
            .collect();
        if candidates.is_empty() {
            return None;
        }
        let (p, w, rank) = (&self.p, &self.weights, &self.rank);
        let len = match self.selection {
            Selection::Count => {
                candidates.sort_by(|&a, &b| p[a].total_cmp(&p[b]).then(rank[a].cmp(&rank[b])));
                // Grow the prefix while the expected gain does not drop.
                let (mut len, mut keep) = (1, 1.0 - p[candidates[0]]);
                while len < candidates.len() {
                    let next_keep = keep * (1.0 - p[candidates[len]]);
                    if !at_least((len + 1) as f64 * next_keep, len as f64 * keep) {
                        break;
                    }
                    (len, keep) = (len + 1, next_keep);
                }
                len
            }
            Selection::Weight => {
                let value = |i: usize| w[i] as f64 * (1.0 - p[i]);
                candidates
                    .sort_by(|&a, &b| value(b).total_cmp(&value(a)).then(rank[a].cmp(&rank[b])));
                // Every prefix; a later one wins ties too, so that with equal
                // weights the choice is ProbDD's (the WDD paper keeps the
                // earlier one on a tie; its Algorithm 2 and ProbDD then
                // differ exactly at p0 = 0.25, where E(3) = E(4)).
                let (mut best, mut best_gain) = (1, f64::MIN);
                let (mut weight, mut keep) = (0.0, 1.0);
                for (m, &i) in candidates.iter().enumerate() {
                    weight += w[i] as f64;
                    keep *= 1.0 - p[i];
                    let gain = weight * keep;
                    if at_least(gain, best_gain) {
                        (best, best_gain) = (m + 1, gain);
                    }
                }
                best
            }
        };
        let mut subset = candidates[..len].to_vec();
        subset.sort_unstable();
        Some(subset)
    }
}

impl ListAlgorithm for ProbDd {
    fn next_test(&mut self) -> Option<Configuration> {
        if self.proposed.is_none() {
            self.proposed = self.choose();
        }
        let subset = self.proposed.as_ref()?;
        Some(
            self.current
                .iter()
                .copied()
                .filter(|i| subset.binary_search(i).is_err())
                .collect(),
        )
    }

    fn record(&mut self, interesting: bool) {
        let subset = self.proposed.take().expect("record follows next_test");
        if interesting {
            self.current.retain(|i| subset.binary_search(i).is_err());
        } else if let [only] = subset[..] {
            self.p[only] = 1.0;
        } else {
            let keep: f64 = subset.iter().map(|&i| 1.0 - self.p[i]).product();
            let factor = 1.0 / (1.0 - keep);
            for &i in &subset {
                self.p[i] = (factor * self.p[i]).min(1.0);
            }
        }
    }

    fn current(&self) -> &Configuration {
        &self.current
    }

    /// Each test removes the likeliest items of what is left; the ones
    /// after a failure, others (or fewer) of them.
    fn can_join(&self) -> bool {
        true
    }

    fn adopt(&mut self, kept: &Configuration) {
        self.current.clone_from(kept);
        self.proposed = None;
    }
}

/// A well-mixed 64-bit hash of `x` (SplitMix64's finaliser): the seeded
/// shuffle of ties, with no dependency.
fn splitmix64(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::algo::run_in_process;

    /// Table III of the CDD paper: 8 items, p0 = 0.25, verdicts F T F F T F
    /// T F with subsets of 4, 4, 2, 2, 1, 1, 1, 1. The paper's random tie
    /// order first tries its elements 1, 4, 5, 8; with ours (by index) the
    /// same outcomes come from needing items 1 and 3: the probabilities go
    /// 0.25 -> 0.3657 -> 0.6119 -> 1 as in the table.
    #[test]
    fn cdd_paper_table_three() {
        let mut algo = ProbDd::new(Selection::Count, &[1; 8], 0.25, None);
        let mut steps = Vec::new();
        while let Some(config) = algo.next_test() {
            let removed: Vec<usize> = algo
                .current()
                .iter()
                .copied()
                .filter(|i| !config.contains(i))
                .collect();
            let verdict = config.contains(&1) && config.contains(&3);
            algo.record(verdict);
            let p: Vec<f64> = algo.probabilities()[..4]
                .iter()
                .map(|p| (p * 1e4).round() / 1e4)
                .collect();
            steps.push((removed, verdict, p));
        }
        let expected: Vec<(Vec<usize>, bool, Vec<f64>)> = vec![
            (
                vec![0, 1, 2, 3],
                false,
                vec![0.3657, 0.3657, 0.3657, 0.3657],
            ),
            (vec![4, 5, 6, 7], true, vec![0.3657, 0.3657, 0.3657, 0.3657]),
            (vec![0, 1], false, vec![0.6119, 0.6119, 0.3657, 0.3657]),
            (vec![2, 3], false, vec![0.6119, 0.6119, 0.6119, 0.6119]),
            (vec![0], true, vec![0.6119, 0.6119, 0.6119, 0.6119]),
            (vec![1], false, vec![0.6119, 1.0, 0.6119, 0.6119]),
            (vec![2], true, vec![0.6119, 1.0, 0.6119, 0.6119]),
            (vec![3], false, vec![0.6119, 1.0, 0.6119, 1.0]),
        ];
        assert_eq!(steps, expected);
        assert_eq!(algo.current(), &vec![1, 3]);
    }

    #[test]
    fn failed_single_item_becomes_certain() {
        let mut algo = ProbDd::new(Selection::Count, &[1], 0.1, None);
        let (result, trace) = run_in_process(&mut algo, |c| !c.is_empty());
        assert_eq!(result, vec![0]);
        assert_eq!(trace, vec![Vec::<usize>::new()]);
        assert_eq!(algo.probabilities(), &[1.0]);
    }

    #[test]
    fn equal_weights_make_wprobdd_choose_like_probdd() {
        for p0 in [0.1, 0.25, 0.4] {
            for needed in [vec![0usize], vec![3, 9], vec![1, 2, 17, 30], vec![]] {
                let property = |c: &Configuration| needed.iter().all(|n| c.contains(n));
                let mut plain = ProbDd::new(Selection::Count, &[3; 32], p0, None);
                let mut weighted = ProbDd::new(Selection::Weight, &[3; 32], p0, None);
                let a = run_in_process(&mut plain, property);
                let b = run_in_process(&mut weighted, property);
                assert_eq!(a, b, "p0 {p0}, needed {needed:?}");
            }
        }
    }

    /// Weights [1, 3, 1, 3], p0 = 0.25, item 1 needed. Worked by hand:
    /// 1. order by w(1-p): 1, 3, 0, 2; gains 2.25, 3.375, 2.95, 2.53 -> remove
    ///    {1,3}: fails; p1 = p3 = 0.25 / (1 - 0.75^2) = 0.5714.
    /// 2. values 0.75, 1.2857, 0.75, 1.2857: order 1, 3, 0, 2; gains 1.2857,
    ///    1.102, ... -> remove {1}: fails; p1 = 1.
    /// 3. order 3, 0, 2; gains 3 * 0.4286 = 1.2857 and 4 * 0.4286 * 0.75 =
    ///    1.2857, a tie the later prefix wins -> remove {0,3}: passes.
    /// 4. remove {2}: passes. Nothing below 1 is left.
    #[test]
    fn wprobdd_trace_worked_by_hand() {
        let mut algo = ProbDd::new(Selection::Weight, &[1, 3, 1, 3], 0.25, None);
        let (result, trace) = run_in_process(&mut algo, |c| c.contains(&1));
        assert_eq!(result, vec![1]);
        assert_eq!(trace, vec![vec![0, 2], vec![0, 2, 3], vec![1, 2], vec![1]]);
    }

    #[test]
    fn wprobdd_removes_heavy_items_first() {
        // Items weigh 1, 10, 1, 10: the first test removes the two heavy ones.
        let mut algo = ProbDd::new(Selection::Weight, &[1, 10, 1, 10], 0.25, None);
        assert_eq!(algo.next_test(), Some(vec![0, 2]));
    }

    #[test]
    fn priors_put_likely_removable_items_together_and_likely_needed_ones_alone() {
        // Item 0 kept half the time before, the others almost never: the
        // first test removes the three others at once (gain 3 * 0.98^3 =
        // 2.82 against 1.88 with item 0 too).
        let priors = [0.5, 0.02, 0.02, 0.02];
        let mut algo = ProbDd::with_priors(Selection::Count, &[1; 4], &priors, None);
        assert_eq!(algo.next_test(), Some(vec![0]));
        algo.record(true);
        // Item 0 is then tried alone.
        assert_eq!(algo.next_test(), Some(vec![]));
        // Equal priors are the paper's start: of 16 items at 0.1, the
        // first 10 go (k * 0.9^k is largest, 3.487, at k = 9 and 10).
        let equal = ProbDd::with_priors(Selection::Count, &[1; 16], &[0.1; 16], None);
        assert_eq!(equal.choose(), Some((0..10).collect::<Vec<_>>()));
    }

    #[test]
    fn a_seed_reorders_ties_only() {
        let unseeded = ProbDd::new(Selection::Count, &[1; 16], 0.1, None)
            .choose()
            .unwrap();
        let seeded = ProbDd::new(Selection::Count, &[1; 16], 0.1, Some(7))
            .choose()
            .unwrap();
        assert_eq!(unseeded, (0..10).collect::<Vec<_>>());
        assert_eq!(seeded.len(), 10);
        assert_ne!(seeded, unseeded);
    }
}
