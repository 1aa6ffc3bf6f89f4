#!/usr/bin/env python3
"""Cross-checks `refinery exec` against native code for the x86 SIMD
intrinsics of semantics/X86Intrinsics.cpp: calls each intrinsic on random
and boundary lanes in a program compiled with clang-22 -O0 (needs an x86-64
CPU with AVX2 and AVX-512BW), and compares every result lane with what
refinery exec returns for the same call.

Usage: x86_native_check.py PATH/TO/refinery [CALLS_PER_INTRINSIC]
Exits 1 on any mismatch."""
import os, random, re, subprocess, sys, tempfile
REF = os.path.abspath(sys.argv[1])
NPER = int(sys.argv[2]) if len(sys.argv) > 2 else 40
os.chdir(tempfile.mkdtemp(prefix="x86-native-"))
# name, lanes, width, kind
INTR = []
for pre, bits in (("sse2", 128), ("avx2", 256)):
    for op in ("psrl", "psll"):
        for s, w in (("w", 16), ("d", 32), ("q", 64)):
            INTR.append((f"{pre}.{op}.{s}", bits // w, w, bits // w if False else 128 // w, "shift"))
    for s, w in (("w", 16), ("d", 32)):
        INTR.append((f"{pre}.psra.{s}", bits // w, w, 128 // w, "shift"))
for s, w in (("b", 8), ("w", 16), ("d", 32)):
    INTR.append((f"ssse3.psign.{s}.128", 128 // w, w, 128 // w, "bin"))
    INTR.append((f"avx2.psign.{s}", 256 // w, w, 256 // w, "bin"))
for s, w in (("b", 8), ("w", 16)):
    INTR.append((f"sse2.pavg.{s}", 128 // w, w, 128 // w, "bin"))
    INTR.append((f"avx2.pavg.{s}", 256 // w, w, 256 // w, "bin"))
for s_, n, w in (("ssse3.pshuf.b.128", 16, 8), ("avx2.pshuf.b", 32, 8), ("avx512.pshuf.b.512", 64, 8),
                 ("avx512.pavg.b.512", 64, 8), ("avx512.pavg.w.512", 32, 16)):
    INTR.append((s_, n, w, n, "bin"))
for op in ("phadd", "phsub"):
    for s_, w in (("w", 16), ("d", 32), ("sw", 16)):
        INTR.append((f"ssse3.{op}.{s_}.128", 128 // w, w, 128 // w, "bin"))
        INTR.append((f"avx2.{op}.{s_}", 256 // w, w, 256 // w, "bin"))
for s_, n in (("ssse3.pmadd.ub.sw.128", 16), ("avx2.pmadd.ub.sw", 32), ("avx512.pmaddubs.w.512", 64)):
    INTR.append((s_, n, 8, n, "pmadd"))
rng = random.Random(15)
def lane(w):
    m = (1 << w) - 1
    return rng.choice([0, 1, m, m >> 1, (m >> 1) + 1, 2, m - 1, rng.randrange(1 << w), rng.randrange(1 << w)])
def count(w, n):
    # low-64-bit count: small, boundary or large; upper lanes random
    c = rng.choice([0, 1, w - 1, w, w + 1, rng.randrange(w), rng.randrange(1 << 64), 1 << 32, 1 << 63, 255, 256])
    v = [lane(w) for _ in range(n)]
    k = 64 // w
    for i in range(k):
        v[i] = (c >> (i * w)) & ((1 << w) - 1)
    return v
tests = []
ir = []
for idx, (name, n, w, cn, kind) in enumerate(INTR):
    vt = f"<{n} x i{w}>"; ct = f"<{cn} x i{w}>"
    rt = f"<{n // 2} x i16>" if kind == "pmadd" else vt
    fn = "t" + name.replace(".", "_")
    ir.append(f"declare {rt} @llvm.x86.{name}({vt}, {ct})")
    ir.append(f"define {rt} @{fn}({vt} %a, {ct} %b) {{\n  %r = call {rt} @llvm.x86.{name}({vt} %a, {ct} %b)\n  ret {rt} %r\n}}")
    for _ in range(NPER):
        a = [lane(w) for _ in range(n)]
        b = count(w, cn) if kind == "shift" else [lane(w) for _ in range(cn)]
        tests.append((fn, vt, ct, n, w, a, b, rt))
main = ["declare i32 @printf(ptr, ...)", '@fmt = private constant [6 x i8] c"%llu\\0A\\00"',
        "define i32 @main() {"]
for i, (fn, vt, ct, n, w, a, b, rt) in enumerate(tests):
    rn = n // 2 if rt != vt else n; rw = 16 if rt != vt else w
    av = "<" + ", ".join(f"i{w} {x}" for x in a) + ">"
    bv = "<" + ", ".join(f"i{w} {x}" for x in b) + ">"
    main.append(f"  %r{i} = call {rt} @{fn}({vt} {av}, {ct} {bv})")
    for l in range(rn):
        main.append(f"  %e{i}_{l} = extractelement {rt} %r{i}, i32 {l}")
        main.append(f"  %z{i}_{l} = zext i{rw} %e{i}_{l} to i64" if rw < 64 else f"  %z{i}_{l} = add i64 %e{i}_{l}, 0")
        main.append(f"  call i32 (ptr, ...) @printf(ptr @fmt, i64 %z{i}_{l})")
main.append("  ret i32 0\n}")
open("x86.ll", "w").write("\n".join(ir) + "\n")
open("main.ll", "w").write("\n".join(ir + main) + "\n")
subprocess.run(["clang-22", "-O0", "-mavx2", "-mavx512bw", "main.ll", "-o", "native"], check=True)
nat = [int(x) for x in subprocess.run(["./native"], capture_output=True, text=True, check=True).stdout.split()]
pos = 0; bad = 0
for fn, vt, ct, n, w, a, b, rt in tests:
    if rt != vt: n, w2 = n // 2, 16
    else: w2 = w
    exp = nat[pos:pos + n]; pos += n
    av = "<" + ", ".join(f"i{w} {x}" for x in a) + ">"
    bv = "<" + ", ".join(f"i{w} {x}" for x in b) + ">"
    out = subprocess.run([REF, "exec", "x86.ll", "--function", fn, "--arg", av, "--arg", bv, "--json"], capture_output=True, text=True).stdout
    m = re.search(r'"value":"<[^>]*> <(.*)>"', out)
    got = [int(t.split()[1]) % (1 << w2) for t in m.group(1).split(", ")] if m else None
    if m is None and "zeroinitializer" in out:
        got = [0] * n
    ms = re.search(r'splat \(i\d+ (-?\d+)\)', out)
    if m is None and ms:
        got = [int(ms.group(1)) % (1 << w2)] * n
    if got != exp:
        bad += 1
        if bad < 10: print("MISMATCH", fn, a, b, exp, got, out)
assert pos == len(nat), "native lane count differs"
print(f"{len(INTR)} intrinsics, {len(tests)} calls, {pos} lanes, {bad} mismatches")
sys.exit(1 if bad else 0)
