; Control flow. LangRef "'br' Instruction" and "'switch' Instruction": a
; poison or undef condition is undefined behavior. "'unreachable'
; Instruction": it has no defined semantics, so reaching it is UB. Loops run
; until --max-steps instructions have executed (docs/exec.md: outcome step-limit).

; --- br ---
; RUN: %refinery exec %s --function br --arg true --json | FileCheck %s --match-full-lines --check-prefix=BR-T
; BR-T: {"outcome":"return","value":"i8 1"}
; RUN: %refinery exec %s --function br --arg false --json | FileCheck %s --match-full-lines --check-prefix=BR-F
; BR-F: {"outcome":"return","value":"i8 2"}
; RUN: %refinery exec %s --function br --arg poison --json | FileCheck %s --match-full-lines --check-prefix=BR-POISON
; BR-POISON: {"outcome":"ub","reason":"branch on poison at 'br i1 %c, label %t, label %f' in @br"}
; RUN: %refinery exec %s --function br_same --arg poison --json | FileCheck %s --match-full-lines --check-prefix=BRSAME-POISON
; BRSAME-POISON: {"outcome":"ub","reason":"branch on poison at 'br i1 %c, label %j, label %j' in @br_same"}
; RUN: %refinery exec %s --function br_cmp --arg 127 --json | FileCheck %s --match-full-lines --check-prefix=BRCMP-POISON
; BRCMP-POISON: {"outcome":"ub","reason":"branch on poison at 'br i1 %c, label %t, label %f' in @br_cmp"}
; RUN: %refinery exec %s --function br_cmp --arg 5 --json | FileCheck %s --match-full-lines --check-prefix=BRCMP-OK
; BRCMP-OK: {"outcome":"return","value":"i8 2"}
; RUN: %refinery exec %s --function br_undef --json | FileCheck %s --match-full-lines --check-prefix=BR-UNDEF
; BR-UNDEF: {"outcome":"ub","reason":"{{[^"]*}}"{{.*}}}

define i8 @br(i1 %c) {
entry:
  br i1 %c, label %t, label %f
t:
  ret i8 1
f:
  ret i8 2
}
; Both edges lead to the same block: still UB on poison.
define i8 @br_same(i1 %c) {
entry:
  br i1 %c, label %j, label %j
j:
  ret i8 0
}
; The condition is poison when the add overflows.
define i8 @br_cmp(i8 %x) {
entry:
  %s = add nsw i8 %x, 1
  %c = icmp slt i8 %s, 0
  br i1 %c, label %t, label %f
t:
  ret i8 1
f:
  ret i8 2
}
define i8 @br_undef() {
entry:
  br i1 undef, label %t, label %f
t:
  ret i8 1
f:
  ret i8 2
}

; --- switch ---
; RUN: %refinery exec %s --function sw --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=SW-1
; SW-1: {"outcome":"return","value":"i8 10"}
; RUN: %refinery exec %s --function sw --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=SW-M1
; SW-M1: {"outcome":"return","value":"i8 30"}
; RUN: %refinery exec %s --function sw --arg 7 --json | FileCheck %s --match-full-lines --check-prefix=SW-DEFAULT
; SW-DEFAULT: {"outcome":"return","value":"i8 0"}
; RUN: %refinery exec %s --function sw --arg poison --json | FileCheck %s --match-full-lines --check-prefix=SW-POISON
; SW-POISON: {"outcome":"ub","reason":"switch on poison at 'switch i32 %x, label %d [{{[^"]*}}' in @sw"}
; RUN: %refinery exec %s --function sw_empty --arg poison --json | FileCheck %s --match-full-lines --check-prefix=SWEMPTY-POISON
; SWEMPTY-POISON: {"outcome":"ub","reason":"switch on poison at 'switch i8 %x, label %d [{{[^"]*}}' in @sw_empty"}
; RUN: %refinery exec %s --function sw_i128 --arg 18446744073709551616 --json | FileCheck %s --match-full-lines --check-prefix=SWI128
; SWI128: {"outcome":"return","value":"i8 2"}
; RUN: %refinery exec %s --function sw_undef --json | FileCheck %s --match-full-lines --check-prefix=SW-UNDEF
; SW-UNDEF: {"outcome":"ub","reason":"{{[^"]*}}"{{.*}}}

define i8 @sw(i32 %x) {
entry:
  switch i32 %x, label %d [ i32 1, label %a
                            i32 2, label %b
                            i32 -1, label %c ]
a:
  ret i8 10
b:
  ret i8 20
c:
  ret i8 30
d:
  ret i8 0
}
; Even a switch without cases is UB on poison.
define i8 @sw_empty(i8 %x) {
entry:
  switch i8 %x, label %d [ ]
d:
  ret i8 0
}
define i8 @sw_i128(i128 %x) {
entry:
  switch i128 %x, label %d [ i128 1, label %a
                             i128 18446744073709551616, label %b ]
a:
  ret i8 1
b:
  ret i8 2
d:
  ret i8 0
}
define i8 @sw_undef() {
entry:
  switch i8 undef, label %d [ i8 0, label %a ]
a:
  ret i8 1
d:
  ret i8 0
}

