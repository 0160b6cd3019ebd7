#!/bin/sh
# Interesting: visudo in strict mode (-s) rejects sudoers (exit status 1)
# because a rule names a Runas_Alias that is never defined:
# 'Runas_Alias "DB" referenced but not defined'. A syntax error stops
# visudo before it resolves aliases, so it has no such message.
out=$(timeout 10 visudo -c -s -f sudoers 2>&1)
[ $? -eq 1 ] || exit 1
printf '%s\n' "$out" | grep -q 'Runas_Alias "DB" referenced but not defined'
