; The source module of global-address-inputs.ll's GONE check: it declares
; @f, which the target module does not.
declare i8 @f(ptr)

define i8 @call_through(ptr %p, ptr %fn) {
  %v = call i8 %fn(ptr %p)
  ret i8 %v
}
