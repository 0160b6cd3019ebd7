"""Tests of reduce_trace: recording, plain replay, replay of reduced
decisions, and the three ways of aligning a run that cannot follow them
(the GReduce paper's Fig. 3); events that nest as `reduce` requires, the
blocks a maybe() makes, sites, large integers.

With REDUCE_TRACE_TEST_INSTALLED set they test the installed module (run
them from a directory that does not hold reduce_trace.py), else the one
beside them."""

import contextlib
import copy
import io
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
INSTALLED = bool(os.environ.get("REDUCE_TRACE_TEST_INSTALLED"))
if not INSTALLED:
    sys.path.insert(0, HERE)
import reduce_trace  # noqa: E402
from reduce_trace import Misaligned, Tracer, MISALIGNED_EXIT  # noqa: E402

#: What a generator script starts with to import the module tested.
PRELUDE = "" if INSTALLED else "import sys\nsys.path.insert(0, %r)\n" % HERE


class NoRandomness:
    """Fails the test if a replay draws instead of replaying."""

    def __getattr__(self, name):
        raise AssertionError("a replay drew a fresh random value (%s)" % name)


def password(t):
    """The paper's motivating generator: a word of 0 to 19 letters, twice."""
    word = ""
    for _ in t.loop(19, site="count"):
        word += t.choice("abcdefghijklmnopqrstuvwxyz", site="letter")
    word += "\n"
    return word + word


def fig3(t):
    """The paper's Fig. 3: x = [0]; maybe x += [1]; maybe y = choice(x)."""
    x = [0]
    if t.maybe(site="first"):
        x += [1]
    y = None
    if t.maybe(site="second"):
        y = t.choice(x, site="y")
    return y


def events(*items):
    return [dict(e) for e in items]


def password_trace(letters):
    trace = [{"event": "loop", "site": "count", "value": len(letters), "domain": {"range": [0, 19]}}]
    for letter in letters:
        trace += events(
            {"event": "iteration"},
            {"event": "choice", "site": "letter", "value": letter,
             "domain": {"values": list("abcdefghijklmnopqrstuvwxyz")}},
            {"event": "iteration_end"},
        )
    return trace + [{"event": "loop_end"}]


FIG3_TRACE = events(
    {"event": "maybe", "site": "first", "value": True, "block": True},
    {"event": "block_end"},
    {"event": "maybe", "site": "second", "value": True, "block": True},
    {"event": "choice", "site": "y", "value": 1, "domain": {"values": [0, 1]}},
    {"event": "block_end"},
)

# The first block removed: its decision turned to False, its events gone.
FIG3_FIRST_BLOCK_REMOVED = events(
    {"event": "maybe", "site": "first", "value": False, "block": True},
    {"event": "maybe", "site": "second", "value": True, "block": True},
    {"event": "choice", "site": "y", "value": 1, "domain": {"values": [0, 1]}},
    {"event": "block_end"},
)


#: Whether Python records columns (3.11 on, unless told not to).
COLUMNS = any(column is not None for _, _, column, _ in
              getattr(compile("x", "", "eval"), "co_positions", lambda: [])())


def run_script(script, env=None):
    """Runs a generator script, as `reduce` does: a file, in a directory of
    its own (so no reduce_trace.py beside it shadows the one tested)."""
    with tempfile.TemporaryDirectory() as tmp:
        with open(os.path.join(tmp, "gen.py"), "w") as f:
            f.write(script)
        return subprocess.run([sys.executable, "gen.py"], cwd=tmp, env=dict(os.environ, **(env or {})),
                              capture_output=True, text=True)


_RUN = compile("result = generator(t)", "<run>", "exec")


def run(generator, t):
    """Runs a generator to its end as a script would, from module-level
    code: an implicit site holds the calls that led to the draw up to
    there, so a run recorded and one replayed by different lines of a test
    must both start here."""
    scope = {"generator": generator, "t": t}
    exec(_RUN, scope)
    t.finish()
    return scope["result"]


def record(generator, rng):
    t = Tracer(rng=rng)
    return run(generator, t), t.recorded


