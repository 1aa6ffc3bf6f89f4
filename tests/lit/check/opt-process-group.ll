; An external opt runs in a process group of its own: when it times out
; (check's --timeout also bounds the optimizer) or refinery is interrupted,
; the whole group is killed, so nothing it started keeps running. The opt
; here is a script that starts `sleep 300 &`, records its pid and waits.

; RUN: rm -f %t.pids
; RUN: env REFINERY_TEST_PIDS=%t.pids not %refinery check %s --opt %S/Inputs/opt-spawns-child.sh --timeout 1 2> %t.err
; RUN: FileCheck %s < %t.err
; CHECK: refinery: error: {{.*}}opt-spawns-child.sh timed out after 1 s
; RUN: python3 %S/Inputs/assert_gone.py %t.pids | FileCheck %s --check-prefix=GONE
; GONE: 1 child(ren) of the optimizer gone

; SIGINT or SIGTERM while the opt runs: the group goes too, and refinery
; ends as the signal says.
; RUN: rm -f %t.pids
; RUN: env REFINERY_TEST_PIDS=%t.pids python3 %S/Inputs/signal_when_started.py %t.pids SIGINT %refinery check %s --opt %S/Inputs/opt-spawns-child.sh | FileCheck %s --check-prefix=INT
; INT: ended: -2
; RUN: python3 %S/Inputs/assert_gone.py %t.pids | FileCheck %s --check-prefix=GONE
; RUN: rm -f %t.pids
; RUN: env REFINERY_TEST_PIDS=%t.pids python3 %S/Inputs/signal_when_started.py %t.pids SIGTERM %refinery check %s --opt %S/Inputs/opt-spawns-child.sh | FileCheck %s --check-prefix=TERM
; TERM: ended: -15
; RUN: python3 %S/Inputs/assert_gone.py %t.pids | FileCheck %s --check-prefix=GONE

define i32 @f(i32 %x) {
  %r = add i32 %x, 0
  ret i32 %r
}
