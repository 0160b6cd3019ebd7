#!/bin/sh
# Rebuilds gzappend.ll: zlib's examples/gzappend.c (Debian 12 zlib1g-dev
# 1:1.2.13.dfsg-1, sha256 6de91c83...b0ce) compiled by Debian 12's clang 14.0.6
# (clang-14 -S -emit-llvm -O1), then in @readmore one load's address
# operand swapped from %24 to %14, a getelementptr computed in a sibling
# error block that does not dominate the load.
cd "$(dirname "$0")" || exit 1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
cp /usr/share/doc/zlib1g-dev/examples/gzappend.c "$tmp/" || exit 1
(cd "$tmp" && clang-14 -S -emit-llvm -O1 gzappend.c -o gzappend.ll) || exit 1
python3 - "$tmp/gzappend.ll" gzappend.ll <<'PY'
import sys
s = open(sys.argv[1]).read()
old = "  %25 = load i8*, i8** %24, align 8, !tbaa !16\n"
assert s.count(old) == 1, 'the load of %24 is not there once'
open(sys.argv[2], 'w').write(s.replace(old, "  %25 = load i8*, i8** %14, align 8, !tbaa !16\n"))
PY
