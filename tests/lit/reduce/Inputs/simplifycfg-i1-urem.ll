; SimplifyCFG's speculation of an i1 division (examples/findings/
; simplifycfg-speculate-i1-udiv.ll) met again in another program: urem
; instead of udiv, the guard's compare and the phi's order the other way
; round, other code around it. At default<O2> later passes turn the
; division by zero into a wrong value.
declare void @use(i32)
define i32 @f(i32 %n, i1 %x, i1 %y, i32 %a, i32 %b) {
entry:
  %m = mul i32 %n, 3
  call void @use(i32 %m)
  %c = icmp eq i1 %y, false
  br i1 %c, label %join, label %div

div:
  %q = urem i1 %x, %y
  br label %join

join:
  %p = phi i1 [ true, %entry ], [ %q, %div ]
  br i1 %p, label %early, label %cont

early:
  %e = sub i32 %a, %m
  ret i32 %e

cont:
  %z = sext i1 %x to i32
  %s = xor i32 %b, %z
  ret i32 %s
}
