//===- reducer/Report.cpp - Reducing findings and writing reports ---------===//
#include "reducer/Report.h"
#include "oracle/Interpreter.h"
#include "reducer/BugShape.h"
#include "support/JsonReader.h"
#include "support/ModuleUtil.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include <nlohmann/json.hpp>

using namespace llvm;
using namespace refinery;

static ViolationKind violationKindOf(StringRef Name) {
  for (ViolationKind K :
       {ViolationKind::ValueMismatch, ViolationKind::TgtPoison,
        ViolationKind::TgtUB, ViolationKind::MemoryMismatch,
        ViolationKind::EventMismatch})
    if (Name == violationName(K))
      return K;
  return ViolationKind::None;
}

Expected<ReductionReport>
refinery::reduceViolation(const Module &M, const OptimizerOptions &Pipeline,
                          ReduceGoal Goal, const ReduceOptions &Opts,
                          bool FindCulprit) {
  Expected<std::unique_ptr<Optimizer>> Opt = Optimizer::create(Pipeline);
  if (!Opt)
    return Opt.takeError();
  if (Goal.Function.empty() || Goal.Kind == ViolationKind::None) {
    Expected<ReduceGoal> G = findGoal(**Opt, M, Goal.Function, Opts.Check);
    if (!G)
      return G.takeError();
    if (Goal.Kind == ViolationKind::None || Goal.Function.empty())
      Goal = *G;
  }
  ReductionReport R;
  R.Goal = Goal;
  R.Pipeline = Pipeline;
  Expected<ReduceResult> Res = reduceModule(**Opt, M, Goal, Opts);
  if (!Res)
    return Res.takeError();
  R.Result = std::move(*Res);
  if (FindCulprit) {
    Expected<CulpritResult> C =
        findCulprit(Pipeline, *R.Result.Reduced, Goal.Function, Opts.Check);
    if (C)
      R.Culprit = std::move(*C);
    else
      R.CulpritError = toString(C.takeError());
  }
  return std::move(R);
}

Expected<ReductionReport>
refinery::reduceFinding(const Finding &F, StringRef Dir,
                        const OptimizerOptions &Pipeline, LLVMContext &Ctx,
                        const ReduceOptions &Opts, bool FindCulprit) {
  if (F.Kind != FindingKind::Violation)
    return createStringError(inconvertibleErrorCode(),
                             "%s: a %s finding, not a violation; only "
                             "violations are reduced",
                             Dir.str().c_str(), findingKindName(F.Kind));
  Expected<std::unique_ptr<Module>> M = readIRFile(findingSrcPath(Dir), Ctx);
  if (!M)
    return M.takeError();
  ReduceGoal Goal{F.Function, violationKindOf(F.Violation)};
  if (Goal.Kind == ViolationKind::None)
    return createStringError(inconvertibleErrorCode(),
                             "%s: unknown violation kind '%s'",
                             Dir.str().c_str(), F.Violation.c_str());
  Expected<ReductionReport> R =
      reduceViolation(**M, Pipeline, Goal, Opts, FindCulprit);
  if (R)
    R->FindingId = F.Id;
  return R;
}

std::string refinery::shapeOf(const Function &F) {
  std::vector<std::string> Ops;
  for (const Instruction &I : instructions(F)) {
    std::string S = I.getOpcodeName();
    if (const auto *C = dyn_cast<CmpInst>(&I))
      S +=
          std::string(" ") + CmpInst::getPredicateName(C->getPredicate()).str();
    if (const auto *CB = dyn_cast<CallBase>(&I))
      if (const Function *Callee = CB->getCalledFunction()) {
        StringRef Name = Callee->getName();
        if (Callee->isIntrinsic())
          Name = Intrinsic::getBaseName(Callee->getIntrinsicID());
        S += " @" + Name.str();
      }
    Ops.push_back(std::move(S));
  }
  return join(Ops, ",");
}

