#!/bin/sh
# Interesting: pngcheck fails (exit status 2) on pngtest.png because an
# sBIT chunk claims more significant blue bits than the IHDR's 8-bit
# samples hold: "sBIT blue bits invalid for 8-bit/sample image".
out=$(timeout 10 pngcheck pngtest.png 2>&1)
[ $? -eq 2 ] || exit 1
printf '%s\n' "$out" | grep -q 'sBIT blue bits invalid for 8-bit/sample image'
