//===- oracle/interp/LibC.cpp - The C library calls clang emits -----------===//
//
// printf/puts/putchar write to the run's stdout, fwrite/fputc/putc/fputs (and
// their _unlocked forms) to the stream their FILE* names;
// malloc/calloc/realloc/free manage heap objects (of "alloc-family" "malloc";
// other allocators are in Allocators.cpp);
// memcpy/memmove/memset/strlen/strcmp/memcmp/bcmp/memrchr work on memory;
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
  Fwrite,
  Fputc,
  Fputs,
  Malloc,
  Calloc,
  Realloc,
  Free,
  Memcpy,
  Memmove,
  Memset,
  Strlen,
  Strcmp,
  Memcmp,
  Bcmp,
  Memrchr,
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
  /// Reads argument \p K, a size_t length, into \p N: false (after ending
  /// the run with UB) if it is poison or longer than any object can be.
  bool length(size_t K, uint64_t &N) {
    return defined(K) && fitsObject(Args[K].bits(), N);
  }
  /// Reads \p Len, a number of bytes to access, into \p N: false (after
  /// ending the run with UB) if it is longer than any object can be.
  bool fitsObject(const APInt &Len, uint64_t &N) {
    if (Len.getActiveBits() > 63) {
      E.ub("@" + F.getName() + ": out-of-bounds access", CB);
      return false;
    }
    N = Len.getZExtValue();
    return true;
  }
  /// Checks argument \p K, a FILE*: false (after ending the run with UB)
  /// if it is poison or null (C11 7.1.4: an invalid argument).
  bool stream(size_t K);
  /// Appends \p Text to the output of the stream that argument \p K names
  /// (Outcome::Streams, keyed by its address).
  void write(size_t K, StringRef Text) {
    if (!Text.empty())
      E.Out.Streams[Args[K].bits().getZExtValue()] += Text;
  }
  /// True if the result of a function that reads \p Bytes is poison for
  /// a poison or uninitialized byte among them (see the definition).
  bool unsetBytesMakePoison(ArrayRef<MemByte> Bytes) const;

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
  bool callFwrite();
  bool callFputc();
  bool callFputs();
  bool callMallocOrCalloc();
  bool callFreeOrRealloc();
  bool callMemFunction();
  bool callStrlen();
  bool callStrcmp();
  bool callMemcmp();
  bool callMemrchr();
  /// In the source role, the result of a memcmp or bcmp whose first
  /// differing bytes differ by \p Diff and for which the target returns
  /// \p Canon: a choice within their class \p C.
  RtValue unspecifiedResult(IntClass C, const APInt &Canon, const APInt &Diff);
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
  case LibFn::Fwrite:
    return callFwrite();
  case LibFn::Fputc:
    return callFputc();
  case LibFn::Fputs:
    return callFputs();
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
  case LibFn::Memcmp:
  case LibFn::Bcmp:
    return callMemcmp();
  case LibFn::Memrchr:
    return callMemrchr();
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

// The streams a FILE* names (fwrite, fputc, putc, fputs). The model is one
// implementation in one environment: every stream accepts every byte at
// once, so no call fails and each returns its success value (fwrite n,
// fputc and putc the character written, fputs 1 as glibc does), in every
// role. That is sound for the checker: refinement must hold for every
// implementation and environment, among them this one, in which the
// source and the target run alike (fwrite, fputc, fputs and putc all
// succeed there, so a target calling another of them than the source
// does meets the same environment), and a target behaviour the source
// does not have here is a real violation. (Bugs that appear only when a
// write fails are not found.) What each stream receives is compared as one
// byte sequence per stream (Outcome::Streams), not call by call: LLVM
// rewrites these calls into one another (fwrite of one byte -> fputc,
// fputs -> fwrite) and may split or merge writes.
bool LibCCall::stream(size_t K) {
  if (!defined(K))
    return false;
  if (Args[K].bits().isZero()) {
    E.ub("null stream passed to @" + F.getName(), CB);
    return false;
  }
  // The address keys the stream: the layout's choice for an object the
  // run allocated.
  E.noteAddress(Args[K]);
  return true;
}