Expected<std::string> refinery::makeAlivePair(const Module &Src,
                                              const Module &Tgt,
                                              StringRef Function) {
  const llvm::Function *TF = Tgt.getFunction(Function);
  if (!TF || TF->isDeclaration())
    return createStringError(inconvertibleErrorCode(),
                             "@%s is not defined after optimization",
                             Function.str().c_str());
  std::unique_ptr<Module> A = CloneModule(Src);
  for (const char *Name : {"src", "tgt"})
    if (llvm::Function *Other = A->getFunction(Name);
        Other && Other->getName() != Function)
      Other->setName(std::string(Name) + ".orig");
  llvm::Function *SF = A->getFunction(Function);
  assert(SF && "the source function is missing");
  llvm::Function *NF = llvm::Function::Create(
      TF->getFunctionType(), SF->getLinkage(), "tgt.new", A.get());
  ValueToValueMapTy VMap;
  for (const GlobalValue &G : Tgt.global_values()) {
    if (&G == TF) {
      VMap[&G] = NF;
      continue;
    }
    GlobalValue *Mine = A->getNamedValue(G.getName());
    if (!Mine || Mine->getValueType() != G.getValueType()) {
      // A value the source lacks keeps its name (an intrinsic must: its
      // name is its identity); one whose name the source uses for
      // something else of another type gets a ".tgt" suffix.
      std::string Name =
          Mine ? (G.getName() + ".tgt").str() : G.getName().str();
      if (const auto *GF = dyn_cast<llvm::Function>(&G)) {
        Mine = llvm::Function::Create(
            GF->getFunctionType(), GlobalValue::ExternalLinkage, Name, A.get());
        cast<llvm::Function>(Mine)->copyAttributesFrom(GF);
      } else if (const auto *GV = dyn_cast<GlobalVariable>(&G)) {
        Mine = new GlobalVariable(*A, GV->getValueType(), GV->isConstant(),
                                  GlobalValue::ExternalLinkage, nullptr, Name);
      } else {
        return createStringError(inconvertibleErrorCode(),
                                 "cannot carry @%s over to the pair",
                                 G.getName().str().c_str());
      }
    }
    VMap[&G] = Mine;
  }
  for (auto [From, To] : zip(TF->args(), NF->args())) {
    VMap[&From] = &To;
    To.setName(From.getName());
  }
  SmallVector<ReturnInst *, 4> Returns;
  CloneFunctionInto(NF, TF, VMap, CloneFunctionChangeType::DifferentModule,
                    Returns);
  // Cloning into another module adds an empty list of compile units.
  if (NamedMDNode *CU = A->getNamedMetadata("llvm.dbg.cu");
      CU && CU->getNumOperands() == 0 && !Src.getNamedMetadata("llvm.dbg.cu"))
    CU->eraseFromParent();
  if (SF->getName() != "src")
    SF->setName("src");
  NF->setName("tgt");
  std::string Err;
  raw_string_ostream OS(Err);
  if (verifyModule(*A, &OS))
    return createStringError(inconvertibleErrorCode(),
                             "the @src/@tgt pair is not valid IR: %s",
                             Err.c_str());
  std::string Text = printModule(*A);
  if (StringRef(Text).starts_with("; ModuleID"))
    Text = StringRef(Text).split('\n').second.str();
  return Text;
}

/// The `refinery check` options that run \p P.
static std::string checkFlags(const OptimizerOptions &P) {
  std::string S;
  if (!P.OptPath.empty())
    S += " --opt " + P.OptPath;
  for (const std::string &Plugin : P.Plugins)
    S += " --load-pass-plugin " + Plugin;
  if (!P.OptArgs.empty())
    S += " --opt-args '" + join(P.OptArgs, " ") + "'";
  S += " --passes='" + P.Passes + "'";
  return S;
}

