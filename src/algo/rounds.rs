//! Rounds: the successes a list algorithm finds side by side, from the same
//! best, committed together.
//!
//! Run one test at a time, an algorithm makes every new best cost a round
//! of calls: the tests after a success depend on it. With many job slots
//! the runner tests, at once, what the algorithm would test next if the
//! pending tests all fail; [`Rounds`] lets the successes among them count.
//! Its tests go in rounds of `size` (the job count): the inner algorithm's
//! tests as if every one failed. The first interesting test of a round is
//! the new best at once, and the round goes on. At its end, if other tests
//! of the round were interesting too, their join (everything any of them
//! took out: the intersection of the configurations) is tested next; where
//! it is not interesting, each other success is tried in turn with what
//! was kept so far, and kept where that is interesting. If the round kept
//! more than its first success, the inner algorithm takes the round as
//! failed and then [adopts](ListAlgorithm::adopt) what it kept; otherwise
//! it takes the first success as it would alone.
//!
//! Which tests form a round and what is joined depend only on the verdicts
//! and `size`, never on timing: the same job count gives the same result
//! on every run (a different one may not). At size 1 the inner algorithm
//! runs as alone.

use super::{Configuration, ListAlgorithm};

/// A list algorithm whose successes found in the same round are joined (see
/// the module's documentation).
pub struct Rounds<'a> {
    inner: Inner<'a>,
    size: usize,
    /// Tests of the round so far.
    tested: usize,
    /// Once a test of the round was interesting.
    found: Option<Found>,
}

/// A round with a success: the inner algorithm itself waits before its
/// first success, for the round to decide.
#[derive(Clone)]
struct Found {
    /// The inner algorithm as if the first success and the tests after it
    /// failed: it proposes the rest of the round.
    ahead: Box<dyn ListAlgorithm>,
    /// The first success.
    first: Configuration,
    /// What the round keeps so far: the first success, then the join or
    /// what the checks kept. The best while the round runs.
    kept: Configuration,
    /// The tests after the first success, recorded into `ahead`.
    after: usize,
    /// The round's other successes, in order.
    others: Vec<Configuration>,
    /// The round is over and this test of what it found is under way.
    testing: Option<Joining>,
}

/// A test of what a round found, once it is over.
#[derive(Clone)]
enum Joining {
    /// Every success at once.
    All(Configuration),
    /// What is kept so far with the other success of this index.
    One(usize, Configuration),
}

impl Joining {
    fn candidate(&self) -> &Configuration {
        match self {
            Joining::All(c) | Joining::One(_, c) => c,
        }
    }
}

impl Found {
    /// Every success of the round at once: the first without what each
    /// other took out.
    fn join(&self) -> Configuration {
        (self.others.iter()).fold(self.first.clone(), |kept, other| meet(&kept, other))
    }
}

/// `a` without what `b` took out: their intersection (both sorted).
fn meet(a: &Configuration, b: &Configuration) -> Configuration {
    a.iter()
        .copied()
        .filter(|i| b.binary_search(i).is_ok())
        .collect()
}

/// The inner algorithm: the run's own, borrowed, or a copy for the
/// runner's speculation.
enum Inner<'a> {
    Borrowed(&'a mut dyn ListAlgorithm),
    Owned(Box<dyn ListAlgorithm>),
}

impl<'a> std::ops::Deref for Inner<'a> {
    type Target = dyn ListAlgorithm + 'a;
    fn deref(&self) -> &Self::Target {
        match self {
            Inner::Borrowed(algo) => &**algo,
            Inner::Owned(algo) => &**algo,
        }
    }
}

impl std::ops::DerefMut for Inner<'_> {
    fn deref_mut(&mut self) -> &mut Self::Target {
        match self {
            Inner::Borrowed(algo) => &mut **algo,
            Inner::Owned(algo) => &mut **algo,
        }
    }
}

impl<'a> Rounds<'a> {
    /// Runs `inner` in rounds of `size` tests (at least 1); its state is
    /// the run's once [`finish`](Rounds::finish)ed.
    pub fn new(inner: &'a mut dyn ListAlgorithm, size: usize) -> Self {
        Rounds {
            inner: Inner::Borrowed(inner),
            size: size.max(1),
            tested: 0,
            found: None,
        }
    }