def replay(generator, given, align):
    t = Tracer(given=copy.deepcopy(given), align=align, rng=NoRandomness())
    return run(generator, t), t.recorded


#: The fields of each event, as the Rust side (deny_unknown_fields) takes them.
FIELDS = {
    "choice": {"event", "site", "value", "domain"},
    "loop": {"event", "site", "value", "domain"},
    "maybe": {"event", "site", "value", "block"},
    "misaligned": {"event", "at"},
    "iteration": {"event"}, "iteration_end": {"event"}, "loop_end": {"event"}, "block_end": {"event"},
}


def nesting_error(events):
    """Why the Rust side's Trace::new would refuse these events, or None:
    an iteration only directly in a loop, each end closing the innermost
    thing open, nothing left open unless a misaligned mark ends the run."""
    open_ = []
    for i, e in enumerate(events):
        kind = e.get("event")
        if set(e) != FIELDS.get(kind):
            return "event %d: %r" % (i, e)
        if kind == "maybe" and not (type(e["value"]) is bool and type(e["block"]) is bool):
            return "event %d: %r" % (i, e)
        if kind == "loop" and not (type(e["value"]) is int and e["value"] >= 0):
            return "event %d: %r" % (i, e)
        if kind == "loop":
            open_.append("loop")
        elif kind == "iteration":
            if open_[-1:] != ["loop"]:
                return "event %d: an iteration outside a loop" % i
            open_.append("iteration")
        elif kind == "maybe" and e["value"] and e["block"]:
            open_.append("block")
        elif kind.endswith("_end"):
            if not open_ or open_.pop() != kind[:-len("_end")]:
                return "event %d: %s closes nothing open" % (i, kind)
        elif kind == "misaligned" and i + 1 != len(events):
            return "event %d: a misaligned mark before the end" % i
    if open_ and events[-1]["event"] != "misaligned":
        return "%s left open" % open_
    return None


def remove_block(events, begin):
    """The events with the block that the maybe at `begin` opens removed, as
    the Rust side's Trace::without does: its events go, the decision turns
    false."""
    depth = 0
    for end in range(begin + 1, len(events)):
        kind = events[end]["event"]
        if kind.endswith("_end"):
            if depth == 0:
                break
            depth -= 1
        elif kind in ("loop", "iteration") or (kind == "maybe" and events[end]["value"] and events[end]["block"]):
            depth += 1
    return events[:begin] + [dict(events[begin], value=False)] + events[end + 1:]


def blocks(events):
    return [i for i, e in enumerate(events) if e["event"] == "maybe" and e["value"] and e["block"]]


class Taking:
    """Draws that take every block: maybe() is always true, counts and
    integers are the largest allowed."""

    def random(self):
        return 0.25

    def randint(self, a, b):
        return b


class Stop(Exception):
    pass