bool LibCCall::callFwrite() {
  // C11 7.21.8.2 fwrite(ptr, size, nmemb, stream): writes nmemb elements
  // of size bytes from ptr, as if by fputc of each byte, and returns the
  // number written (nmemb here: no write fails); size or nmemb zero writes
  // nothing, reads nothing and returns 0. The bytes must be readable; a
  // poison byte is UB and an undef one a chosen byte, as for a string
  // printf or puts prints (definedChar).
  if (!needArgs(4))
    return false;
  if (!stream(3) || !defined(1) || !defined(2))
    return false;
  const APInt &Size = Args[1].bits(), &N = Args[2].bits();
  if (Size.isZero() || N.isZero()) {
    intResult(0);
    return true;
  }
  unsigned W = Size.getBitWidth() + N.getBitWidth();
  uint64_t Bytes;
  if (!fitsObject(Size.zext(W) * N.zext(W), Bytes))
    return false;
  std::vector<MemByte> Data;
  if (!E.loadBytes(Args[0], Bytes, 1, Data, CB))
    return false;
  std::string Text;
  for (const MemByte &B : Data) {
    uint8_t C;
    if (!E.definedChar(B, C, "@" + F.getName() + " reading its data", CB))
      return false;
    Text.push_back(static_cast<char>(C));
  }
  write(3, Text);
  Result = RtValue(N);
  return true;
}

bool LibCCall::callFputc() {
  // C11 7.21.7.3 fputc, 7.21.7.8 putc: writes c converted to unsigned char
  // and returns it.
  if (!needArgs(2))
    return false;
  if (!stream(1) || !defined(0))
    return false;
  unsigned char C = Args[0].bits().getZExtValue() & 0xFF;
  write(1, StringRef(reinterpret_cast<const char *>(&C), 1));
  intResult(C);
  return true;
}

