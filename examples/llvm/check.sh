#!/bin/bash
# Interesting iff bug.ll is valid LLVM IR (opt-14's verifier accepts it) and
# LLVM 14's loop vectorizer still gives up on a loop because of "unsafe
# dependent memory operations in loop" (the histogram's increments).
export LC_ALL=C
# A candidate that crashes opt must not leave its stack symbolizer's files
# in TMPDIR (a call cancelled mid-crash did).
export LLVM_DISABLE_SYMBOLIZATION=1
F=bug.ll
out=$(timeout 10 opt-14 -passes=loop-vectorize -pass-remarks-analysis=loop-vectorize \
  -disable-output "$F" 2>&1) || exit 1
grep -qF "loop not vectorized: unsafe dependent memory operations in loop" <<<"$out"
