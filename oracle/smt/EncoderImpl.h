//===- oracle/smt/EncoderImpl.h - The function encoder ----------*- C++ -*-===//
///
/// \file
/// The class behind encodeFunction (Encoder.h), internal to oracle/smt: its
/// core and the integer instruction families are in Encoder.cpp, memory
/// (allocas, loads, stores, getelementptr, memset/memcpy) in
/// EncodeMemory.cpp.
///
//===----------------------------------------------------------------------===//
#ifndef REFINERY_ORACLE_SMT_ENCODERIMPL_H
#define REFINERY_ORACLE_SMT_ENCODERIMPL_H

#include "oracle/smt/Encoder.h"
#include "semantics/Intrinsics.h"
#include "llvm/IR/FMF.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include <map>
#include <optional>

namespace refinery {
namespace smt {

/// True for iN and fixed vectors of iN.
bool isIntish(llvm::Type *Ty);
/// True for the floating-point types encoded (half, bfloat, float, double,
/// fp128) and fixed vectors of them.
bool isFloatish(llvm::Type *Ty);
/// isIntish or isFloatish: a value held as lanes of bits.
bool isLaneType(llvm::Type *Ty);
/// A scalar pointer in address space 0 (EncodeMemory.cpp's pointers).
inline bool isPointer(llvm::Type *Ty) {
  return Ty->isPointerTy() && Ty->getPointerAddressSpace() == 0;
}
/// The number of lanes of \p Ty (1 for a scalar).
unsigned lanesOf(llvm::Type *Ty);

/// Encodes one function (encodeFunction): its blocks in reverse
/// post-order, each instruction under its block's path condition.
class Encoder {
public:
  Encoder(z3::context &C, const llvm::Function &F,
          const std::vector<SVal> &Args, llvm::StringRef Prefix, bool Approx,
          bool Collect, bool Target, unsigned Unroll)
      : C(C), F(F), Args(Args), Prefix(Prefix.str()), Approx(Approx),
        Collect(Collect), Target(Target), Unroll(Unroll), E(C),
        Cur(C.bool_val(true)) {}

  FunctionEncoding run();

private:
  z3::context &C;
  const llvm::Function &F;
  const std::vector<SVal> &Args;
  std::string Prefix;
  bool Approx, Collect, Target;
  /// Exact mode: how many times a loop's back edges may be taken in all
  /// (encodeFunction).
  unsigned Unroll;
  FunctionEncoding E;
  /// The values of the copy being encoded (and the arguments).
  llvm::DenseMap<const llvm::Value *, SVal> Vals;
  /// Loops (exact mode) are unrolled: the function is encoded as copies
  /// 0..Unroll of its blocks in reverse post-order, where copy K runs after
  /// K back edges. Back edges lead from one copy to the next; a value
  /// used in copy K is its definition's in the latest copy that ran
  /// (dominance puts the definition before the use in every copy).
  unsigned Copy = 0;
  /// The values of the copies before Copy.
  std::vector<llvm::DenseMap<const llvm::Value *, SVal>> Earlier;
  /// The blocks' positions in reverse post-order: an edge to a position
  /// not after its source's is a back edge.
  llvm::DenseMap<const llvm::BasicBlock *, unsigned> Order;
  /// The back edges into the next copy, and the incoming values their phis
  /// take (computed in the copy the edge leaves).
  std::map<std::pair<const llvm::BasicBlock *, const llvm::BasicBlock *>,
           z3::expr>
      NextEdges;
  std::map<std::pair<const llvm::PHINode *, const llvm::BasicBlock *>, SVal>
      BackIncoming, NextBackIncoming;
  /// Per instruction: true if its value may depend on an undef (a use of
  /// an undef constant or argument, not through a freeze).
  llvm::DenseMap<const llvm::Value *, z3::expr> Taint;
  /// Path conditions of the blocks encoded so far, by block and copy.
  std::map<std::pair<const llvm::BasicBlock *, unsigned>, z3::expr> BlockCond;
  /// Conditions of the edges (from, to) into the current copy taken.
  std::map<std::pair<const llvm::BasicBlock *, const llvm::BasicBlock *>,
           z3::expr>
      Edges;
  /// The path condition of the block being encoded.
  z3::expr Cur;
  std::vector<std::pair<z3::expr, SVal>> Rets;
  unsigned NumFresh = 0;
  bool Failed = false;

