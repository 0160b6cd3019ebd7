#!/bin/bash
# Interesting iff chinook.sql runs in SQLite without an error (-bail:
# the first error stops it; -safe: no dot-command or file function a
# candidate holds is run) and the orphan report below, a nightly
# integrity check, still lists invoice lines of track 3504, which the
# Track table does not have.
export LC_ALL=C
out=$( (cat chinook.sql; printf '\n;\nSELECT \x27orphan\x27, il.TrackId FROM InvoiceLine il LEFT JOIN Track t ON t.TrackId = il.TrackId WHERE t.TrackId IS NULL;\n') |
  timeout 10 sqlite3 -safe -bail -batch :memory: 2>&1) || exit 1
grep -qxF 'orphan|3504' <<<"$out"
