//! A list algorithm that joins parts found apart: several independent
//! reductions of one list, each against the same snapshot, each took some
//! items out and left it interesting. It first tests all of those items
//! out at once; where they do not go together, it applies the parts one
//! after another in their order, each checked, keeping those that go with
//! the ones kept before.
//! A part it drops is not reduced further here: the next pass over the
//! tree does that, on a tree that is smaller by the parts that stayed.

use super::{Configuration, ListAlgorithm};

/// Joins the parts (see the module's documentation).
#[derive(Clone)]
pub struct Join {
    current: Configuration,
    parts: Vec<Vec<usize>>,
    len: usize,
    next: Step,
}

/// The test the join makes next.
#[derive(Clone, Copy, PartialEq, Debug)]
enum Step {
    /// All parts out at once.
    All,
    /// The part of this index out of what is kept so far.
    Part(usize),
    Done,
}

impl Join {
    /// Starts on a list of `len` items, all kept; `parts` are the items
    /// each part took out, each part on its own known interesting. The
    /// first part's test, where it comes to it, is that known candidate
    /// again (the runner's cache answers it without a call).
    pub fn new(len: usize, parts: Vec<Vec<usize>>) -> Self {
        let parts: Vec<Vec<usize>> = parts.into_iter().filter(|p| !p.is_empty()).collect();
        let next = match parts.len() {
            0 => Step::Done,
            1 => Step::Part(0),
            _ => Step::All,
        };
        Join {
            current: (0..len).collect(),
            parts,
            len,
            next,
        }
    }

    /// `current` without the items of `parts`.
    fn without<'a>(&self, parts: impl IntoIterator<Item = &'a Vec<usize>>) -> Configuration {
        let mut kept = vec![true; self.len];
        for &i in parts.into_iter().flatten() {
            kept[i] = false;
        }
        self.current.iter().copied().filter(|&i| kept[i]).collect()
    }
}

impl ListAlgorithm for Join {
    fn next_test(&mut self) -> Option<Configuration> {
        match self.next {
            Step::All => Some(self.without(&self.parts)),
            Step::Part(k) => Some(self.without([&self.parts[k]])),
            Step::Done => None,
        }
    }

    fn record(&mut self, interesting: bool) {
        let tested = match self.next {
            Step::Done => return,
            Step::All => self.without(&self.parts),
            Step::Part(k) => self.without([&self.parts[k]]),
        };
        if interesting {
            self.current = tested;
        }
        self.next = match self.next {
            Step::All if interesting => Step::Done,
            Step::All => Step::Part(0),
            Step::Part(k) if k + 1 < self.parts.len() => Step::Part(k + 1),
            _ => Step::Done,
        };
    }

    fn current(&self) -> &Configuration {
        &self.current
    }

    /// All parts out at once: such tests went together on all 16 public
    /// cases that reach their fixpoint (not always on
    /// cpp-clang-ranges-split, whose results the fallback changed).
    fn likely_interesting(&self) -> bool {
        self.next == Step::All
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::algo::run_in_process;

    #[test]
    fn all_parts_out_at_once_is_the_one_test() {
        let parts = || vec![vec![3], vec![0, 1]];
        let (kept, trace) = run_in_process(&mut Join::new(5, parts()), |_| true);
        assert_eq!((kept, trace), (vec![2, 4], vec![vec![2, 4]]));
        assert!(Join::new(3, vec![]).next_test().is_none());
        assert!(Join::new(3, vec![vec![]]).next_test().is_none());
    }

    #[test]
    fn parts_that_do_not_go_together_are_applied_one_after_another() {
        // Three parts; the second needs item 0, which the first takes out;
        // the third goes with the first.
        let parts = vec![vec![0], vec![1, 2], vec![4]];
        let (kept, trace) = run_in_process(&mut Join::new(6, parts), |c: &Configuration| {
            c.contains(&0) || (c.contains(&1) && c.contains(&2))
        });
        assert_eq!(
            trace,
            [
                vec![3, 5],
                vec![1, 2, 3, 4, 5],
                vec![3, 4, 5],
                vec![1, 2, 3, 5]
            ]
        );
        assert_eq!(kept, [1, 2, 3, 5]);
    }
}
