; Calls with known memory effects may be dropped, merged or moved by an
; optimizer, so a different number of them is usually unsure. Not so for a
; call that may not return (no willreturn) or that may write memory other
; than its arguments' (LangRef "Function Attributes": memory, willreturn):
; LLVM removes only calls without side effects. A side that lacks such a
; call is a certain difference. Calls that write no memory they may read
; have the effect of one when repeated with the same arguments, so those
; count once per argument list.

; --- wrong: an inaccessible-memory writer dropped (Alive2's
; memory/inaccessiblememonly4) ---
; RUN: not %refinery check %s --function src_drop_inaccessible --json | FileCheck %s --check-prefix=DROP-IN
; DROP-IN: {"verdict":"violation","functions":[{"name":"src_drop_inaccessible","verdict":"violation","kind":"event-mismatch",{{.*}}"detail":"the source makes 1 external call(s), the target 0"
define i4 @src_drop_inaccessible(ptr %p) {
  %v = load i4, ptr %p
  call void @in_rw()
  ret i4 %v
}
define i4 @tgt_drop_inaccessible(ptr %p) {
  %v = load i4, ptr %p
  ret i4 %v
}

; --- wrong: readonly calls that may not return, with distinct arguments,
; dropped (Alive2's memory/nonlocalbid) ---
; RUN: not %refinery check %s --function src_drop_may_not_return --json | FileCheck %s --check-prefix=DROP-NR
; DROP-NR: {"verdict":"violation","functions":[{"name":"src_drop_may_not_return","verdict":"violation","kind":"event-mismatch",{{.*}}"detail":"the source makes 2 external call(s), the target 0"
define i8 @src_drop_may_not_return() {
  %a = call i8 @read_nr(i32 0)
  %b = call i8 @read_nr(i32 1)
  ret i8 1
}
define i8 @tgt_drop_may_not_return() {
  ret i8 1
}

; --- wrong: the target adds a call writing other memory ---
; RUN: not %refinery check %s --function src_add_writer --json | FileCheck %s --check-prefix=ADD
; ADD: {"verdict":"violation","functions":[{"name":"src_add_writer","verdict":"violation","kind":"event-mismatch",{{.*}}"detail":"the source makes 0 external call(s), the target 1"
define void @src_add_writer(i32 %x) {
  ret void
}
define void @tgt_add_writer(i32 %x) {
  call void @write_wr(i32 %x)
  ret void
}

; --- unsure: two identical readonly calls merged (Alive2's
; calls/readonly); identical write-only calls merged (Alive2's
; attrs/memory_mixed_rw); an argument-memory writer that returns dropped ---
; RUN: %refinery check %s --function src_merge_readonly --json | FileCheck %s --check-prefix=MERGE-RO
; MERGE-RO: {"verdict":"inconclusive","functions":[{"name":"src_merge_readonly","verdict":"inconclusive",
define i8 @src_merge_readonly(i8 %n) {
  %a = call i8 @read_nr(i32 7)
  %b = call i8 @read_nr(i32 7)
  %d = sub i8 %a, %b
  ret i8 %d
}
define i8 @tgt_merge_readonly(i8 %n) {
  %a = call i8 @read_nr(i32 7)
  ret i8 0
}
; RUN: %refinery check %s --function src_merge_write_only --json | FileCheck %s --check-prefix=MERGE-WO
; MERGE-WO: {"verdict":"inconclusive","functions":[{"name":"src_merge_write_only","verdict":"inconclusive",
define void @src_merge_write_only(ptr %p) {
  call void @in_w_arg_r(ptr %p)
  call void @in_w_arg_r(ptr %p)
  ret void
}
define void @tgt_merge_write_only(ptr %p) {
  call void @in_w_arg_r(ptr %p)
  ret void
}
; RUN: %refinery check %s --function src_drop_arg_writer --json | FileCheck %s --check-prefix=ARG-W
; ARG-W: {"verdict":"inconclusive","functions":[{"name":"src_drop_arg_writer","verdict":"inconclusive",
define void @src_drop_arg_writer(ptr %p) {
  call void @arg_w(ptr %p)
  ret void
}
define void @tgt_drop_arg_writer(ptr %p) {
  ret void
}

; --- wrong: an inaccessible-memory counter called twice, once in the
; target (it reads what it writes, so the calls do not merge) ---
; RUN: not %refinery check %s --function src_merge_counter --json | FileCheck %s --check-prefix=COUNTER
; COUNTER: {"verdict":"violation","functions":[{"name":"src_merge_counter","verdict":"violation","kind":"event-mismatch",{{.*}}"detail":"the source makes 2 external call(s), the target 1"
define void @src_merge_counter() {
  call void @in_rw()
  call void @in_rw()
  ret void
}
define void @tgt_merge_counter() {
  call void @in_rw()
  ret void
}

declare void @in_rw() memory(inaccessiblemem: readwrite)
declare i8 @read_nr(i32) memory(read)
declare void @write_wr(i32) memory(write) willreturn
declare void @in_w_arg_r(ptr) memory(inaccessiblemem: write, argmem: read)
declare void @arg_w(ptr) memory(argmem: write) willreturn nounwind
