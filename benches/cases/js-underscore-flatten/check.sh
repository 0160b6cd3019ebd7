#!/bin/bash
# Interesting iff bundle.js is valid JS (node --check) and running it with
# node dies of an uncaught RangeError "Maximum call stack size exceeded".
export LC_ALL=C
F=bundle.js
timeout 5 node --check "$F" >/dev/null 2>&1 || exit 1
out=$(timeout 5 node "$F" 2>&1 </dev/null); rc=$?
[ "$rc" -eq 1 ] || exit 1
grep -qF "RangeError: Maximum call stack size exceeded" <<<"$out"