  /// Exact mode: marks the function outside the fragment.
  bool outside(const llvm::Twine &Why) {
    if (!Failed) {
      Failed = true;
      E.InFragment = false;
      E.Why = Why.str();
    }
    return false;
  }
  std::string describe(const llvm::Value &V);
  /// A fresh unconstrained value of \p Ty (approximate mode); unknown for
  /// types that are neither integers, vectors nor structs of them.
  SVal fresh(llvm::Type *Ty);
  /// A fresh choice of \p Width bits (a freeze's or an undef use's),
  /// recorded in FunctionEncoding::Choices with its \p Origin (by default
  /// "<Kind>.<Width>").
  z3::expr choice(const char *Kind, unsigned Width, std::string Origin = "");
  /// \p V as one use sees it: each undef lane of an argument becomes a
  /// choice of its own (LangRef "Undefined Values").
  SVal use(SVal V);
  /// Whether \p V may be undef where LangRef makes an undef operand UB
  /// (branch and switch conditions, noundef returns): in the target
  /// whenever V may depend on an undef (more UB than there may be: every
  /// target behaviour is kept); in the source only where V is an undef
  /// constant or argument (less UB than there may be: every source
  /// behaviour kept is one it has). Both err on the side of a proof that
  /// holds; a counterexample is replayed.
  z3::expr mayBeUndef(const llvm::Value *V) {
    return Target ? mayDependOnUndef(V) : isUndef(V);
  }
  /// Whether \p V is an undef itself: an undef constant (or a vector of
  /// which a lane is one) or an argument where it is undef.
  z3::expr isUndef(const llvm::Value *V);
  /// Whether \p V may depend on an undef.
  z3::expr mayDependOnUndef(const llvm::Value *V) {
    auto It = Taint.find(V);
    return It != Taint.end() ? It->second : isUndef(V);
  }
  /// Records the taint of \p I (after its value).
  void taint(const llvm::Instruction &I);
  void addUB(const z3::expr &Why) {
    if (!Why.is_false())
      E.UB = E.UB || (Cur && Why);
  }
  void boundary(const llvm::Instruction &I, const z3::expr &Fires,
                const char *What) {
    if (Collect && !Fires.is_false())
      E.Boundaries.push_back({&I, Fires, Cur, What});
  }
  std::optional<SVal> constant(const llvm::Constant *K);
  std::optional<SVal> get(const llvm::Value *V);
  /// The value of instruction \p I in the latest copy that ran its block.
  SVal latest(const llvm::Instruction &I);
  /// Encodes copy Copy of the blocks: false if outside the fragment.
  bool encodeCopy(llvm::ArrayRef<const llvm::BasicBlock *> Blocks);
  bool isBackEdge(const llvm::BasicBlock *From,
                  const llvm::BasicBlock *To) const {
    return Order.lookup(To) <= Order.lookup(From);
  }
  /// Unsupported instruction: outside the fragment, or a fresh value.
  bool unsupported(const llvm::Instruction &I, const llvm::Twine &Why);
  bool checkAttrs();
  /// Encodes \p I: false if the function is outside the fragment. The
  /// instruction families below are its parts.
  bool instruction(const llvm::Instruction &I);
  bool phiNode(const llvm::Instruction &I);
  bool binaryOp(const llvm::Instruction &I);
  bool intCompare(const llvm::Instruction &I);
  /// trunc, zext and sext.
  bool intCast(const llvm::Instruction &I);
  /// extractelement and insertelement.
  bool vectorElement(const llvm::Instruction &I);
  /// A call: only to intrinsics (intrinsic()).
  bool call(const llvm::Instruction &I);
  /// An intrinsic call: the families below, expect/ssa.copy, assume,
  /// donothing and sideeffect.
  bool intrinsic(const llvm::CallBase &CB, llvm::Intrinsic::ID ID);
  /// The first \p N arguments of \p CB into \p Ops: false if one has no
  /// lanes.
  bool intrinsicOperands(const llvm::CallBase &CB, unsigned N,
                         llvm::SmallVectorImpl<SVal> &Ops);
  /// A lane-wise integer intrinsic (laneWiseIntrinsics()).
  bool laneWiseIntrinsic(const llvm::CallBase &CB, const LaneWiseIntrinsic &LW);
  /// The boundaries of one lane of a lane-wise intrinsic: its poison, and
  /// the min/max/cmp ties and saturations.
  void laneWiseBoundaries(const llvm::Instruction &I, llvm::Intrinsic::ID ID,
                          llvm::ArrayRef<Lane> LOps, bool Flag, unsigned RB);
  /// A *.with.overflow intrinsic (overflowIntrinsics()).
  bool withOverflow(const llvm::CallBase &CB, llvm::Intrinsic::ID ID);
  /// An integer vector reduction (reductionIntrinsics()).
  bool reduction(const llvm::CallBase &CB, const ReductionIntrinsic &RI);
  bool terminator(const llvm::Instruction &I);
  void addEdge(const llvm::BasicBlock *From, const llvm::BasicBlock *To,
               const z3::expr &Cond);
  void finishReturn();

