"""Record and replay a test generator's random decisions for `reduce --generator`.

A generator draws its randomness through this module instead of `random`:

    import reduce_trace as rt

    n = 0
    for _ in rt.loop(19):            # a count from 0 to 19, then that many iterations
        word += rt.choice("abcdefghijklmnopqrstuvwxyz")
    if rt.maybe():                   # a random boolean; its block is the `if` body
        extra()
    rt.randint(1, 6), rt.random()

Run normally (no REDUCE_TRACE_* variables) it behaves like `random` (the
global generator, so `random.seed` still decides everything). Under
`reduce` it records every decision to the file named by REDUCE_TRACE_OUT,
one JSON object per line, and when REDUCE_TRACE_IN names a file of
decisions, replays them instead of drawing, aligning the run with them as
REDUCE_TRACE_ALIGN says (halt, bypass or realign). The events:

    {"event": "choice", "site": S, "value": V, "domain": D}
        D: {"range": [lo, hi]}, {"values": [...]}, {"count": n} (a long
        sequence, V its index) or "unit" (random(): V in [0, 1))
    {"event": "loop", "site": S, "value": count, "domain": {"range": [0, most]}}
    {"event": "iteration"} ... {"event": "iteration_end"}   (count of them)
    {"event": "loop_end"}
    {"event": "maybe", "site": S, "value": bool, "block": bool}
        with "block": true and value true, the block's events follow, then
    {"event": "block_end"}
    {"event": "misaligned", "at": i}
        the last event of a run that could not follow the decisions it was
        given: i is the index (from 0) of the first given event it could
        not align with; the generator then exits with MISALIGNED_EXIT.

Loops, iterations and blocks nest: closing one (at the end of an iteration,
on `break`, `return` or an exception) first closes what opened inside it.
An integer outside [-2**63, 2**64) is written as {"int": "<digits>"}, since
`reduce` reads numbers as 64-bit integers or doubles.

A `maybe()` makes a block `reduce` may remove (the decision then turns
false) where the source shows what it skips:

    if rt.maybe(): ...                  the `if` body;
    if depth < 2 and rt.maybe(): ...    an `if` or `elif` test that is an
                                        `and` holding the call: the body,
                                        and the rest of the test after the
                                        call (where Python records columns);
    b = rt.maybe()                      a name set from the call and tested
    ...                                 by the next `if` (alone or in an
    if b: ...                           `and`): from the line after the
                                        assignment to the end of that `if`
                                        body, so draws in between belong to
                                        the block;
    with rt.block() as taken: ...       the `with` body, for what the source
        if taken: ...                   cannot show.

Anywhere else (under `or` or `not`, a `while` test, a helper function
returning it, ...) it warns once on stderr; `maybe(block=False)` says no
block is meant.

A site is the one the caller gives, if any. Otherwise it is the call's
file:line:column, then the places of the calls that led there up to
module-level code, innermost first, at most 8 (`gen.py:40:12<gen.py:88:20`;
this module's own frames left out): two draws on one line, or one helper
called from two places, draw at different sites. Where Python records no
columns (before 3.11), the column is `#n`: the draw's order among those
from that line and call path in the innermost open loop, iteration or
block.
"""

import ast
import atexit
import contextlib
import json
import linecache
import os
import random as _random
import sys

__all__ = ["choice", "randint", "random", "loop", "maybe", "block", "MISALIGNED_EXIT", "Tracer"]

#: The exit status of a run stopped because it could not follow the
#: decisions it was given (under halt and bypass).
MISALIGNED_EXIT = 86

#: Sequences longer than this are recorded by index, without their values.
_LONGEST_DOMAIN = 64

#: The most places in an implicit site.
_PATH_FRAMES = 8

#: The integers `reduce` reads exactly (serde_json's i64 and u64).
_EXACT_INTS = (-2 ** 63, 2 ** 64)

_PLAIN = (str, int, float, bool, type(None))

_BEGINS = ("iteration", "loop")
_ENDS = ("iteration_end", "loop_end", "block_end")


