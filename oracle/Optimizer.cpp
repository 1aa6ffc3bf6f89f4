//===- oracle/Optimizer.cpp - Running an optimization pipeline ------------===//
#include "oracle/Optimizer.h"
#include "llvm/Analysis/CGSCCPassManager.h"
#include "llvm/Analysis/LoopAnalysisManager.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PassManager.h"
#include "llvm/IR/Verifier.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Plugins/PassPlugin.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Transforms/Utils/Cloning.h"

using namespace llvm;
using namespace refinery;

Optimizer::~Optimizer() = default;
PassObserver::~PassObserver() = default;

Expected<std::unique_ptr<Optimizer>> Optimizer::create(OptimizerOptions Opts) {
  std::unique_ptr<Optimizer> O(new Optimizer(std::move(Opts)));
  if (O->isExternal()) {
    if (!sys::fs::can_execute(O->Opts.OptPath))
      return createStringError(inconvertibleErrorCode(),
                               "cannot execute opt binary '%s'",
                               O->Opts.OptPath.c_str());
    return std::move(O);
  }
  for (const std::string &Path : O->Opts.Plugins) {
    Expected<PassPlugin> P = PassPlugin::Load(Path);
    if (!P)
      return createStringError(inconvertibleErrorCode(),
                               "cannot load pass plugin '%s': %s",
                               Path.c_str(),
                               toString(P.takeError()).c_str());
    O->Loaded.push_back(std::make_unique<PassPlugin>(std::move(*P)));
  }
  // Check the pipeline once, up front, for a clear error.
  PassBuilder PB;
  for (auto &P : O->Loaded)
    P->registerPassBuilderCallbacks(PB);
  ModulePassManager MPM;
  if (Error E = PB.parsePassPipeline(MPM, O->Opts.Passes))
    return createStringError(inconvertibleErrorCode(),
                             "invalid pass pipeline '%s': %s",
                             O->Opts.Passes.c_str(),
                             toString(std::move(E)).c_str());
  return std::move(O);
}

std::string Optimizer::describe() const {
  std::string S = isExternal() ? Opts.OptPath : "opt";
  for (const std::string &P : Opts.Plugins)
    S += " -load-pass-plugin=" + P;
  for (const std::string &A : Opts.OptArgs)
    S += " " + A;
  S += " -passes='" + Opts.Passes + "'";
  return S;
}

Expected<std::unique_ptr<Module>> Optimizer::optimize(const Module &M,
                                                      StringRef SourceFile,
                                                      PassObserver *Observer) {
  if (isExternal())
    return runExternal(M, SourceFile);
  return runInProcess(M, Observer);
}

/// Pass managers, adaptors and analysis plumbing: not passes of their own.
static bool isWrapperPass(StringRef Name) {
  return Name.contains("PassManager") || Name.contains("PassAdaptor") ||
         Name.contains("AnalysisManagerProxy") ||
         Name.contains("DevirtSCCRepeatedPass") ||
         Name.contains("ModuleInlinerWrapperPass") ||
         Name.contains("RequireAnalysisPass") ||
         Name.contains("InvalidateAnalysisPass");
}

/// The function a pass runs on, or "" for a module or an SCC.
static StringRef functionOf(const Any &IR) {
  if (const auto *F = llvm::any_cast<const Function *>(&IR))
    return (*F)->getName();
  if (const auto *L = llvm::any_cast<const Loop *>(&IR))
    return (*L)->getHeader()->getParent()->getName();
  return "";
}

/// Forwards LLVM's pass instrumentation to \p Observer.
static void observePasses(PassInstrumentationCallbacks &PIC,
                          PassObserver &Observer) {
  PassInstrumentationCallbacks *P = &PIC;
  PIC.registerBeforeNonSkippedPassCallback([P, &Observer](StringRef ID,
                                                          Any IR) {
    if (isWrapperPass(ID))
      return;
    StringRef Name = P->getPassNameForClassName(ID);
    Observer.beforePass(Name.empty() ? ID : Name, functionOf(IR));
  });
  PIC.registerAfterPassCallback([P, &Observer](StringRef ID, Any IR,
                                               const PreservedAnalyses &PA) {
    if (isWrapperPass(ID))
      return;
    StringRef Name = P->getPassNameForClassName(ID);
    Observer.afterPass(Name.empty() ? ID : Name, functionOf(IR),
                       !PA.areAllPreserved());
  });
}

/// A target machine for the module's triple, as opt makes one, or null.
static std::unique_ptr<TargetMachine> targetMachineFor(const Module &M) {
  const Triple &TT = M.getTargetTriple();
  if (TT.str().empty())
    return nullptr;
  static bool Initialized = [] {
    InitializeAllTargetInfos();
    InitializeAllTargets();
    InitializeAllTargetMCs();
    return true;
  }();
  (void)Initialized;
  std::string Err;
  const Target *T = TargetRegistry::lookupTarget(TT, Err);
  if (!T)
    return nullptr;
  return std::unique_ptr<TargetMachine>(T->createTargetMachine(
      TT, "", "", TargetOptions(), std::nullopt, std::nullopt,
      CodeGenOptLevel::Default));
}

Expected<std::unique_ptr<Module>>
Optimizer::optimizeInstrumented(const Module &M,
                                PassInstrumentationCallbacks &PIC) {
  if (isExternal())
    return createStringError(inconvertibleErrorCode(),
                             "pass instrumentation needs the in-process "
                             "optimizer, not %s",
                             Opts.OptPath.c_str());
  return runInProcess(M, nullptr, &PIC);
}

