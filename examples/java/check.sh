#!/bin/bash
# Interesting iff javac rejects Bug.java because a local variable is read
# where it "might not have been initialized", and with no error of
# another kind (a candidate that does not parse, resolve or type-check
# fails before definite assignment is checked).
export LC_ALL=C
command -v javac >/dev/null || { echo "check.sh: needs javac (apt-get install openjdk-17-jdk-headless)" >&2; exit 1; }
# Refused: if the tool is not the version this example was made with, say so
# (its messages, or what it accepts, may have changed).
# (By its path: `javac -version` would start a JVM for every refusal.)
refuse() {
  javac=$(readlink -f "$(command -v javac)")
  case "$javac" in
    *java-17-*|*jdk-17*) ;;
    *) echo "check.sh: made with javac 17; $javac may not show this bug" >&2 ;;
  esac
  exit 1
}
# Classes go into the call's own directory, which the reducer removes.
out=$(timeout 60 javac -d classes -Xlint:none Bug.java 2>&1 </dev/null) && exit 1
grep -q '^Bug\.java:[0-9]*: error: variable [A-Za-z_0-9]* might not have been initialized$' <<<"$out" || refuse
! grep ': error: ' <<<"$out" | grep -vq 'might not have been initialized$'
