"""What the kill tests share: kill a campaign's supervisor with SIGKILL
and wait for its workers, which notice that their supervisor is gone and
exit after the case they are running (a loaded machine may take a while)."""
import signal, subprocess, time


def kill_supervisor(proc, findings, patience=30):
    """SIGKILLs \\p proc (a `refinery fuzz --findings FINDINGS`) and waits
    until no process of that campaign is left; fails if one is."""
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    deadline = time.time() + patience
    while True:
        left = subprocess.run(["pgrep", "-f", "--", "--findings " + findings],
                              capture_output=True, text=True).stdout.split()
        if not left or time.time() > deadline:
            break
        time.sleep(0.1)
    assert not left, "workers left behind: %s" % left
