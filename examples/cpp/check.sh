#!/bin/bash
# Interesting iff bug.ii is valid C++20 for g++ and clang++-14 rejects it
# with "does not refer to a value": g++'s libstdc++ uses
# __is_layout_compatible, a builtin clang 14 does not have. Clang 15 and
# later implement it, so the bug needs clang++-14 by that name (Debian 12
# and Ubuntu 22.04: package clang-14).
export LC_ALL=C
command -v clang++-14 >/dev/null || {
  echo "check.sh: this bug needs clang++-14 (apt-get install clang-14); newer clang has the builtin" >&2
  exit 1
}
timeout 20 g++ -std=c++20 -fsyntax-only bug.ii >/dev/null 2>&1 || exit 1
out=$(timeout 20 clang++-14 -std=c++20 -fsyntax-only bug.ii 2>&1) && exit 1
grep -qF "does not refer to a value" <<<"$out"
