//===- corpus/Corpus.cpp - Corpus directories and signatures --------------===//
#include "corpus/Corpus.h"
#include "corpus/Finding.h"
#include "oracle/Checker.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"
#include <cctype>

using namespace llvm;
using namespace refinery;

static const char *FeatureFile = ".features";
static const char *ModuleFeatureFile = ".module-features";

static std::string pathJoin(StringRef A, StringRef B) {
  SmallString<128> P(A);
  sys::path::append(P, B);
  return std::string(P);
}

Expected<CorpusDir> CorpusDir::open(StringRef Dir,
                                    function_ref<void(Error)> Warn) {
  if (std::error_code EC = sys::fs::create_directories(Dir))
    return createFileError(Dir, EC);
  CorpusDir C;
  // One spelling of the directory (no "//", no "./"): the paths prune()
  // returns are compared with those listModules() gives for it.
  SmallString<128> Norm(Dir);
  sys::path::remove_dots(Norm, /*remove_dot_dot=*/false);
  C.Dir = std::string(Norm.empty() ? StringRef(".") : StringRef(Norm));
  if (Error E = C.loadModuleFeatures(Warn))
    return std::move(E);
  std::string Path = pathJoin(Dir, FeatureFile);
  ErrorOr<std::unique_ptr<MemoryBuffer>> B = MemoryBuffer::getFile(Path);
  if (!B) {
    if (B.getError() == std::errc::no_such_file_or_directory)
      return std::move(C);
    return createStringError(B.getError(), "%s: %s", Path.c_str(),
                             B.getError().message().c_str());
  }
  SmallVector<StringRef, 0> Lines;
  (*B)->getBuffer().split(Lines, '\n');
  std::string Kept;
  bool Rewrite = false;
  size_t Bad = 0, FirstBad = 0;
  for (size_t I = 0; I < Lines.size(); ++I) {
    StringRef L = Lines[I];
    bool Last = I + 1 == Lines.size();
    if (Last && L.empty())
      break; // after the final newline
    uint64_t V;
    if (L.size() == 16 && !L.getAsInteger(16, V)) {
      if (C.Features.insert(V).second)
        (Kept += L) += '\n';
      // Complete but without its newline: the file is rewritten with it.
      Rewrite |= Last;
      continue;
    }
    Rewrite = true;
    // A last line without a newline was cut short by a kill: not an error.
    if (!Last && Bad++ == 0)
      FirstBad = I + 1;
  }
  if (!Rewrite)
    return std::move(C);
  if (Error E = writeFileAtomically(Path, Kept))
    return std::move(E);
  if (Bad && Warn)
    Warn(createStringError(inconvertibleErrorCode(),
                           "%s: line %zu: expected 16 hex digits; %zu bad "
                           "line(s) dropped and the file rewritten",
                           Path.c_str(), FirstBad, Bad));
  return std::move(C);
}

/// Appends \p Lines to \p Path in one write (a kill leaves at most the
/// last line incomplete); a write error (a full disk) is an error, not
/// raw_fd_ostream's fatal error.
static Error appendLines(StringRef Path, StringRef Lines) {
  std::error_code EC;
  raw_fd_ostream OS(Path, EC, sys::fs::OF_Append);
  if (EC)
    return createFileError(Path, EC);
  OS << Lines;
  OS.close();
  if (OS.has_error()) {
    std::error_code WE = OS.error();
    OS.clear_error();
    return createFileError(Path, WE);
  }
  return Error::success();
}

/// A `.module-features` line: the file name, then the features.
static std::string moduleFeatureLine(StringRef Name,
                                     ArrayRef<uint64_t> Features) {
  std::string L = Name.str();
  for (uint64_t F : Features)
    (L += ' ') += hex16(F);
  return L + "\n";
}

