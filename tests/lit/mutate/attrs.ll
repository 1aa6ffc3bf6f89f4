; refinery mutate --strategies ub-attrs / ub-metadata: UB-carrying
; attributes and load metadata (LangRef "Parameter Attributes", "'load'
; Instruction"): noundef makes poison UB; a value outside range or !range is
; poison.

; RUN: %refinery mutate %s --function id --strategies ub-attrs --mutations 1 --seed 2 --describe -o %t.ll 2>&1 | FileCheck %s --check-prefix=DESC
; DESC: seed 2: ub-attrs: add {{noundef|range\(i8 -?[0-9]+, -?[0-9]+\)}} to {{argument %x of @id|the return of @id}}
; RUN: %opt22 -passes=verify -disable-output %t.ll

; noundef on the argument: a poison argument is immediate UB.
; The seed picks the site and the attribute (run with --describe to see).
; RUN: %refinery mutate %s --function id --strategies ub-attrs --mutations 1 --seed 4 --describe -o %t.nu.ll 2>&1 | FileCheck %s --check-prefix=NU
; NU: seed 4: ub-attrs: add noundef to argument %x of @id
; RUN: %refinery exec %s --function id --arg poison --json | FileCheck %s --check-prefix=NU-SRC
; NU-SRC: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %t.nu.ll --function id --arg poison --json | FileCheck %s --check-prefix=NU-MUT
; NU-MUT: {"outcome":"ub","reason":"{{.*}}noundef{{.*}}"}

; Load metadata.
; RUN: %refinery mutate %s --function load --strategies ub-metadata --mutations 1 --seed 1 --describe -o %t.md.ll 2>&1 | FileCheck %s --check-prefix=MD
; MD: seed 1: ub-metadata: add {{!range \[-?[0-9]+, -?[0-9]+\)|!nonnull|!noundef|!align [0-9]+}} to load %v in @load
; RUN: %opt22 -passes=verify -disable-output %t.md.ll

; Call sites get attributes too.
; RUN: %refinery mutate %s --function caller --strategies ub-attrs --mutations 4 --seed 3 --describe -o %t.call.ll 2>&1 | FileCheck %s --check-prefix=CALL
; CALL-COUNT-4: seed 3: ub-attrs: {{add|remove}} {{.+}} {{argument (%p of @caller|0 of call %r in @caller)|the return of (@caller|call %r in @caller)}}
; RUN: %opt22 -passes=verify -disable-output %t.call.ll

define i8 @id(i8 %x) {
  ret i8 %x
}

define ptr @load(ptr %p) {
  %v = load ptr, ptr %p
  ret ptr %v
}

declare ptr @ext(ptr)

define ptr @caller(ptr %p) {
  %r = call ptr @ext(ptr %p)
  ret ptr %r
}
