#!/bin/sh
# Rebuilds sudoers: sudo's own two sample files as Debian 12's sudo
# 1.9.13p3-1+deb12u4 installs them, /usr/share/doc/sudo/examples/sudoers.dist
# (the upstream default, sha256 2f59eee2...21bb) followed by
# /usr/share/doc/sudo/examples/sudoers (the man page's example, sha256
# dcf943c4...0c4), without sudoers.dist's `@includedir /etc/sudoers.d` (so
# the check reads no file of the host), and with the definition
# `Runas_Alias DB = oracle, sybase` renamed DBS: fred's rule `(DB)` now
# names an alias that is not defined.
cd "$(dirname "$0")" || exit 1
d=/usr/share/doc/sudo/examples
cat "$d/sudoers.dist" "$d/sudoers" |
  sed -e '/^@includedir \/etc\/sudoers\.d$/d' -e 's/^Runas_Alias\tDB = /Runas_Alias\tDBS = /' > sudoers
grep -q '^Runas_Alias	DBS = ' sudoers || { echo 'no Runas_Alias DB line' >&2; exit 1; }
