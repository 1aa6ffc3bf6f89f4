; refinery mutate --strategies fp-forms: floating-point forms that NaNs and
; signed zeros tell apart. Each mutant is shown to differ from its source
; where LangRef says the two forms differ.

; fcmp+select to a min/max intrinsic: select (fcmp olt a, b), a, b picks b
; for a = -0.0, b = +0.0 (the compare is false); minimumnum orders -0.0
; below +0.0 and picks a.
; RUN: %refinery mutate %s --function sel --strategies fp-forms --mutations 1 --seed 1 --describe -o %t.sel.ll 2>&1 | FileCheck %s --check-prefix=SEL
; SEL: seed 1: fp-forms: select->min/max at %m in @sel
; RUN: FileCheck %s --check-prefix=SEL-IR < %t.sel.ll
; SEL-IR: %m = call float @llvm.minimumnum.f32(float %a, float %b)
; RUN: %refinery exec %s --function sel --arg -0.0 --arg 0.0 --json | FileCheck %s --check-prefix=SEL-SRC
; SEL-SRC: {"outcome":"return","value":"float 0.000000e+00"}
; RUN: %refinery exec %t.sel.ll --function sel --arg -0.0 --arg 0.0 --json | FileCheck %s --check-prefix=SEL-MUT
; SEL-MUT: {"outcome":"return","value":"float -0.000000e+00"}

; And back: a min/max intrinsic (its fast-math flags kept) to fcmp+select.
; RUN: %refinery mutate %s --function vmax --strategies fp-forms --mutations 1 --seed 1 --describe -o %t.vmax.ll 2>&1 | FileCheck %s --check-prefix=VMAX
; VMAX: seed 1: fp-forms: min/max->select at %m in @vmax
; RUN: FileCheck %s --check-prefix=VMAX-IR < %t.vmax.ll
; VMAX-IR: %mm.cmp = fcmp {{o|u}}{{gt|ge}} <2 x float> %a, %b
; VMAX-IR-NEXT: %m = select nnan <2 x i1> %mm.cmp, <2 x float> %a, <2 x float> %b

; fsub 0.0, x to fneg x (they differ at x = +0.0), and fneg back to
; fsub -0.0, x.
; RUN: %refinery mutate %s --function neg --strategies fp-forms --mutations 1 --seed 1 --describe -o %t.neg.ll 2>&1 | FileCheck %s --check-prefix=NEG
; NEG: seed 1: fp-forms: fsub 0->fneg at %n in @neg
; RUN: %refinery exec %s --function neg --arg 0.0 --json | FileCheck %s --check-prefix=NEG-SRC
; NEG-SRC: {"outcome":"return","value":"double 0.000000e+00"}
; RUN: %refinery exec %t.neg.ll --function neg --arg 0.0 --json | FileCheck %s --check-prefix=NEG-MUT
; NEG-MUT: {"outcome":"return","value":"double -0.000000e+00"}
; RUN: %refinery mutate %t.neg.ll --function neg --strategies fp-forms --mutations 1 --seed 1 --describe -o %t.neg2.ll 2>&1 | FileCheck %s --check-prefix=NEG2
; NEG2: seed 1: fp-forms: fneg->fsub -0.0 at %n in @neg
; RUN: FileCheck %s --check-prefix=NEG2-IR < %t.neg2.ll
; NEG2-IR: %n = fsub double -0.000000e+00, %x

; The sign of a zero: x + 0.0 is +0.0 at x = -0.0, x + -0.0 is x.
; RUN: %refinery mutate %s --function zero --strategies fp-forms --mutations 1 --seed 1 --describe -o %t.zero.ll 2>&1 | FileCheck %s --check-prefix=ZERO
; ZERO: seed 1: fp-forms: replace float 0.000000e+00 with float -0.000000e+00 in operand 1 of %s in @zero
; RUN: %refinery exec %t.zero.ll --function zero --arg -0.0 --json | FileCheck %s --check-prefix=ZERO-MUT
; ZERO-MUT: {"outcome":"return","value":"float -0.000000e+00"}

; The flags strategy sets all seven fast-math flags at once.
; RUN: %refinery mutate %s --function zero --strategies flags --mutations 1 --seed 39 --describe -o %t.fast.ll 2>&1 | FileCheck %s --check-prefix=FAST
; FAST: seed 39: flags: add fast to %s in @zero
; RUN: FileCheck %s --check-prefix=FAST-IR < %t.fast.ll
; FAST-IR: %s = fadd fast float %x, 0.000000e+00

define float @sel(float %a, float %b) {
  %c = fcmp olt float %a, %b
  %m = select i1 %c, float %a, float %b
  ret float %m
}

define double @neg(double %x) {
  %n = fsub double 0.000000e+00, %x
  ret double %n
}

define float @zero(float %x) {
  %s = fadd float %x, 0.000000e+00
  ret float %s
}

define <2 x float> @vmax(<2 x float> %a, <2 x float> %b) {
  %m = call nnan <2 x float> @llvm.maxnum.v2f32(<2 x float> %a, <2 x float> %b)
  ret <2 x float> %m
}
