//===- reducer/Triage.cpp - Clustering findings ---------------------------===//
#include "reducer/Triage.h"
#include "reducer/Report.h"
#include "support/FileUtil.h"
#include "support/JsonReader.h"
#include "support/Process.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <map>
#include <nlohmann/json.hpp>

using namespace llvm;
using namespace refinery;

/// Runs \p Fn in a forked child and returns its error; a child that dies
/// (a crash of the optimizer while reducing) is an error, not the end of
/// the caller.
static Error runIsolated(function_ref<Error()> Fn) {
  ForkedResult R = runForked([&](std::string &Msg) {
    if (Error E = Fn())
      Msg = toString(std::move(E));
    return Msg.empty() ? 0 : 1;
  });
  if (R.Status.How == ProcessStatus::End::Signalled)
    return createStringError(inconvertibleErrorCode(),
                             "the reduction crashed (signal %d; the "
                             "optimizer crashed on a candidate?)",
                             R.Status.Code);
  if (R.Status.Code != 0)
    return createStringError(inconvertibleErrorCode(), "%s",
                             R.Message.empty() ? "the reduction failed"
                                               : R.Message.c_str());
  return Error::success();
}

/// Reads what triage needs from reduced/reduced.json into \p T: false if
/// there is none, an error naming the file and the field if it cannot be
/// read.
static Expected<bool> readReduced(TriagedFinding &T) {
  std::string Path = T.ReducedPath() + "/reduced.json";
  if (!sys::fs::exists(Path))
    return false;
  Expected<JsonReader> ROrErr = JsonReader::readFile(Path);
  if (!ROrErr)
    return ROrErr.takeError();
  JsonReader &R = *ROrErr;
  TriagedFinding Read;
  Read.Shape = R.getString("shape");
  Read.Input = R.getString("input");
  Read.SrcOutcome = R.getString("src_outcome");
  Read.TgtOutcome = R.getString("tgt_outcome");
  JsonReader I = R.getObject("instructions");
  Read.InstructionsBefore = I.getU32("before");
  Read.InstructionsAfter = I.getU32("after");
  JsonReader C = R.getObject("culprit");
  Read.Culprit = C.getString("pass");
  Read.CulpritCommand = C.getString("command");
  Read.CulpritViolation = C.getString("violation");
  std::string Function = R.getString("function");
  if (Error E = R.takeError())
    return std::move(E);
  Expected<BugShape> Bug = readBugShape(T.ReducedPath(), Function);
  if (!Bug)
    return Bug.takeError();
  T.Bug = std::move(*Bug);
  T.Reduced = true;
  T.Shape = std::move(Read.Shape);
  T.Input = std::move(Read.Input);
  T.SrcOutcome = std::move(Read.SrcOutcome);
  T.TgtOutcome = std::move(Read.TgtOutcome);
  T.InstructionsBefore = Read.InstructionsBefore;
  T.InstructionsAfter = Read.InstructionsAfter;
  T.Culprit = std::move(Read.Culprit);
  T.CulpritCommand = std::move(Read.CulpritCommand);
  T.CulpritViolation = std::move(Read.CulpritViolation);
  return true;
}

/// Triage of the finding in directory \p D (readable: an error if not):
/// its reduction read, or made if it is missing and Opts.ReduceMissing.
static Expected<TriagedFinding>
triageFindingDir(const std::string &D, const TriageOptions &Opts,
                 raw_ostream *Log, std::vector<std::string> &Warnings,
                 unsigned &ReducedNow) {
  Expected<Finding> F = readFinding(D);
  if (!F)
    return F.takeError();
  TriagedFinding T;
  T.Dir = D;
  T.Info = std::move(*F);
  T.Pipeline = optimizerOptionsOf(T.Info.Pipeline);
  T.Pipeline.TimeoutSeconds = Opts.OptTimeoutSeconds;
  bool IsViolation = T.Info.Kind == FindingKind::Violation;
  bool Reduced = false;
  if (IsViolation) {
    Expected<bool> Read = readReduced(T);
    if (Read)
      Reduced = *Read;
    else
      Warnings.push_back(toString(Read.takeError()) +
                         "; the finding counts as not reduced");
  }
  if (IsViolation && !Reduced && Opts.ReduceMissing) {
    if (Log)
      *Log << "reducing " << T.Info.Id << " ...\n";
    // In a child process: the optimizer may crash on a candidate (a
    // bug of its own), which must not end the triage.
    Error E = runIsolated([&]() -> Error {
      LLVMContext Ctx;
      Expected<ReductionReport> Rep =
          reduceFinding(T.Info, T.Dir, T.Pipeline, Ctx, Opts.Reduce,
                        /*FindCulprit=*/true);
      return Rep ? writeReport(*Rep, T.ReducedPath()) : Rep.takeError();
    });
    if (E) {
      T.Error = toString(std::move(E));
      if (Log)
        *Log << "  " << T.Error << "\n";
    } else {
      ++ReducedNow;
      if (Expected<bool> Read = readReduced(T); !Read)
        T.Error = toString(Read.takeError());
      if (Log)
        *Log << "  " << T.InstructionsBefore << " -> " << T.InstructionsAfter
             << " instruction(s), culprit "
             << (T.Culprit.empty() ? "unknown" : T.Culprit) << "\n";
    }
  }
  if (const KnownBug *K = matchKnown(Opts.Known, T))
    T.Known = *K;
  return std::move(T);
}

