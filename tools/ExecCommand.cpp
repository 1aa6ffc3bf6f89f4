//===- tools/ExecCommand.cpp - refinery exec ------------------------------===//
///
/// \file
/// `refinery exec FILE.ll [--function NAME] [--arg VALUE]... [--max-steps N]
/// [--vscale N] [--json]`: runs one function under the poison-aware
/// interpreter.
///
//===----------------------------------------------------------------------===//
#include "oracle/Interpreter.h"
#include "oracle/ValueFormat.h"
#include "support/JsonReader.h"
#include "tools/ToolCommon.h"
#include "llvm/ADT/APSInt.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/AsmParser/LLLexer.h"
#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/Constants.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include <chrono>
#include <nlohmann/json.hpp>

using namespace llvm;
using namespace refinery;

namespace refinery {
cl::SubCommand ExecSub("exec", "Run a function under the interpreter");
} // namespace refinery

static cl::OptionCategory ExecCat("exec options");
static cl::opt<std::string> InputFile(cl::Positional, cl::desc("<FILE.ll>"),
                                      cl::Required, cl::sub(ExecSub),
                                      cl::cat(ExecCat));
static cl::opt<std::string>
    FunctionName("function", cl::desc("Function to run (default: main)"),
                 cl::sub(ExecSub), cl::cat(ExecCat));
static cl::list<std::string>
    ArgValues("arg",
              cl::desc("An argument as an LLVM constant without its type "
                       "(5, -1, true, poison, 1.5, null, <i8 1, i8 poison>)"),
              cl::sub(ExecSub), cl::cat(ExecCat));
static cl::opt<uint64_t> MaxSteps("max-steps",
                                  cl::desc("Instructions before step-limit"),
                                  cl::init(ExecOptions().MaxSteps),
                                  cl::sub(ExecSub), cl::cat(ExecCat));
static cl::opt<uint64_t> ExecTimeout(
    "timeout",
    cl::desc("Wall-clock seconds before the run ends with step-limit "
             "(0: no limit)"),
    cl::init(0), cl::sub(ExecSub), cl::cat(ExecCat));
static cl::opt<bool> Json("json", cl::desc("Print the outcome as JSON"),
                          cl::sub(ExecSub), cl::cat(ExecCat));
static cl::opt<unsigned> ExecVScale(
    "vscale",
    cl::desc("vscale of the run, a <vscale x N x T> having N * vscale lanes "
             "(default: the least value the function's vscale_range admits, "
             "else 1)"),
    cl::init(0), cl::sub(ExecSub), cl::cat(ExecCat));
static cl::opt<bool> ExecStats(
    "stats",
    cl::desc("Print the steps the run took and its time (start-up, that is "
             "parsing and setting up, and the run) to stderr"),
    cl::sub(ExecSub), cl::cat(ExecCat));
static cl::opt<bool> NoPoison(
    "no-poison",
    cl::desc("End the run as UB at the first instruction that produces "
             "poison (for checking generated programs)"),
    cl::sub(ExecSub), cl::cat(ExecCat));

/// "-128 to 255" for i8: the signed minimum to the unsigned maximum.
static std::string rangeOf(unsigned Bits) {
  if (Bits > 64)
    return "-2^" + std::to_string(Bits - 1) + " to 2^" + std::to_string(Bits) +
           "-1";
  return toString(APInt::getSignedMinValue(Bits), 10, /*Signed=*/true) +
         " to " + toString(APInt::getMaxValue(Bits), 10, /*Signed=*/false);
}

