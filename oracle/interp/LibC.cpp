//===- oracle/interp/LibC.cpp - The C library calls clang emits -----------===//
//
// printf/puts/putchar write to the run's stdout; malloc/calloc/realloc/free
// manage heap objects (of "alloc-family" "malloc"; other allocators are in
// Allocators.cpp); memcpy/memmove/memset/strlen/strcmp work on memory;
// ffs/ffsl/ffsll and fabs/fabsf/fabsl compute on their argument;
// exit/abort end the run. These follow the C standard and POSIX (glibc
// behaviour where it is implementation-defined, e.g. "(nil)" for a null %p).
//
//===----------------------------------------------------------------------===//
#include "oracle/interp/Engine.h"
#include "semantics/FloatOps.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Module.h"
#include <cstdio>

using namespace llvm;
using namespace refinery;

namespace {
enum class LibFn {
  Unknown,
  Printf,
  Puts,
  Putchar,
  Malloc,
  Calloc,
  Realloc,
  Free,
  Memcpy,
  Memmove,
  Memset,
  Strlen,
  Strcmp,
  Ffs,
  Fabs,
  Exit,
  Abort,
  AssertFail,
};

/// Formats one printf conversion with the host's snprintf.
template <typename T>
static std::string hostFormat(const std::string &Spec, T Arg) {
  int N = std::snprintf(nullptr, 0, Spec.c_str(), Arg);
  if (N < 0)
    return "";
  std::string S(N + 1, '\0');
  std::snprintf(S.data(), S.size(), Spec.c_str(), Arg);
  S.resize(N);
  return S;
}

/// One call to a C library function: its arguments and the checks the
/// functions share, with one method per family. Every method follows
/// callLibC's contract: false after ending the run, true (with the result
/// set) if the call returns.
class LibCCall {
public:
  LibCCall(Execution::Impl &E, LibFn Fn, const Function &F, const CallBase *CB,
           ArrayRef<RtValue> Args, RtValue &Result)
      : E(E), Fn(Fn), F(F), CB(CB), Args(Args), Result(Result) {}

  bool run();

private:
  Execution::Impl &E;
  LibFn Fn;
  const Function &F;
  const CallBase *CB;
  ArrayRef<RtValue> Args;
  RtValue &Result;

  /// Sets the result to \p X, of the function's integer return type.
  void intResult(uint64_t X) {
    Result = RtValue(APInt(F.getReturnType()->getIntegerBitWidth(), X, true));
  }
  /// False (after ending the run as unsupported) if the call passes fewer
  /// than \p N arguments.
  bool needArgs(size_t N) {
    if (Args.size() < N) {
      E.unsupported("call to @" + F.getName() + " with too few arguments", CB);
      return false;
    }
    return true;
  }
  /// Arguments a C function reads must be well defined: false (after
  /// ending the run with UB) if argument \p K contains poison.
  bool defined(size_t K) {
    if (Args[K].containsPoison()) {
      E.ub("poison argument " + Twine(K) + " passed to @" + F.getName(), CB);
      return false;
    }
    return true;
  }

  bool callPrintf();
  /// Appends to \p Text what printf prints for the format Args[0].
  bool formatPrintf(std::string &Text);
  /// Appends to \p Text conversion \p Conv of argument \p A with the flags,
  /// width and precision in \p Spec ("%..." without the conversion) and the
  /// length modifier \p Len.
  bool formatConversion(char Conv, const std::string &Spec,
                        const std::string &Len, const RtValue &A,
                        std::string &Text);
  bool callPuts();
  bool callPutchar();
  bool callMallocOrCalloc();
  bool callFreeOrRealloc();
  bool callMemFunction();
  bool callStrlen();
  bool callStrcmp();
  bool callFfs();
  bool callFabs();
  bool callExit();
  bool callAbort();
};
} // namespace

bool LibCCall::run() {
  switch (Fn) {
  case LibFn::Printf:
    return callPrintf();
  case LibFn::Puts:
    return callPuts();
  case LibFn::Putchar:
    return callPutchar();
  case LibFn::Malloc:
  case LibFn::Calloc:
    return callMallocOrCalloc();
  case LibFn::Free:
  case LibFn::Realloc:
    return callFreeOrRealloc();
  case LibFn::Memcpy:
  case LibFn::Memmove:
  case LibFn::Memset:
    return callMemFunction();
  case LibFn::Strlen:
    return callStrlen();
  case LibFn::Strcmp:
    return callStrcmp();
  case LibFn::Ffs:
    return callFfs();
  case LibFn::Fabs:
    return callFabs();
  case LibFn::Exit:
    return callExit();
  case LibFn::Abort:
  case LibFn::AssertFail:
    return callAbort();
  case LibFn::Unknown:
    break;
  }
  llvm_unreachable("unhandled C library function");
}