class Recording(unittest.TestCase):
    def test_every_decision_is_recorded_with_its_structure(self):
        def generator(t):
            total = 0
            for i in t.loop(5, site="outer"):
                if t.maybe(site="extra"):
                    total += t.randint(1, 6, site="die")
                if i == 1:
                    break
            return total + int(t.random(site="unit") >= 0)

        # Seed 5: four iterations drawn, a break after two, a block in the
        # first.
        t = Tracer(rng=random.Random(5))
        generator(t)
        t.finish()
        kinds = [e["event"] for e in t.recorded]
        self.assertEqual(kinds[0], "loop")
        self.assertEqual(kinds[-2:], ["loop_end", "choice"])
        iterations = kinds.count("iteration")
        self.assertEqual(iterations, kinds.count("iteration_end"))
        self.assertEqual(iterations, min(2, t.recorded[0]["value"]))
        # A block holds its die and closes before its iteration ends.
        blocks = [i for i, e in enumerate(t.recorded) if e["event"] == "maybe" and e["value"]]
        self.assertTrue(blocks, "the seed gives no block: pick another")
        for i in blocks:
            self.assertTrue(t.recorded[i]["block"])
            self.assertEqual(t.recorded[i + 1]["site"], "die")
            self.assertEqual(kinds[i + 1:i + 4], ["choice", "block_end", "iteration_end"])

    def test_sites_default_to_the_callers_place_and_call_path(self):
        t = Tracer(rng=random.Random(1))
        t.randint(1, 2)
        line = sys._getframe().f_lineno - 1
        here = "test_reduce_trace.py:%d:9" % line if COLUMNS else "test_reduce_trace.py:%d:#1" % line
        self.assertEqual(t.recorded[0]["site"].split("<")[0], here)
        # Then the place of each call that led there, up to the module's
        # code (run's).
        draw = lambda t: t.randint(1, 2)  # noqa: E731
        line = sys._getframe().f_lineno - 1
        site = record(draw, random.Random(1))[1][0]["site"]
        if COLUMNS:
            self.assertEqual(site, "test_reduce_trace.py:%d:26<<run>:1:10" % line)
        else:
            self.assertEqual(site, "test_reduce_trace.py:%d:#1<<run>:1" % line)

    def test_a_plain_replay_reproduces_the_run_without_drawing(self):
        for seed in range(20):
            t = Tracer(rng=random.Random(seed))
            original = password(t)
            t.finish()
            again, recorded = replay(password, t.recorded, "halt")
            self.assertEqual(again, original)
            self.assertEqual(recorded, t.recorded)


class ReducedDecisions(unittest.TestCase):
    def test_password_iterations_removed_give_c(self):
        given = password_trace("abc")
        self.assertEqual(replay(password, given, "halt")[0], "abc\nabc\n")
        # Iterations 1 and 2 removed: the count is the number kept.
        reduced = [given[0]] + given[7:]
        reduced[0] = dict(reduced[0], value=1)
        for align in ("halt", "bypass", "realign"):
            output, recorded = replay(password, reduced, align)
            self.assertEqual(output, "c\nc\n", align)
            self.assertEqual(recorded, reduced, align)

    def test_fig3_halt_and_bypass_stop_at_the_choice_they_cannot_follow(self):
        for align in ("halt", "bypass"):
            with self.assertRaises(Misaligned) as stopped:
                replay(fig3, FIG3_FIRST_BLOCK_REMOVED, align)
            self.assertEqual(stopped.exception.at, 2, align)
            self.assertEqual(stopped.exception.code, MISALIGNED_EXIT)

    def test_fig3_bypass_goes_on_once_the_enclosing_block_is_removed(self):
        # What reduce does after a bypass stop at event 2: the innermost
        # block holding it goes too.
        both_removed = events(
            {"event": "maybe", "site": "first", "value": False, "block": True},
            {"event": "maybe", "site": "second", "value": False, "block": True},
        )
        y, recorded = replay(fig3, both_removed, "bypass")
        self.assertIsNone(y)
        self.assertEqual(recorded, both_removed)

    def test_fig3_realign_takes_the_smallest_value_the_domain_allows(self):
        y, recorded = replay(fig3, FIG3_FIRST_BLOCK_REMOVED, "realign")
        self.assertEqual(y, 0)
        self.assertEqual(recorded[2], {"event": "choice", "site": "y", "value": 0,
                                       "domain": {"values": [0]}})
        self.assertNotIn("misaligned", [e["event"] for e in recorded])

    def test_realign_resumes_at_the_next_event_of_the_same_site(self):
        def generator(t):
            first = t.randint(0, 9, site="a")
            second = t.randint(0, 9, site="b")
            return first, second

        given = events(
            {"event": "choice", "site": "z", "value": 4, "domain": {"range": [0, 9]}},
            {"event": "choice", "site": "a", "value": 7, "domain": {"range": [0, 9]}},
            {"event": "choice", "site": "b", "value": 8, "domain": {"range": [0, 9]}},
        )
        self.assertEqual(replay(generator, given, "realign")[0], (7, 8))
        with self.assertRaises(Misaligned) as stopped:
            replay(generator, given, "halt")
        self.assertEqual(stopped.exception.at, 0)

    def test_decisions_left_over_make_halt_stop(self):
        given = password_trace("ab")
        shorter = [dict(given[0], value=1)] + given[1:]
        # The count says one iteration but two follow: not what a run of
        # the generator can make.
        with self.assertRaises(Misaligned):
            replay(password, shorter, "halt")
        self.assertEqual(replay(password, shorter, "realign")[0], "a\na\n")


