#!/bin/bash
# Interesting iff `node crash.js` dies (exit 1) with an uncaught
# "TypeError: Cannot read properties of undefined (reading 'count')".
# (One node process per call: a file that fails to parse dies of a SyntaxError instead.)
export LC_ALL=C
F=crash.js
err=$(timeout 5 node "$F" 2>&1 >/dev/null </dev/null); rc=$?
[ "$rc" -eq 1 ] || exit 1
grep -qF "TypeError: Cannot read properties of undefined (reading 'count')" <<<"$err"
