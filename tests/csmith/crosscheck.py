#!/usr/bin/env python3
"""Cross-check `refinery exec` against native code on Csmith programs.

For every seed: generate a program with csmith, compile it with clang -O0 both
to LLVM IR and to a native executable, run the executable (1 s limit; a seed
whose native run is slower, or crashes, is skipped) and the interpreter, and
compare.  A seed passes when the interpreter's program output (everything
before the final JSON line) equals the native stdout exactly and the JSON
outcome is `return` with `i32 0` (more precisely: main's return value matches
the native exit status) or `exit` with the native exit status.

Prints one line per seed and a final line `N passed, N failed, N skipped`.
Exit status 1 if any seed failed, 2 on a usage error or a missing refinery,
77 if csmith, clang or csmith.h is missing (ctest reports the test skipped).

Without --seeds/--count, DEFAULT_SEEDS below are checked.
"""

import argparse
import concurrent.futures
import json
import os
import shutil
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "pylib"))
from crosscheck_common import (default_refinery, first_difference, run,  # noqa: E402
                               short, work_dir)

# Small, fast programs without features the interpreter does not model or
# that make the IR itself undefined:
# - few functions, shallow blocks and no volatiles keep programs small (the
#   interpreter handles volatile accesses; --csmith-options can turn them on);
# - no packed structs: csmith takes the address of packed members, and clang
#   then accesses them through `align 8` loads and stores of a misaligned
#   address, which is UB in LLVM IR (LangRef, load/store: overestimating the
#   alignment is undefined behaviour) even though x86 tolerates it;
# - floats are off by default (no long double printf); no builtins; csmith
#   emits no inline asm or user varargs functions.
CSMITH_OPTIONS = [
    "--max-funcs", "4",
    "--max-block-depth", "3",
    "--no-volatiles",
    "--no-volatile-pointers",
    "--no-packed-struct",
]

# The first 20 seeds from 1 upward whose native run takes under 1 s with
# CSMITH_OPTIONS (csmith 2.3.0, clang-22 -O0, x86-64): seeds 2, 9 and 10 run
# for longer than 5 s natively; no seed is left out for any other reason.
DEFAULT_SEEDS = [1, 3, 4, 5, 6, 7, 8] + list(range(11, 24))

NATIVE_TIMEOUT = 1.0       # seconds; slower seeds are skipped
COMPILE_TIMEOUT = 60.0     # seconds, csmith and each clang run
DEFAULT_MAX_STEPS = 200_000_000
DEFAULT_REFINERY_TIMEOUT = 120.0
SKIP_STATUS = 77           # csmith, clang or csmith.h missing (ctest SKIP_RETURN_CODE)


class SetupError(Exception):
    pass


def find_csmith_include(csmith):
    """Directory holding csmith.h."""
    candidates = []
    exe = shutil.which(csmith)
    if exe:
        prefix = os.path.dirname(os.path.dirname(os.path.realpath(exe)))
        candidates += [os.path.join(prefix, "include", "csmith"),
                       os.path.join(prefix, "include", "csmith-2.3.0"),
                       os.path.join(prefix, "include")]
    candidates += ["/usr/include/csmith", "/usr/local/include/csmith"]
    for d in candidates:
        if os.path.isfile(os.path.join(d, "csmith.h")):
            return d
    return None


def parse_seeds(args):
    if args.seeds:
        try:
            return [int(s) for s in args.seeds.split(",") if s.strip()]
        except ValueError:
            raise SetupError("--seeds takes a comma-separated list of integers")
    if args.count is not None or args.first is not None:
        first = 1 if args.first is None else args.first
        count = 20 if args.count is None else args.count
        return list(range(first, first + count))
    return list(DEFAULT_SEEDS)


