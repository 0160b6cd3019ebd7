#!/bin/sh
# Interesting: fitblk.ll is valid LLVM IR (opt-14 runs its verifier first and
# exits 0) and LLVM 14's loop vectorizer still remarks
# "loop not vectorized: loop contains a switch statement".
# A candidate that crashes opt must not leave its stack symbolizer's files
# in TMPDIR (a call cancelled mid-crash did).
export LLVM_DISABLE_SYMBOLIZATION=1
out=$(timeout 10 opt-14 -passes=loop-vectorize -pass-remarks-analysis=loop-vectorize \
  -disable-output fitblk.ll 2>&1) || exit 1
printf '%s\n' "$out" | grep -qF 'loop not vectorized: loop contains a switch statement'
