#!/usr/bin/env python3
"""Rebuilds the default known-bug baseline (reducer/Baseline.h): one
NAME.known.json beside each violation reproducer of
examples/findings/confirmed-bugs.tsv, from `refinery reduce` of the
reproducer with its header's pipeline (which finds the culprit pass and its
change) and `refinery triage --promote` (the upstream column and the
explanation as the note). A reproducer whose reduction names no culprit
(the violation needs several passes) or that is a crash gets no entry and
is listed; a crash entry comes from a crash finding (`refinery triage
--promote FINDING`).

    scripts/make_baseline.py [--refinery PATH]
"""
import argparse
import glob
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tests", "soundness"))
from sweep import CONFIRMED, FINDINGS, finding_pipeline, load_confirmed  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--refinery", default=os.path.join(ROOT, "build", "bin", "refinery"))
    a = ap.parse_args()
    for old in glob.glob(os.path.join(FINDINGS, "*.known.json")):
        os.remove(old)
    made, skipped = 0, []
    with tempfile.TemporaryDirectory() as tmp:
        for e in load_confirmed(CONFIRMED):
            name = e["reproducer"][:-len(".ll")]
            path = os.path.join(FINDINGS, e["reproducer"])
            passes = finding_pipeline(path)
            out = os.path.join(tmp, name)
            r = subprocess.run([a.refinery, "reduce", path, "--passes", passes,
                                "--out-dir", out], capture_output=True, text=True)
            if r.returncode != 0:
                skipped.append((name, "no violation to reduce (a crash?)"))
                continue
            cmd = [a.refinery, "triage", "--promote", out, "--known", FINDINGS,
                   "--name", name, "--note", e["why"]]
            if e["upstream"] != "-":
                cmd += ["--upstream", e["upstream"]]
            r = subprocess.run(cmd, capture_output=True, text=True)
            if r.returncode != 0:
                skipped.append((name, r.stderr.strip().splitlines()[-1]))
                continue
            made += 1
    print(f"{made} entries written to {FINDINGS}")
    for name, why in skipped:
        print(f"  no entry for {name}: {why}")


if __name__ == "__main__":
    main()
