; A pointer argument may be the address of a global. One the function
; calls through may be any function: some inputs pass each function of the
; module of the called type (eight inputs each, so that every
; implementation of an unknown function meets it). One without attributes
; may point to a global variable the function names (it may alias it). An
; input naming a global one module lacks (an unused declaration the
; optimizer removed) is skipped.

; --- wrong ---
; The call through %fn "specialized" to a constant when %fn is @f.
; RUN: not %refinery check %s --function src_specialize_const --json | FileCheck %s --check-prefix=CONST
; CONST: {"verdict":"violation","functions":[{"name":"src_specialize_const","verdict":"violation","kind":"event-mismatch","input":"ptr <{{.*}}>, ptr @f, external functions #{{[0-9]+}}",
; A load through %p forwarded past a store to @glb, which %p may be.
; RUN: not %refinery check %s --function src_forward_past_global --json | FileCheck %s --check-prefix=GLB
; GLB: {"verdict":"violation","functions":[{"name":"src_forward_past_global","verdict":"violation","kind":"value-mismatch","input":"ptr @glb{{.*}}","src":"return i8 20","tgt":"return i8 10",

; --- correct ---
; An internal global whose address the module does not give out: no
; caller can pass it (GlobalsAA assumes as much), so no such input.
; RUN: %refinery check %s --function src_forward_internal --json | FileCheck %s --check-prefix=INTERNAL
; INTERNAL: {"verdict":"no-violation","functions":[{"name":"src_forward_internal","verdict":"no-violation",
; noalias: the argument is not the global (no such input).
; RUN: %refinery check %s --function src_forward_noalias --json | FileCheck %s --check-prefix=NOALIAS
; NOALIAS: {"verdict":"no-violation","functions":[{"name":"src_forward_noalias","verdict":"no-violation",
; RUN: %refinery check %s --function src_specialize --json | FileCheck %s --check-prefix=SPEC
; SPEC: {"verdict":"no-violation","functions":[{"name":"src_specialize","verdict":"no-violation","inputs_tried":200,
; RUN: %refinery check %S/Inputs/function-pointer-src.ll --tgt %S/Inputs/function-pointer-tgt.ll --json | FileCheck %s --check-prefix=GONE
; GONE: {"verdict":"no-violation","functions":[{"name":"call_through","verdict":"no-violation","inputs_tried":192,

declare i8 @f(ptr)

define i8 @src_specialize_const(ptr %p, ptr %fn) {
  %v = call i8 %fn(ptr %p)
  ret i8 %v
}
define i8 @tgt_specialize_const(ptr %p, ptr %fn) {
  %c = icmp eq ptr %fn, @f
  br i1 %c, label %then, label %else
then:
  ret i8 7
else:
  %v = call i8 %fn(ptr %p)
  ret i8 %v
}

define i8 @src_specialize(ptr %p, ptr %fn) {
  %v = call i8 %fn(ptr %p)
  ret i8 %v
}
define i8 @tgt_specialize(ptr %p, ptr %fn) {
  %c = icmp eq ptr %fn, @f
  br i1 %c, label %then, label %else
then:
  %v1 = call i8 @f(ptr %p)
  ret i8 %v1
else:
  %v2 = call i8 %fn(ptr %p)
  ret i8 %v2
}

@glb = global i8 0
define i8 @src_forward_past_global(ptr %p) {
  store i8 10, ptr %p
  store i8 20, ptr @glb
  %v = load i8, ptr %p
  ret i8 %v
}
define i8 @tgt_forward_past_global(ptr %p) {
  store i8 10, ptr %p
  store i8 20, ptr @glb
  ret i8 10
}

define i8 @src_forward_noalias(ptr noalias %p) {
  store i8 10, ptr %p
  store i8 20, ptr @glb
  %v = load i8, ptr %p
  ret i8 %v
}
define i8 @tgt_forward_noalias(ptr noalias %p) {
  store i8 10, ptr %p
  store i8 20, ptr @glb
  ret i8 10
}

@hidden = internal global i8 0
define i8 @src_forward_internal(ptr %p) {
  store i8 20, ptr @hidden
  store i8 10, ptr %p
  %v = load i8, ptr @hidden
  ret i8 %v
}
define i8 @tgt_forward_internal(ptr %p) {
  store i8 20, ptr @hidden
  store i8 10, ptr %p
  ret i8 20
}
