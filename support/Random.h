//===- support/Random.h - Seeded choice sources ----------------*- C++ -*-===//
///
/// \file
/// The one source of randomness in Refinery. Every random decision is drawn
/// from a ChoiceSource that the caller passes down: either a seeded PRNG or a
/// byte buffer (so that a libFuzzer input can drive the same code). There is
/// no global random state.
///
//===----------------------------------------------------------------------===//
#ifndef REFINERY_SUPPORT_RANDOM_H
#define REFINERY_SUPPORT_RANDOM_H

#include "llvm/ADT/ArrayRef.h"
#include <cstdint>

namespace refinery {

/// An abstract stream of random choices.
class ChoiceSource {
public:
  virtual ~ChoiceSource() = default;
  /// Returns 64 fresh random bits.
  virtual uint64_t next() = 0;
  /// Returns a value uniformly distributed in [0, N). \p N must be non-zero.
  uint64_t below(uint64_t N);
  /// Returns a value in the closed range [Lo, Hi].
  int64_t range(int64_t Lo, int64_t Hi);
  /// Returns true with probability Num/Den.
  bool chance(unsigned Num, unsigned Den) { return below(Den) < Num; }
  bool coin() { return next() & 1; }
  /// An index into \p Weights drawn with probability proportional to its
  /// weight, from one below(total) draw (the first index whose running sum
  /// exceeds the draw). If every weight is zero (or \p Weights is empty),
  /// returns 0 without drawing.
  size_t weighted(llvm::ArrayRef<unsigned> Weights);
};

/// A deterministic PRNG (SplitMix64 seeding xoshiro256**).
class SeededRandom final : public ChoiceSource {
public:
  explicit SeededRandom(uint64_t Seed);
  uint64_t next() override;

private:
  uint64_t S[4];
};

/// Choices read from a byte buffer; once the buffer is exhausted every
/// choice is zero, so a short input still decodes to a valid program.
class ByteChoices final : public ChoiceSource {
public:
  explicit ByteChoices(llvm::ArrayRef<uint8_t> Bytes) : Bytes(Bytes) {}
  uint64_t next() override;
  bool exhausted() const { return Pos >= Bytes.size(); }

private:
  llvm::ArrayRef<uint8_t> Bytes;
  size_t Pos = 0;
};

} // namespace refinery

#endif
