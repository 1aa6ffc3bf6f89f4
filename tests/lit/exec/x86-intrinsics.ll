; x86 SIMD intrinsics (semantics/X86Intrinsics.cpp): the xmm-count shifts
; psrl/psll/psra (a count >= the lane width gives 0, or the sign fill for
; psra), psign, pavg, pshufb, phadd/phsub and pmaddubsw, as the Intel SDM
; defines them and LLVM implements them. Every expected value without
; poison below was checked natively: the same functions compiled with
; clang-22 -O0 -mavx2 on x86-64 printed the same lanes. The random
; cross-check tests/conformance/x86_native_check.py (2760 calls over all 46
; modelled intrinsics) matched lane for lane.

; RUN: %refinery exec %s --function x_sse2_psrl_w --arg '<i16 -1, i16 2, i16 -32768, i16 4, i16 5, i16 6, i16 7, i16 8>' --arg '<i16 15, i16 0, i16 0, i16 0, i16 -1, i16 -1, i16 -1, i16 -1>' --json | FileCheck %s --match-full-lines --check-prefix=C0
; C0: {"outcome":"return","value":"<8 x i16> <i16 1, i16 0, i16 1, i16 0, i16 0, i16 0, i16 0, i16 0>"}
; RUN: %refinery exec %s --function x_sse2_psrl_w --arg '<i16 -1, i16 2, i16 -32768, i16 4, i16 5, i16 6, i16 7, i16 8>' --arg '<i16 0, i16 0, i16 1, i16 0, i16 0, i16 0, i16 0, i16 0>' --json | FileCheck %s --match-full-lines --check-prefix=C1
; C1: {"outcome":"return","value":"<8 x i16> zeroinitializer"}
; RUN: %refinery exec %s --function x_sse2_psrl_d --arg '<i32 -1, i32 1, i32 -2147483648, i32 12345>' --arg '<i32 31, i32 0, i32 7, i32 7>' --json | FileCheck %s --match-full-lines --check-prefix=C2
; C2: {"outcome":"return","value":"<4 x i32> <i32 1, i32 0, i32 1, i32 0>"}
; RUN: %refinery exec %s --function x_sse2_psrl_q --arg '<i64 -1, i64 12345>' --arg '<i64 63, i64 -1>' --json | FileCheck %s --match-full-lines --check-prefix=C3
; C3: {"outcome":"return","value":"<2 x i64> <i64 1, i64 0>"}
; RUN: %refinery exec %s --function x_sse2_psrl_q --arg '<i64 -1, i64 12345>' --arg '<i64 64, i64 0>' --json | FileCheck %s --match-full-lines --check-prefix=C4
; C4: {"outcome":"return","value":"<2 x i64> zeroinitializer"}
; RUN: %refinery exec %s --function x_avx2_psrl_d --arg '<i32 -1, i32 1, i32 -2147483648, i32 12345, i32 -7, i32 8, i32 9, i32 10>' --arg '<i32 3, i32 0, i32 9, i32 9>' --json | FileCheck %s --match-full-lines --check-prefix=C5
; C5: {"outcome":"return","value":"<8 x i32> <i32 536870911, i32 0, i32 268435456, i32 1543, i32 536870911, i32 1, i32 1, i32 1>"}
; RUN: %refinery exec %s --function x_sse2_psll_w --arg '<i16 -1, i16 2, i16 -32768, i16 4, i16 5, i16 6, i16 7, i16 8>' --arg '<i16 3, i16 0, i16 0, i16 0, i16 9, i16 9, i16 9, i16 9>' --json | FileCheck %s --match-full-lines --check-prefix=C6
; C6: {"outcome":"return","value":"<8 x i16> <i16 -8, i16 16, i16 0, i16 32, i16 40, i16 48, i16 56, i16 64>"}
; RUN: %refinery exec %s --function x_avx2_psll_q --arg '<i64 -1, i64 1, i64 3, i64 5>' --arg '<i64 65, i64 0>' --json | FileCheck %s --match-full-lines --check-prefix=C7
; C7: {"outcome":"return","value":"<4 x i64> zeroinitializer"}
; RUN: %refinery exec %s --function x_sse2_psra_w --arg '<i16 -1, i16 2, i16 -32768, i16 4, i16 -5, i16 6, i16 7, i16 8>' --arg '<i16 16, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0>' --json | FileCheck %s --match-full-lines --check-prefix=C8
; C8: {"outcome":"return","value":"<8 x i16> <i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 0, i16 0>"}
; RUN: %refinery exec %s --function x_avx2_psra_d --arg '<i32 -1, i32 1, i32 -2147483648, i32 12345, i32 -7, i32 8, i32 9, i32 10>' --arg '<i32 4, i32 0, i32 0, i32 0>' --json | FileCheck %s --match-full-lines --check-prefix=C9
; C9: {"outcome":"return","value":"<8 x i32> <i32 -1, i32 0, i32 -134217728, i32 771, i32 -1, i32 0, i32 0, i32 0>"}
; RUN: %refinery exec %s --function x_ssse3_psign_b_128 --arg '<i8 1, i8 -128, i8 5, i8 -5, i8 7, i8 7, i8 7, i8 7, i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 127, i8 -1>' --arg '<i8 -1, i8 -1, i8 0, i8 -128, i8 1, i8 127, i8 -3, i8 0, i8 -9, i8 9, i8 0, i8 -1, i8 1, i8 0, i8 -1, i8 -1>' --json | FileCheck %s --match-full-lines --check-prefix=C10
; C10: {"outcome":"return","value":"<16 x i8> <i8 -1, i8 -128, i8 0, i8 5, i8 7, i8 7, i8 -7, i8 0, i8 0, i8 1, i8 0, i8 -3, i8 4, i8 0, i8 -127, i8 1>"}
; RUN: %refinery exec %s --function x_avx2_psign_d --arg '<i32 1, i32 -2147483648, i32 5, i32 -5, i32 7, i32 7, i32 7, i32 0>' --arg '<i32 -1, i32 -1, i32 0, i32 -2147483648, i32 1, i32 2147483647, i32 -3, i32 -9>' --json | FileCheck %s --match-full-lines --check-prefix=C11
; C11: {"outcome":"return","value":"<8 x i32> <i32 -1, i32 -2147483648, i32 0, i32 5, i32 7, i32 7, i32 -7, i32 0>"}
; RUN: %refinery exec %s --function x_sse2_pavg_w --arg '<i16 -1, i16 0, i16 1, i16 -32768, i16 100, i16 -1, i16 3, i16 0>' --arg '<i16 -1, i16 0, i16 0, i16 -32768, i16 201, i16 0, i16 4, i16 1>' --json | FileCheck %s --match-full-lines --check-prefix=C12
; C12: {"outcome":"return","value":"<8 x i16> <i16 -1, i16 0, i16 1, i16 -32768, i16 151, i16 -32768, i16 4, i16 1>"}
; RUN: %refinery exec %s --function x_avx2_pavg_b --arg '<i8 -1, i8 0, i8 1, i8 -128, i8 100, i8 -1, i8 3, i8 0, i8 -1, i8 0, i8 1, i8 -128, i8 100, i8 -1, i8 3, i8 0, i8 -1, i8 0, i8 1, i8 -128, i8 100, i8 -1, i8 3, i8 0, i8 -1, i8 0, i8 1, i8 -128, i8 100, i8 -1, i8 3, i8 0>' --arg '<i8 -1, i8 0, i8 0, i8 -128, i8 -55, i8 0, i8 4, i8 1, i8 -1, i8 0, i8 0, i8 -128, i8 -55, i8 0, i8 4, i8 1, i8 -1, i8 0, i8 0, i8 -128, i8 -55, i8 0, i8 4, i8 1, i8 -1, i8 0, i8 0, i8 -128, i8 -55, i8 0, i8 4, i8 1>' --json | FileCheck %s --match-full-lines --check-prefix=C13
; C13: {"outcome":"return","value":"<32 x i8> <i8 -1, i8 0, i8 1, i8 -128, i8 -105, i8 -128, i8 4, i8 1, i8 -1, i8 0, i8 1, i8 -128, i8 -105, i8 -128, i8 4, i8 1, i8 -1, i8 0, i8 1, i8 -128, i8 -105, i8 -128, i8 4, i8 1, i8 -1, i8 0, i8 1, i8 -128, i8 -105, i8 -128, i8 4, i8 1>"}
; RUN: %refinery exec %s --function x_ssse3_pshuf_b_128 --arg '<i8 10, i8 11, i8 12, i8 13, i8 14, i8 15, i8 16, i8 17, i8 18, i8 19, i8 20, i8 21, i8 22, i8 23, i8 24, i8 25>' --arg '<i8 0, i8 15, i8 -128, i8 -1, i8 16, i8 31, i8 127, i8 3, i8 3, i8 -113, i8 1, i8 2, i8 4, i8 8, i8 12, i8 14>' --json | FileCheck %s --match-full-lines --check-prefix=C14
; C14: {"outcome":"return","value":"<16 x i8> <i8 10, i8 25, i8 0, i8 0, i8 10, i8 25, i8 25, i8 13, i8 13, i8 0, i8 11, i8 12, i8 14, i8 18, i8 22, i8 24>"}
; RUN: %refinery exec %s --function x_avx2_pshuf_b --arg '<i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15, i8 16, i8 17, i8 18, i8 19, i8 20, i8 21, i8 22, i8 23, i8 24, i8 25, i8 26, i8 27, i8 28, i8 29, i8 30, i8 31>' --arg '<i8 0, i8 15, i8 -128, i8 17, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 0, i8 15, i8 -128, i8 17, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12>' --json | FileCheck %s --match-full-lines --check-prefix=C15
; C15: {"outcome":"return","value":"<32 x i8> <i8 0, i8 15, i8 0, i8 1, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 16, i8 31, i8 0, i8 17, i8 17, i8 18, i8 19, i8 20, i8 21, i8 22, i8 23, i8 24, i8 25, i8 26, i8 27, i8 28>"}
; RUN: %refinery exec %s --function x_ssse3_phadd_w_128 --arg '<i16 32767, i16 1, i16 -32768, i16 -1, i16 5, i16 6, i16 7, i16 8>' --arg '<i16 1, i16 2, i16 3, i16 4, i16 -5, i16 -6, i16 100, i16 -100>' --json | FileCheck %s --match-full-lines --check-prefix=C16
; C16: {"outcome":"return","value":"<8 x i16> <i16 -32768, i16 32767, i16 11, i16 15, i16 3, i16 7, i16 -11, i16 0>"}
; RUN: %refinery exec %s --function x_avx2_phadd_sw --arg '<i16 32767, i16 1, i16 -32768, i16 -1, i16 5, i16 6, i16 7, i16 8, i16 32767, i16 1, i16 -32768, i16 -1, i16 5, i16 6, i16 7, i16 8>' --arg '<i16 1, i16 2, i16 3, i16 4, i16 -5, i16 -6, i16 100, i16 -100, i16 1, i16 2, i16 3, i16 4, i16 -5, i16 -6, i16 100, i16 -100>' --json | FileCheck %s --match-full-lines --check-prefix=C17
; C17: {"outcome":"return","value":"<16 x i16> <i16 32767, i16 -32768, i16 11, i16 15, i16 3, i16 7, i16 -11, i16 0, i16 32767, i16 -32768, i16 11, i16 15, i16 3, i16 7, i16 -11, i16 0>"}
; RUN: %refinery exec %s --function x_avx2_phsub_d --arg '<i32 -2147483648, i32 1, i32 5, i32 7, i32 9, i32 -9, i32 0, i32 1>' --arg '<i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>' --json | FileCheck %s --match-full-lines --check-prefix=C18
; C18: {"outcome":"return","value":"<8 x i32> <i32 2147483647, i32 -2, i32 -1, i32 -1, i32 18, i32 -1, i32 -1, i32 -1>"}
; RUN: %refinery exec %s --function x_ssse3_phsub_sw_128 --arg '<i16 -32768, i16 1, i16 32767, i16 -1, i16 5, i16 6, i16 7, i16 8>' --arg '<i16 1, i16 2, i16 3, i16 4, i16 -5, i16 -6, i16 100, i16 -100>' --json | FileCheck %s --match-full-lines --check-prefix=C19
; C19: {"outcome":"return","value":"<8 x i16> <i16 -32768, i16 32767, i16 -1, i16 -1, i16 -1, i16 -1, i16 1, i16 200>"}
; RUN: %refinery exec %s --function x_ssse3_pmadd_ub_sw_128 --arg '<i8 -1, i8 -1, i8 -1, i8 -1, i8 1, i8 2, i8 3, i8 4, i8 -128, i8 -128, i8 0, i8 7, i8 100, i8 -56, i8 9, i8 9>' --arg '<i8 127, i8 127, i8 -128, i8 -128, i8 -1, i8 2, i8 -3, i8 4, i8 127, i8 -128, i8 5, i8 -5, i8 1, i8 1, i8 0, i8 -1>' --json | FileCheck %s --match-full-lines --check-prefix=C20
; C20: {"outcome":"return","value":"<8 x i16> <i16 32767, i16 -32768, i16 3, i16 7, i16 -128, i16 -35, i16 300, i16 -9>"}

