//! The shortest string a tree-sitter regular expression matches: what a
//! `PATTERN` rule (an identifier, a number) contributes to a shortest
//! derivation.

/// A shortest string a tree-sitter regular expression matches (the subset
/// grammars use: literals, escapes, classes, groups, alternation and
/// quantifiers). Class choices prefer `a`, then `0`, so an identifier pattern
/// gives `a`.
pub(super) fn shortest_match(pattern: &str) -> String {
    let chars: Vec<char> = pattern.chars().collect();
    parse_alternatives(&chars, &mut 0)
}

/// Parses `a|b|c` up to a closing `)` or the end; returns the shortest.
fn parse_alternatives(chars: &[char], pos: &mut usize) -> String {
    let mut best: Option<String> = None;
    loop {
        let branch = parse_sequence(chars, pos);
        if best
            .as_ref()
            .is_none_or(|b| branch.chars().count() < b.chars().count())
        {
            best = Some(branch);
        }
        if chars.get(*pos) == Some(&'|') {
            *pos += 1;
            continue;
        }
        return best.unwrap_or_default();
    }
}

fn parse_sequence(chars: &[char], pos: &mut usize) -> String {
    let mut out = String::new();
    while let Some(&c) = chars.get(*pos) {
        if c == '|' || c == ')' {
            break;
        }
        let atom = match c {
            '(' => {
                *pos += 1;
                if chars.get(*pos) == Some(&'?') {
                    *pos += 2; // (?: ... )
                }
                let inner = parse_alternatives(chars, pos);
                *pos += 1; // ')'
                inner
            }
            '[' => {
                *pos += 1;
                class_representative(chars, pos).to_string()
            }
            '\\' => {
                *pos += 1;
                escape_representative(chars, pos).to_string()
            }
            '.' => {
                *pos += 1;
                "a".to_owned()
            }
            _ => {
                *pos += 1;
                c.to_string()
            }
        };
        let times = quantifier_minimum(chars, pos);
        for _ in 0..times {
            out.push_str(&atom);
        }
    }
    out
}

/// Reads a quantifier after an atom, if any; returns the fewest repetitions
/// it allows.
fn quantifier_minimum(chars: &[char], pos: &mut usize) -> usize {
    match chars.get(*pos) {
        Some('*' | '?') => {
            *pos += 1;
            0
        }
        Some('+') => {
            *pos += 1;
            1
        }
        Some('{') => {
            let close = chars[*pos..]
                .iter()
                .position(|&c| c == '}')
                .map_or(chars.len(), |p| *pos + p);
            let body: String = chars[*pos + 1..close].iter().collect();
            *pos = close + 1;
            body.split(',')
                .next()
                .and_then(|n| n.trim().parse().ok())
                .unwrap_or(0)
        }
        _ => 1,
    }
}

/// One character an escape outside a class matches; `pos` is after the `\`.
fn escape_representative(chars: &[char], pos: &mut usize) -> char {
    let c = chars.get(*pos).copied().unwrap_or('\\');
    *pos += 1;
    match c {
        'd' => '0',
        'w' | 'S' | 'D' | 'W' => 'a',
        's' => ' ',
        'n' => '\n',
        'r' => '\r',
        't' => '\t',
        'p' | 'P' => {
            if chars.get(*pos) == Some(&'{') {
                while chars.get(*pos).is_some_and(|&c| c != '}') {
                    *pos += 1;
                }
                *pos += 1;
            }
            'a'
        }
        other => other,
    }
}

/// One character a class matches; `pos` is after the `[`, and ends after `]`.
fn class_representative(chars: &[char], pos: &mut usize) -> char {
    let negated = chars.get(*pos) == Some(&'^');
    if negated {
        *pos += 1;
    }
    let mut members: Vec<(char, char)> = Vec::new();
    let mut first = true;
    while let Some(&c) = chars.get(*pos) {
        if c == ']' && !first {
            *pos += 1;
            break;
        }
        first = false;
        *pos += 1;
        let low = if c == '\\' {
            match chars.get(*pos) {
                Some('d') => {
                    *pos += 1;
                    members.push(('0', '9'));
                    continue;
                }
                Some('w') => {
                    *pos += 1;
                    members.extend([('a', 'z'), ('A', 'Z'), ('0', '9'), ('_', '_')]);
                    continue;
                }
                Some('s') => {
                    *pos += 1;
                    members.extend([(' ', ' '), ('\t', '\t'), ('\n', '\n'), ('\r', '\r')]);
                    continue;
                }
                _ => escape_representative(chars, pos),
            }
        } else {
            c
        };
        if chars.get(*pos) == Some(&'-') && chars.get(*pos + 1).is_some_and(|&n| n != ']') {
            *pos += 1;
            let mut high = chars[*pos];
            *pos += 1;
            if high == '\\' {
                high = escape_representative(chars, pos);
            }
            members.push((low, high));
        } else {
            members.push((low, low));
        }
    }
    let inside = |c: char| members.iter().any(|&(lo, hi)| lo <= c && c <= hi);
    let preferred = ['a', '0', 'x', '_', ' ', '-', '+', '.'];
    if negated {
        return preferred
            .into_iter()
            .chain('!'..='~')
            .find(|&c| !inside(c))
            .unwrap_or('a');
    }
    preferred
        .into_iter()
        .find(|&c| inside(c))
        .or_else(|| members.first().map(|&(lo, _)| lo))
        .unwrap_or('a')
}
