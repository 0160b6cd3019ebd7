"""The GReduce paper's password generator: a password of 0 to 19 lowercase
letters, written twice, one per line. Its randomness goes through
reduce_trace, so that `reduce --generator` can replay fewer decisions."""

import random
import sys

import reduce_trace as rt  # pip install generators/python (see the README)

random.seed(int(sys.argv[1]) if len(sys.argv) > 1 else 7)
word = ""
for _ in rt.loop(19):
    word += rt.choice("abcdefghijklmnopqrstuvwxyz")
sys.stdout.write(word + "\n" + word + "\n")
