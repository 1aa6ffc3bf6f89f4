; Pointer arguments' buffers are sized and aligned for what the function
; does through them: the furthest access at a constant offset (beyond the
; default 64 bytes), the largest alignment an access asks of the argument
; (every other input), and 256 bytes in one input of four where an index
; is computed at run time. One input in four holds exactly the bytes the
; function reaches at constant offsets (a byval copy counts), so that a
; widened or added access past them is out of bounds. Otherwise the source is UB on these inputs and
; nothing is checked. Where a getelementptr offsets a pointer argument by
; an amount computed at run time, some inputs point 32 bytes into the
; buffer and give the integer arguments small values, negative ones too.

; --- wrong ---
; RUN: not %refinery check %s --function src_wide_load --json | FileCheck %s --check-prefix=WIDE
; WIDE: {"verdict":"violation","functions":[{"name":"src_wide_load","verdict":"violation","kind":"value-mismatch","input":"ptr <96-byte buffer: {{.*}}",
; RUN: not %refinery check %s --function src_overaligned --json | FileCheck %s --check-prefix=ALIGN
; ALIGN: {"verdict":"violation","functions":[{"name":"src_overaligned","verdict":"violation","kind":"tgt-ub",{{.*}}"tgt":"ub: load: misaligned access at %v in @tgt_overaligned",
; RUN: not %refinery check %s --function src_sext_index --json | FileCheck %s --check-prefix=INDEX
; INDEX: {"verdict":"violation","functions":[{"name":"src_sext_index","verdict":"violation","kind":"tgt-ub","input":"i8 {{-[0-9]+}}, ptr <256-byte buffer: {{.*}}",
; A scaled index made `shl nuw`: poison for a negative index that the
; inbounds getelementptr allows inside the buffer (llvm.org/PR42699).
; RUN: not %refinery check %s --function src_scaled_index --json | FileCheck %s --check-prefix=SCALED
; SCALED: {"verdict":"violation","functions":[{"name":"src_scaled_index","verdict":"violation","kind":"tgt-poison","input":"ptr <96-byte buffer + 32: {{.*}}>, i64 -{{[1-8]}}",
; A load widened from i16 to i32 (exact 2-byte buffer).
; RUN: not %refinery check %s --function src_widened --json | FileCheck %s --check-prefix=WIDEN
; WIDEN: {"verdict":"violation","functions":[{"name":"src_widened","verdict":"violation","kind":"tgt-ub","input":"ptr <2-byte buffer: {{.*}}>","src":"return i16 {{.*}}","tgt":"ub: load: out-of-bounds access at %w in @tgt_widened",
; A call site's dereferenceable(2) on a byval(i8) argument (Alive2's
; attrs/byval-dereferenceable2).
; RUN: not %refinery check %s --function src_byval_deref --json | FileCheck %s --check-prefix=BYVAL
; BYVAL: {"verdict":"violation","functions":[{"name":"src_byval_deref","verdict":"violation","kind":"tgt-ub","input":"ptr <1-byte buffer: 01>{{.*}}","src":"return","tgt":"ub: pointer is not dereferenceable (argument 0) at 'call void @byval_taker(ptr dereferenceable(2) %p)' in @tgt_byval_deref",

; --- correct ---
; RUN: %refinery check %s --function src_scaled_nsw --json | FileCheck %s --check-prefix=NSW
; NSW: {"verdict":"no-violation","functions":[{"name":"src_scaled_nsw","verdict":"no-violation",
; Exact buffers still hold what attributes promise: byref's type, and the
; bytes initializes writes (whose unwritten ones are undef on return).
; RUN: %refinery check %s --function src_byref_more --json | FileCheck %s --check-prefix=BYREF
; BYREF: {"verdict":"no-violation","functions":[{"name":"src_byref_more","verdict":"no-violation",
; RUN: %refinery check %s --function src_initializes --json | FileCheck %s --check-prefix=INIT
; INIT: {"verdict":"no-violation","functions":[{"name":"src_initializes","verdict":"no-violation",
; RUN: %refinery check %s --function src_initializes_cond --json | FileCheck %s --check-prefix=INITCOND
; INITCOND: {"verdict":"no-violation","functions":[{"name":"src_initializes_cond","verdict":"no-violation",
; RUN: %refinery check %s --function src_wide_same --json | FileCheck %s --check-prefix=SAME
; SAME: {"verdict":"no-violation","functions":[{"name":"src_wide_same","verdict":"no-violation","inputs_tried":200,"inputs_src_ub":20,

define i32 @src_wide_load(ptr %p) {
  %v = load <24 x i32>, ptr %p, align 4
  %e = extractelement <24 x i32> %v, i64 23
  ret i32 %e
}
define i32 @tgt_wide_load(ptr %p) {
  %q = getelementptr inbounds i8, ptr %p, i64 88
  %e = load i32, ptr %q, align 4
  ret i32 %e
}

define i32 @src_overaligned(ptr %p) {
  %w = load <4 x i32>, ptr %p, align 64
  %q = getelementptr inbounds i8, ptr %p, i64 16
  %v = load i32, ptr %q, align 16
  ret i32 %v
}
define i32 @tgt_overaligned(ptr %p) {
  %w = load <4 x i32>, ptr %p, align 64
  %q = getelementptr inbounds i8, ptr %p, i64 16
  %v = load i32, ptr %q, align 64
  ret i32 %v
}

define i8 @src_sext_index(i8 %i, ptr %p) {
  %x = zext i8 %i to i64
  %q = getelementptr inbounds i8, ptr %p, i64 %x
  %v = load i8, ptr %q
  ret i8 %v
}
define i8 @tgt_sext_index(i8 %i, ptr %p) {
  %x = sext i8 %i to i64
  %q = getelementptr inbounds i8, ptr %p, i64 %x
  %v = load i8, ptr %q
  ret i8 %v
}

define i32 @src_wide_same(ptr %p) {
  %v = load <24 x i32>, ptr %p, align 4
  %e = extractelement <24 x i32> %v, i64 23
  ret i32 %e
}
define i32 @tgt_wide_same(ptr %p) {
  %q = getelementptr inbounds i8, ptr %p, i64 92
  %e = load i32, ptr %q, align 4
  ret i32 %e
}

define i64 @src_scaled_index(ptr %p, i64 %i) {
  %g = getelementptr inbounds i32, ptr %p, i64 %i
  %a = ptrtoint ptr %g to i64
  %b = ptrtoint ptr %p to i64
  %d = sub i64 %a, %b
  ret i64 %d
}
define i64 @tgt_scaled_index(ptr %p, i64 %i) {
  %d = shl nuw i64 %i, 2
  ret i64 %d
}

define i64 @src_scaled_nsw(ptr %p, i64 %i) {
  %g = getelementptr inbounds i32, ptr %p, i64 %i
  %a = ptrtoint ptr %g to i64
  %b = ptrtoint ptr %p to i64
  %d = sub i64 %a, %b
  ret i64 %d
}
define i64 @tgt_scaled_nsw(ptr %p, i64 %i) {
  %d = shl nsw i64 %i, 2
  ret i64 %d
}

define i16 @src_widened(ptr %p) {
  %v = load i16, ptr %p, align 2
  ret i16 %v
}
define i16 @tgt_widened(ptr %p) {
  %w = load i32, ptr %p, align 2
  %v = trunc i32 %w to i16
  ret i16 %v
}

declare void @byval_taker(ptr byval(i8))
define void @src_byval_deref(ptr %p) {
  call void @byval_taker(ptr %p)
  ret void
}
define void @tgt_byval_deref(ptr %p) {
  call void @byval_taker(ptr dereferenceable(2) %p)
  ret void
}

%T = type { i32, i32, i32, i32 }
define i32 @src_byref_more(ptr byref(%T) %p) {
  %v = load i32, ptr %p
  ret i32 %v
}
define i32 @tgt_byref_more(ptr byref(%T) %p) {
  %v = load i32, ptr %p
  %q = getelementptr i8, ptr %p, i64 12
  %w = load i32, ptr %q
  ret i32 %v
}

define void @src_initializes(ptr initializes((0, 8)) %p) {
  store i32 0, ptr %p
  ret void
}
define void @tgt_initializes(ptr initializes((0, 8)) %p) {
  store i64 0, ptr %p
  ret void
}

define void @src_initializes_cond(ptr initializes((0, 8)) %p, i1 %c) {
  store i32 0, ptr %p
  br i1 %c, label %a, label %b
a:
  %q = getelementptr i8, ptr %p, i64 4
  store i32 1, ptr %q
  ret void
b:
  ret void
}
define void @tgt_initializes_cond(ptr initializes((0, 8)) %p, i1 %c) {
  store i32 0, ptr %p
  %q = getelementptr i8, ptr %p, i64 4
  store i32 1, ptr %q
  ret void
}
