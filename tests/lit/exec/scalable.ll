; Scalable vectors. LangRef "Vector Type": a <vscale x N x T> has N * vscale
; lanes, vscale being "the same hardware-dependent constant for all
; scalable vectors at run time". A run takes `--vscale N`, else the least
; value the function's vscale_range admits ("Function Attributes"), else 1
; (without the attribute a function makes "no assumptions about the value
; of vscale").

; --- vscale from vscale_range(2,2): 8 lanes ---
; RUN: %refinery exec %s --function step --json | FileCheck %s --match-full-lines --check-prefix=STEP
; STEP: {"outcome":"return","value":"<vscale x 4 x i32> <i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17>"}
; RUN: %refinery exec %s --function vscale --json | FileCheck %s --match-full-lines --check-prefix=VSCALE
; VSCALE: {"outcome":"return","value":"i64 2"}
; RUN: %refinery exec %s --function vscale_i1 --json | FileCheck %s --match-full-lines --check-prefix=VSCALE-I1
; VSCALE-I1: {"outcome":"return","value":"i1 poison"}

define <vscale x 4 x i32> @step() vscale_range(2,2) {
  %s = call <vscale x 4 x i32> @llvm.stepvector.nxv4i32()
  %r = add <vscale x 4 x i32> %s, splat (i32 10)
  ret <vscale x 4 x i32> %r
}
define i64 @vscale() vscale_range(2,2) {
  %v = call i64 @llvm.vscale.i64()
  ret i64 %v
}
; "If the result value does not fit in the result type, then the result is
; a poison value."
define i1 @vscale_i1() vscale_range(2,2) {
  %v = call i1 @llvm.vscale.i1()
  ret i1 %v
}

; --- --vscale overrides; without vscale_range the default is 1 ---
; RUN: %refinery exec %s --function step_open --json | FileCheck %s --match-full-lines --check-prefix=OPEN
; OPEN: {"outcome":"return","value":"<vscale x 2 x i8> <i8 0, i8 1>"}
; RUN: %refinery exec %s --function step_open --vscale 3 --json | FileCheck %s --match-full-lines --check-prefix=OPEN3
; OPEN3: {"outcome":"return","value":"<vscale x 2 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5>"}
; RUN: %refinery exec %s --function step_range --json | FileCheck %s --match-full-lines --check-prefix=RANGE-MIN
; RANGE-MIN: {"outcome":"return","value":"<vscale x 1 x i8> <i8 0, i8 1>"}
; RUN: %refinery exec %s --function step_range --vscale 4 --json | FileCheck %s --match-full-lines --check-prefix=RANGE4
; RANGE4: {"outcome":"return","value":"<vscale x 1 x i8> <i8 0, i8 1, i8 2, i8 3>"}
; vscale_range admits powers of two only, within its bounds.
; RUN: not %refinery exec %s --function step_range --vscale 3 2>&1 | FileCheck %s --match-full-lines --check-prefix=RANGE3
; RANGE3: refinery: error: vscale 3 lies outside the vscale_range(2,8) of @step_range
; RUN: not %refinery exec %s --function step_range --vscale 16 2>&1 | FileCheck %s --match-full-lines --check-prefix=RANGE16
; RANGE16: refinery: error: vscale 16 lies outside the vscale_range(2,8) of @step_range

define <vscale x 2 x i8> @step_open() {
  %s = call <vscale x 2 x i8> @llvm.stepvector.nxv2i8()
  ret <vscale x 2 x i8> %s
}
define <vscale x 1 x i8> @step_range() vscale_range(2,8) {
  %s = call <vscale x 1 x i8> @llvm.stepvector.nxv1i8()
  ret <vscale x 1 x i8> %s
}

; --- callees' vscale_range ---
; The run takes a vscale that its callees' vscale_range admits too (4);
; entering a function whose range excludes the run's is unsupported.
; RUN: %refinery exec %s --function caller --json | FileCheck %s --match-full-lines --check-prefix=CALLER
; CALLER: {"outcome":"return","value":"i64 4"}
; RUN: %refinery exec %s --function caller --vscale 2 --json | FileCheck %s --match-full-lines --check-prefix=CALLER2
; CALLER2: {"outcome":"unsupported","reason":"vscale 2 lies outside the vscale_range(4,8) of @callee at %v in @callee"}

define i64 @callee() vscale_range(4,8) {
  %v = call i64 @llvm.vscale.i64()
  ret i64 %v
}
define i64 @caller() {
  %r = call i64 @callee()
  ret i64 %r
}

; --- arguments, splats, lanes ---
; RUN: %refinery exec %s --function splat --arg 7 --json | FileCheck %s --match-full-lines --check-prefix=SPLAT
; SPLAT: {"outcome":"return","value":"<vscale x 2 x i16> <i16 7, i16 7, i16 7, i16 7>"}
; RUN: %refinery exec %s --function lanes --arg 'splat (i32 3)' --arg 7 --json | FileCheck %s --match-full-lines --check-prefix=LANE7
; LANE7: {"outcome":"return","value":"i32 10"}
; An index past the 8 lanes gives poison ("'extractelement' Instruction").
; RUN: %refinery exec %s --function lanes --arg zeroinitializer --arg 8 --json | FileCheck %s --match-full-lines --check-prefix=LANE8
; LANE8: {"outcome":"return","value":"i32 poison"}
; RUN: %refinery exec %s --function reduce --json | FileCheck %s --match-full-lines --check-prefix=REDUCE
; REDUCE: {"outcome":"return","value":"i32 28"}

define <vscale x 2 x i16> @splat(i16 %x) vscale_range(2,2) {
  %i = insertelement <vscale x 2 x i16> poison, i16 %x, i64 0
  %s = shufflevector <vscale x 2 x i16> %i, <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer
  ret <vscale x 2 x i16> %s
}
define i32 @lanes(<vscale x 4 x i32> %v, i64 %k) vscale_range(2,2) {
  %s = call <vscale x 4 x i32> @llvm.stepvector.nxv4i32()
  %a = add <vscale x 4 x i32> %v, %s
  %e = extractelement <vscale x 4 x i32> %a, i64 %k
  ret i32 %e
}
define i32 @reduce() vscale_range(2,2) {
  %s = call <vscale x 4 x i32> @llvm.stepvector.nxv4i32()
  %r = call i32 @llvm.vector.reduce.add.nxv4i32(<vscale x 4 x i32> %s)
  ret i32 %r
}

; --- constant expressions of scalable vectors ---
; insertelement and shufflevector stay constant expressions on scalable
; vectors; their lanes are known once vscale is (vscale 2: 8 lanes).
; RUN: %refinery exec %s --function ce_insert --json | FileCheck %s --match-full-lines --check-prefix=CE-INSERT
; CE-INSERT: {"outcome":"return","value":"<vscale x 4 x i32> <i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 7, i32 poison, i32 poison>"}
; Lane 8 is past the 8 lanes: poison ("'insertelement' Instruction").
; RUN: %refinery exec %s --function ce_insert_past --json | FileCheck %s --match-full-lines --check-prefix=CE-PAST
; CE-PAST: {"outcome":"return","value":"<vscale x 4 x i32> <i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>"}
; RUN: %refinery exec %s --function ce_shuffle --json | FileCheck %s --match-full-lines --check-prefix=CE-SHUFFLE
; CE-SHUFFLE: {"outcome":"return","value":"<vscale x 2 x i32> <i32 3, i32 3, i32 3, i32 3>"}
; RUN: %refinery exec %s --function ce_extract_undef --json | FileCheck %s --match-full-lines --check-prefix=CE-UNDEF
; CE-UNDEF: {"outcome":"return","value":"i32 7","nondeterministic":true}

define <vscale x 4 x i32> @ce_insert() vscale_range(2,2) {
  ret <vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 7, i64 5)
}
define <vscale x 4 x i32> @ce_insert_past() vscale_range(2,2) {
  ret <vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 7, i64 8)
}
define <vscale x 2 x i32> @ce_shuffle() vscale_range(2,2) {
  ret <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> splat (i32 3), i32 7, i64 1), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer)
}
define i32 @ce_extract_undef() vscale_range(2,2) {
  %e = extractelement <vscale x 4 x i32> insertelement (<vscale x 4 x i32> undef, i32 7, i32 0), i64 0
  ret i32 %e
}