bool LibCCall::callPrintf() {
  if (!needArgs(1) || !defined(0))
    return false;
  std::string Text;
  if (!formatPrintf(Text))
    return false;
  E.Out.Stdout += Text;
  intResult(Text.size());
  return true;
}

bool LibCCall::formatPrintf(std::string &Text) {
  std::string Fmt;
  if (!E.readCString(Args[0], Fmt, CB))
    return false;
  size_t Next = 1;
  for (size_t P = 0; P < Fmt.size(); ++P) {
    if (Fmt[P] != '%') {
      Text.push_back(Fmt[P]);
      continue;
    }
    size_t Start = P++;
    if (P < Fmt.size() && Fmt[P] == '%') {
      Text.push_back('%');
      continue;
    }
    std::string Flags;
    while (P < Fmt.size() && strchr("-+ #0", Fmt[P]))
      Flags.push_back(Fmt[P++]);
    auto TakeInt = [&](int &Out) -> bool {
      if (Next >= Args.size() || !defined(Next))
        return false;
      Out = static_cast<int>(Args[Next++].bits().getSExtValue());
      return true;
    };
    std::string WidthPrec;
    for (int Part = 0; Part < 2; ++Part) {
      if (Part == 1) {
        if (P >= Fmt.size() || Fmt[P] != '.')
          break;
        WidthPrec.push_back(Fmt[P++]);
      }
      if (P < Fmt.size() && Fmt[P] == '*') {
        int X;
        if (!TakeInt(X)) {
          if (!E.Done)
            E.unsupported("printf: missing argument", CB);
          return false;
        }
        WidthPrec += std::to_string(X);
        ++P;
      } else {
        while (P < Fmt.size() && isdigit(static_cast<unsigned char>(Fmt[P])))
          WidthPrec.push_back(Fmt[P++]);
      }
    }
    std::string Len;
    while (P < Fmt.size() && strchr("hlLqjzt", Fmt[P]))
      Len.push_back(Fmt[P++]);
    if (P >= Fmt.size()) {
      Text += Fmt.substr(Start);
      break;
    }
    char Conv = Fmt[P];
    if (Next >= Args.size()) {
      E.unsupported("printf: missing argument", CB);
      return false;
    }
    if (!defined(Next))
      return false;
    const RtValue &A = Args[Next++];
    if (!formatConversion(Conv, "%" + Flags + WidthPrec, Len, A, Text))
      return false;
  }
  return true;
}

bool LibCCall::formatConversion(char Conv, const std::string &Spec,
                                const std::string &Len, const RtValue &A,
                                std::string &Text) {
  switch (Conv) {
  case 'd':
  case 'i': {
    int64_t X = A.bits().getSExtValue();
    if (Len == "hh")
      X = static_cast<signed char>(X);
    else if (Len == "h")
      X = static_cast<short>(X);
    else if (Len.empty())
      X = static_cast<int>(X);
    Text += hostFormat(Spec + "lld", static_cast<long long>(X));
    return true;
  }
  case 'u':
  case 'o':
  case 'x':
  case 'X': {
    uint64_t X = A.bits().getZExtValue();
    if (Len == "hh")
      X = static_cast<unsigned char>(X);
    else if (Len == "h")
      X = static_cast<unsigned short>(X);
    else if (Len.empty())
      X = static_cast<unsigned>(X);
    Text += hostFormat(Spec + "ll" + Conv, static_cast<unsigned long long>(X));
    return true;
  }
  case 'c':
    Text += hostFormat(Spec + "c",
                       static_cast<int>(A.bits().getZExtValue() & 0xFF));
    return true;
  case 's': {
    std::string S;
    if (!E.readCString(A, S, CB))
      return false;
    Text += hostFormat(Spec + "s", S.c_str());
    return true;
  }
  case 'p': {
    E.noteAddress(A);
    uint64_t X = A.bits().getZExtValue();
    Text += X ? hostFormat(Spec + "p", reinterpret_cast<void *>(X))
              : hostFormat(Spec + "s", "(nil)");
    return true;
  }
  case 'f':
  case 'F':
  case 'e':
  case 'E':
  case 'g':
  case 'G':
  case 'a':
  case 'A': {
    if (A.bits().getBitWidth() != 64) {
      E.unsupported("printf: floating-point argument that is not a double", CB);
      return false;
    }
    Text += hostFormat(Spec + Conv, A.bits().bitsToDouble());
    return true;
  }
  default:
    E.unsupported(Twine("printf conversion '%") + Twine(Conv) + "'", CB);
    return false;
  }
}

