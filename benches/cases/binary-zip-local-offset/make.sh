#!/bin/sh
# Rebuilds examples.zip: six of zlib's example programs as Debian 12's
# zlib1g-dev 1:1.2.13.dfsg-1 installs them (/usr/share/doc/zlib1g-dev/examples:
# gun.c, zran.c, gzappend.c, gzjoin.c, fitblk.c, gznorm.c), zipped by
# Python's zipfile (deflate level 9, fixed dates; the same bytes with
# Debian 12's python3 3.11 and zlib 1.2.13), then the central directory's
# local-header offset of member 3 (examples/gzappend.c) raised by 4, so it
# points 4 bytes into that member's local header.
cd "$(dirname "$0")" || exit 1
python3 - /usr/share/doc/zlib1g-dev/examples examples.zip <<'PY'
import io, struct, sys, zipfile
src, dst = sys.argv[1], sys.argv[2]
buf = io.BytesIO()
with zipfile.ZipFile(buf, 'w') as z:
    for f in ['gun.c', 'zran.c', 'gzappend.c', 'gzjoin.c', 'fitblk.c', 'gznorm.c']:
        zi = zipfile.ZipInfo('examples/' + f, date_time=(2022, 10, 14, 0, 0, 0))
        zi.compress_type = zipfile.ZIP_DEFLATED
        zi.external_attr = 0o644 << 16
        z.writestr(zi, open(src + '/' + f, 'rb').read(), compresslevel=9)
b = bytearray(buf.getvalue())
eocd = b.rfind(b'PK\x05\x06')
o, = struct.unpack_from('<I', b, eocd + 16)            # start of the central directory
for _ in range(2):                                     # skip members 1 and 2
    n, m, k = struct.unpack_from('<HHH', b, o + 28)
    o += 46 + n + m + k
assert b[o:o + 4] == b'PK\x01\x02' and b[o + 46:o + 46 + 19] == b'examples/gzappend.c'
off, = struct.unpack_from('<I', b, o + 42)
struct.pack_into('<I', b, o + 42, off + 4)
open(dst, 'wb').write(b)
PY
