//===- support/JsonReader.h - Checked reading of JSON state files -*- C++
//-*-===//
///
/// \file
/// Refinery reads back the JSON files it writes (campaign.json,
/// finding.json, reduced.json), and a user or another tool may have edited
/// or damaged them. Refinery is built without exceptions, so nlohmann's
/// throwing accessors (`get<T>()`, `value()`, `at()`) would abort on a field
/// of the wrong type: every file that is read back is read through
/// JsonReader instead.
///
/// A JsonReader holds one JSON object of a file. Its accessors check the
/// type of the field; the first field that does not fit is kept as the
/// error "FILE: field 'PATH': expected TYPE, found WHAT" (PATH like
/// `pipeline.passes` or `mutations[1]`; WHAT a number's value, else the JSON
/// type), after which every accessor returns its default. An absent field
/// and `null` read as the default. The caller takes the error once it has
/// read what it needs.
///
//===----------------------------------------------------------------------===//
#ifndef REFINERY_SUPPORT_JSONREADER_H
#define REFINERY_SUPPORT_JSONREADER_H

#include "support/EnumNames.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <map>
#include <memory>
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <type_traits>
#include <vector>

namespace refinery {

/// Checked access to one JSON object of a file (see the file comment).
class JsonReader {
public:
  /// Parses \p Text, the contents of \p File, which must be a JSON object.
  static llvm::Expected<JsonReader> parse(llvm::StringRef File,
                                          llvm::StringRef Text);
  /// Reads and parses the file \p Path.
  static llvm::Expected<JsonReader> readFile(llvm::StringRef Path);

  /// Whether the field is present and not null.
  bool has(llvm::StringRef Key) const;
  std::string getString(llvm::StringRef Key, llvm::StringRef Default = "");
  uint64_t getU64(llvm::StringRef Key, uint64_t Default = 0);
  /// An unsigned integer below 2^32.
  unsigned getU32(llvm::StringRef Key, unsigned Default = 0);
  /// Any number.
  double getNumber(llvm::StringRef Key, double Default = 0);
  bool getBool(llvm::StringRef Key, bool Default = false);
  /// An array of strings (absent: empty).
  std::vector<std::string> getStrings(llvm::StringRef Key);
  /// An array of unsigned integers (absent: empty).
  std::vector<uint64_t> getU64s(llvm::StringRef Key);
  /// An object of unsigned integers (absent: empty).
  std::map<std::string, uint64_t> getU64Map(llvm::StringRef Key);
  /// An object of numbers (absent: empty).
  std::map<std::string, double> getNumberMap(llvm::StringRef Key);
  /// The enum field \p Key, spelled as in \p Table (support/EnumNames.h);
  /// absent or null reads as \p Default. Any other spelling records
  /// "expected A, B or C, found 'X'" (the table's spellings in order,
  /// enumSpellings()) and returns \p Default.
  template <typename EnumT>
  EnumT getEnum(llvm::StringRef Key,
                llvm::ArrayRef<EnumName<std::type_identity_t<EnumT>>> Table,
                EnumT Default) {
    std::string Name = getString(Key, enumName(Table, Default));
    if (std::optional<EnumT> V = enumFromName(Table, Name))
      return *V;
    fail(Key, enumSpellings(Table), "'" + Name + "'");
    return Default;
  }
  /// A required enum field \p Key, spelled as in \p Table: absent, null or
  /// empty records "expected A, B or C, found nothing", another spelling
  /// "..., found 'X'"; either returns the table's first value.
  template <typename EnumT>
  EnumT getEnum(llvm::StringRef Key, llvm::ArrayRef<EnumName<EnumT>> Table) {
    std::string Name = getString(Key);
    if (std::optional<EnumT> V = enumFromName(Table, Name))
      return *V;
    fail(Key, enumSpellings(Table),
         Name.empty() ? std::string("nothing") : "'" + Name + "'");
    return Table.front().first;
  }
  /// A nested object (absent: an empty one); it shares this reader's error.
  JsonReader getObject(llvm::StringRef Key);

  /// Records "field 'KEY': expected EXPECTED, found FOUND" as the error
  /// unless there is one already: for checks beyond the type (an enum's
  /// values, a schema).
  void fail(llvm::StringRef Key, const llvm::Twine &Expected,
            const llvm::Twine &Found);
  /// The first error ("FILE: ..."), or success; clears it.
  llvm::Error takeError();

  /// The object itself.
  const nlohmann::ordered_json &object() const { return *Obj; }

private:
  struct Shared;
  JsonReader(std::shared_ptr<Shared> S, const nlohmann::ordered_json *Obj,
             std::string Prefix)
      : S(std::move(S)), Obj(Obj), Prefix(std::move(Prefix)) {}
  /// The field \p Key if present, not null and no error has been recorded.
  const nlohmann::ordered_json *find(llvm::StringRef Key) const;
  /// Records that \p Key (of type or value \p V) is not \p Expected.
  void mismatch(llvm::StringRef Key, const nlohmann::ordered_json &V,
                llvm::StringRef Expected);
  template <typename T, typename ReadFn>
  std::map<std::string, T> getMap(llvm::StringRef Key, ReadFn Read);
  /// The array \p Key of elements that \p Fits (\p Expected, else a
  /// mismatch), read by \p Read.
  template <typename T, typename FitsFn, typename ReadFn>
  std::vector<T> getArray(llvm::StringRef Key, llvm::StringRef Expected,
                          FitsFn Fits, ReadFn Read);

  std::shared_ptr<Shared> S;
  const nlohmann::ordered_json *Obj;
  /// The path of this object's fields ("pipeline." for pipeline's).
  std::string Prefix;
};

/// The text of \p J (indented by \p Indent spaces, or on one line if
/// negative): the one way Refinery writes JSON. Strings are any bytes (LLVM
/// names, an optimizer's messages) but JSON is UTF-8, and nlohmann's dump()
/// aborts on invalid UTF-8 in a build without exceptions: bytes that are
/// not UTF-8 are written as U+FFFD.
std::string toJsonText(const nlohmann::ordered_json &J, int Indent = -1);

} // namespace refinery

#endif
