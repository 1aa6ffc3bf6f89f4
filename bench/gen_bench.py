#!/usr/bin/env python3
"""Benchmark `refinery gen`: modules per second, instructions per module, and
the share of generation in a generate + `refinery check` loop.

Generates --count modules (seeds --first ..) in one `refinery gen --count`
process (so start-up is paid once), counts the instructions of each module
(lines of function bodies that are not labels), then runs `refinery check`
(default pipeline default<O2>, --inputs as given) on each module and times it.

Prints, as numbers:
  modules/s            generation throughput
  ms/module (gen)      generation time per module
  instructions/module  average (min, max)
  functions/module     average
  ms/module (check)    `refinery check` time per module (process included)
  gen share            generation time / (generation + check) time
  check verdicts       violation / no-violation / inconclusive modules
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time


def default_refinery():
    here = os.path.dirname(os.path.abspath(__file__))
    cand = os.path.join(here, "..", "build", "bin", "refinery")
    if os.path.isfile(cand):
        return os.path.normpath(cand)
    return shutil.which("refinery") or cand


LABEL = re.compile(r"^[A-Za-z0-9_.\-]+:")


def count_module(path):
    """(instructions, functions) of a .ll file."""
    insts = funcs = 0
    in_body = False
    with open(path) as f:
        for line in f:
            if line.startswith("define "):
                in_body = True
                funcs += 1
                continue
            if line.startswith("}"):
                in_body = False
                continue
            if in_body and line.startswith("  ") and line.strip() and not LABEL.match(line):
                insts += 1
    return insts, funcs


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--refinery", default=None)
    ap.add_argument("--count", type=int, default=200, help="modules (default 200)")
    ap.add_argument("--first", type=int, default=1, help="first seed")
    ap.add_argument("--size", type=int, help="refinery gen --size")
    ap.add_argument("--features", help="refinery gen --features")
    ap.add_argument("--inputs", type=int, default=200, help="refinery check --inputs")
    ap.add_argument("--passes", default=None, help="refinery check --passes")
    ap.add_argument("--check-count", type=int, default=None,
                    help="modules to check (default: all generated)")
    args = ap.parse_args()
    refinery = os.path.abspath(args.refinery or default_refinery())
    if not os.access(refinery, os.X_OK):
        print("gen_bench: refinery not found at %s (use --refinery)" % refinery,
              file=sys.stderr)
        return 2

    work = tempfile.mkdtemp(prefix="refinery-gen-bench-")
    try:
        outdir = os.path.join(work, "mods")
        cmd = [refinery, "gen", "--seed", str(args.first), "--count", str(args.count),
               "-o", outdir]
        if args.size:
            cmd += ["--size", str(args.size)]
        if args.features:
            cmd += ["--features", args.features]
        t0 = time.perf_counter()
        subprocess.run(cmd, check=True)
        gen_s = time.perf_counter() - t0

        files = sorted(os.listdir(outdir))
        counts = [count_module(os.path.join(outdir, f)) for f in files]
        insts = [c[0] for c in counts]
        funcs = [c[1] for c in counts]

        to_check = files[:args.check_count] if args.check_count else files
        verdicts = {0: 0, 1: 0, "other": 0}
        t0 = time.perf_counter()
        for f in to_check:
            ccmd = [refinery, "check", os.path.join(outdir, f), "--inputs", str(args.inputs)]
            if args.passes:
                ccmd += ["--passes", args.passes]
            r = subprocess.run(ccmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
            verdicts[r.returncode if r.returncode in (0, 1) else "other"] += 1
        check_s = time.perf_counter() - t0

        n = len(files)
        gen_ms = 1000.0 * gen_s / n
        check_ms = 1000.0 * check_s / max(1, len(to_check))
        print("modules:              %d (seeds %d..%d%s%s)" % (
            n, args.first, args.first + n - 1,
            ", --size %d" % args.size if args.size else "",
            ", --features %s" % args.features if args.features else ""))
        print("modules/s:            %.1f" % (n / gen_s))
        print("ms/module (gen):      %.2f" % gen_ms)
        print("instructions/module:  %.1f (min %d, max %d)" % (
            sum(insts) / n, min(insts), max(insts)))
        print("functions/module:     %.2f" % (sum(funcs) / n))
        print("ms/module (check):    %.2f (%d modules, --inputs %d, %s)" % (
            check_ms, len(to_check), args.inputs, args.passes or "default<O2>"))
        print("gen share:            %.1f%%" % (100.0 * gen_ms / (gen_ms + check_ms)))
        print("check verdicts:       %d with a violation, %d without, %d errors" % (
            verdicts[1], verdicts[0], verdicts["other"]))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
