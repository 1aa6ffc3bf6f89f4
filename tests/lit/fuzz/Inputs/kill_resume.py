"""Kills a running campaign with SIGKILL, then resumes it on the same
findings directory and checks that nothing was lost or duplicated:
  kill_resume.py REFINERY PLUGIN FINDINGS
The campaign uses the test plugin's crashing pass so that findings are
being written (and counts updated) all the time."""
import glob, json, os, re, subprocess, sys, time
from killed_campaign import kill_supervisor

refinery, plugin, findings = sys.argv[1:4]
common = [refinery, "fuzz", "--load-pass-plugin", plugin,
          "--passes", "function(refinery-crash)", "--jobs", "2",
          "--seed", "11", "--findings", findings, "--progress", "0.2"]

def findings_state():
    state = {}
    # (Findings are directories with a finding.json; campaign.sqlite-wal
    # is not one.)
    for j in glob.glob(os.path.join(findings, "*-*", "finding.json")):
        d = os.path.dirname(j)
        with open(j) as f:
            j = json.load(f)
        assert j["id"] == os.path.basename(d), d
        state[j["id"]] = j
    return state

proc = subprocess.Popen(common + ["--time", "0"], stdout=subprocess.DEVNULL,
                        stderr=subprocess.DEVNULL)
deadline = time.time() + 60
while time.time() < deadline:
    if glob.glob(os.path.join(findings, "crash-*")) and \
            os.path.exists(os.path.join(findings, "campaign.json")):
        break
    time.sleep(0.1)
time.sleep(1.0)
kill_supervisor(proc, findings)

before = findings_state()
assert len(before) == 1, before
(fid, old), = before.items()
state = json.load(open(os.path.join(findings, "campaign.json")))
next_case = max(state["next_case"]["11"], old["last_case"] + 1)

out = subprocess.run(common + ["--runs", "40"], capture_output=True,
                     text=True)
assert out.returncode == 1, out
m = re.search(r"first case (\d+)", out.stdout)
assert m and int(m.group(1)) >= next_case, (out.stdout, next_case)
crashes = int(re.search(r"crashes: (\d+)", out.stdout).group(1))
assert "new this run: 0" in out.stdout, out.stdout

after = findings_state()
assert set(after) == set(before), (before.keys(), after.keys())
assert after[fid]["count"] == old["count"] + crashes, \
    (old["count"], crashes, after[fid]["count"])
assert after[fid]["first_seen"] == old["first_seen"]
leftovers = [n for n in os.listdir(findings)
             if n.startswith(".tmp-") or n.startswith(".old-")]
assert not leftovers, leftovers
print("resumed at case %s after kill -9; count %d -> %d" %
      (m.group(1), old["count"], after[fid]["count"]))