/// The first integer literal of \p Text (an --arg for a parameter of type
/// \p Ty) whose value fits neither the signed nor the unsigned range of
/// its integer type, as a message; LLVM's parser would truncate it
/// silently. A literal's type is the type token before it (vector, struct
/// and array elements, splat and constant expression operands), or \p Ty
/// for a bare scalar.
static std::optional<std::string> outOfRangeLiteral(StringRef Text, Type *Ty) {
  SourceMgr SM;
  SMDiagnostic Diag;
  std::unique_ptr<MemoryBuffer> MB = MemoryBuffer::getMemBufferCopy(Text);
  StringRef Buf = MB->getBuffer();
  SM.AddNewSourceBuffer(std::move(MB), SMLoc());
  LLLexer Lex(Buf, SM, Diag, Ty->getContext());
  Type *Prev = Ty->isIntegerTy() ? Ty : nullptr;
  for (lltok::Kind K = Lex.Lex(); K != lltok::Eof && K != lltok::Error;
       K = Lex.Lex()) {
    if (K == lltok::APSInt && Prev && Prev->isIntegerTy()) {
      const APSInt &V = Lex.getAPSIntVal();
      unsigned Bits = Prev->getIntegerBitWidth();
      bool Fits = V.isNegative() ? V.getSignificantBits() <= Bits
                                 : V.getActiveBits() <= Bits;
      if (!Fits)
        return toString(V, 10) + " does not fit in i" + std::to_string(Bits) +
               " (" + rangeOf(Bits) + ")";
    }
    Prev = K == lltok::Type ? Lex.getTyVal() : nullptr;
  }
  return std::nullopt;
}

/// Parses "--arg" text as a constant of type \p Ty.
static Expected<Constant *> parseArg(StringRef Text, Type *Ty, Module &M) {
  std::string TyStr;
  raw_string_ostream OS(TyStr);
  Ty->print(OS);
  auto Bad = [&](StringRef Why) {
    return createStringError(
        inconvertibleErrorCode(), "bad argument '%s' for type %s: %s",
        Text.str().c_str(), TyStr.c_str(), Why.str().c_str());
  };
  SMDiagnostic Diag;
  std::string Src = TyStr + " " + Text.str();
  Constant *C = parseConstantValue(Src, Diag, M);
  if (!C)
    return Bad(Diag.getMessage());
  if (std::optional<std::string> Why = outOfRangeLiteral(Text, Ty))
    return Bad(*Why);
  return C;
}