  // Floating point (EncodeFloat.cpp; exact mode only).
  /// Outside (false) for a function with floating point that is strictfp
  /// or flushes denormals (denormal-fp-math other than ieee).
  bool prepareFloat();
  z3::sort floatSort(llvm::Type *Ty);
  /// The lane bits \p Bits of FP type \p Ty as a Z3 float.
  z3::expr toFloat(const z3::expr &Bits, llvm::Type *Ty);
  /// +-2^\p Exp in the FP type \p Ty (infinity beyond its range).
  z3::expr fpPowerOfTwo(int Exp, bool Negative, llvm::Type *Ty);
  /// The bits of the result \p R of an operation of type \p Ty: R's, or
  /// if R is a NaN, the NaN a choice makes among those LangRef allows
  /// for the NaN lanes of \p Inputs (each with its type).
  z3::expr fpResult(const z3::expr &R, llvm::Type *Ty,
                    llvm::ArrayRef<std::pair<Lane, llvm::Type *>> Inputs);
  /// Whether nnan/ninf in \p FMF make poison of the float \p X.
  z3::expr fpFlagsPoison(llvm::FastMathFlags FMF, const z3::expr &X);
  /// False (outside) for a target instruction with arcp, contract, afn or
  /// reassoc.
  bool fastMathAllowed(const llvm::Instruction &I);
  /// \p Bits of type \p Ty with a chosen sign where \p Free (nsz).
  z3::expr zeroSign(const z3::expr &Bits, llvm::Type *Ty, const z3::expr &Free);
  /// fneg, fadd/fsub/fmul/fdiv, fcmp and the FP casts and bitcast.
  bool floatInstruction(const llvm::Instruction &I);
  bool fpNeg(const llvm::Instruction &I);
  bool fpBinary(const llvm::Instruction &I);
  bool fpCompare(const llvm::Instruction &I);
  bool fpCast(const llvm::Instruction &I);
  /// llvm.fabs, llvm.copysign, llvm.sqrt, llvm.fma, llvm.is.fpclass.
  bool fpIntrinsic(const llvm::CallBase &CB, llvm::Intrinsic::ID ID);
  /// llvm.is.fpclass.
  bool fpClass(const llvm::CallBase &CB);
  /// The fast-math flags of a floating-point select or phi \p I, whose
  /// value is encoded: nnan/ninf make a NaN or infinite result poison, nsz
  /// gives a zero result a chosen sign (the others change nothing here).
  bool fpSelectFlags(const llvm::Instruction &I);

