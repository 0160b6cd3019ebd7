"""The build backend of this package (PEP 517): it writes the wheel of the
one module itself, so that `pip install generators/python` needs nothing
from the network or beyond Python (setuptools and wheel are not always
installed, and pip fetches a backend it does not have)."""

import base64
import hashlib
import os
import zipfile

NAME = "reduce_trace"
VERSION = "0.1.0"
SUMMARY = "Record and replay a test generator's random decisions for `reduce --generator`"
HERE = os.path.dirname(os.path.abspath(__file__))


def _files():
    """(path in the wheel, bytes) of everything the wheel holds but RECORD."""
    info = "%s-%s.dist-info" % (NAME, VERSION)
    with open(os.path.join(HERE, NAME + ".py"), "rb") as f:
        module = f.read()
    metadata = ("Metadata-Version: 2.1\nName: reduce-trace\nVersion: %s\nSummary: %s\n"
                "Requires-Python: >=3.8\n" % (VERSION, SUMMARY)).encode()
    wheel = b"Wheel-Version: 1.0\nGenerator: wheel_backend\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    return info, [(NAME + ".py", module), (info + "/METADATA", metadata), (info + "/WHEEL", wheel)]


def _digest(data):
    raw = hashlib.sha256(data).digest()
    return "sha256=" + base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    """Writes the wheel into `wheel_directory`; its file name."""
    info, files = _files()
    record = "".join("%s,%s,%d\n" % (path, _digest(data), len(data)) for path, data in files)
    record += info + "/RECORD,,\n"
    name = "%s-%s-py3-none-any.whl" % (NAME, VERSION)
    with zipfile.ZipFile(os.path.join(wheel_directory, name), "w", zipfile.ZIP_DEFLATED) as whl:
        for path, data in files:
            whl.writestr(path, data)
        whl.writestr(info + "/RECORD", record)
    return name


def build_sdist(sdist_directory, config_settings=None):
    """Not offered: install from the directory (or its wheel)."""
    raise NotImplementedError("reduce-trace builds wheels only")
