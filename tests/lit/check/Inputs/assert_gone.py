"""Checks that every process whose pid is listed in a file (one a line)
is gone within seconds: no such process, or a zombie (killed, but
not yet reaped by init).
  assert_gone.py PIDFILE"""
import os, sys, time

pids = [int(l) for l in open(sys.argv[1]) if l.strip()]
assert pids, "no pid recorded in %s" % sys.argv[1]

def alive(pid):
    try:
        with open("/proc/%d/stat" % pid) as f:
            state = f.read().rsplit(")", 1)[1].split()[0]
    except FileNotFoundError:
        return False
    return state != "Z"

deadline = time.time() + 10
while time.time() < deadline and any(alive(p) for p in pids):
    time.sleep(0.05)
left = [p for p in pids if alive(p)]
for p in left:
    os.kill(p, 9)
assert not left, "the optimizer's children are still running: %s" % left
print("%d child(ren) of the optimizer gone" % len(pids))