Expected<std::unique_ptr<Module>>
Optimizer::runInProcess(const Module &M, PassObserver *Observer,
                        PassInstrumentationCallbacks *CallerPIC) {
  std::unique_ptr<Module> Tgt = CloneModule(M);
  std::unique_ptr<TargetMachine> TM = targetMachineFor(*Tgt);
  LoopAnalysisManager LAM;
  FunctionAnalysisManager FAM;
  CGSCCAnalysisManager CGAM;
  ModuleAnalysisManager MAM;
  PassInstrumentationCallbacks OwnPIC;
  PassInstrumentationCallbacks *PIC =
      CallerPIC ? CallerPIC : Observer ? &OwnPIC : nullptr;
  if (Observer)
    observePasses(*PIC, *Observer);
  PassBuilder PB(TM.get(), PipelineTuningOptions(), std::nullopt, PIC);
  for (auto &P : Loaded)
    P->registerPassBuilderCallbacks(PB);
  PB.registerModuleAnalyses(MAM);
  PB.registerCGSCCAnalyses(CGAM);
  PB.registerFunctionAnalyses(FAM);
  PB.registerLoopAnalyses(LAM);
  PB.crossRegisterProxies(LAM, FAM, CGAM, MAM);
  ModulePassManager MPM;
  if (Error E = PB.parsePassPipeline(MPM, Opts.Passes))
    return std::move(E);
  MPM.run(*Tgt, MAM);
  std::string S;
  raw_string_ostream OS(S);
  if (verifyModule(*Tgt, &OS))
    return createStringError(inconvertibleErrorCode(),
                             "the optimized module is not valid IR:\n%s",
                             S.c_str());
  return std::move(Tgt);
}

Expected<std::unique_ptr<Module>>
Optimizer::runExternal(const Module &M, StringRef SourceFile) {
  SmallString<128> In, Out, Err;
  auto Cleanup = [&] {
    if (!In.empty() && SourceFile.empty())
      sys::fs::remove(In);
    if (!Out.empty())
      sys::fs::remove(Out);
    if (!Err.empty())
      sys::fs::remove(Err);
  };
  if (std::error_code EC =
          sys::fs::createTemporaryFile("refinery-opt-out", "ll", Out))
    return errorCodeToError(EC);
  if (std::error_code EC =
          sys::fs::createTemporaryFile("refinery-opt-err", "txt", Err)) {
    Cleanup();
    return errorCodeToError(EC);
  }
  if (SourceFile.empty()) {
    if (std::error_code EC =
            sys::fs::createTemporaryFile("refinery-opt-in", "ll", In)) {
      Cleanup();
      return errorCodeToError(EC);
    }
    std::error_code EC;
    raw_fd_ostream OS(In, EC);
    if (EC) {
      Cleanup();
      return errorCodeToError(EC);
    }
    M.print(OS, nullptr);
  } else {
    In = SourceFile;
  }
  std::vector<std::string> ArgStrs = {Opts.OptPath};
  for (const std::string &P : Opts.Plugins)
    ArgStrs.push_back("-load-pass-plugin=" + P);
  for (const std::string &A : Opts.OptArgs)
    ArgStrs.push_back(A);
  ArgStrs.push_back("-passes=" + Opts.Passes);
  ArgStrs.push_back("-S");
  ArgStrs.push_back("-o");
  ArgStrs.push_back(Out.str().str());
  ArgStrs.push_back(In.str().str());
  SmallVector<StringRef, 16> Args(ArgStrs.begin(), ArgStrs.end());
  std::optional<StringRef> Redirects[] = {StringRef(""), StringRef(""),
                                          StringRef(Err)};
  std::string ErrMsg;
  bool Failed = false;
  int RC = sys::ExecuteAndWait(Opts.OptPath, Args, std::nullopt, Redirects,
                               Opts.TimeoutSeconds, 0, &ErrMsg, &Failed);
  auto Stderr = [&] {
    auto Buf = MemoryBuffer::getFile(Err);
    if (!Buf)
      return std::string();
    StringRef S = (*Buf)->getBuffer().rtrim();
    return S.size() > 2000 ? S.take_back(2000).str() : S.str();
  };
  if (Failed || RC != 0) {
    std::string Msg = Failed ? "could not run " + Opts.OptPath + ": " + ErrMsg
                      : RC < 0 ? Opts.OptPath + " crashed or timed out (" +
                                     ErrMsg + ")"
                               : Opts.OptPath + " failed with status " +
                                     std::to_string(RC);
    std::string Tail = Stderr();
    Cleanup();
    return createStringError(inconvertibleErrorCode(), "%s%s%s", Msg.c_str(),
                             Tail.empty() ? "" : ":\n", Tail.c_str());
  }
  SMDiagnostic Diag;
  std::unique_ptr<Module> Tgt = parseIRFile(Out, Diag, M.getContext());
  Cleanup();
  if (!Tgt) {
    std::string S;
    raw_string_ostream OS(S);
    Diag.print("opt output", OS, false);
    return createStringError(inconvertibleErrorCode(),
                             "cannot parse the output of %s: %s",
                             Opts.OptPath.c_str(), S.c_str());
  }
  return std::move(Tgt);
}
