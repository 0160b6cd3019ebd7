#!/bin/bash
# Interesting iff g++ 12 accepts bug.ii as C++20 and clang++ 14 rejects its `| std::views::split(...)`
# with "invalid operands to binary expression" naming views::_Split.
export LC_ALL=C
timeout 30 g++ -std=c++20 -fsyntax-only bug.ii >/dev/null 2>&1 || exit 1
out=$(timeout 30 clang++-14 -std=c++20 -fsyntax-only -ferror-limit=0 bug.ii 2>&1)
grep -q "error: invalid operands to binary expression.*_Split" <<<"$out"