; --- llvm.get.active.lane.mask, llvm.vector.insert/extract ---
; Lane K is base + K < n, in integers: 5, 6 and 7 are below 8.
; RUN: %refinery exec %s --function mask --arg 5 --arg 8 --json | FileCheck %s --match-full-lines --check-prefix=MASK
; MASK: {"outcome":"return","value":"<vscale x 4 x i1> <i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false>"}
; RUN: %refinery exec %s --function mask --arg -2 --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=MASK-WRAP
; MASK-WRAP: {"outcome":"return","value":"<vscale x 4 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>"}
; RUN: %refinery exec %s --function extract_high --json | FileCheck %s --match-full-lines --check-prefix=EXTRACT
; EXTRACT: {"outcome":"return","value":"<4 x i32> <i32 4, i32 5, i32 6, i32 7>"}
; The subvector at 8 lies past the 8 lanes: poison.
; RUN: %refinery exec %s --function extract_past --json | FileCheck %s --match-full-lines --check-prefix=EXTRACT-PAST
; EXTRACT-PAST: {"outcome":"return","value":"<4 x i32> poison"}
; A scalable subvector's index is scaled by vscale: lanes 4 to 7.
; RUN: %refinery exec %s --function insert_scalable --json | FileCheck %s --match-full-lines --check-prefix=INSERT
; INSERT: {"outcome":"return","value":"<vscale x 4 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3>"}
; The index is unsigned and scaled without wrapping: -4 (2^64 - 4), and
; 2^63 times vscale 2 for a scalable subvector, lie past the lanes, so the
; results are poison (once an abort, std::bad_array_new_length, and lanes
; 0 and 1 of a wrapped index).
; RUN: %refinery exec %s --function extract_negative --json | FileCheck %s --match-full-lines --check-prefix=EXTRACT-NEG
; EXTRACT-NEG: {"outcome":"return","value":"<4 x i32> poison"}
; RUN: %refinery exec %s --function extract_wrap --json | FileCheck %s --match-full-lines --check-prefix=EXTRACT-WRAP
; EXTRACT-WRAP: {"outcome":"return","value":"<vscale x 2 x i32> <i32 poison, i32 poison, i32 poison, i32 poison>"}
; RUN: %refinery exec %s --function insert_wrap --json | FileCheck %s --match-full-lines --check-prefix=INSERT-WRAP
; INSERT-WRAP: {"outcome":"return","value":"<vscale x 4 x i32> <i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>"}

