//===- oracle/interp/LibC.cpp - The C library calls clang emits -----------===//
//
// printf/puts/putchar write to the run's stdout; malloc/calloc/realloc/free
// manage heap objects (of "alloc-family" "malloc"; other allocators are in
// Allocators.cpp); memcpy/memmove/memset/strlen/strcmp work on memory;
// exit/abort end the run. These follow the C standard (glibc behaviour
// where it is implementation-defined, e.g. "(nil)" for a null %p).
//
//===----------------------------------------------------------------------===//
#include "oracle/interp/Engine.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Module.h"
#include <cstdio>

using namespace llvm;
using namespace refinery;

namespace {
enum class LibFn {
  Unknown, Printf, Puts, Putchar, Malloc, Calloc, Realloc, Free, Memcpy,
  Memmove, Memset, Strlen, Strcmp, Exit, Abort, AssertFail,
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
} // namespace

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
  Known = Fn != LibFn::Unknown;
  if (!Known)
    return true;
  const unsigned PB = I.pointerBits();
  Type *RetTy = F.getReturnType();
  auto IntResult = [&](uint64_t X) {
    Result = RtValue(APInt(RetTy->getIntegerBitWidth(), X, true));
  };
  auto NeedArgs = [&](size_t N) {
    if (Args.size() < N) {
      unsupported("call to @" + F.getName() + " with too few arguments", CB);
      return false;
    }
    return true;
  };
  // Arguments a C function reads must be well defined.
  auto Defined = [&](size_t K) {
    if (Args[K].containsPoison()) {
      ub("poison argument " + Twine(K) + " passed to @" + F.getName(), CB);
      return false;
    }
    return true;
  };

