; Memory (LangRef "'load'", "'store'", "'alloca'", "Poison Values",
; "Pointer Aliasing Rules"). The caller observes the bytes of its pointer
; arguments' buffers and of non-internal globals after the call; locals
; (alloca) vanish. A load that covers a poison byte is poison ("%poison5 =
; load i64, ptr @g ; Returns a poison value" after a poison i32 store).

; --- correct ---
; Forwarding past a store to a disjoint offset of the same buffer.
; RUN: %refinery check %s --function src_forward --json | FileCheck %s --check-prefix=FWD
; FWD: {"verdict":"no-violation","functions":[{"name":"src_forward","verdict":"no-violation",
; Forwarding past a store that may hit offsets 1..7 but never offset 0.
; RUN: %refinery check %s --function src_forward_may_alias_not_zero --json | FileCheck %s --check-prefix=FWD-NZ
; FWD-NZ: {"verdict":"no-violation","functions":[{"name":"src_forward_may_alias_not_zero","verdict":"no-violation",
; RUN: %refinery check %s --function src_forward_global --json | FileCheck %s --check-prefix=FWD-G
; FWD-G: {"verdict":"no-violation","functions":[{"name":"src_forward_global","verdict":"no-violation",
; A store overwritten by a later store to the same place is dead.
; RUN: %refinery check %s --function src_dse --json | FileCheck %s --check-prefix=DSE
; DSE: {"verdict":"no-violation","functions":[{"name":"src_dse","verdict":"no-violation",
; A store to a local the caller cannot see is dead.
; RUN: %refinery check %s --function src_dse_local --json | FileCheck %s --check-prefix=DSE-LOCAL
; DSE-LOCAL: {"verdict":"no-violation","functions":[{"name":"src_dse_local","verdict":"no-violation",
; Storing a value where the source stores poison (add nsw dropped).
; RUN: %refinery check %s --function src_store_poison_refined --json | FileCheck %s --check-prefix=ST-POISON-OK
; ST-POISON-OK: {"verdict":"no-violation","functions":[{"name":"src_store_poison_refined","verdict":"no-violation",

; --- wrong ---
; A narrow load widened over a poison byte: the wide load is poison, and so
; is its truncation.
; RUN: not %refinery check %s --function src_widen_local --json | FileCheck %s --check-prefix=WIDEN
; WIDEN: {"verdict":"violation","functions":[{"name":"src_widen_local","verdict":"violation","kind":"tgt-poison","input":"i8 {{-?[0-9]+}}","src":"return i8 {{-?[0-9]+}}","tgt":"return i8 poison",
; RUN: not %refinery check %s --function src_widen_arg --json | FileCheck %s --check-prefix=WIDEN-ARG
; WIDEN-ARG: {"verdict":"violation","functions":[{"name":"src_widen_arg","verdict":"violation","kind":"tgt-poison","input":"ptr <{{[^>]+}}>, i8 {{-?[0-9]+}}","src":"return i8 {{-?[0-9]+}}","tgt":"return i8 poison",
; Forwarding past a store to p + (i & 3), which is p itself when i & 3 == 0.
; RUN: not %refinery check %s --function src_forward_alias --json | FileCheck %s --check-prefix=FWD-ALIAS
; FWD-ALIAS: {"verdict":"violation","functions":[{"name":"src_forward_alias","verdict":"violation","kind":"value-mismatch","input":"ptr <{{[^>]+}}>, i64 {{-?[0-9]+}}, i8 {{-?[0-9]+}}, i8 {{-?[0-9]+}}","src":"return i8 {{-?[0-9]+}}","tgt":"return i8 {{-?[0-9]+}}","detail":"the returned values differ",
; The same through a select of two GEPs of one buffer (c true: aliasing).
; RUN: not %refinery check %s --function src_forward_alias_select --json | FileCheck %s --check-prefix=FWD-ALIAS-SEL
; FWD-ALIAS-SEL: {"verdict":"violation","functions":[{"name":"src_forward_alias_select","verdict":"violation","kind":"value-mismatch","input":"ptr <{{[^>]+}}>, i1 true, i8 {{-?[0-9]+}}, i8 {{-?[0-9]+}}{{(, @g = <[^>]*>)?}}",
; A different value stored to a pointer argument: v and v + 1 always differ
; in byte 0.
; RUN: not %refinery check %s --function src_store_other_value --json | FileCheck %s --check-prefix=ST-VALUE
; ST-VALUE: {"verdict":"violation","functions":[{"name":"src_store_other_value","verdict":"violation","kind":"memory-mismatch","input":"ptr <{{[^>]+}}>, i32 {{-?[0-9]+}}","src":"return","tgt":"return","detail":"memory of argument %p differs at byte 0",
; A store to the caller's memory dropped.
; RUN: not %refinery check %s --function src_drop_store --json | FileCheck %s --check-prefix=DROP-ST
; DROP-ST: {"verdict":"violation","functions":[{"name":"src_drop_store","verdict":"violation","kind":"memory-mismatch",{{.*}}"detail":"memory of argument %p differs at byte 3",
; A store to a global replaced by a constant store.
; RUN: not %refinery check %s --function src_store_global --json | FileCheck %s --check-prefix=ST-GLOBAL
; ST-GLOBAL: {"verdict":"violation","functions":[{"name":"src_store_global","verdict":"violation","kind":"memory-mismatch","input":"i32 {{-?[0-9]+}}{{(, @g = <[^>]*>)?}}","src":"return","tgt":"return","detail":"global @g differs at byte {{[0-3]}}",
; Storing poison where the source stores a value (nuw added, x = 255).
; RUN: not %refinery check %s --function src_store_poison_bad --json | FileCheck %s --check-prefix=ST-POISON-BAD
; ST-POISON-BAD: {"verdict":"violation","functions":[{"name":"src_store_poison_bad","verdict":"violation","kind":"memory-mismatch","input":"ptr <{{[^>]+}}>, i8 -1","src":"return","tgt":"return","detail":"memory of argument %p differs at byte 0",

; RUN: sh -c '%refinery check %s --json > /dev/null; test $? -eq 1'

@g = global i32 0

define i32 @src_forward(ptr %p, i32 %v, i32 %w) {
  store i32 %v, ptr %p
  %q = getelementptr inbounds i8, ptr %p, i64 4
  store i32 %w, ptr %q
  %l = load i32, ptr %p
  ret i32 %l
}
define i32 @tgt_forward(ptr %p, i32 %v, i32 %w) {
  store i32 %v, ptr %p
  %q = getelementptr inbounds i8, ptr %p, i64 4
  store i32 %w, ptr %q
  ret i32 %v
}

define i8 @src_forward_may_alias_not_zero(ptr %p, i64 %i, i8 %v, i8 %w) {
  %m = or i64 %i, 1
  %k = and i64 %m, 7
  %q = getelementptr inbounds i8, ptr %p, i64 %k
  store i8 %v, ptr %p
  store i8 %w, ptr %q
  %l = load i8, ptr %p
  ret i8 %l
}
define i8 @tgt_forward_may_alias_not_zero(ptr %p, i64 %i, i8 %v, i8 %w) {
  %m = or i64 %i, 1
  %k = and i64 %m, 7
  %q = getelementptr inbounds i8, ptr %p, i64 %k
  store i8 %v, ptr %p
  store i8 %w, ptr %q
  ret i8 %v
}

define i32 @src_forward_global(i32 %v) {
  store i32 %v, ptr @g
  %l = load i32, ptr @g
  ret i32 %l
}
define i32 @tgt_forward_global(i32 %v) {
  store i32 %v, ptr @g
  ret i32 %v
}

define void @src_dse(ptr %p, i32 %v) {
  store i32 1, ptr %p
  store i32 %v, ptr %p
  ret void
}
define void @tgt_dse(ptr %p, i32 %v) {
  store i32 %v, ptr %p
  ret void
}

define i32 @src_dse_local(i32 %v) {
  %a = alloca i32
  store i32 %v, ptr %a
  ret i32 %v
}
define i32 @tgt_dse_local(i32 %v) {
  ret i32 %v
}

define void @src_store_poison_refined(ptr %p, i8 %x) {
  %a = add nsw i8 %x, 1
  store i8 %a, ptr %p
  ret void
}
define void @tgt_store_poison_refined(ptr %p, i8 %x) {
  %a = add i8 %x, 1
  store i8 %a, ptr %p
  ret void
}

define i8 @src_widen_local(i8 %x) {
  %a = alloca i16
  store i8 %x, ptr %a
  %hi = getelementptr inbounds i8, ptr %a, i64 1
  store i8 poison, ptr %hi
  %l = load i8, ptr %a
  ret i8 %l
}
define i8 @tgt_widen_local(i8 %x) {
  %a = alloca i16
  store i8 %x, ptr %a
  %hi = getelementptr inbounds i8, ptr %a, i64 1
  store i8 poison, ptr %hi
  %w = load i16, ptr %a
  %l = trunc i16 %w to i8
  ret i8 %l
}

define i8 @src_widen_arg(ptr %p, i8 %x) {
  store i8 %x, ptr %p
  %hi = getelementptr inbounds i8, ptr %p, i64 1
  store i8 poison, ptr %hi
  %l = load i8, ptr %p
  ret i8 %l
}
define i8 @tgt_widen_arg(ptr %p, i8 %x) {
  store i8 %x, ptr %p
  %hi = getelementptr inbounds i8, ptr %p, i64 1
  store i8 poison, ptr %hi
  %w = load i16, ptr %p
  %l = trunc i16 %w to i8
  ret i8 %l
}

define i8 @src_forward_alias(ptr %p, i64 %i, i8 %v, i8 %w) {
  %m = and i64 %i, 3
  %q = getelementptr inbounds i8, ptr %p, i64 %m
  store i8 %v, ptr %p
  store i8 %w, ptr %q
  %l = load i8, ptr %p
  ret i8 %l
}
define i8 @tgt_forward_alias(ptr %p, i64 %i, i8 %v, i8 %w) {
  %m = and i64 %i, 3
  %q = getelementptr inbounds i8, ptr %p, i64 %m
  store i8 %v, ptr %p
  store i8 %w, ptr %q
  ret i8 %v
}

define i8 @src_forward_alias_select(ptr %p, i1 %c, i8 %v, i8 %w) {
  %p4 = getelementptr inbounds i8, ptr %p, i64 4
  %q = select i1 %c, ptr %p, ptr %p4
  store i8 %v, ptr %p
  store i8 %w, ptr %q
  %l = load i8, ptr %p
  ret i8 %l
}
define i8 @tgt_forward_alias_select(ptr %p, i1 %c, i8 %v, i8 %w) {
  %p4 = getelementptr inbounds i8, ptr %p, i64 4
  %q = select i1 %c, ptr %p, ptr %p4
  store i8 %v, ptr %p
  store i8 %w, ptr %q
  ret i8 %v
}

define void @src_store_other_value(ptr %p, i32 %v) {
  store i32 %v, ptr %p
  ret void
}
define void @tgt_store_other_value(ptr %p, i32 %v) {
  %w = add i32 %v, 1
  store i32 %w, ptr %p
  ret void
}

define void @src_drop_store(ptr %p, i8 %v) {
  %q = getelementptr inbounds i8, ptr %p, i64 3
  store i8 %v, ptr %q
  ret void
}
define void @tgt_drop_store(ptr %p, i8 %v) {
  ret void
}

define void @src_store_global(i32 %v) {
  store i32 %v, ptr @g
  ret void
}
define void @tgt_store_global(i32 %v) {
  store i32 0, ptr @g
  ret void
}

define void @src_store_poison_bad(ptr %p, i8 %x) {
  %a = add i8 %x, 1
  store i8 %a, ptr %p
  ret void
}
define void @tgt_store_poison_bad(ptr %p, i8 %x) {
  %a = add nuw i8 %x, 1
  store i8 %a, ptr %p
  ret void
}
