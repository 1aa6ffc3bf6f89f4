#!/bin/sh
# A broken optimizer for tests: called as opt is (--opt-args first, then
# -passes=... -S -o OUT IN), it writes OUT according to its first argument:
#   --empty    nothing (as /bin/true does)
#   --garbage  text that is not IR
#   --invalid  IR that does not verify
#   --drop     a module with the input's declarations only
#   --copy     the input unchanged
mode=$1
out=
in=
while [ $# -gt 0 ]; do
  case $1 in
    -o) out=$2; shift ;;
    -*) ;;
    *) in=$1 ;;
  esac
  shift
done
case $mode in
  --empty) : > "$out" ;;
  --garbage) echo 'this is not IR' > "$out" ;;
  --invalid) printf 'define i32 @f(i32 %%x) {\n  %%a = add i32 %%b, 1\n  %%b = add i32 %%x, 1\n  ret i32 %%a\n}\n' > "$out" ;;
  --drop) { echo "; ModuleID = 'dropped'"; grep '^declare' "$in"; } > "$out" ;;
  --copy) cp "$in" "$out" ;;
  *) echo "fake-opt.sh: unknown mode $mode" >&2; exit 1 ;;
esac
exit 0
