#!/bin/bash
# Interesting iff bug.yaml is valid YAML (PyYAML reads it) and the deploy
# renderer below still dies with "AttributeError: 'bool' object has no
# attribute 'lower'": YAML 1.1 reads Norway's country code, a bare NO, as
# false (the "Norway problem").
export LC_ALL=C
out=$(timeout 10 /usr/bin/python3 - bug.yaml 2>&1 <<'PY'
import sys, yaml
with open(sys.argv[1]) as f:
    doc = yaml.safe_load(f)
values = {}
for market in doc["markets"]:
    region = values.setdefault(market["region"], {})
    key = market["country"].lower() + "-" + market["name"]
    region[key] = {"replicas": market["replicas"], "image": market["image"]}
print(len(values), "regions")
PY
)
[ $? -eq 1 ] || exit 1
grep -qxF "AttributeError: 'bool' object has no attribute 'lower'" <<<"$out"
