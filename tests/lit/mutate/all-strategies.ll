; Every strategy alone, on a module where each one has something to do:
; two mutations each, described, and the mutant is valid IR (the verifier of
; opt-22). FuzzMutate's strategies may find nothing acceptable on a seed (a
; result with a new poison literal is undone), so only validity is checked.

; RUN: %refinery mutate %s --strategies flags --mutations 2 --seed 7 --describe -o %t.flags.ll 2>&1 | FileCheck %s --check-prefix=FLAGS
; FLAGS-COUNT-2: seed 7: flags: {{.+}}
; FLAGS-NOT: warning
; RUN: %opt22 -passes=verify -disable-output %t.flags.ll
; RUN: %refinery mutate %s --strategies select-logic --mutations 2 --seed 7 --describe -o %t.select-logic.ll 2>&1 | FileCheck %s --check-prefix=SELECTLOGIC
; SELECTLOGIC-COUNT-2: seed 7: select-logic: {{.+}}
; SELECTLOGIC-NOT: warning
; RUN: %opt22 -passes=verify -disable-output %t.select-logic.ll
; RUN: %refinery mutate %s --strategies select-swap --mutations 2 --seed 7 --describe -o %t.select-swap.ll 2>&1 | FileCheck %s --check-prefix=SELECTSWAP
; SELECTSWAP-COUNT-2: seed 7: select-swap: {{.+}}
; SELECTSWAP-NOT: warning
; RUN: %opt22 -passes=verify -disable-output %t.select-swap.ll
; RUN: %refinery mutate %s --strategies select-related --mutations 2 --seed 7 --describe -o %t.select-related.ll 2>&1 | FileCheck %s --check-prefix=SELECTRELATED
; SELECTRELATED-COUNT-2: seed 7: select-related: {{.+}}
; SELECTRELATED-NOT: warning
; RUN: %opt22 -passes=verify -disable-output %t.select-related.ll
; RUN: %refinery mutate %s --strategies minmax --mutations 2 --seed 7 --describe -o %t.minmax.ll 2>&1 | FileCheck %s --check-prefix=MINMAX
; MINMAX-COUNT-2: seed 7: minmax: {{.+}}
; MINMAX-NOT: warning
; RUN: %opt22 -passes=verify -disable-output %t.minmax.ll
; RUN: %refinery mutate %s --strategies freeze --mutations 2 --seed 7 --describe -o %t.freeze.ll 2>&1 | FileCheck %s --check-prefix=FREEZE
; FREEZE-COUNT-2: seed 7: freeze: {{.+}}
; FREEZE-NOT: warning
; RUN: %opt22 -passes=verify -disable-output %t.freeze.ll
; RUN: %refinery mutate %s --strategies constants --mutations 2 --seed 7 --describe -o %t.constants.ll 2>&1 | FileCheck %s --check-prefix=CONSTANTS
; CONSTANTS-COUNT-2: seed 7: constants: {{.+}}
; CONSTANTS-NOT: warning
; RUN: %opt22 -passes=verify -disable-output %t.constants.ll
; RUN: %refinery mutate %s --strategies operand-replace --mutations 2 --seed 7 --describe -o %t.operand-replace.ll 2>&1 | FileCheck %s --check-prefix=OPERANDREPLACE
; OPERANDREPLACE-COUNT-2: seed 7: operand-replace: {{.+}}
; OPERANDREPLACE-NOT: warning
; RUN: %opt22 -passes=verify -disable-output %t.operand-replace.ll
; RUN: %refinery mutate %s --strategies operand-new-arg --mutations 2 --seed 7 --describe -o %t.operand-new-arg.ll 2>&1 | FileCheck %s --check-prefix=OPERANDNEWARG
; OPERANDNEWARG-COUNT-2: seed 7: operand-new-arg: {{.+}}
; OPERANDNEWARG-NOT: warning
; RUN: %opt22 -passes=verify -disable-output %t.operand-new-arg.ll
; RUN: %refinery mutate %s --strategies opcode --mutations 2 --seed 7 --describe -o %t.opcode.ll 2>&1 | FileCheck %s --check-prefix=OPCODE
; OPCODE-COUNT-2: seed 7: opcode: {{.+}}
; OPCODE-NOT: warning
; RUN: %opt22 -passes=verify -disable-output %t.opcode.ll
; RUN: %refinery mutate %s --strategies predicate --mutations 2 --seed 7 --describe -o %t.predicate.ll 2>&1 | FileCheck %s --check-prefix=PREDICATE
; PREDICATE-COUNT-2: seed 7: predicate: {{.+}}
; PREDICATE-NOT: warning
; RUN: %opt22 -passes=verify -disable-output %t.predicate.ll
; RUN: %refinery mutate %s --strategies commute --mutations 2 --seed 7 --describe -o %t.commute.ll 2>&1 | FileCheck %s --check-prefix=COMMUTE
; COMMUTE-COUNT-2: seed 7: commute: {{.+}}
; COMMUTE-NOT: warning
; RUN: %opt22 -passes=verify -disable-output %t.commute.ll
; RUN: %refinery mutate %s --strategies move --mutations 2 --seed 7 --describe -o %t.move.ll 2>&1 | FileCheck %s --check-prefix=MOVE
; MOVE-COUNT-2: seed 7: move: {{.+}}
; MOVE-NOT: warning
; RUN: %opt22 -passes=verify -disable-output %t.move.ll
; RUN: %refinery mutate %s --strategies width --mutations 2 --seed 7 --describe -o %t.width.ll 2>&1 | FileCheck %s --check-prefix=WIDTH
; WIDTH-COUNT-2: seed 7: width: {{.+}}
; WIDTH-NOT: warning
; RUN: %opt22 -passes=verify -disable-output %t.width.ll
; RUN: %refinery mutate %s --strategies ub-attrs --mutations 2 --seed 7 --describe -o %t.ub-attrs.ll 2>&1 | FileCheck %s --check-prefix=UBATTRS
; UBATTRS-COUNT-2: seed 7: ub-attrs: {{.+}}
; UBATTRS-NOT: warning
; RUN: %opt22 -passes=verify -disable-output %t.ub-attrs.ll
; RUN: %refinery mutate %s --strategies ub-metadata --mutations 2 --seed 7 --describe -o %t.ub-metadata.ll 2>&1 | FileCheck %s --check-prefix=UBMETADATA
; UBMETADATA-COUNT-2: seed 7: ub-metadata: {{.+}}
; UBMETADATA-NOT: warning
; RUN: %opt22 -passes=verify -disable-output %t.ub-metadata.ll
; RUN: %refinery mutate %s --strategies fp-forms --mutations 2 --seed 7 --describe -o %t.fp-forms.ll 2>&1 | FileCheck %s --check-prefix=FPFORMS
; FPFORMS-COUNT-2: seed 7: fp-forms: {{.+}}
; FPFORMS-NOT: warning
; RUN: %opt22 -passes=verify -disable-output %t.fp-forms.ll
; RUN: %refinery mutate %s --strategies fm-modify --mutations 2 --seed 7 -o %t.fm-modify.ll 2>/dev/null
; RUN: %opt22 -passes=verify -disable-output %t.fm-modify.ll
; RUN: %refinery mutate %s --strategies fm-delete --mutations 2 --seed 7 -o %t.fm-delete.ll 2>/dev/null
; RUN: %opt22 -passes=verify -disable-output %t.fm-delete.ll
; RUN: %refinery mutate %s --strategies fm-shuffle --mutations 2 --seed 7 -o %t.fm-shuffle.ll 2>/dev/null
; RUN: %opt22 -passes=verify -disable-output %t.fm-shuffle.ll
; RUN: %refinery mutate %s --strategies fm-inject --mutations 2 --seed 7 -o %t.fm-inject.ll 2>/dev/null
; RUN: %opt22 -passes=verify -disable-output %t.fm-inject.ll
; RUN: %refinery mutate %s --strategies fm-phi --mutations 2 --seed 7 -o %t.fm-phi.ll 2>/dev/null
; RUN: %opt22 -passes=verify -disable-output %t.fm-phi.ll
; RUN: %refinery mutate %s --strategies fm-sink --mutations 2 --seed 7 -o %t.fm-sink.ll 2>/dev/null
; RUN: %opt22 -passes=verify -disable-output %t.fm-sink.ll
; RUN: %refinery mutate %s --strategies fm-cfg --mutations 2 --seed 7 -o %t.fm-cfg.ll 2>/dev/null
; RUN: %opt22 -passes=verify -disable-output %t.fm-cfg.ll
; All of them together, many times.
; RUN: rm -rf %t.all && %refinery mutate %s --seed 100 --count 50 --mutations 6 -o %t.all
; RUN: ls %t.all | count 50