define <vscale x 4 x i1> @mask(i64 %base, i64 %n) vscale_range(2,2) {
  %m = call <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64 %base, i64 %n)
  ret <vscale x 4 x i1> %m
}
define <4 x i32> @extract_high() vscale_range(2,2) {
  %s = call <vscale x 4 x i32> @llvm.stepvector.nxv4i32()
  %e = call <4 x i32> @llvm.vector.extract.v4i32.nxv4i32(<vscale x 4 x i32> %s, i64 4)
  ret <4 x i32> %e
}
define <4 x i32> @extract_past() vscale_range(2,2) {
  %s = call <vscale x 4 x i32> @llvm.stepvector.nxv4i32()
  %e = call <4 x i32> @llvm.vector.extract.v4i32.nxv4i32(<vscale x 4 x i32> %s, i64 8)
  ret <4 x i32> %e
}
define <vscale x 4 x i32> @insert_scalable() vscale_range(2,2) {
  %s = call <vscale x 4 x i32> @llvm.stepvector.nxv4i32()
  %h = call <vscale x 2 x i32> @llvm.vector.extract.nxv2i32.nxv4i32(<vscale x 4 x i32> %s, i64 0)
  %r = call <vscale x 4 x i32> @llvm.vector.insert.nxv4i32.nxv2i32(<vscale x 4 x i32> %s, <vscale x 2 x i32> %h, i64 2)
  ret <vscale x 4 x i32> %r
}

define <4 x i32> @extract_negative() vscale_range(2,2) {
  %s = call <vscale x 4 x i32> @llvm.stepvector.nxv4i32()
  %e = call <4 x i32> @llvm.vector.extract.v4i32.nxv4i32(<vscale x 4 x i32> %s, i64 -4)
  ret <4 x i32> %e
}
define <vscale x 2 x i32> @extract_wrap() vscale_range(2,2) {
  %s = call <vscale x 4 x i32> @llvm.stepvector.nxv4i32()
  %e = call <vscale x 2 x i32> @llvm.vector.extract.nxv2i32.nxv4i32(<vscale x 4 x i32> %s, i64 -9223372036854775808)
  ret <vscale x 2 x i32> %e
}
define <vscale x 4 x i32> @insert_wrap() vscale_range(2,2) {
  %s = call <vscale x 4 x i32> @llvm.stepvector.nxv4i32()
  %h = call <vscale x 2 x i32> @llvm.vector.extract.nxv2i32.nxv4i32(<vscale x 4 x i32> %s, i64 0)
  %r = call <vscale x 4 x i32> @llvm.vector.insert.nxv4i32.nxv2i32(<vscale x 4 x i32> %s, <vscale x 2 x i32> %h, i64 -9223372036854775808)
  ret <vscale x 4 x i32> %r
}

