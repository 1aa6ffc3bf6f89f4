#!/usr/bin/env python3
"""Cross-check `refinery gen --harness` programs natively against `refinery exec`.

For every seed: `refinery gen --seed S --harness -o S.ll`, compile it with
`clang-22 -w -O0` and `clang-22 -w -O2` (with libm), run both executables, and run
`refinery exec S.ll --json --no-poison`. A seed passes when both native
runs exit with status 0 and print exactly what the interpreter's program
output is (everything before the final JSON line), and the interpreter's
outcome is `return i32 0` without a nondeterministic choice (--no-poison
makes any poison produced anywhere an error).

Generated programs are free of UB and poison by construction, so a
difference is a bug in the generator, the interpreter or LLVM's code
generation (the -O2 build also runs the middle end).

Prints one line per seed and a final line `N passed, N failed`. Exit status
1 if any seed failed, 2 on a usage error or a missing refinery, 77 if clang
is missing (ctest reports the test skipped).
"""

import argparse
import concurrent.futures
import json
import os
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "pylib"))
from crosscheck_common import (default_refinery, first_difference, run,  # noqa: E402
                               short, work_dir)

DEFAULT_SEEDS = list(range(1, 31))
COMPILE_TIMEOUT = 120.0
NATIVE_TIMEOUT = 10.0
REFINERY_TIMEOUT = 120.0
SKIP_STATUS = 77


def check_seed(seed, args, workdir):
    """Returns (passed, message)."""
    base = os.path.join(workdir, "gen-%d" % seed)
    ll = base + ".ll"
    gen = [args.refinery, "gen", "--seed", str(seed), "--harness", "-o", ll]
    if args.size:
        gen += ["--size", str(args.size)]
    if args.features:
        gen += ["--features", args.features]
    r = run(gen, COMPILE_TIMEOUT)
    if r.returncode != 0:
        return False, "gen failed: " + short(r.stderr.decode(errors="replace"))

    try:
        r = run([args.refinery, "exec", ll, "--json", "--no-poison"], REFINERY_TIMEOUT)
    except subprocess.TimeoutExpired:
        return False, "refinery exec timed out"
    if r.returncode != 0:
        return False, "refinery exec exited with %d: %s" % (
            r.returncode, short(r.stderr.decode(errors="replace")))
    out = r.stdout.decode("latin-1")
    cut = out.rfind("\n", 0, len(out) - 1) + 1
    program_out, json_line = out[:cut], out[cut:]
    try:
        outcome = json.loads(json_line)
    except ValueError:
        return False, "last line of refinery exec is not JSON: " + short(json_line)
    if outcome.get("outcome") != "return" or outcome.get("value") != "i32 0":
        return False, "refinery exec: %s %s" % (
            outcome.get("outcome"), outcome.get("reason", outcome.get("value", "")))
    if outcome.get("nondeterministic"):
        return False, "refinery exec made a nondeterministic choice"

    lines = program_out.count("\n")
    for level in args.levels:
        exe = "%s.%s.exe" % (base, level)
        try:
            r = run([args.clang, "-w", "-" + level, ll, "-o", exe, "-lm"], COMPILE_TIMEOUT)
        except subprocess.TimeoutExpired:
            return False, "clang -%s timed out" % level
        if r.returncode != 0:
            return False, "clang -%s failed: %s" % (
                level, short(r.stderr.decode(errors="replace")))
        try:
            n = run([exe], NATIVE_TIMEOUT, cwd=workdir)
        except subprocess.TimeoutExpired:
            return False, "native -%s run timed out" % level
        if n.returncode != 0:
            return False, "native -%s exit status %d" % (level, n.returncode)
        native_out = n.stdout.decode("latin-1")
        if native_out != program_out:
            return False, "-%s stdout differs (%s)" % (
                level, first_difference(native_out, program_out))
    return True, "%d line(s) equal at %s" % (lines, ", ".join("-" + l for l in args.levels))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--refinery", default=None, help="the refinery binary")
    ap.add_argument("--seeds", help="comma-separated seeds (default 1..30)")
    ap.add_argument("--count", type=int, help="number of consecutive seeds")
    ap.add_argument("--first", type=int, default=1, help="first seed with --count")
    ap.add_argument("--size", type=int, help="refinery gen --size")
    ap.add_argument("--features", help="refinery gen --features")
    ap.add_argument("--clang", default="clang-22")
    ap.add_argument("--levels", default="O0,O2", help="optimization levels (default O0,O2)")
    ap.add_argument("--workdir", help="where to put the files (default: a temp dir)")
    ap.add_argument("--keep", action="store_true", help="keep the temp dir")
    ap.add_argument("-j", "--jobs", type=int, default=min(2, os.cpu_count() or 1))
    args = ap.parse_args()

    if args.seeds:
        try:
            seeds = [int(s) for s in args.seeds.split(",") if s.strip()]
        except ValueError:
            print("native_crosscheck: error: --seeds takes integers", file=sys.stderr)
            return 2
    elif args.count is not None:
        seeds = list(range(args.first, args.first + args.count))
    else:
        seeds = list(DEFAULT_SEEDS)
    args.levels = [l.strip().lstrip("-") for l in args.levels.split(",") if l.strip()]
    args.refinery = os.path.abspath(args.refinery or default_refinery())
    if not os.access(args.refinery, os.X_OK):
        print("native_crosscheck: error: refinery not found at %s (use --refinery)"
              % args.refinery, file=sys.stderr)
        return 2
    if not shutil.which(args.clang) and args.clang == "clang-22":
        args.clang = "/usr/lib/llvm-22/bin/clang"
    if not shutil.which(args.clang):
        print("notice: skipped: %s not found; nothing checked" % args.clang,
              file=sys.stderr)
        return SKIP_STATUS

    passed = failed = 0
    with work_dir(args, "refinery-gen-native-") as workdir, \
            concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        futures = [(s, pool.submit(check_seed, s, args, workdir)) for s in seeds]
        for seed, fut in futures:
            try:
                ok, msg = fut.result()
            except Exception as e:  # a crash of this script is a failure
                ok, msg = False, "error: %s" % e
            print("seed %d: %s: %s" % (seed, "pass" if ok else "FAIL", msg), flush=True)
            if ok:
                passed += 1
            else:
                failed += 1
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