def _opens(event):
    """Whether an event opens a container that a later end event closes."""
    kind = event.get("event")
    return kind in _BEGINS or (kind == "maybe" and event.get("value") is True and event.get("block"))


class _Open:
    """A loop, an iteration or a block of the run, until its end event."""

    __slots__ = ("kind", "aligned", "frame", "span", "counts")

    def __init__(self, kind, aligned, frame, span):
        self.kind = kind
        #: Whether it is aligned with a given one, replaying.
        self.aligned = aligned
        #: For a block read from the source: the frame running it and the
        #: part of the source it covers (see _find_block); the block ends
        #: once the frame is elsewhere.
        self.frame = frame
        self.span = span
        #: Draws so far in it from each place without a column (see _site).
        self.counts = {}


class Tracer:
    """Draws, records and replays decisions. The module's functions use one
    made from the environment; tests make their own."""

    def __init__(self, out=None, given=None, align="realign", rng=None):
        #: Where recorded events go (a file open for writing), if anywhere.
        self.out = out
        #: The decisions to replay (a list of events), if any.
        self.given = given
        self.align = align
        self.rng = rng or _random
        self.cursor = 0
        #: What is open, innermost last.
        self.stack = []
        #: Every event of this run, also when not written anywhere.
        self.recorded = []
        #: Once the run could not follow its decisions, the given event's
        #: index: nothing more is recorded, and every later decision raises
        #: Misaligned again (in case Python swallowed the first).
        self.misaligned = None
        self._last_aligned = False
        self._counts = {}
        self._warned = set()

    # -- the generator's side ------------------------------------------------

    def choice(self, seq, site=None, _frame=None):
        frame = _frame or sys._getframe(1)
        items = list(seq)
        if not items:
            raise IndexError("cannot choose from an empty sequence")
        by_value = len(items) <= _LONGEST_DOMAIN and all(isinstance(v, _PLAIN) for v in items)
        if by_value:
            domain = {"values": items}
            fits = lambda v: any(v == item and type(v) is type(item) for item in items)
            value = self._decide("choice", site, frame, fits, lambda: self.rng.choice(items),
                                 lambda: items[0], domain=domain)
            return value
        domain = {"count": len(items)}
        index = self._decide("choice", site, frame, lambda v: _is_int(v) and 0 <= v < len(items),
                             lambda: self.rng.randrange(len(items)), lambda: 0, domain=domain)
        return items[index]

    def randint(self, a, b, site=None, _frame=None):
        frame = _frame or sys._getframe(1)
        return self._decide("choice", site, frame, lambda v: _is_int(v) and a <= v <= b,
                            lambda: self.rng.randint(a, b), lambda: a, domain={"range": [a, b]})

    def random(self, site=None, _frame=None):
        frame = _frame or sys._getframe(1)
        return self._decide("choice", site, frame,
                            lambda v: isinstance(v, float) and 0.0 <= v < 1.0,
                            self.rng.random, lambda: 0.0, domain="unit")

    def loop(self, most, site=None, _frame=None):
        """Iterates a random count from 0 to `most` times."""
        frame = _frame or sys._getframe(1)
        count = self._decide("loop", site, frame, lambda v: _is_int(v) and 0 <= v <= most,
                             lambda: self.rng.randint(0, most), lambda: 0,
                             domain={"range": [0, most]})
        return self._iterations(self._open("loop"), count)

    def maybe(self, site=None, block=None, _frame=None):
        """A random boolean, whose block (see the module's doc) `reduce` may
        remove. `block=False` says it guards none, and silences the warning
        given where the source shows no block."""
        frame = _frame or sys._getframe(1)
        if block is not None and block is not False:
            raise ValueError("maybe(block=...) takes only False; "
                             "`with rt.block() as taken:` makes a block the source cannot show")
        span = None
        if block is None:
            span, why = _block_of(frame)
            if span is None:
                self._warn(frame, why)
        value = self._coin(site, frame, span is not None)
        if value and span is not None:
            self._open("block", frame, span)
        return value

    def block(self, site=None, _frame=None):
        """`with block() as taken:` draws a maybe whose block is the `with`
        body, however it is left; the body tests `taken` itself."""
        frame = _frame or sys._getframe(1)
        return self._block(site if site is not None else self._site(frame), frame)

    def finish(self):
        """Closes what is still open at the end of the run; under halt and
        bypass, decisions given and not used make the run misaligned."""
        if self.misaligned is not None:
            raise Misaligned(self.misaligned)
        if self.stack:
            self._close(self.stack[0])
        if self.given is not None and self.align != "realign" and self.cursor < len(self.given):
            self._misaligned(self.cursor)
        if self.out:
            self.out.flush()

    # -- inside ---------------------------------------------------------------

    def _replaying(self):
        return self.given is not None

    @contextlib.contextmanager
    def _block(self, site, frame):
        taken = self._coin(site, frame, True)
        entry = self._open("block") if taken else None
        try:
            yield taken
        finally:
            if entry is not None:
                self._close(entry)

    def _coin(self, site, frame, block):
        return self._decide("maybe", site, frame, lambda v: isinstance(v, bool),
                            lambda: self.rng.random() < 0.5, lambda: False, block=block)

    def _iterations(self, loop, count):
        try:
            for i in range(count):
                iteration = self._iteration_started(loop)
                yield i
                if iteration is not None:
                    self._close(iteration)
        finally:
            self._close(loop)

    def _open(self, kind, frame=None, span=None):
        """Opens a container or loop after the decision that starts it."""
        entry = _Open(kind, self._last_aligned, frame, span)
        self.stack.append(entry)
        return entry

    def _close(self, entry):
        """Ends `entry`, first ending what opened inside it; nothing if it
        ended already (with what held it)."""
        if entry not in self.stack:
            return
        while True:
            top = self.stack.pop()
            self._ended(top)
            if top is entry:
                return

    def _close_blocks_left(self):
        """Ends the innermost blocks whose part of the source the code has
        left (or whose frame returned)."""
        while self.stack and self.stack[-1].span is not None:
            top = self.stack[-1]
            if _on_stack(top.frame) and _within(top.frame, top.span):
                return
            self._close(top)

    def _emit(self, event):
        if self.misaligned is not None:
            return
        self.recorded.append(event)
        if self.out:
            self.out.write(json.dumps(_encoded(event)) + "\n")

    def _warn(self, frame, why):
        call = (frame.f_code.co_filename, frame.f_code, frame.f_lasti)
        if call in self._warned:
            return
        self._warned.add(call)
        print("reduce_trace: warning: maybe() at %s guards no block reduce can remove (%s): "
              "a block is the body of `if rt.maybe():`, of an `if` or `elif` whose test is an "
              "`and` holding the call, of the next `if` testing `b` after `b = rt.maybe()`, "
              "or of `with rt.block() as taken:`; maybe(block=False) says none is meant"
              % (_place(frame), why), file=sys.stderr, flush=True)

    def _site(self, frame):
        """The implicit site of a draw (see the module's doc)."""
        places = [_place(f) for f in _call_path(frame)]
        if _position(frame)[1] is None:
            counts = self.stack[-1].counts if self.stack else self._counts
            path = "<".join(places)
            counts[path] = counts.get(path, 0) + 1
            places[0] += ":#%d" % counts[path]
        return "<".join(places)

    def _decide(self, kind, site, frame, fits, fresh, fallback, **fields):
        if self.misaligned is not None:
            raise Misaligned(self.misaligned)
        self._close_blocks_left()
        if site is None:
            site = self._site(frame)
        self._last_aligned = False
        if not self._replaying():
            value = fresh()
        else:
            value = self._replayed(kind, site, fits, fallback)
        self._emit(dict({"event": kind, "site": site, "value": value}, **fields))
        return value

    def _replayed(self, kind, site, fits, fallback):
        at = self.cursor
        given = self.given[at] if at < len(self.given) else None
        if given and given.get("event") == kind and given.get("site") == site and fits(given.get("value")):
            self.cursor = at + 1
            self._last_aligned = True
            return given["value"]
        if self.align != "realign":
            self._misaligned(at)
        found = self._search(kind, site)
        if found is not None:
            # Alignment resumes there; what lay between is left out.
            self.cursor = found + 1
            if fits(self.given[found].get("value")):
                self._last_aligned = True
                return self.given[found]["value"]
            self._skip_container(found)
        return fallback()

    def _search(self, kind, site):
        """The next given event of this kind and site within the given
        container the cursor is in, if any."""
        depth = 0
        for i in range(self.cursor, len(self.given)):
            event = self.given[i]
            if depth == 0 and event.get("event") == kind and event.get("site") == site:
                return i
            if event.get("event") in _ENDS:
                depth -= 1
                if depth < 0:
                    return None
            elif _opens(event):
                depth += 1
        return None

    def _skip_container(self, index):
        """After a misaligned decision that opened a given container (a loop,
        a block), its events can no longer be followed: skip past its end."""
        if _opens(self.given[index]):
            self.cursor = self._end_of_container(index + 1)

    def _end_of_container(self, start):
        """The index after the end event closing the container `start` is in."""
        depth = 0
        for i in range(start, len(self.given)):
            event = self.given[i]
            if event.get("event") in _ENDS:
                if depth == 0:
                    return i + 1
                depth -= 1
            elif _opens(event):
                depth += 1
        return len(self.given)

    def _iteration_started(self, loop):
        """Opens an iteration of `loop`, or nothing once the loop has ended
        with what held it (a generator function's loop, resumed after the
        consumer's iteration that started it)."""
        if self.misaligned is not None:
            raise Misaligned(self.misaligned)
        if loop not in self.stack:
            return None
        while self.stack[-1] is not loop:
            self._close(self.stack[-1])
        self._emit({"event": "iteration"})
        self._last_aligned = False
        if self._replaying():
            at = self.cursor
            given = self.given[at] if at < len(self.given) else None
            if given and given.get("event") == "iteration":
                self.cursor = at + 1
                self._last_aligned = True
            elif self.align != "realign":
                self._misaligned(at)
        return self._open("iteration")

    def _ended(self, entry):
        kind = entry.kind + "_end"
        self._emit({"event": kind})
        if not self._replaying() or self.misaligned is not None:
            return
        at = self.cursor
        given = self.given[at] if at < len(self.given) else None
        if given and given.get("event") == kind:
            self.cursor = at + 1
            return
        if self.align != "realign":
            self._misaligned(at)
        if entry.aligned:
            # Re-align at the end of the given container: what it still
            # held is left out.
            self.cursor = self._end_of_container(at)

    def _misaligned(self, at):
        self._emit({"event": "misaligned", "at": at})
        self.misaligned = at
        if self.out:
            self.out.flush()
        sys.stdout.flush()
        raise Misaligned(at)


