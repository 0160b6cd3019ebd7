#!/bin/sh
# The bug: graph_tool crashes (exit 2) on this graph, which it accepts as
# valid.
python3 "$(dirname "$0")/graph_tool.py" "$1"
test $? -eq 2