int refinery::runExec() {
  const auto ProcessStart = std::chrono::steady_clock::now();
  if (Error E = checkAtLeast(MaxSteps, MaxSteps, 1))
    return reportError(std::move(E));
  if (Error E = checkSeconds(ExecTimeout, ExecTimeout))
    return reportError(std::move(E));
  if (Error E = checkAtMost(ExecVScale, ExecVScale, MaxVScale))
    return reportError(std::move(E));
  LLVMContext Ctx;
  Expected<std::unique_ptr<Module>> MOrErr = loadModule(InputFile, Ctx);
  if (!MOrErr)
    return reportError(MOrErr.takeError());
  Module &M = **MOrErr;
  std::string Name = FunctionName.empty() ? "main" : FunctionName.getValue();
  Function *F = M.getFunction(Name);
  if (!F || F->isDeclaration())
    return reportError(createStringError(inconvertibleErrorCode(),
                                         "no function definition @%s in %s",
                                         Name.c_str(), InputFile.c_str()));

  Expected<unsigned> VScale =
      chooseVScaleWithCallees({{F, "@" + Name}}, ExecVScale);
  if (!VScale)
    return reportError(VScale.takeError());
  // No arguments can be made with more lanes than modelled.
  if (std::string P = scalableLanesProblem(F->getFunctionType(), *VScale);
      !P.empty())
    return reportError(
        createStringError(inconvertibleErrorCode(), "@" + Name + ": " + P));
  ExecOptions Opts;
  Opts.VScale = *VScale;
  Opts.MaxSteps = MaxSteps;
  if (ExecTimeout)
    Opts.Deadline =
        std::chrono::steady_clock::now() + std::chrono::seconds(ExecTimeout);
  Opts.PoisonIsError = NoPoison;
  Interpreter Interp(M, Opts);
  ZeroPolicy Policy;
  Execution E(Interp, Policy);

  std::vector<RtValue> Args;
  bool DefaultMainArgs = ArgValues.empty() && Name == "main" &&
                         F->arg_size() == 2 &&
                         F->getArg(0)->getType()->isIntegerTy() &&
                         F->getArg(1)->getType()->isPointerTy();
  if (DefaultMainArgs) {
    // main(argc, argv) with no --arg: argc = 1, argv = {"refinery", NULL}.
    unsigned PB = Interp.pointerBits();
    RtValue Str = E.allocateBuffer(9, 1, MemByte{});
    RtValue Argv = E.allocateBuffer(2 * PB / 8, PB / 8, MemByte{});
    MemObject &SO = E.memory().object(Str.prov());
    for (unsigned K = 0; K < 8; ++K)
      SO.Bytes[K].Val = "refinery"[K];
    MutableArrayRef<MemByte> AB(E.memory().object(Argv.prov()).Bytes);
    encodeValue(M.getDataLayout(), F->getArg(1)->getType(), Str,
                AB.take_front(PB / 8));
    Args.push_back(
        RtValue(APInt(F->getArg(0)->getType()->getIntegerBitWidth(), 1)));
    Args.push_back(Argv);
  } else {
    if (ArgValues.size() != F->arg_size())
      return reportError(createStringError(
          inconvertibleErrorCode(), "@%s takes %u argument(s), %zu given",
          Name.c_str(), F->arg_size(), ArgValues.size()));
    for (unsigned K = 0; K < F->arg_size(); ++K) {
      Expected<Constant *> C =
          parseArg(ArgValues[K], F->getArg(K)->getType(), M);
      if (!C)
        return reportError(C.takeError());
      Args.push_back(E.constantValue(*C));
      // LLVM's constants re-encode some x86_fp80 patterns; take the bits
      // as written (a mismatch leaves the parsed value).
      (void)restoreX87Bits(F->getArg(K)->getType(), ArgValues[K], Args.back());
    }
  }

  auto RunStart = std::chrono::steady_clock::now();
  Outcome O = E.call(*F, Args);
  if (ExecStats) {
    auto Ms = [](auto D) {
      return std::chrono::duration<double, std::milli>(D).count();
    };
    auto Now = std::chrono::steady_clock::now();
    errs() << formatv("refinery exec: {0} steps ({1} general); start-up "
                      "{2:F2} ms, run {3:F2} ms\n",
                      O.Steps, O.GeneralSteps, Ms(RunStart - ProcessStart),
                      Ms(Now - RunStart));
  }
  outs() << O.Stdout;
  std::string Value;
  if (O.HasValue)
    Value = Interp.formatValue(O.ValueTy, O.Value);
  // What went to other streams (fwrite, fputc, fputs), by the FILE* as a
  // pointer prints ("ptr @g"), escaped as an LLVM string constant (\0A
  // for a newline).
  std::vector<std::pair<std::string, std::string>> Streams;
  for (const auto &[Addr, Bytes] : O.Streams) {
    std::string Text;
    raw_string_ostream OS(Text);
    printEscapedString(Bytes, OS);
    RtValue P(APInt(Interp.pointerBits(), Addr),
              E.memory().findObjectInBounds(Addr));
    Streams.push_back(
        {Interp.formatValue(PointerType::get(M.getContext(), 0), P), Text});
  }
  if (Json) {
    nlohmann::ordered_json J;
    J["outcome"] = outcomeName(O.Kind);
    if (O.HasValue)
      J["value"] = Value;
    else if (!O.Reason.empty() && O.Kind != OutcomeKind::Return)
      J["reason"] = O.Reason;
    if (O.Nondeterministic)
      J["nondeterministic"] = true;
    if (!Streams.empty()) {
      nlohmann::ordered_json S = nlohmann::ordered_json::object();
      for (const auto &[Addr, Text] : Streams)
        S[Addr] = Text;
      J["streams"] = S;
    }
    if (!O.Stdout.empty() && O.Stdout.back() != '\n')
      outs() << "\n";
    outs() << toJsonText(J) << "\n";
    return 0;
  }
  if (!O.Stdout.empty() && O.Stdout.back() != '\n')
    outs() << "\n";
  for (const auto &[Addr, Text] : Streams)
    outs() << "stream " << Addr << ": \"" << Text << "\"\n";
  outs() << outcomeName(O.Kind);
  if (O.HasValue)
    outs() << ": " << Value;
  else if (!O.Reason.empty())
    outs() << ": " << O.Reason;
  outs() << "\n";
  if (O.Nondeterministic)
    outs() << "note: the run made a nondeterministic choice (freeze of "
              "poison, undef or a NaN); the default policy chose zero\n";
  return 0;
}
