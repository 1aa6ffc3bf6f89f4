//===- semantics/X86Intrinsics.h - x86 SIMD intrinsics ----------*- C++ -*-===//
///
/// \file
/// Concrete semantics of the x86 SIMD intrinsics the interpreter models
/// (the vector-count shifts psrl/psra/psll, psign, pavg, pshufb, the
/// horizontal phadd/phsub and pmaddubsw of SSE2, SSSE3, AVX2 and, for
/// pavg, pshufb and pmaddubsw, AVX-512BW), as the Intel SDM defines the
/// instructions and LLVM's X86 backend and InstCombine folds
/// (X86InstCombineIntrinsic.cpp) implement them. LangRef leaves target
/// intrinsics to the target.
///
//===----------------------------------------------------------------------===//
#ifndef REFINERY_SEMANTICS_X86INTRINSICS_H
#define REFINERY_SEMANTICS_X86INTRINSICS_H

#include "semantics/Value.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/IR/Intrinsics.h"
#include <optional>

namespace refinery {

/// Evaluates a call of the x86 intrinsic \p ID on the argument values
/// \p Args (vectors are compound values, one element per lane). Returns
/// std::nullopt if \p ID is not one of the modelled x86 intrinsics.
std::optional<RtValue> evalX86Intrinsic(llvm::Intrinsic::ID ID,
                                        llvm::ArrayRef<RtValue> Args);

} // namespace refinery

#endif