Error CorpusDir::loadModuleFeatures(function_ref<void(Error)> Warn) {
  std::string Path = pathJoin(Dir, ModuleFeatureFile);
  ErrorOr<std::unique_ptr<MemoryBuffer>> B = MemoryBuffer::getFile(Path);
  if (!B)
    return B.getError() == std::errc::no_such_file_or_directory
               ? Error::success()
               : createFileError(Path, B.getError());
  SmallVector<StringRef, 0> Lines;
  (*B)->getBuffer().split(Lines, '\n');
  std::string Kept;
  bool Rewrite = false;
  size_t Bad = 0;
  for (size_t I = 0; I < Lines.size(); ++I) {
    bool Last = I + 1 == Lines.size();
    if (Last && Lines[I].empty())
      break;
    SmallVector<StringRef, 16> Words;
    Lines[I].split(Words, ' ', -1, /*KeepEmpty=*/false);
    std::vector<uint64_t> Fs;
    bool Ok = !Last && Words.size() > 1 && Words[0].ends_with(".ll") &&
              !Words[0].contains('/');
    for (size_t W = 1; Ok && W < Words.size(); ++W) {
      uint64_t V;
      Ok = Words[W].size() == 16 && !Words[W].getAsInteger(16, V);
      Fs.push_back(V);
    }
    // A line cut short by a kill (the last, without its newline) or a
    // module removed since (a prune killed before it rewrote this file)
    // is dropped.
    if (!Ok || !sys::fs::exists(pathJoin(Dir, Words[0]))) {
      Rewrite = true;
      Bad += !Ok && !Last;
      continue;
    }
    llvm::sort(Fs);
    Kept += moduleFeatureLine(Words[0], Fs);
    ModuleFeatures[Words[0].str()] = std::move(Fs);
  }
  if (Bad && Warn)
    Warn(createStringError(inconvertibleErrorCode(),
                           "%s: %zu bad line(s) dropped", Path.c_str(), Bad));
  return Rewrite ? writeFileAtomically(Path, Kept) : Error::success();
}

Expected<std::pair<std::string, bool>> CorpusDir::add(StringRef Text,
                                                      ArrayRef<uint64_t> Fs) {
  std::string Name = hex16(xxh3_64bits(Text)) + ".ll";
  std::string Path = pathJoin(Dir, Name);
  if (sys::fs::exists(Path))
    return std::make_pair(Path, false);
  // The index line first: a kill before the module is written leaves a
  // line for a missing module, which open() drops; the other order would
  // leave a module that is never pruned.
  if (!Fs.empty()) {
    std::vector<uint64_t> Sorted(Fs.begin(), Fs.end());
    llvm::sort(Sorted);
    Sorted.erase(std::unique(Sorted.begin(), Sorted.end()), Sorted.end());
    if (Error E = appendLines(pathJoin(Dir, ModuleFeatureFile),
                              moduleFeatureLine(Name, Sorted)))
      return std::move(E);
    ModuleFeatures[Name] = std::move(Sorted);
  }
  if (Error E = writeFileAtomically(Path, Text))
    return std::move(E);
  return std::make_pair(Path, true);
}

ArrayRef<uint64_t> CorpusDir::featuresOf(StringRef Name) const {
  auto It = ModuleFeatures.find(Name.str());
  return It == ModuleFeatures.end() ? ArrayRef<uint64_t>()
                                    : ArrayRef<uint64_t>(It->second);
}

Expected<std::vector<std::string>> CorpusDir::prune() {
  std::vector<std::pair<uint64_t, const std::string *>> Order;
  for (const auto &[Name, Fs] : ModuleFeatures) {
    uint64_t Size = 0;
    if (sys::fs::file_size(pathJoin(Dir, Name), Size))
      Size = UINT64_MAX;
    Order.push_back({Size, &Name});
  }
  llvm::sort(Order, [](const auto &A, const auto &B) {
    return std::tie(A.first, *A.second) < std::tie(B.first, *B.second);
  });
  DenseSet<uint64_t> Covered;
  std::vector<std::string> Removed;
  for (const auto &[Size, Name] : Order) {
    bool New = false;
    for (uint64_t F : ModuleFeatures[*Name])
      New |= Covered.insert(F).second;
    if (!New)
      Removed.push_back(pathJoin(Dir, *Name));
  }
  // The modules first: a kill before the index is rewritten leaves lines
  // for missing modules, which the next open drops.
  for (const std::string &P : Removed) {
    if (std::error_code EC = sys::fs::remove(P))
      return createFileError(P, EC);
    ModuleFeatures.erase(sys::path::filename(P).str());
  }
  std::string Kept;
  for (const auto &[Name, Fs] : ModuleFeatures)
    Kept += moduleFeatureLine(Name, Fs);
  if (Error E = writeFileAtomically(pathJoin(Dir, ModuleFeatureFile), Kept))
    return std::move(E);
  llvm::sort(Removed);
  return Removed;
}

