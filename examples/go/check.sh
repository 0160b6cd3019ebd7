#!/bin/bash
# Interesting iff `go vet` reports that a Printf call's %d is given a
# string ("fmt.Printf format %d has arg ... of wrong type string") and
# nothing else: a candidate that does not parse or type-check gets those
# errors from vet instead.
export LC_ALL=C
# go's work directories go into the call's own directory, which the
# reducer removes even when it kills the call.
export GOTMPDIR="$PWD"
command -v go >/dev/null || { echo "check.sh: needs go (apt-get install golang-go)" >&2; exit 1; }
# Refused: if the tool is not the version this example was made with, say so
# (its messages, or what it accepts, may have changed).
refuse() {
  case "$(go version 2>&1 | head -n 1)" in
    *"go1.19"*) ;;
    *) echo "check.sh: made with go1.19; $(go version 2>&1 | head -n 1) may not show this bug" >&2 ;;
  esac
  exit 1
}
out=$(timeout 20 go vet bug.go 2>&1 </dev/null) && exit 1
grep -q '^\./bug\.go:[0-9]*:[0-9]*: fmt\.Printf format %d has arg .* of wrong type string$' <<<"$out" || refuse
! grep -v '^#' <<<"$out" | grep -vq 'fmt\.Printf format %d has arg .* of wrong type string$'
