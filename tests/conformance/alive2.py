#!/usr/bin/env python3
"""Runs `refinery check` over Alive2's src/tgt test pairs (../shared/peer-tests/alive2)
and compares the verdicts with Alive2's expectations (verdicts.tsv).

A false alarm is a `violation` on a test Alive2 expects to verify; it must be
zero or listed, with the reason, in known-differences.tsv beside this script.
Prints a table of detection rates by expected error family and the
inconclusive counts, the share of wrong pairs detected, then 'N passed,
N failed' where failed counts the unexplained false alarms. Pairs Alive2
expects "Couldn't prove the correctness" of are no wrong pairs: they are
counted apart ("alive2 gives up"); so are the pairs Alive2 calls wrong
that refine by the LangRef of LLVM 22 (alive2-refines-by-langref.tsv, with
the reasons), and a second line gives the share with them.

Usage: alive2.py [--refinery PATH] [--suite DIR] [--jobs N] [--filter SUBSTR]
                 [--inputs N] [--smt] [--markdown] [--verbose]

Exit status 0 if every pair passed, 1 on a false alarm or a crash, 77
(ctest: Skipped) with a notice naming the missing file if the suite's
verdicts.tsv is missing (a clone without ../shared).

Tests written with LLVM's newer `denormal_fpenv(...)` attribute are run
from a copy that spells it as LLVM 22 does ("denormal-fp-math" and
"denormal-fp-math-f32" string attributes).

--smt passes --smt to refinery check (Z3 proofs and counterexamples); the
table then has a `verified` column, and a test Alive2 expects to fail that
comes out `verified` fails the run (a proof of a wrong transformation)
unless refines-by-langref.tsv beside this script lists it with the reason.
"""
import argparse
import collections
import concurrent.futures
import csv
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

SKIP_STATUS = 77  # the suite is missing (ctest SKIP_RETURN_CODE)

# Alive2 flags whose tests have a different meaning than plain refinement.
SKIP_ARGS = ("-tgt-is-asm", "-disallow-ub-exploitation", "-passes=")


def load_known(path):
    known = {}
    if os.path.exists(path):
        with open(path) as f:
            for line in f:
                line = line.rstrip("\n")
                if not line or line.startswith("#"):
                    continue
                test, _, why = line.partition("\t")
                known[test] = why
    return known


# Alive2's suite follows LLVM's main branch; LLVM 22 spells the denormal
# mode `denormal_fpenv(OUT[|IN][, float: OUT[|IN]])` as string attributes.
DENORMAL_NAMES = {"ieee": "ieee", "preservesign": "preserve-sign",
                  "positivezero": "positive-zero", "dynamic": "dynamic"}
DENORMAL_FPENV = re.compile(r"denormal_fpenv\(([^)]*)\)")


def denormal_attrs(match):
    """The LLVM 22 attributes for one denormal_fpenv(...)."""
    def pair(mode):
        out, _, inp = mode.strip().partition("|")
        out = DENORMAL_NAMES[out.strip()]
        return '"%s,%s"' % (out, DENORMAL_NAMES[inp.strip()] if inp else out)
    attrs = []
    for part in match.group(1).split(","):
        if part.strip().startswith("float:"):
            attrs.append('"denormal-fp-math-f32"=' + pair(part.split(":", 1)[1]))
        else:
            attrs.append('"denormal-fp-math"=' + pair(part))
    return " ".join(attrs)


def llvm22_path(path, scratch):
    """\p path, or a copy under \p scratch in LLVM 22's syntax."""
    with open(path) as f:
        text = f.read()
    if "denormal_fpenv(" not in text:
        return path
    out = os.path.join(scratch, os.path.basename(path))
    with open(out, "w") as f:
        f.write(DENORMAL_FPENV.sub(denormal_attrs, text))
    return out


def run_one(refinery, suite, row, inputs, timeout, smt=False):
    path = os.path.join(suite, "tests", row["path"])
    cmd = [refinery, "check", "--json", "--inputs", str(inputs)]
    if smt:
        cmd.append("--smt")
    scratch = tempfile.TemporaryDirectory()
    path = llvm22_path(path, scratch.name)
    if row["format"] == ".src.ll":
        tgt = os.path.join(suite, "tests", row["path"][: -len(".src.ll")] + ".tgt.ll")
        cmd += [path, "--tgt", llvm22_path(tgt, scratch.name)]
    else:
        cmd += [path]
    for arg in row["args"].split():
        if arg.startswith("-func="):
            cmd += ["--function", arg[len("-func="):]]
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return "timeout", ""
    if p.returncode == 2:
        return "error", p.stderr.strip().splitlines()[-1] if p.stderr.strip() else ""
    try:
        j = json.loads(p.stdout.strip().splitlines()[-1])
    except (ValueError, IndexError):
        return "crash", (p.stderr or "")[-300:]
    kinds = sorted({f.get("kind", "") for f in j["functions"] if f["verdict"] == "violation"})
    return j["verdict"], ",".join(kinds)


