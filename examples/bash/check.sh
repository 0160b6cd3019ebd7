#!/bin/bash
# Interesting iff bash reads bug.sh (`bash -n`: no syntax error) but dash,
# Debian's /bin/sh, which the script's #!/bin/sh line names, refuses it
# with 'Syntax error: "(" unexpected' (an array, a bashism). Neither shell
# runs the script: -n only parses it.
export LC_ALL=C
bash -n bug.sh 2>/dev/null || exit 1
out=$(dash -n bug.sh 2>&1)
[ $? -eq 2 ] || exit 1
grep -qE '^bug\.sh: [0-9]+: Syntax error: "\(" unexpected$' <<<"$out"
