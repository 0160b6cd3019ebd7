#!/bin/bash
# Interesting iff bug.css is CSS that libsass (sassc) stops on with
# "Error: Function rgb is missing argument $green." (exit 65): libsass reads rgb() as
# Sass's own three-argument function, not CSS Color 4's space-separated
# `rgb(0 0 0 / 12%)`, which every browser reads.
export LC_ALL=C
out=$(timeout 10 sassc bug.css 2>&1 >/dev/null)
[ $? -eq 65 ] || exit 1
head -n 1 <<<"$out" | grep -qxF 'Error: Function rgb is missing argument $green.'
