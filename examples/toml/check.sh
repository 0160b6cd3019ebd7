#!/bin/bash
# Interesting iff Python's tomllib (3.11+) refuses bug.toml because a table
# is declared twice ("Cannot declare ('server',) twice"): the deploy script
# appended the site overrides as a second [server] table instead of merging
# them into the first. Any other error, or none, is not this bug.
export LC_ALL=C
out=$(timeout 10 python3 -c '
import sys, tomllib
with open("bug.toml", "rb") as f:
    tomllib.load(f)
' 2>&1)
[ $? -eq 1 ] || exit 1
grep -q "^tomllib.TOMLDecodeError: Cannot declare ('server',) twice" <<<"$out"