/// What triage knows of a reduction's directory \p Dir without a finding
/// (`refinery reduce --out-dir`): its reduced.json as the finding.
static Expected<TriagedFinding> triageReducedDir(StringRef Dir,
                                                 const TriageOptions &Opts) {
  Expected<JsonReader> ROrErr =
      JsonReader::readFile(Dir.str() + "/reduced.json");
  if (!ROrErr)
    return ROrErr.takeError();
  JsonReader &R = *ROrErr;
  TriagedFinding T;
  T.Dir = Dir.str();
  T.ReducedDir = Dir.str();
  Finding &F = T.Info;
  F.Kind = FindingKind::Violation;
  F.Id = R.getString("finding", sys::path::filename(Dir));
  F.Function = R.getString("function");
  F.Violation = R.getString("violation");
  F.LLVMVersion = R.getString("llvm_version");
  F.Pipeline.Passes = R.getObject("pipeline").getString("passes");
  if (Error E = R.takeError())
    return std::move(E);
  Expected<bool> Read = readReduced(T);
  if (!Read)
    return Read.takeError();
  if (const KnownBug *K = matchKnown(Opts.Known, T))
    T.Known = *K;
  return std::move(T);
}

Expected<TriagedFinding> refinery::triageOne(StringRef Path,
                                             const TriageOptions &Opts,
                                             raw_ostream *Log) {
  if (!isFindingDir(Path) && sys::fs::exists(Path + "/reduced.json"))
    return triageReducedDir(Path, Opts);
  std::vector<std::string> Warnings;
  unsigned ReducedNow = 0;
  Expected<TriagedFinding> T =
      triageFindingDir(Path.str(), Opts, Log, Warnings, ReducedNow);
  if (T && !T->Error.empty())
    return createStringError(inconvertibleErrorCode(), "%s: %s",
                             Path.str().c_str(), T->Error.c_str());
  return T;
}

