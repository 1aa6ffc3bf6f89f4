; Byte-wise poison in memory: a store of <2 x i8> with one poison lane, then
; loads of each byte and of the whole 16 bits.
define i8 @partial_poison_load(i8 %x) {
  %p = alloca <2 x i8>
  %v = insertelement <2 x i8> <i8 poison, i8 poison>, i8 %x, i32 0
  store <2 x i8> %v, ptr %p
  %lo = load i8, ptr %p         ; the defined byte: %x
  %hi.p = getelementptr i8, ptr %p, i64 1
  %hi = load i8, ptr %hi.p      ; the poison byte: poison
  %w = load i16, ptr %p         ; any poison bit: the whole i16 is poison
  %r = select i1 true, i8 %lo, i8 %hi
  ret i8 %r
}
