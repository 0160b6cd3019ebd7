#!/bin/bash
# Interesting iff bug.ii is valid C++20 for g++ and clang++ rejects it with
# "does not refer to a value": g++'s libstdc++ uses __is_layout_compatible,
# a builtin clang 14 does not have.
export LC_ALL=C
timeout 20 g++ -std=c++20 -fsyntax-only bug.ii >/dev/null 2>&1 || exit 1
out=$(timeout 20 clang++ -std=c++20 -fsyntax-only bug.ii 2>&1) && exit 1
grep -qF "does not refer to a value" <<<"$out"
