//===- semantics/FloatOps.h - Floating-point operation rules ----*- C++ -*-===//
///
/// \file
/// Scalar rules of LLVM 22's floating-point instructions on APFloat: fneg,
/// fadd/fsub/fmul/fdiv/frem, fcmp, fptrunc/fpext, fptoui/fptosi,
/// uitofp/sitofp (nneg), and the fast-math flags that produce poison (nnan,
/// ninf). Values are RtValue scalars holding the float's bit pattern.
///
/// NaN results follow LangRef "Behavior of Floating-Point NaN values": the
/// NaN an operation returns is chosen through the Nondet (kind NaN), and the
/// choice is recorded. The rounding mode is round-to-nearest-even (the
/// default floating-point environment).
///
//===----------------------------------------------------------------------===//
#ifndef REFINERY_SEMANTICS_FLOATOPS_H
#define REFINERY_SEMANTICS_FLOATOPS_H

#include "semantics/Value.h"
#include "llvm/IR/FMF.h"
#include "llvm/IR/InstrTypes.h"

namespace refinery {

/// fneg of a scalar of type \p Ty (a scalar FP type): a sign-bit flip, also
/// of NaNs; \p ND is never consulted.
RtValue fpNeg(llvm::FastMathFlags FMF, const llvm::Type *Ty, const RtValue &A,
              Nondet &ND);

/// fadd fsub fmul fdiv frem of scalars of FP type \p Ty.
RtValue fpBinary(llvm::Instruction::BinaryOps Op, llvm::FastMathFlags FMF,
                 const llvm::Type *Ty, const RtValue &A, const RtValue &B,
                 Nondet &ND);

/// fcmp of scalars of FP type \p Ty; returns an i1 scalar (or poison). A
/// poison operand gives poison, also for `true` and `false`.
RtValue fpCompare(llvm::CmpInst::Predicate Pred, llvm::FastMathFlags FMF,
                  const llvm::Type *Ty, const RtValue &A, const RtValue &B);

/// fptrunc fpext fptoui fptosi uitofp sitofp from scalar type \p SrcTy to
/// scalar type \p DstTy. \p Flags holds FlagNNeg (uitofp nneg). fptoui and
/// fptosi give poison for NaN, infinities and values that do not fit.
RtValue fpCast(llvm::Instruction::CastOps Op, unsigned Flags,
               llvm::FastMathFlags FMF, const llvm::Type *SrcTy,
               const llvm::Type *DstTy, const RtValue &A, Nondet &ND);

/// Applies nnan/ninf to a computed result and its inputs (LangRef
/// "Fast-Math Flags"): true (poison) if, under nnan, one of the non-poison
/// scalars \p Values (all of type \p Ty) is a NaN or, under ninf, an
/// infinity. The other fast-math flags never make poison.
bool fpFlagsMakePoison(llvm::FastMathFlags FMF, const llvm::Type *Ty,
                       llvm::ArrayRef<const RtValue *> Values);

/// Turns \p R into the NaN result of an operation: if \p R is a NaN, its
/// bits are replaced by a NaN chosen through \p ND (LangRef "Behavior of
/// Floating-Point NaN values"); other values are returned unchanged and \p ND
/// is not consulted. \p Inputs are the operands, of type \p Ty.
///
/// The choice (kind NaN, the width of \p Ty) is read as a bit pattern whose
/// exponent is forced to all ones. Its sign is always kept. Its quiet bit
/// and payload are kept if the LangRef allows them: the preferred NaN
/// (quiet, zero payload), a quiet NaN with the payload of a NaN input, or a
/// signaling NaN input unchanged. Otherwise the quiet bit is set, and if the
/// payload is still not allowed it is cleared. So a choice of zero gives the
/// canonical NaN (APFloat::getQNaN), and choosing the exact bits of an
/// allowed NaN gives that NaN. Targets' "extra" payloads are not modelled.
/// For ppc_fp128 these rules apply to the high-order double; the low-order
/// double of the result is +0.0.
RtValue fpResult(const llvm::Type *Ty, const llvm::APFloat &R,
                 llvm::ArrayRef<const RtValue *> Inputs, Nondet &ND);

} // namespace refinery

#endif
