#!/bin/sh
# The bug: the program stops before it prints anything, with a
# ReferenceError from a circular import (format.mjs reads UNITS from
# shapes.mjs, which imports format.mjs first). Runs in a copy of the
# project directory, which is also $1.
out=$(timeout 10 node main.mjs 2>&1) && exit 1
printf '%s\n' "$out" | grep -q "ReferenceError: Cannot access 'UNITS' before initialization"
