//===- support/Process.h - Running a program in its own group ---*- C++ -*-===//
///
/// \file
/// Runs an external program (an optimizer) in a process group of its own,
/// with a timeout. Whatever the program starts stays in its group, so a
/// timeout or an interrupt kills everything it started, not only the
/// program (a script's background children would otherwise keep running,
/// reparented to init). After a normal exit the group is left alone.
///
//===----------------------------------------------------------------------===//
#ifndef REFINERY_SUPPORT_PROCESS_H
#define REFINERY_SUPPORT_PROCESS_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace refinery {

struct ProcessSpec {
  /// The program's path, then its arguments (Args[0] is the program).
  std::vector<std::string> Args;
  /// Files for standard input, output and error; empty means /dev/null.
  std::string StdinPath, StdoutPath, StderrPath;
  /// Seconds after which the group is killed (0: no limit).
  unsigned TimeoutSeconds = 0;
  /// Called with the new group's id right after the spawn, and with 0
  /// once the program has ended, before it is reaped: while an id is
  /// published, it names this group and no other (e.g. for a supervisor
  /// that kills the group of a worker it abandons).
  llvm::function_ref<void(int)> OnGroup = nullptr;
};

struct ProcessStatus {
  enum class End {
    /// Exited by itself; Code is its exit status.
    Exited,
    /// Killed by a signal it did not get from us; Code is the signal.
    Signalled,
    /// Still running at the timeout; its group was killed.
    TimedOut,
    /// The caller got SIGINT, SIGTERM or SIGHUP (Code) while waiting: the
    /// group was killed and the signal raised again, whose handler
    /// returned.
    Interrupted,
  };
  End How = End::Exited;
  int Code = 0;
  /// For End::Signalled: the signal's description ("Aborted", with
  /// " (core dumped)" if it dumped core).
  std::string SignalText;
};

/// How a function run by runForked() ended.
struct ForkedResult {
  /// End::Exited with Code the function's return value, or End::Signalled
  /// with the signal that ended the child (and its SignalText).
  ProcessStatus Status;
  /// What the function left in its Message argument when it returned
  /// (empty if the child died first).
  std::string Message;
  /// False if no child could be made (no pipe or no fork): the function
  /// ran in the calling process.
  bool Isolated = true;
};

/// Runs \p Fn in a forked child and waits for it, so that a crash in \p Fn
/// (the optimizer crashing on a reduction candidate) ends the child, not
/// the caller. outs() and errs() are flushed before the fork (nothing
/// buffered is written twice) and in the child before it exits. \p Fn
/// returns the child's exit code and may set \p Message, which reaches
/// the caller through a pipe. If no child can be made, \p Fn runs in the
/// calling process. Blocks no signals and has no timeout. The child is
/// killed when the caller ends (on Linux: PR_SET_PDEATHSIG).
ForkedResult runForked(llvm::function_ref<int(std::string &Message)> Fn);

/// Runs \p Spec's program in a new process group (its id is the program's
/// pid) and waits for it. At the timeout, or when the calling thread
/// receives SIGINT, SIGTERM or SIGHUP that is not ignored, the whole group
/// is killed with SIGKILL; an interrupting signal is then raised again, so
/// the caller ends (or handles it) as it would have without the wait.
/// An error only if the program could not be started.
llvm::Expected<ProcessStatus> runInOwnGroup(const ProcessSpec &Spec);

/// The peak resident memory of this process so far, in KiB (getrusage).
uint64_t peakRssKb();
/// The resident memory of this process now, in KiB (/proc/self/statm; 0
/// where it cannot be read).
uint64_t currentRssKb();

} // namespace refinery

#endif
