//===- support/FileUtil.cpp - Reading files whole -------------------------===//
#include "support/FileUtil.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace llvm;
using namespace refinery;

Expected<std::string> refinery::readTextFile(StringRef Path) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> B = MemoryBuffer::getFile(Path);
  if (!B)
    return createFileError(Path, B.getError());
  return (*B)->getBuffer().str();
}

std::string refinery::readTextFileOrEmpty(StringRef Path) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> B = MemoryBuffer::getFile(Path);
  return B ? (*B)->getBuffer().str() : std::string();
}
