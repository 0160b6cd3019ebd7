#!/bin/bash
# Interesting iff runtime.js is valid JS (node --check) and running it with
# node dies of an uncaught TypeError "Cannot convert object to primitive
# value" (thrown by the engine, not a message in the file).
export LC_ALL=C
F=runtime.js
timeout 5 node --check "$F" >/dev/null 2>&1 || exit 1
out=$(timeout 5 node "$F" 2>&1 </dev/null); rc=$?
[ "$rc" -eq 1 ] || exit 1
grep -qF "TypeError: Cannot convert object to primitive value" <<<"$out"
