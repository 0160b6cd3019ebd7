#!/bin/bash
# Interesting iff bug.c is valid C (gcc -fsyntax-only exits 0 with implicit-int/implicit-decl/
# int-conversion/incompatible-pointer/return-type promoted to errors) and -Wall -Wextra still
# reports the -Wformat warning for a const char * passed to a '%d' conversion as argument 3.
export LC_ALL=C
F=bug.c
out=$(timeout 10 gcc -fsyntax-only -std=gnu11 -Wall -Wextra \
  -Werror=implicit-int -Werror=implicit-function-declaration -Werror=int-conversion \
  -Werror=incompatible-pointer-types -Werror=return-type "$F" 2>&1) || exit 1
grep -qF "format '%d' expects argument of type 'int', but argument 3 has type 'const char *'" <<<"$out"
