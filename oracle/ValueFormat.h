//===- oracle/ValueFormat.h - Reading printed values back exactly -*- C++
//-*-===//
///
/// \file
/// Interpreter::formatValue prints values as LLVM constants. Floating-point
/// values print exactly (LLVM's hex forms keep NaN payloads, quiet bits and
/// signs), except the x86_fp80 encodings no LLVM constant can hold: APFloat
/// re-encodes unnormals and pseudo-denormals. formatValue prints those as
/// "x86_fp80 0xK" and their 20 hex digits, and restoreX87Bits reads the bits
/// back after LLVM's parser.
///
//===----------------------------------------------------------------------===//
#ifndef REFINERY_ORACLE_VALUEFORMAT_H
#define REFINERY_ORACLE_VALUEFORMAT_H

#include "semantics/Value.h"
#include "llvm/ADT/StringRef.h"

namespace llvm {
class Type;
} // namespace llvm

namespace refinery {

/// Makes the value LLVM's parser read from text that formatValue printed
/// exact again: \p V is the value of \p Text (of type \p Ty, with or
/// without the leading type) as parsed into an LLVM constant, and the bits
/// of every "0xK" literal of \p Text are put, in order, into the non-poison
/// x86_fp80 scalars of \p V, which LLVM's constants hold only through
/// APFloat (so unnormals and pseudo-denormals were re-encoded). Returns
/// false and leaves \p V unchanged if the literals and those scalars do not
/// match one to one.
bool restoreX87Bits(llvm::Type *Ty, llvm::StringRef Text, RtValue &V);

} // namespace refinery

#endif
