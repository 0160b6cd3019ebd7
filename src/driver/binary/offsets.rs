//! Offsets in binary files: the runs of zero bytes the binary driver's
//! repair step cuts, where inside them to cut, and a cut's candidate with
//! the integers that pointed past it lowered, so that a file whose tables
//! point at each other stays readable when bytes before a table go.

use std::ops::Range;

/// The shortest run of zero bytes step 3 deletes: shorter runs are many
/// (the padding between an object file's fields) and each costs up to
/// seven calls.
const SHORTEST_ZERO_RUN: usize = 16;

/// The most cuts step 3 tries in one run of zero bytes (see [`cuts_of`]).
const CUTS_PER_RUN: usize = 3;

/// The widths and byte orders of the integers step 3 repairs, in the
/// order it tries them: 64-bit and 32-bit offsets first, little-endian
/// (most formats today) before big-endian.
pub(super) const WIDTHS: [(usize, bool); 6] = [
    (8, false),
    (4, false),
    (8, true),
    (4, true),
    (2, false),
    (2, true),
];

/// The records of `bytes` that a length field seems to start: at every
/// offset, a 2- or 4-byte integer, big- or little-endian, that is not
/// zero, followed by that many bytes, and then by 0, 4 or 8 more (a type
/// before the data, a checksum after it: a PNG chunk is a 4-byte length,
/// a 4-byte type, the data and a 4-byte CRC). The longest first, each
/// span once.
pub(super) fn records(bytes: &[u8]) -> Vec<Range<usize>> {
    let mut found = Vec::new();
    for at in 0..bytes.len() {
        for (width, big_endian) in [(4, true), (4, false), (2, true), (2, false)] {
            let Some(field) = bytes.get(at..at + width) else {
                continue;
            };
            let value = read_uint(field, big_endian) as usize;
            for extra in [0, 4, 8] {
                let end = at + width + value + extra;
                if value > 0 && end <= bytes.len() {
                    found.push(at..end);
                }
            }
        }
    }
    found.sort_by_key(|r| (std::cmp::Reverse(r.len()), r.start));
    found.dedup();
    found
}

/// `bytes` without `cut`, with every `width`-byte integer at an offset
/// that is a multiple of `width`, outside `cut`, whose value points at or
/// past `cut`'s end and not past the file's end, lowered by `cut`'s
/// length; `None` when no integer points there.
pub(super) fn repaired(
    bytes: &[u8],
    cut: Range<usize>,
    width: usize,
    big_endian: bool,
) -> Option<Vec<u8>> {
    let (len, gone) = (bytes.len() as u64, (cut.end - cut.start) as u64);
    let mut out = [&bytes[..cut.start], &bytes[cut.end..]].concat();
    let mut changed = false;
    for at in (0..bytes.len().saturating_sub(width - 1)).step_by(width) {
        if at + width > cut.start && at < cut.end {
            continue;
        }
        let field = &bytes[at..at + width];
        let value = read_uint(field, big_endian);
        if value < cut.end as u64 || value > len {
            continue;
        }
        let new_at = if at < cut.start { at } else { at - cut.len() };
        write_uint(&mut out[new_at..new_at + width], value - gone, big_endian);
        changed = true;
    }
    changed.then_some(out)
}

fn read_uint(field: &[u8], big_endian: bool) -> u64 {
    let mut value = 0u64;
    for i in 0..field.len() {
        let byte = if big_endian {
            field[i]
        } else {
            field[field.len() - 1 - i]
        };
        value = value << 8 | u64::from(byte);
    }
    value
}

fn write_uint(field: &mut [u8], mut value: u64, big_endian: bool) {
    let width = field.len();
    for i in 0..width {
        let at = if big_endian { width - 1 - i } else { i };
        field[at] = value as u8;
        value >>= 8;
    }
}

/// The runs of at least [`SHORTEST_ZERO_RUN`] zero bytes of `bytes`, each
/// trimmed to whole aligned 8-byte words (what keeps the alignment of
/// what follows it), in order.
pub(super) fn zero_runs(bytes: &[u8]) -> Vec<Range<usize>> {
    let mut runs = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] != 0 {
            i += 1;
            continue;
        }
        let start = i;
        while i < bytes.len() && bytes[i] == 0 {
            i += 1;
        }
        let a = start.next_multiple_of(8);
        let b = a + i.saturating_sub(a) / 8 * 8;
        if b >= a + SHORTEST_ZERO_RUN {
            runs.push(a..b);
        }
    }
    runs
}

