//! What a tree-sitter grammar (`grammar.json`) says about each child of each
//! node: whether it may be left out (it comes from a repetition or an
//! optional part), the separator that goes with it in a list, and, for a
//! child that must stay, the shortest text its place in the rule derives (HDD
//! thesis, chapter 5: minimal-length strings).
//!
//! Invariant: this module reads grammars; it knows nothing of trees,
//! algorithms or processes.

mod regex;
mod roles;

use regex::shortest_match;
use roles::Analysis;
use serde_json::Value;
use std::collections::{HashMap, HashSet};

/// One rule of `grammar.json`.
#[derive(Clone, Debug)]
enum Rule {
    Blank,
    String(String),
    Pattern(String),
    Symbol(String),
    Seq(Vec<Rule>),
    Choice(Vec<Rule>),
    Repeat(Box<Rule>),
    Repeat1(Box<Rule>),
    Field(String, Box<Rule>),
    Alias {
        content: Box<Rule>,
        value: String,
        named: bool,
    },
    /// `TOKEN` and `IMMEDIATE_TOKEN`: the content lexes as one token.
    Token(Box<Rule>),
    /// `PREC*` and `RESERVED`: transparent here.
    Wrap(Box<Rule>),
}

/// A shortest derivation: its text and how many tokens it has.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shortest {
    /// The text, with a space only where two words would fuse.
    pub text: String,
    /// Lexical tokens in it.
    pub tokens: u32,
}

impl Shortest {
    fn empty() -> Self {
        Shortest {
            text: String::new(),
            tokens: 0,
        }
    }

    /// Fewer tokens first, then fewer bytes.
    fn key(&self) -> (u32, usize) {
        (self.tokens, self.text.len())
    }

    fn then(mut self, next: &Shortest) -> Shortest {
        let glue = matches!(
            (self.text.bytes().last(), next.text.bytes().next()),
            (Some(a), Some(b)) if is_word_byte(a) && is_word_byte(b)
        );
        if glue {
            self.text.push(' ');
        }
        self.text.push_str(&next.text);
        self.tokens += next.tokens;
        self
    }
}

fn is_word_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b == b'$'
}

/// What the grammar says about one child of one parent kind.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ChildRole {
    /// The child may be left out: it comes from a repetition or an optional part.
    pub optional: bool,
    /// Some place requires a child like it: a list of at least one
    /// (`commaSep1`), whose last element must stay.
    pub at_least_one: bool,
    /// The anonymous token that separates it from its list neighbours (`,`).
    pub separator: Option<String>,
    /// For a child that must stay: the shortest text that can stand in its
    /// place (over every required place a child of this kind and field can
    /// stand).
    pub replacement: Option<Shortest>,
}

/// A grammar, analysed: shortest derivations of its rules and the role of
/// every (parent kind, field, child kind).
#[derive(Debug)]
pub struct Grammar {
    shortest: HashMap<String, Shortest>,
    /// Kind and field names, numbered from 1 (0 stands for "no field"), so
    /// a role is looked up without building a key of owned strings.
    ids: HashMap<String, u32>,
    /// Kinds that have children in the grammar, by id.
    parents: Vec<u32>,
    roles: HashMap<(u32, u32, u32), ChildRole>,
    keywords: HashSet<String>,
    /// Per hidden rule (`_expression`), the node kinds it stands for:
    /// those its choices reach through other hidden rules.
    variants: HashMap<String, HashSet<String>>,
}

