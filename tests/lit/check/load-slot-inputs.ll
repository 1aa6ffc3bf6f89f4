; Inputs put boundary values where the function loads scalars from a
; pointer argument at a constant offset (every other input, walking the
; values of each slot's type), so a wrong fold that needs an i32 of
; INT_MAX in memory is found (Alive2's bugs/pr23757: `x + 1 > x` after a
; saturating select, folded to true with the nsw add stored instead), and
; so is one that needs a shift amount of 63 (bugs/pr24873). A pointer
; argument the function loads from may also point to read-only memory,
; unless an attribute makes it writable (dereferenceable does not): a
; block of inputs puts its buffer there, its load slots walking their
; values, so a store the target adds where the source stores nothing is UB
; (Alive2's attrs/dereferenceable-fail2).

; RUN: not %refinery check %s --function src_saturate --inputs 100 --json | FileCheck %s --check-prefix=SAT
; SAT: {"verdict":"violation","functions":[{"name":"src_saturate","verdict":"violation","kind":"value-mismatch","input":"ptr <4-byte buffer: ff ff ff 7f>","src":"return i1 false","tgt":"return i1 true",
define i1 @src_saturate(ptr %cell) {
  %v = load i32, ptr %cell, align 4
  %max = icmp eq i32 %v, 2147483647
  %inc = add nsw i32 %v, 1
  %sat = select i1 %max, i32 -2147483648, i32 %inc
  store i32 %sat, ptr %cell, align 4
  %r = icmp sgt i32 %sat, %v
  ret i1 %r
}
define i1 @tgt_saturate(ptr %cell) {
  %v = load i32, ptr %cell, align 4
  %inc = add nsw i32 %v, 1
  store i32 %inc, ptr %cell, align 4
  ret i1 true
}

; A slot at an offset: the second i16 from the pointer (0x8000 = -32768;
; the pointer itself may be at an offset into its buffer).
; RUN: not %refinery check %s --function src_offset --inputs 100 --json | FileCheck %s --check-prefix=OFF
; OFF: {"verdict":"violation","functions":[{"name":"src_offset","verdict":"violation","kind":"value-mismatch","input":"ptr <{{[0-9]+}}-byte buffer{{.*}}","src":"return i1 true","tgt":"return i1 false",
define i1 @src_offset(ptr %p) {
  %q = getelementptr i8, ptr %p, i64 2
  %v = load i16, ptr %q
  %r = icmp eq i16 %v, -32768
  ret i1 %r
}
define i1 @tgt_offset(ptr %p) {
  ret i1 false
}

; RUN: not %refinery check %s --function src_shift_edge --inputs 100 --json | FileCheck %s --check-prefix=SHIFT
; SHIFT: {"verdict":"violation","functions":[{"name":"src_shift_edge","verdict":"violation","kind":"value-mismatch","input":"i64 63",
define i1 @src_shift_edge(i64 %v) {
  %s = ashr i64 -4611686018427387904, %v
  %r = icmp eq i64 %s, -1
  ret i1 %r
}
define i1 @tgt_shift_edge(i64 %v) {
  %r = icmp eq i64 %v, 62
  ret i1 %r
}

; RUN: not %refinery check %s --function src_store_added --inputs 100 --json | FileCheck %s --check-prefix=RO
; RO: {"verdict":"violation","functions":[{"name":"src_store_added","verdict":"violation","kind":"tgt-ub","input":"ptr <64-byte read-only buffer: 2a {{.*}}>","src":"return","tgt":"ub: store: store to constant memory at 'store i8 42, ptr %p, align 1' in @tgt_store_added",
; RUN: %refinery check %s --function src_store_added_writable --inputs 100 --json | FileCheck %s --check-prefix=RO-OK
; RO-OK: {"verdict":"no-violation","functions":[{"name":"src_store_added_writable","verdict":"no-violation",
define void @src_store_added(ptr dereferenceable(1) %p) {
  %v = load i8, ptr %p
  %c = icmp ne i8 %v, 42
  br i1 %c, label %then, label %else
then:
  store i8 42, ptr %p
  ret void
else:
  ret void
}
define void @tgt_store_added(ptr dereferenceable(1) %p) {
  store i8 42, ptr %p
  ret void
}
define void @src_store_added_writable(ptr writable dereferenceable(1) %p) {
  %v = load i8, ptr %p
  %c = icmp ne i8 %v, 42
  br i1 %c, label %then, label %else
then:
  store i8 42, ptr %p
  ret void
else:
  ret void
}
define void @tgt_store_added_writable(ptr writable dereferenceable(1) %p) {
  store i8 42, ptr %p
  ret void
}

; A read-only buffer passed on to an internal function whose parameter is
; `writable` is UB in the source (LangRef "Parameter Attributes": the bytes
; may be loaded and stored back on entry), so LICM promoting the store in
; @writable_callee and inlining it is no violation.
; RUN: %refinery check %s --function src_to_writable --inputs 100 --json | FileCheck %s --check-prefix=WRITABLE
; WRITABLE: {"verdict":"no-violation","functions":[{"name":"src_to_writable","verdict":"no-violation",
define internal void @writable_callee(ptr noalias writable dereferenceable(4) %p) {
  %v = load i32, ptr %p
  %c = icmp eq i32 %v, 0
  br i1 %c, label %st, label %exit
st:
  store i32 1, ptr %p
  br label %exit
exit:
  ret void
}
define i32 @src_to_writable(ptr %p) {
  call void @writable_callee(ptr %p)
  %r = load i32, ptr %p
  ret i32 %r
}
define i32 @tgt_to_writable(ptr %p) {
  %v = load i32, ptr %p
  %c = icmp eq i32 %v, 0
  %w = select i1 %c, i32 1, i32 %v
  store i32 %w, ptr %p
  ret i32 %w
}
