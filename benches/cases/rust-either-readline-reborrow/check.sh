#!/bin/bash
# Interesting iff rustc rejects either.rs with E0499 (`*self` borrowed
# mutably twice: read_line's `self.consume(n)` while `data`, returned by
# `self.fill_buf()`, is still used) and with no error of another kind.
export LC_ALL=C
# The metadata goes beside the candidate, in the call's own directory (see
# rust-strsim-moved-vec: `-o /dev/null` run as root replaces /dev/null).
out=$(timeout 20 rustc --edition 2021 --crate-type lib --emit=metadata \
    --cfg 'feature="std"' -o either.rmeta either.rs 2>&1 </dev/null) && exit 1
grep -q '^error\[E0499\]: ' <<<"$out" || exit 1
! grep '^error' <<<"$out" | grep -v '^error\[E0499\]' | grep -vq '^error: aborting due to'
