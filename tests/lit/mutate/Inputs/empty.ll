; A module with nothing to mutate for most strategies (used by cli.ll).
define void @f() {
  ret void
}
