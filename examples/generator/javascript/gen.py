"""A JavaScript program generator: declarations before use, functions,
loops, calls and objects, always a valid program (200 to 2,000 tokens).
Its randomness goes through reduce_trace, so that `reduce --generator` can
replay fewer decisions: `python3 gen.py SEED` prints one program."""

import random
import sys

import reduce_trace as rt  # pip install generators/python (see the README)

random.seed(int(sys.argv[1]) if len(sys.argv) > 1 else 1)

PROPS = ["a", "b", "c", "d"]
OPS = ["+", "-", "*"]
counter = [0]


def fresh(prefix):
    counter[0] += 1
    return "%s%d" % (prefix, counter[0])


class Scope:
    def __init__(self, parent=None):
        self.numbers = list(parent.numbers) if parent else []
        self.objects = list(parent.objects) if parent else []
        self.functions = list(parent.functions) if parent else []


def atom(scope):
    kinds = ["number"]
    if scope.numbers:
        kinds.append("variable")
    if scope.objects:
        kinds.append("property")
    kind = rt.choice(kinds, "atom kind")
    if kind == "number":
        return str(rt.randint(0, 99, "number"))
    if kind == "variable":
        return rt.choice(scope.numbers, "variable")
    return "%s.%s" % (rt.choice(scope.objects, "object"), rt.choice(PROPS, "read prop"))


def expr(scope, depth):
    # An atom, which an optional block may make the first operand (or
    # argument) of a compound expression: removing the block leaves the
    # atom.
    e = atom(scope)
    if depth < 2 and rt.maybe("compound"):
        kinds = ["binary"]
        if scope.functions:
            kinds.append("call")
        if rt.choice(kinds, "compound kind") == "binary":
            e = "(%s %s %s)" % (e, rt.choice(OPS, "op"), expr(scope, depth + 1))
        else:
            name, arity = rt.choice(scope.functions, "callee")
            args = [e] + [expr(scope, depth + 1) for _ in range(arity - 1)]
            e = "%s(%s)" % (name, ", ".join(args[:arity]))
    return e


def statement(scope, depth, indent, out):
    kinds = ["let", "object", "log", "assign"]
    if depth < 2:
        kinds += ["for", "if"]
    kind = rt.choice(kinds, "statement kind")
    pad = "  " * indent
    if kind == "let":
        name = fresh("n")
        out.append("%slet %s = %s;" % (pad, name, expr(scope, 0)))
        scope.numbers.append(name)
    elif kind == "object":
        name = fresh("o")
        fields = []
        for _ in rt.loop(3, "fields"):
            fields.append("%s: %s" % (rt.choice(PROPS, "write prop"), expr(scope, 1)))
        out.append("%sconst %s = { %s };" % (pad, name, ", ".join(fields)))
        scope.objects.append(name)
    elif kind == "log":
        out.append("%sconsole.log(%s);" % (pad, expr(scope, 0)))
    elif kind == "assign" and scope.numbers:
        out.append("%s%s = %s;" % (pad, rt.choice(scope.numbers, "target"), expr(scope, 0)))
    elif kind in ("for", "if"):
        # The header is an optional block: without it the body stays, in
        # the enclosing block (its names are fresh, so none clashes).
        inner = Scope(scope)
        header = None
        if rt.maybe(kind + " header"):
            if kind == "for":
                i = fresh("i")
                header = "for (let %s = 0; %s < %d; %s++) {" % (i, i, rt.randint(1, 3, "trips"), i)
                inner.numbers.append(i)
            else:
                header = "if (%s > %d) {" % (expr(scope, 0), rt.randint(0, 50, "threshold"))
        if header:
            out.append(pad + header)
        for _ in rt.loop(3, kind + " body"):
            statement(inner, depth + 1, indent + 1 if header else indent, out)
        if header:
            out.append("%s}" % pad)


def function(scope, out):
    name = fresh("f")
    arity = rt.randint(0, 2, "arity")
    params = [fresh("p") for _ in range(arity)]
    inner = Scope(scope)
    inner.numbers += params
    out.append("function %s(%s) {" % (name, ", ".join(params)))
    for _ in rt.loop(4, "function body"):
        statement(inner, 1, 1, out)
    out.append("  return %s;" % expr(inner, 1))
    out.append("}")
    scope.functions.append((name, arity))


out = []
top = Scope()
for _ in rt.loop(6, "functions"):
    function(top, out)
for _ in rt.loop(60, "statements"):
    statement(top, 0, 0, out)
print("\n".join(out))
