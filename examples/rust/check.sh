#!/bin/bash
# Interesting iff rustc rejects bug.rs with the borrow checker's E0502
# ("cannot borrow `...` as mutable because it is also borrowed as
# immutable") and with no error of another kind: a candidate that breaks
# the syntax, a name or a type fails before the borrow checker runs.
export LC_ALL=C
# The metadata goes beside the candidate, in the call's own directory:
# rustc renames its output into place, so `-o /dev/null` run as root
# replaces /dev/null with a plain file whenever a candidate compiles.
out=$(timeout 20 rustc --edition 2021 --crate-type lib --emit=metadata \
    -o bug.rmeta bug.rs 2>&1 </dev/null) && exit 1
grep -q '^error\[E0502\]: cannot borrow .* as mutable because it is also borrowed as immutable' <<<"$out" || exit 1
! grep '^error' <<<"$out" | grep -v '^error\[E0502\]' | grep -vq '^error: aborting due to'
