#!/bin/bash
# Interesting iff bug.ii is valid C++20 for g++ 12 (-fsyntax-only, exit 0) and clang++ 14 rejects it
# with "does not refer to a value" (g++ preprocessed libstdc++ with __is_layout_compatible, a builtin
# that clang 14 does not have).
export LC_ALL=C
F=bug.ii
timeout 30 g++ -std=c++20 -fsyntax-only "$F" >/dev/null 2>&1 || exit 1
out=$(timeout 30 clang++-14 -std=c++20 -fsyntax-only "$F" 2>&1) && exit 1
grep -qF "does not refer to a value" <<<"$out"
