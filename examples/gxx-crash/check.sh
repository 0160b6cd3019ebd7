#!/bin/bash
# Written by `reduce init crash`.
# Interesting iff
#   g++-12 -std=c++20 -c bug.cc
# still crashes with the signature (taken from the original's output)
#   internal compiler error: in coerce_template_parms, at cp/pt.cc:9195
# The input's line and column are left out of it: they change as the file shrinks.
# reduce runs it in a fresh directory holding the candidate as bug.cc, and
# counts the candidate as interesting when it exits 0.
export LC_ALL=C
# Temporary files (a compiler's) go into the call's own directory, which
# reduce removes even when it stops the call before they are cleaned up.
export TMPDIR="$PWD"
file='bug.cc'
limit=10   # seconds a command may take; a slower candidate is refused
signature='internal compiler error: in coerce_template_parms, at cp/pt.cc:9195'
out=$(timeout "$limit" g++-12 -std=c++20 -c "$file" 2>&1 </dev/null)
status=$?
[ "$status" -eq 1 ] || exit 1   # the original's exit status; delete the line to accept any
grep -qF -- "$signature" <<<"$out"
