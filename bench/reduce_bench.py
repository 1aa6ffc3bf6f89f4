#!/usr/bin/env python3
"""refinery reduce versus llvm-reduce on the same findings.

For every finding directory (finding.json + src.ll, kind violation) under
the given roots: time and final instruction count of

  * `refinery reduce FINDING --out-dir TMP --no-culprit` (in-process), and
  * `llvm-reduce-22 --test=SCRIPT src.ll`, where SCRIPT is a `refinery check`
    of the same pipeline that is interesting iff the same function still has
    a violation of the same kind (the same goal refinery reduce keeps).

Instructions are counted in all function definitions, as `refinery reduce`
reports them. Prints a table and the totals; --json writes the rows.

  bench/reduce_bench.py --refinery build/bin/refinery FINDINGS_DIR...
"""
import argparse
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time


def count_instructions(path):
    n = 0
    inside = False
    with open(path) as f:
        for line in f:
            s = line.strip()
            if line.startswith("define "):
                inside = True
                continue
            if inside and line.startswith("}"):
                inside = False
                continue
            if not inside or not s or s.startswith(";"):
                continue
            if re.match(r"^[-\w.$\"]+:(\s*;.*)?$", s):
                continue  # a block label
            n += 1
    return n


def finding_dirs(roots):
    for root in roots:
        if os.path.exists(os.path.join(root, "finding.json")):
            yield root
            continue
        for name in sorted(os.listdir(root)):
            d = os.path.join(root, name)
            if os.path.exists(os.path.join(d, "finding.json")):
                yield d


def check_flags(pipeline):
    flags = []
    if pipeline.get("opt"):
        flags += ["--opt", pipeline["opt"]]
    for p in pipeline.get("plugins") or []:
        flags += ["--load-pass-plugin", p]
    if pipeline.get("opt_args"):
        flags += ["--opt-args", " ".join(pipeline["opt_args"])]
    flags += ["--passes=" + pipeline.get("passes", "default<O2>")]
    return flags


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--refinery", default="build/bin/refinery")
    ap.add_argument("--llvm-reduce", default=shutil.which("llvm-reduce-22")
                    or "/usr/lib/llvm-22/bin/llvm-reduce")
    ap.add_argument("--timeout", type=int, default=1800,
                    help="seconds per reducer run")
    ap.add_argument("--json", help="write the rows here")
    ap.add_argument("roots", nargs="+")
    args = ap.parse_args()
    refinery = os.path.abspath(args.refinery)

    rows = []
    for d in finding_dirs(args.roots):
        meta = json.load(open(os.path.join(d, "finding.json")))
        if meta.get("kind") != "violation":
            continue
        fn, kind = meta["function"], meta["violation"]
        pipeline = meta.get("pipeline") or {}
        src = os.path.join(d, "src.ll")
        row = {"finding": d, "function": fn, "violation": kind,
               "before": count_instructions(src)}
        with tempfile.TemporaryDirectory() as tmp:
            # refinery reduce, in-process.
            out = os.path.join(tmp, "refinery")
            t0 = time.monotonic()
            p = subprocess.run([refinery, "reduce", d, "--out-dir", out,
                                "--no-culprit"], capture_output=True,
                               text=True, timeout=args.timeout)
            row["refinery_s"] = time.monotonic() - t0
            row["refinery_after"] = (count_instructions(os.path.join(out, "src.ll"))
                                     if p.returncode == 0 else None)
            if p.returncode != 0:
                row["refinery_error"] = p.stderr.strip()[-300:]

            # llvm-reduce with a refinery check interestingness test.
            script = os.path.join(tmp, "interesting.sh")
            want = '"name":"%s","verdict":"violation","kind":"%s"' % (fn, kind)
            cmd = " ".join(shlex.quote(a) for a in
                           [refinery, "check"] + check_flags(pipeline) +
                           ["--function", fn, "--json"])
            with open(script, "w") as f:
                f.write("#!/bin/sh\n%s \"$1\" 2>/dev/null | grep -qF %s\n"
                        % (cmd, shlex.quote(want)))
            os.chmod(script, 0o755)
            red = os.path.join(tmp, "llvm-reduce.ll")
            t0 = time.monotonic()
            try:
                p = subprocess.run([args.llvm_reduce, "--test=" + script,
                                    "-o", red, src], capture_output=True,
                                   text=True, timeout=args.timeout, cwd=tmp)
                ok = p.returncode == 0 and os.path.exists(red)
            except subprocess.TimeoutExpired:
                ok = False
            row["llvm_reduce_s"] = time.monotonic() - t0
            row["llvm_reduce_after"] = count_instructions(red) if ok else None
        rows.append(row)
        print("%-60s %4d | refinery %4s in %7.2fs | llvm-reduce %4s in %7.2fs"
              % (os.path.basename(d.rstrip("/")), row["before"],
                 row["refinery_after"], row["refinery_s"],
                 row["llvm_reduce_after"], row["llvm_reduce_s"]), flush=True)

    done = [r for r in rows if r["refinery_after"] is not None
            and r["llvm_reduce_after"] is not None]
    if done:
        rt = sum(r["refinery_s"] for r in done)
        lt = sum(r["llvm_reduce_s"] for r in done)
        ri = sum(r["refinery_after"] for r in done)
        li = sum(r["llvm_reduce_after"] for r in done)
        smaller = sum(r["refinery_after"] <= r["llvm_reduce_after"] for r in done)
        print("\n%d finding(s): refinery reduce %.2fs, %d instructions; "
              "llvm-reduce %.2fs, %d instructions; speed-up %.1fx; "
              "refinery at least as small on %d/%d"
              % (len(done), rt, ri, lt, li, lt / max(rt, 1e-9), smaller,
                 len(done)))
    if args.json:
        with open(args.json, "w") as f:
            json.dump(rows, f, indent=2)
    return 0


if __name__ == "__main__":
    sys.exit(main())
