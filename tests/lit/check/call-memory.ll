; An unknown external function may read what its pointer arguments point
; to, where its memory effects and the arguments' attributes allow
; (LangRef "Function Attributes" memory(...), "Parameter Attributes"): one
; implementation reads and reports those bytes, so the memory a call sees
; through an argument is observable, compared around the pointer.

; --- wrong: a store sunk below a call that may read it (Alive2's
; calls/call-movestr) ---
; RUN: not %refinery check %s --function src_sink --json | FileCheck %s --check-prefix=SINK
; SINK: {"verdict":"violation","functions":[{"name":"src_sink","verdict":"violation","kind":"event-mismatch",{{.*}}"detail":"external call 1 differs: @g in the source, @g in the target (the memory argument 1 points to differs at byte 0 from the pointer)"
define i8 @src_sink(ptr %a) {
  store i8 3, ptr %a
  %b = call i8 @g(ptr %a)
  ret i8 %b
}
define i8 @tgt_sink(ptr %a) {
  %b = call i8 @g(ptr %a)
  store i8 3, ptr %a
  ret i8 %b
}

; An alloca's contents before a call it escapes to: a byte before the
; pointer counts too.
; RUN: not %refinery check %s --function src_alloca --json | FileCheck %s --check-prefix=ALLOCA
; ALLOCA: {"verdict":"violation","functions":[{"name":"src_alloca","verdict":"violation","kind":"event-mismatch",{{.*}}differs at byte -1 from the pointer)"
define void @src_alloca() {
  %p = alloca [2 x i8]
  store i8 1, ptr %p
  %q = getelementptr i8, ptr %p, i64 1
  store i8 2, ptr %q
  call void @h(ptr %q)
  ret void
}
define void @tgt_alloca() {
  %p = alloca [2 x i8]
  %q = getelementptr i8, ptr %p, i64 1
  store i8 2, ptr %q
  call void @h(ptr %q)
  ret void
}

; The same for an alloca (Alive2's calls/call-movestr2, which Alive2 calls
; correct for want of comparing local blocks). The callee's result depends
; on the alloca's address, a choice of the layout, but the call comes
; before any choice and may not return: every run makes it as it is
; (Event::ChoiceFreeBefore), so the difference is definite.
; RUN: not %refinery check %s --function src_local --json | FileCheck %s --check-prefix=LOCAL
; LOCAL: {"verdict":"violation","functions":[{"name":"src_local","verdict":"violation","kind":"event-mismatch",
define i8 @src_local() {
  %a = alloca i8
  store i8 3, ptr %a
  %b = call i8 @g(ptr %a)
  ret i8 %b
}
define i8 @tgt_local() {
  %a = alloca i8
  %b = call i8 @g(ptr %a)
  store i8 3, ptr %a
  ret i8 %b
}

; --- correct: the callee may not read through the argument ---
; RUN: %refinery check %s --function src_readnone_arg --function src_writeonly_fn --json | FileCheck %s --check-prefix=OK
; OK: {"verdict":"no-violation","functions":[{"name":"src_readnone_arg","verdict":"no-violation",{{.*}}{"name":"src_writeonly_fn","verdict":"no-violation",
define i8 @src_readnone_arg(ptr %a) {
  store i8 3, ptr %a
  %b = call i8 @g(ptr readnone %a)
  ret i8 %b
}
define i8 @tgt_readnone_arg(ptr %a) {
  %b = call i8 @g(ptr readnone %a)
  store i8 3, ptr %a
  ret i8 %b
}
define void @src_writeonly_fn(ptr %a) {
  store i8 3, ptr %a
  call void @w(ptr %a)
  store i8 3, ptr %a
  ret void
}
define void @tgt_writeonly_fn(ptr %a) {
  call void @w(ptr %a)
  store i8 3, ptr %a
  ret void
}

declare i8 @g(ptr)
declare void @h(ptr)
declare void @w(ptr) memory(argmem: write)

; initializes((0, 1)): the callee writes the byte before it reads it (the
; modelled one writes zero), so a store to it before the call is dead.
; RUN: %refinery check %s --function src_initializes --json | FileCheck %s --check-prefix=INIT
; INIT: {"verdict":"no-violation","functions":[{"name":"src_initializes","verdict":"no-violation",
define void @src_initializes(ptr %a) {
  store i8 3, ptr %a
  call void @init1(ptr %a)
  ret void
}
define void @tgt_initializes(ptr %a) {
  call void @init1(ptr %a)
  ret void
}
declare void @init1(ptr initializes((0, 1)))

; --- correct, found by review: false violations before the fix ---
; A tail call's callee does not access the caller's allocas (LangRef
; "'call' Instruction"), so DSE may delete the store.
; RUN: %refinery check %s --function src_tail --json | FileCheck %s --check-prefix=TAIL
; TAIL: {"verdict":"no-violation","functions":[{"name":"src_tail","verdict":"no-violation",
define void @src_tail() {
  %a = alloca i32
  store i32 1, ptr %a
  tail call void @h(ptr %a)
  ret void
}
define void @tgt_tail() {
  %a = alloca i32
  tail call void @h(ptr %a)
  ret void
}

; A callee that may only read the memory an initializes attribute names
; leaves it undef (it cannot write it), so GVN may forward the stored 5.
; RUN: %refinery check %s --function src_init_readonly --json | FileCheck %s --check-prefix=INIT-RO
; INIT-RO: {"verdict":"no-violation","functions":[{"name":"src_init_readonly","verdict":"no-violation",
define i32 @src_init_readonly(ptr noundef dereferenceable(4) %p) {
  store i32 5, ptr %p
  call void @init_ro(ptr %p)
  %v = load i32, ptr %p
  ret i32 %v
}
define i32 @tgt_init_readonly(ptr noundef dereferenceable(4) %p) {
  store i32 5, ptr %p
  call void @init_ro(ptr %p)
  ret i32 5
}
declare void @init_ro(ptr initializes((0, 4))) memory(argmem: read)

; A huge initializes range is clipped to the object (it used to hang).
; RUN: %refinery check %s --function src_init_huge --json | FileCheck %s --check-prefix=INIT-HUGE
; INIT-HUGE: {"verdict":"no-violation","functions":[{"name":"src_init_huge","verdict":"no-violation",
define void @src_init_huge(ptr noundef dereferenceable(4) %p) {
  call void @init_huge(ptr %p)
  ret void
}
define void @tgt_init_huge(ptr noundef dereferenceable(4) %p) {
  call void @init_huge(ptr %p)
  ret void
}
declare void @init_huge(ptr initializes((0, 4611686018427387904)))
