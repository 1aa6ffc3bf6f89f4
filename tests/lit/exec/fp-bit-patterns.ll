; Floating-point arguments and results print in a form `--arg` reads back
; bit for bit. LLVM's constants hold x86_fp80 through APFloat, which
; re-encodes unnormals and pseudo-denormals, so refinery prints those as
; 0xK with the exact bits and `--arg` takes a 0xK literal's bits as written.
; fabs only clears the sign bit (LangRef "'llvm.fabs.*' Intrinsic"); fadd on
; an unnormal is unsupported (LangRef defines no arithmetic on it).

; RUN: %refinery exec %s --function id80 --arg 0xK3FFF4000000000000000 --json | FileCheck %s --match-full-lines --check-prefix=ID80
; ID80: {"outcome":"return","value":"x86_fp80 0xK3FFF4000000000000000"}
; RUN: %refinery exec %s --function fabs80 --arg 0xKBFFF4000000000000000 --json | FileCheck %s --match-full-lines --check-prefix=FABS80
; FABS80: {"outcome":"return","value":"x86_fp80 0xK3FFF4000000000000000"}
; RUN: %refinery exec %s --function fabs80 --arg 0xK80008000000000000001 --json | FileCheck %s --match-full-lines --check-prefix=PSEUDODEN
; PSEUDODEN: {"outcome":"return","value":"x86_fp80 0xK00008000000000000001"}
; RUN: %refinery exec %s --function fadd80 --arg 0xK3FFF4000000000000000 --json | FileCheck %s --check-prefix=FADD80
; FADD80: {"outcome":"unsupported","reason":"x86_fp80 operand with a non-canonical encoding
; A float signaling NaN with a payload (float prints as a double constant).
; RUN: %refinery exec %s --function idf --arg 0xFFF0000020000000 --json | FileCheck %s --match-full-lines --check-prefix=SNAN32
; SNAN32: {"outcome":"return","value":"float 0xFFF0000020000000"}
; RUN: %refinery exec %s --function idv80 --arg "<x86_fp80 0xK3FFF0000000000000000, x86_fp80 poison>" --json | FileCheck %s --match-full-lines --check-prefix=V80
; V80: {"outcome":"return","value":"<2 x x86_fp80> <x86_fp80 0xK3FFF0000000000000000, x86_fp80 poison>"}

define x86_fp80 @id80(x86_fp80 %x) {
  ret x86_fp80 %x
}
define x86_fp80 @fabs80(x86_fp80 %x) {
  %r = call x86_fp80 @llvm.fabs.f80(x86_fp80 %x)
  ret x86_fp80 %r
}
define x86_fp80 @fadd80(x86_fp80 %x) {
  %r = fadd x86_fp80 %x, 0xK3FFF8000000000000000
  ret x86_fp80 %r
}
define float @idf(float %x) {
  ret float %x
}
define <2 x x86_fp80> @idv80(<2 x x86_fp80> %x) {
  ret <2 x x86_fp80> %x
}
