#!/usr/bin/env python3
"""Mutants per second of `refinery mutate` on the examples.

For each input, runs `refinery mutate FILE --seed 1 --count K --mutations M
-o -` (output discarded) and, as the reference in the same invocation, the
same command with --mutations 0, which only parses, copies and prints each
mutant. Best of --repeat runs. Reports mutants per second with mutation,
and the share of the time the mutations themselves take.

    bench/mutate_bench.py [--refinery build/bin/refinery] [--count 2000]
                          [--mutations 3] [--repeat 3] [FILE.ll ...]
"""
import argparse
import glob
import os
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def best_time(cmd, repeat):
    best = None
    for _ in range(repeat):
        start = time.perf_counter()
        subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                       check=True)
        elapsed = time.perf_counter() - start
        best = elapsed if best is None else min(best, elapsed)
    return best


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--refinery", default=os.path.join(ROOT, "build", "bin", "refinery"))
    ap.add_argument("--count", type=int, default=2000, help="mutants per input")
    ap.add_argument("--mutations", type=int, default=3, help="mutations per mutant")
    ap.add_argument("--repeat", type=int, default=3, help="runs per measurement (best counts)")
    ap.add_argument("inputs", nargs="*", help="inputs (default: examples/*.ll)")
    args = ap.parse_args()
    inputs = args.inputs or sorted(glob.glob(os.path.join(ROOT, "examples", "*.ll")))
    if not os.access(args.refinery, os.X_OK):
        sys.exit(f"mutate_bench: no refinery binary at {args.refinery} (--refinery)")

    print(f"{'input':<28} {'mutants/s':>10} {'reference/s':>12} {'mutation share':>15}")
    total_mut = total_ref = 0.0
    for path in inputs:
        base = [args.refinery, "mutate", path, "--seed", "1", "--count", str(args.count), "-o", "-"]
        t_mut = best_time(base + ["--mutations", str(args.mutations)], args.repeat)
        t_ref = best_time(base + ["--mutations", "0"], args.repeat)
        total_mut += t_mut
        total_ref += t_ref
        share = max(t_mut - t_ref, 0.0) / t_mut
        print(f"{os.path.basename(path):<28} {args.count / t_mut:>10.0f} "
              f"{args.count / t_ref:>12.0f} {share:>14.0%}")
    n = args.count * len(inputs)
    print(f"{'all':<28} {n / total_mut:>10.0f} {n / total_ref:>12.0f} "
          f"{max(total_mut - total_ref, 0.0) / total_mut:>14.0%}")
    print(f"({args.mutations} mutation(s) per mutant, {args.count} mutants per input, "
          f"best of {args.repeat}; reference: --mutations 0, parse + copy + print)")


if __name__ == "__main__":
    main()
