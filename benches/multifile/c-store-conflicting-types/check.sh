#!/bin/sh
# The bug: money.c no longer compiles against money.h: GCC reports
# conflicting types for money_add (int in the definition, cents, a long, in
# the declaration). The candidate is a directory, $1 (reduce runs this
# script in it; shrinkray in its parent).
cd "$1" || exit 1
export LC_ALL=C
out=$(make -k -s app 2>&1) && exit 1
printf '%s\n' "$out" | grep -q "conflicting types for 'money_add'"
