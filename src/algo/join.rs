//! A list algorithm that joins parts found apart: several independent
//! reductions of one list, each against the same snapshot, each took some
//! items out and left it interesting. It makes one test, all of those
//! items out at once; whether they go together is all it finds out (where
//! they do not, what each kept was chosen for the others as they were,
//! and the caller reduces the list as one list instead).

use super::{Configuration, ListAlgorithm};

/// Tests the list without the items the parts took out, once (see the
/// module's documentation).
#[derive(Clone)]
pub struct Join {
    current: Configuration,
    joined: Option<Configuration>,
}

impl Join {
    /// Starts on a list of `len` items, all kept; `out` are the items the
    /// parts took out.
    pub fn new(len: usize, out: &[usize]) -> Self {
        let mut kept = vec![true; len];
        for &i in out {
            kept[i] = false;
        }
        let current: Configuration = (0..len).collect();
        let joined: Configuration = current.iter().copied().filter(|&i| kept[i]).collect();
        Join {
            joined: (joined.len() < len).then_some(joined),
            current,
        }
    }
}

impl ListAlgorithm for Join {
    fn next_test(&mut self) -> Option<Configuration> {
        self.joined.clone()
    }

    fn record(&mut self, interesting: bool) {
        if let Some(joined) = self.joined.take()
            && interesting
        {
            self.current = joined;
        }
    }

    fn current(&self) -> &Configuration {
        &self.current
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::algo::run_in_process;

    #[test]
    fn all_parts_out_at_once_is_the_one_test() {
        let (kept, trace) = run_in_process(&mut Join::new(5, &[3, 0, 1]), |_| true);
        assert_eq!((kept, trace), (vec![2, 4], vec![vec![2, 4]]));
        let (kept, trace) = run_in_process(&mut Join::new(5, &[3, 0, 1]), |_| false);
        assert_eq!((kept, trace), (vec![0, 1, 2, 3, 4], vec![vec![2, 4]]));
        assert!(Join::new(3, &[]).next_test().is_none());
    }
}
