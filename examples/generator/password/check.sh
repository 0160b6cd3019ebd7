#!/bin/sh
# The bug: two equal lines of lowercase letters (the validation passes)
# holding a "c".
f="$1"
[ "$(wc -l < "$f")" -eq 2 ] || exit 1
first=$(sed -n 1p "$f"); second=$(sed -n 2p "$f")
[ "$first" = "$second" ] || exit 1
printf '%s' "$first" | grep -qx '[a-z]*' || exit 1
printf '%s' "$first" | grep -q c
