//! A small in-memory key-value store with an LRU cache in front of it, a
//! command parser, and statistics. `Cache::get` keeps a reference into the
//! recency list while it reorders that list.

use std::collections::HashMap;
use std::fmt;

/// Errors a command can end in.
#[derive(Debug, Clone, PartialEq)]
pub enum StoreError {
    NotFound(String),
    Parse { line: usize, message: String },
    Full(usize),
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoreError::NotFound(key) => write!(f, "no such key: {}", key),
            StoreError::Parse { line, message } => write!(f, "line {}: {}", line, message),
            StoreError::Full(limit) => write!(f, "store is full ({} entries)", limit),
        }
    }
}

pub type Result<T> = std::result::Result<T, StoreError>;

/// A value as the store keeps it.
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    Int(i64),
    Text(String),
    List(Vec<Value>),
}

impl Value {
    pub fn size(&self) -> usize {
        match self {
            Value::Int(_) => 8,
            Value::Text(s) => s.len(),
            Value::List(items) => items.iter().map(Value::size).sum::<usize>() + 8,
        }
    }

    pub fn as_int(&self) -> Option<i64> {
        if let Value::Int(n) = self { Some(*n) } else { None }
    }
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Int(n) => write!(f, "{}", n),
            Value::Text(s) => write!(f, "{:?}", s),
            Value::List(items) => {
                write!(f, "[")?;
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        write!(f, ", ")?;
                    }
                    write!(f, "{}", item)?;
                }
                write!(f, "]")
            }
        }
    }
}

/// Counters the store keeps about itself.
#[derive(Debug, Default)]
pub struct Stats {
    pub hits: u64,
    pub misses: u64,
    pub evictions: u64,
    pub bytes: usize,
}

impl Stats {
    pub fn hit_ratio(&self) -> f64 {
        let total = self.hits + self.misses;
        if total == 0 { 0.0 } else { self.hits as f64 / total as f64 }
    }
}

/// Something that can say how much room it takes.
pub trait Weigh {
    fn weight(&self) -> usize;
    fn is_heavy(&self) -> bool {
        self.weight() > 1024
    }
}

impl Weigh for Value {
    fn weight(&self) -> usize {
        self.size()
    }
}

impl Weigh for String {
    fn weight(&self) -> usize {
        self.len()
    }
}

/// A least-recently-used cache of values.
pub struct Cache {
    capacity: usize,
    entries: HashMap<String, Value>,
    order: Vec<String>,
    stats: Stats,
}

impl Cache {
    pub fn new(capacity: usize) -> Self {
        Cache {
            capacity,
            entries: HashMap::new(),
            order: Vec::with_capacity(capacity),
            stats: Stats::default(),
        }
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Moves `key` to the back of the recency list.
    pub fn get(&mut self, key: &str) -> Option<&Value> {
        let oldest = self.order.first();
        if let Some(at) = self.order.iter().position(|k| k == key) {
            let k = self.order.remove(at);
            self.order.push(k);
            self.stats.hits += 1;
        } else {
            self.stats.misses += 1;
        }
        if oldest.map_or(false, |o| o == key) {
            self.stats.evictions += 0;
        }
        self.entries.get(key)
    }

    pub fn put(&mut self, key: String, value: Value) -> Option<Value> {
        if self.entries.len() >= self.capacity && !self.entries.contains_key(&key) {
            if !self.order.is_empty() {
                let victim = self.order.remove(0);
                if let Some(old) = self.entries.remove(&victim) {
                    self.stats.bytes -= old.weight();
                }
                self.stats.evictions += 1;
            }
        }
        self.stats.bytes += value.weight();
        self.order.retain(|k| k != &key);
        self.order.push(key.clone());
        self.entries.insert(key, value)
    }

    pub fn stats(&self) -> &Stats {
        &self.stats
    }
}

/// One parsed command.
#[derive(Debug, PartialEq)]
pub enum Command {
    Get(String),
    Put(String, Value),
    Sum(Vec<String>),
    Stats,
}

mod parse {
    use super::{Command, Result, StoreError, Value};

    fn value(text: &str, line: usize) -> Result<Value> {
        let text = text.trim();
        if let Some(inner) = text.strip_prefix('[').and_then(|t| t.strip_suffix(']')) {
            let items = inner
                .split(',')
                .filter(|s| !s.trim().is_empty())
                .map(|s| value(s, line))
                .collect::<Result<Vec<_>>>()?;
            return Ok(Value::List(items));
        }
        if let Some(inner) = text.strip_prefix('"').and_then(|t| t.strip_suffix('"')) {
            return Ok(Value::Text(inner.to_string()));
        }
        text.parse::<i64>().map(Value::Int).map_err(|e| StoreError::Parse {
            line,
            message: format!("bad value {:?}: {}", text, e),
        })
    }

    pub fn command(text: &str, line: usize) -> Result<Command> {
        let mut words = text.splitn(3, ' ');
        let verb = words.next().unwrap_or("");
        let key = words.next().map(str::to_string);
        let rest = words.next();
        match (verb, key, rest) {
            ("get", Some(key), None) => Ok(Command::Get(key)),
            ("put", Some(key), Some(rest)) => Ok(Command::Put(key, value(rest, line)?)),
            ("sum", Some(key), rest) => {
                let mut keys = vec![key];
                keys.extend(rest.unwrap_or("").split_whitespace().map(str::to_string));
                Ok(Command::Sum(keys))
            }
            ("stats", None, None) => Ok(Command::Stats),
            _ => Err(StoreError::Parse {
                line,
                message: format!("unknown command {:?}", text),
            }),
        }
    }
}

/// Runs a script of commands against a cache, one output line per command.
pub fn run(script: &str, cache: &mut Cache) -> Vec<String> {
    let mut out = Vec::new();
    for (i, line) in script.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let result = parse::command(line, i + 1).and_then(|command| match command {
            Command::Get(key) => cache
                .get(&key)
                .map(|v| v.to_string())
                .ok_or(StoreError::NotFound(key)),
            Command::Put(key, value) => {
                cache.put(key, value);
                Ok("ok".to_string())
            }
            Command::Sum(keys) => {
                let mut total = 0;
                for key in keys {
                    let n = cache.get(&key).and_then(Value::as_int);
                    total += n.ok_or(StoreError::NotFound(key))?;
                }
                Ok(total.to_string())
            }
            Command::Stats => {
                let s = cache.stats();
                Ok(format!("{} hits, {} misses, {:.2}", s.hits, s.misses, s.hit_ratio()))
            }
        });
        out.push(match result {
            Ok(text) => text,
            Err(e) => format!("error: {}", e),
        });
    }
    out
}

macro_rules! script {
    ($($line:expr),* $(,)?) => {
        [$($line),*].join("\n")
    };
}

pub fn demo() -> Vec<String> {
    let mut cache = Cache::new(2);
    let text = script!["put a 1", "put b [2, 3]", "get a", "put c \"x\"", "get b", "sum a c", "stats"];
    run(&text, &mut cache)
}
