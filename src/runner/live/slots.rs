//! The pending tests of a live run: each a slot (its candidate, its state,
//! its success branch), on a lane's main line or on a branch, and the
//! walks over a line and its branches at every depth.

use crate::algo::{Configuration, ListAlgorithm};
use crate::runner::Key;
use crate::runner::estimates::LIKELY;
use std::collections::VecDeque;
use std::sync::Arc;

#[derive(PartialEq)]
pub(super) enum State {
    Ready(bool),
    /// Admitted to the oracle, waiting for a job slot (slots go in order).
    Queued,
    Running(u64),
    /// The same bytes are being tested, or are queued to be, by another
    /// pending slot.
    Waiting,
}

pub(super) struct Slot {
    pub(super) config: Configuration,
    pub(super) bytes: Arc<Vec<u8>>,
    pub(super) key: Key,
    pub(super) state: State,
    /// The oracle's output, when captured and this slot's call produced it.
    pub(super) output: Option<Vec<u8>>,
    /// The algorithm as it was before this test, from which the tests
    /// after its success follow (none at -j 1, where no slot is free for
    /// them).
    pub(super) before: Option<Box<dyn ListAlgorithm>>,
    /// The tests that follow if this one is interesting (and the ones
    /// after it are not), started where slots are free and their chance
    /// is high enough.
    pub(super) branch: Option<Branch>,
    /// Its algorithm finds it likely to be interesting (a join).
    pub(super) likely: bool,
}

/// A success branch: what a lane tests after one of its pending tests, if
/// that one is interesting and everything after it is not. Where tests
/// often succeed, the main line (which assumes every pending test fails)
/// was cut at each interesting verdict and the next round started from
/// nothing. A test's branch gets slots by the chance that its tests are the
/// ones committed: every test before it failing and it succeeding, at the
/// share of interesting verdicts so far (known verdicts certain); a test on
/// a branch has a branch of its own, the chances multiplying along the
/// path. When the test commits as interesting its branch becomes the main
/// line, its calls running on; otherwise it is dropped. Commits stay in the
/// algorithm's order, so the result is the same at every -j (measured: see
/// "Constants" in docs/3-performance.md).
pub(super) struct Branch {
    pub(super) slots: VecDeque<Slot>,
    /// The algorithm as it will be once the branch's test succeeded and
    /// every one on the branch failed.
    pub(super) algo: Box<dyn ListAlgorithm>,
    pub(super) exhausted: bool,
}

/// A pending test's chances to fail and to succeed, at the success rate
/// `p` (certain once its verdict is known; [`LIKELY`] to succeed where its
/// algorithm says so).
pub(super) fn odds(slot: &Slot, p: f64) -> (f64, f64) {
    match slot.state {
        State::Ready(true) => (0.0, 1.0),
        State::Ready(false) => (1.0, 0.0),
        _ if slot.likely => (1.0 - LIKELY, LIKELY),
        _ => (1.0 - p, p),
    }
}

/// The slots of `line` and of their branches, depth first.
pub(super) fn collect_slots<'a>(line: &'a VecDeque<Slot>, all: &mut Vec<&'a Slot>) {
    for slot in line {
        all.push(slot);
        if let Some(branch) = &slot.branch {
            collect_slots(&branch.slots, all);
        }
    }
}

/// Calls `f` on the slots of `line` and of their branches.
pub(super) fn each_slot_mut(line: &mut VecDeque<Slot>, f: &mut impl FnMut(&mut Slot)) {
    for slot in line {
        f(slot);
        if let Some(branch) = slot.branch.as_mut() {
            each_slot_mut(&mut branch.slots, f);
        }
    }
}

/// The slot at `path` from `line`: its index there, then its index on
/// that slot's branch, and so on.
pub(super) fn slot_at<'a>(line: &'a mut VecDeque<Slot>, path: &[usize]) -> &'a mut Slot {
    let slot = &mut line[path[0]];
    match path.len() {
        1 => slot,
        _ => slot_at(
            &mut slot.branch.as_mut().expect("a branch on the path").slots,
            &path[1..],
        ),
    }
}

/// The path (see [`slot_at`]) of the first queued slot of `line`: on it,
/// else on its slots' branches in their order, each looked at the same way.
pub(super) fn first_queued(line: &VecDeque<Slot>) -> Option<Vec<usize>> {
    if let Some(i) = line.iter().position(|s| s.state == State::Queued) {
        return Some(vec![i]);
    }
    line.iter().enumerate().find_map(|(i, slot)| {
        let mut path = first_queued(&slot.branch.as_ref()?.slots)?;
        path.insert(0, i);
        Some(path)
    })
}

/// Drops, on `line` and on its branches, every slot from the first that
/// `stalled` picks; a branch so cut is marked exhausted. Returns whether
/// `line` itself was cut.
pub(super) fn cut_stalled(line: &mut VecDeque<Slot>, stalled: &impl Fn(&Slot) -> bool) -> bool {
    let cut = line
        .iter()
        .position(stalled)
        .inspect(|&at| line.truncate(at));
    for slot in line.iter_mut() {
        if let Some(branch) = slot.branch.as_mut()
            && cut_stalled(&mut branch.slots, stalled)
        {
            branch.exhausted = true;
        }
    }
    cut.is_some()
}
