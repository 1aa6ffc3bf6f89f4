//===- oracle/Optimizer.cpp - Running an optimization pipeline ------------===//
#include "oracle/Optimizer.h"
#include "support/Process.h"
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
char UnreadableModuleError::ID = 0;

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
#if defined(REFINERY_LLVM_STATIC)
    // A plugin resolves its LLVM symbols against libLLVM.so, a second copy
    // of LLVM beside this build's static one.
    return createStringError(inconvertibleErrorCode(),
                             "cannot load pass plugin '%s': this refinery "
                             "links LLVM statically (-DREFINERY_LLVM_SHARED="
                             "OFF); plugins need the shared build",
                             Path.c_str());
#endif
    Expected<PassPlugin> P = PassPlugin::Load(Path);
    if (!P)
      return createStringError(inconvertibleErrorCode(),
                               "cannot load pass plugin '%s': %s", Path.c_str(),
                               toString(P.takeError()).c_str());
    O->Loaded.push_back(std::make_unique<PassPlugin>(std::move(*P)));
  }
  // Check the pipeline once, up front, for a clear error.
  PassBuilder PB;
  for (auto &P : O->Loaded)
    P->registerPassBuilderCallbacks(PB);
  ModulePassManager MPM;
  if (Error E = PB.parsePassPipeline(MPM, O->Opts.Passes))
    return createStringError(
        inconvertibleErrorCode(), "invalid pass pipeline '%s': %s",
        O->Opts.Passes.c_str(), toString(std::move(E)).c_str());
  return std::move(O);
}

std::string Optimizer::describe(const OptimizerOptions &Opts) {
  std::string S = Opts.OptPath.empty() ? "opt" : Opts.OptPath;
  for (const std::string &P : Opts.Plugins)
    S += " -load-pass-plugin=" + P;
  for (const std::string &A : Opts.OptArgs)
    S += " " + A;
  S += " -passes='" + Opts.Passes + "'";
  return S;
}

/// An error naming the definitions of \p Src that \p Tgt lacks among those
/// no correct optimizer may drop: every function definition except the
/// ones LLVM may discard when unused (local, linkonce and
/// available_externally linkage: inlined and deleted, or turned into
/// declarations). Those kept include every function refinery checks
/// (externally visible definitions); an alias or ifunc of the name counts
/// as kept.
static Error checkDefinitionsKept(const Module &Src, const Module &Tgt) {
  std::string Missing;
  raw_string_ostream OS(Missing);
  for (const Function &F : Src) {
    // Unnamed functions cannot be paired by name and are not checked.
    if (F.isDeclaration() || F.isDiscardableIfUnused() || !F.hasName())
      continue;
    const GlobalValue *G = Tgt.getNamedValue(F.getName());
    if (G && !G->isDeclaration())
      continue;
    if (!Missing.empty())
      OS << ", ";
    F.printAsOperand(OS, /*PrintType=*/false);
  }
  if (Missing.empty())
    return Error::success();
  return createStringError(inconvertibleErrorCode(),
                           "the optimized module lacks %s, defined by the "
                           "source",
                           Missing.c_str());
}

Expected<std::unique_ptr<Module>> Optimizer::optimize(const Module &M,
                                                      StringRef SourceFile,
                                                      PassObserver *Observer,
                                                      std::string *Stderr) {
  assert(!(Opts.Isolated && Observer) &&
         "an isolated pipeline runs in a child that no observer sees");
  Expected<std::unique_ptr<Module>> Tgt =
      isExternal()    ? runExternal(M, SourceFile, Observer, Stderr)
      : Opts.Isolated ? runIsolated(M)
                      : runInProcess(M, Observer);
  if (!Tgt)
    return Tgt;
  if (Error E = checkDefinitionsKept(M, **Tgt))
    return std::move(E);
  return Tgt;
}

