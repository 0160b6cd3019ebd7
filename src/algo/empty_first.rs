//! A list algorithm that first tests the empty configuration, then hands
//! the list to another: for a list that may well go whole (every function
//! body of a file) but of which, when it does not, many items may have to
//! stay. [`super::Closures::all_first`] follows its first test with binary
//! searches that find one needed item each, which pays when one or two
//! must stay; on js-mustache-partial, 38 function bodies of which most must
//! stay, its searches took 18 tests and nothing out.

use super::{Configuration, ListAlgorithm};

/// Tests the empty configuration, then runs `then` (see the module's
/// documentation).
#[derive(Clone)]
pub struct EmptyFirst {
    then: Box<dyn ListAlgorithm>,
    state: State,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum State {
    /// The empty configuration is yet to have its verdict.
    Empty,
    /// It was interesting: nothing is left to test.
    Gone,
    /// It was not: `then` runs.
    Then,
}

/// The result once the empty configuration was interesting.
const NOTHING: &Configuration = &Vec::new();

impl EmptyFirst {
    /// Starts on a list that `then` would reduce; the whole list is known
    /// to be interesting, and, unlike a list's own reduction (which never
    /// tests the empty list), keeping none of it may be.
    pub fn new(then: Box<dyn ListAlgorithm>) -> Self {
        let state = if then.current().is_empty() {
            State::Gone
        } else {
            State::Empty
        };
        EmptyFirst { then, state }
    }
}

impl ListAlgorithm for EmptyFirst {
    fn next_test(&mut self) -> Option<Configuration> {
        match self.state {
            State::Empty => Some(Vec::new()),
            State::Gone => None,
            State::Then => self.then.next_test(),
        }
    }

    fn record(&mut self, interesting: bool) {
        match (self.state, interesting) {
            (State::Empty, true) => self.state = State::Gone,
            (State::Empty, false) => self.state = State::Then,
            (State::Gone, _) => unreachable!("no test is proposed once done"),
            (State::Then, _) => self.then.record(interesting),
        }
    }

    fn current(&self) -> &Configuration {
        match self.state {
            State::Gone => NOTHING,
            State::Empty | State::Then => self.then.current(),
        }
    }

    /// Not its first test, which has no alternatives.
    fn can_join(&self) -> bool {
        self.state == State::Then && self.then.can_join()
    }

    fn adopt(&mut self, kept: &Configuration) {
        self.then.adopt(kept);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::algo::{Ddmin, DdminOrder, run_in_process};

    fn ddmin_first() -> EmptyFirst {
        EmptyFirst::new(Box::new(Ddmin::new(4, DdminOrder::default())))
    }

    #[test]
    fn an_interesting_empty_list_ends_it_in_one_test() {
        let (result, tests) = run_in_process(&mut ddmin_first(), |_| true);
        assert_eq!(tests, vec![Vec::<usize>::new()]);
        assert_eq!(result, Vec::<usize>::new());
    }

    #[test]
    fn otherwise_the_next_algorithm_runs_as_it_would_alone() {
        let needs = |c: &Configuration| c.contains(&1) && c.contains(&2);
        let mut alone = Ddmin::new(4, DdminOrder::default());
        let (alone_result, alone_tests) = run_in_process(&mut alone, needs);
        let (result, tests) = run_in_process(&mut ddmin_first(), needs);
        assert_eq!(tests[0], Vec::<usize>::new());
        assert_eq!(tests[1..], alone_tests[..]);
        assert_eq!(result, vec![1, 2]);
        assert_eq!(result, alone_result);
    }
}
