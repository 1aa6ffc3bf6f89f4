; ffs declared with a prototype that is not the C one (int ffs(int)):
; TargetLibraryInfo does not take it for the library function
; (libc-compare.ll).
target triple = "x86_64-unknown-linux-gnu"

declare i8 @ffs(i8)

define i8 @ffs_i8(i8 %x) {
  %r = call i8 @ffs(i8 %x)
  ret i8 %r
}