std::vector<uint64_t> CorpusDir::features() const {
  std::vector<uint64_t> Out(Features.begin(), Features.end());
  llvm::sort(Out);
  return Out;
}

bool CorpusDir::hasNewFeature(ArrayRef<uint64_t> Fs) const {
  return llvm::any_of(Fs, [&](uint64_t F) { return !Features.contains(F); });
}

Expected<unsigned> CorpusDir::addFeatures(ArrayRef<uint64_t> Fs) {
  std::string Lines;
  unsigned New = 0;
  for (uint64_t F : Fs)
    if (Features.insert(F).second) {
      Lines += hex16(F) + "\n";
      ++New;
    }
  if (!New)
    return 0;
  if (Error E = appendLines(pathJoin(Dir, FeatureFile), Lines))
    return std::move(E);
  return New;
}

std::vector<std::string> refinery::listModules(StringRef Dir) {
  std::vector<std::string> Files;
  std::error_code EC;
  for (sys::fs::directory_iterator It(Dir, EC), End; It != End && !EC;
       It.increment(EC))
    if (StringRef(It->path()).ends_with(".ll") &&
        !sys::path::filename(It->path()).starts_with("."))
      Files.push_back(It->path());
  llvm::sort(Files);
  return Files;
}

std::optional<std::string> refinery::runLinePasses(StringRef Text) {
  SmallVector<StringRef, 0> Lines;
  Text.split(Lines, '\n');
  for (size_t K = 0; K < Lines.size(); ++K) {
    size_t At = Lines[K].find("RUN:");
    if (At == StringRef::npos)
      continue;
    // The command, with its continuation lines (each a RUN: of its own).
    std::string Cmd = Lines[K].substr(At + 4).trim().str();
    while (StringRef(Cmd).ends_with("\\") && K + 1 < Lines.size()) {
      Cmd.pop_back();
      StringRef Next = Lines[++K];
      size_t NAt = Next.find("RUN:");
      Cmd +=
          " " +
          (NAt == StringRef::npos ? Next : Next.substr(NAt + 4)).trim().str();
    }
    SmallVector<StringRef, 16> Words;
    StringRef(Cmd).split(Words, ' ', -1, /*KeepEmpty=*/false);
    if (llvm::none_of(Words, [](StringRef W) {
          return W == "opt" || W.ends_with("/opt") || W == "%opt";
        }))
      continue;
    for (StringRef Flag : {"--passes=", "-passes=", "-p="}) {
      size_t F = Cmd.find(Flag);
      if (F == std::string::npos || (F > 0 && Cmd[F - 1] != ' '))
        continue;
      StringRef V = StringRef(Cmd).substr(F + Flag.size());
      if (!V.empty() && (V.front() == '\'' || V.front() == '"')) {
        size_t End = V.find(V.front(), 1);
        if (End == StringRef::npos)
          return std::nullopt;
        return V.substr(1, End - 1).str();
      }
      return V.take_until([](char C) { return C == ' ' || C == '\t'; }).str();
    }
  }
  return std::nullopt;
}