bool LibCCall::callPuts() {
  if (!needArgs(1) || !defined(0))
    return false;
  std::string S;
  if (!E.readCString(Args[0], S, CB))
    return false;
  E.Out.Stdout += S + "\n";
  intResult(S.size() + 1);
  return true;
}

bool LibCCall::callPutchar() {
  if (!needArgs(1) || !defined(0))
    return false;
  unsigned char C = Args[0].bits().getZExtValue() & 0xFF;
  E.Out.Stdout.push_back(static_cast<char>(C));
  intResult(C);
  return true;
}

bool LibCCall::callMallocOrCalloc() {
  if (!needArgs(Fn == LibFn::Malloc ? 1 : 2) || !defined(0))
    return false;
  APInt Size = Args[0].bits().zextOrTrunc(64);
  if (Fn == LibFn::Calloc) {
    if (!defined(1))
      return false;
    bool Ov = false;
    Size = Size.umul_ov(Args[1].bits().zextOrTrunc(64), Ov);
    if (Ov)
      Size = APInt::getMaxValue(64);
  }
  bool Fails = false;
  ObjectId Id = E.allocateHeap(
      Size, 16, F, CB, Fn == LibFn::Calloc ? MemByte{} : MemByte::uninit(),
      Fails);
  if (Id == NoProv && !Fails)
    return false;
  // A failed allocation returns null, as the C library does; LLVM may
  // still remove the call, so the run is nondeterministic.
  if (Id == NoProv)
    E.ND.note(NondetKind::Allocation);
  else
    E.Mem.object(Id).Family = "malloc";
  Result = Id == NoProv
               ? E.nullPtr()
               : RtValue(APInt(E.I.pointerBits(), E.Mem.object(Id).Base), Id);
  return true;
}

bool LibCCall::callFreeOrRealloc() {
  Memory &Mem = E.Mem;
  if (!needArgs(Fn == LibFn::Free ? 1 : 2) || !defined(0))
    return false;
  const RtValue &P = Args[0];
  ObjectId Old = NoProv;
  if (!P.bits().isZero()) {
    Old = P.prov() == WildcardProv ? Mem.findObject(P.bits().getZExtValue(), 0)
                                   : P.prov();
    if (Old == NoProv || Mem.object(Old).Kind != ObjKind::Heap ||
        !Mem.object(Old).Alive ||
        Mem.object(Old).Base != P.bits().getZExtValue()) {
      E.ub("free of a pointer that malloc did not return", CB);
      return false;
    }
    // A block of another allocation family (LangRef "Function
    // Attributes": "alloc-family"; "mismatched ones will be left
    // alone"): what free does with it is not said. (Blocks of unknown
    // family, e.g. results of unknown functions, may be freed.)
    const std::string &Fam = Mem.object(Old).Family;
    if (!Fam.empty() && Fam != "malloc") {
      E.unsupported("free of a block of allocation family \"" + Fam +
                        "\" by @" + F.getName() + " (family \"malloc\")",
                    CB);
      return false;
    }
  }
  if (Fn == LibFn::Free) {
    if (Old != NoProv)
      Mem.kill(Old);
    return true;
  }
  if (!defined(1))
    return false;
  uint64_t Size = Args[1].bits().getZExtValue();
  bool Fails = false;
  ObjectId Id = E.allocateHeap(Args[1].bits().zextOrTrunc(64), 16, F, CB,
                               MemByte::uninit(), Fails);
  if (Id == NoProv && !Fails)
    return false;
  if (Id == NoProv) {
    E.ND.note(NondetKind::Allocation);
    Result = E.nullPtr();
    return true;
  }
  Mem.object(Id).Family = "malloc";
  if (Old != NoProv) {
    MemObject &From = Mem.object(Old);
    uint64_t N = std::min<uint64_t>(Size, From.Size);
    std::copy(From.Bytes.begin(), From.Bytes.begin() + N,
              Mem.object(Id).Bytes.begin());
    Mem.kill(Old);
  }
  Result = RtValue(APInt(E.I.pointerBits(), Mem.object(Id).Base), Id);
  return true;
}

bool LibCCall::callMemFunction() {
  if (!needArgs(3) || !defined(2))
    return false;
  Intrinsic::ID ID = Fn == LibFn::Memset   ? Intrinsic::memset
                     : Fn == LibFn::Memcpy ? Intrinsic::memcpy
                                           : Intrinsic::memmove;
  bool K = false;
  RtValue Ignored;
  if (!E.callMemoryIntrinsic(ID, *CB, Args, Ignored, K))
    return false;
  Result = Args[0];
  return true;
}

