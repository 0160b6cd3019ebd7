//! The verdict cache: a 128-bit hash of the candidate bytes to its verdict, so
//! no candidate is ever run twice, however different configurations render it.

use std::collections::HashMap;

/// The cache key of a candidate: xxh3-128 of its bytes.
pub type Key = u128;

/// Hashes candidate bytes into a cache key.
pub fn key(bytes: &[u8]) -> Key {
    xxhash_rust::xxh3::xxh3_128(bytes)
}

/// What is known about a key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Entry {
    /// The oracle answered: interesting or not.
    Known(bool),
    /// A call on these bytes is running now.
    InFlight,
}

/// Verdicts by candidate hash.
#[derive(Debug, Default)]
pub struct Cache {
    entries: HashMap<Key, Entry>,
}

impl Cache {
    /// What is known about `key`, if anything.
    pub fn get(&self, key: Key) -> Option<Entry> {
        self.entries.get(&key).copied()
    }

    /// Notes that a call on `key` started.
    pub fn start(&mut self, key: Key) {
        self.entries.insert(key, Entry::InFlight);
    }

    /// Stores the verdict of a finished call.
    pub fn finish(&mut self, key: Key, interesting: bool) {
        self.entries.insert(key, Entry::Known(interesting));
    }

    /// Forgets a call that was cancelled before it answered.
    pub fn abandon(&mut self, key: Key) {
        if self.entries.get(&key) == Some(&Entry::InFlight) {
            self.entries.remove(&key);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_bytes_share_a_key_and_cancelled_calls_are_forgotten() {
        let mut cache = Cache::default();
        let (a, b) = (key(b"int x;"), key(b"int y;"));
        assert_ne!(a, b);
        assert_eq!(a, key(b"int x;"));
        cache.start(a);
        cache.start(b);
        cache.finish(a, true);
        cache.abandon(b);
        assert_eq!(cache.get(a), Some(Entry::Known(true)));
        assert_eq!(cache.get(b), None);
    }
}