; --- lanes past 65536 are unsupported ---
; <vscale x 4194304 x i8> at vscale 1024 has 2^32 lanes (once counted in
; 32 bits: none).
; RUN: %refinery exec %s --function huge --json | FileCheck %s --match-full-lines --check-prefix=HUGE
; HUGE: {"outcome":"unsupported","reason":"<vscale x 4194304 x i8> has 4294967296 lanes at vscale 1024, more than the 65536 modelled at %e in @huge"}
; A parameter with as many lanes has no arguments.
; RUN: not %refinery exec %s --function huge_arg --arg zeroinitializer 2>&1 | FileCheck %s --match-full-lines --check-prefix=HUGE-ARG
; HUGE-ARG: refinery: error: @huge_arg: <vscale x 4194304 x i8> has 4294967296 lanes at vscale 1024, more than the 65536 modelled

define i8 @huge() vscale_range(1024,1024) {
  %s = call <vscale x 4194304 x i8> @llvm.stepvector.nxv4194304i8()
  %e = extractelement <vscale x 4194304 x i8> %s, i64 5
  ret i8 %e
}
define i8 @huge_arg(<vscale x 4194304 x i8> %x) vscale_range(1024,1024) {
  ret i8 5
}

; --- memory: a scalable type's size is vscale times its minimum ---
; The second <vscale x 4 x i32> of the alloca starts 32 bytes in; lane 5
; of the stored step vector is the i32 at byte 20.
; RUN: %refinery exec %s --function memory --json | FileCheck %s --match-full-lines --check-prefix=MEMORY
; MEMORY: {"outcome":"return","value":"i32 105"}
; RUN: %refinery exec %s --function memory_oob --json | FileCheck %s --match-full-lines --check-prefix=MEMORY-OOB
; MEMORY-OOB: {"outcome":"ub","reason":"store: out-of-bounds access at 'store <vscale x 4 x i32> %s, ptr %q, align 16' in @memory_oob"}

define i32 @memory() vscale_range(2,2) {
  %p = alloca <vscale x 4 x i32>, i32 2
  %s = call <vscale x 4 x i32> @llvm.stepvector.nxv4i32()
  %t = add <vscale x 4 x i32> %s, splat (i32 100)
  %q = getelementptr <vscale x 4 x i32>, ptr %p, i64 1
  store <vscale x 4 x i32> %t, ptr %q
  %l = getelementptr i8, ptr %p, i64 52
  %v = load i32, ptr %l
  ret i32 %v
}
define void @memory_oob() vscale_range(2,2) {
  %p = alloca <vscale x 4 x i32>
  %s = call <vscale x 4 x i32> @llvm.stepvector.nxv4i32()
  %q = getelementptr <vscale x 4 x i32>, ptr %p, i64 1
  store <vscale x 4 x i32> %s, ptr %q
  ret void
}

declare i64 @llvm.vscale.i64()
declare i1 @llvm.vscale.i1()
declare <vscale x 4 x i32> @llvm.stepvector.nxv4i32()
declare <vscale x 2 x i8> @llvm.stepvector.nxv2i8()
declare <vscale x 1 x i8> @llvm.stepvector.nxv1i8()
declare i32 @llvm.vector.reduce.add.nxv4i32(<vscale x 4 x i32>)
declare <vscale x 4 x i1> @llvm.get.active.lane.mask.nxv4i1.i64(i64, i64)
declare <4 x i32> @llvm.vector.extract.v4i32.nxv4i32(<vscale x 4 x i32>, i64)
declare <vscale x 2 x i32> @llvm.vector.extract.nxv2i32.nxv4i32(<vscale x 4 x i32>, i64)
declare <vscale x 4 x i32> @llvm.vector.insert.nxv4i32.nxv2i32(<vscale x 4 x i32>, <vscale x 2 x i32>, i64)
declare <vscale x 4194304 x i8> @llvm.stepvector.nxv4194304i8()