# Alive2's "Couldn't prove the correctness" is no verdict on the pair (its
# encoding gives up: large constants, unknown intrinsics): such pairs are
# counted apart, not as wrong pairs to detect.
GIVES_UP = "alive2 gives up"


# Pairs Alive2 calls wrong that refine by the LangRef of LLVM 22
# (alive2-refines-by-langref.tsv, each with its reason): detecting one would
# be a false alarm, so they are counted apart too.
REFINES = "refines by LangRef 22"


def family(row, langref_correct=()):
    """The row's expected family: correct, a wrong family, GIVES_UP or
    REFINES."""
    if row["expect"] == "CORRECT":
        return "correct"
    if "Couldn't prove" in row["message"]:
        return GIVES_UP
    if row["path"] in langref_correct:
        return REFINES
    return row["family"] or "other"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--refinery", default=os.path.join(ROOT, "build", "bin", "refinery"))
    ap.add_argument("--suite", default=os.path.join(ROOT, "..", "shared", "peer-tests", "alive2"))
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--filter", default="")
    ap.add_argument("--inputs", type=int, default=200)
    ap.add_argument("--timeout", type=int, default=60)
    ap.add_argument("--smt", action="store_true")
    ap.add_argument("--markdown", action="store_true")
    ap.add_argument("--verbose", action="store_true")
    a = ap.parse_args()

    verdicts = os.path.join(a.suite, "verdicts.tsv")
    if not os.path.isfile(verdicts):
        print("notice: skipped: %s is missing (Alive2's src/tgt pairs; "
              "use --suite DIR)" % os.path.normpath(verdicts))
        return SKIP_STATUS
    known = load_known(os.path.join(HERE, "alive2-known-differences.tsv"))
    langref_correct = load_known(os.path.join(HERE, "alive2-refines-by-langref.tsv"))
    rows = []
    with open(verdicts) as f:
        for row in csv.DictReader(f, delimiter="\t"):
            if row["format"] not in (".srctgt.ll", ".src.ll"):
                continue
            if row["expect"] not in ("CORRECT", "ERROR"):
                continue
            if any(s in row["args"] for s in SKIP_ARGS):
                continue
            if a.filter and a.filter not in row["path"]:
                continue
            rows.append(row)

    results = {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=a.jobs) as ex:
        futs = {ex.submit(run_one, a.refinery, a.suite, r, a.inputs, a.timeout, a.smt): r for r in rows}
        for fut in concurrent.futures.as_completed(futs):
            r = futs[fut]
            results[r["path"]] = fut.result()

    false_alarms, explained, wrong_proofs = [], [], []
    table = collections.defaultdict(collections.Counter)
    raw = collections.defaultdict(collections.Counter)
    for r in rows:
        verdict, info = results[r["path"]]
        fam = family(r, langref_correct)
        raw_fam = family(r)
        table[fam][verdict] += 1
        table[fam]["total"] += 1
        raw[raw_fam][verdict] += 1
        raw[raw_fam]["total"] += 1
        if r["expect"] == "CORRECT" and verdict == "violation":
            (explained if r["path"] in known else false_alarms).append((r["path"], info))
        if fam not in ("correct", GIVES_UP, REFINES) and verdict == "verified":
            wrong_proofs.append(r["path"])
        if a.verbose:
            print(f"{r['path']}\t{r['expect']}\t{fam}\t{verdict}\t{info}")

    cols = ["total", "violation", "no-violation", "inconclusive", "nothing-checked", "error",
            "timeout", "crash"]
    if a.smt:
        cols.insert(2, "verified")
    if a.markdown:
        print("| expected | " + " | ".join(cols) + " |")
        print("|---" * (len(cols) + 1) + "|")
        for fam in sorted(table):
            print(f"| {fam} | " + " | ".join(str(table[fam][c]) for c in cols) + " |")
    else:
        print("expected".ljust(14) + "".join(c.rjust(14) for c in cols))
        for fam in sorted(table):
            print(fam.ljust(14) + "".join(str(table[fam][c]).rjust(14) for c in cols))
    for name, t in (("wrong pairs detected", table),
                    ("Alive2's wrong pairs detected (with those that refine by LangRef 22)",
                     raw)):
        wrong = [f for f in t if f not in ("correct", GIVES_UP, REFINES)]
        found = sum(t[f]["violation"] for f in wrong)
        total = sum(t[f]["total"] for f in wrong)
        if total:
            print(f"{name}: {found}/{total} ({100.0 * found / total:.1f}%)")
    for path, info in explained:
        print(f"known difference: {path} ({known[path]})")
    for path, info in false_alarms:
        print(f"FALSE ALARM: {path} ({info})")
    for path in wrong_proofs:
        print(f"WRONG PAIR VERIFIED: {path}")
    crashes = [p for p, (v, _) in results.items() if v == "crash"]
    for p in crashes:
        print(f"CRASH: {p}")
    failed = len(false_alarms) + len(wrong_proofs) + len(crashes)
    print(f"{len(rows) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
