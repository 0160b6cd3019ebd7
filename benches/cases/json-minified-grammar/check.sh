#!/bin/bash
# Interesting iff grammar.json is valid JSON (Python's json module reads it)
# and the railroad-diagram generator below, written against an older
# tree-sitter, still dies with "ValueError: unknown rule type
# IMMEDIATE_TOKEN": it knows every other rule type of grammar.json.
export LC_ALL=C
out=$(timeout 10 python3 - grammar.json 2>&1 <<'PY'
import json, sys
with open(sys.argv[1]) as f:
    grammar = json.load(f)

def render(rule):
    kind = rule["type"]
    if kind in ("SEQ", "CHOICE"):
        return "(" + (" " if kind == "SEQ" else " | ").join(render(m) for m in rule["members"]) + ")"
    if kind in ("REPEAT", "REPEAT1"):
        return render(rule["content"]) + ("*" if kind == "REPEAT" else "+")
    if kind in ("PREC", "PREC_LEFT", "PREC_RIGHT", "PREC_DYNAMIC", "TOKEN", "ALIAS", "FIELD"):
        return render(rule["content"])
    if kind == "SYMBOL":
        return rule["name"]
    if kind in ("STRING", "PATTERN"):
        return repr(rule["value"])
    if kind == "BLANK":
        return "()"
    raise ValueError("unknown rule type " + kind)

for name, rule in grammar["rules"].items():
    print(name, "::=", render(rule))
PY
)
[ $? -eq 1 ] || exit 1
grep -qxF "ValueError: unknown rule type IMMEDIATE_TOKEN" <<<"$out"
