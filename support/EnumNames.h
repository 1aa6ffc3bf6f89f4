//===- support/EnumNames.h - Enum <-> on-disk name tables -------*- C++ -*-===//
///
/// \file
/// The one way an enum that is written to disk or JSON maps to its
/// spelling and back: a constexpr table of {value, name} pairs per enum,
/// read by enumName() and enumFromName() (and JsonReader::getEnum, which
/// reads such a field and names the spellings in its error).
///
//===----------------------------------------------------------------------===//

#ifndef REFINERY_SUPPORT_ENUMNAMES_H
#define REFINERY_SUPPORT_ENUMNAMES_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/ErrorHandling.h"

#include <optional>
#include <string>
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

/// The spellings of \p Table in order, as an error lists them: "a", "a or
/// b", "a, b or c".
template <typename EnumT>
std::string enumSpellings(llvm::ArrayRef<EnumName<EnumT>> Table) {
  std::string Out;
  for (size_t K = 0; K < Table.size(); ++K) {
    if (K)
      Out += K + 1 == Table.size() ? " or " : ", ";
    Out += Table[K].second;
  }
  return Out;
}

} // namespace refinery

#endif // REFINERY_SUPPORT_ENUMNAMES_H
