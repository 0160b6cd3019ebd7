//! The state file `--resume` keeps beside the output, so a run killed at a
//! CI time limit goes on where it stopped, to the result it would have
//! reached uninterrupted.
//!
//! Layout: a first line `reduce-state 1`; a line of JSON (what reduction it
//! is, and the [`Checkpoint`] of the pass under way); that pass's starting
//! candidate, as many bytes as the JSON says; then one record per oracle
//! verdict (see [`runner::verdict_record`]). The file is rewritten (in one
//! rename) as each pass starts, and verdicts are appended as they come, so a
//! kill at any moment leaves at worst a torn last record, which is ignored.
//! Going on from a checkpoint replays the pass with the cached verdicts:
//! the same decisions, without the oracle calls.

use crate::driver::Checkpoint;
use crate::runner::{self, Cache};
use serde::{Deserialize, Serialize};
use std::fs::{self, File, OpenOptions};
use std::io;
use std::path::{Path, PathBuf};

const MAGIC: &[u8] = b"reduce-state 1\n";

/// What makes two runs the same reduction: a saved state is only used by a
/// run whose identity matches.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Identity {
    /// The build of `reduce` that wrote it: its version and a hash of its
    /// executable (a state from another build could replay differently).
    /// Missing in states written before it was recorded.
    #[serde(default)]
    pub tool: String,
    /// Hash of the original input.
    pub input: String,
    /// Hash of the oracle script's contents.
    pub oracle: String,
    /// The front-end and its profile.
    pub language: String,
    /// Algorithm, its tuning, the syntax check, `--verify` and the
    /// timeout: everything that decides verdicts and what is done with them.
    pub options: String,
}

impl Identity {
    /// The identity of a reduction of `original` by the oracle script at
    /// `oracle`, by this build, with the front-end and options described.
    pub fn new(
        original: &[u8],
        oracle: &Path,
        language: String,
        options: String,
    ) -> io::Result<Identity> {
        Ok(Identity {
            tool: Identity::this_build()?,
            input: Identity::hash(original),
            oracle: Identity::hash(&fs::read(oracle)?),
            language,
            options,
        })
    }

    /// This build of `reduce`: its version and the hash of its executable.
    fn this_build() -> io::Result<String> {
        let exe = std::fs::read(std::env::current_exe()?)?;
        Ok(format!(
            "{} {}",
            env!("CARGO_PKG_VERSION"),
            &Identity::hash(&exe)[..16]
        ))
    }

    /// A hash as the state file writes it.
    pub fn hash(bytes: &[u8]) -> String {
        format!("{:032x}", runner::key(bytes))
    }

    /// The first part in which `self` (saved) and `now` differ, named.
    fn difference(&self, now: &Identity) -> Option<String> {
        if self.tool != now.tool {
            Some(format!(
                "it was written by another build of reduce ({}), this is {}",
                if self.tool.is_empty() {
                    "an older one"
                } else {
                    &self.tool
                },
                now.tool
            ))
        } else if self.input != now.input {
            Some("the input file changed".into())
        } else if self.oracle != now.oracle {
            Some("the oracle script changed".into())
        } else if self.language != now.language {
            Some(format!(
                "the language was {}, now {}",
                self.language, now.language
            ))
        } else if self.options != now.options {
            Some(format!(
                "the options were {}, now {}",
                self.options, now.options
            ))
        } else {
            None
        }
    }
}

/// The JSON line of a state file.
#[derive(Serialize, Deserialize)]
struct Header {
    identity: Identity,
    checkpoint: Checkpoint,
    start_len: usize,
}

/// A state file read back.
pub struct Saved {
    /// Where the run stood as its last pass started.
    pub checkpoint: Checkpoint,
    /// Every verdict it had.
    pub verdicts: Vec<(runner::Key, runner::Verdict)>,
}

/// The state file of the run writing to `output`: `<output>.state`.
pub fn state_path(output: &Path) -> PathBuf {
    let mut name = output.as_os_str().to_owned();
    name.push(".state");
    PathBuf::from(name)
}

