#!/usr/bin/env python3
"""The rate of each peephole idiom in `refinery gen`'s modules (issue 16,
point 4): constant chains, shift/mask chains, compare ladders, clamps,
negation/abs, boolean extensions and mask tests (generator/GenInternal.h,
Idiom), the material of InstCombine's and InstSimplify's folds.

Generates --count modules (seeds --first ..) with their default swarm draw
and reads each module's `; idioms:` header line. Prints, per idiom: how many
were emitted, per module, and the share of modules with at least one; then
the share of modules with any idiom.

Usage: gen_idioms.py [--refinery PATH] [--count N] [--first S] [--size S]
"""

import argparse
import collections
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def arguments():
    """The options of the generator benchmarks (also gen_reach.py's)."""
    ap = argparse.ArgumentParser()
    ap.add_argument("--refinery",
                    default=os.path.join(HERE, "..", "build", "bin", "refinery"))
    ap.add_argument("--count", type=int, default=1000)
    ap.add_argument("--first", type=int, default=1)
    ap.add_argument("--size", type=int, default=20)
    return ap.parse_args()


def module_texts(a):
    """The text of each module `refinery gen` makes for options \p a, in
    seed order."""
    with tempfile.TemporaryDirectory() as d:
        subprocess.run([a.refinery, "gen", "--seed", str(a.first), "--count",
                        str(a.count), "--size", str(a.size), "-o", d],
                       check=True, stdout=subprocess.DEVNULL)
        for name in sorted(os.listdir(d)):
            yield open(os.path.join(d, name)).read()


def main():
    a = arguments()
    total, having = collections.Counter(), collections.Counter()
    modules = with_any = functions = 0
    for text in module_texts(a):
        modules += 1
        functions += len(re.findall(r"^define ", text, re.M))
        m = re.search(r"^; idioms:(.*)$", text, re.M)
        items = re.findall(r"([\w-]+)=(\d+)", m.group(1)) if m else []
        with_any += bool(items)
        for idiom, n in items:
            total[idiom] += int(n)
            having[idiom] += 1
    print("%d modules (seeds %d..%d, size %d), %d functions"
          % (modules, a.first, a.first + a.count - 1, a.size, functions))
    print("%-12s %8s %10s %10s" % ("idiom", "emitted", "per module",
                                   "modules"))
    for idiom in sorted(total):
        print("%-12s %8d %10.2f %9.1f%%" % (idiom, total[idiom],
                                            total[idiom] / modules,
                                            100.0 * having[idiom] / modules))
    print("modules with any idiom: %.1f%%" % (100.0 * with_any / modules))
    return 0 if modules else 1


if __name__ == "__main__":
    sys.exit(main())
