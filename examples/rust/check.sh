#!/bin/bash
# Interesting iff rustc rejects bug.rs with the borrow checker's E0502
# ("cannot borrow `...` as mutable because it is also borrowed as
# immutable") and with no error of another kind: a candidate that breaks
# the syntax, a name or a type fails before the borrow checker runs.
export LC_ALL=C
command -v rustc >/dev/null || { echo "check.sh: needs rustc (a Rust toolchain, from rustup)" >&2; exit 1; }
# Refused: if the tool is not the version this example was made with, say so
# (its messages, or what it accepts, may have changed).
refuse() {
  case "$(rustc --version 2>&1 | head -n 1)" in
    *"rustc 1.95"*) ;;
    *) echo "check.sh: made with rustc 1.95; $(rustc --version 2>&1 | head -n 1) may not show this bug" >&2 ;;
  esac
  exit 1
}
# The metadata goes beside the candidate, in the call's own directory:
# rustc renames its output into place, so `-o /dev/null` run as root
# replaces /dev/null with a plain file whenever a candidate compiles.
out=$(timeout 20 rustc --edition 2021 --crate-type lib --emit=metadata \
    -o bug.rmeta bug.rs 2>&1 </dev/null) && exit 1
grep -q '^error\[E0502\]: cannot borrow .* as mutable because it is also borrowed as immutable' <<<"$out" || refuse
! grep '^error' <<<"$out" | grep -v '^error\[E0502\]' | grep -vq '^error: aborting due to'
