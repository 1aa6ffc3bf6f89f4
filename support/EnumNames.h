//===- support/EnumNames.h - Enum <-> on-disk name tables -------*- C++ -*-===//
///
/// \file
/// The one way an enum that is written to disk or JSON maps to its
/// spelling and back: a constexpr table of {value, name} pairs per enum,
/// read by enumName() and enumFromName().
///
//===----------------------------------------------------------------------===//

#ifndef REFINERY_SUPPORT_ENUMNAMES_H
#define REFINERY_SUPPORT_ENUMNAMES_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/ErrorHandling.h"

#include <optional>
#include <utility>

namespace refinery {

/// One entry of an enum's name table.
template <typename EnumT> using EnumName = std::pair<EnumT, const char *>;

/// The spelling of \p Value in \p Table; every value must have one.
template <typename EnumT>
const char *enumName(llvm::ArrayRef<EnumName<EnumT>> Table, EnumT Value) {
  for (const auto &[V, Name] : Table)
    if (V == Value)
      return Name;
  llvm_unreachable("an enum value without a name in its table");
}

/// The value spelled \p Name in \p Table, or std::nullopt.
template <typename EnumT>
std::optional<EnumT> enumFromName(llvm::ArrayRef<EnumName<EnumT>> Table,
                                  llvm::StringRef Name) {
  for (const auto &[V, VName] : Table)
    if (Name == VName)
      return V;
  return std::nullopt;
}

} // namespace refinery

#endif // REFINERY_SUPPORT_ENUMNAMES_H
