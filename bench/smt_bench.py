#!/usr/bin/env python3
"""Measures what Z3 adds to Refinery's concrete checking.

On the known LLVM miscompilations (../shared/known-bugs, through the old opt
binaries that miscompile them, as tests/conformance/known_bugs.py) and on the
pairs of tests/lit/smt, counts the bugs found by each input strategy:

  random   --inputs 200 --random-inputs-only  (uniformly random values only)
  synth    --inputs 0 --smt-inputs            (only inputs synthesized by Z3)
  default  --inputs 200                       (boundary values, constants, poison, random)
  smt      --inputs 0 --smt                   (Z3 proof or counterexample alone)
  all      --inputs 200 --smt --smt-inputs

and the time per SMT check (time_ms.smt of refinery check --json), by SMT
result. alive-tv is not packaged for Debian: if it is not on PATH the
comparison with it is reported as unavailable, not estimated.

Usage: smt_bench.py [--refinery PATH] [--jobs N] [--versions 15,16,19]
"""
import argparse
import collections
import concurrent.futures
import glob
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(ROOT, "tests", "conformance"))
from known_bugs import header  # noqa: E402

MODES = {
    "random": ["--inputs", "200", "--random-inputs-only"],
    "synth": ["--inputs", "0", "--smt-inputs"],
    "default": ["--inputs", "200"],
    "smt": ["--inputs", "0", "--smt"],
    "all": ["--inputs", "200", "--smt", "--smt-inputs"],
}


def run(cmd, timeout=300):
    t = time.monotonic()
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, time.monotonic() - t
    try:
        return json.loads(p.stdout.strip().splitlines()[-1]), time.monotonic() - t
    except (ValueError, IndexError):
        return None, time.monotonic() - t


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--refinery", default=os.path.join(ROOT, "build", "bin", "refinery"))
    ap.add_argument("--dir", default=os.path.join(ROOT, "..", "shared", "known-bugs"))
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--versions", default="15,16,19")
    a = ap.parse_args()

    jobs = []  # (case, mode, cmd)
    if os.path.exists(os.path.join(a.dir, "index.json")):
        index = json.load(open(os.path.join(a.dir, "index.json")))
        for b in index:
            issue = str(b["issue"])
            path = os.path.join(a.dir, f"{issue}.ll")
            h = header(path)
            tokens = h.get("passes", b["passes"]).split()
            passes, extra = tokens[0], tokens[1:]
            extra += [x for x in h.get("extra-flags", "").split("(")[0].split() if x not in extra]
            funcs = re.findall(r"@([\w.$-]+)", h.get("bug-functions", "").split("(")[0])
            for v in a.versions.split(","):
                if v not in b["miscompiled_by"] or not b["parses"].get(v, True):
                    continue
                if not os.path.exists(f"/usr/bin/opt-{v}"):
                    continue
                base = [a.refinery, "check", path, "--json", "--opt", f"/usr/bin/opt-{v}",
                        "--passes", passes]
                if extra:
                    base += ["--opt-args", " ".join(extra)]
                for f in funcs:
                    base += ["--function", f]
                for m, args in MODES.items():
                    jobs.append((f"{issue}/opt-{v}", m, base + args))
    for path in sorted(glob.glob(os.path.join(ROOT, "tests", "lit", "smt", "*.ll"))):
        j, _ = run([a.refinery, "check", path, "--json", "--inputs", "1"])
        for fn in (j or {}).get("functions", []):
            name = fn["name"]
            base = [a.refinery, "check", path, "--json", "--function", name]
            for m, args in MODES.items():
                jobs.append((f"lit/{os.path.basename(path)}:{name}", m, base + args))

    results = {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=a.jobs) as ex:
        futs = {ex.submit(run, cmd): (case, m) for case, m, cmd in jobs}
        for fut in concurrent.futures.as_completed(futs):
            results[futs[fut]] = fut.result()

    cases = sorted({c for c, _ in results})
    found = collections.Counter()
    smt_times = collections.defaultdict(list)
    wall = collections.defaultdict(float)
    buggy = 0
    for c in cases:
        row = []
        for m in MODES:
            j, t = results.get((c, m), (None, 0))
            wall[m] += t
            v = j["verdict"] if j else "error"
            row.append(f"{m}:{v}")
            if v == "violation":
                found[(c.split("/")[0], m)] += 1
            for fn in (j or {}).get("functions", []):
                if m == "smt" and "smt" in fn.get("time_ms", {}):
                    smt_times[fn.get("smt", "?")].append(fn["time_ms"]["smt"])
        print(f"{c:<45} " + " ".join(f"{x:<22}" for x in row))

    kb = [c for c in cases if not c.startswith("lit/")]
    lit = [c for c in cases if c.startswith("lit/")]
    print()
    print(f"known bugs: {len(kb)} miscompiled (bug, opt version) runs")
    for m in MODES:
        print(f"  {m:<8} found {sum(1 for c in kb if results.get((c, m), (None,))[0] and results[(c, m)][0]['verdict'] == 'violation'):>3}"
              f"   wall {wall[m]:.1f} s (all cases)")
    print(f"lit/smt pairs: {len(lit)} (some correct by design)")
    for m in MODES:
        print(f"  {m:<8} violation on {sum(1 for c in lit if results.get((c, m), (None,))[0] and results[(c, m)][0]['verdict'] == 'violation'):>3}")
    print("time per SMT check (refinery check --smt, time_ms.smt), by result:")
    for k, ts in sorted(smt_times.items()):
        print(f"  {k:<17} n={len(ts):<4} median {statistics.median(ts):8.2f} ms  max {max(ts):8.2f} ms")
    if shutil.which("alive-tv"):
        print("alive-tv found on PATH: comparison not implemented in this script")
    else:
        print("alive-tv: not installed (Alive2 is not packaged for Debian); no time comparison made")
    return 0


if __name__ == "__main__":
    sys.exit(main())
