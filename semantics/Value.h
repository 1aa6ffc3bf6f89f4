//===- semantics/Value.h - The runtime value domain -------------*- C++ -*-===//
///
/// \file
/// Runtime values of LLVM IR as the LangRef of LLVM 22 defines them
/// ("Poison Values", "Undefined Values", "Pointer Aliasing Rules"):
///
/// * a scalar is a bit pattern (integer, the bits of a float, the address of
///   a pointer) that may be poison; a pointer also carries its provenance;
/// * a vector is a list of scalar lanes, each independently poison;
/// * an aggregate (struct, array) is a list of element values.
///
/// Integers of width <= 64 live inline in an APInt (no heap allocation);
/// the elements of a vector or aggregate are on the heap, behind a pointer
/// that is null for a scalar (RtElems).
/// `undef` never appears in a runtime value: each use of an undef constant
/// or uninitialized bit is resolved through a NondetPolicy when it is read.
///
//===----------------------------------------------------------------------===//
#ifndef REFINERY_SEMANTICS_VALUE_H
#define REFINERY_SEMANTICS_VALUE_H

#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/APInt.h"
#include "llvm/Support/Compiler.h"
#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

namespace llvm {
class Type;
class TypeSize;
class raw_ostream;
} // namespace llvm

namespace refinery {

/// Identifies a memory object. 0 means "no provenance" (null, or an address
/// that was never derived from an object); WildcardProv is the provenance of
/// a pointer made by inttoptr, which may access any live object at its
/// address (LangRef "Pointer Aliasing Rules": a pointer from inttoptr is
/// based on whatever the integer was derived from).
using ObjectId = uint32_t;
constexpr ObjectId NoProv = 0;
constexpr ObjectId WildcardProv = ~0u;

/// A class of integers that a tainted integer stays in under every choice
/// (RtValue::intClassTaint): what the C library fixes of a result it
/// otherwise leaves open.
enum class IntClass : uint8_t {
  None, ///< no class: an ordinary taint.
  Sign, ///< negative, zero or positive (memcmp's result, C11 7.24.4.1).
  Zero, ///< zero or nonzero (bcmp's result, POSIX.1-2001 bcmp).
};

/// True if \p A and \p B (of one width) are in the same class \p C (always
/// for IntClass::None).
bool sameIntClass(IntClass C, const llvm::APInt &A, const llvm::APInt &B);

class RtValue;

/// The elements of a compound RtValue, held through a pointer (null for a
/// scalar): a scalar is copied and destroyed inline, without a call (an
/// RtValue holds RtValues, so std::vector<RtValue>'s copy and destructor
/// are out-of-line calls). The vector's interface, null-safe.
class RtElems {
public:
  RtElems() = default;
  RtElems(const RtElems &O);
  RtElems(RtElems &&O) noexcept : P(O.P) { O.P = nullptr; }
  RtElems &operator=(const RtElems &O);
  RtElems &operator=(RtElems &&O) noexcept;
  RtElems &operator=(std::vector<RtValue> V);
  ~RtElems();

  bool empty() const;
  size_t size() const;
  /// No elements, and no storage.
  void clear();
  /// The vector itself (made empty if there is none).
  std::vector<RtValue> &vec();
  const std::vector<RtValue> &vec() const;
  RtValue &operator[](size_t I);
  const RtValue &operator[](size_t I) const;
  RtValue *begin();
  RtValue *end();
  const RtValue *begin() const;
  const RtValue *end() const;

private:
  std::vector<RtValue> *P = nullptr;
};

/// A runtime value. See the file comment for the representation.
class RtValue {
public:
  RtValue() = default;
  /// A defined scalar with the given bits.
  explicit RtValue(llvm::APInt Bits) : Bits(std::move(Bits)) {}
  RtValue(llvm::APInt Bits, ObjectId Prov)
      : Bits(std::move(Bits)), Prov(Prov) {}
  RtValue(const RtValue &) = default;
  RtValue(RtValue &&) = default;
  RtValue &operator=(RtValue &&) = default;
  /// Copying a scalar over a scalar touches no element storage (the
  /// interpreter's hot path).
  RtValue &operator=(const RtValue &O) {
    if (this == &O)
      return *this;
    Bits = O.Bits;
    Prov = O.Prov;
    Poison = O.Poison;
    Undef = O.Undef;
    Tainted = O.Tainted;
    PoisonTainted = O.PoisonTainted;
    NaNOnly = O.NaNOnly;
    UndefOnly = O.UndefOnly;
    UndefBits = O.UndefBits;
    Class = O.Class;
    IsCompound = O.IsCompound;
    if (O.IsCompound || !Elems.empty())
      Elems = O.Elems;
    return *this;
  }

