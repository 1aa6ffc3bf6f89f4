; The modelled implementation of an unknown function reads the
; dereferenceable(N) bytes of each pointer parameter its declaration lets
; it read (memory(...) with argmem reads; not readnone, writeonly or
; byval), and its result depends on those bytes instead of the address:
; one implementation among those the declaration allows, so a store the
; target moves across the call is a violation, and passing a copy of the
; bytes instead of the original is the same call.

; --- wrong ---
; RUN: not %refinery check %s --function src_store_moved --json | FileCheck %s --check-prefix=MOVED
; MOVED: {"verdict":"violation","functions":[{"name":"src_store_moved","verdict":"violation","kind":"value-mismatch",
; Bytes the source defined that the target leaves uninitialized: the
; implementation branches on them (poison, UB for a noundef result).
; RUN: not %refinery check %s --function src_store_dropped --json | FileCheck %s --check-prefix=DROPPED
; DROPPED: {"verdict":"violation","functions":[{"name":"src_store_dropped","verdict":"violation","kind":"tgt-ub",{{.*}}"tgt":"ub: an unknown function with a noundef result gets a poison argument at %r in @tgt_store_dropped",

; --- correct ---
; RUN: %refinery check %s --function src_copy_forwarded --json | FileCheck %s --check-prefix=COPY
; COPY: {"verdict":"no-violation","functions":[{"name":"src_copy_forwarded","verdict":"no-violation","inputs_tried":200,"inputs_src_ub":4,
; Two calls with the same bytes give one result (CSE), also through
; another pointer to equal bytes.
; RUN: %refinery check %s --function src_cse --json | FileCheck %s --check-prefix=CSE
; CSE: {"verdict":"no-violation","functions":[{"name":"src_cse","verdict":"no-violation","inputs_tried":200,"inputs_src_ub":33,
; Only the N bytes count: a store after them is not read.
; RUN: %refinery check %s --function src_store_past_end --json | FileCheck %s --check-prefix=PAST
; PAST: {"verdict":"no-violation","functions":[{"name":"src_store_past_end","verdict":"no-violation","inputs_tried":200,"inputs_src_ub":17,
; The source reads bytes it never initialized: UB, refined by anything
; (the inputs where the others' source is UB pass undef or poison
; arguments).
; RUN: %refinery check %s --function src_uninit --json | FileCheck %s --check-prefix=UNINIT
; UNINIT: {"verdict":"no-violation","functions":[{"name":"src_uninit","verdict":"no-violation","inputs_tried":8,"inputs_src_ub":8,
; A declaration that may not read (memory(argmem: write)) or promises no
; bytes: the result depends on the address, as before, so the moved
; store is not seen.
; RUN: %refinery check %s --function src_no_read --json | FileCheck %s --check-prefix=NOREAD
; NOREAD: {"verdict":"no-violation","functions":[{"name":"src_no_read","verdict":"no-violation",
; RUN: %refinery check %s --function src_no_deref --json | FileCheck %s --check-prefix=NODEREF
; NODEREF: {"verdict":"no-violation","functions":[{"name":"src_no_deref","verdict":"no-violation",

; A call site that promises the callee does not read there breaks the
; promise under this implementation: UB in the source, not judged in the
; target.
; RUN: %refinery check %s --function src_site_memnone --json | FileCheck %s --check-prefix=SRCNONE
; SRCNONE: {"verdict":"no-violation","functions":[{"name":"src_site_memnone","verdict":"no-violation","inputs_tried":200,"inputs_src_ub":200,
; RUN: %refinery check %s --function src_tgt_site_memnone --json | FileCheck %s --check-prefix=TGTNONE
; TGTNONE: {"verdict":"inconclusive","functions":[{"name":"src_tgt_site_memnone","verdict":"inconclusive",{{.*}}the modelled @rd reads its argument 0: the call site says it reads no argument memory
; RUN: %refinery check %s --function src_tail_alloca --json | FileCheck %s --check-prefix=TAIL
; TAIL: {"verdict":"no-violation","functions":[{"name":"src_tail_alloca","verdict":"no-violation","inputs_tried":200,"inputs_src_ub":200,

; The promises of the calling functions bind the read too: a readnone
; parameter of a caller (UB), a caller's memory(argmem: write) or writeonly
; parameter (the read gives poison), an `initializes` range (read as
; poison before the callee writes it); so a target may drop a store the
; callee could not have read. A tail call's callee may not read its
; caller's allocas, but its caller's caller's.
; RUN: %refinery check %s --function src_readnone_caller --json | FileCheck %s --check-prefix=RNCALLER
; RNCALLER: {"verdict":"no-violation","functions":[{"name":"src_readnone_caller","verdict":"no-violation","inputs_tried":200,"inputs_src_ub":200,
; RUN: %refinery check %s --function src_write_caller --json | FileCheck %s --check-prefix=WCALLER
; WCALLER: {"verdict":"no-violation","functions":[{"name":"src_write_caller","verdict":"no-violation",
; RUN: %refinery check %s --function src_writeonly_param --json | FileCheck %s --check-prefix=WOPARAM
; WOPARAM: {"verdict":"no-violation","functions":[{"name":"src_writeonly_param","verdict":"no-violation",
; RUN: %refinery check %s --function src_site_initializes --json | FileCheck %s --check-prefix=INIT
; INIT: {"verdict":"no-violation","functions":[{"name":"src_site_initializes","verdict":"no-violation","inputs_tried":200,"inputs_src_ub":200,
; RUN: not %refinery check %s --function src_tail_grandparent --json | FileCheck %s --check-prefix=GRAND
; GRAND: {"verdict":"violation","functions":[{"name":"src_tail_grandparent","verdict":"violation","kind":"value-mismatch",
; A byte of a pointer counts by its address, which is not fixed (here an
; unnamed_addr constant that constmerge may merge with an equal one).
; RUN: %refinery check %S/Inputs/arg-bytes-unnamed-addr.ll --passes constmerge --json | FileCheck %s --check-prefix=UNNAMED
; UNNAMED: {"verdict":"inconclusive","passes":{{.*}}"functions":[{"name":"f","verdict":"inconclusive",{{.*}}"reason":"the source is nondeterministic (freeze, undef, NaN or addresses)

; Source and target read the fewest bytes any of their declarations
; promises: here 2 of the source's 4, so a store to byte 2 moved across
; the call is not seen.
; RUN: %refinery check %S/Inputs/arg-bytes-src.ll --tgt %S/Inputs/arg-bytes-tgt.ll --json | FileCheck %s --check-prefix=DECLS
; DECLS: {"verdict":"no-violation","functions":[{"name":"store_moved","verdict":"no-violation",

declare noundef i32 @rd(ptr noundef nonnull dereferenceable(4) captures(none)) memory(argmem: read) nounwind willreturn
declare noundef i32 @wr(ptr noundef nonnull dereferenceable(4) captures(none)) memory(argmem: write) nounwind willreturn
declare noundef i32 @nd(ptr noundef nonnull captures(none)) memory(argmem: read) nounwind willreturn

define i32 @src_store_moved(ptr dereferenceable(4) %p, i32 %x) {
  store i32 %x, ptr %p
  %r = call i32 @rd(ptr %p)
  ret i32 %r
}
define i32 @tgt_store_moved(ptr dereferenceable(4) %p, i32 %x) {
  %r = call i32 @rd(ptr %p)
  store i32 %x, ptr %p
  ret i32 %r
}

define i32 @src_store_dropped(i32 %x) {
  %a = alloca i32
  store i32 %x, ptr %a
  %r = call i32 @rd(ptr %a)
  ret i32 %r
}
define i32 @tgt_store_dropped(i32 %x) {
  %a = alloca i32
  %r = call i32 @rd(ptr %a)
  ret i32 %r
}

define i32 @src_copy_forwarded(ptr dereferenceable(4) %p) {
  %a = alloca i32
  call void @llvm.memcpy.p0.p0.i64(ptr %a, ptr %p, i64 4, i1 false)
  %r = call i32 @rd(ptr %a)
  ret i32 %r
}
define i32 @tgt_copy_forwarded(ptr dereferenceable(4) %p) {
  %r = call i32 @rd(ptr %p)
  ret i32 %r
}

define i32 @src_cse(i32 %x) {
  %a = alloca i32
  %b = alloca i32
  store i32 %x, ptr %a
  store i32 %x, ptr %b
  %r1 = call i32 @rd(ptr %a)
  %r2 = call i32 @rd(ptr %b)
  %s = add i32 %r1, %r2
  ret i32 %s
}
define i32 @tgt_cse(i32 %x) {
  %a = alloca i32
  store i32 %x, ptr %a
  %r1 = call i32 @rd(ptr %a)
  %s = shl i32 %r1, 1
  ret i32 %s
}

define i32 @src_store_past_end(ptr dereferenceable(8) %p, i32 %x) {
  %q = getelementptr i8, ptr %p, i64 4
  store i32 %x, ptr %q
  %r = call i32 @rd(ptr %p)
  ret i32 %r
}
define i32 @tgt_store_past_end(ptr dereferenceable(8) %p, i32 %x) {
  %q = getelementptr i8, ptr %p, i64 4
  %r = call i32 @rd(ptr %p)
  store i32 %x, ptr %q
  ret i32 %r
}

define i32 @src_uninit() {
  %a = alloca i32
  %r = call i32 @rd(ptr %a)
  ret i32 %r
}
define i32 @tgt_uninit() {
  ret i32 7
}

define i32 @src_no_read(ptr dereferenceable(4) %p, i32 %x) {
  store i32 %x, ptr %p
  %r = call i32 @wr(ptr %p)
  store i32 %x, ptr %p
  ret i32 %r
}
define i32 @tgt_no_read(ptr dereferenceable(4) %p, i32 %x) {
  %r = call i32 @wr(ptr %p)
  store i32 %x, ptr %p
  ret i32 %r
}

define i32 @src_no_deref(ptr dereferenceable(4) %p, i32 %x) {
  store i32 %x, ptr %p
  %r = call i32 @nd(ptr %p)
  ret i32 %r
}
define i32 @tgt_no_deref(ptr dereferenceable(4) %p, i32 %x) {
  %r = call i32 @nd(ptr %p)
  store i32 %x, ptr %p
  ret i32 %r
}

define i32 @src_site_memnone(i32 %x) {
  %a = alloca i32
  store i32 %x, ptr %a
  %r = call i32 @rd(ptr %a) memory(none)
  ret i32 %r
}
define i32 @tgt_site_memnone(i32 %x) {
  ret i32 0
}

define i32 @src_tgt_site_memnone(i32 %x) {
  %a = alloca i32
  store i32 %x, ptr %a
  %r = call i32 @rd(ptr %a)
  ret i32 %r
}
define i32 @tgt_tgt_site_memnone(i32 %x) {
  %a = alloca i32
  store i32 %x, ptr %a
  %r = call i32 @rd(ptr %a) memory(none)
  ret i32 %r
}

define i32 @src_tail_alloca(i32 %x) {
  %a = alloca i32
  store i32 %x, ptr %a
  %r = tail call i32 @rd(ptr %a)
  ret i32 %r
}
define i32 @tgt_tail_alloca(i32 %x) {
  ret i32 0
}

declare noundef i32 @rw(ptr noundef nonnull dereferenceable(4) captures(none)) memory(argmem: readwrite) nounwind willreturn

define i32 @reads_readnone(ptr readnone %p) {
  %r = call i32 @rd(ptr %p)
  ret i32 %r
}
define i32 @src_readnone_caller(i32 %x) {
  %a = alloca i32
  store i32 %x, ptr %a
  %r = call i32 @reads_readnone(ptr %a)
  ret i32 %r
}
define i32 @tgt_readnone_caller(i32 %x) {
  %a = alloca i32
  %r = call i32 @reads_readnone(ptr %a)
  ret i32 %r
}

define i32 @src_write_caller(ptr dereferenceable(4) %p) memory(argmem: write) {
  %r = call i32 @rd(ptr %p)
  store i32 0, ptr %p
  ret i32 %r
}
define i32 @tgt_write_caller(ptr dereferenceable(4) %p) memory(argmem: write) {
  store i32 0, ptr %p
  %r = call i32 @rd(ptr %p)
  ret i32 %r
}

define i32 @src_writeonly_param(ptr writeonly dereferenceable(4) %p) {
  %r = call i32 @rd(ptr %p)
  store i32 0, ptr %p
  ret i32 %r
}
define i32 @tgt_writeonly_param(ptr writeonly dereferenceable(4) %p) {
  store i32 0, ptr %p
  %r = call i32 @rd(ptr %p)
  ret i32 %r
}

define i32 @src_site_initializes(i32 %x) {
  %a = alloca i32
  store i32 %x, ptr %a
  %r = call i32 @rw(ptr initializes((0, 4)) %a)
  ret i32 %r
}
define i32 @tgt_site_initializes(i32 %x) {
  %a = alloca i32
  %r = call i32 @rw(ptr initializes((0, 4)) %a)
  ret i32 %r
}

define i32 @tail_reads(ptr %p) {
  %r = tail call i32 @rd(ptr %p)
  ret i32 %r
}
define i32 @src_tail_grandparent(i32 %x) {
  %a = alloca i32
  store i32 %x, ptr %a
  %r = call i32 @tail_reads(ptr %a)
  ret i32 %r
}
define i32 @tgt_tail_grandparent(i32 %x) {
  ret i32 0
}
