//===- oracle/smt/LaneProbe.h - Concrete evaluation of lane encodings -*- C++
//-*-===//
///
/// \file
/// Evaluates the SMT encoding of one lane operation (oracle/smt/LaneOps.h)
/// on concrete operands, without exposing Z3: the expression is built once
/// over symbolic operands and each evaluation substitutes constants and
/// simplifies. The unit tests compare it with semantics/IntOps and
/// semantics/Intrinsics exhaustively at small widths.
///
//===----------------------------------------------------------------------===//
#ifndef REFINERY_ORACLE_SMT_LANEPROBE_H
#define REFINERY_ORACLE_SMT_LANEPROBE_H

#include "semantics/IntOps.h"
#include "llvm/IR/Intrinsics.h"
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace refinery {

class LaneProbe {
public:
  ~LaneProbe();
  /// intBinary's operation on \p Width-bit operands.
  static std::unique_ptr<LaneProbe> binary(llvm::Instruction::BinaryOps Op,
                                           unsigned Flags, unsigned Width);
  static std::unique_ptr<LaneProbe> compare(llvm::CmpInst::Predicate Pred,
                                            unsigned Flags, unsigned Width);
  static std::unique_ptr<LaneProbe> cast(llvm::Instruction::CastOps Op,
                                         unsigned Flags, unsigned SrcWidth,
                                         unsigned DstWidth);
  /// Operands: the 1-bit condition, then two \p Width-bit arms.
  static std::unique_ptr<LaneProbe> select(unsigned Width);
  /// One operand; the choice is the eval's \p Choice.
  static std::unique_ptr<LaneProbe> freeze(unsigned Width);
  /// A lane-wise integer intrinsic with \p NumOps operands of \p Width
  /// bits; \p Flag is its immarg (abs, ctlz, cttz).
  static std::unique_ptr<LaneProbe> intrinsic(llvm::Intrinsic::ID ID,
                                              unsigned NumOps, unsigned Width,
                                              bool Flag, unsigned ResultBits);
  /// A *.with.overflow intrinsic: eval gives the value, Second the bit.
  static std::unique_ptr<LaneProbe> withOverflow(llvm::Intrinsic::ID ID,
                                                 unsigned Width);

  struct Result {
    ScalarResult First;
    /// The overflow bit of *.with.overflow.
    std::optional<ScalarResult> Second;
  };
  /// The encoding's result for operands \p Vals (poison where \p Poison).
  Result eval(llvm::ArrayRef<llvm::APInt> Vals, llvm::ArrayRef<bool> Poison,
              const llvm::APInt *Choice = nullptr);

  struct Impl;

private:
  explicit LaneProbe(std::unique_ptr<Impl> I);
  std::unique_ptr<Impl> P;
};

/// Evaluates the SMT encoding of a whole function (encodeFunction in exact
/// mode, as a source) on concrete scalar integer arguments, without
/// exposing Z3, for the unit tests' comparison with the interpreter. Every
/// choice (freeze, undef use, undef bits of a load) is zero, as the
/// interpreter's ZeroPolicy picks.
class FunctionProbe {
public:
  ~FunctionProbe();
  /// Null, with \p Why, if \p F is outside the encoded fragment.
  static std::unique_ptr<FunctionProbe> create(const llvm::Function &F,
                                               std::string &Why);
  /// One ScalarResult::UB if the call is UB, else the returned lanes, for
  /// the arguments \p Vals (poison where \p Poison).
  std::vector<ScalarResult> eval(llvm::ArrayRef<llvm::APInt> Vals,
                                 llvm::ArrayRef<bool> Poison);

  struct Impl;

private:
  explicit FunctionProbe(std::unique_ptr<Impl> I);
  std::unique_ptr<Impl> P;
};

} // namespace refinery

#endif