;--- Poison (LangRef "Poison Values"): a poison lane in the low 64 bits of
;--- the count poisons every lane; the upper count lanes are not read; a
;--- poison source lane poisons its own result lane; a pshufb lane is poison
;--- if its control byte or the byte it selects is.
; RUN: %refinery exec %s --function x_sse2_psrl_w --arg '<i16 -1, i16 2, i16 -32768, i16 4, i16 5, i16 6, i16 7, i16 8>' --arg '<i16 1, i16 0, i16 poison, i16 0, i16 0, i16 0, i16 0, i16 0>' --json | FileCheck %s --match-full-lines --check-prefix=P0
; P0: {"outcome":"return","value":"<8 x i16> poison"}
; RUN: %refinery exec %s --function x_sse2_psrl_w --arg '<i16 -1, i16 2, i16 -32768, i16 4, i16 5, i16 6, i16 7, i16 8>' --arg '<i16 1, i16 0, i16 0, i16 0, i16 poison, i16 0, i16 0, i16 0>' --json | FileCheck %s --match-full-lines --check-prefix=P1
; P1: {"outcome":"return","value":"<8 x i16> <i16 32767, i16 1, i16 16384, i16 2, i16 2, i16 3, i16 3, i16 4>"}
; RUN: %refinery exec %s --function x_sse2_psrl_w --arg '<i16 -1, i16 poison, i16 -32768, i16 4, i16 5, i16 6, i16 7, i16 8>' --arg '<i16 1, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0>' --json | FileCheck %s --match-full-lines --check-prefix=P2
; P2: {"outcome":"return","value":"<8 x i16> <i16 32767, i16 poison, i16 16384, i16 2, i16 2, i16 3, i16 3, i16 4>"}
; RUN: %refinery exec %s --function x_sse2_pavg_w --arg '<i16 -1, i16 poison, i16 1, i16 -32768, i16 100, i16 -1, i16 3, i16 0>' --arg '<i16 -1, i16 0, i16 poison, i16 -32768, i16 201, i16 0, i16 4, i16 1>' --json | FileCheck %s --match-full-lines --check-prefix=P3
; P3: {"outcome":"return","value":"<8 x i16> <i16 -1, i16 poison, i16 poison, i16 -32768, i16 151, i16 -32768, i16 4, i16 1>"}
; RUN: %refinery exec %s --function x_ssse3_pshuf_b_128 --arg '<i8 poison, i8 11, i8 12, i8 13, i8 14, i8 15, i8 16, i8 17, i8 18, i8 19, i8 20, i8 21, i8 22, i8 23, i8 24, i8 25>' --arg '<i8 0, i8 1, i8 poison, i8 -128, i8 0, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2>' --json | FileCheck %s --match-full-lines --check-prefix=P4
; P4: {"outcome":"return","value":"<16 x i8> <i8 poison, i8 11, i8 poison, i8 0, i8 poison, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12, i8 12>"}

