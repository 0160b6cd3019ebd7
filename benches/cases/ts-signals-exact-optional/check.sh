#!/bin/bash
# Interesting iff index.ts type-checks under `tsc --strict` (tsc 4.8,
# Debian's node-typescript) and adding --exactOptionalPropertyTypes still
# makes tsc report TS2375: an object literal whose optional property may be
# `undefined`, assigned to a type whose property may only be absent.
export LC_ALL=C
flags=(--strict --noEmit --target es2020 --lib es2020)
timeout 60 tsc "${flags[@]}" index.ts >/dev/null 2>&1 || exit 1
out=$(timeout 60 tsc "${flags[@]}" --exactOptionalPropertyTypes index.ts 2>&1)
grep -qE "error TS2375: Type .* is not assignable to type '[A-Za-z_$][A-Za-z0-9_$]*' with 'exactOptionalPropertyTypes: true'" <<<"$out"