  switch (Fn) {
  case LibFn::Printf: {
    if (!NeedArgs(1) || !Defined(0))
      return false;
    std::string Fmt, Text;
    if (!readCString(Args[0], Fmt, CB))
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
        if (Next >= Args.size() || !Defined(Next))
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
            if (!Done)
              unsupported("printf: missing argument", CB);
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
        unsupported("printf: missing argument", CB);
        return false;
      }
      if (!Defined(Next))
        return false;
      const RtValue &A = Args[Next++];
      std::string Spec = "%" + Flags + WidthPrec;
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
        break;
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
        Text += hostFormat(Spec + "ll" + Conv,
                           static_cast<unsigned long long>(X));
        break;
      }
      case 'c':
        Text += hostFormat(Spec + "c",
                           static_cast<int>(A.bits().getZExtValue() & 0xFF));
        break;
      case 's': {
        std::string S;
        if (!readCString(A, S, CB))
          return false;
        Text += hostFormat(Spec + "s", S.c_str());
        break;
      }
      case 'p': {
        noteAddress(A);
        uint64_t X = A.bits().getZExtValue();
        Text += X ? hostFormat(Spec + "p", reinterpret_cast<void *>(X))
                  : hostFormat(Spec + "s", "(nil)");
        break;
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
          unsupported("printf: floating-point argument that is not a double",
                      CB);
          return false;
        }
        Text += hostFormat(Spec + Conv, A.bits().bitsToDouble());
        break;
      }
      default:
        unsupported(Twine("printf conversion '%") + Twine(Conv) + "'", CB);
        return false;
      }
    }
    Out.Stdout += Text;
    IntResult(Text.size());
    return true;
  }
  case LibFn::Puts: {
    if (!NeedArgs(1) || !Defined(0))
      return false;
    std::string S;
    if (!readCString(Args[0], S, CB))
      return false;
    Out.Stdout += S + "\n";
    IntResult(S.size() + 1);
    return true;
  }
  case LibFn::Putchar: {
    if (!NeedArgs(1) || !Defined(0))
      return false;
    unsigned char C = Args[0].bits().getZExtValue() & 0xFF;
    Out.Stdout.push_back(static_cast<char>(C));
    IntResult(C);
    return true;
  }
  case LibFn::Malloc:
  case LibFn::Calloc: {
    if (!NeedArgs(Fn == LibFn::Malloc ? 1 : 2) || !Defined(0))
      return false;
    APInt Size = Args[0].bits().zextOrTrunc(64);
    if (Fn == LibFn::Calloc) {
      if (!Defined(1))
        return false;
      bool Ov = false;
      Size = Size.umul_ov(Args[1].bits().zextOrTrunc(64), Ov);
      if (Ov)
        Size = APInt::getMaxValue(64);
    }
    bool Fails = false;
    ObjectId Id = allocateHeap(
        Size, 16, F, CB, Fn == LibFn::Calloc ? MemByte{} : MemByte::uninit(),
        Fails);
    if (Id == NoProv && !Fails)
      return false;
    // A failed allocation returns null, as the C library does; LLVM may
    // still remove the call, so the run is nondeterministic.
    if (Id == NoProv)
      ND.note(NondetKind::Allocation);
    else
      Mem.object(Id).Family = "malloc";
    Result = Id == NoProv ? nullPtr()
                          : RtValue(APInt(PB, Mem.object(Id).Base), Id);
    return true;
  }
  case LibFn::Free:
  case LibFn::Realloc: {
    if (!NeedArgs(Fn == LibFn::Free ? 1 : 2) || !Defined(0))
      return false;
    const RtValue &P = Args[0];
    ObjectId Old = NoProv;
    if (!P.bits().isZero()) {
      Old = P.prov() == WildcardProv
                ? Mem.findObject(P.bits().getZExtValue(), 0)
                : P.prov();
      if (Old == NoProv || Mem.object(Old).Kind != ObjKind::Heap ||
          !Mem.object(Old).Alive ||
          Mem.object(Old).Base != P.bits().getZExtValue()) {
        ub("free of a pointer that malloc did not return", CB);
        return false;
      }
      // A block of another allocation family (LangRef "Function
      // Attributes": "alloc-family"; "mismatched ones will be left
      // alone"): what free does with it is not said. (Blocks of unknown
      // family, e.g. results of unknown functions, may be freed.)
      const std::string &Fam = Mem.object(Old).Family;
      if (!Fam.empty() && Fam != "malloc") {
        unsupported("free of a block of allocation family \"" + Fam +
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
    if (!Defined(1))
      return false;
    uint64_t Size = Args[1].bits().getZExtValue();
    bool Fails = false;
    ObjectId Id = allocateHeap(Args[1].bits().zextOrTrunc(64), 16, F, CB,
                               MemByte::uninit(), Fails);
    if (Id == NoProv && !Fails)
      return false;
    if (Id == NoProv) {
      ND.note(NondetKind::Allocation);
      Result = nullPtr();
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
    Result = RtValue(APInt(PB, Mem.object(Id).Base), Id);
    return true;
  }
  case LibFn::Memcpy:
  case LibFn::Memmove:
  case LibFn::Memset: {
    if (!NeedArgs(3) || !Defined(2))
      return false;
    Intrinsic::ID ID = Fn == LibFn::Memset    ? Intrinsic::memset
                       : Fn == LibFn::Memcpy ? Intrinsic::memcpy
                                             : Intrinsic::memmove;
    bool K = false;
    RtValue Ignored;
    if (!callMemoryIntrinsic(ID, *CB, Args, Ignored, K))
      return false;
    Result = Args[0];
    return true;
  }
  case LibFn::Strlen: {
    if (!NeedArgs(1))
      return false;
    std::string S;
    if (!readCString(Args[0], S, CB))
      return false;
    IntResult(S.size());
    return true;
  }
  case LibFn::Strcmp: {
    if (!NeedArgs(2))
      return false;
    std::string A, B;
    if (!readCString(Args[0], A, CB) || !readCString(Args[1], B, CB))
      return false;
    int C = A.compare(B);
    IntResult(C < 0 ? -1 : C > 0 ? 1 : 0);
    return true;
  }
  case LibFn::Exit: {
    if (!NeedArgs(1) || !Defined(0))
      return false;
    Out.Kind = OutcomeKind::Exit;
    Out.Value = Args[0];
    Out.HasValue = true;
    Out.ValueTy = F.getFunctionType()->getParamType(0);
    Done = true;
    return false;
  }
  case LibFn::Abort:
  case LibFn::AssertFail:
    Out.Kind = OutcomeKind::Abort;
    Out.Reason = F.getName().str();
    Done = true;
    return false;
  case LibFn::Unknown:
    break;
  }
  llvm_unreachable("unhandled C library function");
}
