#!/bin/sh
# Rebuilds enough.s: zlib's examples/enough.c (Debian 12 zlib1g-dev
# 1:1.2.13.dfsg-1, sha256 c14a257c...d738) compiled by Debian 12's gcc 12.2
# (gcc -O2 -S), then the `.size count, .-count` directive moved after the
# `.section .rodata.str1.8` that follows it, so `.` is in another section
# than the function `count`.
cd "$(dirname "$0")" || exit 1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
cp /usr/share/doc/zlib1g-dev/examples/enough.c "$tmp/" || exit 1
(cd "$tmp" && gcc -O2 -S enough.c -o enough.s) || exit 1
python3 - "$tmp/enough.s" enough.s <<'PY'
import sys
s = open(sys.argv[1]).read()
old = "\t.size\tcount, .-count\n\t.section\t.rodata.str1.8\n"
assert s.count(old) == 1, 'the .size of count is not there once'
open(sys.argv[2], 'w').write(s.replace(old, "\t.section\t.rodata.str1.8\n\t.size\tcount, .-count\n"))
PY
