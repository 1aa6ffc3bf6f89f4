; A miscompilation in LLVM 22.1.8's default<O2>: AggressiveInstCombine
; merges an i48 load and an i16 load shifted left by 48 (an or of the two
; zero-extended to i63) into one i64 load followed by `zext i64 to i63`,
; which is not valid IR ("Type too small for ZExt", seen with
; -verify-each). A release build does not verify between passes: the next
; SCCP folds the broken zext to 0, so the module verifies again and @f3
; returns 0 where the source returns the bytes of @g1.
;
; LangRef: the loads read bytes 41..46 and 47..48 of @g1, which nothing
; stores to; `shl i63 (zext i16), 48` keeps the i16's low 15 bits, and the
; or of the two is 218282759993360725.
; Natively: a C main printing f3() gives 218282759993360725 with
; clang-22 -O0 and 0 after opt-22 -passes='default<O2>'.
;
;   opt-22 -passes='default<O2>' -print-changed aggressive-instcombine-load-merge-i63.ll
;   (after AggressiveInstCombinePass: %0 = zext i64 %...copyload to i63)
;   refinery check aggressive-instcombine-load-merge-i63.ll --passes='default<O2>'
;   violation (value-mismatch): src returns 218282759993360725, tgt 0
;
; Upstream: fixed by llvm-project#207229 ("[AggressiveInstCombine] Fix
; crash when folding consecutive loads into a type smaller than the
; combined load", merged after 22 branched).
;
; Found how: `refinery fuzz --seeds corpus/seeds --passes 'default<O2>'
; --jobs 1 --seed 77 --time 240` (a generated module, case 1976; the
; campaign's finding was a noundef return made poison by a range the
; pipeline inferred from the folded value); reduced with llvm-reduce-22
; on `refinery check --passes 'default<O2>'` reporting the violation, then
; confirmed natively.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@g1 = global [64 x i8] c"\10\04\08\80\08\81\FF\05\01\80U\EB\01U\0F\81\FF~\FE\01\07\FF\01\01\07\7F\08\01\7FA\02!@\02\FA\B2!!\02\FF\7FU\01\FF\81\03\7F\07\037\81\80\C7\07\00\FB\01\00\07~\7F\00\7F\7F"

define i63 @f3() {
entry:
  %hi = load i16, ptr getelementptr inbounds nuw (i8, ptr @g1, i64 47), align 1
  %hi.ext = zext i16 %hi to i63
  %hi.shift = shl i63 %hi.ext, 48
  %lo = load i48, ptr getelementptr inbounds nuw (i8, ptr @g1, i64 41), align 1
  %lo.ext = zext i48 %lo to i63
  %r = or i63 %hi.shift, %lo.ext
  ret i63 %r
}
