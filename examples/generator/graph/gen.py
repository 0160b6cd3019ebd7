"""A random directed graph generator: up to 30 named nodes, then up to 90
edges between them, written as a `digraph { ... }` in the format
`graph_tool.py` reads. Its randomness goes through reduce_trace, so that
`reduce --generator` can replay fewer decisions: `python3 gen.py SEED`
prints one graph."""

import random
import sys

import reduce_trace as rt  # pip install generators/python (see the README)

random.seed(int(sys.argv[1]) if len(sys.argv) > 1 else 1)

# Names are drawn, not counted, so that a node keeps its name when the
# nodes before it are removed.
nodes = []
for _ in rt.loop(30, "nodes"):
    name = "n%d" % rt.randint(0, 999, "name")
    if name not in nodes:
        nodes.append(name)
edges = []
if nodes:
    for _ in rt.loop(90, "edges"):
        edge = (rt.choice(nodes, "from"), rt.choice(nodes, "to"))
        if edge not in edges:
            edges.append(edge)
print("digraph {")
for node in nodes:
    print("  %s;" % node)
for a, b in edges:
    print("  %s -> %s;" % (a, b))
print("}")
