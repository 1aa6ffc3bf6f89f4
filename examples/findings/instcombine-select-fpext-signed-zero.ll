; A miscompilation in LLVM 22.1.8 (found by bench/seed_sources.py's
; --mutate-only --seed-pipelines campaign on ../shared/llvm-tests, a mutant
; of InstCombine's fpext/select tests, seed 1; reduced with `refinery
; reduce`, culprit instcombine; reported upstream as llvm-project#157254,
; open, likely fixed by llvm-project#210077 after 22 branched):
; InstCombine reads `select (fcmp olt X, 0.0), 0.0, fpext X` as a maxnum
; pattern and rebuilds it as `select (fcmp ole X, 0.0), 0.0, X` before the
; fpext, which loses the sign of a zero. By the LangRef the source returns
; -0.0 for X = -0.0: `fcmp olt` is "ordered and less than" and -0.0 is not
; less than 0.0 ("'fcmp' Instruction"), so the select returns fpext(-0.0),
; which is -0.0 ("'fpext' Instruction": the value is unchanged); without
; nsz nothing lets the target return +0.0, which it does (-0.0 ole 0.0).
; Natively (clang-22 -O0 of this file and of opt-22 -passes=instcombine of
; it): src(-0.0f) = -0, tgt(-0.0f) = 0.
;
;   refinery check instcombine-select-fpext-signed-zero.ll --passes=instcombine
;   violation (value-mismatch), input float -0.000000e+00
define double @src(float %x) {
  %ext = fpext float %x to double
  %cmp = fcmp olt float %x, 0.000000e+00
  %max = select i1 %cmp, double 0.000000e+00, double %ext
  ret double %max
}
