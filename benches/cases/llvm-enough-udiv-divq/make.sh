#!/bin/sh
# Rebuilds enough.ll: zlib's examples/enough.c (Debian 12 zlib1g-dev 1:1.2.13.dfsg-1)
# compiled by Debian 12's clang 14.0.6 (clang-14 -S -emit-llvm -O1
# -fno-unroll-loops).
cd "$(dirname "$0")" || exit 1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
cp /usr/share/doc/zlib1g-dev/examples/enough.c "$tmp/" || exit 1
(cd "$tmp" && clang-14 -S -emit-llvm -O1 -fno-unroll-loops enough.c -o enough.ll) || exit 1
cp "$tmp/enough.ll" enough.ll
