#!/bin/sh
# Rebuilds Makefile: groff 1.22.4's font/devps/generate/Makefile as Debian 12's
# groff-base 1.22.4-10 installs it (/usr/share/groff/1.22.4/font/devps/generate/Makefile,
# sha256 4f5eed4db3dc4ab776e53ba8744adc51f08b17bc6a4c4d85afe2e016bedc68fc), with the line `srcdir=generate` replaced by one that
# derives srcdir from AFMNAME, which is itself defined as $(srcdir)/afmname.
cd "$(dirname "$0")" || exit 1
src=/usr/share/groff/1.22.4/font/devps/generate/Makefile
[ "$(grep -c '^srcdir=generate$' "$src")" -eq 1 ] || { echo "$src: no srcdir=generate line" >&2; exit 1; }
sed 's/^srcdir=generate$/srcdir=$(patsubst %\/afmname,%,$(AFMNAME))/' "$src" > Makefile
