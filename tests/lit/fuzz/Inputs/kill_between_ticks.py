"""Kills a campaign with SIGKILL between progress ticks (--progress 0: no
tick ever), then resumes it and checks that no case runs twice:
  kill_between_ticks.py REFINERY OPT WORKDIR
One worker and an external opt that logs each run (one per case: the
no-op pipeline finds nothing, so nothing runs the opt again for a
culprit): the first run handed out at least the cases 0 .. L-1, L the
number of log lines, so the resumed run must start at L or later. The
cases skipped (reserved, never handed out) are at most 256."""
import os, re, subprocess, sys, time
from killed_campaign import kill_supervisor

refinery, opt, work = sys.argv[1:4]
os.makedirs(work)
findings = os.path.join(work, "findings")
log = os.path.join(work, "opt.log")
wrapper = os.path.join(work, "logging-opt.sh")
with open(wrapper, "w") as f:
    f.write('#!/bin/sh\necho case >> "%s"\nexec "%s" "$@"\n' % (log, opt))
os.chmod(wrapper, 0o755)
common = [refinery, "fuzz", "--opt", wrapper,
          "--passes", "function(no-op-function)", "--jobs", "1",
          "--seed", "5", "--findings", findings, "--progress", "0"]

def logged():
    try:
        with open(log) as f:
            return len(f.readlines())
    except FileNotFoundError:
        return 0

proc = subprocess.Popen(common + ["--time", "0"], stdout=subprocess.DEVNULL,
                        stderr=subprocess.DEVNULL)
deadline = time.time() + 120
while time.time() < deadline and logged() < 30:
    time.sleep(0.05)
assert logged() >= 30, "the campaign ran %d case(s)" % logged()
kill_supervisor(proc, findings)
ran = logged()

out = subprocess.run(common + ["--runs", "5"], capture_output=True,
                     text=True)
assert out.returncode == 0, out
m = re.search(r"first case (\d+)", out.stdout)
assert m, out.stdout
first = int(m.group(1))
assert first >= ran, \
    "cases %d to %d ran twice (resumed at %d)" % (first, ran - 1, first)
# At most one reservation (256 cases, docs/fuzz.md) is skipped.
assert first - ran <= 256, "%d cases skipped" % (first - ran)
print("killed after %d case(s) without a tick; resumed at a case not run "
      "before" % ran)