class Environment(unittest.TestCase):
    """The protocol as reduce drives it: environment variables, files, the
    exit status."""

    def run_generator(self, env):
        script = PRELUDE + (
            "import reduce_trace as rt\n"
            "x = [0]\n"
            "if rt.maybe('first'):\n"
            "    x += [1]\n"
            "if rt.maybe('second'):\n"
            "    print(rt.choice(x, 'y'))\n"
        )
        return run_script(script, env)

    def test_trace_files_and_exit_status(self):
        with tempfile.TemporaryDirectory() as tmp:
            given = os.path.join(tmp, "in")
            out = os.path.join(tmp, "out")
            with open(given, "w") as f:
                f.writelines(json.dumps(e) + "\n" for e in FIG3_FIRST_BLOCK_REMOVED)
            done = self.run_generator({"REDUCE_TRACE_IN": given, "REDUCE_TRACE_OUT": out,
                                       "REDUCE_TRACE_ALIGN": "halt"})
            self.assertEqual(done.returncode, MISALIGNED_EXIT, done.stderr)
            with open(out) as f:
                recorded = [json.loads(line) for line in f]
            self.assertEqual(recorded[-1], {"event": "misaligned", "at": 2})
            done = self.run_generator({"REDUCE_TRACE_IN": given, "REDUCE_TRACE_OUT": out,
                                       "REDUCE_TRACE_ALIGN": "realign"})
            self.assertEqual((done.returncode, done.stdout), (0, "0\n"), done.stderr)
            done = self.run_generator({"REDUCE_TRACE_ALIGN": "sideways"})
            self.assertNotEqual(done.returncode, 0)
            self.assertIn("REDUCE_TRACE_ALIGN", done.stderr)


def break_in_a_block(t):
    out = []
    for _ in t.loop(4):
        if t.maybe():
            out.append(t.randint(0, 9))
            break
        out.append(-1)
    return out + [t.randint(0, 9)]


def return_in_a_block(t):
    def first():
        for _ in t.loop(4):
            if t.maybe():
                return t.randint(0, 9)
        return None

    return [first(), first()]


def raised_through_blocks_and_loops(t):
    out = []
    try:
        for _ in t.loop(3):
            if t.maybe():
                for _ in t.loop(3):
                    if t.maybe():
                        out.append(t.randint(0, 9))
                        raise Stop
    except Stop:
        pass
    return out + [t.randint(0, 9)]


def consumed_partially(t):
    def letters():
        for _ in t.loop(5):
            if t.maybe():
                yield t.choice("ab")
            yield "-"

    out = []
    for letter in letters():
        out.append(letter)
        if letter != "-":
            break
    return out


def kept_across_iterations(t):
    # The generator function's loop opens inside an iteration and is still
    # open when that iteration ends: it ends first.
    def numbers():
        for _ in t.loop(3):
            if t.maybe():
                yield t.randint(0, 9)

    out = []
    for _ in t.loop(3, site="outer"):
        kept = numbers()
        out.append(next(kept, None))
    return out


def iterations_in(events, head):
    """How many iterations the loop at `head` holds (not those of loops
    inside it)."""
    depth, count = 0, 0
    for e in events[head + 1:]:
        kind = e["event"]
        if kind == "iteration" and depth == 0:
            count += 1
        if kind in ("loop", "iteration") or (kind == "maybe" and e["value"] and e["block"]):
            depth += 1
        elif kind.endswith("_end"):
            if depth == 0:
                return count
            depth -= 1
    return count


