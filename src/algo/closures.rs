//! Binary reduction over dependency closures (after Kalhauge and Palsberg,
//! "Binary reduction of dependency graphs", 2019): when the items of a list
//! use names that other items declare, a candidate keeps every item a kept
//! item needs, and a binary search over the list's prefixes finds the items
//! the property needs, one per round of about `log2(n)` tests.
//!
//! On a preprocessed C++ file whose bug needs one template out of 10,000
//! declarations, the list algorithms test subsets that cut a declaration
//! out from under its users, and almost every such candidate breaks; here
//! the items are put in order of the weight of their closures (each comes
//! after what it needs), a round keeps the shortest prefix of that order
//! that still shows the bug, and its last item joins the needed items,
//! which are tested alone: the lightest item that shows the bug, with its
//! closure.
//!
//! When the first test of the first round, the first half of that order
//! with its closure, does not show the bug, either the bug's items are in
//! the heavier half or light items break the file without what no name
//! says (an `operator new`, a misparse), and every prefix of the order
//! would hold them. The round then truncates the list instead: in a
//! language that declares before it uses, a prefix of the file is a file,
//! so the shortest interesting prefix ends with an item the bug needs,
//! found in `log2(n)` tests. On the 1.5 MB libstdc++ file of
//! cpp-clang-layout-compatible the first pass then gets from 278,396
//! tokens (as the tree counts them) to 28 in 61 calls, where rounds in
//! weight order alone left 4,886 after 6,800 calls.
//! The dependencies come from names only, so they may be wrong either way:
//! every candidate still goes to the oracle, and when two searches in a
//! row take out fewer items than they cost tests and the items found so
//! far, with what they need, are not interesting without the rest, the
//! reduction ends (a list algorithm then goes on from its result).

use super::{Configuration, EmptyFirst, ListAlgorithm};
use std::sync::Arc;

/// Which items of a list need which others, through names: an item needs
/// every item that declares a name it uses.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Dependencies {
    /// Per item, the names it uses (indices into `declared_by`).
    pub uses: Vec<Vec<u32>>,
    /// Per name, the items that declare it.
    pub declared_by: Vec<Vec<u32>>,
    /// Names used outside every item: the items declaring them must stay.
    pub used_outside: Vec<u32>,
}

impl Dependencies {
    /// Whether some item declares a name: if none does, no item needs
    /// another, and closures are no better than single items.
    pub fn any(&self) -> bool {
        self.declared_by.iter().any(|items| !items.is_empty())
    }

    /// The items that declare a name and whose every declared name no
    /// other item and nothing outside the items uses: what can most likely
    /// go (clang_delta's `remove-unused-function`, `-var`, `-field`, for
    /// any list). Names only, so a guess; in list order.
    pub fn unused(&self) -> Vec<usize> {
        let mut used = vec![false; self.declared_by.len()];
        for &name in self.uses.iter().flatten().chain(&self.used_outside) {
            used[name as usize] = true;
        }
        let mut declares = vec![false; self.uses.len()];
        let mut needed = vec![false; self.uses.len()];
        for (name, declarers) in self.declared_by.iter().enumerate() {
            for &item in declarers {
                declares[item as usize] = true;
                needed[item as usize] |= used[name];
            }
        }
        (0..self.uses.len())
            .filter(|&i| declares[i] && !needed[i])
            .collect()
    }

    /// Whether items `a` and `b` each need the other directly.
    fn tied(&self, a: usize, b: usize) -> bool {
        self.needs(a).any(|d| d == b) && self.needs(b).any(|d| d == a)
    }

