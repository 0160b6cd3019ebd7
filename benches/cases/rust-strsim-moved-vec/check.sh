#!/bin/bash
# Interesting iff rustc rejects strsim.rs with E0382 (a value used after a
# move: `prev_distances`, moved where `mem::swap` was) and with no error of
# another kind.
export LC_ALL=C
# The metadata goes beside the candidate, in the call's own directory:
# rustc renames its output into place, so `-o /dev/null` run as root
# replaces /dev/null with a plain file whenever a candidate compiles.
out=$(timeout 20 rustc --edition 2021 --crate-type lib --emit=metadata \
    -o strsim.rmeta strsim.rs 2>&1 </dev/null) && exit 1
grep -q '^error\[E0382\]: ' <<<"$out" || exit 1
! grep '^error' <<<"$out" | grep -v '^error\[E0382\]' | grep -vq '^error: aborting due to'