class Nesting(unittest.TestCase):
    """Loops, iterations and blocks close innermost first, whatever leaves
    them."""

    def check(self, generator):
        shapes = set()
        for seed in range(40):
            result, events = record(generator, random.Random(seed))
            self.assertIsNone(nesting_error(events), (seed, events))
            again, replayed = replay(generator, events, "halt")
            self.assertEqual((again, replayed), (result, events), seed)
            shapes.add(tuple(e["event"] for e in events))
        return shapes

    def test_break_in_a_block_closes_it_before_the_iteration_and_the_loop(self):
        shapes = self.check(break_in_a_block)
        ending = ("block_end", "iteration_end", "loop_end", "choice")
        self.assertTrue(any(shape[-4:] == ending for shape in shapes), shapes)

    def test_return_in_a_block_closes_it_before_the_iteration_and_the_loop(self):
        shapes = self.check(return_in_a_block)
        ending = ("block_end", "iteration_end", "loop_end")
        self.assertTrue(any(shape[-3:] == ending for shape in shapes), shapes)

    def test_an_exception_raised_through_blocks_and_loops_closes_them_in_order(self):
        shapes = self.check(raised_through_blocks_and_loops)
        ending = ("block_end", "iteration_end", "loop_end") * 2 + ("choice",)
        self.assertTrue(any(shape[-7:] == ending for shape in shapes), shapes)

    def test_a_generator_function_consumed_partially_closes_its_block_and_loop(self):
        shapes = self.check(consumed_partially)
        ending = ("choice", "block_end", "iteration_end", "loop_end")
        self.assertTrue(any(shape[-4:] == ending for shape in shapes), shapes)

    def test_a_generator_function_s_loop_ends_with_the_iteration_it_opened_in(self):
        self.check(kept_across_iterations)
        # The outer loop never breaks: it holds as many iterations as its
        # count, not fewer with the others inside a loop left open.
        counts = set()
        for seed in range(40):
            events = record(kept_across_iterations, random.Random(seed))[1]
            for head, e in enumerate(events):
                if e.get("site") == "outer":
                    self.assertEqual(iterations_in(events, head), e["value"], (seed, events))
                    counts.add(e["value"])
        self.assertIn(3, counts)


class MisalignedWhileClosing(unittest.TestCase):
    """A misalignment found as a loop closes after a `break` or `return`
    is raised where Python only reports it ("Exception ignored in"): the
    run must still stop, with MISALIGNED_EXIT."""

    def test_it_still_ends_the_process_with_misaligned_exit(self):
        scripts = {
            "break": "for _ in rt.loop(3, 'l'):\n    rt.randint(0, 9, 'x')\n    break\n",
            "return": ("def f():\n    for _ in rt.loop(3, 'l'):\n        rt.randint(0, 9, 'x')\n"
                       "        return\nf()\n"),
        }
        # The given iteration holds one more choice: the iteration cannot
        # end where the run ends it.
        given = events(
            {"event": "loop", "site": "l", "value": 1, "domain": {"range": [0, 3]}},
            {"event": "iteration"},
            {"event": "choice", "site": "x", "value": 4, "domain": {"range": [0, 9]}},
            {"event": "choice", "site": "y", "value": 4, "domain": {"range": [0, 9]}},
            {"event": "iteration_end"},
            {"event": "loop_end"},
        )
        with tempfile.TemporaryDirectory() as tmp:
            given_path, out = os.path.join(tmp, "in"), os.path.join(tmp, "out")
            with open(given_path, "w") as f:
                f.writelines(json.dumps(e) + "\n" for e in given)
            for how, body in scripts.items():
                script = PRELUDE + "import reduce_trace as rt\n" + body + "print('went on')\n"
                done = run_script(script, {"REDUCE_TRACE_IN": given_path, "REDUCE_TRACE_OUT": out,
                                           "REDUCE_TRACE_ALIGN": "halt"})
                self.assertEqual(done.returncode, MISALIGNED_EXIT, (how, done.stderr))
                self.assertNotIn("went on", done.stdout, how)
                with open(out) as f:
                    self.assertEqual(json.loads(f.readlines()[-1]), {"event": "misaligned", "at": 3}, how)

    def test_a_tracer_so_stopped_raises_it_again_at_its_finish(self):
        given = events(
            {"event": "loop", "site": "l", "value": 1, "domain": {"range": [0, 3]}},
            {"event": "iteration"},
            {"event": "choice", "site": "y", "value": 4, "domain": {"range": [0, 9]}},
            {"event": "iteration_end"},
            {"event": "loop_end"},
        )

        def generator(t):
            for _ in t.loop(3, site="l"):
                break

        with contextlib.redirect_stderr(io.StringIO()):
            with self.assertRaises(Misaligned) as stopped:
                replay(generator, given, "halt")
        self.assertEqual(stopped.exception.at, 2)


