; A global that other modules see and may write (not internal or private,
; not constant), or whose initializer another definition may replace
; (weak; LangRef "Linkage Types"), may hold anything when the function is
; called: half of the inputs give the globals the function names other
; contents (all 0xff, 1 2 3 ..., random bytes), printed as `@g = <bytes>`.
; A global holding pointers (a declaration too) gets null pointers on
; every other input instead.

; --- wrong: a pointer loaded from an external global assumed nonnull ---
; RUN: not %refinery check %s --function src_ptr_global_null --json | FileCheck %s --check-prefix=NULLPTR
; NULLPTR: {"verdict":"violation","functions":[{"name":"src_ptr_global_null","verdict":"violation","kind":"value-mismatch","input":"@gp = <00 00 00 00 00 00 00 00>","src":"return i1 true","tgt":"return i1 false",
; RUN: %refinery check %s --function src_ptr_global_same --json | FileCheck %s --check-prefix=SAMEPTR
; SAMEPTR: {"verdict":"no-violation","functions":[{"name":"src_ptr_global_same","verdict":"no-violation",

; --- wrong: folding a load of such a global to its initializer ---
; RUN: not %refinery check %s --function src_fold_external --json | FileCheck %s --check-prefix=EXT
; EXT: {"verdict":"violation","functions":[{"name":"src_fold_external","verdict":"violation","kind":"value-mismatch","input":"@x = <ff ff ff ff>","src":"return i32 -1","tgt":"return i32 3",
@x = global i32 3
define i32 @src_fold_external() {
  %v = load i32, ptr @x
  ret i32 %v
}
define i32 @tgt_fold_external() {
  ret i32 3
}

; RUN: not %refinery check %s --function src_fold_weak --json | FileCheck %s --check-prefix=WEAK
; WEAK: {"verdict":"violation","functions":[{"name":"src_fold_weak","verdict":"violation","kind":"value-mismatch","input":"@w = <ff ff ff ff>",
@w = weak constant i32 0
define i32 @src_fold_weak() {
  %v = load i32, ptr @w
  ret i32 %v
}
define i32 @tgt_fold_weak() {
  ret i32 0
}

; A store of the value the global held at the start dropped: the store is
; only redundant if nobody wrote the global before.
; RUN: not %refinery check %s --function src_drop_store --json | FileCheck %s --check-prefix=STORE
; STORE: {"verdict":"violation","functions":[{"name":"src_drop_store","verdict":"violation","kind":"memory-mismatch","input":"@s = <ff>",{{.*}}"detail":"global @s differs at byte 0",
@s = global i8 0
define void @src_drop_store() {
  store i8 0, ptr @s
  ret void
}
define void @tgt_drop_store() {
  ret void
}

; --- correct: what no other module can change ---
; RUN: %refinery check %s --function src_fold_internal --function src_fold_constant --function src_fold_odr --json | FileCheck %s --check-prefix=OK
; OK: {"verdict":"no-violation","functions":[{"name":"src_fold_internal","verdict":"no-violation",{{.*}}{"name":"src_fold_constant","verdict":"no-violation",{{.*}}{"name":"src_fold_odr","verdict":"no-violation",
@i = internal global i32 3
define i32 @src_fold_internal() {
  %v = load i32, ptr @i
  ret i32 %v
}
define i32 @tgt_fold_internal() {
  ret i32 3
}
@c = constant i32 5
define i32 @src_fold_constant() {
  %v = load i32, ptr @c
  ret i32 %v
}
define i32 @tgt_fold_constant() {
  ret i32 5
}
@o = weak_odr constant i32 7
define i32 @src_fold_odr() {
  %v = load i32, ptr @o
  ret i32 %v
}
define i32 @tgt_fold_odr() {
  ret i32 7
}

@gp = external global ptr
define i1 @src_ptr_global_null() {
  %p = load ptr, ptr @gp
  %c = icmp eq ptr %p, null
  ret i1 %c
}
define i1 @tgt_ptr_global_null() {
  ret i1 false
}
define i1 @src_ptr_global_same() {
  %p = load ptr, ptr @gp
  %c = icmp eq ptr %p, null
  ret i1 %c
}
define i1 @tgt_ptr_global_same() {
  %p = load ptr, ptr @gp
  %c = icmp ne ptr %p, null
  %n = xor i1 %c, true
  ret i1 %n
}
