//===- support/IntBoundary.cpp - Boundary integer constants ---------------===//
#include "support/IntBoundary.h"
#include "llvm/Support/ErrorHandling.h"
#include <cassert>

using namespace llvm;
using namespace refinery;

/// \p X modulo 2^Width.
static APInt wrapped(unsigned Width, uint64_t X) {
  return APInt(Width, X, /*isSigned=*/false, /*implicitTrunc=*/true);
}

APInt refinery::boundaryInt(unsigned Width, IntBoundary K) {
  assert(Width > 0 && "zero-width integer");
  switch (K) {
  case IntBoundary::Zero:
    return APInt(Width, 0);
  case IntBoundary::One:
    return APInt(Width, 1);
  case IntBoundary::AllOnes:
    return APInt::getAllOnes(Width);
  case IntBoundary::SignedMin:
    return APInt::getSignedMinValue(Width);
  case IntBoundary::SignedMax:
    return APInt::getSignedMaxValue(Width);
  case IntBoundary::SignedMinPlusOne:
    return APInt::getSignedMinValue(Width) + 1;
  case IntBoundary::SignedMaxMinusOne:
    return APInt::getSignedMaxValue(Width) - 1;
  case IntBoundary::Two:
    return wrapped(Width, 2);
  case IntBoundary::WidthMinusOne:
    return wrapped(Width, Width - 1);
  case IntBoundary::Width:
    return wrapped(Width, Width);
  case IntBoundary::WidthPlusOne:
    return wrapped(Width, uint64_t(Width) + 1);
  }
  llvm_unreachable("unknown boundary kind");
}

SmallVector<APInt, 16> refinery::boundaryInts(unsigned Width,
                                              ArrayRef<IntBoundary> Kinds) {
  SmallVector<APInt, 16> Out;
  for (IntBoundary K : Kinds)
    Out.push_back(boundaryInt(Width, K));
  return Out;
}

APInt refinery::byteSplat(unsigned Width, uint8_t Byte) {
  APInt B(8, Byte);
  return Width >= 8 ? APInt::getSplat(Width, B) : B.trunc(Width);
}
