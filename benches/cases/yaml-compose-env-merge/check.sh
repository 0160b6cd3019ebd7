#!/bin/bash
# Interesting iff docker-compose.yaml is valid YAML (PyYAML reads it, merge
# keys and all) with a services mapping, and the env-file exporter below
# still dies with "AttributeError: 'bool' object has no attribute
# 'replace'": a service's environment, merged from an anchor, holds a bare
# `true`, which YAML reads as a boolean where Compose wants a string.
export LC_ALL=C
out=$(timeout 10 /usr/bin/python3 - docker-compose.yaml 2>&1 <<'PY'
import sys, yaml
with open(sys.argv[1]) as f:
    doc = yaml.safe_load(f)
services = doc["services"]
if not isinstance(services, dict):
    sys.exit(2)
for name, service in services.items():
    env = (service or {}).get("environment") or {}
    lines = [key + "=" + value.replace("$$", "$") for key, value in env.items()]
    print(name, len(lines), "variables")
PY
)
[ $? -eq 1 ] || exit 1
grep -qxF "AttributeError: 'bool' object has no attribute 'replace'" <<<"$out"