    /// The items needed by `item` directly.
    fn needs(&self, item: usize) -> impl Iterator<Item = usize> + '_ {
        self.uses[item]
            .iter()
            .flat_map(|&name| self.declared_by[name as usize].iter().map(|&d| d as usize))
    }

    /// The items in an order where every item comes after what it needs
    /// (items that need each other, together), and otherwise in list order
    /// as far as that allows: Tarjan's strongly connected components, which
    /// come out dependencies first. Iterative, whatever the depth.
    fn order(&self) -> Vec<usize> {
        let n = self.uses.len();
        let mut t = Tarjan {
            deps: self,
            index: vec![usize::MAX; n],
            low: vec![0; n],
            on_stack: vec![false; n],
            stack: Vec::new(),
            calls: Vec::new(),
            next_index: 0,
            order: Vec::with_capacity(n),
        };
        for root in 0..n {
            if t.index[root] == usize::MAX {
                t.enter(root);
                t.run();
            }
        }
        t.order
    }

    /// The items by the weight of their closures, lightest first, and in
    /// [`order`](Self::order) among equals: an item weighs at least as much
    /// as what it needs, so each still comes after what it needs, and the
    /// search finds the lightest item that shows the bug on its own rather
    /// than the first one in the list.
    fn order_by_weight(&self, weights: &[u64]) -> Vec<usize> {
        let n = self.uses.len();
        let mut position = vec![0; n];
        for (at, &item) in self.order().iter().enumerate() {
            position[item] = at;
        }
        // Stamps instead of cleared flags: one closure per item.
        let mut item_stamp = vec![usize::MAX; n];
        let mut name_stamp = vec![usize::MAX; self.declared_by.len()];
        let closure_weight: Vec<u64> = (0..n)
            .map(|start| {
                item_stamp[start] = start;
                let mut total = 0u64;
                self.reach(
                    vec![start],
                    |name| std::mem::replace(&mut name_stamp[name], start) != start,
                    |item| std::mem::replace(&mut item_stamp[item], start) != start,
                    |item| total = total.saturating_add(weights[item]),
                );
                total
            })
            .collect();
        let mut order: Vec<usize> = (0..n).collect();
        order.sort_unstable_by_key(|&i| (closure_weight[i], position[i]));
        order
    }

    /// Adds `start` and everything it needs, transitively, to `kept` (per
    /// item) and `seen` (per name).
    fn close(&self, start: &[usize], kept: &mut [bool], seen: &mut [bool]) {
        let stack: Vec<usize> = start
            .iter()
            .copied()
            .filter(|&i| !std::mem::replace(&mut kept[i], true))
            .collect();
        self.reach(
            stack,
            |name| !std::mem::replace(&mut seen[name], true),
            |item| !std::mem::replace(&mut kept[item], true),
            |_| {},
        );
    }

    /// Visits the items on `stack` and everything they need, transitively:
    /// `new_name` and `new_item` mark a name or an item seen and say whether
    /// it was new (only new ones are followed), `visit` sees each item once.
    fn reach(
        &self,
        mut stack: Vec<usize>,
        mut new_name: impl FnMut(usize) -> bool,
        mut new_item: impl FnMut(usize) -> bool,
        mut visit: impl FnMut(usize),
    ) {
        while let Some(item) = stack.pop() {
            visit(item);
            for &name in &self.uses[item] {
                if !new_name(name as usize) {
                    continue;
                }
                for &d in &self.declared_by[name as usize] {
                    if new_item(d as usize) {
                        stack.push(d as usize);
                    }
                }
            }
        }
    }
}

/// The state of Tarjan's algorithm, with an explicit call stack.
struct Tarjan<'d> {
    deps: &'d Dependencies,
    index: Vec<usize>,
    low: Vec<usize>,
    on_stack: Vec<bool>,
    stack: Vec<usize>,
    /// (item, the items it needs, how many of them are done)
    calls: Vec<(usize, Vec<usize>, usize)>,
    next_index: usize,
    order: Vec<usize>,
}