impl Grammar {
    /// Reads `grammar.json`; `overrides` fixes the shortest text of named
    /// rules (e.g. `expression = "0"`, or external tokens the JSON cannot
    /// describe).
    pub fn from_json(json: &str, overrides: &HashMap<String, String>) -> Result<Grammar, String> {
        let value: Value = serde_json::from_str(json).map_err(|e| e.to_string())?;
        let rules: HashMap<String, Rule> = value["rules"]
            .as_object()
            .ok_or("grammar.json has no rules")?
            .iter()
            .map(|(name, rule)| Ok((name.clone(), Rule::from_json(rule)?)))
            .collect::<Result<_, String>>()?;
        let names = |key: &str| -> HashSet<String> {
            value[key]
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|v| v.as_str().or_else(|| v["name"].as_str()))
                .map(str::to_owned)
                .collect()
        };
        let externals = names("externals");
        if let Some(unknown) = overrides
            .keys()
            .filter(|name| !rules.contains_key(*name) && !externals.contains(*name))
            .min()
        {
            return Err(format!(
                "replacements: {unknown:?} is not a rule of the grammar"
            ));
        }
        let mut hidden = names("inline");
        hidden.extend(names("supertypes"));
        hidden.extend(rules.keys().filter(|n| n.starts_with('_')).cloned());
        let shortest = shortest_derivations(&rules, overrides);
        let analysis = Analysis {
            rules: &rules,
            hidden: &hidden,
            shortest: &shortest,
        };
        // A rule only ever used through an alias never shows as a node of
        // its own name.
        let mut plain = HashSet::new();
        let mut aliased = HashSet::new();
        let mut keywords = HashSet::new();
        for rule in rules.values() {
            rule.plain_symbols(&mut plain);
            rule.visit(&mut |r| match r {
                Rule::String(word) if !word.is_empty() && word.bytes().all(is_word_byte) => {
                    keywords.insert(word.clone());
                }
                Rule::Alias { content, .. } => {
                    if let Rule::Symbol(name) = &**content {
                        aliased.insert(name.clone());
                    }
                }
                _ => {}
            });
        }
        let mut roles = HashMap::new();
        let mut parents = HashSet::new();
        for (name, rule) in &rules {
            if !hidden.contains(name) && (plain.contains(name) || !aliased.contains(name)) {
                analysis.collect_roles(name, rule, &mut roles);
                parents.insert(name.clone());
            }
        }
        // Named aliases are node kinds too, with the aliased rules' children.
        // A kind shown for several rules (C++'s `function_definition` is
        // also every constructor and inline method, aliased) has the roles of
        // all of them; where its own rule already places a child, that role
        // stands (its replacement is known to fit the kind's own rule).
        let mut shown_as = HashSet::new();
        let mut aliased_roles = HashMap::new();
        for rule in rules.values() {
            rule.visit(&mut |r| {
                if let Rule::Alias {
                    content,
                    value,
                    named: true,
                } = r
                    && let Rule::Symbol(target) = &**content
                    && let Some(target_rule) = rules.get(target)
                    && shown_as.insert((value.clone(), target.clone()))
                {
                    analysis.collect_roles(value, target_rule, &mut aliased_roles);
                    parents.insert(value.clone());
                }
            });
        }
        for (key, role) in aliased_roles {
            roles.entry(key).or_insert(role);
        }
        let mut ids = HashMap::new();
        let mut intern = |name: String| {
            let next = ids.len() as u32 + 1;
            *ids.entry(name).or_insert(next)
        };
        let roles = roles
            .into_iter()
            .map(|((parent, field, kind), role)| {
                let field = field.map_or(0, &mut intern);
                ((intern(parent), field, intern(kind)), role)
            })
            .collect();
        let parents = parents.into_iter().map(intern).collect();
        let variants = (hidden.iter())
            .filter_map(|name| {
                let mut kinds = HashSet::new();
                let mut seen = HashSet::new();
                variants_of(&rules, &hidden, rules.get(name)?, &mut seen, &mut kinds);
                Some((name.clone(), kinds))
            })
            .collect();
        Ok(Grammar {
            shortest,
            ids,
            parents,
            roles,
            keywords,
            variants,
        })
    }

    /// The shortest text a named rule derives, if it derives any.
    pub fn shortest(&self, rule: &str) -> Option<&Shortest> {
        self.shortest.get(rule)
    }

    /// What the grammar says about a child of kind `kind` under a `parent`
    /// node, reached through `field` (if any); `None` when the grammar has no
    /// such child (an ERROR node, for one).
    pub fn role(&self, parent: &str, field: Option<&str>, kind: &str) -> Option<&ChildRole> {
        let id = |name: &str| self.ids.get(name).copied();
        let field = match field {
            Some(f) => id(f)?,
            None => 0,
        };
        self.roles.get(&(id(parent)?, field, id(kind)?))
    }

    /// The node kinds a hidden rule (`_expression`) stands for, or `None`
    /// where the grammar has no hidden rule of that name.
    pub fn variants(&self, rule: &str) -> Option<&HashSet<String>> {
        self.variants.get(rule)
    }

    /// Whether `word` is a literal word of the grammar (`if`, `int`,
    /// `typeof`): a name that must not be given to an identifier.
    pub fn is_keyword(&self, word: &str) -> bool {
        self.keywords.contains(word)
    }

    /// Every kind that has children in the grammar, for checking against a
    /// parser.
    pub fn parent_kinds(&self) -> impl Iterator<Item = &str> {
        self.ids
            .iter()
            .filter(|(_, id)| self.parents.contains(id))
            .map(|(name, _)| name.as_str())
    }
}

