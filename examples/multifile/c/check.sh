#!/bin/sh
# The bug: the project does not link. util.h defines `int counter;` where it
# should declare it `extern`, every file that includes it defines the
# variable again, and the linker (GCC 10 on: -fno-common) refuses the second
# definition. Runs in a copy of the project directory, which is also $1.
export LC_ALL=C
out=$(make -s app 2>&1) && exit 1
printf '%s\n' "$out" | grep -q "multiple definition of \`counter'"
