; C library functions LLVM knows by their meaning (TargetLibraryInfo), so
; that a call to them is no opaque event: ffs/ffsl/ffsll (POSIX), fabs/
; fabsf/fabsl (C11 7.12.7.2, F.10.4.2). `refinery exec` runs them as the
; target of a check does (ExecRole::Standalone).

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i32 @ffs(i32)
declare i32 @ffsl(i64)
declare i32 @ffsll(i64)
declare double @fabs(double)
declare float @fabsf(float)
declare x86_fp80 @fabsl(x86_fp80)

;--- ffs: 1 + the index of the lowest set bit, 0 for 0; poison gives poison.

; RUN: %refinery exec %s --function do_ffs --arg 0 --json | FileCheck %s --match-full-lines --check-prefix=FFS0
; FFS0: {"outcome":"return","value":"i32 0"}
; RUN: %refinery exec %s --function do_ffs --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=FFS1
; FFS1: {"outcome":"return","value":"i32 1"}
; RUN: %refinery exec %s --function do_ffs --arg 40 --json | FileCheck %s --match-full-lines --check-prefix=FFS40
; FFS40: {"outcome":"return","value":"i32 4"}
; RUN: %refinery exec %s --function do_ffs --arg 2147483648 --json | FileCheck %s --match-full-lines --check-prefix=FFSTOP
; FFSTOP: {"outcome":"return","value":"i32 32"}
; RUN: %refinery exec %s --function do_ffs --arg poison --json | FileCheck %s --match-full-lines --check-prefix=FFSP
; FFSP: {"outcome":"return","value":"i32 poison"}
define i32 @do_ffs(i32 %x) {
  %r = call i32 @ffs(i32 %x)
  ret i32 %r
}

; RUN: %refinery exec %s --function do_ffsl --arg 9223372036854775808 --json | FileCheck %s --match-full-lines --check-prefix=FFSL
; FFSL: {"outcome":"return","value":"i32 64"}
define i32 @do_ffsl(i64 %x) {
  %r = call i32 @ffsl(i64 %x)
  ret i32 %r
}

; RUN: %refinery exec %s --function do_ffsll --arg 0 --json | FileCheck %s --match-full-lines --check-prefix=FFSLL0
; FFSLL0: {"outcome":"return","value":"i32 0"}
; RUN: %refinery exec %s --function do_ffsll --arg 4294967296 --json | FileCheck %s --match-full-lines --check-prefix=FFSLL
; FFSLL: {"outcome":"return","value":"i32 33"}
define i32 @do_ffsll(i64 %x) {
  %r = call i32 @ffsll(i64 %x)
  ret i32 %r
}

; A declaration whose prototype is not the C one is no library function
; (TargetLibraryInfo): an unknown external call, which exec does not run.
; RUN: %refinery exec %S/Inputs/libc-wrong-prototype.ll --function ffs_i8 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=FFSPROTO
; FFSPROTO: {"outcome":"unsupported","reason":"call to external function @ffs at %r in @ffs_i8"}

;--- fabs: only the sign bit changes (as llvm.fabs), NaN payloads kept.

; RUN: %refinery exec %s --function do_fabsf --arg -0.0 --json | FileCheck %s --match-full-lines --check-prefix=FABSFNZ
; FABSFNZ: {"outcome":"return","value":"float 0.000000e+00"}
; RUN: %refinery exec %s --function do_fabsf --arg 0xFFF8000020000000 --json | FileCheck %s --match-full-lines --check-prefix=FABSFNAN
; FABSFNAN: {"outcome":"return","value":"float 0x7FF8000020000000"}
; RUN: %refinery exec %s --function do_fabsf --arg -2.5 --json | FileCheck %s --match-full-lines --check-prefix=FABSFNEG
; FABSFNEG: {"outcome":"return","value":"float 2.500000e+00"}
; RUN: %refinery exec %s --function do_fabsf --arg poison --json | FileCheck %s --match-full-lines --check-prefix=FABSFP
; FABSFP: {"outcome":"return","value":"float poison"}
define float @do_fabsf(float %x) {
  %r = call float @fabsf(float %x)
  ret float %r
}

; nnan on the call: a NaN result is poison (LangRef "Fast-Math Flags").
; RUN: %refinery exec %s --function fabsf_nnan --arg 0x7FF8000000000000 --json | FileCheck %s --match-full-lines --check-prefix=FABSFNNAN
; FABSFNNAN: {"outcome":"return","value":"float poison"}
define float @fabsf_nnan(float %x) {
  %r = call nnan float @fabsf(float %x)
  ret float %r
}

; RUN: %refinery exec %s --function do_fabs --arg -1.0e300 --json | FileCheck %s --match-full-lines --check-prefix=FABS
; FABS: {"outcome":"return","value":"double 1.000000e+300"}
define double @do_fabs(double %x) {
  %r = call double @fabs(double %x)
  ret double %r
}

; RUN: %refinery exec %s --function do_fabsl --arg 0xKBFFF8000000000000000 --json | FileCheck %s --match-full-lines --check-prefix=FABSL
; FABSL: {"outcome":"return","value":"x86_fp80 0xK3FFF8000000000000000"}
define x86_fp80 @do_fabsl(x86_fp80 %x) {
  %r = call x86_fp80 @fabsl(x86_fp80 %x)
  ret x86_fp80 %r
}
