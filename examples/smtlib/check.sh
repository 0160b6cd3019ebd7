#!/bin/bash
# Interesting iff z3 refuses bug.smt2 because a term is nonlinear although
# the file declares the linear logic QF_LIA ("logic does not support
# nonlinear arithmetic"), and reports no error of another kind: a candidate
# that breaks the syntax, a sort or a declaration fails.
export LC_ALL=C
command -v z3 >/dev/null || { echo "check.sh: needs z3 (apt-get install z3)" >&2; exit 1; }
# Refused: if the tool is not the version this example was made with, say so
# (its messages, or what it accepts, may have changed).
refuse() {
  case "$(z3 --version 2>&1 | head -n 1)" in
    *"Z3 version 4.8.12"*) ;;
    *) echo "check.sh: made with Z3 version 4.8.12; $(z3 --version 2>&1 | head -n 1) may not show this bug" >&2 ;;
  esac
  exit 1
}
out=$(timeout 10 z3 -T:5 bug.smt2 2>&1 </dev/null)
grep -q '^(error "line [0-9]* column [0-9]*: logic does not support nonlinear arithmetic")$' <<<"$out" || refuse
! grep '^(error' <<<"$out" | grep -vq 'logic does not support nonlinear arithmetic'