Expected<TriageResult> refinery::triageFindings(StringRef Dir,
                                                const TriageOptions &Opts,
                                                raw_ostream *Log) {
  TriageResult R;
  R.Dir = Dir.str();
  std::vector<std::string> Dirs;
  if (isFindingDir(Dir)) {
    Dirs.push_back(Dir.str());
  } else {
    std::error_code EC;
    for (sys::fs::directory_iterator It(Dir, EC), End; It != End && !EC;
         It.increment(EC))
      if (sys::fs::is_directory(It->path()) && isFindingDir(It->path()))
        Dirs.push_back(It->path());
    if (EC)
      return createStringError(EC, "cannot list %s: %s", Dir.str().c_str(),
                               EC.message().c_str());
  }
  llvm::sort(Dirs);
  for (const std::string &D : Dirs) {
    Expected<TriagedFinding> T =
        triageFindingDir(D, Opts, Log, R.Warnings, R.ReducedNow);
    if (!T) {
      R.Unreadable.push_back({D, toString(T.takeError())});
      continue;
    }
    R.Findings.push_back(std::move(*T));
  }

  std::map<std::string, Cluster> ByKey;
  for (size_t K = 0; K < R.Findings.size(); ++K) {
    const TriagedFinding &T = R.Findings[K];
    const Finding &F = T.Info;
    std::string Key;
    if (F.Kind == FindingKind::Violation && T.Reduced && !T.Culprit.empty() &&
        T.Bug.hasChange())
      Key = "violation|" + passBaseName(T.Culprit).str() +
            "|change:" + T.Bug.changeKey();
    else if (F.Kind == FindingKind::Violation && T.Reduced)
      Key = "violation|" + F.Violation + "|" +
            (T.Culprit.empty() ? "?" : T.Culprit) + "|" + T.Shape;
    else
      Key = findingKindName(F.Kind) + ("|" + F.Violation) +
            "|signature:" + F.Signature;
    Cluster &C = ByKey[Key];
    if (C.Members.empty()) {
      C.Key = Key;
      C.Kind = F.Kind;
      C.Violation = F.Violation;
      C.Culprit = T.Culprit;
      C.Shape = T.Shape;
      C.Change = T.Bug.changeKey();
      C.FirstSeen = F.FirstSeen;
      C.LastSeen = F.LastSeen;
    }
    C.Members.push_back(K);
    if (!F.Violation.empty() && !is_contained(C.Violations, F.Violation))
      C.Violations.push_back(F.Violation);
    C.Occurrences += F.Count;
    if (!F.FirstSeen.empty() &&
        (C.FirstSeen.empty() || F.FirstSeen < C.FirstSeen))
      C.FirstSeen = F.FirstSeen;
    if (F.LastSeen > C.LastSeen)
      C.LastSeen = F.LastSeen;
  }
  for (auto &[Key, C] : ByKey) {
    llvm::sort(C.Members, [&](size_t A, size_t B) {
      const TriagedFinding &TA = R.Findings[A], &TB = R.Findings[B];
      if (TA.Reduced != TB.Reduced)
        return TA.Reduced;
      if (TA.InstructionsAfter != TB.InstructionsAfter)
        return TA.InstructionsAfter < TB.InstructionsAfter;
      if (TA.Info.Id != TB.Info.Id)
        return TA.Info.Id < TB.Info.Id;
      return A < B;
    });
    llvm::sort(C.Violations);
    if (all_of(C.Members, [&](size_t M) { return R.Findings[M].Known; }))
      C.Known = R.Findings[C.Members.front()].Known;
    R.Clusters.push_back(std::move(C));
  }
  llvm::sort(R.Clusters, [](const Cluster &A, const Cluster &B) {
    if (A.Known.has_value() != B.Known.has_value())
      return !A.Known;
    if (A.Members.size() != B.Members.size())
      return A.Members.size() > B.Members.size();
    return A.Key < B.Key;
  });
  return std::move(R);
}

static nlohmann::ordered_json orNull(const std::string &S) {
  return S.empty() ? nlohmann::ordered_json() : nlohmann::ordered_json(S);
}

std::string refinery::triageJSON(const TriageResult &R) {
  nlohmann::ordered_json J;
  J["schema"] = "refinery.triage/1";
  J["findings_dir"] = R.Dir;
  J["findings"] = R.Findings.size();
  J["reduced_now"] = R.ReducedNow;
  J["clusters"] = nlohmann::ordered_json::array();
  unsigned N = 0;
  for (const Cluster &C : R.Clusters) {
    const TriagedFinding &Rep = R.Findings[C.Members.front()];
    nlohmann::ordered_json CJ;
    CJ["id"] = "cluster-" + std::to_string(++N);
    CJ["key"] = C.Key;
    CJ["kind"] = findingKindName(C.Kind);
    CJ["violation"] = orNull(C.Violation);
    CJ["culprit"] = orNull(C.Culprit);
    CJ["violations"] = C.Violations;
    CJ["shape"] = orNull(C.Shape);
    CJ["change"] = orNull(C.Change);
    CJ["findings"] = C.Members.size();
    CJ["occurrences"] = C.Occurrences;
    CJ["first_seen"] = orNull(C.FirstSeen);
    CJ["last_seen"] = orNull(C.LastSeen);
    CJ["known"] =
        C.Known
            ? nlohmann::ordered_json{{"name", C.Known->Name},
                                     {"upstream", orNull(C.Known->Upstream)},
                                     {"note", orNull(C.Known->Note)}}
            : nlohmann::ordered_json();
    nlohmann::ordered_json RJ;
    RJ["id"] = Rep.Info.Id;
    RJ["dir"] = Rep.Dir;
    RJ["function"] = orNull(Rep.Info.Function);
    RJ["signature"] = orNull(Rep.Info.Signature);
    RJ["reduced"] = Rep.Reduced ? nlohmann::ordered_json(Rep.ReducedPath())
                                : nlohmann::ordered_json();
    if (Rep.Reduced) {
      RJ["instructions"] = {{"before", Rep.InstructionsBefore},
                            {"after", Rep.InstructionsAfter}};
      RJ["input"] = Rep.Input;
      RJ["src_outcome"] = Rep.SrcOutcome;
      RJ["tgt_outcome"] = Rep.TgtOutcome;
      RJ["reproducer"] = orNull(Rep.CulpritCommand);
    } else {
      RJ["input"] = orNull(Rep.Info.Input);
      RJ["detail"] = orNull(Rep.Info.Detail);
    }
    CJ["representative"] = RJ;
    CJ["members"] = nlohmann::ordered_json::array();
    for (size_t M : C.Members)
      CJ["members"].push_back(R.Findings[M].Info.Id);
    J["clusters"].push_back(CJ);
  }
  J["errors"] = nlohmann::ordered_json::array();
  for (const TriagedFinding &T : R.Findings)
    if (!T.Error.empty())
      J["errors"].push_back({{"finding", T.Info.Id}, {"error", T.Error}});
  for (const auto &[D, Why] : R.Unreadable)
    J["errors"].push_back({{"dir", D}, {"error", Why}});
  return toJsonText(J, 2) + "\n";
}