std::string refinery::normalizeMessage(StringRef Message) {
  std::string Out;
  size_t I = 0, N = Message.size();
  while (I < N) {
    char C = Message[I];
    // %names and @names (quoted or not) become %_ / @_, and a list of
    // them ("@f, @g") one: how many there are is a variable part too.
    if ((C == '%' || C == '@') && I + 1 < N &&
        (std::isalnum(static_cast<unsigned char>(Message[I + 1])) ||
         Message[I + 1] == '_' || Message[I + 1] == '.' ||
         Message[I + 1] == '"')) {
      std::string Name = {C, '_'};
      if (StringRef(Out).ends_with(Name + ", "))
        Out.resize(Out.size() - 2);
      else
        Out += Name;
      ++I;
      if (Message[I] == '"') {
        size_t End = Message.find('"', I + 1);
        I = End == StringRef::npos ? N : End + 1;
      } else {
        while (I < N && (std::isalnum(static_cast<unsigned char>(Message[I])) ||
                         Message[I] == '_' || Message[I] == '.'))
          ++I;
      }
      continue;
    }
    // Numbers (decimal or 0x hex) become N.
    if (std::isdigit(static_cast<unsigned char>(C))) {
      bool Hex = C == '0' && I + 1 < N && (Message[I + 1] == 'x');
      I += Hex ? 2 : 0;
      while (I < N && std::isxdigit(static_cast<unsigned char>(Message[I])) &&
             (Hex || std::isdigit(static_cast<unsigned char>(Message[I]))))
        ++I;
      Out += 'N';
      continue;
    }
    Out += C;
    ++I;
  }
  StringRef R = StringRef(Out).trim();
  return R.take_front(160).str();
}

/// "ub: division by zero at %q in @f" -> "ub: division by zero";
/// "return i8 poison" -> "return poison"; "return i8 1" -> "return".
static std::string outcomeClass(StringRef Outcome) {
  if (Outcome.consume_front("ub: ")) {
    size_t At = Outcome.find(" at ");
    if (At != StringRef::npos)
      Outcome = Outcome.take_front(At);
    return "ub: " + normalizeMessage(Outcome);
  }
  StringRef Kind = Outcome.split(' ').first;
  Kind = Kind.rtrim(':');
  if (Kind == "return" && Outcome.contains("poison"))
    return "return poison";
  return Kind.str();
}

std::string refinery::violationSignature(StringRef Violation,
                                         StringRef SrcOutcome,
                                         StringRef TgtOutcome, StringRef Pass) {
  return ("violation|" + Violation + "|" + outcomeClass(SrcOutcome) + "|" +
          outcomeClass(TgtOutcome) + "|" + Pass)
      .str();
}

std::string refinery::failureSignature(FindingKind Kind, StringRef Phase,
                                       StringRef Pass, StringRef Message) {
  std::string S =
      (findingKindName(Kind) + Twine("|") + Phase + "|" + Pass).str();
  if (Kind != FindingKind::Timeout)
    S += "|" + normalizeMessage(Message);
  return S;
}

std::string refinery::findingSignature(const Finding &F) {
  if (F.Kind != FindingKind::Violation)
    return failureSignature(F.Kind, F.Phase, F.Pass, F.Message);
  return violationSignature(F.Violation, F.SrcOutcome, F.TgtOutcome,
                            !F.Culprit.empty() ? F.Culprit
                            : F.PassesChanged.empty()
                                ? std::string("last:")
                                : "last:" + F.PassesChanged.back());
}

Finding refinery::violationFinding(
    const FunctionResult &R,
    ArrayRef<std::pair<std::string, std::string>> Changes, bool FromSmt) {
  assert(R.V == Verdict::Violation && "a finding of a check without one");
  Finding F;
  F.Kind = FindingKind::Violation;
  F.Violation = violationName(R.Kind);
  F.Function = R.Name;
  F.Input = R.CounterExampleText;
  F.InputOrigin = FromSmt ? InputOrigin::Smt : InputOrigin::Concrete;
  F.SrcOutcome = R.SrcOutcome;
  F.TgtOutcome = R.TgtOutcome;
  F.Detail = R.Detail;
  for (const auto &[Pass, Fn] : Changes)
    if (Fn.empty() || Fn == R.Name)
      F.PassesChanged.push_back(Pass);
  return F;
}

std::string refinery::crashMessage(StringRef Stderr) {
  SmallVector<StringRef, 0> Lines;
  Stderr.split(Lines, '\n');
  for (StringRef L : Lines) {
    L = L.trim();
    if (L.contains("LLVM ERROR:") || L.contains("Assertion") ||
        L.contains("UNREACHABLE") || L.contains("ERROR: AddressSanitizer") ||
        L.contains("out of memory"))
      return L.str();
  }
  return "";
}
