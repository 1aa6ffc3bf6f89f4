#!/usr/bin/env python3
"""The soundness sweep: `refinery check` in optimize mode over every .ll file
of the project (tests/, corpus/seeds/, examples/, bench/) and over LLVM's own
regression tests in ../shared/llvm-tests (when present). Every violation must
be a confirmed real LLVM bug listed in examples/findings/confirmed-bugs.tsv
(its `sweep` column); anything else fails the run: it is either a new real
LLVM bug (add a reproducer and an entry) or a Refinery false alarm to fix.

Pipelines: a reproducer in examples/findings/ runs the pipeline its header
gives (`refinery check NAME.ll --passes=...`); a lit test whose RUN lines give
`--passes` runs the first one (except the deliberately unsound test-plugin
passes, see PLUGIN_PASS); an LLVM test runs the `passes` column of
llvm-tests/INDEX.tsv (without the RUN line's other opt options); everything
else runs default<O2>.

It also checks the confirmed list itself: every examples/findings/*.ll is
listed, every listed reproducer exists, and each still shows its violation
(or its crash) under the linked LLVM 22, matched by its own `sweep` patterns.
--findings-only runs just that part (ctest `confirmed-bugs`).

Counted and printed, not failures: LLVM tests LLVM 22 cannot take (newer
syntax, verifier rules or pass options: skipped) and per-file timeouts.
Failures: unlisted violations and optimizer crashes (an invalid module
after a pass, or an in-process pipeline that ended its child process with
an LLVM ERROR or a signal: refinery's error `the optimizer ended its
process` / `the optimizer crashed`), aborts (refinery itself dying on a
signal or an LLVM ERROR: whatever the interpreter does not model must be an
`unsupported` outcome), errors on project files (which must all be valid modules unless
excluded below), and confirmed-list problems.

With --smt each check also asks Z3 (refinery check --smt): a proof the
interpreter contradicts (an SMT encoding bug) fails the run too.

Usage: sweep.py --refinery PATH [--jobs 2] [--timeout 60] [--inputs N]
                [--llvm-tests DIR | --no-llvm-tests] [--findings-only]
                [--filter SUBSTR] [--smt] [--verbose]
"""
import argparse
import collections
import concurrent.futures
import fnmatch
import glob
import json
import os
import re
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
FINDINGS = os.path.join(ROOT, "examples", "findings")
CONFIRMED = os.path.join(FINDINGS, "confirmed-bugs.tsv")
LLVM_TESTS = os.path.join(ROOT, "..", "shared", "llvm-tests")
PROJECT_DIRS = ("tests", os.path.join("corpus", "seeds"), "examples", "bench")

# Project .ll files that are not valid standalone modules, with the reason.
EXCLUDED = {
    "tests/lit/exec/Inputs/malformed.ll":
        "deliberately malformed IR (input of tests/lit/exec/cli.ll)",
    "tests/lit/exec/Inputs/invalid.ll":
        "deliberately invalid IR, fails the verifier (input of tests/lit/exec/cli.ll)",
    "tests/lit/fuzz/Inputs/seed-pipelines/newer-syntax.ll":
        "deliberately unparsable seed (input of tests/lit/fuzz/seed-modes.test)",
    "tests/lit/facts/broken.ll":
        "deliberately invalid IR that parses, fails the verifier (the "
        "rules of refinery facts --check name what is wrong)",
    "tests/lit/check/Inputs/returned-pointer-lanes.ll":
        "a returned pair of pointer vectors the LangRef forbids (no valid "
        "bitcast) and the verifier accepts; InstCombine makes invalid IR of "
        "it (input of tests/lit/check/unknown-callee-returned.ll)",
    "tests/lit/check/optimizer-stops.ll":
        "stops the optimizer on purpose: `instcombine`'s fixpoint "
        "verification fails on @f (llvm/llvm-project#213857, not a bug "
        "upstream) and a test plugin pass aborts on @tiny",
}

# Passes of the test plugin (tests/plugins/TestPasses.cpp) are deliberately
# unsound (or crash, or hang): a lit test using one runs default<O2> here,
# since the sweep checks LLVM's passes, not the plugin's.
PLUGIN_PASS = re.compile(r"refinery-[a-z-]+")

PASSES_ARG = re.compile(r"""--passes(?:=|\s+)('[^']*'|"[^"]*"|\S+)""")