std::string TriagedFinding::reproducerCommand() const {
  // The command names the file in the reduced/ directory.
  std::string Cmd = CulpritCommand;
  StringRef File = "culprit-before.ll";
  if (StringRef(Cmd).ends_with(File))
    Cmd = Cmd.substr(0, Cmd.size() - File.size()) + ReducedPath() + "/" +
          File.str();
  return Cmd;
}

std::string refinery::triageMarkdown(const TriageResult &R) {
  std::string S;
  raw_string_ostream OS(S);
  OS << "# Refinery triage of " << R.Dir << "\n\n"
     << R.Findings.size() << " finding(s) in " << R.Clusters.size()
     << " cluster(s).\n";
  unsigned N = 0;
  bool KnownHeading = false;
  for (const Cluster &C : R.Clusters) {
    const TriagedFinding &Rep = R.Findings[C.Members.front()];
    const Finding &F = Rep.Info;
    if (C.Known) {
      // Known bugs come last, one line each: nothing to report again.
      if (!KnownHeading)
        OS << "\n## Known bugs (baseline)\n\n";
      KnownHeading = true;
      OS << "- " << ++N << ". `" << C.Known->Name << "`"
         << (C.Known->Upstream.empty() ? "" : " (" + C.Known->Upstream + ")")
         << ": " << C.Members.size() << " finding(s), " << C.Occurrences
         << " occurrence(s); representative `" << F.Id << "`\n";
      continue;
    }
    OS << "\n## " << ++N << ". ";
    if (C.Kind == FindingKind::Violation)
      OS << "Miscompilation (" << C.Violation << ")"
         << (C.Culprit.empty() ? "" : " in " + C.Culprit) << ": @"
         << F.Function;
    else
      OS << (C.Kind == FindingKind::Crash ? "Crash" : "Timeout") << ": "
         << F.Signature;
    OS << "\n\n";
    OS << "- Findings: " << C.Members.size() << " (" << C.Occurrences
       << " occurrence(s)); first seen " << C.FirstSeen << ", last seen "
       << C.LastSeen << "\n";
    OS << "- Representative: `" << F.Id << "` (" << Rep.Dir << ")\n";
    if (C.Members.size() > 1) {
      OS << "- Members:";
      for (size_t M : C.Members)
        OS << " `" << R.Findings[M].Info.Id << "`";
      OS << "\n";
    }
    OS << "- LLVM version: "
       << (F.LLVMVersion.empty() ? std::string(LLVM_VERSION_STRING)
                                 : F.LLVMVersion)
       << "\n";
    OS << "- Pipeline: `-passes='" << F.Pipeline.Passes << "'`\n";
    if (!Rep.Error.empty())
      OS << "- Reduction failed: " << Rep.Error << "\n";
    if (C.Kind != FindingKind::Violation || !Rep.Reduced) {
      if (!F.Detail.empty())
        OS << "- Detail: " << F.Detail << "\n";
      OS << "- Source: `" << findingSrcPath(Rep.Dir) << "`\n";
      continue;
    }
    OS << "\n";
    if (std::string Cmd = Rep.reproducerCommand(); !Cmd.empty())
      OS << "The pass `" << C.Culprit << "` miscompiles this input:\n\n"
         << "```\n"
         << Cmd << "\n```\n\n";
    OS << "Counterexample: `" << Rep.Input << "`; the source gives `"
       << Rep.SrcOutcome << "`, the target `" << Rep.TgtOutcome << "` ("
       << Rep.InstructionsBefore << " instructions reduced to "
       << Rep.InstructionsAfter << ").\n\n";
    OS << "Source and target (Alive2 format):\n\n```llvm\n"
       << StringRef(readTextFileOrEmpty(Rep.ReducedPath() + "/alive.ll")).trim()
       << "\n```\n";
  }
  return S;
}
