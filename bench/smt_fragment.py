#!/usr/bin/env python3
"""How much of Alive2's suite the SMT prover decides, and at what cost.

Runs `refinery check --smt --inputs 20 --json` on every function of every
Alive2 pair (../shared/peer-tests/alive2, the pairs tests/conformance/
alive2.py checks) and prints, per function:

  * the SMT status (verified, violation, unknown, outside-fragment) by
    Alive2's expectation for the pair (CORRECT, ERROR, ...);
  * why functions are outside the fragment (the first reason, condensed);
  * the SMT time per check (time_ms.smt): mean, median, p95, max.

It fails (exit 1) if a pair Alive2 calls wrong comes out `verified` as a
whole (every function of it verified): a proof of a wrong transformation.

Usage: smt_fragment.py [--refinery PATH] [--suite DIR] [--jobs N]
"""
import argparse
import collections
import concurrent.futures
import csv
import json
import os
import re
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
# The rows alive2.py leaves out: other tools' modes.
SKIP = ("-tgt-is-asm", "-disallow-ub-exploitation", "-passes=")
sys.path.insert(0, os.path.join(ROOT, "tests", "conformance"))
from alive2 import GIVES_UP, family, load_known  # noqa: E402
# Pairs Alive2 calls wrong that refine by the LangRef of LLVM 22: a proof
# of these is right.
LANGREF_CORRECT = load_known(os.path.join(ROOT, "tests", "conformance",
                                          "alive2-refines-by-langref.tsv"))


def command(refinery, suite, row):
    path = os.path.join(suite, "tests", row["path"])
    cmd = [refinery, "check", "--json", "--inputs", "20", "--smt"]
    if row["format"] == ".src.ll":
        cmd += [path, "--tgt", path[: -len(".src.ll")] + ".tgt.ll"]
    else:
        cmd += [path]
    for a in row["args"].split():
        if a.startswith("-func="):
            cmd += ["--function", a[len("-func="):]]
    return cmd


def run(refinery, suite, row):
    """The JSON result, or a string saying why there is none."""
    try:
        p = subprocess.run(command(refinery, suite, row), capture_output=True,
                           text=True, timeout=120)
        lines = p.stdout.strip().splitlines()
        if lines:
            return row, json.loads(lines[-1])
        err = p.stderr.strip().splitlines() or ["no output"]
        return row, next((l for l in err if "error:" in l), err[-1])[-100:]
    except subprocess.TimeoutExpired:
        return row, "timeout (120 s)"
    except json.JSONDecodeError:
        return row, "no JSON"


def condense(detail):
    d = re.sub(r"^(source|target): ", "", detail)
    d = re.sub(r"%[\w.]+", "%x", d)
    return re.sub(r":.*", "", d)[:70]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--refinery", default=os.path.join(ROOT, "build", "bin",
                                                       "refinery"))
    ap.add_argument("--suite", default=os.path.join(ROOT, "..", "shared",
                                                    "peer-tests", "alive2"))
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args()
    with open(os.path.join(args.suite, "verdicts.tsv")) as f:
        rows = [r for r in csv.DictReader(f, delimiter="\t")
                if r["format"] in (".srctgt.ll", ".src.ll")
                and not any(s in r["args"] for s in SKIP)]
    status = collections.defaultdict(collections.Counter)
    outside = collections.Counter()
    times = []
    unsound, unparsed = [], []
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as ex:
        futures = [ex.submit(run, args.refinery, args.suite, r) for r in rows]
        for fut in futures:
            row, j = fut.result()
            if isinstance(j, str):
                unparsed.append((row["path"], j))
                continue
            fns = j.get("functions", [])
            for fn in fns:
                st = fn.get("smt", "none")
                status[row["expect"]][st] += 1
                if st == "outside-fragment":
                    outside[condense(fn.get("smt_detail", ""))] += 1
                if "smt" in fn.get("time_ms", {}):
                    times.append(fn["time_ms"]["smt"])
            # (Only Alive2's ERROR rows are wrong pairs: CHECK and XFAIL
            # rows test its output or its limits, as alive2.py skips them.)
            if (row["expect"] == "ERROR"
                    and family(row) not in ("correct", GIVES_UP) and fns
                    and row["path"] not in LANGREF_CORRECT
                    and all(fn.get("smt") == "verified" for fn in fns)):
                unsound.append(row["path"])
    print("functions by Alive2's expectation and SMT status:")
    names = ["verified", "violation", "unknown", "outside-fragment"]
    print("| expected | " + " | ".join(names) + " |")
    print("|---" * (len(names) + 1) + "|")
    for exp in sorted(status):
        print("| %s | %s |" % (exp, " | ".join(str(status[exp][n])
                                                 for n in names)))
    total = collections.Counter()
    for c in status.values():
        total.update(c)
    print("all: " + ", ".join("%s %d" % (n, total[n]) for n in names))
    print("\noutside the fragment, by first reason:")
    for why, n in outside.most_common(15):
        print("  %4d  %s" % (n, why))
    if times:
        times.sort()
        print("\nSMT time per check (ms, %d checks): mean %.1f, median %.1f, "
              "p95 %.1f, max %.1f" % (len(times), statistics.mean(times),
                                      statistics.median(times),
                                      times[int(len(times) * 0.95)],
                                      times[-1]))
    print("pairs without a result: %d" % len(unparsed))
    for path, why in unparsed:
        print("  %s: %s" % (path, why))
    if unsound:
        print("\nwrong pairs verified (a proof of a wrong transformation):")
        for p in unsound:
            print("  " + p)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