impl Tarjan<'_> {
    fn enter(&mut self, v: usize) {
        self.index[v] = self.next_index;
        self.low[v] = self.next_index;
        self.next_index += 1;
        self.stack.push(v);
        self.on_stack[v] = true;
        self.calls.push((v, self.deps.needs(v).collect(), 0));
    }

    fn run(&mut self) {
        while let Some((v, needs, done)) = self.calls.last_mut() {
            let v = *v;
            if let Some(&w) = needs.get(*done) {
                *done += 1;
                if self.index[w] == usize::MAX {
                    self.enter(w);
                } else if self.on_stack[w] {
                    self.low[v] = self.low[v].min(self.index[w]);
                }
                continue;
            }
            self.calls.pop();
            if let Some(&(parent, _, _)) = self.calls.last() {
                self.low[parent] = self.low[parent].min(self.low[v]);
            }
            if self.low[v] == self.index[v] {
                let start = self
                    .stack
                    .iter()
                    .rposition(|&x| x == v)
                    .expect("on the stack");
                let mut component = self.stack.split_off(start);
                component.sort_unstable();
                for &x in &component {
                    self.on_stack[x] = false;
                }
                self.order.extend(component);
            }
        }
    }
}

/// How many searches in a row may take out fewer items than they cost
/// tests before the reduction ends. On cpp-clang-layout-compatible, at
/// 2,000 calls: 38,111 tokens left with 1, 24,122 with 2, 24,158 with 3,
/// 26,207 with no limit (which is also the worst at 1,000 calls, 61,570
/// against 51,626); examples/c: 190 calls with 1, 174 with 2. Measured
/// again 2026-11-25, -j 2, with 1 / 2 / 3: cpp-clang-ranges-split 158,021
/// / 156,616 / 156,539 tokens after 250 calls and 106,681 / 108,250 /
/// 108,976 after 500; c-gcc-waddress 8 tokens in 1,005 / 1,009 / 1,001
/// calls: within a run's noise either way.
const UNPAID_SEARCHES: usize = 2;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// Binary search for the shortest prefix of the list itself (document
    /// order) that, with the needed items, is interesting.
    Truncate,
    /// Test the items known to be needed, alone.
    Needed,
    /// Binary search for the shortest prefix that, with the needed items
    /// and everything they all need, is interesting.
    Search,
    Done,
}

/// The binary reduction as a [`ListAlgorithm`]. Its result is interesting
/// but not 1-minimal: the closures may hold items the property does not
/// need.
#[derive(Clone, Debug)]
pub struct Closures {
    deps: Arc<Dependencies>,
    /// Items found needed, closed under their dependencies, and the items
    /// the truncation cut (so that no closure reaches them again).
    needed: Vec<bool>,
    /// Names the needed items use (their declarers are all needed).
    needed_names: Vec<bool>,
    /// Items the truncation cut: gone for good.
    cut: Vec<bool>,
    /// Whether the first test of the first search has had its verdict.
    searched: bool,
    /// Whether the truncation has yet to have a verdict on its first test.
    first_truncation: bool,
    /// The items left after the truncation, every one after what it needs:
    /// the search's prefixes are prefixes of this order.
    order: Arc<Vec<usize>>,
    /// The prefix length whose closure is `current` (known interesting);
    /// in `Truncate`, of the list itself.
    hi: usize,
    /// A prefix length whose closure is known not to be interesting (0: the
    /// needed items alone); in `Truncate`, of the list itself (or `hi - 1`
    /// once the first truncation test found the last item needed).
    lo: usize,
    phase: Phase,
    /// The prefix length of the configuration proposed.
    probe: usize,
    current: Configuration,
    /// Tests recorded, and the size of `current`, when this search began.
    search_start: (usize, usize),
    /// Searches in a row, up to the last one, that took out fewer items
    /// than they cost tests.
    unpaid_searches: usize,
    tests: usize,
}

