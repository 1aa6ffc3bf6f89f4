; The runs' pointers have the width of the default address space's; a
; pointer of an address space with another width (LangRef "Data Layout":
; p[n]:<size>) is not modelled: here 128-bit addrspace(2) pointers beside
; 32-bit default ones. Cutting them to 32 bits made instcombine's
; `ptrtoint (inttoptr %x)` -> `zext %x` look like a value mismatch (a
; helper's differential review found it): now the check is inconclusive.
; Such a pointer passed along, used as an address only, is modelled (an
; address space's width matters where the pointer's bits do).

; RUN: %refinery check %s --passes instcombine --json | FileCheck %s
; CHECK: {"verdict":"inconclusive",
; CHECK-SAME: "name":"a","verdict":"inconclusive"
; CHECK-SAME: a pointer of another width than the default address space's is not modelled
; CHECK-NOT: "violation"
; RUN: %refinery exec %s --function c --arg 1 --json | FileCheck %s --check-prefix=EXEC
; EXEC: {"outcome":"unsupported","reason":"a pointer of another width than the default address space's is not modelled at 'store ptr addrspace(2) %p, ptr %slot, align 16' in @c"}
; RUN: %refinery exec %s --function mask --json | FileCheck %s --check-prefix=MASK
; MASK: {"outcome":"unsupported","reason":"a pointer of another width than the default address space's is not modelled at %q in @mask"}
; RUN: %refinery exec %s --function d --json | FileCheck %s --check-prefix=ADDRESS
; ADDRESS: {"outcome":"return","value":"i8 8"}

target datalayout = "e-m:e-p:32:32-p2:128:128:128:64-i64:64-i128:128-n8:16:32:64-S128"

define i128 @a(i64 %x) {
  %p = inttoptr i64 %x to ptr addrspace(2)
  %v = ptrtoint ptr addrspace(2) %p to i128
  ret i128 %v
}

; A store of such a pointer, read back as an integer.
define i128 @c(i64 %x) {
  %p = inttoptr i64 %x to ptr addrspace(2)
  %slot = alloca ptr addrspace(2)
  store ptr addrspace(2) %p, ptr %slot
  %v = load i128, ptr %slot
  ret i128 %v
}

@g2 = addrspace(2) global i8 7

define i8 @d() {
  %v = load i8, ptr addrspace(2) @g2
  %w = add i8 %v, 1
  store i8 %w, ptr addrspace(2) @g2
  %r = load i8, ptr addrspace(2) @g2
  ret i8 %r
}

define i8 @mask() {
  %q = call ptr addrspace(2) @llvm.ptrmask.p2.i64(ptr addrspace(2) @g2, i64 -4)
  %v = load i8, ptr addrspace(2) %q
  ret i8 %v
}

declare ptr addrspace(2) @llvm.ptrmask.p2.i64(ptr addrspace(2), i64)
