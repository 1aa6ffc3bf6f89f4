; A module with nothing refinery checks (no externally visible function
; definition: only internal functions and declarations) is not a clean
; result: the verdict is nothing-checked, exit status 3.

; RUN: sh -c '%refinery check %s --json; echo exit=$?' | FileCheck %s --check-prefix=JSON
; JSON: {"verdict":"nothing-checked","passes":"opt -passes='default<O2>'","functions":[],"internal_not_checked":["h"]}
; JSON-NEXT: exit=3
; RUN: sh -c '%refinery check %s; echo exit=$?' | FileCheck %s --check-prefix=TEXT
; TEXT: note: 1 internal function(s) checked only through their callers
; TEXT-NEXT: note: no externally visible function definition to check
; TEXT-NEXT: verdict: nothing-checked
; TEXT-NEXT: exit=3

; The same with --tgt when the files share no function.
; RUN: sh -c '%refinery check %s --tgt %S/Inputs/tgt-file.ll --json; echo exit=$?' | FileCheck %s --check-prefix=TGT
; TGT: {"verdict":"nothing-checked","functions":[]}
; TGT-NEXT: exit=3

@p = global ptr @h

define internal i32 @h(i32 %x) {
  ret i32 %x
}

declare i32 @ext(i32)
