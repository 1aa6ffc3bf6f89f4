#!/usr/bin/env python3
"""Runs `refinery check --opt /usr/bin/opt-<v>` over the known LLVM
miscompilations in ../shared/known-bugs and reports which are flagged.

For each bug and each opt version that parses it, the bug functions are
checked after the bug's pipeline. A good oracle flags the versions listed as
miscompiling ("miscompiled_by") and never flags opt-22 (which fixed them all):
a violation on opt-22 is a false alarm and fails the run.

Prints one line per bug, the detection rate per version and category, then
'N passed, N failed' (failed = false alarms on opt-22 and crashes).

Usage: known_bugs.py [--refinery PATH] [--dir DIR] [--jobs N] [--versions 15,16,19,22]
                     [--inputs N] [--markdown]

Exit status 0 if every run passed, 1 on a false alarm or a crash, 77
(ctest: Skipped) with a notice naming what is missing if the bugs' index.json
or every opt binary is missing.
"""
import argparse
import collections
import concurrent.futures
import json
import os
import re
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
SKIP_STATUS = 77  # the bugs or every opt binary missing (ctest SKIP_RETURN_CODE)


def header(path):
    h = {}
    with open(path) as f:
        for line in f:
            m = re.match(r";\s*([a-z-]+):\s*(.*)", line)
            if not m:
                if line.strip() and not line.startswith(";"):
                    break
                continue
            h.setdefault(m.group(1), m.group(2).strip())
    return h


def run(refinery, path, version, passes, extra, funcs, inputs, timeout):
    opt = f"/usr/bin/opt-{version}"
    cmd = [refinery, "check", path, "--json", "--inputs", str(inputs),
           "--opt", opt, "--passes", passes]
    if extra:
        cmd += ["--opt-args", " ".join(extra)]
    for f in funcs:
        cmd += ["--function", f]
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return "timeout", ""
    if p.returncode == 2:
        return "error", (p.stderr.strip().splitlines() or [""])[-1][:200]
    try:
        j = json.loads(p.stdout.strip().splitlines()[-1])
    except (ValueError, IndexError):
        return "crash", p.stderr[-300:]
    info = []
    for fn in j["functions"]:
        if fn["verdict"] == "violation":
            info.append(f'{fn["name"]}:{fn["kind"]}')
        elif fn["verdict"] == "inconclusive":
            rs = fn.get("reasons", [])
            info.append(f'{fn["name"]}:inconclusive({rs[0]["reason"][:90] if rs else ""})')
    return j["verdict"], "; ".join(info)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--refinery", default=os.path.join(ROOT, "build", "bin", "refinery"))
    ap.add_argument("--dir", default=os.path.join(ROOT, "..", "shared", "known-bugs"))
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--versions", default="15,16,19,22")
    ap.add_argument("--inputs", type=int, default=500)
    ap.add_argument("--timeout", type=int, default=120)
    ap.add_argument("--markdown", action="store_true")
    a = ap.parse_args()

    index_path = os.path.join(a.dir, "index.json")
    if not os.path.isfile(index_path):
        print("notice: skipped: %s is missing (the known miscompilations; use --dir DIR)"
              % os.path.normpath(index_path))
        return SKIP_STATUS
    versions = [v for v in a.versions.split(",") if shutil.which(f"opt-{v}") or os.path.exists(f"/usr/bin/opt-{v}")]
    if not versions:
        print("notice: skipped: none of %s found"
              % ", ".join(f"opt-{v}" for v in a.versions.split(",")))
        return SKIP_STATUS
    index = {str(b["issue"]): b for b in json.load(open(index_path))}
    jobs = []
    for issue, b in sorted(index.items(), key=lambda kv: int(kv[0])):
        path = os.path.join(a.dir, f"{issue}.ll")
        h = header(path)
        tokens = h.get("passes", b["passes"]).split()
        passes, extra = tokens[0], tokens[1:]
        ef = h.get("extra-flags", "")
        ef = ef.split("(")[0].split()
        extra += [x for x in ef if x not in extra]
        funcs = re.findall(r"@([\w.$-]+)", h.get("bug-functions", "").split("(")[0])
        for v in versions:
            if not b["parses"].get(v, True):
                continue
            jobs.append((issue, v, path, passes, extra, funcs))

    results = {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=a.jobs) as ex:
        futs = {ex.submit(run, a.refinery, p, v, ps, e, f, a.inputs, a.timeout): (i, v)
                for (i, v, p, ps, e, f) in jobs}
        for fut in concurrent.futures.as_completed(futs):
            results[futs[fut]] = fut.result()

    per_version = collections.defaultdict(collections.Counter)
    per_category = collections.defaultdict(collections.Counter)
    false_alarms, crashes, missed = [], [], []
    for issue, b in sorted(index.items(), key=lambda kv: int(kv[0])):
        cells = []
        for v in versions:
            if (issue, v) not in results:
                cells.append(f"{v}:-")
                continue
            verdict, info = results[(issue, v)]
            bad = v in b["miscompiled_by"]
            cells.append(f"{v}:{verdict}")
            if v == "22":
                per_version[v]["runs"] += 1
                per_version[v]["violation"] += verdict == "violation"
                if verdict == "violation":
                    false_alarms.append((issue, info))
            elif bad:
                per_version[v]["buggy"] += 1
                per_version[v]["found"] += verdict == "violation"
                per_category[b["category"]]["buggy"] += 1
                per_category[b["category"]]["found"] += verdict == "violation"
                if verdict != "violation":
                    missed.append((issue, v, verdict, info))
            if verdict == "crash":
                crashes.append((issue, v, info))
        print(f"{issue:>7} {b['category']:<13} " + " ".join(f"{c:<20}" for c in cells))

    print()
    for v in versions:
        c = per_version[v]
        if v == "22":
            print(f"opt-22: {c['violation']} violation(s) on {c['runs']} fixed bugs (must be 0)")
        else:
            print(f"opt-{v}: found {c['found']} of {c['buggy']} miscompilations")
    if a.markdown:
        print("\n| category | found | miscompiled runs |\n|---|---|---|")
        for cat in sorted(per_category):
            c = per_category[cat]
            print(f"| {cat} | {c['found']} | {c['buggy']} |")
    else:
        for cat in sorted(per_category):
            c = per_category[cat]
            print(f"  {cat:<13} found {c['found']} of {c['buggy']}")
    for issue, v, verdict, info in missed:
        print(f"missed: {issue} opt-{v}: {verdict} {info}")
    for issue, info in false_alarms:
        print(f"FALSE ALARM: {issue} on opt-22: {info}")
    for issue, v, info in crashes:
        print(f"CRASH: {issue} opt-{v}: {info}")
    failed = len(false_alarms) + len(crashes)
    print(f"{len(index) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
