; Another bug of the same pass with the same violation kind: fadd X, +0.0
; folded to X (wrong for X = -0.0).
define float @f(float %a, i32 %b) {
  %c = sitofp i32 %b to float
  %s = fadd float %a, 0.0
  %r = fmul float %s, %c
  ret float %r
}
