//! The blocks the binary driver's block steps kept, followed as deletions
//! move them: a block is not offered to the same step again while it
//! holds the same bytes, so a round after a small change offers only what
//! the change touched instead of confirming the whole file again.

use std::collections::BTreeMap;
use std::hash::{Hash, Hasher};
use std::ops::Range;

/// Blocks kept, by step, start and length, with a hash of their bytes.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(
    into = "Vec<(u8, usize, usize, u64)>",
    from = "Vec<(u8, usize, usize, u64)>"
)]
pub(super) struct Kept(BTreeMap<(u8, usize, usize), u64>);

impl Kept {
    /// Whether step `step` kept `block` of `bytes`, holding these bytes.
    pub(super) fn contains(&self, step: u8, block: &Range<usize>, bytes: &[u8]) -> bool {
        (self.0.get(&(step, block.start, block.len())))
            .is_some_and(|&h| h == hash(&bytes[block.clone()]))
    }

    /// Whether step `step` kept a block inside `block` (or `block`
    /// itself) that still holds the same bytes of `bytes`. For an edit
    /// that only ever changes bytes in place (zeroing), a block around one
    /// the step had to keep is taken to be kept too, as the list
    /// algorithms take any set around a needed item to be needed.
    pub(super) fn inside(&self, step: u8, block: &Range<usize>, bytes: &[u8]) -> bool {
        (self.0.range((step, block.start, 0)..(step, block.end, 0))).any(
            |(&(_, start, len), &h)| {
                start + len <= block.end && h == hash(&bytes[start..start + len])
            },
        )
    }

    /// Step `step` kept `block` of `bytes`.
    pub(super) fn insert(&mut self, step: u8, block: &Range<usize>, bytes: &[u8]) {
        self.0.insert(
            (step, block.start, block.len()),
            hash(&bytes[block.clone()]),
        );
    }

    /// The bytes at `cuts` (in order, disjoint) were deleted: the blocks
    /// after a cut move down, and those a cut touched are forgotten.
    pub(super) fn cut(&mut self, cuts: &[Range<usize>]) {
        let before = std::mem::take(&mut self.0);
        for ((step, start, len), h) in before {
            let end = start + len;
            if cuts.iter().any(|c| c.start < end && start < c.end) {
                continue;
            }
            let gone: usize = (cuts.iter())
                .filter(|c| c.end <= start)
                .map(|c| c.len())
                .sum();
            self.0.insert((step, start - gone, len), h);
        }
    }
}

impl From<Kept> for Vec<(u8, usize, usize, u64)> {
    fn from(kept: Kept) -> Self {
        kept.0
            .into_iter()
            .map(|((s, a, l), h)| (s, a, l, h))
            .collect()
    }
}

impl From<Vec<(u8, usize, usize, u64)>> for Kept {
    fn from(rows: Vec<(u8, usize, usize, u64)>) -> Self {
        Kept(
            rows.into_iter()
                .map(|(s, a, l, h)| ((s, a, l), h))
                .collect(),
        )
    }
}

/// A hash of a block's bytes: SipHash with fixed keys, the same in every
/// run (a `--resume` state holds them).
fn hash(bytes: &[u8]) -> u64 {
    let mut hasher = std::hash::DefaultHasher::new();
    bytes.hash(&mut hasher);
    hasher.finish()
}

#[cfg(test)]
mod tests {
    use super::Kept;

    #[test]
    fn a_kept_block_moves_with_a_cut_before_it_and_is_forgotten_when_cut_or_changed() {
        let bytes: Vec<u8> = (0..32).collect();
        let mut kept = Kept::default();
        kept.insert(0, &(8..12), &bytes);
        kept.insert(0, &(16..20), &bytes);
        kept.insert(1, &(24..28), &bytes);
        assert!(kept.contains(0, &(8..12), &bytes));
        assert!(!kept.contains(1, &(8..12), &bytes), "another step's");
        let mut changed = bytes.clone();
        changed[9] = 0;
        assert!(!kept.contains(0, &(8..12), &changed), "other bytes");
        // Delete 0..4 and 10..14: the first block is cut, the others move
        // down by 8.
        kept.cut(&[0..4, 10..14]);
        let now: Vec<u8> = (4..10).chain(14..32).collect();
        assert!(!kept.contains(0, &(4..8), &now));
        assert!(kept.contains(0, &(8..12), &now));
        assert!(kept.contains(1, &(16..20), &now));
        assert!(kept.inside(0, &(0..16), &now), "holds 8..12");
        assert!(kept.inside(0, &(8..12), &now), "is 8..12");
        assert!(!kept.inside(0, &(0..11), &now), "holds part of 8..12");
        assert!(!kept.inside(0, &(9..16), &now), "holds part of 8..12");
        assert!(!kept.inside(0, &(16..24), &now), "another step's");
        let json = serde_json::to_string(&kept).unwrap();
        assert_eq!(serde_json::from_str::<Kept>(&json).unwrap(), kept);
    }
}
