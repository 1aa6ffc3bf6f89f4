#!/usr/bin/env python3
"""Time spent executing (the oracle) versus optimizing (the pipeline being
checked) by `refinery check`, on the same files in the same run.

Runs `refinery check FILE --passes default<O2> --json` over a set of IR files
(by default the known-bugs reproducers and the examples) and sums the
`time_ms.optimize` (once per file) and `time_ms.execute` (per function)
fields. Goal: the oracle's execution costs no more than the optimization.

Usage: check_cost.py [--refinery PATH] [--passes P] [--inputs N] [FILES...]
"""
import argparse
import glob
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--refinery", default=os.path.join(ROOT, "build", "bin", "refinery"))
    ap.add_argument("--passes", default="default<O2>")
    ap.add_argument("--inputs", type=int, default=200)
    ap.add_argument("files", nargs="*")
    a = ap.parse_args()
    files = a.files or sorted(glob.glob(os.path.join(ROOT, "..", "shared", "known-bugs", "*.ll"))) + \
        sorted(glob.glob(os.path.join(ROOT, "examples", "*.ll")))
    opt_ms = exe_ms = 0.0
    nfun = nfile = 0
    for f in files:
        p = subprocess.run([a.refinery, "check", f, "--passes", a.passes, "--json",
                            "--inputs", str(a.inputs)], capture_output=True, text=True)
        if p.returncode == 2:
            continue
        try:
            j = json.loads(p.stdout.strip().splitlines()[-1])
        except (ValueError, IndexError):
            continue
        if not j["functions"]:
            continue
        nfile += 1
        opt_ms += j["functions"][0]["time_ms"]["optimize"]
        for fn in j["functions"]:
            nfun += 1
            exe_ms += fn["time_ms"]["execute"]
    print(f"files: {nfile}, functions: {nfun}, inputs per function: {a.inputs}")
    print(f"optimizing ({a.passes}): {opt_ms:9.1f} ms")
    print(f"executing (oracle):       {exe_ms:9.1f} ms")
    if opt_ms > 0:
        print(f"execute / optimize:       {exe_ms / opt_ms:9.2f}  (goal: <= 1)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