/// Adds to `kinds` the visible kinds `rule` may be as a whole: through
/// choices, wrappers, named aliases and hidden rules, not into sequences.
fn variants_of<'r>(
    rules: &'r HashMap<String, Rule>,
    hidden: &HashSet<String>,
    rule: &'r Rule,
    seen: &mut HashSet<&'r str>,
    kinds: &mut HashSet<String>,
) {
    match rule {
        Rule::Choice(members) => {
            for m in members {
                variants_of(rules, hidden, m, seen, kinds);
            }
        }
        Rule::Wrap(inner) => variants_of(rules, hidden, inner, seen, kinds),
        Rule::Alias {
            value, named: true, ..
        } => {
            kinds.insert(value.clone());
        }
        Rule::Symbol(name) if !hidden.contains(name) => {
            kinds.insert(name.clone());
        }
        Rule::Symbol(name) => {
            if let Some(inner) = rules.get(name)
                && seen.insert(name)
            {
                variants_of(rules, hidden, inner, seen, kinds);
            }
        }
        _ => {}
    }
}

impl Rule {
    fn from_json(v: &Value) -> Result<Rule, String> {
        let content =
            || -> Result<Box<Rule>, String> { Ok(Box::new(Rule::from_json(&v["content"])?)) };
        let members = || -> Result<Vec<Rule>, String> {
            v["members"]
                .as_array()
                .ok_or("members missing")?
                .iter()
                .map(Rule::from_json)
                .collect()
        };
        let text = |key: &str| -> Result<String, String> {
            v[key]
                .as_str()
                .map(str::to_owned)
                .ok_or_else(|| format!("{key} missing"))
        };
        let kind = v["type"].as_str().ok_or("rule without a type")?;
        Ok(match kind {
            "BLANK" => Rule::Blank,
            "STRING" => Rule::String(text("value")?),
            "PATTERN" => Rule::Pattern(text("value")?),
            "SYMBOL" => Rule::Symbol(text("name")?),
            "SEQ" => Rule::Seq(members()?),
            "CHOICE" => Rule::Choice(members()?),
            "REPEAT" => Rule::Repeat(content()?),
            "REPEAT1" => Rule::Repeat1(content()?),
            "FIELD" => Rule::Field(text("name")?, content()?),
            "ALIAS" => Rule::Alias {
                content: content()?,
                value: text("value")?,
                named: v["named"].as_bool().unwrap_or(false),
            },
            "TOKEN" | "IMMEDIATE_TOKEN" => Rule::Token(content()?),
            "PREC" | "PREC_LEFT" | "PREC_RIGHT" | "PREC_DYNAMIC" | "RESERVED" => {
                Rule::Wrap(content()?)
            }
            other => return Err(format!("unknown rule type {other}")),
        })
    }

