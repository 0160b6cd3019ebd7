//! Several files as one input: a directory (a project, a test with its
//! headers) reduced as one candidate. A candidate is the files' bytes one
//! after another, each after a header line that starts with a marker no
//! file holds; the tree is built over those bytes, so the list algorithms,
//! the cache (which keys on every file's path and bytes) and the runner see
//! one candidate as for a file. [`files`] reads a directory into a bundle
//! and writes a bundle out as one.

pub mod files;

use std::path::{Component, Path, PathBuf};

/// One file of a bundle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// Its path relative to the bundle's directory (normal components only).
    pub path: PathBuf,
    /// Its permission bits (`0o644`, `0o755`, ...).
    pub mode: u32,
    /// Its contents.
    pub bytes: Vec<u8>,
}

#[cfg(test)]
impl Entry {
    /// A file at `path` holding `bytes`, with mode `0o644`: the tests' way
    /// to make one.
    pub(crate) fn plain(path: &str, bytes: &[u8]) -> Entry {
        Entry {
            path: path.into(),
            mode: 0o644,
            bytes: bytes.to_vec(),
        }
    }
}

/// How every marker starts: a NUL, which text files do not hold, then a
/// name a reader of a candidate recognises.
const MARKER_START: &[u8] = b"\0reduce-bundle-";

/// The bytes of a bundle of `entries`: for each, a header (the marker, the
/// path, a NUL, the mode in octal, a newline) and its bytes. The marker is
/// the first `\0reduce-bundle-N\0` that no file holds, so that the files'
/// bytes never read as a header.
pub fn encode(entries: &[Entry]) -> Vec<u8> {
    let marker = (0u64..)
        .map(|n| [MARKER_START, n.to_string().as_bytes(), b"\0"].concat())
        .find(|m| !entries.iter().any(|e| contains(&e.bytes, m)))
        .expect("some number is in no file");
    let mut out = Vec::new();
    for entry in entries {
        out.extend_from_slice(&header(&marker, entry));
        out.extend_from_slice(&entry.bytes);
    }
    out
}

/// The header line of `entry` under `marker`.
fn header(marker: &[u8], entry: &Entry) -> Vec<u8> {
    let path = entry.path.as_os_str().as_encoded_bytes();
    [
        marker,
        path,
        b"\0",
        format!("{:o}\n", entry.mode).as_bytes(),
    ]
    .concat()
}

/// Where one file's header and contents lie in the bytes of a bundle.
pub type FileSpans = (std::ops::Range<usize>, std::ops::Range<usize>);

/// Where each file's header and contents lie in the bytes of a bundle, in
/// order.
fn layout(bytes: &[u8]) -> Result<Vec<FileSpans>, String> {
    if bytes.is_empty() {
        return Ok(Vec::new());
    }
    if !bytes.starts_with(MARKER_START) {
        return Err("does not start with a file's header".into());
    }
    let marker_end = MARKER_START.len()
        + bytes[MARKER_START.len()..]
            .iter()
            .position(|&b| b == 0)
            .ok_or("its first header has no end")?
        + 1;
    let marker = &bytes[..marker_end];
    let starts: Vec<usize> = (0..bytes.len())
        .filter(|&i| bytes[i..].starts_with(marker))
        .collect();
    let mut spans = Vec::new();
    for (k, &start) in starts.iter().enumerate() {
        let end = starts.get(k + 1).copied().unwrap_or(bytes.len());
        let newline = bytes[start..end]
            .iter()
            .position(|&b| b == b'\n')
            .ok_or("a header without its end of line")?;
        spans.push((start..start + newline + 1, start + newline + 1..end));
    }
    Ok(spans)
}

/// The files of the bundle `bytes` (see [`encode`]); the empty bundle has
/// none. Refuses a header whose path is not a plain relative path or comes
/// twice, so that no candidate can name a file outside its directory.
pub fn decode(bytes: &[u8]) -> Result<Vec<Entry>, String> {
    Ok(decode_with_spans(bytes)?
        .into_iter()
        .map(|(_, e)| e)
        .collect())
}

