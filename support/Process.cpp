//===- support/Process.cpp - Running a program in its own group -----------===//
#include "support/Process.h"
#include "llvm/Support/raw_ostream.h"
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <pthread.h>
#include <spawn.h>
#include <sys/resource.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

using namespace llvm;
using namespace refinery;

namespace {

/// The signals that interrupt a wait: the caller is being stopped.
constexpr int InterruptSignals[] = {SIGINT, SIGTERM, SIGHUP};

bool isInterrupt(int Sig) {
  for (int S : InterruptSignals)
    if (S == Sig)
      return true;
  return false;
}

/// Whether \p Sig would do anything if it were not blocked: Linux queues
/// a blocked signal even when it is ignored.
bool isIgnored(int Sig) {
  struct sigaction Act;
  return ::sigaction(Sig, nullptr, &Act) == 0 && Act.sa_handler == SIG_IGN;
}

/// posix_spawn's attributes and file actions, released on every path.
struct SpawnSetup {
  posix_spawnattr_t Attr;
  posix_spawn_file_actions_t Files;
  SpawnSetup() {
    posix_spawnattr_init(&Attr);
    posix_spawn_file_actions_init(&Files);
  }
  ~SpawnSetup() {
    posix_spawn_file_actions_destroy(&Files);
    posix_spawnattr_destroy(&Attr);
  }
};

/// Blocks the signals the wait listens to in the calling thread, and
/// restores the old mask when it ends.
struct BlockedSignals {
  sigset_t Set, Old;
  BlockedSignals() {
    sigemptyset(&Set);
    sigaddset(&Set, SIGCHLD);
    for (int S : InterruptSignals)
      sigaddset(&Set, S);
    pthread_sigmask(SIG_BLOCK, &Set, &Old);
  }
  ~BlockedSignals() { pthread_sigmask(SIG_SETMASK, &Old, nullptr); }
};

} // namespace

/// Fills \p R from a waitpid() status.
static void setEnd(ProcessStatus &R, int WaitStatus) {
  if (WIFSIGNALED(WaitStatus)) {
    R.How = ProcessStatus::End::Signalled;
    R.Code = WTERMSIG(WaitStatus);
    const char *Text = ::strsignal(R.Code);
    R.SignalText = Text ? Text : "signal " + std::to_string(R.Code);
#ifdef WCOREDUMP
    if (WCOREDUMP(WaitStatus))
      R.SignalText += " (core dumped)";
#endif
    return;
  }
  R.How = ProcessStatus::End::Exited;
  R.Code = WIFEXITED(WaitStatus) ? WEXITSTATUS(WaitStatus) : -1;
}

ForkedResult refinery::runForked(function_ref<int(std::string &)> Fn) {
  ForkedResult R;
  auto InProcess = [&] {
    R.Isolated = false;
    R.Status.Code = Fn(R.Message);
    return std::move(R);
  };
  // Close-on-exec: a program the child starts (an external optimizer, and
  // whatever that leaves running) must not hold the pipe open, or the
  // read below would wait for it.
  int P[2];
  if (::pipe2(P, O_CLOEXEC))
    return InProcess();
  outs().flush();
  errs().flush();
  const pid_t Parent = ::getpid();
  pid_t Pid = ::fork();
  if (Pid < 0) {
    ::close(P[0]);
    ::close(P[1]);
    return InProcess();
  }
  if (Pid == 0) {
#ifdef __linux__
    // The child ends with the caller: a caller killed (at a timeout of
    // its own caller) must not leave Fn running, as it would not have run
    // on in the caller. (If the caller is gone already, so is the child.)
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (::getppid() != Parent)
      ::_exit(127);
#endif
    ::close(P[0]);
    std::string Msg;
    int RC = Fn(Msg);
    for (size_t Done = 0; Done < Msg.size();) {
      ssize_t N = ::write(P[1], Msg.data() + Done, Msg.size() - Done);
      if (N < 0 && errno == EINTR)
        continue;
      if (N <= 0)
        break;
      Done += N;
    }
    outs().flush();
    errs().flush();
    ::_exit(RC);
  }
  ::close(P[1]);
  char Buf[4096];
  for (ssize_t N; (N = ::read(P[0], Buf, sizeof(Buf))) != 0;) {
    if (N < 0) {
      if (errno == EINTR)
        continue;
      break;
    }
    R.Message.append(Buf, N);
  }
  ::close(P[0]);
  int WaitStatus = 0;
  while (::waitpid(Pid, &WaitStatus, 0) < 0 && errno == EINTR)
    ;
  setEnd(R.Status, WaitStatus);
  return R;
}

