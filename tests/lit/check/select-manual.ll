; The UB manual's own example ("Propagation of Poison Through Select"):
;   %cmp1 = icmp ne i32 %x, 0
;   %cmp2 = icmp ugt i32 %x, %y
;   select i1 %cmp1, i1 %cmp2, i1 false  ->  and i1 %cmp1, %cmp2
; "It is not correct to optimize the select into an and because when %cmp1
; is false, the select is only poison if %x is poison, while the and below
; is poison if either %x or %y are poison." The only counterexample is x = 0
; with y poison: the source returns false, the target poison.
;
; The input set makes each argument without noundef poison while the others
; walk their boundary values, which finds it.

; RUN: not %refinery check %s --json | FileCheck %s
; CHECK: {"verdict":"violation","functions":[{"name":"src","verdict":"violation","kind":"tgt-poison","input":"i32 0, i32 poison","src":"return i1 false","tgt":"return i1 poison",

define i1 @src(i32 %x, i32 %y) {
  %cmp1 = icmp ne i32 %x, 0
  %cmp2 = icmp ugt i32 %x, %y
  %r = select i1 %cmp1, i1 %cmp2, i1 false
  ret i1 %r
}
define i1 @tgt(i32 %x, i32 %y) {
  %cmp1 = icmp ne i32 %x, 0
  %cmp2 = icmp ugt i32 %x, %y
  %r = and i1 %cmp1, %cmp2
  ret i1 %r
}