    /// Adds the rules this one uses under their own names: every symbol in
    /// it except those an alias renames.
    fn plain_symbols(&self, plain: &mut HashSet<String>) {
        match self {
            Rule::Symbol(name) => {
                plain.insert(name.clone());
            }
            Rule::Alias { content, .. } if matches!(**content, Rule::Symbol(_)) => {}
            Rule::Seq(members) | Rule::Choice(members) => {
                members.iter().for_each(|m| m.plain_symbols(plain));
            }
            Rule::Repeat(c)
            | Rule::Repeat1(c)
            | Rule::Field(_, c)
            | Rule::Token(c)
            | Rule::Wrap(c)
            | Rule::Alias { content: c, .. } => c.plain_symbols(plain),
            Rule::Blank | Rule::String(_) | Rule::Pattern(_) => {}
        }
    }

    /// Calls `f` on this rule and every rule inside it.
    fn visit(&self, f: &mut dyn FnMut(&Rule)) {
        f(self);
        match self {
            Rule::Seq(members) | Rule::Choice(members) => {
                members.iter().for_each(|m| m.visit(f));
            }
            Rule::Repeat(c)
            | Rule::Repeat1(c)
            | Rule::Field(_, c)
            | Rule::Token(c)
            | Rule::Wrap(c)
            | Rule::Alias { content: c, .. } => c.visit(f),
            Rule::Blank | Rule::String(_) | Rule::Pattern(_) | Rule::Symbol(_) => {}
        }
    }
}

/// The shortest derivation of every rule, by fixpoint iteration (a rule
/// that only derives through itself, or through an external token without
/// an override, derives nothing).
fn shortest_derivations(
    rules: &HashMap<String, Rule>,
    overrides: &HashMap<String, String>,
) -> HashMap<String, Shortest> {
    let mut known: HashMap<String, Shortest> = overrides
        .iter()
        .map(|(name, text)| (name.clone(), literal(text)))
        .collect();
    let mut names: Vec<&String> = rules.keys().collect();
    names.sort();
    loop {
        let mut changed = false;
        for name in &names {
            if overrides.contains_key(*name) {
                continue;
            }
            let Some(found) = derive(&rules[*name], &known, false) else {
                continue;
            };
            if known.get(*name).is_none_or(|old| found.key() < old.key()) {
                known.insert((*name).clone(), found);
                changed = true;
            }
        }
        if !changed {
            return known;
        }
    }
}

/// A fixed text as a derivation: words, and every other non-blank byte, count
/// as one token each.
fn literal(text: &str) -> Shortest {
    let mut tokens = 0;
    let mut in_word = false;
    for b in text.bytes() {
        let word = is_word_byte(b);
        if !(b.is_ascii_whitespace() || word && in_word) {
            tokens += 1;
        }
        in_word = word;
    }
    Shortest {
        text: text.to_owned(),
        tokens,
    }
}

/// The shortest derivation of `rule` given what is known of the symbols;
/// inside a `TOKEN` everything is one token.
fn derive(rule: &Rule, known: &HashMap<String, Shortest>, in_token: bool) -> Option<Shortest> {
    let token = |text: String| Shortest {
        tokens: u32::from(!in_token && !text.is_empty()),
        text,
    };
    match rule {
        Rule::Blank => Some(Shortest::empty()),
        Rule::String(s) => Some(token(s.clone())),
        Rule::Pattern(p) => Some(token(shortest_match(p))),
        Rule::Symbol(name) => known.get(name).cloned(),
        Rule::Seq(members) => {
            let mut acc = Shortest::empty();
            for m in members {
                let next = derive(m, known, in_token)?;
                acc = if in_token {
                    acc.text.push_str(&next.text);
                    acc
                } else {
                    acc.then(&next)
                };
            }
            Some(acc)
        }
        Rule::Choice(members) => members
            .iter()
            .filter_map(|m| derive(m, known, in_token))
            .min_by_key(Shortest::key),
        Rule::Repeat(_) => Some(Shortest::empty()),
        Rule::Repeat1(c) | Rule::Field(_, c) | Rule::Wrap(c) | Rule::Alias { content: c, .. } => {
            derive(c, known, in_token)
        }
        Rule::Token(c) => {
            let inner = derive(c, known, true)?;
            Some(Shortest {
                tokens: u32::from(!in_token && !inner.text.is_empty()),
                text: inner.text,
            })
        }
    }
}

#[cfg(test)]
mod tests;
