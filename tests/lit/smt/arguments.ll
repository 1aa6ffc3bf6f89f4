; Pointer arguments (oracle/smt/EncodeMemory.cpp): each points into one of
; the caller's blocks (arguments may share one) of symbolic size, address,
; contents (bits, poison and undef masks) and writability; what the
; function leaves in those blocks is compared byte by byte with the
; source's. Right pairs are verified, wrong ones found by Z3 and confirmed
; by the interpreter.

; Store-to-load forwarding and a dead store: verified.
; RUN: %refinery check %s --smt --function src_forward --json | FileCheck %s --check-prefix=FORWARD
; FORWARD: {"verdict":"verified",{{.*}}"smt":"verified"
; RUN: %refinery check %s --smt --function src_dead_store --json | FileCheck %s --check-prefix=DSE
; DSE: {"verdict":"verified",{{.*}}"smt":"verified"
define i32 @src_forward(ptr %p, i32 %x) {
  store i32 %x, ptr %p, align 4
  %v = load i32, ptr %p, align 4
  ret i32 %v
}
define i32 @tgt_forward(ptr %p, i32 %x) {
  store i32 %x, ptr %p, align 4
  ret i32 %x
}
define void @src_dead_store(ptr %p, i32 %x, i32 %y) {
  store i32 %x, ptr %p, align 4
  store i32 %y, ptr %p, align 4
  ret void
}
define void @tgt_dead_store(ptr %p, i32 %x, i32 %y) {
  store i32 %y, ptr %p, align 4
  ret void
}

; Forwarding across a store through another pointer, which may alias.
; RUN: not %refinery check %s --smt --function src_alias --json | FileCheck %s --check-prefix=ALIAS
; ALIAS: {"verdict":"violation",{{.*}}"input":"ptr <{{[0-9]+}}-byte buffer + [[OFF:[0-9]+]]: {{.*}}>, ptr <argument 0's buffer + [[OFF]]>,{{.*}}"smt":"violation"
define i32 @src_alias(ptr %p, ptr %q, i32 noundef %x) {
  store i32 %x, ptr %p, align 4
  store i32 0, ptr %q, align 4
  %v = load i32, ptr %p, align 4
  ret i32 %v
}
define i32 @tgt_alias(ptr %p, ptr %q, i32 noundef %x) {
  store i32 %x, ptr %p, align 4
  store i32 0, ptr %q, align 4
  ret i32 %x
}

; Dropping the last store leaves other bytes to the caller.
; RUN: not %refinery check %s --smt --function src_drop --json | FileCheck %s --check-prefix=DROP
; DROP: {"verdict":"violation",{{.*}}"kind":"memory-mismatch",{{.*}}"smt":"violation"
define void @src_drop(ptr %p, i32 %x, i32 %y) {
  store i32 %x, ptr %p, align 4
  store i32 %y, ptr %p, align 4
  ret void
}
define void @tgt_drop(ptr %p, i32 %x, i32 %y) {
  store i32 %x, ptr %p, align 4
  ret void
}

; A store the source does not make may hit read-only memory (nothing says
; the argument is writable), or write back a byte the load made wholly
; poison where only some of its bits were.
; RUN: not %refinery check %s --smt --function src_new_store --json | FileCheck %s --check-prefix=NEW-STORE
; NEW-STORE: {"verdict":"violation",{{.*}}"kind":"{{tgt-ub|memory-mismatch}}",{{.*}}"smt":"violation"
define i32 @src_new_store(ptr %p) {
  %v = load i32, ptr %p, align 4
  ret i32 %v
}
define i32 @tgt_new_store(ptr %p) {
  %v = load i32, ptr %p, align 4
  store i32 %v, ptr %p, align 4
  ret i32 %v
}

; Two byte loads combined into one i16 load (little-endian): verified; a
; wider load than the source's may leave the block.
; RUN: %refinery check %s --smt --function src_combine --json | FileCheck %s --check-prefix=COMBINE
; COMBINE: {"verdict":"verified",{{.*}}"smt":"verified"
; RUN: not %refinery check %s --smt --function src_widen --json | FileCheck %s --check-prefix=WIDEN
; WIDEN: {"verdict":"violation",{{.*}}"smt":"violation"
define i16 @src_combine(ptr %p) {
  %a = load i8, ptr %p, align 1
  %q = getelementptr inbounds i8, ptr %p, i64 1
  %b = load i8, ptr %q, align 1
  %az = zext i8 %a to i16
  %bz = zext i8 %b to i16
  %bs = shl i16 %bz, 8
  %r = or i16 %az, %bs
  ret i16 %r
}
define i16 @tgt_combine(ptr %p) {
  %r = load i16, ptr %p, align 1
  ret i16 %r
}
define i8 @src_widen(ptr %p) {
  %v = load i8, ptr %p, align 1
  ret i8 %v
}
define i8 @tgt_widen(ptr %p) {
  %w = load i16, ptr %p, align 1
  %v = trunc i16 %w to i8
  ret i8 %v
}

; The caller's memory may hold undef or poison bytes: branching on a loaded byte the
; source only loads adds UB (Alive2 calls this pair correct only under
; -disable-poison-input).
; RUN: not %refinery check %s --smt --function src_branch_on_load --json | FileCheck %s --check-prefix=BRANCH
; BRANCH: {"verdict":"violation",{{.*}}"kind":"tgt-ub",{{.*}}branch on {{undef|poison}}{{.*}}"smt":"violation"
define i8 @src_branch_on_load(ptr %p) {
  %v = load i8, ptr %p, align 1
  ret i8 0
}
define i8 @tgt_branch_on_load(ptr %p) {
  %v = load i8, ptr %p, align 1
  %c = icmp eq i8 %v, 0
  br i1 %c, label %t, label %e
t:
  ret i8 0
e:
  ret i8 0
}

; Raising a load's alignment past the argument's align attribute.
; RUN: not %refinery check %s --smt --function src_align --json | FileCheck %s --check-prefix=ALIGN
; ALIGN: {"verdict":"violation",{{.*}}"kind":"tgt-ub",{{.*}}"smt":"violation"
; RUN: %refinery check %s --smt --function src_align_ok --json | FileCheck %s --check-prefix=ALIGN-OK
; ALIGN-OK: {"verdict":"verified",{{.*}}"smt":"verified"
define i32 @src_align(ptr noundef align 2 %p) {
  %v = load i32, ptr %p, align 2
  ret i32 %v
}
define i32 @tgt_align(ptr noundef align 2 %p) {
  %v = load i32, ptr %p, align 4
  ret i32 %v
}
define i32 @src_align_ok(ptr noundef align 4 %p) {
  %v = load i32, ptr %p, align 2
  ret i32 %v
}
define i32 @tgt_align_ok(ptr noundef align 4 %p) {
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

; What stays outside: a memcpy of the caller's memory (bytes of pointers
; it stored would lose their provenance through integer loads), readonly
; and noalias parameters, memory attributes. (The pair is wrong: with a
; poison byte among the four, the i32 load is poison and so are all four
; bytes stored; the concrete checker finds it.)
; RUN: not %refinery check %s --smt --function src_memcpy --json | FileCheck %s --check-prefix=MEMCPY
; MEMCPY: "smt":"outside-fragment","smt_detail":"source: a memcpy or memmove of the caller's memory
define void @src_memcpy(ptr %p, ptr %q) {
  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %q, i64 4, i1 false)
  ret void
}
define void @tgt_memcpy(ptr %p, ptr %q) {
  %v = load i32, ptr %q, align 1
  store i32 %v, ptr %p, align 1
  ret void
}
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

; Review findings, each verified before its fix. The bytes compared are
; those of the run the source's choices make: a frozen value stored twice
; is the same twice, so 0 and 1 are wrong (the byte was chosen before the
; source's choice, and each byte alone matched some choice).
; RUN: %refinery check %s --smt --function src_frozen_twice --json | FileCheck %s --check-prefix=FROZEN-TWICE
; FROZEN-TWICE: {"verdict":"inconclusive",{{.*}}"smt":"unknown"
define void @src_frozen_twice(ptr %p) {
  %f = freeze i8 undef
  store i8 %f, ptr %p, align 1
  %q = getelementptr i8, ptr %p, i64 1
  store i8 %f, ptr %q, align 1
  ret void
}
define void @tgt_frozen_twice(ptr %p) {
  store i8 0, ptr %p, align 1
  %q = getelementptr i8, ptr %p, i64 1
  store i8 1, ptr %q, align 1
  ret void
}

; A caller's block may be larger than 2^40 bytes (LangRef "Allocated
; Objects": up to the largest signed index): a load at 2^40 need not be UB.
; RUN: %refinery check %s --smt --function src_big_block --json | FileCheck %s --check-prefix=BIG-BLOCK
; BIG-BLOCK: "smt":"unknown","smt_detail":"the counterexample's memory is too large to replay"
define i8 @src_big_block(ptr noundef %p) {
  %q = getelementptr inbounds i8, ptr %p, i64 1099511627776
  %v = load i8, ptr %q, align 1
  ret i8 %v
}
define i8 @tgt_big_block(ptr noundef %p) {
  ret i8 0
}

; Floating point goes through memory as its bits: a float stored and
; loaded as an i32 is its bitcast; a float loaded from the caller's memory
; may be any bit pattern, a NaN too.
; RUN: %refinery check %s --smt --function src_float_bits --json | FileCheck %s --check-prefix=FLOAT-BITS
; FLOAT-BITS: {"verdict":"verified",{{.*}}"smt":"verified"
; RUN: not %refinery check %s --smt --function src_float_load --json | FileCheck %s --check-prefix=FLOAT-LOAD
; FLOAT-LOAD: {"verdict":"violation",{{.*}}"smt":"violation"
define i32 @src_float_bits(ptr %p, float %x) {
  store float %x, ptr %p, align 4
  %v = load i32, ptr %p, align 4
  ret i32 %v
}
define i32 @tgt_float_bits(ptr %p, float %x) {
  store float %x, ptr %p, align 4
  %v = bitcast float %x to i32
  ret i32 %v
}
define i1 @src_float_load(ptr %p) {
  %v = load float, ptr %p, align 4
  %c = fcmp oeq float %v, %v
  ret i1 %c
}
define i1 @tgt_float_load(ptr %p) {
  %v = load float, ptr %p, align 4
  ret i1 true
}

; Returned pointers into the caller's blocks (or null) are compared by
; block and offset: `inbounds` added to a getelementptr may make poison
; the source does not return; nonnull on the return makes a null poison.
; RUN: %refinery check %s --smt --function src_ret_gep --json | FileCheck %s --check-prefix=RET-GEP
; RET-GEP: {"verdict":"verified",{{.*}}"smt":"verified"
; RUN: not %refinery check %s --smt --function src_ret_inbounds --json | FileCheck %s --check-prefix=RET-INBOUNDS
; RET-INBOUNDS: {"verdict":"violation",{{.*}}"kind":"tgt-poison",{{.*}}"smt":"violation"
; RUN: not %refinery check %s --smt --function src_ret_nonnull --json | FileCheck %s --check-prefix=RET-NONNULL
; RET-NONNULL: {"verdict":"violation",{{.*}}"kind":"tgt-poison","input":"ptr null",{{.*}}"smt":"violation"
; RUN: %refinery check %s --smt --function src_ret_alloca --json | FileCheck %s --check-prefix=RET-ALLOCA
; RET-ALLOCA: "smt":"outside-fragment","smt_detail":"source: a returned pointer that may point into an alloca"
define ptr @src_ret_gep(ptr %p) {
  %q = getelementptr inbounds i8, ptr %p, i64 4
  ret ptr %q
}
define ptr @tgt_ret_gep(ptr %p) {
  %q = getelementptr i8, ptr %p, i64 4
  ret ptr %q
}
define ptr @src_ret_inbounds(ptr %p) {
  %q = getelementptr i8, ptr %p, i64 4
  ret ptr %q
}
define ptr @tgt_ret_inbounds(ptr %p) {
  %q = getelementptr inbounds i8, ptr %p, i64 4
  ret ptr %q
}
define ptr @src_ret_nonnull(ptr %p) {
  ret ptr %p
}
define nonnull ptr @tgt_ret_nonnull(ptr %p) {
  ret ptr %p
}
define ptr @src_ret_alloca() {
  %a = alloca i8, align 1
  ret ptr %a
}
define ptr @tgt_ret_alloca() {
  %a = alloca i8, align 1
  ret ptr %a
}

; With null_pointer_is_valid a store to null is defined: outside (it was
; taken as UB, and this wrong pair verified).
; RUN: %refinery check %s --smt --function src_null_valid --json | FileCheck %s --check-prefix=NULL-VALID
; NULL-VALID: "smt":"outside-fragment","smt_detail":"source: null_pointer_is_valid"
define i8 @src_null_valid(ptr %p) null_pointer_is_valid {
  store i8 2, ptr null, align 1
  store i8 3, ptr %p, align 1
  %v = load i8, ptr null, align 1
  ret i8 %v
}
define i8 @tgt_null_valid(ptr %p) null_pointer_is_valid {
  store i8 2, ptr null, align 1
  store i8 3, ptr %p, align 1
  ret i8 2
}

; A parameter that must not be captured, returned (LangRef "Pointer
; Capture": returning a pointer captures it): outside (review finding:
; verified before).
; RUN: %refinery check %s --smt --function src_captures --json | FileCheck %s --check-prefix=CAPTURES
; CAPTURES: "smt":"outside-fragment","smt_detail":"target: parameter attribute captures(none)"
define ptr @src_captures(ptr %p) {
  ret ptr %p
}
define ptr @tgt_captures(ptr captures(none) %p) {
  ret ptr %p
}