impl Closures {
    /// Starts on a list of `deps.uses.len()` items of `weights` (their
    /// sizes), in document order, all of them known to be interesting
    /// together.
    pub fn new(deps: Arc<Dependencies>, weights: &[u64]) -> Self {
        let n = deps.uses.len();
        let mut needed = vec![false; n];
        let mut needed_names = vec![false; deps.declared_by.len()];
        let outside: Vec<usize> = deps
            .used_outside
            .iter()
            .flat_map(|&name| deps.declared_by[name as usize].iter().map(|&i| i as usize))
            .collect();
        deps.close(&outside, &mut needed, &mut needed_names);
        Closures {
            order: Arc::new(deps.order_by_weight(weights)),
            deps,
            needed,
            needed_names,
            cut: vec![false; n],
            searched: false,
            first_truncation: false,
            hi: n,
            lo: 0,
            phase: Phase::Needed,
            probe: 0,
            current: (0..n).collect(),
            search_start: (0, n),
            unpaid_searches: 0,
            tests: 0,
        }
    }

    /// Starts on a list of independent items of `weights` that are most
    /// likely all removable (the declarations nothing uses): the first test
    /// takes them all out ([`EmptyFirst`]), and when that fails, each
    /// round's binary search finds one that must stay in about `log2(n)`
    /// tests. A list algorithm that knows nothing of the list pays more:
    /// W-ProbDD, simulated on 823 items of which 1 to 3 must stay, took 32
    /// to 146 tests, this 3 to 34.
    pub fn all_first(weights: &[u64]) -> EmptyFirst {
        let n = weights.len();
        let deps = Dependencies {
            uses: vec![Vec::new(); n],
            declared_by: Vec::new(),
            used_outside: Vec::new(),
        };
        EmptyFirst::new(Box::new(Closures::new(Arc::new(deps), weights)))
    }

    /// The items of `flags` the truncation left.
    fn live(&self, flags: &[bool]) -> Configuration {
        flags
            .iter()
            .zip(&self.cut)
            .enumerate()
            .filter_map(|(i, (&f, &cut))| (f && !cut).then_some(i))
            .collect()
    }

    /// The needed items with the first `prefix` items of the list.
    fn truncation(&self, prefix: usize) -> Configuration {
        let mut kept = self.needed.clone();
        kept[..prefix].fill(true);
        self.live(&kept)
    }

    /// The needed items with the first `prefix` items in dependency order,
    /// and all they need.
    fn closure(&self, prefix: usize) -> Configuration {
        let mut kept = self.needed.clone();
        let mut seen = self.needed_names.clone();
        self.deps.close(&self.order[..prefix], &mut kept, &mut seen);
        self.live(&kept)
    }

    /// The truncation is over: the items after the shortest interesting
    /// prefix go for good, the prefix's last item is needed, and the
    /// search goes on in dependency order over what is left.
    fn truncation_found(&mut self) {
        let n = self.cut.len();
        for i in self.hi..n {
            if !self.needed[i] {
                (self.cut[i], self.needed[i]) = (true, true);
            }
        }
        let order: Vec<usize> = self
            .order
            .iter()
            .copied()
            .filter(|&i| !self.cut[i])
            .collect();
        let last = self.hi - 1;
        (self.lo, self.hi) = (0, order.len());
        self.order = Arc::new(order);
        let deps = Arc::clone(&self.deps);
        deps.close(&[last], &mut self.needed, &mut self.needed_names);
        self.phase = Phase::Needed;
    }

    /// Where the last item's group starts: the last item and the items
    /// just before it that each need the next one and are needed by it
    /// (a `;` and its statement, which [`Tree::dependencies`] ties).
    ///
    /// [`Tree::dependencies`]: crate::tree::Tree::dependencies
    fn last_group_start(&self) -> usize {
        let mut start = self.hi - 1;
        while start > 0 && self.deps.tied(start - 1, start) {
            start -= 1;
        }
        start
    }

