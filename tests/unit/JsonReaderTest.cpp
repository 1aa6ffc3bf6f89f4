//===- tests/unit/JsonReaderTest.cpp - Checked reading of JSON files ------===//
//
// JsonReader: absent and null fields read as defaults, every mistyped
// field is an error naming the file and the field's path, and the first
// error is the one reported.
//
//===----------------------------------------------------------------------===//
#include "support/JsonReader.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace refinery;

namespace {

TEST(JsonReaderTest, ReadsFieldsAndDefaults) {
  auto R = JsonReader::parse(
      "f.json", R"({"s": "x", "n": 7, "d": 1.5, "z": null, "a": ["p", "q"],
                   "m": {"1": 2, "3": 4}, "o": {"t": "u"}})");
  ASSERT_TRUE(bool(R)) << toString(R.takeError());
  EXPECT_EQ(R->getString("s"), "x");
  EXPECT_EQ(R->getString("z", "dflt"), "dflt");
  EXPECT_EQ(R->getString("absent", "dflt"), "dflt");
  EXPECT_EQ(R->getU64("n"), 7u);
  EXPECT_EQ(R->getU32("n"), 7u);
  EXPECT_DOUBLE_EQ(R->getNumber("d"), 1.5);
  EXPECT_DOUBLE_EQ(R->getNumber("n"), 7.0);
  EXPECT_EQ(R->getStrings("a"), (std::vector<std::string>{"p", "q"}));
  EXPECT_EQ(R->getU64Map("m"),
            (std::map<std::string, uint64_t>{{"1", 2}, {"3", 4}}));
  EXPECT_EQ(R->getObject("o").getString("t"), "u");
  EXPECT_EQ(R->getObject("absent").getString("t", "none"), "none");
  EXPECT_TRUE(R->has("s"));
  EXPECT_FALSE(R->has("z"));
  EXPECT_FALSE(bool(R->takeError()));
}

TEST(JsonReaderTest, TheFirstMistypedFieldIsTheError) {
  auto R = JsonReader::parse(
      "dir/f.json", R"({"m": {"1": "abc"}, "n": "many", "o": {"p": [1]}})");
  ASSERT_TRUE(bool(R));
  EXPECT_TRUE(R->getU64Map("m").empty());
  // After the first error every field reads as its default.
  EXPECT_EQ(R->getString("n", "dflt"), "dflt");
  EXPECT_EQ(toString(R->takeError()),
            "dir/f.json: field 'm.1': expected an unsigned integer, found "
            "string");
  // Taken: the reader goes on.
  EXPECT_EQ(R->getObject("o").getString("p"), "");
  EXPECT_EQ(toString(R->takeError()),
            "dir/f.json: field 'o.p': expected a string, found array");
  R->fail("kind", "a or b", "'c'");
  EXPECT_EQ(toString(R->takeError()),
            "dir/f.json: field 'kind': expected a or b, found 'c'");
}

TEST(JsonReaderTest, RejectsWhatIsNotAnObject) {
  EXPECT_EQ(toString(JsonReader::parse("f.json", "7").takeError()),
            "f.json: expected an object, found 7");
  EXPECT_EQ(toString(JsonReader::parse("f.json", "").takeError()),
            "f.json: not valid JSON: parse error at line 1, column 1: "
            "syntax error while parsing value - unexpected end of input; "
            "expected '[', '{', or a literal");
  EXPECT_EQ(toString(JsonReader::parse("f.json", "{} x").takeError()),
            "f.json: not valid JSON: parse error at line 1, column 4: "
            "syntax error while parsing value - invalid literal; last read: "
            "'{} x'; expected end of input");
  auto Missing = JsonReader::readFile("/nonexistent/refinery/f.json");
  ASSERT_FALSE(bool(Missing));
  EXPECT_EQ(toString(Missing.takeError()),
            "/nonexistent/refinery/f.json: No such file or directory");
}

enum class Fruit { Apple, Pear, Plum };
constexpr EnumName<Fruit> FruitNames[] = {
    {Fruit::Apple, "apple"}, {Fruit::Pear, "pear"}, {Fruit::Plum, "plum"}};

/// getEnum reads a spelling of the table, or names them all in its error.
TEST(JsonReaderTest, EnumFieldsNameTheirSpellings) {
  EXPECT_EQ(enumSpellings<Fruit>(FruitNames), "apple, pear or plum");
  EXPECT_EQ(enumSpellings<Fruit>(ArrayRef(FruitNames).take_front(2)),
            "apple or pear");
  EXPECT_EQ(enumSpellings<Fruit>(ArrayRef(FruitNames).take_front(1)), "apple");
  auto Read = [](StringRef Text, bool Required) {
    auto R = JsonReader::parse("f.json", Text);
    EXPECT_TRUE(bool(R));
    Fruit F = Required ? R->getEnum<Fruit>("f", FruitNames)
                       : R->getEnum("f", FruitNames, Fruit::Pear);
    Error E = R->takeError();
    return std::make_pair(F, E ? toString(std::move(E)) : std::string("ok"));
  };
  using P = std::pair<Fruit, std::string>;
  EXPECT_EQ(Read(R"({"f": "plum"})", false), P(Fruit::Plum, "ok"));
  EXPECT_EQ(Read(R"({"f": "plum"})", true), P(Fruit::Plum, "ok"));
  EXPECT_EQ(Read(R"({})", false), P(Fruit::Pear, "ok"));
  EXPECT_EQ(Read(R"({"f": null})", false), P(Fruit::Pear, "ok"));
  EXPECT_EQ(Read(R"({"f": "fig"})", false),
            P(Fruit::Pear,
              "f.json: field 'f': expected apple, pear or plum, found 'fig'"));
  EXPECT_EQ(Read(R"({"f": ""})", false),
            P(Fruit::Pear,
              "f.json: field 'f': expected apple, pear or plum, found ''"));
  EXPECT_EQ(Read(R"({"f": "fig"})", true),
            P(Fruit::Apple,
              "f.json: field 'f': expected apple, pear or plum, found 'fig'"));
  EXPECT_EQ(
      Read(R"({})", true),
      P(Fruit::Apple,
        "f.json: field 'f': expected apple, pear or plum, found nothing"));
  EXPECT_EQ(
      Read(R"({"f": ""})", true),
      P(Fruit::Apple,
        "f.json: field 'f': expected apple, pear or plum, found nothing"));
  EXPECT_EQ(Read(R"({"f": 3})", false),
            P(Fruit::Pear, "f.json: field 'f': expected a string, found 3"));
}

} // namespace