Expected<ProcessStatus> refinery::runInOwnGroup(const ProcessSpec &Spec) {
  assert(!Spec.Args.empty() && "no program to run");
  std::vector<char *> Argv;
  for (const std::string &A : Spec.Args)
    Argv.push_back(const_cast<char *>(A.c_str()));
  Argv.push_back(nullptr);

  int Interrupt = 0;
  ProcessStatus R;
  int WaitStatus = 0;
  {
    BlockedSignals Blocked;
    SpawnSetup Setup;
    // pgroup 0: a new group whose id is the child's pid, set before the
    // exec, so that nothing the program starts is ever outside it. The
    // program gets the caller's signal mask, not the one of the wait.
    posix_spawnattr_setpgroup(&Setup.Attr, 0);
    posix_spawnattr_setsigmask(&Setup.Attr, &Blocked.Old);
    posix_spawnattr_setflags(&Setup.Attr,
                             POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK);
    const std::string *Paths[] = {&Spec.StdinPath, &Spec.StdoutPath,
                                  &Spec.StderrPath};
    for (int FD = 0; FD < 3; ++FD) {
      const std::string &P = *Paths[FD];
      posix_spawn_file_actions_addopen(
          &Setup.Files, FD, P.empty() ? "/dev/null" : P.c_str(),
          FD == 0 ? O_RDONLY : O_WRONLY | O_CREAT | O_TRUNC, 0666);
    }
    pid_t Pid;
    if (int EC = ::posix_spawn(&Pid, Argv[0], &Setup.Files, &Setup.Attr,
                               Argv.data(), environ))
      return createStringError(std::error_code(EC, std::generic_category()),
                               "%s", std::strerror(EC));
    if (Spec.OnGroup)
      Spec.OnGroup(Pid);

    using Clock = std::chrono::steady_clock;
    auto Deadline = Clock::now() + std::chrono::seconds(Spec.TimeoutSeconds);
    bool Ended = false, TimedOut = false;
    while (true) {
      siginfo_t Info;
      Info.si_pid = 0;
      // WNOWAIT: the program stays a zombie, so its pid (the group's id)
      // is not reused until OnGroup(0) was called.
      int W = ::waitid(P_PID, Pid, &Info, WEXITED | WNOHANG | WNOWAIT);
      if ((W == 0 && Info.si_pid == Pid) || (W < 0 && errno != EINTR)) {
        Ended = true;
        break;
      }
      std::chrono::milliseconds Wait(100);
      if (Spec.TimeoutSeconds) {
        auto Left = std::chrono::duration_cast<std::chrono::milliseconds>(
            Deadline - Clock::now());
        if (Left.count() <= 0) {
          TimedOut = true;
          break;
        }
        Wait = std::min(Wait, Left);
      }
      // Woken by SIGCHLD (any child's: the loop looks again), by an
      // interrupt, or after at most 100 ms.
      timespec TS{0, long(Wait.count()) * 1000000};
      int Sig = ::sigtimedwait(&Blocked.Set, nullptr, &TS);
      if (Sig > 0 && isInterrupt(Sig) && !isIgnored(Sig)) {
        Interrupt = Sig;
        break;
      }
    }
    if (!Ended)
      ::kill(-Pid, SIGKILL);
    if (Spec.OnGroup)
      Spec.OnGroup(0);
    while (::waitpid(Pid, &WaitStatus, 0) < 0 && errno == EINTR)
      ;
    if (TimedOut)
      R.How = ProcessStatus::End::TimedOut;
  }
  // The old mask is back: the interrupt ends the caller as it would have.
  if (Interrupt) {
    ::raise(Interrupt);
    R.How = ProcessStatus::End::Interrupted;
    R.Code = Interrupt;
    return R;
  }
  if (R.How == ProcessStatus::End::TimedOut)
    return R;
  setEnd(R, WaitStatus);
  return R;
}

uint64_t refinery::currentRssKb() {
  std::FILE *F = std::fopen("/proc/self/statm", "r");
  if (!F)
    return 0;
  unsigned long long Size = 0, Resident = 0;
  int Read = std::fscanf(F, "%llu %llu", &Size, &Resident);
  std::fclose(F);
  if (Read != 2)
    return 0;
  return Resident * static_cast<uint64_t>(::sysconf(_SC_PAGESIZE)) / 1024;
}

uint64_t refinery::peakRssKb() {
  struct rusage U;
  if (::getrusage(RUSAGE_SELF, &U) != 0)
    return 0;
  return static_cast<uint64_t>(U.ru_maxrss); // KiB on Linux
}
