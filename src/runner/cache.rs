//! The verdict cache: a 128-bit hash of the candidate bytes to its verdict, so
//! no candidate is ever run twice, however different configurations render it.

use std::collections::HashMap;
use std::fs::File;
use std::io::{self, Write};

/// The cache key of a candidate: xxh3-128 of its bytes.
pub type Key = u128;

/// Hashes candidate bytes into a cache key.
pub fn key(bytes: &[u8]) -> Key {
    xxhash_rust::xxh3::xxh3_128(bytes)
}

/// Hashes candidate bytes into the cache key of the kind of candidate
/// `seed` names: 0 for the run's first kind (the same key as [`key`]),
/// another for another kind judged by another oracle in the same run, so
/// that equal bytes of two kinds never share a verdict.
pub fn key_of_kind(bytes: &[u8], seed: u64) -> Key {
    xxhash_rust::xxh3::xxh3_128_with_seed(bytes, seed)
}

/// What is known about a key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Entry {
    /// The oracle answered.
    Known(Verdict),
    /// A call on these bytes is running now.
    InFlight,
    /// Refused before the oracle (its syntax is broken): not interesting.
    /// No verdict: never journalled or saved, since a resumed run's check
    /// refuses it again without a call.
    Refused,
}

impl Entry {
    /// Whether the bytes are interesting, where that is known: a refusal
    /// is not; a call running has not said yet.
    pub fn verdict(self) -> Option<bool> {
        match self {
            Entry::Known(verdict) => Some(verdict.is_interesting()),
            Entry::Refused => Some(false),
            Entry::InFlight => None,
        }
    }
}

/// A verdict as the cache saves it and the journal records it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Not interesting.
    Uninteresting,
    /// Interesting.
    Interesting,
    /// Interesting, and again when `--verify` called the oracle a second
    /// time: a resumed run commits it without a third call.
    Verified,
}

impl Verdict {
    /// Interesting (verified or not).
    pub fn is_interesting(self) -> bool {
        self != Verdict::Uninteresting
    }

    fn record_byte(self) -> u8 {
        match self {
            Verdict::Uninteresting => 0,
            Verdict::Interesting => 1,
            Verdict::Verified => 2,
        }
    }
}

/// Bytes of one verdict in a journal: the key (little-endian), then 0 for
/// uninteresting, 1 for interesting, 2 for verified.
pub const VERDICT_RECORD_LEN: usize = 17;

/// One journal record.
pub fn verdict_record(key: Key, verdict: Verdict) -> [u8; VERDICT_RECORD_LEN] {
    let mut record = [0; VERDICT_RECORD_LEN];
    record[..16].copy_from_slice(&key.to_le_bytes());
    record[16] = verdict.record_byte();
    record
}

/// The verdicts of a journal; a torn last record (the writer was killed
/// mid-write) is left out.
pub fn read_verdict_records(bytes: &[u8]) -> impl Iterator<Item = (Key, Verdict)> + '_ {
    bytes.chunks_exact(VERDICT_RECORD_LEN).map(|record| {
        let key = Key::from_le_bytes(record[..16].try_into().expect("16 bytes"));
        let verdict = match record[16] {
            0 => Verdict::Uninteresting,
            1 => Verdict::Interesting,
            _ => Verdict::Verified,
        };
        (key, verdict)
    })
}

/// Verdicts by candidate hash.
#[derive(Debug, Default)]
pub struct Cache {
    pub(super) entries: HashMap<Key, Entry>,
    /// Where each new verdict is appended (the `--resume` state file).
    pub(super) journal: Option<File>,
    /// Why appending to the journal stopped, if it failed.
    pub(super) journal_error: Option<io::Error>,
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

    /// Stores the oracle's answer on `key` (and appends it to the journal,
    /// if there is one).
    pub fn record_answer(&mut self, key: Key, interesting: bool) {
        let verdict = if interesting {
            Verdict::Interesting
        } else {
            Verdict::Uninteresting
        };
        self.store(key, verdict);
    }

    /// Notes that a second call confirmed `key` interesting (`--verify`).
    pub fn verified(&mut self, key: Key) {
        self.store(key, Verdict::Verified);
    }

    /// Whether `--verify` confirmed `key` interesting.
    pub fn is_verified(&self, key: Key) -> bool {
        self.get(key) == Some(Entry::Known(Verdict::Verified))
    }

    fn store(&mut self, key: Key, verdict: Verdict) {
        self.entries.insert(key, Entry::Known(verdict));
        if let Some(journal) = &mut self.journal
            && let Err(e) = journal.write_all(&verdict_record(key, verdict))
        {
            self.journal = None;
            self.journal_error = Some(e);
        }
    }

    /// Notes that `key`'s candidate was refused before the oracle.
    pub fn refuse(&mut self, key: Key) {
        self.entries.insert(key, Entry::Refused);
    }

    /// Stores verdicts known from an earlier run.
    pub fn preload(&mut self, verdicts: impl IntoIterator<Item = (Key, Verdict)>) {
        for (key, verdict) in verdicts {
            self.entries.insert(key, Entry::Known(verdict));
        }
    }

    /// Every verdict known, in no particular order.
    pub fn verdicts(&self) -> impl Iterator<Item = (Key, Verdict)> + '_ {
        self.entries
            .iter()
            .filter_map(|(&key, &entry)| match entry {
                Entry::Known(verdict) => Some((key, verdict)),
                Entry::InFlight | Entry::Refused => None,
            })
    }

    /// Appends every verdict from now on to `journal` (opened for
    /// appending), in place of the journal before.
    pub fn set_journal(&mut self, journal: File) {
        self.journal = Some(journal);
        self.journal_error = None;
    }

    /// Why appending to the journal failed, if it did (the verdicts after
    /// the failure are not in it).
    pub fn journal_error(&self) -> Option<&io::Error> {
        self.journal_error.as_ref()
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
        cache.record_answer(a, true);
        cache.abandon(b);
        assert_eq!(cache.get(a), Some(Entry::Known(Verdict::Interesting)));
        assert_eq!(cache.get(b), None);
        // A refusal is known, but is no verdict to save.
        cache.refuse(b);
        assert_eq!(cache.get(b), Some(Entry::Refused));
        assert_eq!(
            cache.verdicts().collect::<Vec<_>>(),
            [(a, Verdict::Interesting)]
        );
    }

    #[test]
    fn a_verified_verdict_is_journalled_and_read_back_as_verified() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("journal");
        let mut cache = Cache::default();
        cache.set_journal(File::create(&path).unwrap());
        let (a, b) = (key(b"a"), key(b"b"));
        // The first kind keeps the plain key (journals stay valid); another
        // kind's key differs, also for the empty candidate.
        assert_eq!(key_of_kind(b"a", 0), a);
        assert_ne!(key_of_kind(b"", 1), key(b""));
        cache.record_answer(a, true);
        cache.verified(a);
        cache.record_answer(b, true);
        assert!(cache.is_verified(a) && !cache.is_verified(b));
        let records: Vec<_> = read_verdict_records(&std::fs::read(&path).unwrap()).collect();
        assert_eq!(
            records,
            [
                (a, Verdict::Interesting),
                (a, Verdict::Verified),
                (b, Verdict::Interesting)
            ]
        );
        let mut resumed = Cache::default();
        resumed.preload(records);
        assert!(resumed.is_verified(a) && !resumed.is_verified(b));
        assert_eq!(resumed.get(a), Some(Entry::Known(Verdict::Verified)));
        // A later "no" (a flaky oracle) takes the mark away.
        resumed.record_answer(a, false);
        assert!(!resumed.is_verified(a));
    }
}
