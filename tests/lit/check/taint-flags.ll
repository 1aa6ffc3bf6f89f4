; Fast-math flags that make a result's poison-ness or sign depend on its
; bits must carry a source choice's taint with them, or a difference some
; choice explains looks choice-free (a false violation). Each pair below is
; a refinement (each was reported as a violation before; where the choice
; that explains the target is not among the explored ones, inconclusive).

; A select whose arm the outcome exploration decides, with nsz: the zero it
; returns has a chosen sign (LangRef "Fast-Math Flags": nsz). When %x + 1
; overflows the source's frozen value may be 12345; the target picks it.
; RUN: %refinery check %s --function src_select_nsz | FileCheck %s --check-prefix=SEL-NSZ
; SEL-NSZ: @src_select_nsz: inconclusive after 200 input(s)
define float @src_select_nsz(i32 noundef %x) {
  %a = add nsw i32 %x, 1
  %f = freeze i32 %a
  %c = icmp eq i32 %f, 12345
  %r = select nsz i1 %c, float 0.0, float 1.0
  ret float %r
}
define float @tgt_select_nsz(i32 noundef %x) {
  %a = add nsw i32 %x, 1
  %ov = icmp eq i32 %x, 2147483647
  %f = select i1 %ov, i32 12345, i32 %a
  %c = icmp eq i32 %f, 12345
  %r = select i1 %c, float -0.0, float 1.0
  ret float %r
}

; A phi with nnan is poison for a NaN (LangRef "Fast-Math Flags"): a
; frozen float reaching it makes whether it is poison a choice, and a
; branch on it UB for some choice, so for %c0 the target may do anything.
; RUN: %refinery check %s --function src_phi_nnan_branch | FileCheck %s --check-prefix=PHI-BR
; PHI-BR: @src_phi_nnan_branch: inconclusive after 200 input(s)
define i32 @src_phi_nnan_branch(i1 %c0) {
entry:
  %i = freeze i32 poison
  %k = xor i32 %i, 1065353216
  %f = bitcast i32 %k to float
  br i1 %c0, label %a, label %b
a:
  br label %m
b:
  br label %m
m:
  %p = phi nnan float [ %f, %a ], [ 1.0, %b ]
  %c = fcmp olt float %p, 0.0
  br i1 %c, label %t, label %e
t:
  ret i32 1
e:
  ret i32 2
}
define i32 @tgt_phi_nnan_branch(i1 %c0) {
  %r = select i1 %c0, i32 3, i32 2
  ret i32 %r
}

; The same phi returned: the source may be poison where the target is.
; RUN: %refinery check %s --function src_phi_nnan_ret | FileCheck %s --check-prefix=PHI-RET
; PHI-RET: @src_phi_nnan_ret: no-violation after 200 input(s)
define float @src_phi_nnan_ret(i1 %c0) {
entry:
  %f = freeze float poison
  br i1 %c0, label %a, label %b
a:
  br label %m
b:
  br label %m
m:
  %p = phi nnan float [ %f, %a ], [ 1.0, %b ]
  ret float %p
}
define float @tgt_phi_nnan_ret(i1 %c0) {
  %r = select i1 %c0, float poison, float 1.0
  ret float %r
}

; arcp under nnan: the source may compute a * (1 / b), whose 0 * inf is a
; NaN and so poison; InstCombine's own rewrite keeps the flags.
; RUN: %refinery check %s --function src_arcp_nnan | FileCheck %s --check-prefix=ARCP-NNAN
; ARCP-NNAN: @src_arcp_nnan: no-violation after 200 input(s)
define float @src_arcp_nnan(float %a, float %b) {
  %d = fdiv arcp nnan float %a, %b
  ret float %d
}
define float @tgt_arcp_nnan(float %a, float %b) {
  %r = fdiv nnan float 1.0, %b
  %d = fmul nnan float %a, %r
  ret float %d
}

; The same under ninf: 1 / b overflows to an infinity.
; RUN: %refinery check %s --function src_arcp_ninf | FileCheck %s --check-prefix=ARCP-NINF
; ARCP-NINF: @src_arcp_ninf: no-violation after 200 input(s)
define float @src_arcp_ninf(float %a, float %b) {
  %d = fdiv arcp ninf float %a, %b
  ret float %d
}
define float @tgt_arcp_ninf(float %a, float %b) {
  %r = fdiv ninf float 1.0, %b
  %d = fmul ninf float %a, %r
  ret float %d
}
