; The target of tail-call-outer-alloca.ll: TailCallElim marked the call in
; @inner tail.

declare i16 @ext(ptr captures(none))

define i16 @f(i32 %x) {
  %a = alloca i32
  store i32 %x, ptr %a
  %r = call i16 @inner(ptr %a)
  ret i16 %r
}

define i16 @inner(ptr %p) {
  %r = tail call i16 @ext(ptr %p)
  ret i16 %r
}