  static RtValue poison(unsigned Width) {
    RtValue V(llvm::APInt(Width, 0));
    V.Poison = true;
    return V;
  }
  static RtValue compound(std::vector<RtValue> Elems) {
    RtValue V;
    V.IsCompound = true;
    V.Elems = std::move(Elems);
    return V;
  }
  static RtValue ofInt(unsigned Width, uint64_t X, bool IsSigned = false) {
    return RtValue(llvm::APInt(Width, X, IsSigned));
  }
  static RtValue ofBool(bool B) { return ofInt(1, B); }

  bool isCompound() const { return IsCompound; }
  bool isPoison() const {
    assert(!IsCompound && "isPoison on a vector or aggregate");
    return Poison;
  }
  const llvm::APInt &bits() const {
    assert(!IsCompound && "bits of a vector or aggregate");
    return Bits;
  }
  llvm::APInt &bits() {
    assert(!IsCompound && "bits of a vector or aggregate");
    return Bits;
  }
  ObjectId prov() const { return Prov; }
  /// True if this scalar was chosen for an undef (an undef constant or
  /// uninitialized memory): it has a value, but is not well defined, so
  /// branching on it, dividing by it or passing it as noundef is UB
  /// (LangRef "Undefined Values", "Well-Defined Values").
  bool isUndef() const { return Undef; }
  void setUndef(bool U = true) { Undef = U; }
  /// True if any scalar in the value is poison or chosen for an undef.
  bool containsPoisonOrUndef() const;
  /// True if any scalar in the value is chosen for an undef (and not
  /// poison).
  bool containsUndef() const;
  /// True if this scalar may depend on a nondeterministic choice of the
  /// run (the oracle's test of whether a difference could be explained by
  /// another choice).
  bool isTainted() const { return Tainted; }
  void setTainted(bool T = true) {
    Tainted = T;
    NaNOnly = false;
    UndefOnly = false;
    Class = IntClass::None;
  }
  /// True if this tainted scalar is a NaN under every choice: only its
  /// sign, quiet bit and payload depend on a choice (a NaN an operation
  /// chose from operands that depend on none; LangRef "Behavior of
  /// Floating-Point NaN values"). Whatever tests only whether it is a NaN
  /// (fcmp, nnan, ninf) does not depend on the choice.
  bool isNaNOnlyTaint() const { return Tainted && NaNOnly; }
  /// Taints this scalar as a NaN under every choice (bits, not poison-ness).
  void setNaNOnlyTaint() {
    Tainted = true;
    NaNOnly = true;
    UndefOnly = false;
    Class = IntClass::None;
  }
  /// True if this tainted scalar (an integer of at most 64 bits) depends
  /// on choices only through reads of undef, each use of which may see
  /// another value (LangRef "Undefined Values"): under every choice its
  /// value agrees with bits() outside undefBits() (an over-approximation
  /// of the bits that may differ), and it is never poison.
  bool isUndefOnlyTaint() const { return Tainted && UndefOnly; }
  /// The bits that may take any value: of an undef-only taint, or of a
  /// scalar of at most 64 bits read from undef (isUndef()).
  uint64_t undefBits() const { return UndefBits; }
  void setUndefBits(uint64_t Mask) { UndefBits = Mask; }
  /// Taints this scalar as undef-only with the free bits \p Mask.
  void setUndefOnlyTaint(uint64_t Mask) {
    Tainted = true;
    PoisonTainted = false;
    NaNOnly = false;
    UndefOnly = true;
    UndefBits = Mask;
    Class = IntClass::None;
  }
  /// For a tainted integer scalar that stays in one IntClass under every
  /// choice (the magnitude of memcmp's result is chosen, its sign is not):
  /// that class, else IntClass::None. An icmp whose answer is the same
  /// across the class does not depend on the choice, and a target value
  /// outside the class differs from it under every choice.
  IntClass intClassTaint() const { return Tainted ? Class : IntClass::None; }
  /// Taints this integer scalar (its bits, not its poison-ness) as staying
  /// in class \p C under every choice.
  void setIntClassTaint(IntClass C) {
    Tainted = true;
    NaNOnly = false;
    Class = C;
    UndefOnly = false;
  }
  /// True if every tainted scalar of the value is a NaN-only taint.
  bool onlyNaNTaint() const;
  /// True if whether this scalar is poison may depend on a choice (a
  /// freeze result's bits depend on its choice, its poison-ness does not).
  bool isPoisonTainted() const { return PoisonTainted; }
  void setPoisonTainted(bool T = true) { PoisonTainted = T; }
  /// True if any scalar in the value is tainted.
  bool containsTaint() const;
  /// True if any scalar's poison-ness is tainted.
  bool containsPoisonTaint() const;
  /// Taints every scalar of the value (bits; and poison-ness if \p Poison).
  void taintAll(bool Poison = true);
  void setProv(ObjectId P) { Prov = P; }
  void setPoison(bool P = true) { Poison = P; }

