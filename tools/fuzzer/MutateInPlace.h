//===- tools/fuzzer/MutateInPlace.h - Custom mutators' common step -*- C++
//-*-===//
///
/// \file
/// The step both libFuzzer targets' LLVMFuzzerCustomMutator share: apply
/// Refinery's mutations to a module and write its text into libFuzzer's
/// buffer, or fall back to libFuzzer's byte mutations.
///
//===----------------------------------------------------------------------===//
#ifndef REFINERY_TOOLS_FUZZER_MUTATEINPLACE_H
#define REFINERY_TOOLS_FUZZER_MUTATEINPLACE_H

#include "mutators/Mutator.h"
#include "support/ModuleUtil.h"
#include "support/Random.h"
#include "llvm/IR/Module.h"
#include <cstring>

extern "C" size_t LLVMFuzzerMutate(uint8_t *Data, size_t Size, size_t MaxSize);

namespace refinery {

/// Mutates \p M with \p Mut (seeded by \p Seed) and writes the mutant's
/// text over \p Data; libFuzzer's byte mutations of \p Data instead if
/// there is no module, no mutant, or the text exceeds \p MaxSize.
inline size_t mutateInPlace(const Mutator &Mut, std::unique_ptr<llvm::Module> M,
                            unsigned Seed, uint8_t *Data, size_t Size,
                            size_t MaxSize) {
  if (!M)
    return LLVMFuzzerMutate(Data, Size, MaxSize);
  SeededRandom R(Seed);
  Mutant Mu = Mut.mutate(std::move(M), R);
  if (!Mu.M)
    return LLVMFuzzerMutate(Data, Size, MaxSize);
  std::string Text = printModule(*Mu.M);
  if (Text.size() > MaxSize)
    return LLVMFuzzerMutate(Data, Size, MaxSize);
  std::memcpy(Data, Text.data(), Text.size());
  return Text.size();
}

} // namespace refinery

#endif // REFINERY_TOOLS_FUZZER_MUTATEINPLACE_H