/// The cuts step 3 tries in the zero run `run` of `bytes`, the longest
/// first: the whole run, and the run up to each of the (at most
/// [`CUTS_PER_RUN`] - 1) furthest 8-byte-aligned places inside it that an
/// aligned 4- or 8-byte integer of the file points at. What such an
/// integer points at (a table after padding) must stay, and a cut that
/// ends there lets the repair point it at the cut's start.
pub(super) fn cuts_of(bytes: &[u8], run: Range<usize>) -> Vec<Range<usize>> {
    let mut ends: Vec<usize> = Vec::new();
    for (width, big_endian) in WIDTHS.into_iter().filter(|&(w, _)| w >= 4) {
        for at in (0..bytes.len().saturating_sub(width - 1)).step_by(width) {
            let value = read_uint(&bytes[at..at + width], big_endian);
            let inside = (run.start + SHORTEST_ZERO_RUN) as u64..run.end as u64;
            if value.is_multiple_of(8) && inside.contains(&value) {
                ends.push(value as usize);
            }
        }
    }
    ends.sort_unstable_by(|a, b| b.cmp(a));
    ends.dedup();
    ends.truncate(CUTS_PER_RUN - 1);
    std::iter::once(run.clone())
        .chain(ends.into_iter().map(|end| run.start..end))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::{cuts_of, records, repaired, zero_runs};

    #[test]
    fn a_png_chunk_is_a_record_with_its_type_and_crc() {
        // A signature's tail, then a chunk of 4 data bytes: length 4
        // (big-endian), type, data, CRC.
        let bytes = [
            0x0a, 0, 0, 0, 4, b'g', b'A', b'M', b'A', 1, 2, 3, 4, 9, 9, 9, 9,
        ];
        assert!(records(&bytes).contains(&(1..17)));
        // The 4 data bytes with 8 more after them would pass the end.
        assert!(!records(&bytes).contains(&(1..21)));
    }

    #[test]
    fn a_cut_lowers_the_offsets_that_point_past_it_and_only_those() {
        // A 48-byte file: at 0 a little-endian 8-byte offset to byte 40,
        // at 8 one to byte 16 (before the cut), at 16 one to the end (48);
        // the cut is 24..32.
        let mut bytes = vec![0u8; 48];
        bytes[0] = 40;
        bytes[8] = 16;
        bytes[16] = 48;
        bytes[40] = 0xAA;
        let out = repaired(&bytes, 24..32, 8, false).expect("two offsets point past the cut");
        assert_eq!(out.len(), 40);
        assert_eq!(out[0], 32, "40 lowered by 8");
        assert_eq!(out[8], 16, "before the cut: kept");
        assert_eq!(out[16], 40, "the end of the file, lowered");
        assert_eq!(out[32], 0xAA, "what it pointed at is where it points now");
        // Big-endian, the same offsets are other numbers: none points
        // past the cut and within the file.
        assert_eq!(repaired(&bytes, 24..32, 8, true), None);
    }

    #[test]
    fn a_big_endian_offset_and_an_unaligned_one() {
        let mut bytes = vec![0u8; 32];
        bytes[3] = 24; // big-endian 4-byte value 24 at offset 0
        bytes[6] = 24; // unaligned for width 4: not read
        let out = repaired(&bytes, 8..16, 4, true).expect("one offset");
        assert_eq!(&out[..8], &[0, 0, 0, 16, 0, 0, 24, 0]);
    }

    #[test]
    fn zero_runs_are_aligned_and_long_enough() {
        let mut bytes = vec![1u8; 100];
        bytes[3..40].fill(0); // aligned part 8..40
        bytes[50..60].fill(0); // 56..56: too short
        bytes[64..100].fill(0); // to the end: 64..96 of whole words
        assert_eq!(zero_runs(&bytes), [8..40, 64..96]);
    }

    #[test]
    fn a_run_is_also_cut_up_to_each_place_an_offset_points_at() {
        // Little-endian offsets 72 (at 0) and 96 (at 120), and 20 (at 4,
        // too near the run's start to cut to); zeroes from 8 to 120.
        let mut bytes = vec![0u8; 128];
        bytes[0] = 72;
        bytes[4] = 20;
        bytes[120] = 96;
        assert_eq!(cuts_of(&bytes, 8..120), [8..120, 8..96, 8..72]);
    }
}
