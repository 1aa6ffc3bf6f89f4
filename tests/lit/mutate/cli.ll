; The refinery mutate command line: errors exit with status 2; mutant k of
; --seed N is the mutant of --seed N+k; -o takes a file, a directory or -.

; --- errors ---
; RUN: not %refinery mutate %s 2>&1 | FileCheck %s --check-prefix=NOSEED
; NOSEED: error: --seed N is required
; RUN: sh -c '%refinery mutate %s 2>/dev/null; test $? -eq 2'
; RUN: not %refinery mutate --seed 1 2>&1 | FileCheck %s --check-prefix=NOFILE
; NOFILE: error: no input file
; RUN: not %refinery mutate %S/does-not-exist.ll --seed 1 2>&1 | FileCheck %s --check-prefix=MISSING
; MISSING: error: {{.*}}does-not-exist.ll: error: Could not open input file
; RUN: not %refinery mutate %s --seed 1 --strategies flags,nosuch 2>&1 | FileCheck %s --check-prefix=BADNAME
; BADNAME: error: unknown mutation strategy 'nosuch'
; RUN: not %refinery mutate %s --seed 1 --strategies flags=x 2>&1 | FileCheck %s --check-prefix=BADW
; BADW: error: bad weight 'x' for strategy 'flags'
; RUN: not %refinery mutate %s --seed 1 --weight flags 2>&1 | FileCheck %s --check-prefix=BADW2
; BADW2: error: bad --weight 'flags' (NAME=W)
; RUN: not %refinery mutate %s --seed 1 --strategies flags=0 2>&1 | FileCheck %s --check-prefix=ZERO
; ZERO: error: every mutation strategy has weight 0
; RUN: not %refinery mutate %s --seed 1 --count 0 2>&1 | FileCheck %s --check-prefix=COUNT0
; COUNT0: error: --count must be at least 1
; RUN: not %refinery mutate %s --seed 1 --function nosuch 2>&1 | FileCheck %s --check-prefix=NOFUNC
; NOFUNC: error: no function definition @nosuch in {{.*}}cli.ll

; --- the strategies ---
; RUN: %refinery mutate --list-strategies | FileCheck %s --check-prefix=LIST
; LIST: flags {{ *}}20 add or remove nsw/nuw/exact/disjoint/nneg/samesign/inbounds/nusw/nuw and fast-math flags
; LIST: select-logic
; LIST: select-swap
; LIST: select-related
; LIST: minmax
; LIST: freeze
; LIST: constants
; LIST: operand-replace
; LIST: operand-new-arg
; LIST: opcode
; LIST: predicate
; LIST: commute
; LIST: move
; LIST: width
; LIST: ub-attrs
; LIST: ub-metadata
; LIST: fm-modify
; LIST: fm-delete
; LIST: fm-shuffle
; LIST: fm-inject
; LIST: fm-phi
; LIST: fm-sink
; LIST: fm-cfg
; RUN: %refinery mutate --list-strategies --strategies freeze=3,flags --weight flags=7 | FileCheck %s --check-prefix=LISTW
; LISTW: flags {{ *}}7
; LISTW: select-logic {{ *}}0
; LISTW: freeze {{ *}}3

; --- output and seeds ---
; RUN: rm -rf %t.dir && %refinery mutate %s --seed 10 --count 3 -o %t.dir
; RUN: ls %t.dir | FileCheck %s --check-prefix=DIR
; DIR: cli-10.ll
; DIR-NEXT: cli-11.ll
; DIR-NEXT: cli-12.ll
; RUN: %refinery mutate %s --seed 11 -o %t.11.ll
; RUN: diff %t.dir/cli-11.ll %t.11.ll
; RUN: %refinery mutate %s --seed 11 -o - > %t.11.stdout.ll
; RUN: diff %t.11.ll %t.11.stdout.ll
; An existing directory takes a single mutant too.
; RUN: rm -rf %t.dir2 && mkdir %t.dir2 && %refinery mutate %s --seed 12 -o %t.dir2
; RUN: diff %t.dir/cli-12.ll %t.dir2/cli-12.ll
; Every mutant starts with its seed and mutations, and is valid IR.
; RUN: FileCheck %s --check-prefix=HEADER < %t.11.ll
; HEADER: ; refinery mutate cli.ll --seed 11 --mutations 3
; HEADER-NEXT: ; mutation ({{[a-z-]+}}): {{.+}}
; HEADER-NEXT: ; mutation ({{[a-z-]+}}): {{.+}}
; HEADER-NEXT: ; mutation ({{[a-z-]+}}): {{.+}}
; HEADER-NEXT: ; ModuleID =
; RUN: %opt22 -passes=verify -disable-output %t.11.ll
; Several mutants on stdout, one after the other.
; RUN: %refinery mutate %s --seed 10 --count 3 -o - | grep -c '^; refinery mutate' | FileCheck %s --check-prefix=THREE
; THREE: 3
; --mutations and --describe.
; RUN: %refinery mutate %s --seed 20 --mutations 5 --describe -o /dev/null 2>&1 | FileCheck %s --check-prefix=FIVE
; FIVE-COUNT-5: seed 20: {{[a-z-]+}}: {{.+}}
; FIVE-NOT: seed 20

; Nothing to mutate: a warning, the module unchanged, status 0.
; RUN: %refinery mutate %S/Inputs/empty.ll --seed 1 --strategies select-swap -o %t.empty.ll 2>&1 | FileCheck %s --check-prefix=NOTHING
; NOTHING: warning: seed 1: 0 of 3 mutation(s) applied

define i32 @f(i32 %x, i32 %y) {
  %a = add i32 %x, %y
  %c = icmp slt i32 %a, 10
  %s = select i1 %c, i32 %a, i32 %y
  ret i32 %s
}
