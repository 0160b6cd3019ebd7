"""Tests of reduce_trace: recording, plain replay, replay of reduced
decisions, and the three ways of aligning a run that cannot follow them
(the GReduce paper's Fig. 3)."""

import copy
import io
import json
import os
import random
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import reduce_trace  # noqa: E402
from reduce_trace import Misaligned, Tracer, MISALIGNED_EXIT  # noqa: E402


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


def replay(generator, given, align):
    t = Tracer(given=copy.deepcopy(given), align=align, rng=NoRandomness())
    result = generator(t)
    t.finish()
    return result, t.recorded


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

    def test_sites_default_to_the_callers_file_and_line(self):
        t = Tracer(rng=random.Random(1))
        t.randint(1, 2)
        line = sys._getframe().f_lineno - 1
        self.assertEqual(t.recorded[0]["site"], "test_reduce_trace.py:%d" % line)

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
        script = (
            "import sys; sys.path.insert(0, %r)\n"
            "import reduce_trace as rt\n"
            "x = [0]\n"
            "if rt.maybe('first'):\n"
            "    x += [1]\n"
            "if rt.maybe('second'):\n"
            "    print(rt.choice(x, 'y'))\n"
        ) % os.path.dirname(os.path.abspath(__file__))
        return subprocess.run([sys.executable, "-c", script], env=dict(os.environ, **env),
                              capture_output=True, text=True)

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


if __name__ == "__main__":
    unittest.main()
