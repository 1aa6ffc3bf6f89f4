; A pointer argument the function calls through may be the address of any
; function: some inputs pass each function of the module of the called
; type (eight inputs each, so that every implementation of an unknown
; function meets it). An input naming a function one module lacks (an
; unused declaration the optimizer removed) is skipped.

; --- wrong ---
; The call through %fn "specialized" to a constant when %fn is @f.
; RUN: not %refinery check %s --function src_specialize_const --json | FileCheck %s --check-prefix=CONST
; CONST: {"verdict":"violation","functions":[{"name":"src_specialize_const","verdict":"violation","kind":"event-mismatch","input":"ptr <{{.*}}>, ptr @f, external functions #{{[0-9]+}}",

; --- correct ---
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