def load_confirmed(path=CONFIRMED):
    """The confirmed LLVM bugs: one dict per entry (see the file's header)."""
    entries = []
    with open(path) as f:
        for n, line in enumerate(f, 1):
            if line.startswith("#") or not line.strip():
                continue
            cols = line.rstrip("\n").split("\t")
            if len(cols) != 6:
                sys.exit("%s:%d: expected 6 tab-separated columns, got %d" %
                         (path, n, len(cols)))
            repro, upstream, sweep, sig, text, why = cols
            pats = [] if sweep == "-" else [p.split(":") for p in sweep.split()]
            for p in pats:
                if len(p) != 3:
                    sys.exit("%s:%d: sweep pattern must be FILE:FUNCTION:KIND" % (path, n))
            entries.append({"reproducer": repro, "upstream": upstream,
                            "sweep": pats, "signature": sig, "text": text,
                            "why": why, "line": n})
    return entries


def matches(entry, key, function, kind):
    return any(fnmatch.fnmatchcase(key, f) and fnmatch.fnmatchcase(function, fn)
               and fnmatch.fnmatchcase(kind, k) for f, fn, k in entry["sweep"])


def unquote(s):
    return s[1:-1] if s[:1] in "'\"" and s[-1:] == s[:1] else s


def finding_pipeline(path):
    """The pipeline a reproducer's header gives (`refinery check X --passes=P`,
    possibly continued on the next comment line)."""
    text = ""
    with open(path) as f:
        for line in f:
            if not line.startswith(";"):
                break
            text += line.lstrip(";").rstrip("\n").rstrip("\\") + " "
    m = re.search(r"refinery check \S+\s+" + PASSES_ARG.pattern, text)
    return unquote(m.group(1)) if m else None


def lit_pipeline(path):
    with open(path) as f:
        for line in f:
            if "RUN:" in line:
                m = PASSES_ARG.search(line)
                if m:
                    return unquote(m.group(1))
    return None


def project_files():
    """(key, path, passes, note) for every project .ll; excluded ones apart."""
    files, excluded = [], []
    for d in PROJECT_DIRS:
        for path in sorted(glob.glob(os.path.join(ROOT, d, "**", "*.ll"), recursive=True)):
            key = os.path.relpath(path, ROOT).replace(os.sep, "/")
            if key in EXCLUDED:
                excluded.append((key, EXCLUDED[key]))
                continue
            note = ""
            if key.startswith("examples/findings/"):
                passes = finding_pipeline(path)
                if passes is None:
                    sys.exit("%s: no `refinery check %s --passes=...` line in its "
                             "header" % (key, os.path.basename(path)))
            else:
                passes = lit_pipeline(path) if key.startswith("tests/") else None
                if passes and PLUGIN_PASS.search(passes):
                    note = "test-plugin pipeline %s replaced" % passes
                    passes = None
                passes = passes or "default<O2>"
            files.append((key, path, passes, note))
    return files, excluded


def llvm_test_files(llvm_tests):
    index = os.path.join(llvm_tests, "INDEX.tsv")
    files = []
    with open(index) as f:
        header = f.readline().rstrip("\n").split("\t")
        for line in f:
            row = dict(zip(header, line.rstrip("\n").split("\t")))
            files.append(("llvm-tests/" + row["file"],
                          os.path.join(llvm_tests, row["file"]), row["passes"], ""))
    return files


