#!/bin/bash
# Interesting iff SQLite, running bug.sql on a fresh in-memory database,
# stops with "ambiguous column name: id" (a report selects `id` where two
# joined tables have one) and with no other error before it. In -safe
# mode a candidate's dot-command (`.output x`, `.shell`) or writefile() is
# refused, not run.
export LC_ALL=C
out=$(timeout 10 sqlite3 -safe -bail :memory: < bug.sql 2>&1 >/dev/null)
[ $? -eq 1 ] || exit 1
grep -qE '^(Parse error|Error)( near line [0-9]+)?: ambiguous column name: id$' <<<"$out"
