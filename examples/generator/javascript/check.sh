#!/bin/sh
# The bug: node prints NaN (an arithmetic on a property the object does not
# have), and the program runs to its end without an exception.
out=$(timeout 10 node "$1" 2>&1) || exit 1
printf '%s\n' "$out" | grep -qx NaN