def conjunctions(t, depth=0):
    out = []
    if depth < 2 and t.maybe(site="right"):
        out.append(t.randint(0, 9, site="r"))
    if t.maybe(site="left") and depth < 2:
        out.append(t.randint(0, 9, site="l"))
    if depth < 5 and (depth >= 0 and t.maybe(site="nested")):
        out.append(t.randint(0, 9, site="n"))
    if depth > 5:
        pass
    elif depth < 5 and t.maybe(site="elif"):
        out.append(t.randint(0, 9, site="e"))
    return out


def drawn_in_the_test(t):
    if t.maybe(site="m") and t.randint(0, 9, site="in test") >= 0:
        return t.randint(0, 9, site="in body")
    return None


def assigned(t):
    out = []
    b = t.maybe(site="b")
    if b:
        out.append(t.randint(0, 9, site="in b"))
    taken = t.maybe(site="taken")
    between = t.randint(0, 9, site="between")
    if out and taken:
        out.append(between)
    return out + [t.randint(0, 9, site="after")]


def with_blocks(t):
    out = []
    with t.block("w") as taken:
        if taken:
            out.append(t.randint(0, 9, site="in w"))
    for _ in t.loop(2, site="l"):
        with t.block("broken") as taken:
            if taken:
                break
    try:
        with t.block("raised") as taken:
            if taken:
                raise Stop
    except Stop:
        pass
    return out + [t.randint(0, 9, site="after")]


def unguarded(t):
    def coin():
        return t.maybe()

    out = [t.maybe() or 0]
    out.append(not t.maybe())
    while t.maybe():
        break
    out.append(1 if t.maybe() else 0)
    if coin():
        out.append(2)
    out.append(bool(t.maybe()))
    b = t.maybe()
    out.append(t.randint(0, 9, site="x"))
    if out:
        out.append(b)
    out.append(t.maybe(block=False))
    return out


def maybe_event(site, block=True):
    return {"event": "maybe", "site": site, "value": True, "block": block}


def choice_9(site):
    return {"event": "choice", "site": site, "value": 9, "domain": {"range": [0, 9]}}


BLOCK_END = {"event": "block_end"}


