#!/bin/sh
# Interesting: GNU make 4.3 stops (exit status 2) while reading Makefile,
# under -n so no recipe runs, with "Recursive variable 'srcdir' references
# itself (eventually)".
out=$(timeout 10 make -n -f Makefile 2>&1)
[ $? -eq 2 ] || exit 1
printf '%s\n' "$out" | grep -q "\*\*\* Recursive variable 'srcdir' references itself (eventually)"
