"""Runs a command, sends it a signal once a pid appears in PIDFILE (the
optimizer has started its child), and waits for the command to end:
  signal_when_started.py PIDFILE SIGNAL COMMAND...
Prints "ended" with the command's status; the command's output goes to
/dev/null. The command starts with SIGINT at its default (lit may run
tests with SIGINT ignored), as from a terminal."""
import os, signal, subprocess, sys, time

pidfile, sig, cmd = sys.argv[1], getattr(signal, sys.argv[2]), sys.argv[3:]
proc = subprocess.Popen(
    cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
deadline = time.time() + 60
while time.time() < deadline and proc.poll() is None:
    if os.path.exists(pidfile) and open(pidfile).read().strip():
        break
    time.sleep(0.05)
assert proc.poll() is None, "the command ended before the optimizer started"
assert time.time() < deadline, "the optimizer did not start"
proc.send_signal(sig)
try:
    status = proc.wait(timeout=30)
except subprocess.TimeoutExpired:
    proc.kill()
    status = "still running 30 s after the signal"
print("ended: %s" % status)
