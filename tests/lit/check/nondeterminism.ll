; Nondeterminism in the source must never give a false violation
; (LangRef "'freeze' Instruction", "Undefined Values"; UB manual "The
; Freeze Instruction"): freeze of poison, undef and uninitialized memory
; ('alloca': "loading from uninitialized memory produces an undefined
; value") may be any value, so a target that picks one specific value
; refines the source. refinery explores the source's choices; where it
; cannot enumerate them it says inconclusive, never violation. Target
; nondeterminism is demonic: a target that may return other values than
; the source is wrong.

; --- correct: no-violation where the choices are explored ---
; RUN: %refinery check %s --function src_freeze_poison_zero --json | FileCheck %s --check-prefix=FR-ZERO
; FR-ZERO: {"verdict":"no-violation","functions":[{"name":"src_freeze_poison_zero","verdict":"no-violation",
; i4: all 16 values are explored.
; RUN: %refinery check %s --function src_freeze_i4 --json | FileCheck %s --check-prefix=FR-I4
; FR-I4: {"verdict":"no-violation","functions":[{"name":"src_freeze_i4","verdict":"no-violation",
; RUN: %refinery check %s --function src_freeze_arg --json | FileCheck %s --check-prefix=FR-ARG
; FR-ARG: {"verdict":"no-violation","functions":[{"name":"src_freeze_arg","verdict":"no-violation",
; The source maps a frozen 7 to 7: the same as the plain freeze.
; RUN: %refinery check %s --function src_freeze_arg_select --json | FileCheck %s --check-prefix=FR-ARG-SEL
; FR-ARG-SEL: {"verdict":"no-violation","functions":[{"name":"src_freeze_arg_select","verdict":"no-violation",
; A frozen condition may be false.
; RUN: %refinery check %s --function src_freeze_cond --json | FileCheck %s --check-prefix=FR-COND
; FR-COND: {"verdict":"no-violation","functions":[{"name":"src_freeze_cond","verdict":"no-violation",
; LangRef: "%A = select undef, %X, %Y  Safe: %A = %X (or %Y)".
; RUN: %refinery check %s --function src_undef_cond --json | FileCheck %s --check-prefix=UNDEF-COND
; UNDEF-COND: {"verdict":"no-violation","functions":[{"name":"src_undef_cond","verdict":"no-violation",
; One freeze gives one value to all uses: f - f is 0.
; RUN: %refinery check %s --function src_freeze_sub_self --json | FileCheck %s --check-prefix=FR-SUB
; FR-SUB: {"verdict":"no-violation","functions":[{"name":"src_freeze_sub_self","verdict":"no-violation",
; RUN: %refinery check %s --function src_undef_i1 --json | FileCheck %s --check-prefix=UNDEF-I1
; UNDEF-I1: {"verdict":"no-violation","functions":[{"name":"src_undef_i1","verdict":"no-violation",
; Uninitialized memory read as all ones.
; RUN: %refinery check %s --function src_uninit_ones --json | FileCheck %s --check-prefix=UNINIT-ONES
; UNINIT-ONES: {"verdict":"no-violation","functions":[{"name":"src_uninit_ones","verdict":"no-violation",
; LangRef: "%A = or %X, undef  Safe: %A = -1".
; RUN: %refinery check %s --function src_or_undef --json | FileCheck %s --check-prefix=OR-UNDEF
; OR-UNDEF: {"verdict":"no-violation","functions":[{"name":"src_or_undef","verdict":"no-violation",

; An undef (or uninitialized memory) may be any value at each use, and so
; may what is computed from it where every bit is free (undef-only taint:
; the known bits of the result): decided without enumerating.
; RUN: %refinery check %s --function src_undef_42 --json | FileCheck %s --check-prefix=UNDEF-42
; UNDEF-42: {"verdict":"no-violation","functions":[{"name":"src_undef_42","verdict":"no-violation",
; LangRef: "%A = add %X, undef  Safe: %A = undef".
; RUN: %refinery check %s --function src_add_undef --json | FileCheck %s --check-prefix=ADD-UNDEF
; ADD-UNDEF: {"verdict":"no-violation","functions":[{"name":"src_add_undef","verdict":"no-violation",
; LangRef: "%A = xor undef, undef  Safe: %A = undef".
; RUN: %refinery check %s --function src_xor_undef_undef --json | FileCheck %s --check-prefix=XOR-UNDEF
; XOR-UNDEF: {"verdict":"no-violation","functions":[{"name":"src_xor_undef_undef","verdict":"no-violation",
; RUN: %refinery check %s --function src_uninit_42 --json | FileCheck %s --check-prefix=UNINIT-42
; UNINIT-42: {"verdict":"no-violation","functions":[{"name":"src_uninit_42","verdict":"no-violation",

; --- correct, with a choice the boundary values miss ---
; The source's exploration also tries the values the target returned or
; passed to external calls: a frozen 42.
; RUN: %refinery check %s --function src_freeze_poison_42 --json | FileCheck %s --check-prefix=FR-42
; FR-42: {"verdict":"no-violation","functions":[{"name":"src_freeze_poison_42","verdict":"no-violation",
; The target's own freeze: every value it returns is one the source can.
; RUN: %refinery check %s --function src_freeze_both --json | FileCheck %s --check-prefix=FR-BOTH
; FR-BOTH: {"verdict":"no-violation","functions":[{"name":"src_freeze_both","verdict":"no-violation",

; --- wrong ---
; Dropping a freeze: for x poison the source returns false or true, the
; target poison (i1: both choices explored, so definite).
; RUN: not %refinery check %s --function src_drop_freeze --json | FileCheck %s --check-prefix=DROP-FR
; DROP-FR: {"verdict":"violation","functions":[{"name":"src_drop_freeze","verdict":"violation","kind":"tgt-poison","input":"i1 poison","src":"return i1 {{false|true}}","tgt":"return i1 poison",
; The UB manual's loop-unswitching point: branching on the unfrozen value is
; UB for poison.
; RUN: not %refinery check %s --function src_drop_freeze_br --json | FileCheck %s --check-prefix=DROP-FR-BR
; DROP-FR-BR: {"verdict":"violation","functions":[{"name":"src_drop_freeze_br","verdict":"violation","kind":"tgt-ub","input":"i1 poison","src":"return i8 {{1|2}}","tgt":"ub: branch on poison at 'br i1 %c, label %a, label %b' in @tgt_drop_freeze_br",
; The same at i8: the 256 choices are not enumerated, but a frozen value is
; never poison whatever the choice (its poison-ness is not tainted), so the
; violation is definite.
; RUN: not %refinery check %s --function src_drop_freeze_i8 --json | FileCheck %s --check-prefix=DROP-FR-I8
; DROP-FR-I8: {"verdict":"violation","functions":[{"name":"src_drop_freeze_i8","verdict":"violation","kind":"tgt-poison","input":"i8 poison",
; A deterministic source, a target with a free choice: the target may
; return something else (demonic).
; RUN: not %refinery check %s --function src_tgt_nondet --json | FileCheck %s --check-prefix=TGT-ND
; TGT-ND: {"verdict":"violation","functions":[{"name":"src_tgt_nondet","verdict":"violation","kind":"value-mismatch","input":"i8 {{-?[0-9]+}}","src":"return i8 0","tgt":"return i8 {{-?[1-9][0-9]*}}",
; The source returns 0 or 1 (f & 1 for a frozen i2); 2 is neither.
; RUN: not %refinery check %s --function src_freeze_i2_bad --json | FileCheck %s --check-prefix=FR-I2
; FR-I2: {"verdict":"violation","functions":[{"name":"src_freeze_i2_bad","verdict":"violation","kind":"value-mismatch","input":"","src":"return i2 {{0|1}}","tgt":"return i2 -2",
; One freeze used twice (always 0) replaced by two freezes: the target may
; return anything. Definitely wrong; refinery says inconclusive.
; RUN: %refinery check %s --function src_split_freeze --json | FileCheck %s --check-prefix=SPLIT-FR
; SPLIT-FR: {"verdict":"inconclusive","functions":[{"name":"src_split_freeze","verdict":"inconclusive",

; --- never a violation from source nondeterminism alone ---
; RUN: %refinery check %s --function src_freeze_poison_42 --function src_undef_42 --function src_add_undef --function src_xor_undef_undef --function src_uninit_42 --function src_freeze_both --json | FileCheck %s --check-prefix=NEVER
; NEVER: {"verdict":"{{inconclusive|no-violation}}","functions":[{"name":"src_freeze_poison_42",
; NEVER-NOT: "verdict":"violation"

define i8 @src_freeze_poison_zero() {
  %f = freeze i8 poison
  ret i8 %f
}
define i8 @tgt_freeze_poison_zero() {
  ret i8 0
}

define i4 @src_freeze_i4() {
  %f = freeze i4 poison
  ret i4 %f
}
define i4 @tgt_freeze_i4() {
  ret i4 5
}

define i8 @src_freeze_arg(i8 %x) {
  %f = freeze i8 %x
  ret i8 %f
}
define i8 @tgt_freeze_arg(i8 %x) {
  %f = freeze i8 %x
  ret i8 %f
}

define i8 @src_freeze_arg_select(i8 %x) {
  %f = freeze i8 %x
  %c = icmp eq i8 %f, 7
  %r = select i1 %c, i8 7, i8 %f
  ret i8 %r
}
define i8 @tgt_freeze_arg_select(i8 %x) {
  %f = freeze i8 %x
  ret i8 %f
}

define i8 @src_freeze_cond(i8 %a, i8 %b) {
  %c = freeze i1 poison
  %r = select i1 %c, i8 %a, i8 %b
  ret i8 %r
}
define i8 @tgt_freeze_cond(i8 %a, i8 %b) {
  ret i8 %b
}

define i8 @src_undef_cond(i8 %a, i8 %b) {
  %r = select i1 undef, i8 %a, i8 %b
  ret i8 %r
}
define i8 @tgt_undef_cond(i8 %a, i8 %b) {
  ret i8 %a
}

define i8 @src_freeze_sub_self(i8 %x) {
  %f = freeze i8 poison
  %r = sub i8 %f, %f
  ret i8 %r
}
define i8 @tgt_freeze_sub_self(i8 %x) {
  ret i8 0
}

define i1 @src_undef_i1() {
  ret i1 undef
}
define i1 @tgt_undef_i1() {
  ret i1 true
}

define i8 @src_uninit_ones() {
  %a = alloca i8
  %l = load i8, ptr %a
  ret i8 %l
}
define i8 @tgt_uninit_ones() {
  ret i8 -1
}

define i8 @src_or_undef(i8 %x) {
  %r = or i8 %x, undef
  ret i8 %r
}
define i8 @tgt_or_undef(i8 %x) {
  ret i8 -1
}

define i8 @src_freeze_poison_42() {
  %f = freeze i8 poison
  ret i8 %f
}
define i8 @tgt_freeze_poison_42() {
  ret i8 42
}

define i8 @src_undef_42() {
  ret i8 undef
}
define i8 @tgt_undef_42() {
  ret i8 42
}

define i8 @src_add_undef(i8 %x) {
  %a = add i8 %x, undef
  ret i8 %a
}
define i8 @tgt_add_undef(i8 %x) {
  ret i8 42
}

define i8 @src_xor_undef_undef() {
  %r = xor i8 undef, undef
  ret i8 %r
}
define i8 @tgt_xor_undef_undef() {
  ret i8 5
}

define i8 @src_uninit_42() {
  %a = alloca i8
  %l = load i8, ptr %a
  ret i8 %l
}
define i8 @tgt_uninit_42() {
  ret i8 42
}

define i8 @src_freeze_both(i8 %x) {
  %f = freeze i8 poison
  ret i8 %f
}
define i8 @tgt_freeze_both(i8 %x) {
  %f = freeze i8 poison
  %r = xor i8 %f, 1
  ret i8 %r
}

define i1 @src_drop_freeze(i1 %c) {
  %f = freeze i1 %c
  ret i1 %f
}
define i1 @tgt_drop_freeze(i1 %c) {
  ret i1 %c
}

define i8 @src_drop_freeze_br(i1 %c) {
  %f = freeze i1 %c
  br i1 %f, label %a, label %b
a:
  ret i8 1
b:
  ret i8 2
}
define i8 @tgt_drop_freeze_br(i1 %c) {
  br i1 %c, label %a, label %b
a:
  ret i8 1
b:
  ret i8 2
}

define i8 @src_drop_freeze_i8(i8 %x) {
  %f = freeze i8 %x
  ret i8 %f
}
define i8 @tgt_drop_freeze_i8(i8 %x) {
  ret i8 %x
}

define i8 @src_tgt_nondet(i8 %x) {
  ret i8 0
}
define i8 @tgt_tgt_nondet(i8 %x) {
  %f = freeze i8 poison
  ret i8 %f
}

define i2 @src_freeze_i2_bad() {
  %f = freeze i2 poison
  %r = and i2 %f, 1
  ret i2 %r
}
define i2 @tgt_freeze_i2_bad() {
  ret i2 2
}

define i8 @src_split_freeze(i8 %x) {
  %f = freeze i8 poison
  %r = sub i8 %f, %f
  ret i8 %r
}
define i8 @tgt_split_freeze(i8 %x) {
  %f = freeze i8 poison
  %g = freeze i8 poison
  %r = sub i8 %f, %g
  ret i8 %r
}
