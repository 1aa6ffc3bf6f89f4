#!/usr/bin/env python3
"""The reach of `refinery gen` (issue 16): the share of generated functions
that use floating point (and half, FP vectors, FP loads/stores), pointer
parameters (and noalias, readonly, captures(none)), and calls to other
generated functions and to declared external ones; then how many modules use each floating-point
operation and intrinsic the issue lists, and each fcmp predicate.

Generates --count modules (seeds --first ..) with their default swarm draw
and reads their text (a function is everything from `define` to `}`;
@main, which only the harness has, is not counted).

Usage: gen_reach.py [--refinery PATH] [--count N] [--first S] [--size S]
"""

import collections
import re
import sys

from gen_idioms import arguments, module_texts

FP = r"\b(half|float|double)\b"
FUNCTION_FEATURES = [
    ("floating point", lambda f: re.search(FP, f)),
    ("half", lambda f: re.search(r"\bhalf\b", f)),
    ("FP vectors", lambda f: re.search(r"x (half|float|double)>", f)),
    ("FP load or store",
     lambda f: re.search(r"(load|store) <?\d* ?x? ?(half|float|double)\b", f)),
    ("FP parameter", lambda f: re.search(r"^define[^\n]*" + FP, f)),
    ("pointer parameter", lambda f: re.search(r"^define[^\n]*\bptr\b", f)),
    ("noalias parameter", lambda f: re.search(r"^define[^\n]*\bnoalias\b", f)),
    ("readonly parameter",
     lambda f: re.search(r"^define[^\n]*\breadonly\b", f)),
    ("captures(none) parameter",
     lambda f: re.search(r"^define[^\n]*captures\(none\)", f)),
    ("call of a generated function", lambda f: re.search(r"call .*@f\d+\(", f)),
    ("call of an external function",
     lambda f: re.search(r"call .*@ext\d+\(", f)),
]

OPS = ["fadd", "fsub", "fmul", "fdiv", "frem", "fneg", "fcmp", "sitofp",
       "uitofp", "fptosi", "fptoui", "fpext", "fptrunc"]
INTRINSICS = ["fabs", "copysign", "minnum", "maxnum", "minimum", "maximum",
              "minimumnum", "maximumnum", "fma", "fmuladd", "sqrt", "floor",
              "ceil", "trunc", "round", "roundeven", "rint", "nearbyint",
              "is.fpclass", "ldexp", "fptosi.sat", "fptoui.sat"]
PREDICATES = ["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq",
              "ugt", "uge", "ult", "ule", "une", "uno", "true"]


def main():
    a = arguments()
    funcs = 0
    having = collections.Counter()
    in_modules = collections.Counter()
    modules = 0
    for text in module_texts(a):
        modules += 1
        for f in re.findall(r"^define .*?^}", text, re.M | re.S):
            if re.match(r"define [^@]*@main\(", f):
                continue
            funcs += 1
            for label, test in FUNCTION_FEATURES:
                having[label] += bool(test(f))
        for op in OPS:
            in_modules[op] += bool(re.search(r"= %s\b" % op, text))
        for i in INTRINSICS:
            in_modules["llvm." + i] += bool(
                re.search(r"@llvm\.%s\.[vf]" % re.escape(i), text))
        for p in PREDICATES:
            in_modules["fcmp " + p] += bool(
                re.search(r"= fcmp %s\b" % p, text))
    print("%d modules (seeds %d..%d, size %d), %d functions"
          % (modules, a.first, a.first + a.count - 1, a.size, funcs))
    print("%-30s %9s" % ("functions using", "share"))
    for label, _ in FUNCTION_FEATURES:
        print("%-30s %8.1f%%" % (label, 100.0 * having[label] / funcs))
    print("%-30s %9s" % ("modules using", "share"))
    for key in OPS + ["llvm." + i for i in INTRINSICS] + \
            ["fcmp " + p for p in PREDICATES]:
        print("%-30s %8.1f%%" % (key, 100.0 * in_modules[key] / modules))
    missing = [k for k in in_modules if not in_modules[k]]
    return 1 if missing or not funcs else 0


if __name__ == "__main__":
    sys.exit(main())
