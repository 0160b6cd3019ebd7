#!/bin/sh
# Interesting: unzip -t fails with its format-error status (2) on
# examples.zip and reports that a member's local-header offset from the
# central directory does not land on a local header signature:
# "bad zipfile offset (local header sig)". (-P and </dev/null: a candidate
# with an encryption flag must not wait for a password.)
out=$(timeout 10 unzip -t -P x examples.zip </dev/null 2>&1)
[ $? -eq 2 ] || exit 1
printf '%s\n' "$out" | grep -q 'bad zipfile offset (local header sig)'
