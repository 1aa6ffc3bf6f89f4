; Vector instructions. LangRef "Poison Values": element-wise instructions
; make only the lanes with a poison operand poison. "'extractelement'" and
; "'insertelement' Instruction": an index beyond the length gives poison (the
; index is unsigned). "'shufflevector' Instruction": a poison mask element
; gives a poison lane; undef mask elements are treated as poison.

; --- element-wise operations ---
; RUN: %refinery exec %s --function add4 --arg '<i32 1, i32 poison, i32 3, i32 -1>' --arg '<i32 10, i32 20, i32 30, i32 1>' --json | FileCheck %s --match-full-lines --check-prefix=ADD4
; ADD4: {"outcome":"return","value":"<4 x i32> <i32 11, i32 poison, i32 33, i32 0>"}
; RUN: %refinery exec %s --function add4 --arg '<i32 0, i32 0, i32 0, i32 0>' --arg '<i32 0, i32 0, i32 0, i32 0>' --json | FileCheck %s --match-full-lines --check-prefix=ADD4-ZERO
; ADD4-ZERO: {"outcome":"return","value":"<4 x i32> zeroinitializer"}
; RUN: %refinery exec %s --function add4 --arg '<i32 1, i32 1, i32 1, i32 1>' --arg '<i32 1, i32 1, i32 1, i32 1>' --json | FileCheck %s --match-full-lines --check-prefix=ADD4-SPLAT
; ADD4-SPLAT: {"outcome":"return","value":"<4 x i32> splat (i32 2)"}
; RUN: %refinery exec %s --function add4 --arg poison --arg '<i32 1, i32 1, i32 1, i32 1>' --json | FileCheck %s --match-full-lines --check-prefix=ADD4-POISON
; ADD4-POISON: {"outcome":"return","value":"<4 x i32> poison"}
; RUN: %refinery exec %s --function not_v3i1 --arg '<i1 true, i1 poison, i1 false>' --json | FileCheck %s --match-full-lines --check-prefix=NOTV3
; NOTV3: {"outcome":"return","value":"<3 x i1> <i1 false, i1 poison, i1 true>"}

define <4 x i32> @add4(<4 x i32> %a, <4 x i32> %b) {
  %r = add <4 x i32> %a, %b
  ret <4 x i32> %r
}
define <3 x i1> @not_v3i1(<3 x i1> %a) {
  %r = xor <3 x i1> %a, <i1 true, i1 true, i1 true>
  ret <3 x i1> %r
}

; --- extractelement ---
; RUN: %refinery exec %s --function extract --arg '<i32 1, i32 2, i32 3, i32 4>' --arg 2 --json | FileCheck %s --match-full-lines --check-prefix=EXT-2
; EXT-2: {"outcome":"return","value":"i32 3"}
; RUN: %refinery exec %s --function extract --arg '<i32 1, i32 2, i32 3, i32 4>' --arg 4 --json | FileCheck %s --match-full-lines --check-prefix=EXT-OOR
; EXT-OOR: {"outcome":"return","value":"i32 poison"}
; RUN: %refinery exec %s --function extract --arg '<i32 1, i32 2, i32 3, i32 4>' --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=EXT-NEG
; EXT-NEG: {"outcome":"return","value":"i32 poison"}
; RUN: %refinery exec %s --function extract --arg '<i32 1, i32 2, i32 3, i32 4>' --arg poison --json | FileCheck %s --match-full-lines --check-prefix=EXT-PIDX
; EXT-PIDX: {"outcome":"return","value":"i32 poison"}
; RUN: %refinery exec %s --function extract --arg '<i32 1, i32 poison, i32 3, i32 4>' --arg 0 --json | FileCheck %s --match-full-lines --check-prefix=EXT-OTHERPOISON
; EXT-OTHERPOISON: {"outcome":"return","value":"i32 1"}
; RUN: %refinery exec %s --function extract --arg '<i32 1, i32 poison, i32 3, i32 4>' --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=EXT-POISONLANE
; EXT-POISONLANE: {"outcome":"return","value":"i32 poison"}
; RUN: %refinery exec %s --function extract_i1idx --arg '<i8 5, i8 6>' --arg true --json | FileCheck %s --match-full-lines --check-prefix=EXT-I1IDX
; EXT-I1IDX: {"outcome":"return","value":"i8 6"}
; RUN: %refinery exec %s --function extract_wideidx --arg '<i8 5, i8 6>' --arg 18446744073709551616 --json | FileCheck %s --match-full-lines --check-prefix=EXT-WIDEIDX
; EXT-WIDEIDX: {"outcome":"return","value":"i8 poison"}