    /// Starts the truncation, over prefixes of the whole list: it comes
    /// after the first test of the first search, so `current` is still
    /// every item (the needed items alone are known not to be interesting).
    fn truncate(&mut self) {
        debug_assert_eq!(self.current.len(), self.cut.len());
        (self.lo, self.hi) = (0, self.cut.len());
        self.first_truncation = true;
        self.phase = Phase::Truncate;
    }

    /// The search found the item at `hi - 1` in dependency order needed: it
    /// joins the needed items, which are tested next.
    fn found(&mut self) {
        let item = self.order[self.hi - 1];
        let deps = Arc::clone(&self.deps);
        deps.close(&[item], &mut self.needed, &mut self.needed_names);
        self.hi -= 1;
        let (tests, size) = self.search_start;
        if size - self.current.len() >= self.tests - tests {
            self.unpaid_searches = 0;
        } else {
            self.unpaid_searches += 1;
        }
        self.phase = Phase::Needed;
    }

    /// The needed items alone are not interesting: search again, unless the
    /// last [`UNPAID_SEARCHES`] searches each took out fewer items than they
    /// cost tests.
    fn search(&mut self) {
        self.lo = 0;
        self.search_start = (self.tests, self.current.len());
        self.phase = if self.unpaid_searches >= UNPAID_SEARCHES {
            Phase::Done
        } else {
            Phase::Search
        };
    }
}

impl ListAlgorithm for Closures {
    fn next_test(&mut self) -> Option<Configuration> {
        loop {
            match self.phase {
                Phase::Done => return None,
                Phase::Truncate if self.hi - self.lo <= 1 => self.truncation_found(),
                Phase::Truncate => {
                    // First without the last item alone (and the items
                    // before it that it is tied to both ways, a statement
                    // before its `;`): in C the bug is most often in the
                    // last function, in SQL in the last query, and one
                    // test then says so.
                    let mid = if self.first_truncation {
                        self.last_group_start()
                    } else {
                        self.lo + (self.hi - self.lo) / 2
                    };
                    let config = self.truncation(mid);
                    if config.len() == self.current.len() {
                        // Everything after `mid` is needed anyway.
                        (self.hi, self.first_truncation) = (mid, false);
                    } else if config.iter().all(|&i| self.needed[i]) {
                        // The needed items alone, known not interesting.
                        (self.lo, self.first_truncation) = (mid, false);
                    } else {
                        self.probe = mid;
                        return Some(config);
                    }
                }
                Phase::Needed => {
                    let needed = self.live(&self.needed);
                    if needed.len() == self.current.len() {
                        // Needed items are always in `current`.
                        self.phase = Phase::Done;
                    } else if needed.is_empty() {
                        // The empty list is never tested (as ddmin).
                        self.search();
                    } else {
                        return Some(needed);
                    }
                }
                Phase::Search if self.hi - self.lo <= 1 => self.found(),
                Phase::Search => {
                    let mid = self.lo + (self.hi - self.lo) / 2;
                    let config = self.closure(mid);
                    if config.len() == self.current.len() {
                        // The same items as the interesting `current`.
                        self.hi = mid;
                    } else if config.iter().all(|&i| self.needed[i]) {
                        // The needed items alone, known not interesting.
                        self.lo = mid;
                    } else {
                        self.probe = mid;
                        return Some(config);
                    }
                }
            }
        }
    }

