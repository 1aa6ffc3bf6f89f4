"""Kills a campaign's worker from outside (SIGKILL, as an operator or the
OOM killer would) while it is in the middle of a pass, KILLS times, and
prints the campaign's stderr, then its stdout:
  kill_worker.py KILLS FINDINGS REFINERY fuzz ARGS...
The pipeline must contain the test plugin's refinery-sleep, which writes
"refinery-sleep: pid P until T" to the worker's stderr file
(FINDINGS/.workers/worker-0.stderr) before it sleeps until T (ms since the
epoch); each kill hits a worker (a child of the supervisor, found with
pgrep -P) that is asleep in that pass and is not one killed before."""
import os, re, signal, subprocess, sys, tempfile, time

kills, findings, cmd = int(sys.argv[1]), sys.argv[2], sys.argv[3:]
marker = os.path.join(findings, ".workers", "worker-0.stderr")
out = tempfile.TemporaryFile()
err = tempfile.TemporaryFile()
proc = subprocess.Popen(cmd, stdout=out, stderr=err)


def sleeping_worker(killed):
    """The pid of a worker of proc that is asleep in refinery-sleep for at
    least another 200 ms, and that ms time, or None."""
    try:
        text = open(marker).read()
    except OSError:
        return None
    found = re.findall(r"refinery-sleep: pid (\d+) until (\d+)", text)
    if not found:
        return None
    pid, until = int(found[-1][0]), int(found[-1][1])
    if pid in killed or until - time.time() * 1000 < 200:
        return None
    children = subprocess.run(["pgrep", "-P", str(proc.pid)],
                              capture_output=True, text=True).stdout.split()
    return (pid, until) if str(pid) in children else None


killed = []
deadline = time.time() + 60
while len(killed) < kills and time.time() < deadline and proc.poll() is None:
    found = sleeping_worker(killed)
    # Still asleep now (pgrep took a while), so the kill hits it mid-pass.
    if found is None or found[1] - time.time() * 1000 < 50:
        time.sleep(0.01)
        continue
    pid = found[0]
    os.kill(pid, signal.SIGKILL)
    killed.append(pid)
assert len(killed) == kills, "killed %d of %d workers" % (len(killed), kills)
proc.wait(timeout=120)
for f in (err, out):
    f.seek(0)
    sys.stdout.write(f.read().decode())
print("exit status %d" % proc.returncode)