define i32 @extract(<4 x i32> %v, i32 %i) {
  %r = extractelement <4 x i32> %v, i32 %i
  ret i32 %r
}
; An i1 index is unsigned: true is 1.
define i8 @extract_i1idx(<2 x i8> %v, i1 %i) {
  %r = extractelement <2 x i8> %v, i1 %i
  ret i8 %r
}
define i8 @extract_wideidx(<2 x i8> %v, i128 %i) {
  %r = extractelement <2 x i8> %v, i128 %i
  ret i8 %r
}

; --- insertelement ---
; RUN: %refinery exec %s --function insert --arg '<i32 1, i32 2, i32 3, i32 4>' --arg 9 --arg 3 --json | FileCheck %s --match-full-lines --check-prefix=INS-3
; INS-3: {"outcome":"return","value":"<4 x i32> <i32 1, i32 2, i32 3, i32 9>"}
; RUN: %refinery exec %s --function insert --arg '<i32 1, i32 2, i32 3, i32 4>' --arg 9 --arg 4 --json | FileCheck %s --match-full-lines --check-prefix=INS-OOR
; INS-OOR: {"outcome":"return","value":"<4 x i32> poison"}
; RUN: %refinery exec %s --function insert --arg '<i32 1, i32 2, i32 3, i32 4>' --arg 9 --arg poison --json | FileCheck %s --match-full-lines --check-prefix=INS-PIDX
; INS-PIDX: {"outcome":"return","value":"<4 x i32> poison"}
; RUN: %refinery exec %s --function insert --arg '<i32 1, i32 2, i32 3, i32 4>' --arg poison --arg 0 --json | FileCheck %s --match-full-lines --check-prefix=INS-PELT
; INS-PELT: {"outcome":"return","value":"<4 x i32> <i32 poison, i32 2, i32 3, i32 4>"}
; RUN: %refinery exec %s --function insert --arg poison --arg 7 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=INS-INTOPOISON
; INS-INTOPOISON: {"outcome":"return","value":"<4 x i32> <i32 poison, i32 7, i32 poison, i32 poison>"}

define <4 x i32> @insert(<4 x i32> %v, i32 %e, i32 %i) {
  %r = insertelement <4 x i32> %v, i32 %e, i32 %i
  ret <4 x i32> %r
}

