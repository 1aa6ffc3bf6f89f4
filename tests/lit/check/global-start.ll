; A global other modules see is one object: a call starts from the same
; contents in the source and the target, whatever initializer each module
; gives it. GlobalOpt folds what a static constructor stores into the
; target's initializer (@g becomes 7), and elim-avail-extern turns an
; available_externally definition into a declaration (@ae): neither is a
; difference (both were false violations before the target took the
; source's starting bytes).

; RUN: %refinery check %s --passes 'default<O2>' --json | FileCheck %s
; CHECK: {"verdict":"no-violation","passes":"opt -passes='default<O2>'","functions":[{"name":"other","verdict":"no-violation",{{.*}}{"name":"get","verdict":"no-violation",{{.*}}{"name":"deref","verdict":"no-violation",

@g = global i32 0
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @init, ptr null }]
define internal void @init() {
  store i32 7, ptr @g
  ret void
}
define i32 @other(i32 %x) {
  ret i32 %x
}

@ae = available_externally global i32 5
define i32 @get() {
  %v = load i32, ptr @ae
  ret i32 %v
}

; A global holding a pointer keeps its own initializer: its bytes carry a
; provenance in the source's numbering of objects, which GlobalDCE's
; removal of @dead shifts (a false UB in the target before).
@b = global i32 2
@pb = global ptr @b
define internal void @dead() {
  ret void
}
define i32 @deref() {
  %q = load ptr, ptr @pb
  %v = load i32, ptr %q
  ret i32 %v
}
