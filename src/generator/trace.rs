//! A generator's recorded run (the protocol of `generators/README.md`) as
//! HDD sees it: the iterations and the taken optional blocks, nested as
//! they ran, each a node that may be removed; and the decisions to replay
//! once some are removed.

use serde::{Deserialize, Serialize};
use serde_json::Value;

/// One event of a trace, as the generator's helper writes and reads it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case", deny_unknown_fields)]
pub enum Event {
    /// A random value at a site, from a domain.
    Choice {
        /// Where the generator drew it.
        site: String,
        /// What it drew.
        value: Value,
        /// What it could have drawn.
        domain: Value,
    },
    /// A loop head: `value` iterations follow (fewer when it breaks).
    Loop {
        /// Where the generator drew the count.
        site: String,
        /// The count.
        value: u64,
        /// The counts it could have drawn.
        domain: Value,
    },
    /// An iteration starts.
    Iteration,
    /// An iteration ends.
    IterationEnd,
    /// A loop ends.
    LoopEnd,
    /// A random boolean; with `value` and `block`, its block's events
    /// follow up to a [`Event::BlockEnd`].
    Maybe {
        /// Where the generator drew it.
        site: String,
        /// What it drew.
        value: bool,
        /// Whether it guards a block.
        block: bool,
    },
    /// A block ends.
    BlockEnd,
    /// The run could not follow the decisions it was given: `at` is the
    /// index of the first given event it could not align with.
    Misaligned {
        /// That event's index in the given trace.
        at: usize,
    },
}

impl Event {
    fn opens_block(&self) -> bool {
        matches!(
            self,
            Event::Maybe {
                value: true,
                block: true,
                ..
            }
        )
    }
}

/// What a removable part of a run is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ContainerKind {
    /// One iteration of a loop: removing it lowers the loop's count.
    Iteration,
    /// The block of a `maybe` that came out true: removing it turns the
    /// decision to false.
    Block,
}

/// A removable part: the events from `begin` to `end`, both included (an
/// iteration from its start to its end; a block from its `maybe` to its
/// end).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Container {
    /// Iteration or block.
    pub kind: ContainerKind,
    /// Its first event.
    pub begin: usize,
    /// Its last event.
    pub end: usize,
    /// How many containers hold it (its HDD level).
    pub depth: usize,
    /// For an iteration, its loop's head.
    pub loop_head: Option<usize>,
}

/// A run of a generator, checked: every iteration, loop and block that
/// opens also closes, in order.
#[derive(Clone, Debug, PartialEq)]
pub struct Trace {
    events: Vec<Event>,
    containers: Vec<Container>,
}

impl Trace {
    /// Reads a trace (JSON lines; blank lines skipped), or says what is wrong
    /// with it and where.
    pub fn parse(bytes: &[u8]) -> Result<Trace, String> {
        let text = std::str::from_utf8(bytes).map_err(|e| format!("not UTF-8: {e}"))?;
        let mut events = Vec::new();
        for (number, line) in text.lines().enumerate() {
            if line.trim().is_empty() {
                continue;
            }
            let event = serde_json::from_str(line)
                .map_err(|e| format!("line {}: {e}: {line}", number + 1))?;
            events.push(event);
        }
        Trace::new(events)
    }

    /// A trace of these events, if they nest.
    pub fn new(events: Vec<Event>) -> Result<Trace, String> {
        /// What is open: a loop (its head) or a container being built.
        enum Open {
            Loop(usize),
            Container(ContainerKind, usize, Option<usize>),
        }
        let mut open: Vec<Open> = Vec::new();
        let mut containers = Vec::new();
        let depth = |open: &[Open]| {
            open.iter()
                .filter(|o| matches!(o, Open::Container(..)))
                .count()
        };
        for (i, event) in events.iter().enumerate() {
            let mismatch = || format!("event {i}: {event:?} closes nothing open");
            match event {
                Event::Loop { .. } => open.push(Open::Loop(i)),
                Event::Iteration => {
                    let Some(&Open::Loop(head)) = open.last() else {
                        return Err(format!("event {i}: an iteration outside a loop"));
                    };
                    open.push(Open::Container(ContainerKind::Iteration, i, Some(head)));
                }
                e if e.opens_block() => open.push(Open::Container(ContainerKind::Block, i, None)),
                Event::IterationEnd | Event::BlockEnd => {
                    let want = if *event == Event::IterationEnd {
                        ContainerKind::Iteration
                    } else {
                        ContainerKind::Block
                    };
                    let Some(Open::Container(kind, begin, loop_head)) = open.pop() else {
                        return Err(mismatch());
                    };
                    if kind != want {
                        return Err(mismatch());
                    }
                    containers.push(Container {
                        kind,
                        begin,
                        end: i,
                        depth: depth(&open),
                        loop_head,
                    });
                }
                Event::LoopEnd => {
                    let Some(Open::Loop(_)) = open.pop() else {
                        return Err(mismatch());
                    };
                }
                Event::Misaligned { .. } if i + 1 != events.len() => {
                    return Err(format!("event {i}: a misaligned mark before the end"));
                }
                Event::Choice { .. } | Event::Maybe { .. } | Event::Misaligned { .. } => {}
            }
        }
        // A run stopped by a misalignment leaves what it had open.
        let cut_off = matches!(events.last(), Some(Event::Misaligned { .. }));
        if let Some(o) = open.last().filter(|_| !cut_off) {
            let at = match o {
                Open::Loop(i) | Open::Container(_, i, _) => i,
            };
            return Err(format!("event {at} opens what the trace never closes"));
        }
        containers.sort_by_key(|c| c.begin);
        Ok(Trace { events, containers })
    }