bool LibCCall::callStrlen() {
  if (!needArgs(1))
    return false;
  std::string S;
  if (!E.readCString(Args[0], S, CB))
    return false;
  intResult(S.size());
  return true;
}

bool LibCCall::callStrcmp() {
  if (!needArgs(2))
    return false;
  std::string A, B;
  if (!E.readCString(Args[0], A, CB) || !E.readCString(Args[1], B, CB))
    return false;
  int C = A.compare(B);
  intResult(C < 0 ? -1 : C > 0 ? 1 : 0);
  return true;
}

bool LibCCall::callFfs() {
  // POSIX ffs (and the glibc/BSD ffsl, ffsll on long and long long): the
  // index, counted from 1, of the least significant bit set in the
  // argument, or 0 if it is zero. A poison argument gives poison, as
  // llvm.cttz would (LLVM folds ffs(x) to x ? cttz(x) + 1 : 0).
  if (!needArgs(1))
    return false;
  const RtValue &X = Args[0];
  if (X.isPoison()) {
    Result = RtValue::poison(F.getReturnType()->getIntegerBitWidth());
    return true;
  }
  intResult(X.bits().isZero() ? 0 : X.bits().countr_zero() + 1);
  return true;
}

bool LibCCall::callFabs() {
  // C11 7.12.7.2 and F.10.4.2 fabs, fabsf, fabsl: the absolute value, the
  // IEEE 754 abs operation, which changes only the sign bit: the same as
  // llvm.fabs (LangRef "'llvm.fabs.*' Intrinsic": it "returns the same
  // value as the libm fabs functions would"), so the same rule, fpAbs. A
  // poison argument gives poison; nnan/ninf on the call apply to the
  // result where every call's result gets them (checkCallResult).
  if (!needArgs(1))
    return false;
  const RtValue &X = Args[0];
  Result = X.isPoison() ? X : fpAbs(F.getReturnType(), X);
  return true;
}

bool LibCCall::callExit() {
  if (!needArgs(1) || !defined(0))
    return false;
  E.Out.Kind = OutcomeKind::Exit;
  E.Out.Value = Args[0];
  E.Out.HasValue = true;
  E.Out.ValueTy = F.getFunctionType()->getParamType(0);
  E.Done = true;
  return false;
}

bool LibCCall::callAbort() {
  E.Out.Kind = OutcomeKind::Abort;
  E.Out.Reason = F.getName().str();
  E.Done = true;
  return false;
}

/// The C library functions found through TargetLibraryInfo, which also
/// checks that the prototype is the C one (so an int is the target's int
/// and a double a double); Unknown for any other function.
static LibFn libFnOf(const TargetLibraryInfo &TLI, const Function &F) {
  LibFunc LF;
  if (!TLI.getLibFunc(F, LF))
    return LibFn::Unknown;
  switch (LF) {
  case LibFunc_ffs:
  case LibFunc_ffsl:
  case LibFunc_ffsll:
    return LibFn::Ffs;
  case LibFunc_fabs:
  case LibFunc_fabsf:
  case LibFunc_fabsl:
    return LibFn::Fabs;
  default:
    return LibFn::Unknown;
  }
}

bool Execution::Impl::callLibC(const Function &F, const CallBase *CB,
                               ArrayRef<RtValue> Args, RtValue &Result,
                               bool &Known) {
  LibFn Fn = StringSwitch<LibFn>(F.getName())
                 .Case("printf", LibFn::Printf)
                 .Case("puts", LibFn::Puts)
                 .Case("putchar", LibFn::Putchar)
                 .Case("malloc", LibFn::Malloc)
                 .Case("calloc", LibFn::Calloc)
                 .Case("realloc", LibFn::Realloc)
                 .Case("free", LibFn::Free)
                 .Case("memcpy", LibFn::Memcpy)
                 .Case("memmove", LibFn::Memmove)
                 .Case("memset", LibFn::Memset)
                 .Case("strlen", LibFn::Strlen)
                 .Case("strcmp", LibFn::Strcmp)
                 .Case("exit", LibFn::Exit)
                 .Case("abort", LibFn::Abort)
                 .Case("__assert_fail", LibFn::AssertFail)
                 .Default(LibFn::Unknown);
  if (Fn == LibFn::Unknown)
    Fn = libFnOf(TLI, F);
  Known = Fn != LibFn::Unknown;
  if (!Known)
    return true;
  return LibCCall(*this, Fn, F, CB, Args, Result).run();
}
