#!/bin/bash
# Interesting iff rustc rejects strsim.rs with E0382 (a value used after a
# move: `prev_distances`, moved where `mem::swap` was) and with no error of
# another kind.
export LC_ALL=C
out=$(timeout 20 rustc --edition 2021 --crate-type lib --emit=metadata \
    -o /dev/null strsim.rs 2>&1 </dev/null) && exit 1
grep -q '^error\[E0382\]: ' <<<"$out" || exit 1
! grep '^error' <<<"$out" | grep -v '^error\[E0382\]' | grep -vq '^error: aborting due to'
