#!/bin/bash
# Interesting iff `python3 bug.py` dies of an uncaught "TypeError: can
# only concatenate str (not "int") to str" (a candidate that does not
# parse dies of a SyntaxError or an IndentationError instead).
export LC_ALL=C
err=$(timeout 10 python3 -I bug.py 2>&1 >/dev/null </dev/null) && exit 1
[ "$(tail -n 1 <<<"$err")" = 'TypeError: can only concatenate str (not "int") to str' ]
