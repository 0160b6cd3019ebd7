#!/bin/sh
# Rebuilds pngtest.png: libpng's test image as Debian 12's libpng-dev
# 1.6.39-2+deb12u4 installs it (/usr/share/doc/libpng-dev/examples/pngtest.png,
# 8,759 bytes, sha256 db5dc868...b96a; the package build writes its tIME
# chunk, so other builds differ there), with the blue field of its sBIT
# chunk set from 5 to 9 and that chunk's CRC recomputed, so every chunk
# still checks and only the sBIT/IHDR mismatch is wrong.
cd "$(dirname "$0")" || exit 1
python3 - /usr/share/doc/libpng-dev/examples/pngtest.png pngtest.png <<'PY'
import struct, sys, zlib
b = bytearray(open(sys.argv[1], 'rb').read())
assert b[:8] == b'\x89PNG\r\n\x1a\n'
off = 8
while off < len(b):
    n, = struct.unpack_from('>I', b, off)
    if b[off + 4:off + 8] == b'sBIT':
        assert n == 4 and b[off + 10] == 5
        b[off + 10] = 9                                  # blue: 5 -> 9 bits
        struct.pack_into('>I', b, off + 8 + n, zlib.crc32(bytes(b[off + 4:off + 8 + n])))
        break
    off += 12 + n
else:
    sys.exit('no sBIT chunk')
open(sys.argv[2], 'wb').write(b)
PY