std::string refinery::makeLitTest(const ReductionReport &R) {
  std::string S;
  raw_string_ostream OS(S);
  const FunctionResult &C = R.Result.Check;
  OS << "; A " << violationName(R.Goal.Kind) << " in @" << R.Goal.Function
     << ", reduced by `refinery reduce`";
  if (!R.FindingId.empty())
    OS << " from " << R.FindingId;
  OS << " (" << R.Result.InstructionsBefore << " -> "
     << R.Result.InstructionsAfter << " instructions).\n";
  if (R.Culprit && R.Culprit->Found)
    OS << "; Culprit pass: " << R.Culprit->PassName << "\n";
  OS << "; Counterexample: " << C.CounterExampleText
     << " (src: " << C.SrcOutcome << ", tgt: " << C.TgtOutcome << ")\n;\n";
  OS << "; RUN: not %refinery check %s" << checkFlags(R.Pipeline)
     << " --function " << R.Goal.Function << " --json | FileCheck %s\n";
  OS << "; CHECK: \"name\":\"" << R.Goal.Function
     << "\",\"verdict\":\"violation\",\"kind\":\"" << violationName(R.Goal.Kind)
     << "\"\n\n";
  std::string Text = printModule(*R.Result.Reduced);
  // Drop the ModuleID line: it names a temporary buffer.
  if (StringRef(Text).starts_with("; ModuleID"))
    Text = StringRef(Text).split('\n').second.str();
  OS << Text;
  return S;
}

std::vector<std::string> refinery::execArgs(const Module &M, const Function &F,
                                            const Input &In) {
  std::vector<std::string> Args;
  Interpreter I(M);
  for (unsigned K = 0; K < In.Args.size() && K < F.arg_size(); ++K) {
    const ArgInput &A = In.Args[K];
    Type *Ty = F.getArg(K)->getType();
    // (--arg cannot spell a scalable vector's lanes one by one.)
    if (!A.Buffer.empty() || A.AliasOf >= 0 || !A.Global.empty() ||
        containsScalable(Ty))
      return {};
    std::string V = I.formatValue(Ty, A.V);
    std::string TyStr;
    raw_string_ostream OS(TyStr);
    Ty->print(OS);
    StringRef Val(V);
    Val.consume_front(TyStr);
    Args.push_back(Val.trim().str());
  }
  return Args;
}

static Error writeFile(const Twine &Path, StringRef Text) {
  std::error_code EC;
  raw_fd_ostream OS(Path.str(), EC);
  if (EC)
    return createStringError(EC, "cannot write %s: %s", Path.str().c_str(),
                             EC.message().c_str());
  OS << Text;
  return Error::success();
}

