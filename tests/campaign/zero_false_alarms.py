#!/usr/bin/env python3
"""The zero-false-alarm test of refinery fuzz: a fixed-seed campaign of a
few thousand cases against plain default<O2> of the linked LLVM 22 must
report no violation, crash or timeout that is not a confirmed real LLVM bug
(examples/findings/confirmed-bugs.tsv, the one list of confirmed bugs).

--classify DIR judges the findings of a campaign that already ran (e.g. the
10-minute known-bugs-seeded campaign of the soundness issue) instead of
running one."""
import argparse, glob, json, os, re, shutil, subprocess, sys, tempfile

here = os.path.dirname(os.path.abspath(__file__))
ap = argparse.ArgumentParser()
ap.add_argument("--refinery")
ap.add_argument("--classify", help="judge this findings directory; run nothing")
ap.add_argument("--runs", type=int, default=3000)
ap.add_argument("--seed", type=int, default=1)
ap.add_argument("--jobs", type=int, default=2)
ap.add_argument("--keep", help="findings directory to keep")
args = ap.parse_args()
if not args.classify and not args.refinery:
    ap.error("--refinery is required unless --classify is given")

# The campaign columns (signature, text) of the confirmed list; entries
# without them (`-`) are not expected from campaigns.
sys.path.insert(0, os.path.join(os.path.dirname(here), "soundness"))
from sweep import load_confirmed
confirmed = [(re.compile(e["signature"]), re.compile(e["text"]),
              "%s; examples/findings/%s (upstream: %s)" %
              (e["why"], e["reproducer"], e["upstream"]))
             for e in load_confirmed() if e["signature"] != "-"]

if args.classify:
    work = args.classify
else:
    work = args.keep or tempfile.mkdtemp(prefix="refinery-zfa-")
    shutil.rmtree(work, ignore_errors=True)
    cmd = [args.refinery, "fuzz", "--passes", "default<O2>", "--runs",
           str(args.runs), "--seed", str(args.seed), "--jobs", str(args.jobs),
           "--findings", work, "--progress", "0"]
    print(" ".join(cmd))
    out = subprocess.run(cmd, capture_output=True, text=True)
    print(out.stdout, end="")
    if out.returncode not in (0, 1):
        print(out.stderr)
        sys.exit("refinery fuzz failed")
    assert re.search(r"cases: %d in" % args.runs, out.stdout), out.stdout

unexplained = 0
for f in sorted(glob.glob(os.path.join(work, "*-*", "finding.json"))):
    d = os.path.dirname(f)
    j = json.load(open(f))
    # The second column is matched against the finding's files: tgt.ll
    # and src.ll (violations) or stderr.txt (crashes).
    tgt = ""
    for name in ("tgt.ll", "stderr.txt", "src.ll"):
        if os.path.exists(os.path.join(d, name)):
            tgt += open(os.path.join(d, name)).read()
    # The match is on raw text: several entries may match; `refinery
    # reduce` on the finding tells which bug it is.
    whys = [w for s, t, w in confirmed
            if s.search(j["signature"]) and t.search(tgt)]
    if whys:
        print("confirmed real bug (%d case(s)): %s\n  %s" %
              (j["count"], j["signature"], "\n  or: ".join(whys)))
    else:
        unexplained += 1
        print("UNEXPLAINED %s (%d case(s)): %s\n  function @%s input %s\n"
              "  src: %s\n  tgt: %s\n  finding: %s" %
              (j["kind"], j["count"], j["signature"], j.get("function"),
               j.get("input"), j.get("src_outcome"), j.get("tgt_outcome"), d))
if not args.keep and not args.classify:
    shutil.rmtree(work, ignore_errors=True)
print("%d unexplained finding(s)" % unexplained)
sys.exit(1 if unexplained else 0)