    fn record(&mut self, interesting: bool) {
        self.tests += 1;
        match (self.phase, interesting) {
            (Phase::Truncate, true) => {
                self.first_truncation = false;
                self.current = self.truncation(self.probe);
                self.hi = self.probe;
            }
            (Phase::Truncate, false) => {
                // Without the last item's group the bug is gone: the last
                // item is needed, and with it what it is tied to. `lo` is
                // then a guess, not a tested prefix: the truncation ends at
                // once, cuts nothing, and the needed items are tested next.
                self.lo = match std::mem::replace(&mut self.first_truncation, false) {
                    true => self.hi - 1,
                    false => self.probe,
                };
            }
            (Phase::Needed, true) => {
                self.current = self.live(&self.needed);
                self.phase = Phase::Done;
            }
            (Phase::Needed, false) => self.search(),
            (Phase::Search, true) => {
                self.searched = true;
                self.current = self.closure(self.probe);
                self.hi = self.probe;
            }
            (Phase::Search, false) if !std::mem::replace(&mut self.searched, true) => {
                // The first half of the order, with all it needs, does not
                // show the bug: the bug's items are in the other half, or
                // some of these break the file without what no name says.
                // Prefixes of the file do not break it.
                self.truncate();
            }
            (Phase::Search, false) => self.lo = self.probe,
            (Phase::Done, _) => unreachable!("no test is proposed once done"),
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

    /// Weights of one token each.
    const UNIT: [u64; 8] = [1; 8];

    /// Items `0..n`, item `i` declaring name `i` and using `uses[i]`.
    fn chain(uses: &[&[u32]], outside: &[u32]) -> Arc<Dependencies> {
        Arc::new(Dependencies {
            uses: uses.iter().map(|u| u.to_vec()).collect(),
            declared_by: (0..uses.len() as u32).map(|i| vec![i]).collect(),
            used_outside: outside.to_vec(),
        })
    }

    #[test]
    fn one_needed_item_with_its_dependencies_takes_a_binary_search_and_one_test() {
        // Ten declarations; the bug needs item 6, which uses 2, which uses 0.
        let deps = chain(
            &[&[], &[0], &[0], &[1], &[2], &[3], &[2], &[5], &[6], &[0]],
            &[],
        );
        let needs = |c: &Configuration| {
            // Valid only if every kept item's uses are kept.
            let valid = c
                .iter()
                .all(|&i| deps.uses[i].iter().all(|&u| c.contains(&(u as usize))));
            valid && c.contains(&6)
        };
        let (result, trace) =
            run_in_process(&mut Closures::new(Arc::clone(&deps), &[1; 10]), needs);
        assert_eq!(result, [0, 2, 6]);
        assert_eq!(
            trace,
            [
                // By closure size: 0 (1 item); 1, 2, 9 (2); 3, 4, 6 (3); ...
                // the lighter half has no 6, so the truncation takes over.
                vec![0, 1, 2, 3, 9],
                (0..9).collect::<Vec<_>>(), // without the last item
                vec![0, 1, 2, 3],           // prefix 4: no 6
                vec![0, 1, 2, 3, 4, 5],     // prefix 6: no 6
                vec![0, 1, 2, 3, 4, 5, 6],  // prefix 7: 6 is needed
                vec![0, 2, 6],              // item 6 with what it needs
            ]
        );
    }

    #[test]
    fn a_light_item_broken_by_a_need_no_name_shows_does_not_derail_the_truncation() {
        // The bug is in item 1, which needs 0. Item 4, light, breaks the
        // file without 3, which no name says: the prefixes of the order by
        // closure weight (0, 4, 1, 2, 3, 5) that hold 1 and not 3 hold 4,
        // so the first (its lighter half) fails, and the truncation takes
        // over: prefixes of the list itself keep 3 wherever they keep 4.
        let deps = chain(&[&[], &[0], &[], &[], &[], &[]], &[]);
        let weights = [1, 1, 10, 10, 1, 10];
        let needs = |c: &Configuration| {
            let valid = !c.contains(&4) || c.contains(&3);
            valid && c.contains(&0) && c.contains(&1)
        };
        let (result, trace) = run_in_process(&mut Closures::new(deps, &weights), needs);
        assert_eq!(result, [0, 1]);
        assert_eq!(
            trace,
            [vec![0, 1, 4], vec![0, 1, 2, 3, 4], vec![0, 1], vec![0]]
        );
    }

    #[test]
    fn prefixes_follow_an_order_where_every_item_comes_after_what_it_needs() {
        // 0 needs 3 (declared later, as a function template may call one),
        // 1 and 2 need each other; 4 needs 0.
        let deps = chain(&[&[3], &[2], &[1], &[], &[0]], &[]);
        assert_eq!(deps.order(), [3, 0, 1, 2, 4]);
        // The bug needs 0, and so 3: two items of that order are, one is
        // not; 0 with what it needs is what is left.
        let (result, trace) = run_in_process(&mut Closures::new(deps, &UNIT), |c| {
            c.contains(&0) && c.contains(&3)
        });
        assert_eq!(result, [0, 3]);
        assert_eq!(trace, [vec![0, 3], vec![3]]);
    }

    #[test]
    fn the_first_truncation_leaves_out_the_last_item_with_what_is_tied_to_it() {
        // A script: CREATE (0), INSERT (2), SELECT (4), each tied both ways
        // to its `;` (1, 3, 5), as `Tree::dependencies` ties a nameless
        // item to the one before it. The bug is in the last query.
        let deps = Arc::new(Dependencies {
            uses: vec![vec![1], vec![2], vec![0, 3], vec![4], vec![0, 5], vec![6]],
            declared_by: vec![
                vec![0],
                vec![1],
                vec![0],
                vec![3],
                vec![2],
                vec![5],
                vec![4],
            ],
            used_outside: Vec::new(),
        });
        let weights = [3, 1, 2, 1, 5, 1];
        let (result, trace) = run_in_process(&mut Closures::new(deps, &weights), |c| {
            c.contains(&0) && c.contains(&4)
        });
        assert_eq!(result, [0, 1, 4, 5]);
        assert_eq!(
            trace,
            [
                // The lighter half, CREATE and INSERT with their `;`s.
                vec![0, 1, 2, 3],
                // Without the SELECT and its `;` (a test the runner's cache
                // answers): both are needed, and one binary search is saved.
                vec![0, 1, 2, 3],
                vec![0, 1, 4, 5],
            ]
        );
    }

    #[test]
    fn the_lightest_item_that_shows_the_bug_is_found_first() {
        // The bug needs the last item, 4, and either 3 (a variable template
        // calling the builtin) or 1 (a struct template calling it, which
        // needs 0, a heavy base class). The lighter half (2 and 4) does not
        // show it; the truncation cuts nothing but finds 4; the search keeps
        // 3 (and repeats a test the runner's cache answers).
        let deps = chain(&[&[], &[0], &[], &[], &[]], &[]);
        let weights = [40, 10, 5, 12, 1];
        let (result, trace) = run_in_process(&mut Closures::new(deps, &weights), |c| {
            c.contains(&4) && (c.contains(&3) || (c.contains(&1) && c.contains(&0)))
        });
        assert_eq!(result, [3, 4]);
        // By closure weight 4 (1), 2 (5), 3 (12), 0 (40), 1 (50 with 0).
        assert_eq!(
            trace,
            [
                vec![2, 4],
                vec![0, 1, 2, 3],
                vec![4],
                vec![2, 4],
                vec![2, 3, 4],
                vec![3, 4]
            ]
        );
    }

    #[test]
    fn unused_items_declare_names_no_other_item_and_nothing_outside_uses() {
        // 0 is used by 1; 1 by nothing; 2 declares nothing; 3 is used from
        // outside; 4 and 5 declare the same name (overloads), used by none;
        // 6 declares a name nothing uses.
        let deps = Dependencies {
            uses: vec![vec![], vec![0], vec![0], vec![], vec![], vec![], vec![]],
            declared_by: vec![vec![0], vec![1], vec![], vec![3], vec![4, 5], vec![6]],
            used_outside: vec![3],
        };
        assert_eq!(deps.unused(), [1, 4, 5, 6]);
    }

    #[test]
    fn what_lies_outside_the_items_uses_is_kept_from_the_start() {
        let deps = chain(&[&[], &[0], &[], &[]], &[1]);
        let (result, trace) = run_in_process(&mut Closures::new(deps, &UNIT), |c| {
            c.contains(&0) && c.contains(&1)
        });
        assert_eq!(result, [0, 1]);
        assert_eq!(trace, [vec![0, 1]]);
    }

    #[test]
    fn the_search_stops_when_two_rounds_in_a_row_cost_more_tests_than_they_take_out() {
        // No dependencies known and every item needed: the lighter half
        // fails, the truncation finds the last item needed in one test; each
        // search then takes nothing out and finds the last item left, which
        // is not interesting with the ones found before.
        let deps = chain(&[&[], &[], &[], &[], &[], &[], &[], &[]], &[]);
        let (result, trace) = run_in_process(&mut Closures::new(deps, &UNIT), |c| c.len() == 8);
        assert_eq!(result, (0..8).collect::<Vec<_>>());
        assert_eq!(
            trace,
            [
                vec![0, 1, 2, 3],
                vec![0, 1, 2, 3, 4, 5, 6],
                vec![7],
                vec![0, 1, 2, 3, 7],
                vec![0, 1, 2, 3, 4, 5, 7],
                vec![6, 7],
                vec![0, 1, 2, 6, 7],
                vec![0, 1, 2, 3, 6, 7],
                vec![0, 1, 2, 3, 4, 6, 7],
                vec![5, 6, 7],
            ]
        );
    }

    #[test]
    fn missed_dependencies_cost_rounds_but_never_the_property() {
        // Item 5 needs 1 and 3 though no name says so. The lighter half
        // fails; the truncation cuts 6 and 7 and finds 5; 5 alone is not
        // interesting. Each search then takes out one item in two tests and
        // finds one more: 3, then 1.
        let deps = chain(&[&[], &[], &[], &[], &[], &[], &[], &[]], &[]);
        let needs = |c: &Configuration| [1, 3, 5].iter().all(|i| c.contains(i));
        let (result, trace) = run_in_process(&mut Closures::new(deps, &UNIT), needs);
        assert_eq!(result, [1, 3, 5]);
        assert_eq!(
            trace,
            [
                vec![0, 1, 2, 3],
                vec![0, 1, 2, 3, 4, 5, 6],
                vec![0, 1, 2],
                vec![0, 1, 2, 3, 4],
                vec![0, 1, 2, 3, 4, 5],
                vec![5],
                vec![0, 1, 2, 5],
                vec![0, 1, 2, 3, 5],
                vec![3, 5],
                vec![0, 3, 5],
                vec![0, 1, 3, 5],
                vec![1, 3, 5],
            ]
        );
    }

    #[test]
    fn all_first_takes_everything_in_one_test_when_it_can() {
        let (result, trace) = run_in_process(&mut Closures::all_first(&UNIT), |_| true);
        assert_eq!(result, Vec::<usize>::new());
        assert_eq!(trace, [Vec::<usize>::new()]);
    }

    #[test]
    fn all_first_finds_what_must_stay_by_binary_search() {
        // Of eight independent items, 2 and 6 must stay: all out fails,
        // then each search finds one of them in about log2(8) tests.
        let needs = |c: &Configuration| c.contains(&2) && c.contains(&6);
        let (result, trace) = run_in_process(&mut Closures::all_first(&UNIT), needs);
        assert_eq!(result, [2, 6]);
        assert_eq!(
            trace,
            [
                vec![],
                // The first half fails, so the truncation: 7 goes, 6 stays.
                vec![0, 1, 2, 3],
                vec![0, 1, 2, 3, 4, 5, 6],
                vec![0, 1, 2],
                vec![0, 1, 2, 3, 4],
                vec![0, 1, 2, 3, 4, 5],
                // 6 alone is not enough: a search finds 2.
                vec![6],
                vec![0, 1, 2, 6],
                vec![0, 6],
                vec![0, 1, 6],
                vec![2, 6],
            ]
        );
    }
}