declare <8 x i16> @llvm.x86.sse2.psrl.w(<8 x i16>, <8 x i16>)
declare <4 x i32> @llvm.x86.sse2.psrl.d(<4 x i32>, <4 x i32>)
declare <2 x i64> @llvm.x86.sse2.psrl.q(<2 x i64>, <2 x i64>)
declare <8 x i32> @llvm.x86.avx2.psrl.d(<8 x i32>, <4 x i32>)
declare <8 x i16> @llvm.x86.sse2.psll.w(<8 x i16>, <8 x i16>)
declare <4 x i64> @llvm.x86.avx2.psll.q(<4 x i64>, <2 x i64>)
declare <8 x i16> @llvm.x86.sse2.psra.w(<8 x i16>, <8 x i16>)
declare <8 x i32> @llvm.x86.avx2.psra.d(<8 x i32>, <4 x i32>)
declare <16 x i8> @llvm.x86.ssse3.psign.b.128(<16 x i8>, <16 x i8>)
declare <8 x i32> @llvm.x86.avx2.psign.d(<8 x i32>, <8 x i32>)
declare <8 x i16> @llvm.x86.sse2.pavg.w(<8 x i16>, <8 x i16>)
declare <32 x i8> @llvm.x86.avx2.pavg.b(<32 x i8>, <32 x i8>)
declare <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8>, <16 x i8>)
declare <32 x i8> @llvm.x86.avx2.pshuf.b(<32 x i8>, <32 x i8>)
declare <8 x i16> @llvm.x86.ssse3.phadd.w.128(<8 x i16>, <8 x i16>)
declare <16 x i16> @llvm.x86.avx2.phadd.sw(<16 x i16>, <16 x i16>)
declare <8 x i32> @llvm.x86.avx2.phsub.d(<8 x i32>, <8 x i32>)
declare <8 x i16> @llvm.x86.ssse3.phsub.sw.128(<8 x i16>, <8 x i16>)
declare <8 x i16> @llvm.x86.ssse3.pmadd.ub.sw.128(<16 x i8>, <16 x i8>)
define <8 x i16> @x_sse2_psrl_w(<8 x i16> %a, <8 x i16> %b) {
  %r = call <8 x i16> @llvm.x86.sse2.psrl.w(<8 x i16> %a, <8 x i16> %b)
  ret <8 x i16> %r
}
define <4 x i32> @x_sse2_psrl_d(<4 x i32> %a, <4 x i32> %b) {
  %r = call <4 x i32> @llvm.x86.sse2.psrl.d(<4 x i32> %a, <4 x i32> %b)
  ret <4 x i32> %r
}
define <2 x i64> @x_sse2_psrl_q(<2 x i64> %a, <2 x i64> %b) {
  %r = call <2 x i64> @llvm.x86.sse2.psrl.q(<2 x i64> %a, <2 x i64> %b)
  ret <2 x i64> %r
}
define <8 x i32> @x_avx2_psrl_d(<8 x i32> %a, <4 x i32> %b) {
  %r = call <8 x i32> @llvm.x86.avx2.psrl.d(<8 x i32> %a, <4 x i32> %b)
  ret <8 x i32> %r
}
define <8 x i16> @x_sse2_psll_w(<8 x i16> %a, <8 x i16> %b) {
  %r = call <8 x i16> @llvm.x86.sse2.psll.w(<8 x i16> %a, <8 x i16> %b)
  ret <8 x i16> %r
}
define <4 x i64> @x_avx2_psll_q(<4 x i64> %a, <2 x i64> %b) {
  %r = call <4 x i64> @llvm.x86.avx2.psll.q(<4 x i64> %a, <2 x i64> %b)
  ret <4 x i64> %r
}
define <8 x i16> @x_sse2_psra_w(<8 x i16> %a, <8 x i16> %b) {
  %r = call <8 x i16> @llvm.x86.sse2.psra.w(<8 x i16> %a, <8 x i16> %b)
  ret <8 x i16> %r
}
define <8 x i32> @x_avx2_psra_d(<8 x i32> %a, <4 x i32> %b) {
  %r = call <8 x i32> @llvm.x86.avx2.psra.d(<8 x i32> %a, <4 x i32> %b)
  ret <8 x i32> %r
}
define <16 x i8> @x_ssse3_psign_b_128(<16 x i8> %a, <16 x i8> %b) {
  %r = call <16 x i8> @llvm.x86.ssse3.psign.b.128(<16 x i8> %a, <16 x i8> %b)
  ret <16 x i8> %r
}
define <8 x i32> @x_avx2_psign_d(<8 x i32> %a, <8 x i32> %b) {
  %r = call <8 x i32> @llvm.x86.avx2.psign.d(<8 x i32> %a, <8 x i32> %b)
  ret <8 x i32> %r
}
define <8 x i16> @x_sse2_pavg_w(<8 x i16> %a, <8 x i16> %b) {
  %r = call <8 x i16> @llvm.x86.sse2.pavg.w(<8 x i16> %a, <8 x i16> %b)
  ret <8 x i16> %r
}
define <32 x i8> @x_avx2_pavg_b(<32 x i8> %a, <32 x i8> %b) {
  %r = call <32 x i8> @llvm.x86.avx2.pavg.b(<32 x i8> %a, <32 x i8> %b)
  ret <32 x i8> %r
}
define <16 x i8> @x_ssse3_pshuf_b_128(<16 x i8> %a, <16 x i8> %b) {
  %r = call <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8> %a, <16 x i8> %b)
  ret <16 x i8> %r
}
define <32 x i8> @x_avx2_pshuf_b(<32 x i8> %a, <32 x i8> %b) {
  %r = call <32 x i8> @llvm.x86.avx2.pshuf.b(<32 x i8> %a, <32 x i8> %b)
  ret <32 x i8> %r
}
define <8 x i16> @x_ssse3_phadd_w_128(<8 x i16> %a, <8 x i16> %b) {
  %r = call <8 x i16> @llvm.x86.ssse3.phadd.w.128(<8 x i16> %a, <8 x i16> %b)
  ret <8 x i16> %r
}
define <16 x i16> @x_avx2_phadd_sw(<16 x i16> %a, <16 x i16> %b) {
  %r = call <16 x i16> @llvm.x86.avx2.phadd.sw(<16 x i16> %a, <16 x i16> %b)
  ret <16 x i16> %r
}
define <8 x i32> @x_avx2_phsub_d(<8 x i32> %a, <8 x i32> %b) {
  %r = call <8 x i32> @llvm.x86.avx2.phsub.d(<8 x i32> %a, <8 x i32> %b)
  ret <8 x i32> %r
}
define <8 x i16> @x_ssse3_phsub_sw_128(<8 x i16> %a, <8 x i16> %b) {
  %r = call <8 x i16> @llvm.x86.ssse3.phsub.sw.128(<8 x i16> %a, <8 x i16> %b)
  ret <8 x i16> %r
}
define <8 x i16> @x_ssse3_pmadd_ub_sw_128(<16 x i8> %a, <16 x i8> %b) {
  %r = call <8 x i16> @llvm.x86.ssse3.pmadd.ub.sw.128(<16 x i8> %a, <16 x i8> %b)
  ret <8 x i16> %r
}
