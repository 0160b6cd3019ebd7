#!/bin/bash
# Interesting iff z3 refuses bmc.smt2 because a term is nonlinear although
# the file declares the linear logic QF_LIA ("logic does not support
# nonlinear arithmetic"), and reports no error of another kind: a candidate
# that breaks the syntax, a sort or a declaration fails.
export LC_ALL=C
out=$(timeout 10 z3 -T:5 bmc.smt2 2>&1 </dev/null)
grep -q '^(error "line [0-9]* column [0-9]*: logic does not support nonlinear arithmetic")$' <<<"$out" || exit 1
! grep '^(error' <<<"$out" | grep -vq 'logic does not support nonlinear arithmetic'
