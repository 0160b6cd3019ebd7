#!/bin/bash
# Interesting iff `tsc --strict` reports on bug.ts exactly one kind of error,
# TS2322 "Type 'string | undefined' is not assignable to type 'string'."
# (Map.get may miss), and no other: the candidate is otherwise well typed.
export LC_ALL=C
out=$(timeout 60 tsc --strict --noEmit --target es2020 --lib es2020 bug.ts 2>&1)
grep -qF "error TS2322: Type 'string | undefined' is not assignable to type 'string'." <<<"$out" || exit 1
! grep "error TS" <<<"$out" | grep -qvF "error TS2322: Type 'string | undefined' is not assignable to type 'string'."
