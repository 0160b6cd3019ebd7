//! A list algorithm that joins parts found apart: each item is what one
//! of several independent reductions took out of the same snapshot, and
//! each alone is known to leave it interesting. It makes one test, all of
//! them out at once; whether they go together is all it finds out (where
//! they do not, what each kept was chosen for the others as they were,
//! and the caller reduces the list they came from as one list instead).

use super::{Configuration, ListAlgorithm};

/// Tests the empty configuration, once (see the module's documentation).
#[derive(Clone)]
pub struct Join {
    current: Configuration,
    tested: bool,
}

impl Join {
    /// Starts on `n` parts, all of them kept.
    pub fn new(n: usize) -> Self {
        Join {
            current: (0..n).collect(),
            tested: n == 0,
        }
    }
}

impl ListAlgorithm for Join {
    fn next_test(&mut self) -> Option<Configuration> {
        (!self.tested).then(Vec::new)
    }

    fn record(&mut self, interesting: bool) {
        self.tested = true;
        if interesting {
            self.current.clear();
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
        let none: Vec<usize> = Vec::new();
        let (kept, trace) = run_in_process(&mut Join::new(3), |_| true);
        assert_eq!((kept, trace), (none.clone(), vec![none.clone()]));
        let (kept, trace) = run_in_process(&mut Join::new(3), |_| false);
        assert_eq!((kept, trace), (vec![0, 1, 2], vec![none]));
        assert!(Join::new(0).next_test().is_none());
    }
}