def check_seed(seed, args, include_dir, workdir):
    """Returns (status, reason) with status in pass/fail/skip."""
    base = os.path.join(workdir, str(seed))
    src, ll, exe = base + ".c", base + ".ll", base + ".exe"
    # Csmith writes platform.info into its working directory: seeds run in
    # parallel must not share one (a csmith that met another's half-written
    # file failed without a word under load).
    os.makedirs(base, exist_ok=True)

    cflags = ["-O0", "-w", "-I" + include_dir] + args.cflags.split()
    for what, cmd in (
            ("csmith", [args.csmith, "--seed", str(seed)] + args.csmith_options
             + ["-o", src]),
            ("clang", [args.clang] + cflags + ["-S", "-emit-llvm", "-o", ll, src]),
            ("clang", [args.clang] + cflags + ["-o", exe, src])):
        try:
            r = run(cmd, COMPILE_TIMEOUT, cwd=base)
        except subprocess.TimeoutExpired:
            return "fail", "%s timed out after %.0f s" % (what, COMPILE_TIMEOUT)
        if r.returncode != 0:
            return "fail", "%s failed (status %d): %s" % (
                what, r.returncode,
                short((r.stderr + r.stdout).decode(errors="replace"), 200))

    try:
        t0 = time.monotonic()
        native = run([exe], NATIVE_TIMEOUT, cwd=workdir)
        native_time = time.monotonic() - t0
    except subprocess.TimeoutExpired:
        return "skip", "native run exceeds %.0f s" % NATIVE_TIMEOUT
    if native.returncode < 0:
        return "skip", "native run killed by signal %d" % -native.returncode
    native_out = native.stdout.decode("latin-1")

    try:
        t0 = time.monotonic()
        r = run([args.refinery, "exec", ll, "--json",
                 "--max-steps", str(args.max_steps)],
                args.refinery_timeout, cwd=workdir)
        interp_time = time.monotonic() - t0
    except subprocess.TimeoutExpired:
        return "fail", "refinery timed out after %.0f s" % args.refinery_timeout
    if r.returncode != 0:
        return "fail", "refinery exited with status %d: %s" % (
            r.returncode, short(r.stderr.decode(errors="replace"), 200))

    out = r.stdout.decode("latin-1")
    if not out.endswith("\n"):
        return "fail", "refinery output does not end with a JSON line"
    cut = out.rfind("\n", 0, len(out) - 1) + 1
    program_out, json_line = out[:cut], out[cut:]
    try:
        outcome = json.loads(json_line)
    except ValueError:
        return "fail", "last line is not JSON: " + short(json_line, 200)

    kind = outcome.get("outcome")
    value = outcome.get("value", "")
    detail = outcome.get("reason", value)
    if kind == "return" or kind == "exit":
        parts = value.split()
        ok = len(parts) == 2 and parts[0] == "i32"
        if ok:
            try:
                ok = (int(parts[1]) & 0xFF) == native.returncode
            except ValueError:
                ok = False
        if not ok:
            return "fail", "%s %s, native exit status %d" % (kind, value, native.returncode)
    else:
        return "fail", "%s: %s" % (kind, detail)

    # refinery ends unterminated program output with a newline before the JSON.
    expected = native_out
    if expected and not expected.endswith("\n"):
        expected += "\n"
    if program_out != expected:
        return "fail", "stdout differs (%s)" % first_difference(native_out, program_out)

    note = ""
    if outcome.get("nondeterministic"):
        note = ", nondeterministic"
    last = native_out.strip().splitlines()[-1] if native_out.strip() else "no output"
    return "pass", "%s (native %.2f s, refinery %.2f s%s)" % (
        last, native_time, interp_time, note)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--refinery", default=None, help="the refinery binary")
    ap.add_argument("--seeds", help="comma-separated seeds, e.g. 1,2,3")
    ap.add_argument("--count", type=int, help="number of consecutive seeds")
    ap.add_argument("--first", type=int, help="first seed with --count (default 1)")
    ap.add_argument("--workdir", help="where to put the files (default: a temp dir)")
    ap.add_argument("--keep", action="store_true", help="keep the temp dir")
    ap.add_argument("--csmith", default="csmith")
    ap.add_argument("--clang", default="clang-22")
    ap.add_argument("--csmith-include", help="directory with csmith.h")
    ap.add_argument("--csmith-options", help="csmith options replacing the defaults: %s"
                    % " ".join(CSMITH_OPTIONS))
    ap.add_argument("--cflags", default="", help="extra clang flags for both compiles")
    ap.add_argument("--max-steps", type=int, default=DEFAULT_MAX_STEPS)
    ap.add_argument("--refinery-timeout", type=float, default=DEFAULT_REFINERY_TIMEOUT,
                    help="seconds per interpreter run (default %(default)s)")
    ap.add_argument("-j", "--jobs", type=int, default=min(2, os.cpu_count() or 1))
    args = ap.parse_args()

    try:
        seeds = parse_seeds(args)
        args.csmith_options = (args.csmith_options.split()
                               if args.csmith_options is not None else CSMITH_OPTIONS)
        args.refinery = os.path.abspath(args.refinery or default_refinery())
        if not os.access(args.refinery, os.X_OK):
            raise SetupError("refinery not found at %s (use --refinery)" % args.refinery)
    except SetupError as e:
        print("crosscheck: error: %s" % e, file=sys.stderr)
        return 2
    # Missing csmith or clang: the test cannot run here (ctest: skipped).
    if not shutil.which(args.clang) and args.clang == "clang-22":
        args.clang = "/usr/lib/llvm-22/bin/clang"
    for tool in (args.csmith, args.clang):
        if not shutil.which(tool):
            print("notice: skipped: %s not found; nothing checked" % tool, file=sys.stderr)
            return SKIP_STATUS
    include_dir = args.csmith_include or find_csmith_include(args.csmith)
    if not include_dir or not os.path.isfile(os.path.join(include_dir, "csmith.h")):
        print("notice: skipped: csmith.h not found (use --csmith-include); nothing checked",
              file=sys.stderr)
        return SKIP_STATUS

    start = time.monotonic()
    counts = {"pass": 0, "fail": 0, "skip": 0}
    with work_dir(args, "refinery-csmith-") as workdir, \
            concurrent.futures.ThreadPoolExecutor(max(1, args.jobs)) as pool:
        futures = [pool.submit(check_seed, s, args, include_dir, workdir)
                   for s in seeds]
        for seed, fut in zip(seeds, futures):
            try:
                status, reason = fut.result()
            except Exception as e:  # a bug here should not hide other seeds
                status, reason = "fail", "crosscheck error: %r" % e
            counts[status] += 1
            print("seed %d: %s: %s" % (seed, status, reason), flush=True)

    print("time: %.1f s" % (time.monotonic() - start))
    print("%d passed, %d failed, %d skipped" %
          (counts["pass"], counts["fail"], counts["skip"]))
    return 1 if counts["fail"] else 0


if __name__ == "__main__":
    sys.exit(main())