class Blocks(unittest.TestCase):
    """Where a false maybe() skips code the source shows, that code is its
    block; elsewhere it warns."""

    def removed_replay_aligned(self, generator, events, *begins):
        for begin in begins:
            removed = remove_block(events, begin)
            recorded = replay(generator, removed, "halt")[1]
            self.assertEqual(recorded, removed, begin)

    def test_an_if_or_elif_test_that_is_an_and_holding_maybe_makes_the_body_a_block(self):
        result, recorded = record(conjunctions, Taking())
        self.assertEqual(result, [9] * 4)
        self.assertEqual(recorded, [
            maybe_event("right"), choice_9("r"), BLOCK_END,
            maybe_event("left"), choice_9("l"), BLOCK_END,
            maybe_event("nested"), choice_9("n"), BLOCK_END,
            maybe_event("elif"), choice_9("e"), BLOCK_END,
        ])
        self.removed_replay_aligned(conjunctions, recorded, 0, 3, 6, 9)

    @unittest.skipUnless(COLUMNS, "lines alone cannot tell the rest of the test from what precedes the call")
    def test_the_rest_of_the_test_after_maybe_is_in_its_block(self):
        result, recorded = record(drawn_in_the_test, Taking())
        self.assertEqual(recorded, [maybe_event("m"), choice_9("in test"), choice_9("in body"), BLOCK_END])
        self.removed_replay_aligned(drawn_in_the_test, recorded, 0)

    def test_a_name_set_from_maybe_and_tested_by_the_next_if_makes_a_block(self):
        result, recorded = record(assigned, Taking())
        self.assertEqual(result, [9, 9, 9])
        # The block runs from the assignment to the end of the `if` body:
        # the draw between them is in it.
        self.assertEqual(recorded, [
            maybe_event("b"), choice_9("in b"), BLOCK_END,
            maybe_event("taken"), choice_9("between"), BLOCK_END,
            choice_9("after"),
        ])
        self.removed_replay_aligned(assigned, recorded, 0)

    def test_with_block_makes_its_body_a_block_however_it_is_left(self):
        result, recorded = record(with_blocks, Taking())
        self.assertEqual(result, [9, 9])
        self.assertEqual(recorded, [
            maybe_event("w"), choice_9("in w"), BLOCK_END,
            {"event": "loop", "site": "l", "value": 2, "domain": {"range": [0, 2]}},
            {"event": "iteration"}, maybe_event("broken"), BLOCK_END, {"event": "iteration_end"},
            {"event": "loop_end"},
            maybe_event("raised"), BLOCK_END,
            choice_9("after"),
        ])
        self.removed_replay_aligned(with_blocks, recorded, 0, 9)
        for seed in range(20):
            self.assertIsNone(nesting_error(record(with_blocks, random.Random(seed))[1]), seed)

    def test_a_maybe_that_makes_no_block_warns_once_per_site(self):
        with contextlib.redirect_stderr(io.StringIO()) as stderr:
            result, recorded = record(lambda t: unguarded(t) + unguarded(t), Taking())
        self.assertEqual([e["block"] for e in recorded if e["event"] == "maybe"], [False] * 16)
        self.assertNotIn("block_end", [e["event"] for e in recorded])
        # In the order of their lines: a helper's return, or, not, while, a
        # conditional expression, an argument, a name the next `if` does
        # not test; none for block=False.
        wheres = ["returned", "under `or`", "under an operator", "a `while` test",
                  "a conditional expression", "an argument", "does not test `b`"]
        lines = stderr.getvalue().splitlines()
        self.assertEqual(len(lines), len(wheres), lines)
        by_line = sorted(lines, key=lambda line: int(re.search(r"\.py:(\d+)", line).group(1)))
        for line, where in zip(by_line, wheres):
            self.assertTrue(line.startswith("reduce_trace: warning: maybe() at test_reduce_trace.py:"), line)
            self.assertIn(where, line)
            self.assertIn("with rt.block() as taken:", line)
            self.assertIn("maybe(block=False)", line)
        with self.assertRaises(ValueError):
            Tracer().maybe(block=True)


def two_on_a_line(t):
    return t.randint(0, 9), t.randint(0, 9)


def one_helper_from_two_places(t):
    def draw():
        return t.randint(0, 9)

    first = draw()
    return first, draw()


def recursive(t, depth=3):
    drawn = [t.randint(0, 9)]
    return drawn + recursive(t, depth - 1) if depth else drawn


