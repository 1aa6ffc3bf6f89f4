//===- support/JsonReader.cpp - Checked reading of JSON state files -------===//
#include "support/JsonReader.h"
#include "llvm/Support/MemoryBuffer.h"
#include <limits>
#include <nlohmann/json.hpp>

using namespace llvm;
using namespace refinery;
using json = nlohmann::ordered_json;

struct JsonReader::Shared {
  std::string File;
  json Root;
  /// What an absent or mistyped nested object reads as.
  json Empty = json::object();
  /// The first error, without the file name; empty if none.
  std::string Error;
};

namespace {

/// A SAX consumer that accepts everything and keeps the parse error's text:
/// nlohmann reports it only through an exception or a SAX consumer.
class ParseErrorText : public nlohmann::json_sax<json> {
public:
  std::string Message;
  bool null() override { return true; }
  bool boolean(bool) override { return true; }
  bool number_integer(number_integer_t) override { return true; }
  bool number_unsigned(number_unsigned_t) override { return true; }
  bool number_float(number_float_t, const string_t &) override { return true; }
  bool string(string_t &) override { return true; }
  bool binary(binary_t &) override { return true; }
  bool start_object(std::size_t) override { return true; }
  bool key(string_t &) override { return true; }
  bool end_object() override { return true; }
  bool start_array(std::size_t) override { return true; }
  bool end_array() override { return true; }
  bool parse_error(std::size_t, const std::string &,
                   const nlohmann::detail::exception &E) override {
    // "[json.exception.parse_error.101] parse error at line 1, ...".
    StringRef What(E.what());
    size_t Tag = What.find("] ");
    Message = (Tag == StringRef::npos ? What : What.drop_front(Tag + 2)).str();
    return false;
  }
};

/// How a mistyped value is named in an error: a number by its value,
/// anything else by its JSON type.
std::string describe(const json &V) {
  return V.is_number() ? V.dump() : std::string(V.type_name());
}

} // namespace

Expected<JsonReader> JsonReader::parse(StringRef File, StringRef Text) {
  auto S = std::make_shared<Shared>();
  S->File = File.str();
  S->Root = json::parse(Text.begin(), Text.end(), /*cb=*/nullptr,
                        /*allow_exceptions=*/false);
  if (S->Root.is_discarded()) {
    ParseErrorText E;
    json::sax_parse(Text.begin(), Text.end(), &E);
    return createStringError(inconvertibleErrorCode(), "%s: not valid JSON: %s",
                             S->File.c_str(), E.Message.c_str());
  }
  if (!S->Root.is_object())
    return createStringError(inconvertibleErrorCode(),
                             "%s: expected an object, found %s",
                             S->File.c_str(), describe(S->Root).c_str());
  const json *Root = &S->Root;
  return JsonReader(std::move(S), Root, "");
}

Expected<JsonReader> JsonReader::readFile(StringRef Path) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> B = MemoryBuffer::getFile(Path);
  if (!B)
    return createStringError(B.getError(), "%s: %s", Path.str().c_str(),
                             B.getError().message().c_str());
  return parse(Path, (*B)->getBuffer());
}

const json *JsonReader::find(StringRef Key) const {
  if (!S->Error.empty())
    return nullptr;
  auto It = Obj->find(Key.str());
  return It == Obj->end() || It->is_null() ? nullptr : &*It;
}

bool JsonReader::has(StringRef Key) const {
  auto It = Obj->find(Key.str());
  return It != Obj->end() && !It->is_null();
}

void JsonReader::fail(StringRef Key, const Twine &Expected,
                      const Twine &Found) {
  if (S->Error.empty())
    S->Error = ("field '" + Prefix + Key + "': expected " + Expected +
                ", found " + Found)
                   .str();
}

void JsonReader::mismatch(StringRef Key, const json &V, StringRef Expected) {
  fail(Key, Expected, describe(V));
}

Error JsonReader::takeError() {
  if (S->Error.empty())
    return Error::success();
  std::string Msg = S->File + ": " + S->Error;
  S->Error.clear();
  return createStringError(inconvertibleErrorCode(), "%s", Msg.c_str());
}