def run(refinery, key, path, passes, inputs, timeout, smt=False):
    """One file: a dict with status (checked, parse-error, error, crash,
    abort, timeout), the JSON functions and the stderr tail."""
    cmd = [refinery, "check", path, "--passes", passes, "--json"]
    if inputs:
        cmd += ["--inputs", str(inputs)]
    if smt:
        cmd += ["--smt"]
    t0 = time.time()
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return {"status": "timeout", "functions": [], "stderr": "",
                "seconds": time.time() - t0}
    r = {"functions": [], "stderr": p.stderr.strip(), "seconds": time.time() - t0}
    err = p.stderr
    # (An in-process pipeline runs in a child: an LLVM ERROR or a crash of
    # the optimizer is refinery's error, exit status 2, not its end.)
    stopped = re.search(r"error: the optimizer (ended its process|crashed \()", err)
    if p.returncode < 0 or (not stopped and ("LLVM ERROR" in err
                                             or "PLEASE submit a bug report" in err)):
        sig = ("signal %d" % -p.returncode) if p.returncode < 0 else "exit %d" % p.returncode
        line = next((l for l in err.splitlines() if "LLVM ERROR" in l), "")
        r.update(status="abort", detail=(line or sig)[:200])
    elif p.returncode == 2:
        if stopped:
            line = next((l for l in err.splitlines() if "LLVM ERROR" in l), stopped.group(0))
            r.update(status="crash", detail=line[:200])
        elif ("not valid IR after pass" in err or "optimized module is not valid IR" in err
                or "the optimized module lacks" in err):
            r.update(status="crash", detail=err.strip().splitlines()[0][:200])
        elif (re.search(r":\d+:\d+: error:", err) or "the module is not valid IR" in err
              or "invalid pass pipeline" in err):
            # Newer syntax, a verifier rule or a pass option LLVM 22 lacks.
            r.update(status="parse-error",
                     detail=next((l for l in err.splitlines() if "error:" in l), err)[:200])
        else:
            r.update(status="error", detail=err.strip()[-300:])
    elif p.returncode in (0, 1, 3):  # 3: nothing-checked (no function to check)
        try:
            j = json.loads(p.stdout.strip().splitlines()[-1])
            r.update(status="checked", functions=j["functions"],
                     internal=len(j.get("internal_not_checked", [])))
        except (ValueError, IndexError, KeyError):
            r.update(status="error", detail="no JSON on stdout: " + p.stdout[-200:])
    else:
        r.update(status="error", detail="exit %d: %s" % (p.returncode, err.strip()[-300:]))
    return r


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--refinery", required=True)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--timeout", type=int, default=60, help="seconds per file")
    ap.add_argument("--inputs", type=int, default=0,
                    help="inputs per function (default: refinery's default)")
    ap.add_argument("--llvm-tests", default=LLVM_TESTS,
                    help="LLVM's regression tests (default %(default)s)")
    ap.add_argument("--no-llvm-tests", action="store_true")
    ap.add_argument("--findings-only", action="store_true",
                    help="only check the confirmed list and its reproducers")
    ap.add_argument("--filter", default="", help="only files whose key contains this")
    ap.add_argument("--verbose", action="store_true")
    ap.add_argument("--smt", action="store_true",
                    help="check with --smt too: a proof the interpreter "
                         "contradicts (an encoding bug) fails the run")
    a = ap.parse_args()
    start = time.time()

    confirmed = load_confirmed()
    problems = []  # confirmed-list problems: each fails the run

    # The confirmed list and examples/findings/ must agree.
    listed = collections.Counter(e["reproducer"] for e in confirmed)
    on_disk = sorted(os.path.basename(p) for p in glob.glob(os.path.join(FINDINGS, "*.ll")))
    for name in on_disk:
        if name not in listed:
            problems.append("examples/findings/%s is not listed in %s" %
                            (name, os.path.relpath(CONFIRMED, ROOT)))
    for name, n in listed.items():
        if name not in on_disk:
            problems.append("listed reproducer examples/findings/%s does not exist" % name)
        if n > 1:
            problems.append("reproducer %s is listed %d times" % (name, n))
    for e in confirmed:
        own = "examples/findings/" + e["reproducer"]
        if not any(fnmatch.fnmatchcase(own, f) for f, _, _ in e["sweep"]):
            problems.append("%s (line %d): no sweep pattern matches its own reproducer %s"
                            % (os.path.basename(CONFIRMED), e["line"], own))
        if not re.fullmatch(r"-|no|llvm-project#\d+(,llvm-project#\d+)*( .*)?",
                            e["upstream"]):
            problems.append("%s (line %d): upstream must be `-`, `no` or "
                            "llvm-project#N[,llvm-project#M] [note]"
                            % (os.path.basename(CONFIRMED), e["line"]))

    files, excluded = project_files()
    if a.findings_only:
        files = [f for f in files if f[0].startswith("examples/findings/")]
    else:
        for key, why in excluded:
            print("excluded %s: %s" % (key, why))
        if a.no_llvm_tests:
            print("notice: --no-llvm-tests: LLVM's regression tests not swept")
        elif os.path.exists(os.path.join(a.llvm_tests, "INDEX.tsv")):
            files += llvm_test_files(a.llvm_tests)
        else:
            print("notice: %s is missing: LLVM's regression tests not swept"
                  % os.path.normpath(os.path.join(a.llvm_tests, "INDEX.tsv")))
    files = [f for f in files if a.filter in f[0]]

    results = {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=a.jobs) as pool:
        futs = {pool.submit(run, a.refinery, key, path, passes, a.inputs, a.timeout,
                            a.smt):
                (key, passes, note) for key, path, passes, note in files}
        for fut in concurrent.futures.as_completed(futs):
            key, passes, note = futs[fut]
            r = fut.result()
            r["passes"], r["note"] = passes, note
            results[key] = r

    verdicts = collections.Counter()
    status = collections.Counter()
    confirmed_hits = collections.defaultdict(list)  # entry line -> [(key, fn, kind)]
    unexplained, errors = [], []
    for key in sorted(results):
        r = results[key]
        status[r["status"]] += 1
        is_project = not key.startswith("llvm-tests/")
        if a.verbose:
            print("%-70s %-11s %5.1fs %s" % (key, r["status"], r["seconds"], r["passes"]))
        if r["status"] == "crash":
            # An optimizer crash (invalid IR after a pass): a finding like a
            # violation, matched as function `*`, kind `crash`.
            es = [e for e in confirmed if matches(e, key, "*", "crash")]
            if es:
                for e in es:
                    confirmed_hits[e["line"]].append((key, "*", "crash"))
            else:
                unexplained.append((key, r["passes"], {"name": "*", "kind": "crash",
                                                       "detail": r["detail"]}))
        elif r["status"] == "error" or (r["status"] == "parse-error" and is_project):
            errors.append((key, r["passes"], r["detail"]))
        for fn in r["functions"]:
            verdicts[fn["verdict"]] += 1
            if "a bug in Refinery's encoding" in fn.get("smt_detail", "") and \
                    "smt_unrolled" not in fn:
                unexplained.append((key, r["passes"], dict(fn, kind="smt-proof-contradicted")))
                continue
            if fn["verdict"] != "violation":
                continue
            es = [e for e in confirmed if matches(e, key, fn["name"], fn["kind"])]
            if es:
                for e in es:
                    confirmed_hits[e["line"]].append((key, fn["name"], fn["kind"]))
            else:
                unexplained.append((key, r["passes"], fn))

    # Each reproducer must still show the violation its entry describes.
    for e in confirmed:
        own = "examples/findings/" + e["reproducer"]
        if own not in results or not a.filter in own:
            continue
        r = results[own]
        if not any(k == own for k, _, _ in confirmed_hits[e["line"]]):
            got = [(fn["name"], fn["verdict"], fn.get("kind", "")) for fn in r["functions"]]
            problems.append("reproducer %s (--passes='%s') no longer shows its "
                            "finding: %s %s" % (own, r["passes"], r["status"],
                                                got or r.get("detail", "")))

    # Report.
    print()
    for e in confirmed:
        hits = confirmed_hits.get(e["line"], [])
        if hits:
            print("confirmed LLVM bug %s (upstream: %s): %d hit(s): %s" %
                  (e["reproducer"], e["upstream"], len(hits),
                   ", ".join("%s @%s %s" % h for h in hits)))
    timeouts = sorted(k for k, r in results.items() if r["status"] == "timeout")
    aborts = sorted(k for k, r in results.items() if r["status"] == "abort")
    skipped = sorted(k for k, r in results.items()
                     if r["status"] == "parse-error" and k.startswith("llvm-tests/"))
    for k in timeouts:
        print("notice: timeout (%d s): %s --passes='%s'" % (a.timeout, k, results[k]["passes"]))
    for k in aborts:
        print("ABORT (refinery died): %s --passes='%s': %s"
              % (k, results[k]["passes"], results[k]["detail"]))
    if a.verbose:
        for k in skipped:
            print("skipped (newer than LLVM 22: parse, verifier or pipeline): %s: %s" % (k, results[k]["detail"]))
    for key, passes, detail in errors:
        print("ERROR %s --passes='%s': %s" % (key, passes, detail))
    for key, passes, fn in unexplained:
        print("UNEXPLAINED %s in %s @%s --passes='%s'\n  input: %s\n  src: %s\n  tgt: %s"
              % (fn["kind"], key, fn["name"], passes, fn.get("input", ""),
                 fn.get("src", ""), fn.get("tgt", fn.get("detail", ""))))
    for p in problems:
        print("CONFIRMED-LIST PROBLEM: " + p)

    nproj = sum(1 for k in results if not k.startswith("llvm-tests/"))
    print()
    print("files: %d (project %d, llvm-tests %d), excluded %d" %
          (len(results), nproj, len(results) - nproj, 0 if a.findings_only else len(excluded)))
    print("functions checked: %d (%s)" % (sum(verdicts.values()), ", ".join(
        "%s %d" % kv for kv in sorted(verdicts.items()))))
    print("files by status: " + ", ".join("%s %d" % kv for kv in sorted(status.items())))
    print("skipped (llvm-tests LLVM 22 cannot parse/verify/run): %d; aborts: %d; timeouts: %d; "
          "optimizer crashes: %d" % (len(skipped), len(aborts), len(timeouts),
                                     status["crash"]))
    print("confirmed-bug hits: %d; unexplained violations: %d; errors: %d; "
          "confirmed-list problems: %d" % (sum(len(v) for v in confirmed_hits.values()),
                                           len(unexplained), len(errors), len(problems)))
    print("time: %.0f s with %d job(s)" % (time.time() - start, a.jobs))
    return 1 if unexplained or aborts or errors or problems else 0


if __name__ == "__main__":
    sys.exit(main())
