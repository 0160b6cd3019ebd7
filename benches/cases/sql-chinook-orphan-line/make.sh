#!/bin/bash
# Rebuilds chinook.sql from Chinook_Sqlite.sql (Chinook Database 1.4.5, MIT,
# https://github.com/lerocha/chinook-database at 7f677723), given as $1:
# identifiers in brackets ([Album], which tree-sitter-sequel does not read)
# become double-quoted ("Album", the same identifiers to SQLite) outside
# the rows of values, and invoice line 1500 names track 3504, which the
# Track table does not have.
set -euo pipefail
sed -E '/^\s*\(/!s/\[([A-Za-z_]+)\]/"\1"/g' "$1" |
  sed 's/^    (1500, 277, 2114, 0.99, 1),$/    (1500, 277, 3504, 0.99, 1),/' > chinook.sql
grep -qF '(1500, 277, 3504, 0.99, 1),' chinook.sql
