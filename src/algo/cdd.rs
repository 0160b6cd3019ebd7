//! CDD (the CDD paper, Algorithm 2): ProbDD's subset sizes without its
//! bookkeeping; one shared probability grows by 1 / (1 - e^-1) each round,
//! and each round removes fixed-size consecutive subsets one after another.

use super::probdd::at_least;
use super::{Configuration, ListAlgorithm};

/// 1 / (1 - e^-1), rounded as the paper gives it.
const GROWTH: f64 = 1.582;

/// The CDD state machine.
#[derive(Clone, Debug)]
pub struct Cdd {
    p0: f64,
    round: i32,
    /// Subset size of the current round.
    size: usize,
    current: Configuration,
    /// The current round's subsets, fixed at its start.
    subsets: Vec<Vec<usize>>,
    next: usize,
    done: bool,
}

/// The subset size of a round with probability `p`: the positive integer s
/// maximising `s * (1 - p)^s` (the larger on a tie), 1 once `p >= 1`.
pub fn subset_size(p: f64) -> usize {
    if p >= 1.0 {
        return 1;
    }
    let x = -1.0 / (1.0 - p).ln();
    let gain = |s: f64| s * (1.0 - p).powf(s);
    let (low, high) = (x.floor().max(1.0), x.ceil().max(1.0));
    let s = if at_least(gain(high), gain(low)) {
        high
    } else {
        low
    };
    s as usize
}

impl Cdd {
    /// CDD over `len` items, all kept at the start, with initial probability `p0`.
    pub fn new(len: usize, p0: f64) -> Self {
        let mut cdd = Cdd {
            p0,
            round: 0,
            size: 0,
            current: (0..len).collect(),
            subsets: Vec::new(),
            next: 0,
            done: false,
        };
        cdd.start_round();
        cdd
    }

    fn start_round(&mut self) {
        let p = self.p0 * GROWTH.powi(self.round);
        self.size = subset_size(p).min(self.current.len());
        self.subsets = self
            .current
            .chunks(self.size.max(1))
            .map(<[usize]>::to_vec)
            .collect();
        self.next = 0;
    }

    /// The subset sizes CDD goes through on a list of `len` items when
    /// nothing can be removed (for tests and the simulation).
    pub fn schedule(len: usize, p0: f64) -> Vec<usize> {
        let mut cdd = Cdd::new(len, p0);
        let mut sizes = vec![cdd.size];
        while cdd.next_test().is_some() {
            cdd.record(false);
            if cdd.next == 0 && !cdd.done {
                sizes.push(cdd.size);
            }
        }
        sizes
    }
}

impl ListAlgorithm for Cdd {
    fn next_test(&mut self) -> Option<Configuration> {
        loop {
            if self.done {
                return None;
            }
            if let Some(subset) = self.subsets.get(self.next) {
                return Some(
                    self.current
                        .iter()
                        .copied()
                        .filter(|i| !subset.contains(i))
                        .collect(),
                );
            }
            if self.size <= 1 {
                self.done = true;
            } else {
                self.round += 1;
                self.start_round();
            }
        }
    }

    fn record(&mut self, interesting: bool) {
        if interesting {
            let subset = &self.subsets[self.next];
            self.current.retain(|i| !subset.contains(i));
        }
        self.next += 1;
        if self.next == self.subsets.len() && self.size > 1 {
            self.round += 1;
            self.start_round();
        }
    }

    fn current(&self) -> &Configuration {
        &self.current
    }

    /// Each test removes the next subset of the round.
    fn can_join(&self) -> bool {
        true
    }

    /// The round's subsets yet to be tested lose what went.
    fn adopt(&mut self, kept: &Configuration) {
        self.current.clone_from(kept);
        let kept = |i: &usize| self.current.binary_search(i).is_ok();
        let left: Vec<Vec<usize>> = self.subsets[self.next..]
            .iter()
            .map(|subset| subset.iter().copied().filter(kept).collect::<Vec<usize>>())
            .filter(|subset| !subset.is_empty())
            .collect();
        self.subsets.truncate(self.next);
        self.subsets.extend(left);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::algo::run_in_process;

    #[test]
    fn subset_size_schedules() {
        assert_eq!(Cdd::schedule(100, 0.1), vec![10, 6, 3, 2, 1]);
        assert_eq!(Cdd::schedule(100, 0.25), vec![4, 2, 1]);
        // Never larger than the list.
        assert_eq!(Cdd::schedule(3, 0.1), vec![3, 3, 3, 2, 1]);
    }

    /// 8 items, p0 = 0.25, items 2 and 5 needed. Round 0 (size 4):
    /// -{0,1,2,3} fails, -{4,5,6,7} fails. Round 1 (size 2): -{0,1} passes,
    /// -{2,3} fails, -{4,5} fails, -{6,7} passes. Round 2 (size 1) over
    /// [2,3,4,5]: -2 fails, -3 passes, -4 passes, -5 fails.
    #[test]
    fn trace_worked_by_hand() {
        let mut algo = Cdd::new(8, 0.25);
        let (result, trace) = run_in_process(&mut algo, |c| c.contains(&2) && c.contains(&5));
        assert_eq!(result, vec![2, 5]);
        let expected: Vec<Vec<usize>> = vec![
            vec![4, 5, 6, 7],
            vec![0, 1, 2, 3],
            vec![2, 3, 4, 5, 6, 7],
            vec![4, 5, 6, 7],
            vec![2, 3, 6, 7],
            vec![2, 3, 4, 5],
            vec![3, 4, 5],
            vec![2, 4, 5],
            vec![2, 5],
            vec![2],
        ];
        assert_eq!(trace, expected);
    }
}