class Misaligned(SystemExit):
    """Raised (as a SystemExit with MISALIGNED_EXIT) when a replayed run
    cannot follow its decisions under halt or bypass."""

    def __init__(self, at):
        super().__init__(MISALIGNED_EXIT)
        self.at = at


def _is_int(v):
    return isinstance(v, int) and not isinstance(v, bool)


def _encoded(value):
    """A value (an event, a domain) with its integers that `reduce` would
    read inexactly written as {"int": "<digits>"}."""
    if _is_int(value) and not _EXACT_INTS[0] <= value < _EXACT_INTS[1]:
        return {"int": str(value)}
    if isinstance(value, list):
        return [_encoded(v) for v in value]
    if isinstance(value, dict):
        return {k: _encoded(v) for k, v in value.items()}
    return value


def _decoded(value):
    """The inverse of _encoded."""
    if isinstance(value, dict):
        if list(value) == ["int"] and isinstance(value["int"], str):
            return int(value["int"])
        return {k: _decoded(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_decoded(v) for v in value]
    return value


def _read_trace(lines):
    """The events of a trace file."""
    return [_decoded(json.loads(line)) for line in lines if line.strip()]


def _on_stack(frame):
    f = sys._getframe(1)
    while f is not None:
        if f is frame:
            return True
        f = f.f_back
    return False


_positions = {}


def _position(frame):
    """The line and column (from 0, or None where Python records none) of
    the instruction a frame runs: the call it makes."""
    code = frame.f_code
    if code not in _positions:
        _positions[code] = list(code.co_positions()) if hasattr(code, "co_positions") else []
    positions = _positions[code]
    if 0 <= frame.f_lasti // 2 < len(positions):
        line, _, column, _ = positions[frame.f_lasti // 2]
        if line is not None and column is not None:
            return line, column
    return frame.f_lineno, None


def _place(frame):
    line, column = _position(frame)
    name = os.path.basename(frame.f_code.co_filename)
    return "%s:%d:%d" % (name, line, column + 1) if column is not None else "%s:%d" % (name, line)


def _call_path(frame):
    """The frame and its callers up to the module's code, at most
    _PATH_FRAMES of them, without this module's."""
    frames = []
    while frame is not None and len(frames) < _PATH_FRAMES:
        if frame.f_code.co_filename != _HERE:
            frames.append(frame)
            if frame.f_code.co_name == "<module>":
                break
        frame = frame.f_back
    return frames


def _within(frame, span):
    """Whether a frame runs code in the part of the source a block covers."""
    start, end, first_line, last_line = span
    line, column = _position(frame)
    if column is None:
        return first_line <= line <= last_line
    return start <= (line, column) <= end


class _Source:
    """A file's syntax: its calls by where they start (outermost first), and
    each node's parent."""

    def __init__(self, tree):
        self.calls = {}
        self.parents = {}
        for node in ast.walk(tree):
            for child in ast.iter_child_nodes(node):
                self.parents[child] = node
            if isinstance(node, ast.Call):
                self.calls.setdefault((node.lineno, node.col_offset), []).append(node)

    def call_at(self, frame):
        """The call the frame makes, or None if it cannot be told."""
        line, column = _position(frame)
        if column is not None:
            calls = self.calls.get((line, column))
            return calls[-1] if calls else None
        on_line = [c for calls in self.calls.values() for c in calls
                   if _names_maybe(c.func) and c.lineno <= line <= c.end_lineno]
        return on_line[0] if len(on_line) == 1 else None

    def next_if(self, statement):
        """The first `if` after `statement` in its function (or class, or
        module), if any."""
        scope = self.parents[statement]
        while not isinstance(scope, _SCOPES):
            scope = self.parents[scope]
        after = (statement.end_lineno, statement.end_col_offset)
        found = None
        todo = list(ast.iter_child_nodes(scope))
        while todo:
            node = todo.pop()
            if isinstance(node, _SCOPES):
                continue
            if isinstance(node, ast.If) and after < (node.lineno, node.col_offset) and (
                    found is None or (node.lineno, node.col_offset) < (found.lineno, found.col_offset)):
                found = node
            todo.extend(ast.iter_child_nodes(node))
        return found


_SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Module)

_sources = {}
_blocks = {}

#: Why a maybe() under one of these guards no block.
_WHERE = {
    ast.BoolOp: "it is under `or`",
    ast.UnaryOp: "it is under an operator",
    ast.While: "it is a `while` test",
    ast.IfExp: "it is in a conditional expression",
    ast.Return: "it is returned, as by a helper function",
    ast.Call: "it is an argument",
    ast.Expr: "its value is not used",
}


def _block_of(frame):
    """_find_block, once for each call in the code."""
    key = (frame.f_code.co_filename, frame.f_code, frame.f_lasti)
    if key not in _blocks:
        _blocks[key] = _find_block(frame)
    return _blocks[key]


def _find_block(frame):
    """(span, None) when the maybe() call the frame makes guards a block, or
    (None, why not). A span is ((line, column) the block starts after,
    (line, column) it ends at, its first and last line), the lines for
    where Python records no columns."""
    path = frame.f_code.co_filename
    if path not in _sources:
        try:
            _sources[path] = _Source(ast.parse("".join(linecache.getlines(path, frame.f_globals))))
        except (SyntaxError, ValueError):
            _sources[path] = None
    source = _sources[path]
    call = source.call_at(frame) if source is not None else None
    if call is None:
        return None, "its call is not found in the source"
    node, parent = call, source.parents.get(call)
    while isinstance(parent, ast.BoolOp) and isinstance(parent.op, ast.And):
        node, parent = parent, source.parents.get(parent)
    if isinstance(parent, ast.If) and parent.test is node:
        return _span(call, parent.body, parent.body[0].lineno), None
    if isinstance(parent, ast.Assign) and parent.value is call and len(parent.targets) == 1 \
            and isinstance(parent.targets[0], ast.Name):
        name = parent.targets[0].id
        test = source.next_if(parent)
        if test is not None and _holds(test.test, name):
            return _span(parent, test.body, parent.end_lineno + 1), None
        return None, "the next `if` does not test `%s`" % name
    return None, _WHERE.get(type(parent), "it is in an expression")


def _span(after, body, first_line):
    last = body[-1]
    return ((after.end_lineno, after.end_col_offset), (last.end_lineno, last.end_col_offset),
            first_line, last.end_lineno)


def _holds(test, name):
    """Whether an `if` test is `name`, or an `and` holding it."""
    if isinstance(test, ast.BoolOp) and isinstance(test.op, ast.And):
        return any(_holds(value, name) for value in test.values)
    return isinstance(test, ast.Name) and test.id == name


def _names_maybe(func):
    return (isinstance(func, ast.Attribute) and func.attr == "maybe") or (
        isinstance(func, ast.Name) and func.id == "maybe")


_HERE = _position.__code__.co_filename


def _from_environment():
    out_path = os.environ.get("REDUCE_TRACE_OUT")
    in_path = os.environ.get("REDUCE_TRACE_IN")
    align = os.environ.get("REDUCE_TRACE_ALIGN", "realign")
    if align not in ("halt", "bypass", "realign"):
        raise SystemExit("reduce_trace: REDUCE_TRACE_ALIGN must be halt, bypass or realign, not %r" % align)
    given = None
    if in_path:
        with open(in_path, encoding="utf-8") as f:
            given = _read_trace(f)
    out = open(out_path, "w", encoding="utf-8") if out_path else None
    return Tracer(out=out, given=given, align=align)


_tracer = _from_environment()


def _finish():
    try:
        _tracer.finish()
    except Misaligned:
        os._exit(MISALIGNED_EXIT)


atexit.register(_finish)


def _unraisable(unraisable, previous=sys.unraisablehook):
    """Python only reports an exception raised while it closes a generator
    (a loop's, after a `break` or `return`): a misalignment there still
    ends the run."""
    if isinstance(unraisable.exc_value, Misaligned) and _tracer.misaligned is not None:
        os._exit(MISALIGNED_EXIT)
    previous(unraisable)


sys.unraisablehook = _unraisable


def choice(seq, site=None):
    """A random element of `seq`."""
    return _tracer.choice(seq, site, _frame=sys._getframe(1))


def randint(a, b, site=None):
    """A random integer from `a` to `b`, both included."""
    return _tracer.randint(a, b, site, _frame=sys._getframe(1))


def random(site=None):
    """A random float in [0, 1)."""
    return _tracer.random(site, _frame=sys._getframe(1))


def loop(most, site=None):
    """`for i in loop(most):` runs a random count, from 0 to `most`, of
    iterations."""
    return _tracer.loop(most, site, _frame=sys._getframe(1))


def maybe(site=None, block=None):
    """A random boolean; under `if maybe():` (and the other forms the
    module's doc lists) its block may be removed. `block=False`: none is
    meant."""
    return _tracer.maybe(site, block, _frame=sys._getframe(1))


def block(site=None):
    """`with block() as taken:`: a random boolean whose block is the `with`
    body."""
    return _tracer.block(site, _frame=sys._getframe(1))
