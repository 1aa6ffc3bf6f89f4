#!/usr/bin/env python3
"""The interpreter's speed (issue 17): `refinery exec` against
`lli -force-interpreter` (LLVM's interpreter) and `lli` (its JIT, the
ceiling), on the same programs in the same run:

  int-loop    bench/int_loop.ll: integer arithmetic, no flags (9 * 10^6 steps)
  int-flags   bench/int_loop_flags.ll: the same with nuw, nsw, exact,
              disjoint and samesign (1.4 * 10^7 steps)
  mem-loop    bench/mem_loop.ll: GEP, load and store at a data-dependent
              index into a stack array (1.2 * 10^7 steps)
  csmith      Csmith programs compiled with clang-22 -O0 (seeds --csmith,
              the options of tests/csmith/crosscheck.py), each run whole:
              short runs, where start-up counts

Per workload: the steps `refinery exec --stats` reports (an executed
instruction, phis aside, is a step for integers up to 64 bits), the best
wall time of --reps runs of each tool (start-up included), refinery's run
time alone and its ns per step, and the ratios lli-interpreter / refinery
and lli-JIT / refinery (above 1: refinery is faster). Start-up (a process
running an empty `main`) is reported on its own line. "run ratio" compares
the execution alone: each tool's wall time minus its wall time on the same
module with `main` cut to `ret i32 0` (start-up, parsing and global
set-up, which both tools pay alike and which dominate the Csmith runs).
"bound" is the wall-time ratio an interpreter that took no time at all
would reach: lli-interpreter's wall time over refinery's on the stubbed
module (its start-up, parsing and set-up alone).

Usage: interp_speed.py [--refinery PATH] [--lli PATH] [--reps N]
                       [--csmith 1,3,4,...]
Exits 77 if lli is missing; csmith is skipped if csmith or clang-22 is.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CSMITH_OPTIONS = ["--max-funcs", "4", "--max-block-depth", "3",
                  "--no-volatiles", "--no-volatile-pointers",
                  "--no-packed-struct"]
# (Builds before the hot loop's word file print no "(G general)".)
STATS = re.compile(r"refinery exec: (\d+) steps(?: \((\d+) general\))?; "
                   r"start-up ([\d.]+) ms, run ([\d.]+) ms")


def best(cmd, reps):
    """Best wall time of cmd over reps runs, in seconds."""
    t = None
    for _ in range(reps):
        t0 = time.perf_counter()
        subprocess.run(cmd, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL)
        d = time.perf_counter() - t0
        t = d if t is None else min(t, d)
    return t


def refinery_stats(refinery, path, reps):
    """(steps, best run ms) from --stats over reps runs."""
    steps, run = 0, None
    for _ in range(reps):
        p = subprocess.run([refinery, "exec", path, "--stats",
                            "--max-steps", "1000000000"],
                           capture_output=True, text=True)
        m = STATS.search(p.stderr)
        if not m:
            sys.exit(f"no --stats line for {path}: {p.stderr}")
        steps = int(m.group(1))
        ms = float(m.group(4))
        run = ms if run is None else min(run, ms)
    return steps, run


MAIN = re.compile(r"^(define [^\n]*@main\([^\n]*\{)\n.*?^\}$",
                  re.M | re.S)


def stub(path, work):
    """A copy of path whose @main returns 0 at once (same parse and set-up)."""
    text = open(path).read()
    out = os.path.join(work, "stub-" + os.path.basename(path))
    with open(out, "w") as f:
        f.write(MAIN.sub(lambda m: m.group(1) + "\nentry.stub:\n  ret i32 0\n}",
                         text, count=1))
    return out


def csmith_programs(seeds, work):
    if not shutil.which("csmith") or not shutil.which("clang-22"):
        return []
    out = []
    for s in seeds:
        c = os.path.join(work, f"csmith-{s}.c")
        ll = os.path.join(work, f"csmith-{s}.ll")
        subprocess.run(["csmith", "--seed", str(s), *CSMITH_OPTIONS, "-o", c],
                       check=True, stdout=subprocess.DEVNULL)
        subprocess.run(["clang-22", "-O0", "-w", "-S", "-emit-llvm",
                        "-I/usr/include/csmith", c, "-o", ll], check=True)
        out.append(ll)
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--refinery",
                    default=os.path.join(ROOT, "build", "bin", "refinery"))
    ap.add_argument("--lli", default="/usr/lib/llvm-22/bin/lli")
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--csmith", default="1,3,4,5,6,7,8,11,12,13,14,15,16,"
                    "17,18,19,20,21,22,23,42,56,83")
    a = ap.parse_args()
    if not os.path.exists(a.lli):
        print(f"{a.lli} missing")
        return 77
    work = tempfile.mkdtemp()
    try:
        empty = os.path.join(work, "empty.ll")
        with open(empty, "w") as f:
            f.write("define i32 @main() {\n  ret i32 0\n}\n")
        start_ref = best([a.refinery, "exec", empty], a.reps)
        start_lli = best([a.lli, "-force-interpreter", empty], a.reps)
        start_jit = best([a.lli, empty], a.reps)
        print(f"start-up (empty main): refinery {1e3 * start_ref:.1f} ms, "
              f"lli -force-interpreter {1e3 * start_lli:.1f} ms, "
              f"lli {1e3 * start_jit:.1f} ms")
        loads = [("int-loop", [os.path.join(HERE, "int_loop.ll")]),
                 ("int-flags", [os.path.join(HERE, "int_loop_flags.ll")]),
                 ("mem-loop", [os.path.join(HERE, "mem_loop.ll")])]
        seeds = [int(s) for s in a.csmith.split(",") if s]
        programs = csmith_programs(seeds, work)
        if programs:
            loads.append((f"csmith ({len(programs)})", programs))
        else:
            print("csmith: skipped (csmith or clang-22 missing)")
        print(f"{'workload':<14} {'steps':>10} {'refinery':>9} {'run':>8} "
              f"{'ns/step':>8} {'lli-int':>8} {'ratio':>6} {'bound':>6} "
              f"{'run ratio':>9} {'lli-jit':>8} {'ratio':>6}")
        for name, files in loads:
            steps = run = t_ref = t_lli = t_jit = s_ref = s_lli = 0.0
            for path in files:
                s, r = refinery_stats(a.refinery, path, a.reps)
                steps += s
                run += r
                t_ref += best([a.refinery, "exec", path, "--max-steps",
                               "1000000000"], a.reps)
                t_lli += best([a.lli, "-force-interpreter", path], a.reps)
                t_jit += best([a.lli, path], a.reps)
                st = stub(path, work)
                s_ref += best([a.refinery, "exec", st], a.reps)
                s_lli += best([a.lli, "-force-interpreter", st], a.reps)
            run_ratio = (t_lli - s_lli) / max(t_ref - s_ref, 1e-6)
            print(f"{name:<14} {int(steps):>10} {t_ref:>8.3f}s "
                  f"{run / 1e3:>7.3f}s {1e6 * run / max(steps, 1):>8.1f} "
                  f"{t_lli:>7.3f}s {t_lli / t_ref:>5.1f}x "
                  f"{t_lli / max(s_ref, 1e-6):>5.1f}x {run_ratio:>8.1f}x "
                  f"{t_jit:>7.3f}s {t_jit / t_ref:>5.2f}x")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
