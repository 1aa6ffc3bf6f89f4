; Scalable vectors (<vscale x N x T>, LangRef "Vector Type") run with one
; vscale for source and target: `--vscale N`, else the least value both
; functions' vscale_range admits ("Function Attributes"), else 1. No common
; value is inconclusive, never a violation.

; --- correct ---
; RUN: %refinery check %s --function src_double --json | FileCheck %s --check-prefix=DOUBLE
; DOUBLE: {"verdict":"no-violation","functions":[{"name":"src_double","verdict":"no-violation",
; InstCombine on scalable allocas, loads and arguments (once an abort of
; the tool: LLVM's "Cannot implicitly convert a scalable size").
; The SMT encoder leaves scalable vectors outside its fragment; the
; interpreter decides.
; RUN: %refinery check %s --smt --function src_double --json | FileCheck %s --check-prefix=DOUBLE-SMT
; DOUBLE-SMT: {"verdict":"no-violation","functions":[{"name":"src_double","verdict":"no-violation",{{.*}}"smt":"outside-fragment","smt_detail":"parameter %x of type <vscale x 4 x i32>"
; RUN: %refinery check %s --passes=instcombine --function inner --function arg --json | FileCheck %s --check-prefix=INSTCOMBINE
; INSTCOMBINE: {"verdict":"no-violation",{{.*}}"functions":[{"name":"inner","verdict":"no-violation",{{.*}}{"name":"arg","verdict":"no-violation",

define <vscale x 4 x i32> @src_double(<vscale x 4 x i32> %x) vscale_range(2,2) {
  %r = add <vscale x 4 x i32> %x, %x
  ret <vscale x 4 x i32> %r
}
define <vscale x 4 x i32> @tgt_double(<vscale x 4 x i32> %x) vscale_range(2,2) {
  %r = shl <vscale x 4 x i32> %x, splat (i32 1)
  ret <vscale x 4 x i32> %r
}

define i32 @inner() {
  %p = alloca <vscale x 4 x i32>
  store <vscale x 4 x i32> zeroinitializer, ptr %p
  %v = load i32, ptr %p
  ret i32 %v
}
define <vscale x 4 x i32> @arg(<vscale x 4 x i32> %x) {
  ret <vscale x 4 x i32> %x
}

; --- wrong only past the minimum lanes ---
; The target reads lane 5 as if there were only 4 lanes (poison); with
; vscale 2 the source's lane 5 is an argument's.
; RUN: not %refinery check %s --function src_lane5 --json | FileCheck %s --check-prefix=LANE5
; LANE5: {"verdict":"violation","functions":[{"name":"src_lane5","verdict":"violation","kind":"tgt-poison",
define i32 @src_lane5(<vscale x 4 x i32> %x) vscale_range(2,2) {
  %e = extractelement <vscale x 4 x i32> %x, i64 5
  ret i32 %e
}
define i32 @tgt_lane5(<vscale x 4 x i32> %x) vscale_range(2,2) {
  ret i32 poison
}

; The target sums only the first 4 lanes: right for vscale 1, the least of
; vscale_range(1,16), wrong for vscale 2.
; RUN: %refinery check %s --function src_sum --json | FileCheck %s --check-prefix=SUM1
; SUM1: {"verdict":"no-violation","functions":[{"name":"src_sum","verdict":"no-violation",
; RUN: not %refinery check %s --function src_sum --vscale 2 --json | FileCheck %s --check-prefix=SUM2
; SUM2: {"verdict":"violation","functions":[{"name":"src_sum","verdict":"violation","kind":"value-mismatch",
define i32 @src_sum(<vscale x 4 x i32> %x) vscale_range(1,16) {
  %r = call i32 @llvm.vector.reduce.add.nxv4i32(<vscale x 4 x i32> %x)
  ret i32 %r
}
define i32 @tgt_sum(<vscale x 4 x i32> %x) vscale_range(1,16) {
  %lo = call <4 x i32> @llvm.vector.extract.v4i32.nxv4i32(<vscale x 4 x i32> %x, i64 0)
  %r = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %lo)
  ret i32 %r
}

; --- constant expressions of scalable vectors ---
; LLVM cannot fold an insertelement into a scalable undef: it stays a
; constant expression, whose lane 0 is 7 and other lanes undef (once an
; empty value: the target's lane 0 poison, a false violation).
; RUN: %refinery check %s --function src_ce --json | FileCheck %s --check-prefix=CE
; CE: {"verdict":"no-violation","functions":[{"name":"src_ce","verdict":"no-violation",
; RUN: not %refinery check %s --function src_ce_wrong --json | FileCheck %s --check-prefix=CE-WRONG
; CE-WRONG: {"verdict":"violation","functions":[{"name":"src_ce_wrong","verdict":"violation","kind":"value-mismatch","input":"","src":"return i32 7","tgt":"return i32 8",
; InstSimplify makes the instruction such a constant expression.
; RUN: %refinery check %s --passes=instsimplify --function ce_select --json | FileCheck %s --check-prefix=CE-SELECT
; CE-SELECT: {"verdict":"no-violation",{{.*}}"functions":[{"name":"ce_select","verdict":"no-violation",
define i32 @src_ce() {
  %i = insertelement <vscale x 4 x i32> undef, i32 7, i32 0
  %e = extractelement <vscale x 4 x i32> %i, i64 0
  ret i32 %e
}
define i32 @tgt_ce() {
  %e = extractelement <vscale x 4 x i32> insertelement (<vscale x 4 x i32> undef, i32 7, i32 0), i64 0
  ret i32 %e
}
define i32 @src_ce_wrong() {
  %e = extractelement <vscale x 4 x i32> insertelement (<vscale x 4 x i32> undef, i32 7, i32 0), i64 0
  ret i32 %e
}
define i32 @tgt_ce_wrong() {
  ret i32 8
}
define i32 @ce_select(i64 %k) {
  %i = insertelement <vscale x 4 x i32> undef, i32 7, i32 0
  %c = icmp eq i64 %k, 0
  %e = extractelement <vscale x 4 x i32> %i, i64 %k
  %r = select i1 %c, i32 %e, i32 0
  ret i32 %r
}

; --- too many lanes: inconclusive ---
; The target's <vscale x 4194304 x i8> has 2^32 lanes at vscale 1024, more
; than the interpreter models (once counted in 32 bits: none, and lane 5
; poison, a false violation).
; RUN: %refinery check %s --function src_huge --json | FileCheck %s --check-prefix=HUGE
; HUGE: {"verdict":"inconclusive","functions":[{"name":"src_huge","verdict":"inconclusive",{{.*}}"reason":"the target uses something unsupported: <vscale x 4194304 x i8> has 4294967296 lanes at vscale 1024, more than the 65536 modelled at %e in @tgt_huge"
define i8 @src_huge() vscale_range(1024,1024) {
  ret i8 5
}
define i8 @tgt_huge() vscale_range(1024,1024) {
  %s = call <vscale x 4194304 x i8> @llvm.stepvector.nxv4194304i8()
  %e = extractelement <vscale x 4194304 x i8> %s, i64 5
  ret i8 %e
}
; A parameter with as many lanes has no inputs.
; RUN: %refinery check %s --function src_huge_arg --json | FileCheck %s --check-prefix=HUGE-ARG
; HUGE-ARG: {"verdict":"inconclusive","functions":[{"name":"src_huge_arg","verdict":"inconclusive",{{.*}}"reason":"the signature uses something unsupported: <vscale x 4194304 x i8> has 4294967296 lanes at vscale 1024, more than the 65536 modelled"
define i8 @src_huge_arg(<vscale x 4194304 x i8> %x) vscale_range(1024,1024) {
  ret i8 5
}
define i8 @tgt_huge_arg(<vscale x 4194304 x i8> %x) vscale_range(1024,1024) {
  ret i8 5
}

; --- callees' vscale_range ---
; A callee runs with its caller's vscale, and LLVM folds its llvm.vscale
; by its own vscale_range ("Function Attributes": vscale "is a
; power-of-two within a specified range"). The run takes a vscale every
; function the pair may call admits where one exists (4: once 1, the
; caller's default, and a false violation, src 1, tgt 4).
; RUN: %refinery check %s --passes=instcombine --function caller --json | FileCheck %s --check-prefix=CALLEE
; CALLEE: {"verdict":"no-violation",{{.*}}"functions":[{"name":"caller","verdict":"no-violation",
; With --vscale 2, or a caller whose own range excludes 4, entering the
; callee is unsupported: inconclusive.
; RUN: %refinery check %s --passes=instcombine --function caller --vscale 2 --json | FileCheck %s --check-prefix=CALLEE2
; CALLEE2: {"verdict":"inconclusive",{{.*}}"functions":[{"name":"caller","verdict":"inconclusive",{{.*}}"reason":"the source uses something unsupported: vscale 2 lies outside the vscale_range(4,4) of @callee at %v in @callee"
; RUN: %refinery check %s --passes=instcombine --function caller_range --json | FileCheck %s --check-prefix=CALLEE-RANGE
; CALLEE-RANGE: {"verdict":"inconclusive",{{.*}}"functions":[{"name":"caller_range","verdict":"inconclusive",{{.*}}"reason":"the source uses something unsupported: vscale 2 lies outside the vscale_range(4,4) of @callee at %v in @callee"
define internal i64 @callee() vscale_range(4,4) {
  %v = call i64 @llvm.vscale.i64()
  ret i64 %v
}
define i64 @caller() {
  %r = call i64 @callee()
  ret i64 %r
}
define i64 @caller_range() vscale_range(2,2) {
  %r = call i64 @callee()
  ret i64 %r
}

; --- no common vscale: inconclusive ---
; RUN: %refinery check %s --function src_ranges --json | FileCheck %s --check-prefix=RANGES
; RANGES: {"verdict":"inconclusive","functions":[{"name":"src_ranges","verdict":"inconclusive",{{.*}}"reason":"no vscale lies in both the vscale_range(4,4) of the target and the vscale_range(2,2) of the source"
; RUN: %refinery check %s --function src_double --vscale 4 --json | FileCheck %s --check-prefix=OUTSIDE
; OUTSIDE: {"verdict":"inconclusive","functions":[{"name":"src_double","verdict":"inconclusive",{{.*}}"reason":"vscale 4 lies outside the vscale_range(2,2) of the source"
define i64 @src_ranges() vscale_range(2,2) {
  %v = call i64 @llvm.vscale.i64()
  ret i64 %v
}
define i64 @tgt_ranges() vscale_range(4,4) {
  ret i64 4
}

declare i64 @llvm.vscale.i64()
declare i32 @llvm.vector.reduce.add.nxv4i32(<vscale x 4 x i32>)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)
declare <4 x i32> @llvm.vector.extract.v4i32.nxv4i32(<vscale x 4 x i32>, i64)
declare <vscale x 4194304 x i8> @llvm.stepvector.nxv4194304i8()
