; C library functions LLVM knows by their meaning (TargetLibraryInfo), so
; that a call to them is no opaque event: memcmp (C11 7.24.4.1), bcmp
; (POSIX.1-2001), memrchr (GNU), ffs/ffsl/ffsll (POSIX), fabs/fabsf/fabsl
; (C11 7.12.7.2, F.10.4.2). `refinery exec` runs them as the target of a check does
; (ExecRole::Standalone): memcmp returns -1, 0 or 1 and bcmp 0 or 1, and a
; poison or uninitialized byte reads as a chosen one (zero here). The
; source of a check chooses the magnitude, and makes such a byte's result
; poison (check/libc-calls.ll).

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i32 @memcmp(ptr, ptr, i64)
declare i32 @bcmp(ptr, ptr, i64)
declare ptr @memrchr(ptr, i32, i64)
declare i32 @ffs(i32)
declare i32 @ffsl(i64)
declare i32 @ffsll(i64)
declare double @fabs(double)
declare float @fabsf(float)
declare x86_fp80 @fabsl(x86_fp80)

;--- memcmp, bcmp: the first differing byte (as unsigned char) decides.

; RUN: %refinery exec %s --function do_memcmp --arg 7 --arg 7 --arg 4 --json | FileCheck %s --match-full-lines --check-prefix=MCMPEQ
; MCMPEQ: {"outcome":"return","value":"i32 0"}
; RUN: %refinery exec %s --function do_memcmp --arg 1 --arg 2 --arg 4 --json | FileCheck %s --match-full-lines --check-prefix=MCMPLT
; MCMPLT: {"outcome":"return","value":"i32 -1"}
; RUN: %refinery exec %s --function do_memcmp --arg 2 --arg 1 --arg 4 --json | FileCheck %s --match-full-lines --check-prefix=MCMPGT
; MCMPGT: {"outcome":"return","value":"i32 1"}
; Bytes in memory order: 258 is 02 01 00 00, 513 is 01 02 00 00.
; RUN: %refinery exec %s --function do_memcmp --arg 258 --arg 513 --arg 4 --json | FileCheck %s --match-full-lines --check-prefix=MCMPORDER
; MCMPORDER: {"outcome":"return","value":"i32 1"}
; Unsigned char: 0x80 is above 0x7f.
; RUN: %refinery exec %s --function do_memcmp --arg 128 --arg 127 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=MCMPUNSIGNED
; MCMPUNSIGNED: {"outcome":"return","value":"i32 1"}
; Only the first n bytes count.
; RUN: %refinery exec %s --function do_memcmp --arg 16777216 --arg 0 --arg 3 --json | FileCheck %s --match-full-lines --check-prefix=MCMPN3
; MCMPN3: {"outcome":"return","value":"i32 0"}
; n = 0 is 0.
; RUN: %refinery exec %s --function do_memcmp --arg 1 --arg 2 --arg 0 --json | FileCheck %s --match-full-lines --check-prefix=MCMPN0
; MCMPN0: {"outcome":"return","value":"i32 0"}
; Both objects must hold n bytes, even past the first difference.
; RUN: %refinery exec %s --function do_memcmp --arg 1 --arg 2 --arg 5 --json | FileCheck %s --match-full-lines --check-prefix=MCMPOOB
; MCMPOOB: {"outcome":"ub","reason":"load: out-of-bounds access at %r in @do_memcmp"}
; A poison length is UB.
; RUN: %refinery exec %s --function do_memcmp --arg 1 --arg 2 --arg poison --json | FileCheck %s --match-full-lines --check-prefix=MCMPPLEN
; MCMPPLEN: {"outcome":"ub","reason":"poison argument 2 passed to @memcmp at %r in @do_memcmp"}
; Poison bytes read as chosen ones (zero): equal to the zero bytes.
; RUN: %refinery exec %s --function do_memcmp --arg poison --arg 0 --arg 4 --json | FileCheck %s --match-full-lines --check-prefix=MCMPPOISON
; MCMPPOISON: {"outcome":"return","value":"i32 0","nondeterministic":true}
define i32 @do_memcmp(i32 %x, i32 %y, i64 %n) {
  %p = alloca i32
  %q = alloca i32
  store i32 %x, ptr %p
  store i32 %y, ptr %q
  %r = call i32 @memcmp(ptr %p, ptr %q, i64 %n)
  ret i32 %r
}

; Uninitialized bytes, too (the first two bytes are stored), read only up
; to the first difference.
; RUN: %refinery exec %s --function memcmp_uninit --arg 0 --json | FileCheck %s --match-full-lines --check-prefix=MCMPUNINIT
; MCMPUNINIT: {"outcome":"return","value":"i32 0","nondeterministic":true}
; RUN: %refinery exec %s --function memcmp_uninit --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=MCMPUNINIT1
; MCMPUNINIT1: {"outcome":"return","value":"i32 1"}
define i32 @memcmp_uninit(i16 %x) {
  %p = alloca i32
  %q = alloca i32
  store i16 %x, ptr %p
  store i32 0, ptr %q
  %r = call i32 @memcmp(ptr %p, ptr %q, i64 4)
  ret i32 %r
}

