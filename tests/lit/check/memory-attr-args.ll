; memory(...) on a callee whose pointer argument's object is also reached
; another way (LangRef "Function Attributes", memory): "argmem" covers
; accesses based on pointer arguments, the default location covers globals
; ("The default access kind ... applies to all locations that haven't been
; specified explicitly, including ... accesses to globals"), and for
; `write`: "the function may still internally read the location after
; writing it ... Reading the location prior to writing it results in a
; poison value." Function-attrs infers such attributes; the campaign once
; reported these as false violations.

; A global passed as the argument and read directly: argmem: write does not
; forbid the read (it is no argmem access).
; RUN: %refinery check %s --function src_global_arg --json | FileCheck %s --check-prefix=GLOBAL
; GLOBAL: {"verdict":"no-violation","functions":[{"name":"src_global_arg","verdict":"no-violation",
@g = global i32 7

define i32 @callee_plain(ptr %p) {
  %v = load i32, ptr @g
  store i32 0, ptr %p
  ret i32 %v
}
define i32 @callee_attr(ptr %p) memory(read, argmem: write) {
  %v = load i32, ptr @g
  store i32 0, ptr %p
  ret i32 %v
}
define i32 @src_global_arg() {
  %r = call i32 @callee_plain(ptr @g)
  ret i32 %r
}
define i32 @tgt_global_arg() {
  %r = call i32 @callee_attr(ptr @g)
  ret i32 %r
}

; Reading argument memory after writing it under memory(argmem: write).
; RUN: %refinery check %s --function src_read_after_write --json | FileCheck %s --check-prefix=RAW
; RAW: {"verdict":"no-violation","functions":[{"name":"src_read_after_write","verdict":"no-violation",
define i32 @store_load_plain(ptr %p) {
  store i32 5, ptr %p
  %v = load i32, ptr %p
  ret i32 %v
}
define i32 @store_load_attr(ptr %p) memory(argmem: write) {
  store i32 5, ptr %p
  %v = load i32, ptr %p
  ret i32 %v
}
define i32 @src_read_after_write(ptr %p) {
  %r = call i32 @store_load_plain(ptr %p)
  ret i32 %r
}
define i32 @tgt_read_after_write(ptr %p) {
  %r = call i32 @store_load_attr(ptr %p)
  ret i32 %r
}

; Still wrong: memory(none) on a callee that reads its argument is UB when
; it runs (no location allows the read).
; RUN: not %refinery check %s --function src_none --json | FileCheck %s --check-prefix=NONE
; NONE: {"verdict":"violation","functions":[{"name":"src_none","verdict":"violation","kind":"tgt-ub",
define i32 @load_plain(ptr %p) {
  %v = load i32, ptr %p
  ret i32 %v
}
define i32 @load_none(ptr %p) memory(none) {
  %v = load i32, ptr %p
  ret i32 %v
}
define i32 @src_none(ptr %p) {
  %r = call i32 @load_plain(ptr %p)
  ret i32 %r
}
define i32 @tgt_none(ptr %p) {
  %r = call i32 @load_none(ptr %p)
  ret i32 %r
}
