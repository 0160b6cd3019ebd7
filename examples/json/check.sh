#!/bin/bash
# Interesting iff bug.json is valid JSON (Python's json module reads it) and
# the order report below, a shop's nightly export summary, still dies with
# "TypeError: can't multiply sequence by non-int of type 'float'": an item's
# quantity that is a string ("24") multiplied by its price.
export LC_ALL=C
out=$(timeout 10 python3 - bug.json 2>&1 <<'PY'
import json, sys
with open(sys.argv[1]) as f:
    doc = json.load(f)
total = 0
for order in doc["orders"]:
    gross = sum(item["price"] * item["qty"] for item in order["items"])
    total += gross * (100 - order.get("discount", 0)) / 100
print(f"{len(doc['orders'])} orders, {total:.2f} {doc.get('currency', '?')}")
PY
)
[ $? -eq 1 ] || exit 1
grep -qxF "TypeError: can't multiply sequence by non-int of type 'float'" <<<"$out"
