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

; --- unsure: calls that must return, so that they may go: speculatable
; (LLVM hoists them out of branches), mustprogress and only reading, or
; made from a willreturn function; calls with vector variants (the loop
; vectorizer replaces them) ---
; RUN: %refinery check %s --function src_speculatable --function src_mustprogress --function src_in_willreturn --function src_vector_variant --json | FileCheck %s --check-prefix=MUST-RETURN
; MUST-RETURN: {"verdict":"inconclusive","functions":[{"name":"src_speculatable","verdict":"inconclusive",
; MUST-RETURN-SAME: {"name":"src_mustprogress","verdict":"inconclusive",
; MUST-RETURN-SAME: {"name":"src_in_willreturn","verdict":"inconclusive",
; MUST-RETURN-SAME: {"name":"src_vector_variant","verdict":"inconclusive",
define i32 @src_speculatable(i1 %c, i32 %x) {
entry:
  br i1 %c, label %then, label %join
then:
  %r = call i32 @spec(i32 %x)
  br label %join
join:
  %p = phi i32 [ %r, %then ], [ 0, %entry ]
  ret i32 %p
}
define i32 @tgt_speculatable(i1 %c, i32 %x) {
  %r = call i32 @spec(i32 %x)
  %p = select i1 %c, i32 %r, i32 0
  ret i32 %p
}
define void @src_mustprogress() {
  %a = call i8 @read_mp(i32 0)
  %b = call i8 @read_mp(i32 1)
  ret void
}
define void @tgt_mustprogress() {
  ret void
}
define void @src_in_willreturn() willreturn {
  %a = call i8 @none_nr(i32 0)
  ret void
}
define void @tgt_in_willreturn() willreturn {
  ret void
}
define void @src_vector_variant(i32 %x) {
  %a = call i32 @scalar(i32 %x) #0
  %b = call i32 @scalar(i32 1) #0
  ret void
}
define void @tgt_vector_variant(i32 %x) {
  %v = insertelement <2 x i32> <i32 0, i32 1>, i32 %x, i64 0
  %w = call <2 x i32> @vector(<2 x i32> %v)
  ret void
}

; --- unsure, also under a source choice: with the frozen value true the
; source drops the two writers itself, and the read-only call the target
; lacks may go ---
; RUN: %refinery check %s --function src_choice --json | FileCheck %s --check-prefix=CHOICE
; CHOICE: {"verdict":"inconclusive","functions":[{"name":"src_choice","verdict":"inconclusive",
define void @src_choice() {
  %v = call i8 @read_wr(i32 0)
  %n = call i8 @none_nr(i32 0)
  %x = freeze i1 poison
  br i1 %x, label %b, label %a
a:
  call void @in_rw()
  call void @in_rw()
  ret void
b:
  ret void
}
define void @tgt_choice() {
  %n = call i8 @none_nr(i32 0)
  ret void
}

; --- wrong: calls with known effects in another order or with other
; arguments (unsure by themselves), but a result that differs for sure:
; the modelled callee gives the same result for the same arguments however
; calls are merged or moved (Alive2's undef/fncall-freeze2) ---
; RUN: not %refinery check %s --function src_result_differs --json | FileCheck %s --check-prefix=RESULT
; RESULT: {"verdict":"violation","functions":[{"name":"src_result_differs","verdict":"violation","kind":"value-mismatch",
define i8 @src_result_differs(i8 %x) {
  %a = call i8 @read_wr(i32 0)
  %w = sext i8 %x to i32
  %b = call i8 @read_wr(i32 %w)
  %c = add i8 %a, %b
  ret i8 %c
}
define i8 @tgt_result_differs(i8 %x) {
  %a = call i8 @read_wr(i32 0)
  %c = add i8 %a, %a
  ret i8 %c
}

; --- unsure: an indirect call's effects are its callee's too: @arg_w
; writes only its argument (a dead alloca here), so the call may go ---
; RUN: %refinery check %s --function src_indirect_arg_writer --json | FileCheck %s --check-prefix=INDIRECT
; INDIRECT: {"verdict":"inconclusive","functions":[{"name":"src_indirect_arg_writer","verdict":"inconclusive",
define void @src_indirect_arg_writer(i1 %c) {
  %a = alloca i32
  %fp = select i1 %c, ptr @arg_w, ptr @arg_w
  call void %fp(ptr %a)
  ret void
}
define void @tgt_indirect_arg_writer(i1 %c) {
  ret void
}

attributes #0 = { "vector-function-abi-variant"="_ZGV_LLVM_N2v_scalar(vector)" }

declare i32 @spec(i32) speculatable memory(none) nounwind
declare i8 @read_mp(i32) mustprogress memory(read) nounwind
declare i8 @none_nr(i32) memory(none) nounwind
declare i8 @read_wr(i32) memory(read) willreturn
declare i32 @scalar(i32) memory(none) nounwind
declare <2 x i32> @vector(<2 x i32>) memory(none) nounwind
declare void @in_rw() memory(inaccessiblemem: readwrite)
declare i8 @read_nr(i32) memory(read)
declare void @write_wr(i32) memory(write) willreturn
declare void @in_w_arg_r(ptr) memory(inaccessiblemem: write, argmem: read)
declare void @arg_w(ptr) memory(argmem: write) willreturn nounwind

; --- right: a repeated call of a callee that accesses no memory, merged
; across another call (Alive2's calls/readnone-duplicated; the result is
; the same object, so the store goes where the source's does) ---
; RUN: %refinery check %s --function src_pure_repeat | FileCheck %s --check-prefix=PURE-REPEAT
; PURE-REPEAT: @src_pure_repeat: no-violation after 8 input(s)
declare nonnull ptr @pure_loc() memory(none)
declare void @opaque()
define void @src_pure_repeat() {
  %a = call ptr @pure_loc()
  call void @opaque()
  %b = call ptr @pure_loc()
  store i32 0, ptr %b, align 4
  ret void
}
define void @tgt_pure_repeat() {
  %a = call ptr @pure_loc()
  call void @opaque()
  store i32 0, ptr %a, align 4
  ret void
}

; --- wrong: the repeat has other arguments, and the callee may not return
; ---
; RUN: not %refinery check %s --function src_pure_other_args --json | FileCheck %s --check-prefix=PURE-OTHER
; PURE-OTHER: {"verdict":"violation","functions":[{"name":"src_pure_other_args","verdict":"violation","kind":"event-mismatch",{{.*}}"detail":"the source makes 3 external call(s), the target 2"
declare i32 @pure_val(i32) memory(none)
define i32 @src_pure_other_args() {
  %a = call i32 @pure_val(i32 1)
  call void @opaque()
  %b = call i32 @pure_val(i32 2)
  ret i32 %a
}
define i32 @tgt_pure_other_args() {
  %a = call i32 @pure_val(i32 1)
  call void @opaque()
  ret i32 %a
}

; --- right: review findings, each a false violation before its fix. A
; poison argument may become the value another call passes, and the two
; calls merge: the source's poison call counts as no certain call ---
; RUN: %refinery check %s --function src_pure_poison_arg | FileCheck %s --check-prefix=PURE-POISON
; PURE-POISON: @src_pure_poison_arg: inconclusive after 8 input(s)
define void @src_pure_poison_arg() {
  %a = call i32 @pure_val(i32 poison)
  %b = call i32 @pure_val(i32 0)
  ret void
}
define void @tgt_pure_poison_arg() {
  %a = call i32 @pure_val(i32 0)
  %b = call i32 @pure_val(i32 0)
  ret void
}
; (EarlyCSE merges add nsw with add, then the calls: at INT_MAX the
; source calls with poison and INT_MIN, the target once with INT_MIN.)
; RUN: %refinery check %s --function src_pure_nsw_merged --passes early-cse | FileCheck %s --check-prefix=PURE-NSW
; PURE-NSW: @src_pure_nsw_merged: inconclusive after 200 input(s)
define i32 @src_pure_nsw_merged(i32 %x) {
  %y = add nsw i32 %x, 1
  %a = call i32 @pure_val(i32 %y)
  %z = add i32 %x, 1
  %b = call i32 @pure_val(i32 %z)
  %s = add i32 %a, %b
  ret i32 %s
}
