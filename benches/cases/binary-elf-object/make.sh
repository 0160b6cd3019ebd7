#!/bin/sh
# Rebuilds gun.o: zlib's examples/gun.c (Debian 12 zlib1g-dev 1:1.2.13.dfsg-1)
# compiled by gcc 12.2 (gcc -O2 -c), then the sh_link of section 2
# (.rela.text, 13 = .symtab) set to 14 (.strtab). The same bytes only with
# Debian 12's gcc 12.2.0-14+deb12u1 and that gun.c
# (sha256 3bfd36b0...0edc).
cd "$(dirname "$0")" || exit 1
src=/usr/share/doc/zlib1g-dev/examples/gun.c
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
cp "$src" "$tmp/gun.c" || exit 1
(cd "$tmp" && gcc -O2 -c gun.c -o gun.o) || exit 1
python3 - "$tmp/gun.o" gun.o <<'PY'
import struct, sys
b = bytearray(open(sys.argv[1], 'rb').read())
shoff, = struct.unpack_from('<Q', b, 0x28)
shentsize, = struct.unpack_from('<H', b, 0x3a)
sec = shoff + 2 * shentsize                      # section 2: .rela.text
assert struct.unpack_from('<I', b, sec + 4)[0] == 4, 'section 2 is not SHT_RELA'
assert struct.unpack_from('<I', b, sec + 40)[0] == 13, 'sh_link is not 13'
struct.pack_into('<I', b, sec + 40, 14)          # sh_link: .symtab -> .strtab
open(sys.argv[2], 'wb').write(b)
PY
