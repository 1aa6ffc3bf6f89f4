; A declaration of a zero-sized global (an array declared for a flexible
; one, defined elsewhere) gets a 64-byte object: loads past its type are
; defined, so a target that makes them unreachable is wrong. A declared
; size that is not zero is taken as the object's (llvm.org/PR48125: a
; store past `external global [8 x i32]` is UB).

; RUN: not %refinery check %s --function src_flexible --json | FileCheck %s --check-prefix=FLEX
; FLEX: {"verdict":"violation","functions":[{"name":"src_flexible","verdict":"violation","kind":"tgt-ub",{{.*}}"tgt":"ub: unreachable executed at 'unreachable' in @tgt_flexible",
; RUN: %refinery check %s --function src_sized --json | FileCheck %s --check-prefix=SIZED
; SIZED: {"verdict":"no-violation","functions":[{"name":"src_sized","verdict":"no-violation","inputs_tried":1,"inputs_src_ub":1,

@flex = external global [0 x i8]
@sized = external global [4 x i8]

define i8 @src_flexible() {
  %p = getelementptr inbounds i8, ptr @flex, i64 4
  %v = load i8, ptr %p
  ret i8 %v
}
define i8 @tgt_flexible() {
  unreachable
}

define i8 @src_sized() {
  %p = getelementptr inbounds i8, ptr @sized, i64 4
  %v = load i8, ptr %p
  ret i8 %v
}
define i8 @tgt_sized() {
  unreachable
}