std::string JsonReader::getString(StringRef Key, StringRef Default) {
  const json *V = find(Key);
  if (V && V->is_string())
    return V->get_ref<const std::string &>();
  if (V)
    mismatch(Key, *V, "a string");
  return Default.str();
}

uint64_t JsonReader::getU64(StringRef Key, uint64_t Default) {
  const json *V = find(Key);
  if (V && V->is_number_unsigned())
    return V->get<uint64_t>();
  if (V)
    mismatch(Key, *V, "an unsigned integer");
  return Default;
}

unsigned JsonReader::getU32(StringRef Key, unsigned Default) {
  const json *V = find(Key);
  if (V && V->is_number_unsigned() &&
      V->get<uint64_t>() <= std::numeric_limits<unsigned>::max())
    return static_cast<unsigned>(V->get<uint64_t>());
  if (V)
    mismatch(Key, *V,
             V->is_number_unsigned() ? "an unsigned integer below 2^32"
                                     : "an unsigned integer");
  return Default;
}

double JsonReader::getNumber(StringRef Key, double Default) {
  const json *V = find(Key);
  if (V && V->is_number())
    return V->get<double>();
  if (V)
    mismatch(Key, *V, "a number");
  return Default;
}

bool JsonReader::getBool(StringRef Key, bool Default) {
  const json *V = find(Key);
  if (V && V->is_boolean())
    return V->get<bool>();
  if (V)
    mismatch(Key, *V, "a boolean");
  return Default;
}

template <typename T, typename FitsFn, typename ReadFn>
std::vector<T> JsonReader::getArray(StringRef Key, StringRef Expected,
                                    FitsFn Fits, ReadFn Read) {
  std::vector<T> Out;
  const json *V = find(Key);
  if (!V)
    return Out;
  if (!V->is_array()) {
    mismatch(Key, *V, "an array");
    return Out;
  }
  for (size_t I = 0; I < V->size(); ++I) {
    const json &E = (*V)[I];
    if (!Fits(E)) {
      mismatch((Key + "[" + Twine(I) + "]").str(), E, Expected);
      return {};
    }
    Out.push_back(Read(E));
  }
  return Out;
}

std::vector<std::string> JsonReader::getStrings(StringRef Key) {
  return getArray<std::string>(
      Key, "a string", [](const json &E) { return E.is_string(); },
      [](const json &E) { return E.get_ref<const std::string &>(); });
}

std::vector<uint64_t> JsonReader::getU64s(StringRef Key) {
  return getArray<uint64_t>(
      Key, "an unsigned integer",
      [](const json &E) { return E.is_number_unsigned(); },
      [](const json &E) { return E.get<uint64_t>(); });
}

template <typename T, typename ReadFn>
std::map<std::string, T> JsonReader::getMap(StringRef Key, ReadFn Read) {
  std::map<std::string, T> Out;
  JsonReader O = getObject(Key);
  for (const auto &[Name, V] : O.Obj->items()) {
    (void)V;
    T X = Read(O, Name);
    if (!S->Error.empty())
      return {};
    Out[Name] = X;
  }
  return Out;
}

std::map<std::string, uint64_t> JsonReader::getU64Map(StringRef Key) {
  return getMap<uint64_t>(
      Key, [](JsonReader &O, StringRef Name) { return O.getU64(Name); });
}

std::map<std::string, double> JsonReader::getNumberMap(StringRef Key) {
  return getMap<double>(
      Key, [](JsonReader &O, StringRef Name) { return O.getNumber(Name); });
}

JsonReader JsonReader::getObject(StringRef Key) {
  std::string Nested = (Prefix + Key + ".").str();
  const json *V = find(Key);
  if (V && V->is_object())
    return JsonReader(S, V, Nested);
  if (V)
    mismatch(Key, *V, "an object");
  return JsonReader(S, &S->Empty, Nested);
}

std::string refinery::toJsonText(const json &J, int Indent) {
  return J.dump(Indent, ' ', /*ensure_ascii=*/false,
                json::error_handler_t::replace);
}
