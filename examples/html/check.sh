#!/bin/bash
# Interesting iff HTML Tidy 5.6 (Debian 12's, which the site's CI checks
# pages with) stops on bug.html with exit 2 and its first error is
# "<search> is not recognized!": the element came to HTML in 2023, after
# Tidy's tables of elements were made.
export LC_ALL=C
out=$(timeout 10 tidy -q -e bug.html 2>&1)
[ $? -eq 2 ] || exit 1
grep -m 1 -- '- Error: ' <<<"$out" | grep -qE -- '- Error: <search> is not recognized!$'
