; The target module of global-address-inputs.ll's GONE check.
define i8 @call_through(ptr %p, ptr %fn) {
  %v = call i8 %fn(ptr %p)
  ret i8 %v
}