define i32 @g(i32 %a, i32 %b, ptr %p) {
entry:
  %c = icmp slt i32 %a, %b
  %m = select i1 %c, i32 %a, i32 %b
  %s = shl i32 %m, 3
  %v = load i32, ptr %p
  %d = udiv i32 %s, 5
  %e = or i32 %d, %v
  %t = trunc i32 %e to i8
  %z = zext i8 %t to i32
  %q = getelementptr i32, ptr %p, i32 %z
  store i32 %a, ptr %q
  %l = and i1 %c, true
  br i1 %l, label %then, label %done

then:
  %f = sitofp i32 %z to double
  %h = fmul double %f, 2.5
  %k = fptosi double %h to i32
  br label %done

done:
  %r = phi i32 [ %k, %then ], [ %z, %entry ]
  %u = call i32 @h(i32 %r)
  %fr = freeze i32 %u
  ret i32 %fr
}

define i32 @h(i32 %x) {
  %n = and i32 %x, 255
  %o = call i32 @llvm.umin.i32(i32 %n, i32 100)
  %w = mul i32 %o, %x
  %y = add i32 %w, 7
  ret i32 %y
}

define float @fp(float %a, float %b) {
  %c = fcmp olt float %a, %b
  %m = select i1 %c, float %a, float %b
  %n = fsub float 0.000000e+00, %m
  ret float %n
}