  /// Makes this a defined \p Width-bit scalar holding \p X (truncated),
  /// reusing the existing storage when it already has that width.
  LLVM_ATTRIBUTE_ALWAYS_INLINE void setScalar(unsigned Width, uint64_t X) {
    if (!IsCompound && Bits.getBitWidth() == Width)
      Bits = X;
    else {
      IsCompound = false;
      Elems.clear();
      Bits = llvm::APInt(Width, X, /*isSigned=*/false, /*implicitTrunc=*/true);
    }
    Poison = false;
    Undef = false;
    Tainted = false;
    PoisonTainted = false;
    NaNOnly = false;
    UndefOnly = false;
    Class = IntClass::None;
    Prov = NoProv;
  }

  std::vector<RtValue> &elems() {
    assert(IsCompound && "elements of a scalar");
    return Elems.vec();
  }
  const std::vector<RtValue> &elems() const {
    assert(IsCompound && "elements of a scalar");
    return Elems.vec();
  }
  unsigned numElems() const { return Elems.size(); }

  /// True if any scalar anywhere in the value is poison.
  bool containsPoison() const;
  /// True if the value, and every element, is poison.
  bool isFullyPoison() const;
  /// Structural equality (bits, poison, provenance) of two values.
  bool identical(const RtValue &O) const;
  /// A compact debugging form (not LLVM syntax).
  void dump(llvm::raw_ostream &OS) const;

private:
  llvm::APInt Bits;
  ObjectId Prov = NoProv;
  bool Poison = false;
  bool Undef = false;
  bool Tainted = false;
  bool PoisonTainted = false;
  bool NaNOnly = false;
  bool UndefOnly = false;
  IntClass Class = IntClass::None;
  bool IsCompound = false;
  uint64_t UndefBits = 0;
  RtElems Elems;
};

// RtElems, now that RtValue is complete.
inline RtElems::RtElems(const RtElems &O)
    : P(O.P ? new std::vector<RtValue>(*O.P) : nullptr) {}
// (\p O may live inside *P, as when a value is assigned one of its own
// elements: each assignment reads O before it frees P.)
inline RtElems &RtElems::operator=(const RtElems &O) {
  if (this == &O)
    return *this;
  // The storage is reused where O cannot live inside it: it holds no
  // compound (O, holding elements, is a compound's).
  if (P && O.P && std::none_of(P->begin(), P->end(), [](const RtValue &E) {
        return E.isCompound();
      })) {
    *P = *O.P;
    return *this;
  }
  std::vector<RtValue> *New = O.P ? new std::vector<RtValue>(*O.P) : nullptr;
  delete P;
  P = New;
  return *this;
}
inline RtElems &RtElems::operator=(RtElems &&O) noexcept {
  if (this != &O) {
    std::vector<RtValue> *Old = P;
    P = O.P;
    O.P = nullptr;
    delete Old;
  }
  return *this;
}
inline RtElems &RtElems::operator=(std::vector<RtValue> V) {
  std::vector<RtValue> *Old = P;
  P = new std::vector<RtValue>(std::move(V));
  delete Old;
  return *this;
}
inline RtElems::~RtElems() { delete P; }
inline bool RtElems::empty() const { return !P || P->empty(); }
inline size_t RtElems::size() const { return P ? P->size() : 0; }
inline void RtElems::clear() {
  delete P;
  P = nullptr;
}
inline std::vector<RtValue> &RtElems::vec() {
  if (!P)
    P = new std::vector<RtValue>();
  return *P;
}
inline const std::vector<RtValue> &RtElems::vec() const {
  static const std::vector<RtValue> None;
  return P ? *P : None;
}
inline RtValue &RtElems::operator[](size_t I) { return (*P)[I]; }
inline const RtValue &RtElems::operator[](size_t I) const { return (*P)[I]; }
inline RtValue *RtElems::begin() { return P ? P->data() : nullptr; }
inline RtValue *RtElems::end() { return P ? P->data() + P->size() : nullptr; }
inline const RtValue *RtElems::begin() const { return P ? P->data() : nullptr; }
inline const RtValue *RtElems::end() const {
  return P ? P->data() + P->size() : nullptr;
}

/// Lane \p K of the vector \p V, or \p V itself if it is a scalar (an
/// operand every lane shares, as a select's scalar condition).
inline const RtValue &laneOf(const RtValue &V, unsigned K) {
  return V.isCompound() ? V.elems()[K] : V;
}

/// What a nondeterministic choice is for.
enum class NondetKind : uint8_t {
  FreezePoison,  ///< freeze of a poison value (LangRef "freeze" Instruction).
  Undef,         ///< a use of undef or of uninitialized memory bits.
  NaN,           ///< the NaN an operation returns (LangRef "Floating-Point
                 ///< Environment" / "Behavior of Floating-Point NaN values").
  FPSign,        ///< the sign of a zero (or of an infinity from a division
                 ///< by zero) that the nsz flag makes insignificant.
  FPRewrite,     ///< which of the few results an operation may return: the
                 ///< product with the reciprocal (arcp), a fused
                 ///< multiply-add (contract, llvm.fmuladd) or the plain one.
  Allocation,    ///< an allocation failed for want of memory: whether an
                 ///< allocation succeeds is not specified.
  Address,       ///< the address of a stack or heap object was observed
                 ///< (ptrtoint, ordered comparison): allocation addresses
                 ///< are not specified, so such results may differ.
  Outcome,       ///< the direction of a conditional branch (or the arm of
                 ///< a select) on a value that
                 ///< depends on choices, decided directly instead of by
                 ///< the values chosen (asked only of a policy whose
                 ///< overridesOutcomes() is true: the checker's source
                 ///< exploration by outcome, oracle/Checker.cpp).
  LibResult,     ///< the part of a C library function's result the standard
                 ///< leaves open (the magnitude of memcmp's result, the
                 ///< value of bcmp's nonzero one).
  DenormalFlush, ///< whether a denormal operand or result of an arithmetic
                 ///< operation is read as, or flushed to, zero, which
                 ///< "denormal-fp-math" allows (LangRef "Function
                 ///< Attributes").
};

/// Answers every nondeterministic event of an execution. The oracle
/// enumerates or samples choices through it; `refinery exec` uses zero.
class NondetPolicy {
public:
  virtual ~NondetPolicy() = default;
  /// Returns an arbitrary \p Width-bit value for an event of kind \p K. For
  /// NaN events the interpreter forces the result to be a NaN afterwards.
  virtual llvm::APInt choose(NondetKind K, unsigned Width) = 0;
  /// True if the policy decides the direction of branches, and the arm of
  /// selects, on choice-dependent conditions itself (NondetKind::Outcome,
  /// 1 bit: 1 for the true successor or arm). Such a run over-approximates the
  /// program: it may take a direction that no choice of values gives.
  virtual bool overridesOutcomes() const { return false; }
};

/// Always chooses zero (so freeze of poison is 0, a NaN is the canonical
/// quiet NaN).
class ZeroPolicy final : public NondetPolicy {
public:
  llvm::APInt choose(NondetKind, unsigned Width) override {
    return llvm::APInt(Width, 0);
  }
};

/// A NondetPolicy together with the record of whether it was consulted:
/// every nondeterministic event of one execution goes through one Nondet.
class Nondet {
public:
  explicit Nondet(NondetPolicy &P) : P(P) {}
  llvm::APInt choose(NondetKind K, unsigned Width) {
    note(K);
    return P.choose(K, Width);
  }
  /// The direction of a branch decided by the policy (NondetKind::Outcome;
  /// only if overridesOutcomes()). Not counted in count(): the direction
  /// makes no value, so it taints nothing.
  bool chooseOutcome() {
    Kinds |= 1u << static_cast<unsigned>(NondetKind::Outcome);
    return P.choose(NondetKind::Outcome, 1).getBoolValue();
  }
  /// True if the policy decides branch directions (chooseOutcome()).
  bool overridesOutcomes() const { return P.overridesOutcomes(); }
  /// True once any choice was made.
  bool used() const { return Kinds != 0; }
  /// The kinds of choice made, as a bit set of 1 << NondetKind.
  unsigned kinds() const { return Kinds; }
  /// Records that a nondeterministic event of kind \p K happened without a
  /// choice (e.g. an address was observed).
  void note(NondetKind K) {
    Kinds |= 1u << static_cast<unsigned>(K);
    ++Count;
  }
  /// The number of nondeterministic events so far (choices and notes).
  uint64_t count() const { return Count; }

private:
  NondetPolicy &P;
  unsigned Kinds = 0;
  uint64_t Count = 0;
};

/// Returns the float semantics of a floating-point type.
const llvm::fltSemantics &floatSemantics(const llvm::Type *Ty);
/// Width in bits of the scalar representation of a first-class scalar type
/// (integer width, float width, pointer width from the data layout).
unsigned scalarBits(const llvm::Type *Ty, unsigned PointerBits);

/// The largest vscale a run may take (`refinery exec/check --vscale`): the
/// largest a target LLVM 22 knows implements (RISC-V's VLEN of 65536 bits
/// in 64-bit units), which bounds the lanes of a scalable vector.
constexpr unsigned MaxVScale = 1024;

/// \p S in bytes or bits when vscale is \p VScale (LangRef "Vector Type":
/// a scalable vector has vscale times its minimum number of elements, so
/// a scalable size is vscale times its known minimum). \p VScale may be 0
/// only for a fixed size.
uint64_t resolveSize(llvm::TypeSize S, unsigned VScale);
/// The most lanes a scalable vector has in a run: 2^16, the i8 lanes of
/// RISC-V's largest register group (8 registers of 65536 bits) at
/// MaxVScale. A value of a scalable vector type with more lanes is not
/// modelled (scalableLanesProblem).
constexpr uint64_t MaxScalableLanes = uint64_t(1) << 16;

/// Why a scalable vector type in \p Ty (itself, or a field, element,
/// parameter or result of it) has more than MaxScalableLanes lanes when
/// vscale is \p VScale, or empty if none does.
std::string scalableLanesProblem(llvm::Type *Ty, unsigned VScale);

/// The lanes of a value of the vector type \p Ty when vscale is \p VScale:
/// N for <N x T>, N * vscale for <vscale x N x T> (LangRef "Vector Type").
/// \p VScale may be 0 only for a fixed vector, and a scalable one has at
/// most MaxScalableLanes lanes (scalableLanesProblem is empty).
unsigned laneCount(const llvm::Type *Ty, unsigned VScale);

} // namespace refinery

#endif