    /// Ends the run where it stands: a round cut short keeps what it kept
    /// so far (the best).
    pub fn finish(mut self) {
        self.settle();
    }

    /// The round is over: its join is tested next if it takes out more
    /// than the first success; else the round is settled.
    fn end_round(&mut self) {
        self.tested = 0;
        let Some(found) = &mut self.found else {
            return;
        };
        let join = found.join();
        if join.len() < found.first.len() {
            found.testing = Some(Joining::All(join));
        } else {
            self.settle();
        }
    }

    /// After the join failed, or the check of index `from - 1`: the next
    /// other success that takes out more than what is kept, tried with it
    /// (not the failed join again); else the round is settled.
    fn check_from(&mut self, from: usize) {
        let found = self.found.as_mut().expect("a round with a success");
        let failed_join = found.join();
        for i in from..found.others.len() {
            let candidate = meet(&found.kept, &found.others[i]);
            if candidate.len() < found.kept.len() && candidate != failed_join {
                found.testing = Some(Joining::One(i, candidate));
                return;
            }
        }
        self.settle();
    }

    /// The round ends: with what it kept beyond its first success, the
    /// inner algorithm takes the round as failed and adopts it; else it
    /// takes the first success as it would alone.
    fn settle(&mut self) {
        self.tested = 0;
        let Some(found) = self.found.take() else {
            return;
        };
        if found.kept == found.first {
            self.inner.next_test();
            self.inner.record(true);
            return;
        }
        for _ in 0..=found.after {
            self.inner.next_test();
            self.inner.record(false);
        }
        self.inner.adopt(&found.kept);
    }

    /// The verdict on what the round found, once it was over.
    fn joined(&mut self, interesting: bool) {
        let found = self.found.as_mut().expect("a round with a success");
        let testing = found.testing.take().expect("a test of the round");
        if interesting {
            found.kept = testing.candidate().clone();
        }
        match testing {
            Joining::All(_) if interesting => self.settle(),
            Joining::All(_) => self.check_from(0),
            Joining::One(i, _) => self.check_from(i + 1),
        }
    }
}

impl ListAlgorithm for Rounds<'_> {
    fn next_test(&mut self) -> Option<Configuration> {
        loop {
            let Some(found) = &mut self.found else {
                return self.inner.next_test();
            };
            if let Some(testing) = &found.testing {
                return Some(testing.candidate().clone());
            }
            match found.ahead.next_test() {
                Some(test) => return Some(test),
                // The round ends early: the algorithm has nothing more.
                None => self.end_round(),
            }
        }
    }

    fn record(&mut self, interesting: bool) {
        match &mut self.found {
            Some(found) if found.testing.is_some() => return self.joined(interesting),
            Some(found) => {
                let test = found.ahead.next_test().expect("record follows next_test");
                found.ahead.record(false);
                found.after += 1;
                if interesting {
                    found.others.push(test);
                }
            }
            None if interesting && self.inner.can_join() => {
                let mut ahead = self.inner.clone_box();
                let first = ahead.next_test().expect("record follows next_test");
                ahead.record(false);
                self.found = Some(Found {
                    ahead,
                    kept: first.clone(),
                    first,
                    after: 0,
                    others: Vec::new(),
                    testing: None,
                });
            }
            None => {
                self.inner.record(interesting);
                if interesting {
                    // An algorithm that cannot join: its success ends the round.
                    self.tested = 0;
                    return;
                }
            }
        }
        self.tested += 1;
        if self.tested == self.size {
            self.end_round();
        }
    }

    fn current(&self) -> &Configuration {
        match &self.found {
            Some(found) => &found.kept,
            None => self.inner.current(),
        }
    }

    fn likely_interesting(&self) -> bool {
        match &self.found {
            Some(found) => matches!(found.testing, Some(Joining::All(_))),
            None => self.inner.likely_interesting(),
        }
    }

    fn success_is_kept(&self) -> bool {
        self.found
            .as_ref()
            .is_none_or(|found| found.testing.is_some())
    }

    fn can_join(&self) -> bool {
        false
    }

    fn adopt(&mut self, _: &Configuration) {
        unreachable!("rounds do not nest")
    }
}

