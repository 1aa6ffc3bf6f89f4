"""Helpers shared by the native cross-checks (tests/csmith/crosscheck.py,
tests/generator/native_crosscheck.py): running commands and describing
differences between native and interpreted output, the default refinery
binary and the work directory."""
import contextlib
import os
import shutil
import subprocess
import tempfile


def default_refinery():
    """build/bin/refinery of this checkout, else refinery on PATH."""
    here = os.path.dirname(os.path.abspath(__file__))
    cand = os.path.join(here, "..", "..", "build", "bin", "refinery")
    if os.path.isfile(cand):
        return os.path.normpath(cand)
    return shutil.which("refinery") or cand


@contextlib.contextmanager
def work_dir(args, prefix):
    """The directory for a check's files: args.workdir (kept), else a new
    temporary one, removed afterwards unless args.keep."""
    if args.workdir:
        workdir = os.path.abspath(args.workdir)
        os.makedirs(workdir, exist_ok=True)
        cleanup = False
    else:
        workdir = tempfile.mkdtemp(prefix=prefix)
        cleanup = not args.keep
    try:
        yield workdir
    finally:
        if cleanup:
            shutil.rmtree(workdir, ignore_errors=True)
        else:
            print("files kept in %s" % workdir)


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
