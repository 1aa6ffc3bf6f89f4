; A load speculated past what 'dereferenceable' promises. LangRef
; "Parameter Attributes": dereferenceable(8) only says 8 bytes may be
; dereferenced; a caller may pass an 8-byte object, where the target's load
; of bytes 8..11 is out of bounds (immediate UB), while the source loads
; them only when %c is true. Wrong: tgt-ub for c = false on an 8-byte object.
;
; Every other input gives a dereferenceable(N) parameter a buffer of
; exactly N bytes, which finds it.

; RUN: not %refinery check %s --json | FileCheck %s
; CHECK: {"verdict":"violation","functions":[{"name":"src","verdict":"violation","kind":"tgt-ub","input":"i1 false, ptr {{.*}}","src":"return i32 0","tgt":"ub: {{.*}}out-of-bounds

define i32 @src(i1 %c, ptr dereferenceable(8) %p) {
entry:
  br i1 %c, label %then, label %join
then:
  %q = getelementptr inbounds i8, ptr %p, i64 8
  %v = load i32, ptr %q, align 1
  br label %join
join:
  %r = phi i32 [ %v, %then ], [ 0, %entry ]
  ret i32 %r
}
define i32 @tgt(i1 %c, ptr dereferenceable(8) %p) {
  %q = getelementptr inbounds i8, ptr %p, i64 8
  %v = load i32, ptr %q, align 1
  %r = select i1 %c, i32 %v, i32 0
  ret i32 %r
}
