//===- support/Random.cpp - Seeded choice sources -------------------------===//
#include "support/Random.h"
#include "llvm/Support/ErrorHandling.h"
#include <cassert>

using namespace llvm;

using namespace refinery;

uint64_t ChoiceSource::below(uint64_t N) {
  assert(N != 0 && "below(0) has no value to return");
  // Rejection sampling keeps the distribution uniform.
  uint64_t Limit = UINT64_MAX - UINT64_MAX % N;
  uint64_t X;
  do
    X = next();
  while (X >= Limit);
  return X % N;
}

int64_t ChoiceSource::range(int64_t Lo, int64_t Hi) {
  assert(Lo <= Hi && "empty range");
  uint64_t Span = static_cast<uint64_t>(Hi) - static_cast<uint64_t>(Lo);
  if (Span == UINT64_MAX)
    return static_cast<int64_t>(next());
  return static_cast<int64_t>(static_cast<uint64_t>(Lo) + below(Span + 1));
}

size_t ChoiceSource::weighted(ArrayRef<unsigned> Weights) {
  uint64_t Total = 0;
  for (unsigned W : Weights)
    Total += W;
  if (Total == 0)
    return 0;
  uint64_t X = below(Total);
  for (size_t K = 0; K < Weights.size(); ++K) {
    if (X < Weights[K])
      return K;
    X -= Weights[K];
  }
  llvm_unreachable("weighted draw beyond the total");
}

static uint64_t splitMix(uint64_t &X) {
  uint64_t Z = (X += 0x9E3779B97F4A7C15ULL);
  Z = (Z ^ (Z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  Z = (Z ^ (Z >> 27)) * 0x94D049BB133111EBULL;
  return Z ^ (Z >> 31);
}

SeededRandom::SeededRandom(uint64_t Seed) {
  for (uint64_t &W : S)
    W = splitMix(Seed);
}

static uint64_t rotl(uint64_t X, int K) { return (X << K) | (X >> (64 - K)); }

uint64_t SeededRandom::next() {
  uint64_t Result = rotl(S[1] * 5, 7) * 9;
  uint64_t T = S[1] << 17;
  S[2] ^= S[0];
  S[3] ^= S[1];
  S[1] ^= S[2];
  S[0] ^= S[3];
  S[2] ^= T;
  S[3] = rotl(S[3], 45);
  return Result;
}

uint64_t ByteChoices::next() {
  uint64_t X = 0;
  for (unsigned I = 0; I < 8 && Pos < Bytes.size(); ++I)
    X |= static_cast<uint64_t>(Bytes[Pos++]) << (8 * I);
  return X;
}
