//! The role of each child in each parent's rule: walks a rule as the
//! parser would build its node, and records for every (parent kind, field,
//! child kind) whether the child may be left out, the separator of its
//! list, and the shortest text that can stand in its place.

use super::{ChildRole, Rule, Shortest, derive};
use std::collections::{HashMap, HashSet};

/// The rules and facts the role analysis walks over.
pub(super) struct Analysis<'a> {
    pub(super) rules: &'a HashMap<String, Rule>,
    pub(super) hidden: &'a HashSet<String>,
    pub(super) shortest: &'a HashMap<String, Shortest>,
}

/// Where the walk stands inside a parent's rule.
#[derive(Clone)]
struct Place<'a> {
    field: Option<&'a str>,
    optional: bool,
    /// Directly inside a repetition: a `seq(",", x)` here is a separated list.
    in_repeat: bool,
    separator: Option<&'a str>,
    /// The outermost rule of the chain of choices, hidden symbols and
    /// wrappers that leads to the child: anything it derives could stand in
    /// the child's place.
    slot: Option<&'a Rule>,
}

pub(super) type Roles = HashMap<(String, Option<String>, String), ChildRole>;

impl<'a> Analysis<'a> {
    pub(super) fn collect_roles(&self, parent: &str, rule: &'a Rule, roles: &mut Roles) {
        let place = Place {
            field: None,
            optional: false,
            in_repeat: false,
            separator: None,
            slot: None,
        };
        let mut path = Vec::new();
        self.walk(parent, rule, place, &mut path, roles);
    }

    fn walk(
        &self,
        parent: &str,
        rule: &'a Rule,
        place: Place<'a>,
        path: &mut Vec<&'a str>,
        roles: &mut Roles,
    ) {
        let slot_here = |mut place: Place<'a>| {
            place.slot = place.slot.or(Some(rule));
            place
        };
        match rule {
            Rule::Blank | Rule::String(_) | Rule::Pattern(_) | Rule::Token(_) => {}
            Rule::Alias { named: false, .. } => {}
            Rule::Alias {
                value, named: true, ..
            } => self.record(parent, value, slot_here(place), roles),
            Rule::Symbol(name) if !self.hidden.contains(name) => {
                self.record(parent, name, slot_here(place), roles);
            }
            Rule::Symbol(name) => {
                if path.contains(&name.as_str()) {
                    return;
                }
                let Some(inner) = self.rules.get(name) else {
                    return; // an external token
                };
                path.push(name);
                self.walk(parent, inner, slot_here(place), path, roles);
                path.pop();
            }
            Rule::Seq(members) => {
                // In `repeat(seq(",", x))`, "," separates the x's; a sequence
                // anywhere else makes its members parts, not list elements.
                let separator = match members.as_slice() {
                    [Rule::String(s), _] | [_, Rule::String(s)] if place.in_repeat => {
                        Some(s.as_str())
                    }
                    _ => None,
                };
                for m in members {
                    let inner = Place {
                        slot: None,
                        in_repeat: false,
                        separator,
                        ..place.clone()
                    };
                    self.walk(parent, m, inner, path, roles);
                }
            }
            Rule::Choice(members) => {
                let optional = place.optional || members.iter().any(|m| matches!(m, Rule::Blank));
                let inner = Place {
                    optional,
                    ..slot_here(place)
                };
                for m in members {
                    self.walk(parent, m, inner.clone(), path, roles);
                }
            }
            Rule::Repeat(c) | Rule::Repeat1(c) => {
                let inner = Place {
                    optional: true,
                    in_repeat: true,
                    separator: None,
                    slot: None,
                    ..place
                };
                self.walk(parent, c, inner, path, roles);
            }
            Rule::Field(name, c) => {
                let inner = Place {
                    field: Some(name),
                    slot: None,
                    ..place
                };
                self.walk(parent, c, inner, path, roles);
            }
            Rule::Wrap(c) => self.walk(parent, c, place, path, roles),
        }
    }

    fn record(&self, parent: &str, kind: &str, place: Place<'a>, roles: &mut Roles) {
        let key = (
            parent.to_owned(),
            place.field.map(str::to_owned),
            kind.to_owned(),
        );
        let role = roles.entry(key).or_default();
        role.optional |= place.optional;
        role.at_least_one |= !place.optional;
        if let Some(sep) = place.separator {
            role.separator = Some(sep.to_owned());
        }
        let slot = place.slot.expect("a recorded child has a slot");
        if !place.optional
            && let Some(found) = derive(slot, self.shortest, false)
            && role.replacement.as_ref().is_none_or(|old| {
                // Ties go by text, so rules met in any order give one answer.
                (found.key(), &found.text) < (old.key(), &old.text)
            })
        {
            role.replacement = Some(found);
        }
    }
}
