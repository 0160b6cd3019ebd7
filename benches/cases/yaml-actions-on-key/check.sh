#!/bin/bash
# Interesting iff ci.yml is valid YAML (PyYAML reads it), has jobs and a
# key PyYAML made the boolean true (`on`, or `yes`, `true`), and the workflow summary below, a CI dashboard's importer, still
# dies with "KeyError: 'on'": YAML 1.1 reads the bare key `on` as the
# boolean true, so the workflow's triggers sit under True, not "on".
export LC_ALL=C
out=$(timeout 10 /usr/bin/python3 - ci.yml 2>&1 <<'PY'
import sys, yaml
with open(sys.argv[1]) as f:
    doc = yaml.safe_load(f)
runners = {name: job["runs-on"] for name, job in doc["jobs"].items() if "runs-on" in job}
if True in doc:  # the file has an `on` key, which PyYAML made a boolean
    triggers = doc["on"]
    print(doc.get("name"), len(runners), "jobs on", sorted(triggers))
PY
)
[ $? -eq 1 ] || exit 1
grep -qxF "KeyError: 'on'" <<<"$out"
