#!/bin/bash
# Interesting iff Lua 5.4 compiles bug.lua (luac5.4 -p) and running it dies
# with "bad argument #N to 'format' (number has no integer representation)":
# a %d given a float with a fraction. The script runs with no os, io,
# package or debug libraries, so no candidate can touch files.
export LC_ALL=C
luac5.4 -p bug.lua 2>/dev/null || exit 1
out=$(timeout 10 lua5.4 -e 'os, io, package, debug, require, dofile, loadfile = nil' bug.lua 2>&1)
[ $? -eq 1 ] || exit 1
grep -qE "bad argument #[0-9]+ to 'format' \(number has no integer representation\)" <<<"$out"
