#!/bin/sh
# Interesting: GNU as (binutils 2.40) rejects enough.s (exit status 1) with
# exactly one error, ".size expression for count does not evaluate to a
# constant" (the .size of function count is taken in another section).
obj=$(mktemp) || exit 1
out=$(timeout 10 as --64 -o "$obj" enough.s 2>&1)
status=$?
rm -f "$obj"
[ $status -eq 1 ] || exit 1
[ "$(printf '%s\n' "$out" | grep -c 'Error:')" -eq 1 ] || exit 1
printf '%s\n' "$out" | grep -q 'Error: \.size expression for count does not evaluate to a constant'
