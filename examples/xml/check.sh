#!/bin/bash
# Interesting iff dashboard-card.xml is well-formed XML whose root is an SVG <svg> element and it
# contains a <linearGradient>/<radialGradient> with an id whose own <stop> children all have valid
# offsets (number or percentage, 0..1 / 0%..100%) but go backwards (a stop's offset is smaller than
# the previous one), and a shape or text element paints with that gradient via fill/stroke="url(#id)".
export LC_ALL=C
F=dashboard-card.xml
PY=/usr/bin/python3; [ -x "$PY" ] || PY=python3
exec timeout 10 "$PY" - "$F" <<'PY'
import re, sys, xml.etree.ElementTree as ET
SVG = '{http://www.w3.org/2000/svg}'
SHAPES = {SVG + t for t in ('rect', 'circle', 'ellipse', 'line', 'path', 'polygon', 'polyline', 'text')}
NUM = re.compile(r'^\s*([0-9]*\.?[0-9]+)(%?)\s*$')
try:
    root = ET.parse(sys.argv[1]).getroot()
except Exception:
    sys.exit(1)
if root.tag != SVG + 'svg':
    sys.exit(1)

def offset(stop):
    m = NUM.match(stop.get('offset', ''))
    if not m:
        return None
    v = float(m.group(1)) / (100.0 if m.group(2) else 1.0)
    return v if 0.0 <= v <= 1.0 else None

backwards = set()
for grad in root.iter():
    if grad.tag not in (SVG + 'linearGradient', SVG + 'radialGradient') or not grad.get('id'):
        continue
    stops = grad.findall(SVG + 'stop')
    offs = [offset(s) for s in stops]
    if len(offs) < 2 or None in offs:
        continue
    if any(b < a for a, b in zip(offs, offs[1:])):
        backwards.add(grad.get('id'))
for el in root.iter():
    if el.tag not in SHAPES:
        continue
    for attr in ('fill', 'stroke'):
        m = re.match(r'^\s*url\(\s*#([^)\s]+)\s*\)\s*$', el.get(attr, ''))
        if m and m.group(1) in backwards:
            sys.exit(0)
sys.exit(1)
PY
