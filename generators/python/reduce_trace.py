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

A site is the caller's file name and line ("gen.py:12") unless given.
"""

import ast
import json
import os
import random as _random
import sys

__all__ = ["choice", "randint", "random", "loop", "maybe", "MISALIGNED_EXIT", "Tracer"]

#: The exit status of a run stopped because it could not follow the
#: decisions it was given (under halt and bypass).
MISALIGNED_EXIT = 86

#: Sequences longer than this are recorded by index, without their values.
_LONGEST_DOMAIN = 64

_PLAIN = (str, int, float, bool, type(None))

_BEGINS = ("iteration", "loop")
_ENDS = ("iteration_end", "loop_end", "block_end")


def _opens(event):
    """Whether an event opens a container that a later end event closes."""
    kind = event.get("event")
    return kind in _BEGINS or (kind == "maybe" and event.get("value") is True and event.get("block"))


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
        #: Open blocks: (frame, first line, last line) of each `if` body.
        self.blocks = []
        #: Open containers while replaying: whether each is aligned with a
        #: given one.
        self.frames = []
        #: Every event of this run, also when not written anywhere.
        self.recorded = []
        #: Set once the run could not follow its decisions: nothing more
        #: is recorded.
        self.stopped = False
        self._last_aligned = False

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
        if self._replaying():
            self.frames.append(self._last_aligned)
        return self._iterations(count)

    def maybe(self, site=None, _frame=None):
        """A random boolean. Under `if rt.maybe():` (the whole test), the
        `if` body is its block: removing the block turns the decision to
        False."""
        frame = _frame or sys._getframe(1)
        body = _if_body(frame)
        value = self._decide("maybe", site, frame, lambda v: isinstance(v, bool),
                             lambda: self.rng.random() < 0.5, lambda: False,
                             block=body is not None)
        if value and body is not None:
            self.blocks.append((frame, body[0], body[1]))
            if self._replaying():
                self.frames.append(self._last_aligned)
        return value

    def finish(self):
        """Closes what is still open at the end of the run; under halt and
        bypass, decisions given and not used make the run misaligned."""
        if self.stopped:
            return
        while self.blocks:
            self.blocks.pop()
            self._closed("block_end")
        if self.given is not None and self.align != "realign" and self.cursor < len(self.given):
            self._misaligned(self.cursor)
        if self.out:
            self.out.flush()

    # -- inside ---------------------------------------------------------------

    def _replaying(self):
        return self.given is not None

    def _iterations(self, count):
        inside = False
        try:
            for i in range(count):
                self._close_finished_blocks()
                self._iteration_started()
                inside = True
                yield i
                self._close_finished_blocks()
                inside = False
                self._closed("iteration_end")
        finally:
            self._close_finished_blocks()
            if inside:
                self._closed("iteration_end")
            self._closed("loop_end")

    def _emit(self, event):
        if self.stopped:
            return
        self.recorded.append(event)
        if self.out:
            self.out.write(json.dumps(event) + "\n")

    def _decide(self, kind, site, frame, fits, fresh, fallback, **fields):
        self._close_finished_blocks()
        if site is None:
            site = "%s:%d" % (os.path.basename(frame.f_code.co_filename), frame.f_lineno)
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

    def _iteration_started(self):
        self._emit({"event": "iteration"})
        if not self._replaying():
            return
        at = self.cursor
        given = self.given[at] if at < len(self.given) else None
        if given and given.get("event") == "iteration":
            self.cursor = at + 1
            self.frames.append(True)
            return
        if self.align != "realign":
            self._misaligned(at)
        self.frames.append(False)

    def _closed(self, kind):
        self._emit({"event": kind})
        if not self._replaying():
            return
        aligned = self.frames.pop() if self.frames else False
        at = self.cursor
        given = self.given[at] if at < len(self.given) else None
        if given and given.get("event") == kind:
            self.cursor = at + 1
            return
        if self.align != "realign":
            self._misaligned(at)
        if aligned:
            # Re-align at the end of the given container: what it still
            # held is left out.
            self.cursor = self._end_of_container(at)

    def _close_finished_blocks(self):
        while self.blocks:
            frame, first, last = self.blocks[-1]
            if _on_stack(frame) and first <= frame.f_lineno <= last:
                return
            self.blocks.pop()
            self._closed("block_end")

    def _misaligned(self, at):
        self._emit({"event": "misaligned", "at": at})
        self.stopped = True
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


def _on_stack(frame):
    f = sys._getframe(1)
    while f is not None:
        if f is frame:
            return True
        f = f.f_back
    return False


_sources = {}


def _if_body(frame):
    """(first, last) line of the body of the `if` statement whose whole test
    is the call on the frame's current line, or None."""
    path = frame.f_code.co_filename
    if path not in _sources:
        try:
            with open(path, encoding="utf-8") as f:
                _sources[path] = ast.parse(f.read())
        except (OSError, SyntaxError, ValueError):
            _sources[path] = None
    tree = _sources[path]
    if tree is None:
        return None
    line = frame.f_lineno
    for node in ast.walk(tree):
        if (isinstance(node, ast.If) and isinstance(node.test, ast.Call)
                and _names_maybe(node.test.func)
                and node.test.lineno <= line <= node.test.end_lineno):
            return node.body[0].lineno, node.body[-1].end_lineno
    return None


def _names_maybe(func):
    return (isinstance(func, ast.Attribute) and func.attr == "maybe") or (
        isinstance(func, ast.Name) and func.id == "maybe")


def _from_environment():
    out_path = os.environ.get("REDUCE_TRACE_OUT")
    in_path = os.environ.get("REDUCE_TRACE_IN")
    align = os.environ.get("REDUCE_TRACE_ALIGN", "realign")
    if align not in ("halt", "bypass", "realign"):
        raise SystemExit("reduce_trace: REDUCE_TRACE_ALIGN must be halt, bypass or realign, not %r" % align)
    given = None
    if in_path:
        with open(in_path, encoding="utf-8") as f:
            given = [json.loads(line) for line in f if line.strip()]
    out = open(out_path, "w", encoding="utf-8") if out_path else None
    return Tracer(out=out, given=given, align=align)


_tracer = _from_environment()


def _finish():
    try:
        _tracer.finish()
    except Misaligned:
        os._exit(MISALIGNED_EXIT)


import atexit  # noqa: E402  (registered once the tracer exists)

atexit.register(_finish)


def choice(seq, site=None):
    """A random element of `seq`."""
    return _tracer.choice(seq, site, sys._getframe(1))


def randint(a, b, site=None):
    """A random integer from `a` to `b`, both included."""
    return _tracer.randint(a, b, site, sys._getframe(1))


def random(site=None):
    """A random float in [0, 1)."""
    return _tracer.random(site, sys._getframe(1))


def loop(most, site=None):
    """`for i in loop(most):` runs a random count, from 0 to `most`, of
    iterations."""
    return _tracer.loop(most, site, sys._getframe(1))


def maybe(site=None):
    """A random boolean; `if maybe():` makes the `if` body a block that
    `reduce` may remove."""
    return _tracer.maybe(site, sys._getframe(1))