Expected<std::unique_ptr<Module>> Optimizer::runIsolated(const Module &M) {
  // The pipeline runs first in a child, as a probe: if it ends there (an
  // LLVM ERROR, a crash), that is the error, with the child's message on
  // the standard error it shares with the caller. If it returns, it runs
  // again here, where its module shares the source's context and types (a
  // module read back from the child would get renamed copies of the named
  // struct types, and other signatures than the source's). A pipeline
  // gives the same module for the same input each time.
  ForkedResult R = runForked([&](std::string &Message) {
    Expected<std::unique_ptr<Module>> Tgt = runInProcess(M, nullptr);
    if (!Tgt) {
      Message = toString(Tgt.takeError());
      return 1;
    }
    return 0;
  });
  using End = ProcessStatus::End;
  // (Without a child, the probe ran here and returned.)
  if (R.Status.How == End::Exited && R.Status.Code == 0)
    return runInProcess(M, nullptr);
  if (R.Status.How == End::Exited && !R.Message.empty())
    return createStringError(inconvertibleErrorCode(), "%s", R.Message.c_str());
  std::string How = R.Status.How == End::Signalled
                        ? "the optimizer crashed (" + R.Status.SignalText + ")"
                        : "the optimizer ended its process with exit status " +
                              std::to_string(R.Status.Code);
  return createStringError(inconvertibleErrorCode(),
                           "%s (%s; its message above)", How.c_str(),
                           describe().c_str());
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
  PIC.registerBeforeNonSkippedPassCallback(
      [P, &Observer](StringRef ID, Any IR) {
        if (isWrapperPass(ID))
          return;
        StringRef Name = P->getPassNameForClassName(ID);
        Observer.beforePass(Name.empty() ? ID : Name, functionOf(IR));
      });
  PIC.registerAfterPassCallback(
      [P, &Observer](StringRef ID, Any IR, const PreservedAnalyses &PA) {
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
#if defined(REFINERY_LLVM_STATIC)
    // The static build links the native target alone (CMakeLists.txt):
    // modules for other triples get no target machine there.
    InitializeNativeTarget();
#else
    InitializeAllTargetInfos();
    InitializeAllTargets();
    InitializeAllTargetMCs();
#endif
    return true;
  }();
  (void)Initialized;
  std::string Err;
  const Target *T = TargetRegistry::lookupTarget(TT, Err);
  if (!T)
    return nullptr;
  return std::unique_ptr<TargetMachine>(
      T->createTargetMachine(TT, "", "", TargetOptions(), std::nullopt,
                             std::nullopt, CodeGenOptLevel::Default));
}

namespace {
/// Verifies the module after every pass that changed it and remembers the
/// first pass after which it is invalid (like opt -verify-each).
class VerifyingObserver final : public PassObserver {
public:
  explicit VerifyingObserver(const Module &M) : M(M) {}
  void afterPass(StringRef Pass, StringRef Function, bool Changed) override {
    if (!Changed || !FirstInvalid.empty() || !verifyModule(M))
      return;
    FirstInvalid = Pass.str();
    FirstInvalidFunction = Function.str();
  }
  std::string FirstInvalid, FirstInvalidFunction;

private:
  const Module &M;
};
} // namespace

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

Error Optimizer::runPipeline(Module &Tgt, PassObserver *Observer,
                             PassInstrumentationCallbacks *CallerPIC) {
  std::unique_ptr<TargetMachine> TM = targetMachineFor(Tgt);
  LoopAnalysisManager LAM;
  FunctionAnalysisManager FAM;
  CGSCCAnalysisManager CGAM;
  ModuleAnalysisManager MAM;
  PassInstrumentationCallbacks OwnPIC;
  PassInstrumentationCallbacks *PIC = CallerPIC  ? CallerPIC
                                      : Observer ? &OwnPIC
                                                 : nullptr;
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
    return E;
  MPM.run(Tgt, MAM);
  return Error::success();
}

Expected<std::unique_ptr<Module>>
Optimizer::runInProcess(const Module &M, PassObserver *Observer,
                        PassInstrumentationCallbacks *CallerPIC) {
  std::unique_ptr<Module> Tgt = CloneModule(M);
  if (Error E = runPipeline(*Tgt, Observer, CallerPIC))
    return std::move(E);
  std::string S;
  raw_string_ostream OS(S);
  if (!verifyModule(*Tgt, &OS))
    return std::move(Tgt);
  // Invalid IR is an optimizer bug: run again, verifying after each pass,
  // to name the pass that broke the module.
  std::unique_ptr<Module> Again = CloneModule(M);
  VerifyingObserver V(*Again);
  if (Error E = runPipeline(*Again, &V, nullptr))
    consumeError(std::move(E));
  std::string After;
  if (!V.FirstInvalid.empty()) {
    After = " after pass " + V.FirstInvalid;
    if (!V.FirstInvalidFunction.empty())
      After += " on @" + V.FirstInvalidFunction;
    if (Observer)
      Observer->invalidAfter(V.FirstInvalid, V.FirstInvalidFunction);
  }
  return createStringError(inconvertibleErrorCode(),
                           "the optimized module is not valid IR%s:\n%s",
                           After.c_str(), S.c_str());
}

Expected<std::unique_ptr<Module>>
Optimizer::runExternal(const Module &M, StringRef SourceFile,
                       PassObserver *Observer, std::string *StderrOut) {
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
    // Intrinsic declarations get their attributes from any opt's own
    // tables; LLVM 22 prints ones older releases cannot parse
    // (nocreateundeforpoison, captures(none), range(...)).
    std::unique_ptr<Module> Copy = CloneModule(M);
    for (Function &F : *Copy)
      if (F.isIntrinsic() && F.isDeclaration())
        F.setAttributes(AttributeList());
    Copy->print(OS, nullptr);
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
  ProcessSpec Spec;
  Spec.Args = std::move(ArgStrs);
  Spec.StderrPath = Err.str().str();
  Spec.TimeoutSeconds = Opts.TimeoutSeconds;
  auto OnGroup = [Observer](int Group) {
    if (Observer)
      Observer->externalProcessGroup(Group);
  };
  Spec.OnGroup = OnGroup;
  Expected<ProcessStatus> Run = runInOwnGroup(Spec);
  auto Stderr = [&] {
    auto Buf = MemoryBuffer::getFile(Err);
    if (!Buf)
      return std::string();
    // The head names the crash and the running passes, the tail ends
    // the stack.
    StringRef S = (*Buf)->getBuffer().rtrim();
    if (S.size() <= 6000)
      return S.str();
    return (S.take_front(4000) + "\n...\n" + S.take_back(2000)).str();
  };
  // The opt could not parse the module (an older release and newer IR
  // syntax): nothing about the optimizer.
  using End = ProcessStatus::End;
  if (Run && Run->How == End::Exited && Run->Code != 0) {
    std::string Tail = Stderr();
    if (StringRef(Tail).contains((In + ":").str()) &&
        StringRef(Tail).contains("error:")) {
      Cleanup();
      return make_error<UnreadableModuleError>(
          Opts.OptPath + " cannot read the module: " +
          StringRef(Tail).split('\n').first.str());
    }
  }
  if (!Run || Run->How != End::Exited || Run->Code != 0) {
    std::string Msg;
    if (!Run)
      Msg = "could not run " + Opts.OptPath + ": " + toString(Run.takeError());
    else if (Run->How == End::TimedOut)
      Msg = Opts.OptPath + " timed out after " +
            std::to_string(Opts.TimeoutSeconds) + " s";
    else if (Run->How == End::Interrupted)
      Msg = Opts.OptPath + " was interrupted (signal " +
            std::to_string(Run->Code) + ")";
    else if (Run->How == End::Signalled)
      Msg = Opts.OptPath + " crashed (" + Run->SignalText + ")";
    else
      Msg = Opts.OptPath + " failed with status " + std::to_string(Run->Code);
    std::string Tail = Stderr();
    Cleanup();
    return createStringError(inconvertibleErrorCode(), "%s%s%s", Msg.c_str(),
                             Tail.empty() ? "" : ":\n", Tail.c_str());
  }
  if (StderrOut)
    if (ErrorOr<std::unique_ptr<MemoryBuffer>> B = MemoryBuffer::getFile(Err))
      *StderrOut = (*B)->getBuffer().str();
  // An empty file parses as an empty module, but every opt writes at
  // least a module header: nothing at all is a broken optimizer.
  uint64_t OutSize = 0;
  if (!sys::fs::file_size(Out, OutSize) && OutSize == 0) {
    Cleanup();
    return createStringError(inconvertibleErrorCode(),
                             "the output of %s is empty", Opts.OptPath.c_str());
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
  // The interpreter runs only valid IR (opt verifies its output unless
  // told not to; a broken one may not).
  std::string S;
  raw_string_ostream OS(S);
  if (verifyModule(*Tgt, &OS))
    return createStringError(inconvertibleErrorCode(),
                             "the optimized module is not valid IR:\n%s",
                             S.c_str());
  return std::move(Tgt);
}