Error refinery::writeReport(const ReductionReport &R, StringRef OutDir) {
  if (std::error_code EC = sys::fs::create_directories(OutDir))
    return createStringError(EC, "cannot create %s: %s", OutDir.str().c_str(),
                             EC.message().c_str());
  const Module &Reduced = *R.Result.Reduced;
  const FunctionResult &C = R.Result.Check;
  const Function *F = Reduced.getFunction(R.Goal.Function);
  assert(F && "the reduced module lost the function of interest");
  if (Error E = writeFile(OutDir + "/src.ll", printModule(Reduced)))
    return E;
  Expected<std::string> Alive =
      makeAlivePair(Reduced, *R.Result.Optimized, R.Goal.Function);
  if (!Alive)
    return Alive.takeError();
  if (Error E = writeFile(OutDir + "/alive.ll", *Alive))
    return E;
  if (Error E = writeFile(OutDir + "/test.ll", makeLitTest(R)))
    return E;

  nlohmann::ordered_json J;
  J["schema"] = "refinery.reduced/1";
  J["finding"] = R.FindingId.empty() ? nlohmann::ordered_json()
                                     : nlohmann::ordered_json(R.FindingId);
  J["function"] = R.Goal.Function;
  J["violation"] = violationName(R.Goal.Kind);
  J["input"] = C.CounterExampleText;
  std::vector<std::string> Args = execArgs(Reduced, *F, C.CounterExample);
  J["exec_args"] = Args.empty() && F->arg_size() ? nlohmann::ordered_json()
                                                 : nlohmann::ordered_json(Args);
  J["src_outcome"] = C.SrcOutcome;
  J["tgt_outcome"] = C.TgtOutcome;
  J["detail"] = C.Detail;
  J["shape"] = shapeOf(*F);
  J["instructions"] = {{"before", R.Result.InstructionsBefore},
                       {"after", R.Result.InstructionsAfter}};
  J["pipeline"] = {{"passes", R.Pipeline.Passes},
                   {"opt", R.Pipeline.OptPath.empty()
                               ? nlohmann::ordered_json()
                               : nlohmann::ordered_json(R.Pipeline.OptPath)},
                   {"opt_args", R.Pipeline.OptArgs},
                   {"plugins", R.Pipeline.Plugins}};
  J["reduction"] = {{"candidates", R.Result.Candidates},
                    {"kept", R.Result.Kept},
                    {"cache_hits", R.Result.CacheHits},
                    {"seconds", R.Result.Seconds},
                    {"timed_out", R.Result.TimedOut}};
  nlohmann::ordered_json CJ;
  if (R.Culprit && R.Culprit->Found) {
    const CulpritResult &Cu = *R.Culprit;
    CJ["pass"] = Cu.PassName;
    CJ["class"] = Cu.ClassName;
    CJ["unit"] = Cu.Unit;
    CJ["position"] = Cu.Position;
    CJ["violation"] = violationName(Cu.Check.Kind);
    CJ["input"] = Cu.Check.CounterExampleText;
    CJ["src_outcome"] = Cu.Check.SrcOutcome;
    CJ["tgt_outcome"] = Cu.Check.TgtOutcome;
    CJ["pipeline"] = Cu.Pipeline;
    CJ["reproduces"] = Cu.Reproduces;
    CJ["command"] = Cu.Command;
    CJ["before"] = "culprit-before.ll";
    CJ["after"] = "culprit-after.ll";
    if (Error E = writeFile(OutDir + "/culprit-before.ll", Cu.BeforeIR))
      return E;
    if (Error E = writeFile(OutDir + "/culprit-after.ll", Cu.AfterIR))
      return E;
    if (Error E = writeFile(OutDir + "/culprit.json", toJsonText(CJ, 2) + "\n"))
      return E;
  } else if (R.Culprit) {
    CJ["pass"] = nullptr;
    CJ["passes_run"] = R.Culprit->PassesRun;
    CJ["note"] = "every pass refines its input: the violation needs several "
                 "passes together, or the external opt";
  } else if (!R.CulpritError.empty()) {
    CJ["pass"] = nullptr;
    CJ["error"] = R.CulpritError;
  }
  J["culprit"] = CJ;
  // What the culprit changed, normalized (reducer/BugShape.h): what triage
  // clusters on and a known-bug baseline matches.
  Expected<BugShape> Bug = readBugShape(OutDir, R.Goal.Function);
  if (!Bug)
    return Bug.takeError();
  J["change"] = {{"removed", Bug->Removed}, {"added", Bug->Added}};
  J["llvm_version"] = LLVM_VERSION_STRING;
  J["refinery_version"] = REFINERY_VERSION;
  return writeFile(OutDir + "/reduced.json", toJsonText(J, 2) + "\n");
}

void refinery::printSummary(const ReductionReport &R, raw_ostream &OS) {
  const FunctionResult &C = R.Result.Check;
  OS << "@" << R.Goal.Function << ": " << violationName(R.Goal.Kind)
     << ", reduced from " << R.Result.InstructionsBefore << " to "
     << R.Result.InstructionsAfter << " instruction(s) (" << R.Result.Candidates
     << " candidate(s), " << R.Result.Kept << " kept";
  if (R.Result.TimedOut)
    OS << ", time limit reached";
  OS << ")\n";
  OS << "  input: " << C.CounterExampleText << "\n";
  OS << "  src:   " << C.SrcOutcome << "\n";
  OS << "  tgt:   " << C.TgtOutcome << "\n";
  if (R.Culprit && R.Culprit->Found) {
    OS << "  culprit: " << R.Culprit->PassName << " (" << R.Culprit->Unit
       << " pass #" << R.Culprit->Position << ")";
    if (!R.Culprit->Reproduces)
      OS << "; the one-pass pipeline does not reproduce it";
    OS << "\n  reproduce: " << R.Culprit->Command << "\n";
  } else if (R.Culprit) {
    OS << "  culprit: none (every pass refines its input)\n";
  } else if (!R.CulpritError.empty()) {
    OS << "  culprit: not searched: " << R.CulpritError << "\n";
  }
}
