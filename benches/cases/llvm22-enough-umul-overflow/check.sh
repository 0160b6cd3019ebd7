#!/bin/sh
# Interesting: /usr/lib/llvm-22/bin/llc compiles enough.ll for x86-64 (its verifier runs
# first), and a 64-bit multiply is still followed by its overflow test
# (`mulq`, then `jo` or `seto`): llvm.umul.with.overflow.i64 still selected
# as one. The shape of an instruction-selection bug on one intrinsic call
# deep in a function.
export LLVM_DISABLE_SYMBOLIZATION=1
timeout 20 /usr/lib/llvm-22/bin/llc -O2 -o - enough.ll 2>/dev/null | grep -A1 -w mulq | grep -qE '^\s(jo|seto)\b'