/// Runs `rounds` to its end with an in-process oracle; for each test,
/// whether a success on it would be kept (asked once `next_test` gave it,
/// as the runner asks) and its verdict. A kept success must be the current
/// configuration once recorded. For tests.
#[cfg(test)]
pub(crate) fn run_asking_kept(
    rounds: &mut Rounds,
    mut oracle: impl FnMut(&Configuration) -> bool,
) -> Vec<(bool, bool)> {
    let mut asked = Vec::new();
    while let Some(test) = rounds.next_test() {
        let kept = rounds.success_is_kept();
        let interesting = oracle(&test);
        rounds.record(interesting);
        if interesting && kept {
            assert_eq!(rounds.current(), &test, "a kept success is the current one");
        }
        asked.push((kept, interesting));
    }
    asked
}

impl super::CloneBox for Rounds<'_> {
    fn clone_box(&self) -> Box<dyn ListAlgorithm> {
        Box::new(Rounds {
            inner: Inner::Owned(self.inner.clone_box()),
            size: self.size,
            tested: self.tested,
            found: self.found.clone(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::algo::rng::Rng;
    use crate::algo::{AlgoKind, Cdd, Ddmin, DdminOrder, ProbDd, Selection, random_case, start};
    use crate::algo::{Closures, Dependencies, run_in_process};
    use clap::ValueEnum;

    /// Runs `inner` in rounds of `size` with an in-process oracle.
    fn run(
        mut inner: Box<dyn ListAlgorithm>,
        size: usize,
        oracle: impl FnMut(&Configuration) -> bool,
    ) -> (Configuration, Vec<Configuration>) {
        let mut rounds = Rounds::new(&mut *inner, size);
        let (result, trace) = run_in_process(&mut rounds, oracle);
        rounds.finish();
        assert_eq!(
            inner.current(),
            &result,
            "the inner algorithm ends on the result"
        );
        (result, trace)
    }

    #[test]
    fn successes_of_a_round_are_joined_and_the_join_adopted() {
        // CDD over 8 items, subsets of 1 (p0 = 0.9): items 1, 3 and 6 can
        // go, one at a time or together. A round of 4 tests removes 0..4
        // each from the same best; 1 and 3 succeed, the join takes both
        // out, and the next round goes on from it.
        let cdd = Box::new(Cdd::new(8, 0.9));
        let (kept, trace) = run(cdd, 4, |c| [0, 2, 4, 5, 7].iter().all(|i| c.contains(i)));
        let all: Vec<usize> = (0..8).collect();
        let without = |gone: &[usize]| -> Configuration {
            all.iter().copied().filter(|i| !gone.contains(i)).collect()
        };
        assert_eq!(
            trace,
            [
                without(&[0]),
                without(&[1]),
                without(&[2]),
                without(&[3]),
                without(&[1, 3]),
                without(&[1, 3, 4]),
                without(&[1, 3, 5]),
                without(&[1, 3, 6]),
                without(&[1, 3, 7]),
                // The round's one success, 6, is taken as alone: CDD goes
                // on after it, and tests 7 again.
                without(&[1, 3, 6, 7]),
            ]
        );
        assert_eq!(kept, [0, 2, 4, 5, 7]);
    }

    #[test]
    fn only_what_the_round_keeps_is_a_kept_success() {
        // The first test's case: CDD over 8 items, rounds of 4; 1, 3 and 6
        // can go. Before each verdict: would a success be the new best?
        let mut cdd = Cdd::new(8, 0.9);
        let mut rounds = Rounds::new(&mut cdd, 4);
        let oracle = |c: &Configuration| [0, 2, 4, 5, 7].iter().all(|i| c.contains(i));
        let asked = super::run_asking_kept(&mut rounds, oracle);
        rounds.finish();
        let kept_if_success: Vec<bool> = asked.iter().map(|&(kept, _)| kept).collect();
        // The first round: 0 out, 1 out (its first success), 2 and 3 out
        // (3 succeeds, not kept), the join of 1 and 3 (kept). The second:
        // 4, 5 and 6 out (6 its first success), 7 out after it. Then 7 out
        // after 6, as CDD goes on alone.
        assert_eq!(
            kept_if_success,
            [
                true, true, false, false, true, true, true, true, false, true
            ]
        );
    }

    #[test]
    fn a_join_that_is_not_interesting_leaves_the_first_success() {
        // 1 and 2 each go, not both: the join fails, and the inner
        // algorithm goes on after its first success as it would alone.
        let oracle = |c: &Configuration| c.contains(&1) || c.contains(&2);
        let ddmin = || Box::new(Ddmin::new(4, DdminOrder::ComplementsOnly));
        let (kept, trace) = run(ddmin(), 4, oracle);
        let (alone_kept, alone) = run_in_process(&mut *ddmin(), oracle);
        assert_eq!(kept, alone_kept);
        // A round of 4 complements, each interesting: 2 and 3 out, 0 and 1
        // out, then 0 alone and 1 alone; their join, nothing, is not.
        let round = [vec![2, 3], vec![0, 1], vec![1, 2, 3], vec![0, 2, 3], vec![]];
        assert_eq!(trace[..5], round);
        assert_eq!(trace[5..], alone[1..]);
    }

    #[test]
    fn where_the_join_fails_each_other_success_is_tried_with_what_is_kept() {
        // CDD over 8 singletons: 1, 3 and 5 each go, but 1 and 3 not both.
        // A round of 6 finds all three; their join fails, then 1 and 3
        // fail together, 1 and 5 do not; the round keeps that.
        let oracle = |c: &Configuration| {
            [0, 2, 4, 6, 7].iter().all(|i| c.contains(i)) && (c.contains(&1) || c.contains(&3))
        };
        let (kept, trace) = run(Box::new(Cdd::new(8, 0.9)), 6, oracle);
        let without =
            |gone: &[usize]| -> Configuration { (0..8).filter(|i| !gone.contains(i)).collect() };
        let round: Vec<Configuration> = (0..6).map(|i| without(&[i])).collect();
        assert_eq!(trace[..6], round);
        assert_eq!(
            trace[6..],
            [
                without(&[1, 3, 5]),
                without(&[1, 3]),
                without(&[1, 5]),
                without(&[1, 5, 6]),
                without(&[1, 5, 7]),
            ]
        );
        assert_eq!(kept, [0, 2, 3, 4, 6, 7]);
    }

    #[test]
    fn one_success_in_a_round_is_taken_as_alone_and_size_one_is_the_algorithm() {
        let weights = [3, 1, 4, 1, 5, 9, 2, 6];
        let needs = |c: &Configuration| c.contains(&2) && c.contains(&5);
        let probdd = || Box::new(ProbDd::new(Selection::Weight, &weights, 0.1, None));
        let (alone_kept, alone) = run_in_process(&mut *probdd(), needs);
        assert_eq!(run(probdd(), 1, needs), (alone_kept.clone(), alone));
        let (kept, _) = run(probdd(), 3, needs);
        assert_eq!(kept, alone_kept);
    }

    #[test]
    fn an_algorithm_that_cannot_join_runs_as_alone() {
        // A binary search: its tests after a failure are not alternatives.
        let deps = std::sync::Arc::new(Dependencies {
            uses: vec![vec![]; 6],
            declared_by: vec![],
            used_outside: vec![],
        });
        let needs = |c: &Configuration| c.contains(&4);
        let closures = || Box::new(Closures::new(std::sync::Arc::clone(&deps), &[1; 6]));
        let alone = run_in_process(&mut *closures(), needs);
        assert_eq!(run(closures(), 8, needs), alone);
    }

    #[test]
    fn every_algorithm_in_rounds_keeps_the_required_set_and_ends_one_minimal() {
        let mut rng = Rng(0x7011);
        for case in 0..600 {
            let (weights, required, options) = random_case(&mut rng, case, 150);
            let oracle = |c: &Configuration| required.iter().all(|r| c.binary_search(r).is_ok());
            for &kind in AlgoKind::value_variants() {
                let size = [2, 4, 16, 64][case % 4];
                let (result, _) = run(start(kind, &weights, &options), size, oracle);
                if !(kind == AlgoKind::Ddmin && required.is_empty()) {
                    assert_eq!(result, required, "case {case} {kind:?} rounds of {size}");
                }
            }
        }
    }
}
