; An `align` assume bundle on a pointer argument (LangRef "Assume Operand
; Bundles": the pointer minus the offset is aligned) is met by every other
; input: a buffer that aligned, the argument at the offset into it. Without
; them the source is UB on every input and nothing is checked.

; --- wrong ---
; p - 12 is 16-aligned, so p - 4 is 8- but not 16-aligned.
; RUN: not %refinery check %s --function src_overaligned --json | FileCheck %s --check-prefix=WRONG
; WRONG: {"verdict":"violation","functions":[{"name":"src_overaligned","verdict":"violation","kind":"tgt-ub","input":"ptr <76-byte buffer + 12: {{.*}}","tgt":"ub: load: misaligned access at %v in @tgt_overaligned",

; --- correct ---
; RUN: %refinery check %s --function src_aligned8 --json | FileCheck %s --check-prefix=RIGHT
; RIGHT: {"verdict":"no-violation","functions":[{"name":"src_aligned8","verdict":"no-violation","inputs_tried":200,"inputs_src_ub":145,
; The offset a multiple of the alignment: the pointer is aligned, and the
; bytes before it exist in some inputs.
; RUN: %refinery check %s --function src_no_offset --json | FileCheck %s --check-prefix=NOOFF
; NOOFF: {"verdict":"no-violation","functions":[{"name":"src_no_offset","verdict":"no-violation","inputs_tried":200,"inputs_src_ub":169,

define i32 @src_overaligned(ptr %p) {
  call void @llvm.assume(i1 true) ["align"(ptr %p, i64 16, i64 12)]
  %q = getelementptr inbounds i8, ptr %p, i64 -4
  %v = load i32, ptr %q, align 4
  ret i32 %v
}
define i32 @tgt_overaligned(ptr %p) {
  call void @llvm.assume(i1 true) ["align"(ptr %p, i64 16, i64 12)]
  %q = getelementptr inbounds i8, ptr %p, i64 -4
  %v = load i32, ptr %q, align 16
  ret i32 %v
}

define i32 @src_aligned8(ptr %p) {
  call void @llvm.assume(i1 true) ["align"(ptr %p, i64 16, i64 12)]
  %q = getelementptr inbounds i8, ptr %p, i64 -4
  %v = load i32, ptr %q, align 4
  ret i32 %v
}
define i32 @tgt_aligned8(ptr %p) {
  call void @llvm.assume(i1 true) ["align"(ptr %p, i64 16, i64 12)]
  %q = getelementptr inbounds i8, ptr %p, i64 -4
  %v = load i32, ptr %q, align 8
  ret i32 %v
}

define i32 @src_no_offset(ptr %p) {
  call void @llvm.assume(i1 true) ["align"(ptr %p, i64 32)]
  %q = getelementptr inbounds i8, ptr %p, i64 -32
  %v = load i32, ptr %q, align 4
  ret i32 %v
}
define i32 @tgt_no_offset(ptr %p) {
  call void @llvm.assume(i1 true) ["align"(ptr %p, i64 32)]
  %q = getelementptr inbounds i8, ptr %p, i64 -32
  %v = load i32, ptr %q, align 32
  ret i32 %v
}

declare void @llvm.assume(i1)
