//===- tests/unit/CampaignTest.cpp - Campaign worker protocol -------------===//
//
// The supervisor/worker messages survive a pipe byte for byte (large
// module texts included, and a closed pipe reads as the end), and case
// seeds are deterministic and unrelated for neighbouring cases and seeds.
//
//===----------------------------------------------------------------------===//
#include "campaign/Worker.h"
#include "gtest/gtest.h"
#include <set>
#include <thread>
#include <unistd.h>

using namespace refinery;
using namespace refinery::campaign;

namespace {

TEST(CampaignTest, MessagesRoundTripThroughAPipe) {
  int P[2];
  ASSERT_EQ(::pipe(P), 0);
  // Larger than a pipe's buffer: the writer must not need the reader to
  // have read first, so write from a thread.
  std::string Big(300'000, 'x');
  Big[12345] = '\0';
  std::thread Writer([&] {
    EXPECT_TRUE(writeMessage(P[1], 'S', {"{\"case\":7}", Big}));
    EXPECT_TRUE(writeMessage(P[1], 'Q', {}));
    ::close(P[1]);
  });
  std::optional<Message> A = readMessage(P[0]);
  ASSERT_TRUE(A.has_value());
  EXPECT_EQ(A->Type, 'S');
  ASSERT_EQ(A->Parts.size(), 2u);
  EXPECT_EQ(A->Parts[0], "{\"case\":7}");
  EXPECT_EQ(A->Parts[1], Big);
  std::optional<Message> B = readMessage(P[0]);
  ASSERT_TRUE(B.has_value());
  EXPECT_EQ(B->Type, 'Q');
  EXPECT_TRUE(B->Parts.empty());
  // The writer is gone: end of file.
  EXPECT_FALSE(readMessage(P[0]).has_value());
  Writer.join();
  ::close(P[0]);
}

TEST(CampaignTest, TruncatedMessageIsTheEnd) {
  int P[2];
  ASSERT_EQ(::pipe(P), 0);
  // A type byte and a part count, then nothing: a worker that died while
  // writing.
  const char Half[] = {'D', 1, 0, 0, 0, 10, 0};
  ASSERT_EQ(::write(P[1], Half, sizeof(Half)), ssize_t(sizeof(Half)));
  ::close(P[1]);
  EXPECT_FALSE(readMessage(P[0]).has_value());
  ::close(P[0]);
}

TEST(CampaignTest, CaseSeedsAreDeterministicAndSpread) {
  EXPECT_EQ(caseSeed(1, 0), caseSeed(1, 0));
  std::set<uint64_t> Seen;
  for (uint64_t Seed = 0; Seed < 8; ++Seed)
    for (uint64_t Case = 0; Case < 1000; ++Case)
      Seen.insert(caseSeed(Seed, Case));
  EXPECT_EQ(Seen.size(), 8000u);
  // Neighbouring cases differ in about half their bits.
  unsigned Bits = __builtin_popcountll(caseSeed(1, 41) ^ caseSeed(1, 42));
  EXPECT_GT(Bits, 16u);
  EXPECT_LT(Bits, 48u);
}

} // namespace