    /// The events, in order.
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// The removable parts, in the order they start.
    pub fn containers(&self) -> &[Container] {
        &self.containers
    }

    /// Where a replay stopped because it could not follow its decisions.
    pub fn misaligned_at(&self) -> Option<usize> {
        match self.events.last() {
            Some(Event::Misaligned { at }) => Some(*at),
            _ => None,
        }
    }

    /// The trace as the helper reads it: one JSON object per line.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::new();
        for event in &self.events {
            serde_json::to_writer(&mut out, event).expect("events serialise");
            out.push(b'\n');
        }
        out
    }

    /// The decisions to replay with the containers at these indices (of
    /// [`Trace::containers`]) removed: a removed iteration's events go and
    /// its loop's count drops by one; a removed block's events go and its
    /// `maybe` turns false. What a removed container holds goes with it.
    pub fn without(&self, removed: &[usize]) -> Trace {
        let mut drop = vec![false; self.events.len()];
        let mut counts: Vec<Option<u64>> = vec![None; self.events.len()];
        let mut falsified = vec![false; self.events.len()];
        let mut removed: Vec<&Container> = removed.iter().map(|&i| &self.containers[i]).collect();
        removed.sort_by_key(|c| c.begin);
        let mut covered_to = None;
        for c in removed {
            if covered_to.is_some_and(|end| c.begin <= end) {
                continue;
            }
            covered_to = Some(c.end);
            match c.kind {
                ContainerKind::Iteration => {
                    drop[c.begin..=c.end].iter_mut().for_each(|d| *d = true);
                    let head = c.loop_head.expect("iterations have loops");
                    let count = counts[head].get_or_insert(match &self.events[head] {
                        Event::Loop { value, .. } => *value,
                        _ => unreachable!("a loop head"),
                    });
                    *count = count.saturating_sub(1);
                }
                ContainerKind::Block => {
                    drop[c.begin + 1..=c.end].iter_mut().for_each(|d| *d = true);
                    falsified[c.begin] = true;
                }
            }
        }
        let events = self
            .events
            .iter()
            .enumerate()
            .filter(|&(i, _)| !drop[i])
            .map(|(i, event)| match event {
                Event::Loop { site, domain, .. } if counts[i].is_some() => Event::Loop {
                    site: site.clone(),
                    value: counts[i].expect("checked"),
                    domain: domain.clone(),
                },
                Event::Maybe { site, block, .. } if falsified[i] => Event::Maybe {
                    site: site.clone(),
                    value: false,
                    block: *block,
                },
                other => other.clone(),
            })
            .collect();
        Trace::new(events).expect("removing whole containers keeps the nesting")
    }

    /// The innermost container holding the event at `index`, if any (what
    /// `bypass` removes when a replay cannot align with that event).
    pub fn innermost_holding(&self, index: usize) -> Option<usize> {
        self.containers
            .iter()
            .enumerate()
            .filter(|(_, c)| c.begin <= index && index <= c.end)
            .max_by_key(|(_, c)| c.depth)
            .map(|(i, _)| i)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn trace(lines: &[Value]) -> Trace {
        let text: String = lines.iter().map(|l| format!("{l}\n")).collect();
        Trace::parse(text.as_bytes()).unwrap()
    }

    fn password(letters: &str) -> Trace {
        let mut lines = vec![
            json!({"event": "loop", "site": "count", "value": letters.len(),
                                    "domain": {"range": [0, 19]}}),
        ];
        for letter in letters.chars() {
            lines.push(json!({"event": "iteration"}));
            lines.push(
                json!({"event": "choice", "site": "letter", "value": letter.to_string(),
                              "domain": {"values": ["a", "b", "c"]}}),
            );
            lines.push(json!({"event": "iteration_end"}));
        }
        lines.push(json!({"event": "loop_end"}));
        trace(&lines)
    }

    #[test]
    fn removed_iterations_lower_their_loops_count() {
        let t = password("abc");
        let kinds: Vec<_> = t
            .containers()
            .iter()
            .map(|c| (c.kind, c.begin, c.end))
            .collect();
        use ContainerKind::Iteration;
        assert_eq!(
            kinds,
            [(Iteration, 1, 3), (Iteration, 4, 6), (Iteration, 7, 9)]
        );
        assert!(t.containers().iter().all(|c| c.depth == 0));
        let reduced = t.without(&[0, 1]);
        assert_eq!(reduced, password("c"));
        // What the helper reads back is what the Python tests replay.
        assert_eq!(
            String::from_utf8(reduced.to_bytes())
                .unwrap()
                .lines()
                .next(),
            Some(r#"{"event":"loop","site":"count","value":1,"domain":{"range":[0,19]}}"#)
        );
    }

    fn fig3() -> Trace {
        trace(&[
            json!({"event": "maybe", "site": "first", "value": true, "block": true}),
            json!({"event": "block_end"}),
            json!({"event": "maybe", "site": "second", "value": true, "block": true}),
            json!({"event": "choice", "site": "y", "value": 1, "domain": {"values": [0, 1]}}),
            json!({"event": "block_end"}),
        ])
    }

    #[test]
    fn a_removed_block_turns_its_decision_false_and_bypass_finds_what_to_remove() {
        let first_removed = fig3().without(&[0]);
        assert_eq!(
            first_removed,
            trace(&[
                json!({"event": "maybe", "site": "first", "value": false, "block": true}),
                json!({"event": "maybe", "site": "second", "value": true, "block": true}),
                json!({"event": "choice", "site": "y", "value": 1, "domain": {"values": [0, 1]}}),
                json!({"event": "block_end"}),
            ])
        );
        // A halted replay of it stops at event 2, the choice: bypass
        // removes the block holding it.
        let holding = first_removed.innermost_holding(2).unwrap();
        assert_eq!(first_removed.containers()[holding].begin, 1);
        assert_eq!(
            first_removed.without(&[holding]).events(),
            [
                Event::Maybe {
                    site: "first".into(),
                    value: false,
                    block: true
                },
                Event::Maybe {
                    site: "second".into(),
                    value: false,
                    block: true
                },
            ]
        );
        assert_eq!(first_removed.innermost_holding(0), None);
    }

    #[test]
    fn nested_containers_have_depths_and_go_with_what_holds_them() {
        let t = trace(&[
            json!({"event": "loop", "site": "outer", "value": 2, "domain": {"range": [0, 5]}}),
            json!({"event": "iteration"}),
            json!({"event": "maybe", "site": "m", "value": true, "block": true}),
            json!({"event": "loop", "site": "inner", "value": 1, "domain": {"range": [0, 5]}}),
            json!({"event": "iteration"}),
            json!({"event": "iteration_end"}),
            json!({"event": "loop_end"}),
            json!({"event": "block_end"}),
            json!({"event": "iteration_end"}),
            json!({"event": "iteration"}),
            json!({"event": "iteration_end"}),
            json!({"event": "loop_end"}),
        ]);
        let depths: Vec<_> = t.containers().iter().map(|c| (c.begin, c.depth)).collect();
        assert_eq!(depths, [(1, 0), (2, 1), (4, 2), (9, 0)]);
        assert_eq!(t.innermost_holding(5), Some(2));
        // The outer iteration and the inner one inside it: the inner
        // loop's count is not touched, the outer one drops by one.
        let reduced = t.without(&[0, 2]);
        assert_eq!(reduced.events().len(), 4);
        assert!(matches!(reduced.events()[0], Event::Loop { value: 1, .. }));
    }

    #[test]
    fn broken_traces_are_refused_with_where() {
        for (text, says) in [
            (
                "{\"event\":\"iteration\"}\n",
                "event 0: an iteration outside a loop",
            ),
            ("{\"event\":\"block_end\"}\n", "closes nothing open"),
            (
                "{\"event\":\"loop\",\"site\":\"s\",\"value\":1,\"domain\":null}\n",
                "event 0 opens what the trace never closes",
            ),
            (
                "{\"event\":\"misaligned\",\"at\":0}\n{\"event\":\"loop_end\"}\n",
                "before the end",
            ),
            ("{\"event\":\"choice\"}\n", "line 1: missing field"),
            ("not json\n", "line 1:"),
        ] {
            let error = Trace::parse(text.as_bytes()).unwrap_err();
            assert!(error.contains(says), "{text:?}: {error}");
        }
        let halted = Trace::parse(
            b"{\"event\":\"maybe\",\"site\":\"s\",\"value\":true,\"block\":true}\n\
              {\"event\":\"misaligned\",\"at\":3}\n",
        )
        .unwrap();
        assert_eq!(halted.misaligned_at(), Some(3));
    }
}
