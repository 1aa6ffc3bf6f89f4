#!/usr/bin/env python3
"""libRefineryTV.so on LLVM's own optimizer tests: for each test of the
given directories (each with an INDEX.tsv: file, path, commit, passes, as
../shared/llvm-tests has), runs `opt -passes=P -disable-output` alone and
with the plug-in (-refinery-tv-stats), and prints the pass runs, the
functions checked (a pass changed them), the verdicts, every violation
(file, pass, function, kind) and the time overhead over plain opt (the
sums of the best of --reps runs, and the median of the per-file ratios).

    bench/tv_llvm_tests.py [--opt PATH] [--plugin PATH] [--reps N] DIR...
"""
import argparse
import csv
import os
import re
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STATS = re.compile(r"refinery-tv: (\d+) pass run\(s\), (\d+) function\(s\) "
                   r"changed and checked: (\d+) no-violation, (\d+) "
                   r"violation, (\d+) inconclusive")
VIOLATION = re.compile(r"refinery-tv: violation \(([\w-]+)\) in @(\S+) after "
                       r"pass (.+)$")


def timed(cmd, reps, timeout):
    best, out = None, None
    for _ in range(reps):
        t = time.perf_counter()
        try:
            r = subprocess.run(cmd, capture_output=True, text=True,
                               timeout=timeout)
        except subprocess.TimeoutExpired:
            return None, None
        dt = time.perf_counter() - t
        best = dt if best is None else min(best, dt)
        out = r
    return best, out


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("dirs", nargs="+")
    ap.add_argument("--opt", default="/usr/lib/llvm-22/bin/opt")
    ap.add_argument("--plugin",
                    default=os.path.join(ROOT, "build", "lib", "libRefineryTV.so"))
    ap.add_argument("--reps", type=int, default=1)
    ap.add_argument("--timeout", type=float, default=120)
    a = ap.parse_args()
    tot = dict(files=0, failed=0, runs=0, checked=0, ok=0, bad=0, inc=0)
    plain_s, tv_s, ratios, violations, problems = 0.0, 0.0, [], [], []
    for d in a.dirs:
        with open(os.path.join(d, "INDEX.tsv")) as f:
            rows = list(csv.DictReader(f, delimiter="\t"))
        for row in rows:
            path = os.path.join(d, row["file"])
            base = [a.opt, "-passes=" + row["passes"], "-disable-output", path]
            tp, rp = timed(base, a.reps, a.timeout)
            if tp is None or rp.returncode != 0:
                tot["failed"] += 1
                continue
            tt, rt = timed(base[:1] + ["-load-pass-plugin=" + a.plugin,
                                       "-refinery-tv-stats"] + base[1:],
                           a.reps, a.timeout)
            tot["files"] += 1
            if tt is None or rt.returncode != 0:
                problems.append((row["file"], "timeout" if tt is None else
                                 "exit %d" % rt.returncode))
                continue
            m = STATS.search(rt.stderr)
            if not m:
                problems.append((row["file"], "no stats line"))
                continue
            runs, checked, ok, bad, inc = map(int, m.groups())
            for k, v in zip(("runs", "checked", "ok", "bad", "inc"),
                            (runs, checked, ok, bad, inc)):
                tot[k] += v
            for line in rt.stderr.splitlines():
                v = VIOLATION.match(line)
                if v:
                    violations.append((row["file"], v.group(3), v.group(2),
                                       v.group(1)))
            plain_s += tp
            tv_s += tt
            ratios.append(tt / tp)
    print(f"libRefineryTV.so on {tot['files']} LLVM tests "
          f"({tot['failed']} left out: plain opt failed or timed out)")
    print(f"  pass runs {tot['runs']}, functions checked (changed by a "
          f"pass) {tot['checked']}: no-violation {tot['ok']}, violation "
          f"{tot['bad']}, inconclusive {tot['inc']}")
    if ratios:
        print(f"  time: plain opt {plain_s:.2f} s, with the plug-in "
              f"{tv_s:.2f} s: {tv_s / plain_s:.2f}x in all, median per file "
              f"{statistics.median(ratios):.2f}x, max {max(ratios):.1f}x")
    for f, p, fn, k in violations:
        print(f"  violation: {f}: @{fn} after {p} ({k})")
    for f, why in problems:
        print(f"  problem: {f}: {why}")


if __name__ == "__main__":
    main()
