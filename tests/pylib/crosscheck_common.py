"""Helpers shared by the native cross-checks (tests/csmith/crosscheck.py,
tests/generator/native_crosscheck.py): running commands and describing
differences between native and interpreted output."""
import subprocess


def run(cmd, timeout, **kw):
    """Runs cmd with captured stdout and stderr (bytes)."""
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          timeout=timeout, **kw)


def short(text, limit=300):
    """text on one line, cut at limit characters."""
    text = text.strip().replace("\n", " | ")
    return text if len(text) <= limit else text[:limit] + "..."


def first_difference(native, interp):
    """Where the native output and the interpreter's first differ."""
    nl, il = native.splitlines(), interp.splitlines()
    for i, (x, y) in enumerate(zip(nl, il)):
        if x != y:
            return "line %d: native %r, refinery %r" % (i + 1, x, y)
    if len(nl) != len(il):
        return "native has %d line(s), refinery %d" % (len(nl), len(il))
    return "trailing newline differs"
