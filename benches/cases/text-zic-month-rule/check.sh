#!/bin/sh
# Interesting: zic compiles the rules without an error and warns that a
# rule goes past the start or end of a month.
out=$(mktemp -d) || exit 1
zic -v -d "$out" northamerica > "$out.log" 2>&1
status=$?
rm -rf "$out"
grep -q 'rule goes past start/end of month' "$out.log" && [ $status -eq 0 ]
ok=$?
rm -f "$out.log"
exit $ok