bool LibCCall::callFputs() {
  // C11 7.21.7.4 fputs: writes the string without its null character and
  // returns a nonnegative value (glibc: 1).
  if (!needArgs(2))
    return false;
  std::string S;
  if (!stream(1) || !E.readCString(Args[0], S, CB))
    return false;
  write(1, S);
  intResult(1);
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
    // C23 7.24.3.2: calloc returns "a null pointer if the space cannot be
    // allocated or if the product nmemb * size would wraparound size_t"
    // (WG14 N2810 made the intent explicit): a definite null, no failure
    // an optimizer may assume away (llvm-project#36652, #57477).
    if (Ov) {
      Result = E.nullPtr();
      return true;
    }
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

bool LibCCall::callMemcmp() {
  // C11 7.24.4.1 memcmp: compares the first n characters of the objects at
  // s1 and s2, each read as an unsigned char (7.24.1p1); the result is
  // greater than, equal to or less than zero as s1's is. POSIX.1-2001 bcmp
  // (glibc, BSD): zero if the n bytes are identical, otherwise nonzero.
  // Both objects must hold n characters (7.24.1p2): an access out of
  // bounds, of a dead object or through null is UB even past the first
  // difference (LLVM marks the arguments dereferenceable(n)). n = 0 reads
  // nothing and returns 0 (LLVM folds memcmp(p, q, 0) to 0 for any p, q).
  uint64_t N;
  if (!needArgs(3) || !length(2, N))
    return false;
  if (N == 0) {
    intResult(0);
    return true;
  }
  std::vector<MemByte> P, Q;
  if (!E.loadBytes(Args[0], N, 1, P, CB) || !E.loadBytes(Args[1], N, 1, Q, CB))
    return false;
  unsigned W = F.getReturnType()->getIntegerBitWidth();
  if (unsetBytesMakePoison(P) || unsetBytesMakePoison(Q)) {
    Result = RtValue::poison(W);
    return true;
  }
  int Diff = 0;
  for (uint64_t K = 0; K < N && !Diff; ++K)
    Diff = int(E.charOf(P[K])) - int(E.charOf(Q[K]));
  if (Diff == 0) {
    intResult(0);
    return true;
  }
  // The target is one implementation (a violation under it is real):
  // memcmp returns -1 or 1, bcmp 1 (as LLVM's constant folds and
  // ExpandMemCmp do).
  bool IsMemcmp = Fn == LibFn::Memcmp;
  APInt Canon(W, IsMemcmp && Diff < 0 ? -1 : 1, /*isSigned=*/true);
  Result = E.I.options().Role == ExecRole::Source
               ? unspecifiedResult(IsMemcmp ? IntClass::Sign : IntClass::Zero,
                                   Canon, APInt(W, Diff, true))
               : RtValue(Canon);
  return true;
}

bool LibCCall::unsetBytesMakePoison(ArrayRef<MemByte> Bytes) const {
  // A poison or uninitialized (undef) byte where memcmp, bcmp or memrchr
  // read. The source takes the more undefined reading (ExecRole): a poison
  // result if any byte of the range is one, as LLVM reads the bytes as
  // loaded values (memcmp(p, q, 1) becomes the difference of the two
  // loaded bytes, memrchr(s, c, 1) a compare of the loaded byte,
  // ExpandMemCmp compares whole words), which are poison or undef for such
  // a byte anywhere in them, past the deciding byte too. The target (and
  // exec) reads it as an arbitrary byte (a choice, charOf), as a C
  // implementation reads an indeterminate one: never UB, never poison
  // (MergeICmps makes one memcmp of a chain of compares whose later loads
  // the source may never reach).
  return E.I.options().Role == ExecRole::Source &&
         any_of(Bytes,
                [](const MemByte &B) { return B.PoisonMask || B.UndefMask; });
}

RtValue LibCCall::unspecifiedResult(IntClass C, const APInt &Canon,
                                    const APInt &Diff) {
  // The standard fixes only the class (the sign of memcmp's result, that
  // bcmp's is nonzero), and LLVM's folds return several members: -1 or 1
  // (constants, ExpandMemCmp's memcmp), the byte difference (memcmp(p, q,
  // 1)), a 16-bit difference (ExpandMemCmp's memcmp(p, q, 2)), 1 for bcmp.
  // So the source's result is a choice (NondetKind::LibResult) over the
  // whole class: 0 gives Canon (what the target returns), 1 the byte
  // difference Diff, a member of the class itself, anything else Canon.
  // Every member is one (the class has no member 0, nor 1 but Canon), and
  // the exploration's first candidates (0, 1, -1, the signed extremes)
  // try the ends of the class too.
  APInt V = E.ND.choose(NondetKind::LibResult, Canon.getBitWidth());
  RtValue Res(V.isZero()                  ? Canon
              : V.isOne()                 ? Diff
              : sameIntClass(C, V, Canon) ? V
                                          : Canon);
  // The choice touches only the result, which stays in its class: the call
  // does not taint the path (ResultOnlyChoices). Not where return
  // attributes or metadata may make the value poison or UB by its bits.
  if (!CB->getAttributes().getRetAttrs().hasAttributes() &&
      !F.getAttributes().getRetAttrs().hasAttributes() &&
      !CB->hasMetadataOtherThanDebugLoc()) {
    Res.setIntClassTaint(C);
    ++E.ResultOnlyChoices;
  }
  return Res;
}

bool LibCCall::callMemrchr() {
  // GNU memrchr: like memchr (C11 7.24.5.1: the first occurrence of c,
  // converted to unsigned char, in the first n characters of the object
  // at s, or null), but searching backward from the end: the last
  // occurrence. It reads from the end, so the whole range must be
  // accessible (LLVM folds memrchr of a shorter constant array to null,
  // "the only valid value of N is zero"); n = 0 reads nothing and gives
  // null.
  uint64_t N;
  if (!needArgs(3) || !defined(1) || !length(2, N))
    return false;
  if (N == 0) {
    Result = E.nullPtr();
    return true;
  }
  std::vector<MemByte> S;
  if (!E.loadBytes(Args[0], N, 1, S, CB))
    return false;
  if (unsetBytesMakePoison(S)) {
    Result = RtValue::poison(E.I.pointerBits());
    return true;
  }
  uint8_t C = static_cast<uint8_t>(Args[1].bits().getZExtValue());
  for (uint64_t K = N; K-- > 0;)
    if (E.charOf(S[K]) == C) {
      // A pointer into the same object as s (C11 7.24.5.1 "a pointer to
      // the located character").
      Result = RtValue(Args[0].bits() + K, Args[0].prov());
      return true;
    }
  Result = E.nullPtr();
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
  case LibFunc_fwrite:
  case LibFunc_fwrite_unlocked:
    return LibFn::Fwrite;
  case LibFunc_fputc:
  case LibFunc_fputc_unlocked:
  case LibFunc_putc:
  case LibFunc_putc_unlocked:
    return LibFn::Fputc;
  case LibFunc_fputs:
  case LibFunc_fputs_unlocked:
    return LibFn::Fputs;
  case LibFunc_memcmp:
    return LibFn::Memcmp;
  case LibFunc_bcmp:
    return LibFn::Bcmp;
  case LibFunc_memrchr:
    return LibFn::Memrchr;
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

/// The modelled C library function \p F is, by name or through \p TLI.
static LibFn libCFunctionOf(const Function &F, const TargetLibraryInfo &TLI) {
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
  return Fn == LibFn::Unknown ? libFnOf(TLI, F) : Fn;
}

bool refinery::isModelledLibCFunction(const Function &F,
                                      const TargetLibraryInfo &TLI) {
  return libCFunctionOf(F, TLI) != LibFn::Unknown;
}

bool Execution::Impl::callLibC(const Function &F, const CallBase *CB,
                               ArrayRef<RtValue> Args, RtValue &Result,
                               bool &Known) {
  LibFn Fn = libCFunctionOf(F, TLI);
  Known = Fn != LibFn::Unknown;
  if (!Known)
    return true;
  return LibCCall(*this, Fn, F, CB, Args, Result).run();
}
