"""A stand-in for a graph tool with a bug: it reads a `digraph { ... }`
(one `NAME;` per node, declared once, then `A -> B;` edges between declared
nodes), rejects anything else with exit 1, and crashes (exit 2) when a
strongly connected component has three nodes or more."""

import re
import sys

NODE = re.compile(r"\s*([A-Za-z_]\w*)\s*;\s*")
EDGE = re.compile(r"\s*([A-Za-z_]\w*)\s*->\s*([A-Za-z_]\w*)\s*;\s*")


def parse(text):
    lines = text.split("\n")
    while lines and lines[-1].strip() == "":
        lines.pop()
    if len(lines) < 2 or lines[0].strip() != "digraph {" or lines[-1].strip() != "}":
        raise ValueError("not a digraph")
    nodes, edges = [], {}
    for line in lines[1:-1]:
        node, edge = NODE.fullmatch(line), EDGE.fullmatch(line)
        if node and node.group(1) not in edges:
            nodes.append(node.group(1))
            edges[node.group(1)] = []
        elif edge and edge.group(1) in edges and edge.group(2) in edges:
            edges[edge.group(1)].append(edge.group(2))
        else:
            raise ValueError("bad line: %r" % line)
    return nodes, edges


def components(nodes, edges):
    """Tarjan's strongly connected components, iteratively."""
    index, low, on_stack, stack, found = {}, {}, set(), [], []
    for root in nodes:
        if root in index:
            continue
        work = [(root, 0)]
        while work:
            node, i = work.pop()
            if i == 0:
                index[node] = low[node] = len(index)
                stack.append(node)
                on_stack.add(node)
            if i < len(edges[node]):
                work.append((node, i + 1))
                nxt = edges[node][i]
                if nxt not in index:
                    work.append((nxt, 0))
                elif nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
                continue
            if low[node] == index[node]:
                component = []
                while True:
                    top = stack.pop()
                    on_stack.discard(top)
                    component.append(top)
                    if top == node:
                        break
                found.append(component)
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
    return found


def main():
    try:
        nodes, edges = parse(open(sys.argv[1]).read())
    except (ValueError, UnicodeDecodeError) as e:
        print("graph_tool: %s" % e, file=sys.stderr)
        return 1
    if any(len(c) >= 3 for c in components(nodes, edges)):
        print("graph_tool: internal error in cycle layout", file=sys.stderr)
        return 2
    return 0


sys.exit(main())