  // Memory (EncodeMemory.cpp; exact mode only).
  /// The sizes of the blocks of memory, block id K at index K - 1 (id 0
  /// is no block): first the caller's blocks pointer arguments may point
  /// into (FunctionEncoding::NonLocal), then the allocas'.
  std::vector<z3::expr> BlockSizes;
  /// The bytes of every block once there is one: an array from a pointer
  /// (block id and offset, ptrLane()) to a byte (its bits, poison mask and
  /// undef mask, 8 bits each), updated by each store under its path
  /// condition. Blocks run in a topological order, which orders the
  /// stores of every path as it runs them.
  std::optional<z3::expr> Mem;
  /// Checks the memory model's preconditions for \p F (64-bit
  /// little-endian pointers and indices in address space 0) and sets up
  /// the caller's blocks: false if the function is outside.
  bool prepareMemory();
  /// The smallest alignment of the allocas \p Ptr may point into
  /// (UINT64_MAX if none: the caller's blocks have symbolic addresses, null
  /// and undef none; 0 if it may point elsewhere). An access asking for more is
  /// outside the fragment: whether the address is that aligned is unspecified.
  static uint64_t allocaAlign(const llvm::Value *Ptr);
  /// Whether \p Ptr may point into the caller's memory (an argument).
  static bool mayBeNonLocal(const llvm::Value *Ptr);
  /// Whether \p Ptr may point elsewhere than into the caller's memory or
  /// nowhere (an alloca, or a value not encoded).
  static bool mayBeLocal(const llvm::Value *Ptr);
  /// Whether \p I may take the pointer operand \p U: only as the address
  /// of a load, store or memory intrinsic, the base of a getelementptr,
  /// or an incoming value of a phi or select (nothing compares, converts,
  /// stores or passes on an address).
  static bool pointerUseAllowed(const llvm::Instruction &I, const llvm::Use &U);
  /// alloca, load, store, getelementptr: false if outside the fragment.
  bool memoryInstruction(const llvm::Instruction &I);
  bool allocaInst(const llvm::AllocaInst &AI);
  bool gepInst(const llvm::GetElementPtrInst &G);
  /// Whether a load or store of \p Ty is in the fragment: not atomic or
  /// volatile, address space 0, integer or FP lanes of whole bytes, no
  /// metadata (outside otherwise).
  bool plainAccess(const llvm::Instruction &I, llvm::Type *Ty);
  bool loadInst(const llvm::LoadInst &LI);
  bool storeInst(const llvm::StoreInst &SI);
  /// llvm.memset, llvm.memcpy, llvm.memmove of a constant length
  /// (llvm.memcpy.inline is outside: LangRef 22 says both that its ranges
  /// may not overlap and that it behaves as llvm.memcpy, whose ranges may
  /// be equal).
  bool memIntrinsic(const llvm::CallBase &CB, llvm::Intrinsic::ID ID);
  /// The address of the pointer \p P into the caller's memory or no
  /// block (an alloca's is not encoded).
  z3::expr address(const Lane &P);
  /// The pointer parameter \p A's input \p V within the caller's
  /// blocks, with its attributes (nonnull, align).
  void pointerArgument(const llvm::Argument &A, SVal &V);
  /// Applies the nonnull and align of \p AS (a parameter's or the
  /// return's) to the pointer \p L.
  void pointerAttributes(llvm::AttributeSet AS, Lane &L);
  /// The size of the block \p Bid points into (0 for no block).
  z3::expr blockSize(const z3::expr &Bid);
  /// UB of an access of \p Size bytes, \p Align-aligned, through the
  /// pointer \p P (the value \p PtrV): poison or undef, no block, out of
  /// bounds, misaligned (LangRef "'load' Instruction", "'store'
  /// Instruction", "Pointer Aliasing Rules").
  z3::expr accessUB(const Lane &P, const llvm::Value *PtrV, uint64_t Size,
                    uint64_t Align, bool Write);
  /// The byte at offset \p K from the pointer \p P.
  z3::expr byteAt(const z3::expr &Mem, const Lane &P, uint64_t K);
  /// Per lane of \p V: the mask of its undef bits that a store keeps as
  /// undef bits (an undef argument or constant lane: all; a load's lane:
  /// the undef bits it read; LangRef "Undefined Values").
  std::vector<z3::expr> undefMasks(const llvm::Value *V);
  /// Notes a store of \p V that the encoding narrows (see Encoder.h's
  /// FunctionEncoding::UndefReused).
  void storedUndef(const llvm::Value *V);
  /// Byte \p K of the lane \p L as stored, with the undef bits of
  /// \p UndefMask (the lane's width).
  z3::expr storedByte(const Lane &L, const z3::expr &UndefMask, unsigned K);
  /// Per load (of the copy being encoded): the undef bits each lane read.
  llvm::DenseMap<const llvm::Value *, std::vector<z3::expr>> LoadUndef;
  /// Writes \p Bytes from the pointer \p P on the current path.
  void writeBytes(const Lane &P, const std::vector<z3::expr> &Bytes);
};

} // namespace smt
} // namespace refinery

#endif
