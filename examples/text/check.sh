#!/bin/bash
# Interesting iff deploy.ini parses with python3's configparser.ConfigParser() (default options:
# BasicInterpolation, strict duplicate checking) and, when every option of every section is read with
# get() in file order, the first failure is InterpolationMissingOptionError for option 'log_file'
# referencing the missing key 'log_dir'.
export LC_ALL=C
F=deploy.ini
PY=/usr/bin/python3; [ -x "$PY" ] || PY=python3
exec timeout 10 "$PY" - "$F" <<'PY'
import sys, configparser
cp = configparser.ConfigParser()
try:
    with open(sys.argv[1], encoding='utf-8') as fh:
        cp.read_file(fh)
except Exception:
    sys.exit(1)
try:
    for section in cp.sections():
        for option in cp.options(section):
            cp.get(section, option)
except configparser.InterpolationMissingOptionError as e:
    sys.exit(0 if (e.option, e.reference) == ('log_file', 'log_dir') else 1)
except Exception:
    sys.exit(1)
sys.exit(1)
PY
