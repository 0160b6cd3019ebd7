#!/bin/bash
# Interesting iff bug.ll is valid LLVM IR (/usr/lib/llvm-22/bin/opt's verifier accepts it) and
# LLVM 22's loop vectorizer still gives up on a loop because of "unsafe
# dependent memory operations in loop" (the histogram's increments).
export LC_ALL=C
# A candidate that crashes opt must not leave its stack symbolizer's files
# in TMPDIR (a call cancelled mid-crash did).
export LLVM_DISABLE_SYMBOLIZATION=1
F=bug.ll
out=$(timeout 10 /usr/lib/llvm-22/bin/opt -passes=loop-vectorize -pass-remarks-analysis=loop-vectorize \
  -disable-output "$F" 2>&1) || exit 1
grep -qF "loop not vectorized: unsafe dependent memory operations in loop" <<<"$out"
