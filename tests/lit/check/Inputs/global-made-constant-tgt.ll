; Targets of ../global-made-constant.ll.
@g = constant i32 0
@k = global i32 7
@c = constant i32 1
@e = externally_initialized constant i32 5

define i32 @made_constant() {
  %v = load i32, ptr @g
  ret i32 %v
}

define i32 @made_writable() {
  %v = load i32, ptr @k
  ret i32 %v
}

define i32 @stays_constant() {
  ret i32 1
}

define i32 @fold_externally_initialized() {
  ret i32 5
}
