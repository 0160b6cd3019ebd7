#!/bin/sh
# Interesting: gun.ll is valid LLVM IR (/usr/lib/llvm-22/bin/opt runs its verifier first and
# exits 0) and LLVM 22's loop vectorizer still remarks
# "the cost-model indicates that interleaving is beneficial but is explicitly disabled or interleave count is set to 1".
# A candidate that crashes opt must not leave its stack symbolizer's files
# in TMPDIR (a call cancelled mid-crash did).
export LLVM_DISABLE_SYMBOLIZATION=1
out=$(timeout 10 /usr/lib/llvm-22/bin/opt -passes=loop-vectorize -pass-remarks-analysis=loop-vectorize \
  -disable-output gun.ll 2>&1) || exit 1
printf '%s\n' "$out" | grep -qF 'the cost-model indicates that interleaving is beneficial but is explicitly disabled or interleave count is set to 1'