/// As [`decode`], each file with where its header and contents lie in
/// `bytes`: what a front-end builds its tree over.
pub fn decode_with_spans(bytes: &[u8]) -> Result<Vec<(FileSpans, Entry)>, String> {
    let mut entries: Vec<(FileSpans, Entry)> = Vec::new();
    for (head, body) in layout(bytes)? {
        let line = &bytes[head.start..head.end - 1];
        let fields: Vec<&[u8]> = line[MARKER_START.len()..].splitn(3, |&b| b == 0).collect();
        let [_, path, mode] = fields[..] else {
            return Err("a header without a path and a mode".into());
        };
        let path =
            PathBuf::from(<std::ffi::OsStr as std::os::unix::ffi::OsStrExt>::from_bytes(path));
        if !is_plain_relative(&path) {
            return Err(format!(
                "{} is not a path inside the directory",
                path.display()
            ));
        }
        if entries.iter().any(|(_, e)| e.path == path) {
            return Err(format!("{} comes twice", path.display()));
        }
        let mode = std::str::from_utf8(mode)
            .ok()
            .and_then(|m| u32::from_str_radix(m, 8).ok())
            .filter(|m| *m <= 0o7777)
            .ok_or_else(|| format!("{}: a mode that is not octal", path.display()))?;
        let entry = Entry {
            path,
            mode,
            bytes: bytes[body.clone()].to_vec(),
        };
        entries.push(((head, body), entry));
    }
    Ok(entries)
}

/// Whether `path` is relative and made of normal components only (no
/// `..`, no root, not empty).
pub fn is_plain_relative(path: &Path) -> bool {
    path.components().next().is_some()
        && path.components().all(|c| matches!(c, Component::Normal(_)))
}

fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    haystack.windows(needle.len()).any(|w| w == needle)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(path: &str, mode: u32, bytes: &[u8]) -> Entry {
        Entry {
            path: path.into(),
            mode,
            bytes: bytes.to_vec(),
        }
    }

    #[test]
    fn a_bundle_decodes_to_its_files_and_its_marker_is_in_none() {
        let files = vec![
            entry("Makefile", 0o644, b"all:\n\tcc main.c\n"),
            entry("src/main.c", 0o755, b"int main(void) { return 0; }\n"),
            // Holds the first marker: the bundle takes the next.
            entry("tricky", 0o600, b"a\0reduce-bundle-0\0b"),
            entry("empty", 0o644, b""),
        ];
        let bytes = encode(&files);
        assert!(bytes.starts_with(b"\0reduce-bundle-1\0Makefile\x00644\nall:\n"));
        assert_eq!(decode(&bytes).unwrap(), files);
        assert_eq!(decode(b"").unwrap(), []);
        // A file taken out whole is one header and its bytes less.
        let layout = layout(&bytes).unwrap();
        let without_first = &bytes[layout[1].0.start..];
        assert_eq!(decode(without_first).unwrap(), files[1..]);
    }

    #[test]
    fn headers_that_name_files_outside_or_twice_are_refused() {
        for (bytes, says) in [
            (
                &b"\0reduce-bundle-0\0../x\x00644\n"[..],
                "not a path inside",
            ),
            (b"\0reduce-bundle-0\0/etc/x\x00644\n", "not a path inside"),
            (
                b"\0reduce-bundle-0\0a\x00644\n\0reduce-bundle-0\0a\x00644\n",
                "comes twice",
            ),
            (b"\0reduce-bundle-0\0a\x009z9\n", "not octal"),
            (b"\0reduce-bundle-0\0a\x00644", "without its end of line"),
            (b"int x;", "does not start"),
        ] {
            let error = decode(bytes).unwrap_err();
            assert!(error.contains(says), "{bytes:?}: {error}");
        }
    }
}
