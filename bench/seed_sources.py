#!/usr/bin/env python3
"""Findings per CPU-hour by where a campaign's cases come from (issue 16,
point 5), side by side, each campaign the same length on the same machine:

  generated     refinery fuzz at default<O2>: generated programs, and
                mutants of them and of the corpus they grow
  known-bugs    --mutate-only --seeds ../shared/known-bugs (reproducers of
                46 fixed LLVM miscompilations), at default<O2>
  llvm-tests    --mutate-only --seed-pipelines --seeds ../shared/llvm-tests
                (LLVM's regression tests, each with its RUN line's pipeline)

Each campaign's findings are judged by tests/campaign/zero_false_alarms.py
--classify against examples/findings/confirmed-bugs.tsv: a finding it
confirms is a known real bug; any other is unexplained, to be triaged (a
new LLVM bug or a Refinery bug). Prints, per source: cases, cases/s,
unique signatures (violations; crashes and timeouts), confirmed and
unexplained ones, and signatures per CPU-hour.

Usage: seed_sources.py [--refinery PATH] [--seconds S] [--jobs N]
                       [--shared DIR] [--keep DIR]
"""

import argparse
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def campaign(refinery, name, extra, seconds, jobs, work):
    findings = os.path.join(work, name)
    shutil.rmtree(findings, ignore_errors=True)
    stats = findings + ".stats"
    cmd = [refinery, "fuzz", "--passes", "default<O2>", "--time",
           str(seconds), "--jobs", str(jobs), "--seed", "1", "--findings",
           findings, "--stats", stats, "--progress", "0"] + extra
    out = subprocess.run(cmd, capture_output=True, text=True)
    if out.returncode not in (0, 1):
        sys.exit("%s: refinery fuzz failed:\n%s" % (name, out.stderr))
    last = json.loads(open(stats).read().strip().splitlines()[-1])
    judged = subprocess.run(
        [sys.executable, os.path.join(ROOT, "tests", "campaign",
                                      "zero_false_alarms.py"),
         "--classify", findings], capture_output=True, text=True).stdout
    kinds = {"violation": 0, "other": 0}
    for f in glob.glob(os.path.join(findings, "*-*", "finding.json")):
        kinds["violation" if json.load(open(f))["kind"] == "violation"
              else "other"] += 1
    confirmed = len(re.findall(r"^confirmed real bug", judged, re.M))
    unexplained = len(re.findall(r"^UNEXPLAINED", judged, re.M))
    cpu_hours = seconds * jobs / 3600.0
    return dict(name=name, cases=last["cases"],
                rate=last["cases_per_s"], violations=kinds["violation"],
                other=kinds["other"], confirmed=confirmed,
                unexplained=unexplained,
                per_hour=(kinds["violation"] + kinds["other"]) / cpu_hours,
                seeds=last.get("seeds", {}), findings=findings)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--refinery",
                    default=os.path.join(ROOT, "build", "bin", "refinery"))
    ap.add_argument("--seconds", type=int, default=300)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--shared", default=os.path.join(ROOT, "..", "shared"))
    ap.add_argument("--keep", help="keep the findings directories here")
    a = ap.parse_args()
    work = a.keep or tempfile.mkdtemp(prefix="refinery-sources-")
    os.makedirs(work, exist_ok=True)
    sources = [
        ("generated", []),
        ("known-bugs", ["--mutate-only", "--seeds",
                        os.path.join(a.shared, "known-bugs")]),
        ("llvm-tests", ["--mutate-only", "--seed-pipelines", "--seeds",
                        os.path.join(a.shared, "llvm-tests")]),
    ]
    rows = [campaign(a.refinery, n, x, a.seconds, a.jobs, work)
            for n, x in sources]
    print("%d s per source, %d job(s), seed 1" % (a.seconds, a.jobs))
    print("| source | cases | cases/s | violation sigs | crash/timeout sigs "
          "| confirmed | unexplained | sigs per CPU-hour |")
    print("|---|---|---|---|---|---|---|---|")
    for r in rows:
        print("| %s | %d | %.1f | %d | %d | %d | %d | %.0f |" %
              (r["name"], r["cases"], r["rate"], r["violations"], r["other"],
               r["confirmed"], r["unexplained"], r["per_hour"]))
    for r in rows:
        if r["seeds"]:
            print("%s seeds: %s" % (r["name"], r["seeds"]))
        if r["unexplained"]:
            print("%s: %d unexplained finding(s) in %s (triage them)" %
                  (r["name"], r["unexplained"], r["findings"]))
    if not a.keep:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
