; null_pointer_is_valid (LangRef "Function Attributes"): the null pointer,
; and addresses made from it, may be loaded from and stored to. The memory
; at null has unknown (undef) contents and is not compared after the call;
; a function without the attribute still has UB there.

; --- wrong ---
; RUN: not %refinery check %s --function src_load_null --json | FileCheck %s --check-prefix=LOAD
; LOAD: {"verdict":"violation","functions":[{"name":"src_load_null","verdict":"violation","kind":"tgt-ub",{{.*}}"tgt":"ub: unreachable executed at 'unreachable' in @tgt_load_null",
; The store through %p may be the one to null.
; RUN: not %refinery check %s --function src_forward_null --json | FileCheck %s --check-prefix=FWD
; FWD: {"verdict":"violation","functions":[{"name":"src_forward_null","verdict":"violation","kind":"value-mismatch","input":"ptr null","src":"return i8 3","tgt":"return i8 2",

; --- correct ---
; RUN: %refinery check %s --function src_store_null --json | FileCheck %s --check-prefix=STORE
; STORE: {"verdict":"no-violation","functions":[{"name":"src_store_null","verdict":"no-violation","inputs_tried":1,"inputs_src_ub":0,
; Without the attribute a load of null is UB.
; RUN: %refinery check %s --function src_plain --json | FileCheck %s --check-prefix=PLAIN
; PLAIN: {"verdict":"no-violation","functions":[{"name":"src_plain","verdict":"no-violation","inputs_tried":1,"inputs_src_ub":1,

define i8 @src_load_null() null_pointer_is_valid {
  %v = load i8, ptr null
  ret i8 %v
}
define i8 @tgt_load_null() null_pointer_is_valid {
  unreachable
}

define i8 @src_forward_null(ptr %p) null_pointer_is_valid {
  store i8 2, ptr null
  store i8 3, ptr %p
  %v = load i8, ptr null
  ret i8 %v
}
define i8 @tgt_forward_null(ptr %p) null_pointer_is_valid {
  store i8 2, ptr null
  store i8 3, ptr %p
  ret i8 2
}

define i8 @src_store_null() null_pointer_is_valid {
  store i8 5, ptr null
  %v = load i8, ptr null
  ret i8 %v
}
define i8 @tgt_store_null() null_pointer_is_valid {
  store i8 5, ptr null
  ret i8 5
}

define i8 @src_plain() {
  %v = load i8, ptr null
  ret i8 %v
}
define i8 @tgt_plain() {
  unreachable
}