/// Reads the state at `path` if there is one; an error says why it cannot
/// be used (unreadable, not a state file, or another reduction's).
pub fn load(path: &Path, identity: &Identity) -> Result<Option<Saved>, String> {
    let bytes = match fs::read(path) {
        Ok(bytes) => bytes,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(format!("cannot read it: {e}")),
    };
    let rest = bytes
        .strip_prefix(MAGIC)
        .ok_or("it is not a reduce state file")?;
    let line_end = rest
        .iter()
        .position(|&c| c == b'\n')
        .ok_or("it is truncated")?;
    let header: Header = serde_json::from_slice(&rest[..line_end])
        .map_err(|e| format!("its header is damaged: {e}"))?;
    if let Some(difference) = header.identity.difference(identity) {
        return Err(format!("it belongs to another reduction: {difference}"));
    }
    let rest = &rest[line_end + 1..];
    if rest.len() < header.start_len {
        return Err("it is truncated".into());
    }
    let (start, records) = rest.split_at(header.start_len);
    let mut checkpoint = header.checkpoint;
    checkpoint.start = start.to_vec();
    Ok(Some(Saved {
        checkpoint,
        verdicts: runner::read_verdict_records(records).collect(),
    }))
}

/// Writes the state at `path` in one rename: `identity`, `checkpoint` and
/// every verdict in `cache`. Returns the file opened for appending the
/// verdicts still to come.
pub fn save(
    path: &Path,
    identity: &Identity,
    checkpoint: &Checkpoint,
    cache: &Cache,
) -> io::Result<File> {
    let header = Header {
        identity: identity.clone(),
        checkpoint: checkpoint.clone(),
        start_len: checkpoint.start.len(),
    };
    let mut out = Vec::with_capacity(checkpoint.start.len() + 4096);
    out.extend_from_slice(MAGIC);
    serde_json::to_writer(&mut out, &header).map_err(io::Error::other)?;
    out.push(b'\n');
    out.extend_from_slice(&checkpoint.start);
    let mut verdicts: Vec<(runner::Key, runner::Verdict)> = cache.verdicts().collect();
    verdicts.sort_unstable_by_key(|&(key, _)| key);
    for (key, verdict) in verdicts {
        out.extend_from_slice(&runner::verdict_record(key, verdict));
    }
    crate::output::write_atomic(path, &out, None)?;
    OpenOptions::new().append(true).open(path)
}