; --- shufflevector ---
; RUN: %refinery exec %s --function shuf --arg '<i32 1, i32 2, i32 3, i32 4>' --arg '<i32 5, i32 6, i32 7, i32 8>' --json | FileCheck %s --match-full-lines --check-prefix=SHUF
; SHUF: {"outcome":"return","value":"<4 x i32> <i32 1, i32 6, i32 poison, i32 4>"}
; RUN: %refinery exec %s --function shuf --arg '<i32 1, i32 2, i32 3, i32 4>' --arg '<i32 5, i32 poison, i32 7, i32 8>' --json | FileCheck %s --match-full-lines --check-prefix=SHUF-PSRC
; SHUF-PSRC: {"outcome":"return","value":"<4 x i32> <i32 1, i32 poison, i32 poison, i32 4>"}
; RUN: %refinery exec %s --function shuf --arg '<i32 1, i32 2, i32 poison, i32 4>' --arg '<i32 5, i32 6, i32 7, i32 8>' --json | FileCheck %s --match-full-lines --check-prefix=SHUF-UNUSED
; SHUF-UNUSED: {"outcome":"return","value":"<4 x i32> <i32 1, i32 6, i32 poison, i32 4>"}
; RUN: %refinery exec %s --function shuf_undef_mask --arg '<i32 1, i32 2>' --json | FileCheck %s --match-full-lines --check-prefix=SHUF-UNDEFMASK
; SHUF-UNDEFMASK: {"outcome":"return","value":"<2 x i32> <i32 poison, i32 1>"}
; RUN: %refinery exec %s --function shuf_widen --arg '<i8 1, i8 2>' --arg '<i8 3, i8 4>' --json | FileCheck %s --match-full-lines --check-prefix=SHUF-WIDEN
; SHUF-WIDEN: {"outcome":"return","value":"<6 x i8> <i8 4, i8 3, i8 2, i8 1, i8 1, i8 poison>"}
; RUN: %refinery exec %s --function shuf_splat --arg '<i8 7, i8 poison, i8 poison>' --json | FileCheck %s --match-full-lines --check-prefix=SHUF-SPLAT
; SHUF-SPLAT: {"outcome":"return","value":"<2 x i8> splat (i8 7)"}
; RUN: %refinery exec %s --function shuf_narrow --arg '<i16 1, i16 2, i16 3, i16 4>' --json | FileCheck %s --match-full-lines --check-prefix=SHUF-NARROW
; SHUF-NARROW: {"outcome":"return","value":"<1 x i16> splat (i16 4)"}

define <4 x i32> @shuf(<4 x i32> %a, <4 x i32> %b) {
  %r = shufflevector <4 x i32> %a, <4 x i32> %b, <4 x i32> <i32 0, i32 5, i32 poison, i32 3>
  ret <4 x i32> %r
}
define <2 x i32> @shuf_undef_mask(<2 x i32> %a) {
  %r = shufflevector <2 x i32> %a, <2 x i32> poison, <2 x i32> <i32 undef, i32 0>
  ret <2 x i32> %r
}
define <6 x i8> @shuf_widen(<2 x i8> %a, <2 x i8> %b) {
  %r = shufflevector <2 x i8> %a, <2 x i8> %b, <6 x i32> <i32 3, i32 2, i32 1, i32 0, i32 0, i32 poison>
  ret <6 x i8> %r
}
define <2 x i8> @shuf_splat(<3 x i8> %a) {
  %r = shufflevector <3 x i8> %a, <3 x i8> poison, <2 x i32> zeroinitializer
  ret <2 x i8> %r
}
define <1 x i16> @shuf_narrow(<4 x i16> %a) {
  %r = shufflevector <4 x i16> %a, <4 x i16> poison, <1 x i32> <i32 3>
  ret <1 x i16> %r
}

; --- vector compare feeding a select, vectors of pointers ---
; RUN: %refinery exec %s --function vmax --arg '<i8 1, i8 -5, i8 poison>' --arg '<i8 0, i8 3, i8 1>' --json | FileCheck %s --match-full-lines --check-prefix=VMAX
; VMAX: {"outcome":"return","value":"<3 x i8> <i8 1, i8 3, i8 poison>"}
; RUN: %refinery exec %s --function vptr --arg '<ptr null, ptr poison>' --json | FileCheck %s --match-full-lines --check-prefix=VPTR
; VPTR: {"outcome":"return","value":"<2 x i64> <i64 0, i64 poison>"}

define <3 x i8> @vmax(<3 x i8> %a, <3 x i8> %b) {
  %c = icmp sgt <3 x i8> %a, %b
  %r = select <3 x i1> %c, <3 x i8> %a, <3 x i8> %b
  ret <3 x i8> %r
}
define <2 x i64> @vptr(<2 x ptr> %p) {
  %r = ptrtoint <2 x ptr> %p to <2 x i64>
  ret <2 x i64> %r
}