; --- unreachable ---
; RUN: %refinery exec %s --function unreach --arg false --json | FileCheck %s --match-full-lines --check-prefix=UNREACH-NO
; UNREACH-NO: {"outcome":"return","value":"i8 0"}
; RUN: %refinery exec %s --function unreach --arg true --json | FileCheck %s --match-full-lines --check-prefix=UNREACH-YES
; UNREACH-YES: {"outcome":"ub","reason":"unreachable executed at 'unreachable' in @unreach"}
; RUN: %refinery exec %s --function unreach_callee --json | FileCheck %s --match-full-lines --check-prefix=UNREACH-CALLEE
; UNREACH-CALLEE: {"outcome":"ub","reason":"unreachable executed at 'unreachable' in @dead_end"}

define i8 @unreach(i1 %c) {
entry:
  br i1 %c, label %bad, label %ok
bad:
  unreachable
ok:
  ret i8 0
}
define void @dead_end() {
  unreachable
}
define i8 @unreach_callee() {
  call void @dead_end()
  ret i8 1
}

; --- loops and the step limit ---
; RUN: %refinery exec %s --function sum --arg 10 --json | FileCheck %s --match-full-lines --check-prefix=SUM10
; SUM10: {"outcome":"return","value":"i32 55"}
; RUN: %refinery exec %s --function sum --arg 0 --json | FileCheck %s --match-full-lines --check-prefix=SUM0
; SUM0: {"outcome":"return","value":"i32 0"}
; RUN: %refinery exec %s --function sum --arg 100000 --json | FileCheck %s --match-full-lines --check-prefix=SUMBIG
; SUMBIG: {"outcome":"return","value":"i32 705082704"}
; RUN: %refinery exec %s --function sum --arg 1000 --max-steps 100 --json | FileCheck %s --match-full-lines --check-prefix=SUM-LIMIT
; SUM-LIMIT: {"outcome":"step-limit","reason":"step limit reached"}
; RUN: %refinery exec %s --function sum --arg 10 --max-steps 1000 --json | FileCheck %s --match-full-lines --check-prefix=SUM-UNDERLIMIT
; SUM-UNDERLIMIT: {"outcome":"return","value":"i32 55"}
; RUN: %refinery exec %s --function forever --max-steps 1000 --json | FileCheck %s --match-full-lines --check-prefix=FOREVER
; FOREVER: {"outcome":"step-limit","reason":"step limit reached"}
; RUN: %refinery exec %s --function straight --max-steps 3 --json | FileCheck %s --match-full-lines --check-prefix=STRAIGHT-3
; STRAIGHT-3: {"outcome":"return","value":"i8 3"}
; RUN: %refinery exec %s --function straight --max-steps 2 --json | FileCheck %s --match-full-lines --check-prefix=STRAIGHT-2
; STRAIGHT-2: {"outcome":"step-limit","reason":"step limit reached"}
; RUN: %refinery exec %s --function recurse --json | FileCheck %s --match-full-lines --check-prefix=RECURSE
; RECURSE: {"outcome":"step-limit","reason":"call depth limit reached"}
; RUN: %refinery exec %s --function fact --arg 5 --json | FileCheck %s --match-full-lines --check-prefix=FACT5
; FACT5: {"outcome":"return","value":"i64 120"}

define i32 @sum(i32 %n) {
entry:
  br label %head
head:
  %i = phi i32 [ 1, %entry ], [ %i1, %body ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %body ]
  %done = icmp ugt i32 %i, %n
  br i1 %done, label %exit, label %body
body:
  %acc1 = add i32 %acc, %i
  %i1 = add i32 %i, 1
  br label %head
exit:
  ret i32 %acc
}
define void @forever() {
entry:
  br label %loop
loop:
  br label %loop
}
; Three instructions: add, add, ret.
define i8 @straight() {
  %a = add i8 1, 1
  %b = add i8 %a, 1
  ret i8 %b
}
define void @recurse() {
  call void @recurse()
  ret void
}
define i64 @fact(i64 %n) {
entry:
  %z = icmp eq i64 %n, 0
  br i1 %z, label %base, label %rec
base:
  ret i64 1
rec:
  %m = sub i64 %n, 1
  %f = call i64 @fact(i64 %m)
  %r = mul i64 %n, %f
  ret i64 %r
}

; --- indirectbr and blockaddress ---
; LangRef "'indirectbr' Instruction": control transfers to the block whose
; address is given. "Addresses of Basic Blocks": comparing a blockaddress with
; null is defined, and no label is equal to the null pointer.
; RUN: %refinery exec %s --function ibr --arg false --json | FileCheck %s --match-full-lines --check-prefix=IBR-B
; IBR-B: {"outcome":"return","value":"i8 2"}
; RUN: %refinery exec %s --function ibr --arg true --json | FileCheck %s --match-full-lines --check-prefix=IBR-A
; IBR-A: {"outcome":"return","value":"i8 1"}
; RUN: %refinery exec %s --function blockaddr_null --json | FileCheck %s --match-full-lines --check-prefix=BA-NULL
; BA-NULL: {"outcome":"return","value":"i1 false"}

define i8 @ibr(i1 %c) {
entry:
  %dest = select i1 %c, ptr blockaddress(@ibr, %a), ptr blockaddress(@ibr, %b)
  indirectbr ptr %dest, [label %a, label %b]
a:
  ret i8 1
b:
  ret i8 2
}
define i1 @blockaddr_null() {
  %r = icmp eq ptr blockaddress(@ibr, %b), null
  ret i1 %r
}
