#!/bin/sh
# Interesting: readelf -a still reads gun.o as an ELF relocatable object
# (exit status 0, "REL (Relocatable file)" in its header dump) and warns
# that a section's Link field should index a symtab section (a relocation
# section whose sh_link names something other than a symbol table).
out=$(timeout 10 readelf -a gun.o 2>&1)
[ $? -eq 0 ] || exit 1
printf '%s\n' "$out" | grep -q 'Type: *REL (Relocatable file)' || exit 1
printf '%s\n' "$out" | grep -q 'Warning: \[ *[0-9]*\]: Link field ([0-9]*) should index a symtab section'
