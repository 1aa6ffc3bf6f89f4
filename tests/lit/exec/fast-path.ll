; Which instructions the interpreter's hot loop runs (runFast on its word
; file, ARCHITECTURE.md "The fast path"): `--stats` counts the steps the
; general code took. A loop of integer operators with flags, casts,
; compares, a GEP, a load and a store over a global runs on the fast path
; but for its `ret`; poison, undef and a flag that does not hold leave it.

; RUN: %refinery exec %s --function loop --stats 2>&1 | FileCheck %s --check-prefix=LOOP
; LOOP: refinery exec: 2002 steps (1 general);
; LOOP: return: i32 992
; RUN: %refinery exec %s --function overflow --stats 2>&1 | FileCheck %s --check-prefix=OVERFLOW
; OVERFLOW: refinery exec: 3 steps (3 general);
; OVERFLOW: return: i32 poison
; (Its alloca runs there; the load of uninitialized memory leaves it.)
; RUN: %refinery exec %s --function uninit --stats 2>&1 | FileCheck %s --check-prefix=UNINIT
; UNINIT: refinery exec: 4 steps (3 general);
; So do allocas of a known size, one element or several; one that
; llvm.lifetime.start makes start dead too (the load before the start is
; the general code's, poison: LangRef "Object Lifetime"); one larger than
; the memory limit is the general code's, which refuses it.
; RUN: %refinery exec %s --function allocas --stats 2>&1 | FileCheck %s --check-prefix=ALLOCAS
; ALLOCAS: refinery exec: 9 steps (1 general);
; ALLOCAS: return: i32 12
; RUN: %refinery exec %s --function dead_until_start --stats 2>&1 | FileCheck %s --check-prefix=DEAD
; DEAD: refinery exec: 4 steps (3 general);
; DEAD: return: i32 poison
; RUN: %refinery exec %s --function huge_alloca --stats 2>&1 | FileCheck %s --check-prefix=HUGE
; HUGE: refinery exec: 1 steps (1 general);
; HUGE: unsupported: alloca larger than the memory limit
; Division and remainder with a divisor that is not zero (nor -1 under a
; signed minimum), freeze of a defined value and select on a defined
; condition run there too; a zero divisor leaves it (UB: the general code
; says so).
; RUN: %refinery exec %s --function divsel --stats 2>&1 | FileCheck %s --check-prefix=DIVSEL
; DIVSEL: refinery exec: 1103 steps (1 general);
; DIVSEL: return: i32 41
; So do selects and freezes of pointers and floating-point values (a
; conversion and a pointer compare are the general code's).
; RUN: %refinery exec %s --function words --stats 2>&1 | FileCheck %s --check-prefix=WORDS
; WORDS: refinery exec: 11 steps (3 general);
; WORDS: return: i32 4
; A switch on a defined integer takes its edge there too.
; RUN: %refinery exec %s --function switch --stats 2>&1 | FileCheck %s --check-prefix=SWITCH
; SWITCH: refinery exec: 227 steps (1 general);
; SWITCH: return: i32 34
; So do llvm.umax/umin/smax/smin calls with nothing else to check; one
; with a range attribute on its result is the general code's.
; RUN: %refinery exec %s --function minmax --stats 2>&1 | FileCheck %s --check-prefix=MINMAX
; MINMAX: refinery exec: 323 steps (2 general);
; MINMAX: return: i16 999
; RUN: %refinery exec %s --function divzero --stats 2>&1 | FileCheck %s --check-prefix=DIVZERO
; DIVZERO: refinery exec: 2 steps (1 general);
; DIVZERO: ub: division by zero
; So do sitofp and uitofp to float and double, llvm.fabs, and
; llvm.fptosi.sat and llvm.fptoui.sat of float and double (saturating at
; both ends); a uitofp nneg of a negative value (poison) is the general
; code's.
; RUN: %refinery exec %s --function fp_words --stats 2>&1 | FileCheck %s --check-prefix=FPWORDS
; FPWORDS: refinery exec: 192 steps (1 general);
; FPWORDS: return: i64 986
; RUN: %refinery exec %s --function nneg_negative --stats 2>&1 | FileCheck %s --check-prefix=NNEG
; NNEG: refinery exec: 4 steps (3 general);
; NNEG: return: i32 poison
; So is a conversion that rounds (2^64 - 3 to float: 2^64), whose result
; the host's rounding mode would decide (the bitcast after it is not).
; RUN: %refinery exec %s --function inexact_int_to_fp --stats 2>&1 | FileCheck %s --check-prefix=INEXACT
; INEXACT: refinery exec: 4 steps (2 general);
; INEXACT: return: i32 1602224128
; So do bitcasts between scalars a word holds (half, float, double and
; integers of their widths, pointers): the same bits, a NaN's payload
; included; a poison operand is the general code's.
; RUN: %refinery exec %s --function bitcasts --stats 2>&1 | FileCheck %s --check-prefix=BITCASTS
; BITCASTS: refinery exec: 957 steps (1 general);
; BITCASTS: return: i64 63734359337
; RUN: %refinery exec %s --function bitcast_poison --stats 2>&1 | FileCheck %s --check-prefix=BITCASTPOISON
; BITCASTPOISON: refinery exec: 3 steps (3 general);
; BITCASTPOISON: return: i32 poison
; So do loads and stores of half, float and double (their bits, as an
; integer's of their width); a load of uninitialized memory is the general
; code's.
; RUN: %refinery exec %s --function fp_memory --stats 2>&1 | FileCheck %s --check-prefix=FPMEMORY
; FPMEMORY: refinery exec: 532 steps (2 general);
; FPMEMORY: return: double 0x41D0870013800000
; RUN: %refinery exec %s --function fp_uninit --stats 2>&1 | FileCheck %s --check-prefix=FPUNINIT
; FPUNINIT: refinery exec: 3 steps (2 general);
; So does fcmp of half, float and double (NaN unordered, -0 equal to +0);
; one with fast-math flags, or in a function that flushes denormals, is
; the general code's.
; RUN: %refinery exec %s --function fcmps --stats 2>&1 | FileCheck %s --check-prefix=FCMPS
; FCMPS: refinery exec: 882 steps (1 general);
; FCMPS: return: i32 131
; RUN: %refinery exec %s --function fcmp_flags --stats 2>&1 | FileCheck %s --check-prefix=FCMPFLAGS
; FCMPFLAGS: refinery exec: 3 steps (2 general);
; FCMPFLAGS: return: i1 poison
; RUN: %refinery exec %s --function fcmp_flush --stats 2>&1 | FileCheck %s --check-prefix=FCMPFLUSH
; FCMPFLUSH: refinery exec: 2 steps (2 general);
; FCMPFLUSH: return: i1 true
; The hot loop's words stay live between its runs: a register the general
; code writes again (a conversion's result in each iteration; phis that
; swap, whose moves the general code makes) is read afresh, not as the
; word of an earlier iteration.
; RUN: %refinery exec %s --function general_between --stats 2>&1 | FileCheck %s --check-prefix=BETWEEN
; BETWEEN: refinery exec: 72 steps (21 general);
; BETWEEN: return: i32 55
; RUN: %refinery exec %s --function swap_phis --stats 2>&1 | FileCheck %s --check-prefix=SWAP
; SWAP: return: i32 70
; A step limit inside the loop (a compare and its branch are one dispatch
; of the hot loop, two steps) ends the run there.
; RUN: %refinery exec %s --function loop --max-steps 1000 --json | FileCheck %s --check-prefix=LIMIT
; LIMIT: {"outcome":"step-limit"

@buf = global [16 x i32] zeroinitializer

define i32 @loop() {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 7, %entry ], [ %acc.next, %loop ]
  %a = mul nuw nsw i32 %acc, 3
  %b = xor i32 %a, %i
  %c = shl nuw nsw i32 %b, 2
  %d = lshr exact i32 %c, 2
  %e = ashr i32 %d, 1
  %e1 = and i32 %e, 255
  %f = or disjoint i32 %e1, 256
  %g = sub nsw i32 %f, %i
  %idx = and i32 %g, 15
  %idx64 = zext nneg i32 %idx to i64
  %p = getelementptr inbounds [16 x i32], ptr @buf, i64 0, i64 %idx64
  %v = load i32, ptr %p, align 4
  %v1 = add i32 %v, 1
  store i32 %v1, ptr %p, align 4
  %t = trunc i32 %g to i8
  %s = sext i8 %t to i32
  %acc.next = and i32 %s, 1023
  %i.next = add nuw nsw i32 %i, 1
  %done = icmp samesign ult i32 %i.next, 100
  br i1 %done, label %loop, label %exit

exit:
  ret i32 %acc.next
}

define i32 @overflow() {
  %p = add nsw i32 2147483647, 1
  %q = add i32 %p, 1
  ret i32 %q
}

define i32 @uninit() {
  %a = alloca i32, align 4
  %v = load i32, ptr %a, align 4
  %w = add i32 %v, 1
  ret i32 %w
}

define i32 @allocas() {
  %x = alloca i32, align 4
  %arr = alloca i32, i64 4, align 16
  store i32 5, ptr %x, align 4
  %p = getelementptr i32, ptr %arr, i64 3
  store i32 7, ptr %p, align 4
  %a = load i32, ptr %x, align 4
  %b = load i32, ptr %p, align 4
  %s = add i32 %a, %b
  ret i32 %s
}

declare void @llvm.lifetime.start.p0(ptr)

define i32 @dead_until_start() {
  %x = alloca i32, align 4
  %v = load i32, ptr %x, align 4
  call void @llvm.lifetime.start.p0(ptr %x)
  ret i32 %v
}

define i32 @huge_alloca() {
  %x = alloca i8, i64 1099511627776, align 1
  ret i32 0
}

define i32 @divsel() {
entry:
  br label %loop

loop:
  %i = phi i32 [ 1, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 1000, %entry ], [ %acc.next, %loop ]
  %q = udiv i32 %acc, %i
  %r = srem i32 %acc, 7
  %s = sdiv exact i32 %i, 1
  %u = urem i32 %q, 13
  %f = freeze i32 %u
  %c = icmp ugt i32 %r, 3
  %m = select i1 %c, i32 %f, i32 %s
  %acc.next = add nuw nsw i32 %acc, %m
  %i.next = add nuw nsw i32 %i, 1
  %done = icmp ult i32 %i.next, 101
  br i1 %done, label %loop, label %exit

exit:
  %ret = urem i32 %acc.next, 100
  ret i32 %ret
}

define i32 @divzero() {
  %z = add i32 0, 0
  %q = sdiv i32 7, %z
  ret i32 %q
}

define i32 @words() {
  %c = icmp eq i32 1, 1
  %p = select i1 %c, ptr @buf, ptr null
  %fp = freeze ptr %p
  %d = select i1 %c, double 1.5, double 2.5
  %fd = freeze double %d
  %i = fptosi double %fd to i32
  %same = icmp eq ptr %fp, @buf
  %z = zext i1 %same to i32
  %r = add i32 %i, %z
  %r2 = shl i32 %r, 1
  ret i32 %r2
}

define i32 @switch() {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %latch ]
  %k = and i32 %i, 3
  switch i32 %k, label %other [
    i32 0, label %zero
    i32 2, label %two
  ]

zero:
  br label %latch

two:
  br label %latch

other:
  br label %latch

latch:
  %add = phi i32 [ 1, %zero ], [ 3, %two ], [ 0, %other ]
  %acc.next = add i32 %acc, %add
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, 32
  br i1 %done, label %exit, label %loop

exit:
  %r = add i32 %acc.next, 2
  ret i32 %r
}

define i16 @minmax() {
entry:
  br label %loop

loop:
  %i = phi i16 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i16 [ -5, %entry ], [ %acc.next, %loop ]
  %a = call i16 @llvm.umax.i16(i16 %acc, i16 %i)
  %b = call i16 @llvm.smin.i16(i16 %a, i16 300)
  %c = call i16 @llvm.smax.i16(i16 %b, i16 -7)
  %d = call i16 @llvm.umin.i16(i16 %c, i16 %i)
  %acc.next = xor i16 %acc, %d
  %i.next = add i16 %i, 1
  %done = icmp eq i16 %i.next, 40
  br i1 %done, label %exit, label %loop

exit:
  %r = call range(i16 0, 1000) i16 @llvm.umin.i16(i16 %acc.next, i16 999)
  ret i16 %r
}

define i32 @general_between() {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %f = uitofp i32 %i to float
  %g = fadd float %f, 1.0
  %h = fptoui float %g to i32
  %acc.next = add i32 %acc, %h
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, 10
  br i1 %done, label %exit, label %loop

exit:
  ret i32 %acc.next
}

define i32 @swap_phis() {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %a = phi i32 [ 1, %entry ], [ %b, %loop ]
  %b = phi i32 [ 2, %entry ], [ %a, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %t = mul i32 %a, 10
  %acc.next = add i32 %acc, %t
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, 5
  br i1 %done, label %exit, label %loop

exit:
  ret i32 %acc.next
}

define i64 @fp_words() {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %loop ]
  %s = sub i32 %i, 5
  %f = sitofp i32 %s to float
  %a = call float @llvm.fabs.f32(float %f)
  %q = call i8 @llvm.fptosi.sat.i8.f32(float %a)
  %m = mul i32 %i, 100
  %d = uitofp i32 %m to double
  %u = call i8 @llvm.fptoui.sat.i8.f64(double %d)
  %n = sub i32 0, %m
  %g = sitofp i32 %n to float
  %v = call i8 @llvm.fptosi.sat.i8.f32(float %g)
  %qz = zext i8 %q to i64
  %uz = zext i8 %u to i64
  %vs = sext i8 %v to i64
  %t1 = add i64 %acc, %qz
  %t2 = add i64 %t1, %uz
  %acc.next = add i64 %t2, %vs
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, 10
  br i1 %done, label %exit, label %loop

exit:
  ret i64 %acc.next
}

define i32 @nneg_negative() {
  %x = sub i32 0, 1
  %p = uitofp nneg i32 %x to float
  %r = bitcast float %p to i32
  ret i32 %r
}

define i32 @inexact_int_to_fp() {
  %x = sub i64 0, 3
  %f = uitofp i64 %x to float
  %r = bitcast float %f to i32
  ret i32 %r
}

define i64 @bitcasts() {
entry:
  %buf = alloca i64, align 8
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i64 [ 1, %entry ], [ %acc.next, %loop ]
  %t16 = trunc i64 %acc to i16
  %h = bitcast i16 %t16 to half
  %h.i = bitcast half %h to i16
  %t32 = trunc i64 %acc to i32
  %f = bitcast i32 %t32 to float
  %f.i = bitcast float %f to i32
  %d = bitcast i64 %acc to double
  %d.i = bitcast double %d to i64
  %p = bitcast ptr %buf to ptr
  store i64 %d.i, ptr %p, align 8
  %l = load i64, ptr %buf, align 8
  %a = zext i16 %h.i to i64
  %b = zext i32 %f.i to i64
  %s1 = add i64 %a, %b
  %s2 = add i64 %s1, %l
  %acc.next = xor i64 %s2, %i
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, 50
  br i1 %c, label %loop, label %exit

exit:
  ; A quiet NaN with a payload (0x7FC00001) keeps it.
  %nan = bitcast i32 2143289345 to float
  %nan.i = bitcast float %nan to i32
  %nan.64 = zext i32 %nan.i to i64
  %r = add i64 %acc.next, %nan.64
  ret i64 %r
}

define i32 @bitcast_poison() {
  %f = bitcast i32 poison to float
  %i = bitcast float %f to i32
  ret i32 %i
}

define double @fp_memory() {
entry:
  %h = alloca half, align 2
  %f = alloca float, align 4
  %d = alloca double, align 8
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %bits = trunc i64 %i to i16
  %hv = bitcast i16 %bits to half
  store half %hv, ptr %h, align 2
  %hl = load half, ptr %h, align 2
  %fi = uitofp i64 %i to float
  store float %fi, ptr %f, align 4
  %fl = load float, ptr %f, align 4
  %di = uitofp i64 %i to double
  store double %di, ptr %d, align 8
  %dl = load double, ptr %d, align 8
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, 40
  br i1 %c, label %loop, label %exit

exit:
  %hb = bitcast half %hl to i16
  %fb = bitcast float %fl to i32
  %h64 = zext i16 %hb to i64
  %f64 = zext i32 %fb to i64
  %s = add i64 %h64, %f64
  %sd = uitofp i64 %s to double
  %r = fadd double %sd, %dl
  ret double %r
}

define float @fp_uninit() {
  %f = alloca float, align 4
  %v = load float, ptr %f, align 4
  ret float %v
}

define i32 @fcmps() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %n = phi i32 [ 0, %entry ], [ %n.next, %loop ]
  %f = uitofp i64 %i to float
  %d = uitofp i64 %i to double
  %h16 = trunc i64 %i to i16
  %h = bitcast i16 %h16 to half
  %c1 = fcmp olt float %f, 10.0
  %c2 = fcmp uge double %d, 0x7FF8000000000000
  %c3 = fcmp oeq half %h, 0xH8000
  %c4 = fcmp one float %f, 0x7FF0000000000000
  %c5 = fcmp ord half %h, %h
  %z1 = zext i1 %c1 to i32
  %z2 = zext i1 %c2 to i32
  %z3 = zext i1 %c3 to i32
  %z4 = zext i1 %c4 to i32
  %z5 = zext i1 %c5 to i32
  %s1 = add i32 %z1, %z2
  %s2 = add i32 %s1, %z3
  %s3 = add i32 %s2, %z4
  %s4 = add i32 %s3, %z5
  %n.next = add i32 %n, %s4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, 40
  br i1 %c, label %loop, label %exit

exit:
  ret i32 %n.next
}

define i1 @fcmp_flags() {
  %nan = bitcast i32 2143289344 to float
  %c = fcmp nnan oeq float %nan, %nan
  ret i1 %c
}

define i1 @fcmp_flush() "denormal-fp-math"="preserve-sign,preserve-sign" {
  %c = fcmp oeq float 0x36A0000000000000, 0.0
  ret i1 %c
}
