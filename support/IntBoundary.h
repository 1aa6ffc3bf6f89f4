//===- support/IntBoundary.h - Boundary integer constants ------*- C++ -*-===//
///
/// \file
/// The one home of the boundary integers of a width: 0, 1, -1, the signed
/// extremes and their neighbours, 2, and the shift-amount edges W-1, W and
/// W+1 (LangRef "shl": an amount >= W gives poison). The generator, its
/// harness, the mutators, the input maker and the checker's exploration of
/// nondeterministic choices each draw from these values; each names, in its
/// own fixed order, the kinds it uses (its order drives its random choices,
/// so it is part of its output and must not change).
///
//===----------------------------------------------------------------------===//
#ifndef REFINERY_SUPPORT_INTBOUNDARY_H
#define REFINERY_SUPPORT_INTBOUNDARY_H

#include "llvm/ADT/APInt.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include <cstdint>

namespace refinery {

/// A boundary integer of a width W. Values wrap modulo 2^W, so at narrow
/// widths kinds can coincide (at i1: Two == Zero, WidthPlusOne == Zero,
/// SignedMin == AllOnes).
enum class IntBoundary : uint8_t {
  Zero,
  One,
  /// -1: every bit set (the unsigned maximum).
  AllOnes,
  SignedMin,
  SignedMax,
  SignedMinPlusOne,
  SignedMaxMinusOne,
  Two,
  /// W-1: the largest valid shift amount.
  WidthMinusOne,
  /// W: the smallest shift amount that gives poison.
  Width,
  WidthPlusOne,
};

/// The number of IntBoundary kinds.
constexpr unsigned NumIntBoundaries =
    static_cast<unsigned>(IntBoundary::WidthPlusOne) + 1;

/// The value of kind \p K at \p Width bits (\p Width > 0).
llvm::APInt boundaryInt(unsigned Width, IntBoundary K);

/// The values of \p Kinds at \p Width bits, in that order.
llvm::SmallVector<llvm::APInt, 16>
boundaryInts(unsigned Width, llvm::ArrayRef<IntBoundary> Kinds);

/// The kinds every consumer starts from, in the order each of them draws
/// them: 0, 1, -1, MIN, MAX, MIN+1, MAX-1.
constexpr IntBoundary ExtremeInts[] = {IntBoundary::Zero,
                                       IntBoundary::One,
                                       IntBoundary::AllOnes,
                                       IntBoundary::SignedMin,
                                       IntBoundary::SignedMax,
                                       IntBoundary::SignedMinPlusOne,
                                       IntBoundary::SignedMaxMinusOne};

/// \p Byte repeated over \p Width bits; below 8 bits, its low \p Width bits.
llvm::APInt byteSplat(unsigned Width, uint8_t Byte);

} // namespace refinery

#endif