class Sites(unittest.TestCase):
    """Implicit sites cannot collide: the call's column, and the calls that
    led to it."""

    def distinct_sites(self, generator, count):
        result, recorded = record(generator, random.Random(2))
        sites = [e["site"] for e in recorded]
        self.assertEqual(len(set(sites)), count, sites)
        self.assertEqual(replay(generator, recorded, "halt"), (result, recorded))
        return sites

    def test_two_draws_on_one_line_have_two_sites(self):
        self.distinct_sites(two_on_a_line, 2)

    def test_one_helper_called_from_two_places_draws_at_two_sites(self):
        first, second = self.distinct_sites(one_helper_from_two_places, 2)
        # The same place, reached through two calls.
        self.assertEqual(first.split("<")[0], second.split("<")[0])

    def test_a_recursive_function_draws_at_a_site_for_each_depth(self):
        self.distinct_sites(recursive, 4)

    def test_without_columns_draws_on_one_line_are_told_apart_by_their_order(self):
        # PYTHONNODEBUGRANGES takes the columns away, as Pythons before
        # 3.11 have none; the order counts from 1 again in each iteration.
        line = PRELUDE.count("\n") + 4
        script = PRELUDE + (
            "import random\nimport reduce_trace as rt\nrandom.seed(6)\n"
            "print(rt.randint(0, 9), rt.randint(0, 9))\n"
            "for _ in rt.loop(3, 'l'):\n"
            "    print(rt.randint(0, 9), rt.randint(0, 9))\n")
        with tempfile.TemporaryDirectory() as tmp:
            out = os.path.join(tmp, "out")
            done = run_script(script, {"REDUCE_TRACE_OUT": out, "PYTHONNODEBUGRANGES": "1"})
            self.assertEqual(done.returncode, 0, done.stderr)
            with open(out) as f:
                sites = [json.loads(line)["site"] for line in f if "choice" in line]
        first_two = ["gen.py:%d:#1" % line, "gen.py:%d:#2" % line]
        in_iterations = ["gen.py:%d:#1" % (line + 2), "gen.py:%d:#2" % (line + 2)]
        self.assertGreater(len(sites), 4)
        self.assertEqual(sites, first_two + in_iterations * (len(sites) // 2 - 1))

    def test_block_takes_an_implicit_site_too(self):
        def generator(t):
            with t.block() as taken:
                return taken

        recorded = record(generator, Taking())[1]
        place = "test_reduce_trace.py:%d:%s" % (generator.__code__.co_firstlineno + 1,
                                                "18" if COLUMNS else "#1")
        self.assertEqual(recorded[0]["site"].split("<")[0], place)


class LargeIntegers(unittest.TestCase):
    """The Rust side reads every number with serde_json: an integer outside
    i64 and u64 becomes a double there. Such integers go as
    {"int": "<digits>"}."""

    @staticmethod
    def as_reduce_writes(line):
        """The line after a round trip through the Rust side's parser."""
        exact = lambda digits: int(digits) if -2 ** 63 <= int(digits) < 2 ** 64 else float(digits)
        return json.dumps(json.loads(line, parse_int=exact)) + "\n"

    def test_integers_beyond_64_bits_replay_exactly(self):
        script = PRELUDE + (
            "import random\nimport reduce_trace as rt\nrandom.seed(5)\n"
            "print(rt.randint(0, 2 ** 100), rt.randint(-2 ** 70, -2 ** 63 - 1), rt.randint(0, 2 ** 64 - 1))\n"
            "print(rt.choice([2 ** 64, 2 ** 65, -1]))\n")
        with tempfile.TemporaryDirectory() as tmp:
            out, given = os.path.join(tmp, "out"), os.path.join(tmp, "in")
            first = run_script(script, {"REDUCE_TRACE_OUT": out})
            self.assertEqual(first.returncode, 0, first.stderr)
            with open(out) as f, open(given, "w") as g:
                lines = f.readlines()
                g.writelines(self.as_reduce_writes(line) for line in lines)
            again = run_script(script, {"REDUCE_TRACE_IN": given, "REDUCE_TRACE_OUT": out,
                                        "REDUCE_TRACE_ALIGN": "halt"})
            self.assertEqual((again.returncode, again.stdout), (0, first.stdout), again.stderr)
        self.assertIsNone(nesting_error([json.loads(line) for line in lines]))
        self.assertEqual(json.loads(lines[0])["domain"], {"range": [0, {"int": str(2 ** 100)}]})


class Module(unittest.TestCase):
    def test_the_module_tested_is_the_one_asked_for(self):
        where = os.path.dirname(os.path.abspath(reduce_trace.__file__))
        if INSTALLED:
            self.assertNotEqual(where, HERE, "the module beside the tests shadows the installed one")
        else:
            self.assertEqual(where, HERE)


if __name__ == "__main__":
    unittest.main()