/// Removes the state at `path` (the run reached its fixpoint: there is
/// nothing left to resume).
pub fn remove(path: &Path) -> io::Result<()> {
    match fs::remove_file(path) {
        Err(e) if e.kind() != io::ErrorKind::NotFound => Err(e),
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::runner::Verdict;
    use std::io::Write;

    fn identity() -> Identity {
        Identity {
            tool: "0.1.0 0123456789abcdef".into(),
            input: Identity::hash(b"int x;"),
            oracle: Identity::hash(b"#!/bin/sh\n"),
            language: "c".into(),
            options: "wprobdd".into(),
        }
    }

    #[test]
    fn a_saved_state_reads_back_with_later_verdicts_and_a_torn_record_ignored() {
        let dir = tempfile::tempdir().unwrap();
        let path = state_path(&dir.path().join("out.c"));
        let mut cache = Cache::default();
        cache.record_answer(7, true);
        // As states saved before 2026-11-29 hold it: the pass under way
        // under "mode", read all the same.
        let mut checkpoint: Checkpoint = serde_json::from_str(
            r#"{"passes":3,"by_kind":[
              {"passes":0,"tokens":0,"bytes":0,"oracle_calls":0},
              {"passes":0,"tokens":0,"bytes":0,"oracle_calls":0},
              {"passes":0,"tokens":0,"bytes":0,"oracle_calls":0},
              {"passes":0,"tokens":0,"bytes":0,"oracle_calls":0},
              {"passes":0,"tokens":0,"bytes":0,"oracle_calls":0},
              {"passes":1,"tokens":2,"bytes":3,"oracle_calls":4},
              {"passes":0,"tokens":0,"bytes":0,"oracle_calls":0},
              {"passes":0,"tokens":0,"bytes":0,"oracle_calls":0},
              {"passes":0,"tokens":0,"bytes":0,"oracle_calls":0},
              {"passes":0,"tokens":0,"bytes":0,"oracle_calls":0},
              {"passes":0,"tokens":0,"bytes":0,"oracle_calls":0},
              {"passes":0,"tokens":0,"bytes":0,"oracle_calls":0},
              {"passes":0,"tokens":0,"bytes":0,"oracle_calls":0},
              {"passes":0,"tokens":0,"bytes":0,"oracle_calls":0},
              {"passes":0,"tokens":0,"bytes":0,"oracle_calls":0},
              {"passes":0,"tokens":0,"bytes":0,"oracle_calls":0},
              {"passes":0,"tokens":0,"bytes":0,"oracle_calls":0},
              {"passes":0,"tokens":0,"bytes":0,"oracle_calls":0},
              {"passes":0,"tokens":0,"bytes":0,"oracle_calls":0},
              {"passes":0,"tokens":0,"bytes":0,"oracle_calls":0},
              {"passes":0,"tokens":0,"bytes":0,"oracle_calls":0},
              {"passes":0,"tokens":0,"bytes":0,"oracle_calls":0}],
              "from":{"Tree":{"mode":{"Hoist":1},
                "seen":[340282366920938463463374607431768211455]}}}"#,
        )
        .unwrap();
        checkpoint.start = b"int\nx;".to_vec();
        let journal = save(&path, &identity(), &checkpoint, &cache).unwrap();
        cache.set_journal(journal);
        cache.record_answer(u128::MAX, false);
        // A kill in the middle of appending a record.
        let mut torn = OpenOptions::new().append(true).open(&path).unwrap();
        torn.write_all(&[1, 2, 3]).unwrap();
        let saved = load(&path, &identity()).unwrap().unwrap();
        assert_eq!(saved.checkpoint.start, b"int\nx;");
        assert_eq!(saved.checkpoint.passes(), 3);
        assert_eq!(
            serde_json::to_string(&saved.checkpoint).unwrap(),
            serde_json::to_string(&checkpoint).unwrap()
        );
        assert_eq!(
            saved.verdicts,
            vec![
                (7, Verdict::Interesting),
                (u128::MAX, Verdict::Uninteresting)
            ]
        );
    }

    #[test]
    fn another_reduction_s_state_is_refused_with_the_reason() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("x.state");
        assert!(load(&path, &identity()).unwrap().is_none());
        fs::write(&path, b"hello").unwrap();
        assert_eq!(
            load(&path, &identity()).err().unwrap(),
            "it is not a reduce state file"
        );
        // A generator run's checkpoint.
        let checkpoint = Checkpoint::of_trace(
            b"c\nc\n".to_vec(),
            1,
            Default::default(),
            "{\"event\":\"loop_end\"}\n".into(),
        );
        save(&path, &identity(), &checkpoint, &Cache::default()).unwrap();
        let saved = load(&path, &identity()).unwrap().unwrap();
        assert_eq!(saved.checkpoint.start, b"c\nc\n");
        assert_eq!(saved.checkpoint.trace(), Some("{\"event\":\"loop_end\"}\n"));
        let changed = Identity {
            oracle: Identity::hash(b"#!/bin/bash\n"),
            ..identity()
        };
        assert_eq!(
            load(&path, &changed).err().unwrap(),
            "it belongs to another reduction: the oracle script changed"
        );
        let rebuilt = Identity {
            tool: "0.1.0 fedcba9876543210".into(),
            ..identity()
        };
        assert_eq!(
            load(&path, &rebuilt).err().unwrap(),
            "it belongs to another reduction: it was written by another build of reduce \
             (0.1.0 0123456789abcdef), this is 0.1.0 fedcba9876543210"
        );
    }
}
