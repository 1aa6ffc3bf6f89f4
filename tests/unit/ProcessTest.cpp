//===- tests/unit/ProcessTest.cpp - runInOwnGroup, runForked ------------===//
#include "support/Process.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "gtest/gtest.h"
#include <chrono>
#include <csignal>
#include <thread>
#include <unistd.h>

using namespace llvm;
using namespace refinery;

namespace {

ProcessStatus run(std::vector<std::string> Args, unsigned Timeout = 0,
                  std::string Stderr = "") {
  ProcessSpec S;
  S.Args = std::move(Args);
  S.TimeoutSeconds = Timeout;
  S.StderrPath = std::move(Stderr);
  Expected<ProcessStatus> R = runInOwnGroup(S);
  EXPECT_TRUE(bool(R)) << toString(R.takeError());
  return R ? *R : ProcessStatus();
}

/// Whether \p Pid runs (a zombie does not).
bool running(pid_t Pid) {
  auto B = MemoryBuffer::getFile("/proc/" + std::to_string(Pid) + "/stat");
  if (!B)
    return false;
  StringRef After = (*B)->getBuffer().rsplit(')').second.ltrim();
  return !After.starts_with("Z");
}

TEST(ProcessTest, ExitStatus) {
  ProcessStatus R = run({"/bin/sh", "-c", "exit 3"});
  EXPECT_EQ(R.How, ProcessStatus::End::Exited);
  EXPECT_EQ(R.Code, 3);
}

TEST(ProcessTest, KilledBySignal) {
  ProcessStatus R = run({"/bin/sh", "-c", "kill -SEGV $$"});
  EXPECT_EQ(R.How, ProcessStatus::End::Signalled);
  EXPECT_EQ(R.Code, SIGSEGV);
  EXPECT_TRUE(StringRef(R.SignalText).starts_with("Segmentation fault"))
      << R.SignalText;
}

TEST(ProcessTest, StderrToFile) {
  SmallString<128> Err;
  ASSERT_FALSE(sys::fs::createTemporaryFile("process-test", "txt", Err));
  ProcessStatus R =
      run({"/bin/sh", "-c", "echo out; echo err >&2"}, 0, Err.str().str());
  EXPECT_EQ(R.How, ProcessStatus::End::Exited);
  auto B = MemoryBuffer::getFile(Err);
  ASSERT_TRUE(bool(B));
  EXPECT_EQ((*B)->getBuffer(), "err\n");
  sys::fs::remove(Err);
}

TEST(ProcessTest, CannotStart) {
  ProcessSpec S;
  S.Args = {"/nonexistent/refinery-no-such-program"};
  Expected<ProcessStatus> R = runInOwnGroup(S);
  ASSERT_FALSE(bool(R));
  EXPECT_EQ(toString(R.takeError()), "No such file or directory");
}

// At the timeout the whole group goes: the program and the background
// child it started, whose pid it printed.
TEST(ProcessTest, TimeoutKillsTheGroup) {
  SmallString<128> Out;
  ASSERT_FALSE(sys::fs::createTemporaryFile("process-test", "txt", Out));
  std::vector<int> Groups;
  ProcessSpec S;
  S.Args = {"/bin/sh", "-c", "sleep 300 & echo $!; wait"};
  S.StdoutPath = Out.str().str();
  S.TimeoutSeconds = 1;
  auto OnGroup = [&](int G) { Groups.push_back(G); };
  S.OnGroup = OnGroup;
  auto Start = std::chrono::steady_clock::now();
  Expected<ProcessStatus> R = runInOwnGroup(S);
  ASSERT_TRUE(bool(R)) << toString(R.takeError());
  EXPECT_EQ(R->How, ProcessStatus::End::TimedOut);
  EXPECT_LT(std::chrono::steady_clock::now() - Start, std::chrono::seconds(5));
  ASSERT_EQ(Groups.size(), 2u);
  EXPECT_GT(Groups[0], 0);
  EXPECT_EQ(Groups[1], 0);
  auto B = MemoryBuffer::getFile(Out);
  ASSERT_TRUE(bool(B));
  pid_t Child = std::stoi((*B)->getBuffer().trim().str());
  for (int I = 0; I < 500 && running(Child); ++I)
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  bool Left = running(Child);
  if (Left)
    ::kill(Child, SIGKILL);
  EXPECT_FALSE(Left) << "the background child " << Child << " still runs";
  sys::fs::remove(Out);
}

// The program runs with the caller's signal mask, not the wait's.
TEST(ProcessTest, ProgramGetsTheCallersSignalMask) {
  ProcessStatus R = run({"/bin/sh", "-c", "kill -TERM $$; sleep 5"}, 10);
  EXPECT_EQ(R.How, ProcessStatus::End::Signalled);
  EXPECT_EQ(R.Code, SIGTERM);
}

/// runForked: the child's return value and message reach the caller; the
/// child's memory is its own.
TEST(ProcessTest, ForkedExitCodeAndMessage) {
  int Touched = 0;
  ForkedResult R = runForked([&](std::string &Msg) {
    Touched = 1;
    Msg = std::string(10000, 'x') + "end"; // more than one read
    return 3;
  });
  EXPECT_TRUE(R.Isolated);
  EXPECT_EQ(R.Status.How, ProcessStatus::End::Exited);
  EXPECT_EQ(R.Status.Code, 3);
  EXPECT_EQ(R.Message, std::string(10000, 'x') + "end");
  EXPECT_EQ(Touched, 0);
}

/// A child that dies is reported, the caller goes on.
TEST(ProcessTest, ForkedChildKilled) {
  ForkedResult R = runForked([](std::string &Msg) {
    Msg = "never sent";
    ::raise(SIGKILL);
    return 0;
  });
  EXPECT_EQ(R.Status.How, ProcessStatus::End::Signalled);
  EXPECT_EQ(R.Status.Code, SIGKILL);
  EXPECT_EQ(R.Message, "");
}

/// A program the child leaves running does not hold the pipe open: the
/// caller returns when the child exits.
TEST(ProcessTest, ForkedPipeNotInheritedByPrograms) {
  auto Start = std::chrono::steady_clock::now();
  ForkedResult R = runForked([](std::string &) {
    ProcessSpec S;
    S.Args = {"/bin/sh", "-c", "sleep 5 &"};
    Expected<ProcessStatus> P = runInOwnGroup(S);
    return P ? 0 : 1;
  });
  EXPECT_EQ(R.Status.Code, 0);
  EXPECT_LT(std::chrono::steady_clock::now() - Start, std::chrono::seconds(4));
}

} // namespace

// The resident memory now is some MiB and grows with memory touched.
TEST(ProcessTest, CurrentResidentMemory) {
  uint64_t Before = refinery::currentRssKb();
  ASSERT_GT(Before, 1024u);
  std::vector<char> Touched(64 << 20, 1);
  // (The buffer escapes before the second reading: else the compiler may
  // fill it after, as -O2 builds did.)
  asm volatile("" : : "r"(Touched.data()) : "memory");
  uint64_t After = refinery::currentRssKb();
  EXPECT_GE(After, Before + 60 * 1024) << "64 MiB touched";
  EXPECT_EQ(Touched[12345], 1);
}
