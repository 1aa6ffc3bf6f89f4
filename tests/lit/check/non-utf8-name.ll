; A function whose name is not valid UTF-8 (LLVM names are any bytes):
; the JSON output replaces the bad bytes with U+FFFD instead of aborting in
; the JSON writer (built without exceptions, it aborted on invalid UTF-8).
; RUN: %refinery check --json %s | FileCheck %s
; CHECK: {"verdict":"no-violation",{{.*}}"functions":[{"name":"x{{.+}}","verdict":"no-violation",
define i8 @"x\FF"(i8 %x) {
  %a = add i8 %x, 0
  ret i8 %a
}