; Null with n = 0 reads nothing; with n > 0 it is UB.
; RUN: %refinery exec %s --function memcmp_null --arg 0 --json | FileCheck %s --match-full-lines --check-prefix=MCMPNULL0
; MCMPNULL0: {"outcome":"return","value":"i32 0"}
; RUN: %refinery exec %s --function memcmp_null --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=MCMPNULL1
; MCMPNULL1: {"outcome":"ub","reason":"load: null pointer dereference at %r in @memcmp_null"}
define i32 @memcmp_null(i64 %n) {
  %r = call i32 @memcmp(ptr null, ptr null, i64 %n)
  ret i32 %r
}

; RUN: %refinery exec %s --function do_bcmp --arg 7 --arg 7 --json | FileCheck %s --match-full-lines --check-prefix=BCMPEQ
; BCMPEQ: {"outcome":"return","value":"i32 0"}
; RUN: %refinery exec %s --function do_bcmp --arg 2 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=BCMPNE
; BCMPNE: {"outcome":"return","value":"i32 1"}
; RUN: %refinery exec %s --function do_bcmp --arg 1 --arg 2 --json | FileCheck %s --match-full-lines --check-prefix=BCMPNE2
; BCMPNE2: {"outcome":"return","value":"i32 1"}
define i32 @do_bcmp(i32 %x, i32 %y) {
  %p = alloca i32
  %q = alloca i32
  store i32 %x, ptr %p
  store i32 %y, ptr %q
  %r = call i32 @bcmp(ptr %p, ptr %q, i64 4)
  ret i32 %r
}

;--- memrchr: the last occurrence of (unsigned char)c in the first n bytes.

@abca = constant [4 x i8] c"abca"

; The offset of the result in @abca, -1 for null.
; RUN: %refinery exec %s --function do_memrchr --arg 97 --arg 4 --json | FileCheck %s --match-full-lines --check-prefix=MRCHRLAST
; MRCHRLAST: {"outcome":"return","value":"i64 3"}
; RUN: %refinery exec %s --function do_memrchr --arg 97 --arg 3 --json | FileCheck %s --match-full-lines --check-prefix=MRCHRFIRST
; MRCHRFIRST: {"outcome":"return","value":"i64 0"}
; RUN: %refinery exec %s --function do_memrchr --arg 98 --arg 4 --json | FileCheck %s --match-full-lines --check-prefix=MRCHRB
; MRCHRB: {"outcome":"return","value":"i64 1"}
; RUN: %refinery exec %s --function do_memrchr --arg 122 --arg 4 --json | FileCheck %s --match-full-lines --check-prefix=MRCHRNONE
; MRCHRNONE: {"outcome":"return","value":"i64 -1"}
; c is converted to unsigned char: 353 is 'a' + 256.
; RUN: %refinery exec %s --function do_memrchr --arg 353 --arg 4 --json | FileCheck %s --match-full-lines --check-prefix=MRCHRTRUNC
; MRCHRTRUNC: {"outcome":"return","value":"i64 3"}
; RUN: %refinery exec %s --function do_memrchr --arg 97 --arg 0 --json | FileCheck %s --match-full-lines --check-prefix=MRCHRN0
; MRCHRN0: {"outcome":"return","value":"i64 -1"}
; The whole range must be in bounds, though the search starts at its end.
; RUN: %refinery exec %s --function do_memrchr --arg 97 --arg 5 --json | FileCheck %s --match-full-lines --check-prefix=MRCHROOB
; MRCHROOB: {"outcome":"ub","reason":"load: out-of-bounds access at %r in @do_memrchr"}
; RUN: %refinery exec %s --function do_memrchr --arg poison --arg 4 --json | FileCheck %s --match-full-lines --check-prefix=MRCHRPOISONC
; MRCHRPOISONC: {"outcome":"ub","reason":"poison argument 1 passed to @memrchr at %r in @do_memrchr"}
define i64 @do_memrchr(i32 %c, i64 %n) {
  %r = call ptr @memrchr(ptr @abca, i32 %c, i64 %n)
  %null = icmp eq ptr %r, null
  %a = ptrtoint ptr %r to i64
  %b = ptrtoint ptr @abca to i64
  %d = sub i64 %a, %b
  %o = select i1 %null, i64 -1, i64 %d
  ret i64 %o
}

; A poison byte reads as a chosen one (zero here), found by c = 0.
; RUN: %refinery exec %s --function memrchr_found --arg poison --arg 0 --json | FileCheck %s --match-full-lines --check-prefix=MRCHRPOISON
; MRCHRPOISON: {"outcome":"return","value":"i1 true","nondeterministic":true}
; RUN: %refinery exec %s --function memrchr_found --arg 16777216 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=MRCHRFOUND
; MRCHRFOUND: {"outcome":"return","value":"i1 true"}
define i1 @memrchr_found(i32 %x, i32 %c) {
  %p = alloca i32
  store i32 %x, ptr %p
  %r = call ptr @memrchr(ptr %p, i32 %c, i64 4)
  %f = icmp ne ptr %r, null
  ret i1 %f
}

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
