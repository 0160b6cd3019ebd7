#!/bin/sh
# Interesting: gzappend.ll parses as LLVM IR but the verifier rejects it
# (opt-14 exits 1) with "Instruction does not dominate all uses!" and
# "input module is broken!". A parse error has neither message.
# A candidate that crashes opt must not leave its stack symbolizer's files
# in TMPDIR (a call cancelled mid-crash did).
export LLVM_DISABLE_SYMBOLIZATION=1
out=$(timeout 10 opt-14 -passes=verify -disable-output gzappend.ll 2>&1)
[ $? -eq 1 ] || exit 1
printf '%s\n' "$out" | grep -q 'Instruction does not dominate all uses!' || exit 1
printf '%s\n' "$out" | grep -q 'error: input module is broken!'
