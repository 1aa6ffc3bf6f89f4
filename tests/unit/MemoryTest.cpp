//===- tests/unit/MemoryTest.cpp - Byte encoding of values ----------------===//
//
// Exhaustive at widths 1 to 4: every value, and poison, survives a store
// and load of its own type; bits land where the little-endian layout puts
// them; a poison lane poisons exactly its own bits; unused bits of a type
// like i3 are poison after a store and zero in a global's initializer.
//
//===----------------------------------------------------------------------===//
#include "semantics/Memory.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/LLVMContext.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace refinery;

namespace {
class MemoryTest : public ::testing::Test {
protected:
  LLVMContext Ctx;
  DataLayout LE{"e"};
  DataLayout BE{"E"};
  ZeroPolicy Zero;

  RtValue roundTrip(const DataLayout &DL, Type *Ty, const RtValue &V,
                    std::vector<MemByte> *Bytes = nullptr) {
    std::vector<MemByte> B(DL.getTypeStoreSize(Ty));
    encodeValue(DL, Ty, V, B);
    if (Bytes)
      *Bytes = B;
    Nondet ND(Zero);
    return decodeValue(DL, Ty, B, ND);
  }
};

TEST_F(MemoryTest, IntegersRoundTripExhaustively) {
  unsigned Checked = 0;
  for (const DataLayout *DL : {&LE, &BE})
    for (unsigned W = 1; W <= 4; ++W) {
      Type *Ty = IntegerType::get(Ctx, W);
      for (uint64_t X = 0; X < (1u << W); ++X) {
        std::vector<MemByte> B;
        RtValue R = roundTrip(*DL, Ty, RtValue(APInt(W, X)), &B);
        ASSERT_FALSE(R.isPoison()) << "i" << W << " " << X;
        EXPECT_EQ(R.bits(), APInt(W, X)) << "i" << W << " " << X;
        ASSERT_EQ(B.size(), 1u);
        // The value's bits are the low bits of the byte; the rest are
        // poison (LangRef: unspecified after a store).
        EXPECT_EQ(B[0].Val & ((1u << W) - 1), X);
        EXPECT_EQ(B[0].PoisonMask, uint8_t(0xFF << W));
        ++Checked;
      }
      EXPECT_TRUE(roundTrip(*DL, Ty, RtValue::poison(W)).isPoison());
    }
  EXPECT_EQ(Checked, 2u * (2 + 4 + 8 + 16));
}

TEST_F(MemoryTest, VectorLanesArePackedAndPoisonedAlone) {
  // <2 x i3> at widths' every combination of lane values and poison.
  auto *VT = FixedVectorType::get(IntegerType::get(Ctx, 3), 2);
  unsigned Checked = 0;
  for (unsigned A = 0; A < 9; ++A)
    for (unsigned B = 0; B < 9; ++B) {
      auto Lane = [](unsigned X) {
        return X == 8 ? RtValue::poison(3) : RtValue(APInt(3, X));
      };
      RtValue V = RtValue::compound({Lane(A), Lane(B)});
      std::vector<MemByte> Bytes;
      RtValue R = roundTrip(LE, VT, V, &Bytes);
      ASSERT_EQ(Bytes.size(), 1u);
      // Lane 0 in bits 0-2, lane 1 in bits 3-5 (little-endian).
      EXPECT_EQ(Bytes[0].PoisonMask & 0x3F,
                (A == 8 ? 0x07 : 0) | (B == 8 ? 0x38 : 0));
      if (A != 8)
        EXPECT_EQ(Bytes[0].Val & 0x07, A);
      if (B != 8)
        EXPECT_EQ((Bytes[0].Val >> 3) & 0x07, B);
      EXPECT_TRUE(R.identical(V)) << A << " " << B;
      ++Checked;
    }
  EXPECT_EQ(Checked, 81u);
}

TEST_F(MemoryTest, PoisonLanePoisonsAWiderLoad) {
  auto *V8 = FixedVectorType::get(IntegerType::get(Ctx, 1), 8);
  std::vector<RtValue> Lanes(8, RtValue(APInt(1, 1)));
  Lanes[5] = RtValue::poison(1);
  std::vector<MemByte> B(1);
  encodeValue(LE, V8, RtValue::compound(Lanes), B);
  EXPECT_EQ(B[0].PoisonMask, 0x20);
  Nondet ND(Zero);
  EXPECT_TRUE(decodeValue(LE, IntegerType::get(Ctx, 8), B, ND).isPoison());
  // Each i1 lane read back alone: only lane 5 is poison.
  RtValue R = decodeValue(LE, V8, B, ND);
  for (unsigned K = 0; K < 8; ++K)
    EXPECT_EQ(R.elems()[K].isPoison(), K == 5) << K;
}

TEST_F(MemoryTest, ByteOrder) {
  Type *I32 = IntegerType::get(Ctx, 32);
  std::vector<MemByte> L(4), B(4);
  encodeValue(LE, I32, RtValue(APInt(32, 0x11223344)), L);
  encodeValue(BE, I32, RtValue(APInt(32, 0x11223344)), B);
  EXPECT_EQ(L[0].Val, 0x44);
  EXPECT_EQ(L[3].Val, 0x11);
  EXPECT_EQ(B[0].Val, 0x11);
  EXPECT_EQ(B[3].Val, 0x44);
  // A big-endian <2 x i16> holds lane 0 at the lowest address.
  auto *V2 = FixedVectorType::get(IntegerType::get(Ctx, 16), 2);
  Nondet ND(Zero);
  RtValue R = decodeValue(BE, V2, B, ND);
  EXPECT_EQ(R.elems()[0].bits(), APInt(16, 0x1122));
  EXPECT_EQ(R.elems()[1].bits(), APInt(16, 0x3344));
}

TEST_F(MemoryTest, PaddingOfStoresAndInitializers) {
  Type *I16 = IntegerType::get(Ctx, 16), *I8 = IntegerType::get(Ctx, 8);
  auto *ST = StructType::get(Ctx, {I8, I16}); // one padding byte
  RtValue V = RtValue::compound({RtValue(APInt(8, 1)), RtValue(APInt(16, 2))});
  std::vector<MemByte> Stored(4), Init(4);
  encodeValue(LE, ST, V, Stored);
  encodeValue(LE, ST, V, Init, Padding::Zero);
  // LangRef "'store' Instruction": padding is undef; initializers: zero.
  EXPECT_EQ(Stored[1].UndefMask, 0xFF);
  EXPECT_EQ(Init[1].UndefMask, 0);
  EXPECT_EQ(Init[1].PoisonMask, 0);
  EXPECT_EQ(Init[1].Val, 0);
  Type *I3 = IntegerType::get(Ctx, 3);
  std::vector<MemByte> T(1);
  encodeValue(LE, I3, RtValue(APInt(3, 5)), T, Padding::Zero);
  EXPECT_EQ(T[0].Val, 5);
  EXPECT_EQ(T[0].PoisonMask, 0);
}

TEST_F(MemoryTest, UndefBytesAreChosenAndMarked) {
  std::vector<MemByte> B(1, MemByte::uninit());
  Nondet ND(Zero);
  DecodeNotes Notes;
  RtValue R = decodeValue(LE, IntegerType::get(Ctx, 8), B, ND, &Notes);
  EXPECT_TRUE(Notes.SawUndef);
  EXPECT_TRUE(ND.used());
  EXPECT_TRUE(R.isUndef());
  EXPECT_EQ(R.bits(), APInt(8, 0));
}

// Scalars that start at a byte are encoded and decoded a byte at a time;
// lanes that do not (<2 x i12>'s second) bit by bit: both keep undef and
// poison bits where they are.
TEST_F(MemoryTest, UndefAndPoisonBitsByteWiseAndBitWise) {
  Type *I16 = IntegerType::get(Ctx, 16);
  RtValue V = RtValue::ofInt(16, 0xA5C3);
  V.setUndef();
  V.setUndefBits(0x0FF0);
  std::vector<MemByte> B(2);
  encodeValue(LE, I16, V, B);
  EXPECT_EQ(B[0].Val, 0x03);
  EXPECT_EQ(B[0].UndefMask, 0xF0);
  EXPECT_EQ(B[1].Val, 0xA0);
  EXPECT_EQ(B[1].UndefMask, 0x0F);
  EXPECT_EQ(B[0].PoisonMask | B[1].PoisonMask, 0);
  // Read back, the undef bits are chosen (zero here) and marked.
  Nondet ND(Zero);
  RtValue R = decodeValue(LE, I16, B, ND);
  EXPECT_TRUE(R.isUndef());
  EXPECT_EQ(R.undefBits(), 0x0FF0u);
  EXPECT_EQ(R.bits(), APInt(16, 0xA003));
  // One poison bit in the second byte poisons the scalar.
  B[1].PoisonMask = 0x40;
  EXPECT_TRUE(decodeValue(LE, I16, B, ND).isPoison());

  // <2 x i12>: lane 1 starts at bit 12.
  auto *V2 = FixedVectorType::get(IntegerType::get(Ctx, 12), 2);
  RtValue Lane1 = RtValue::ofInt(12, 0x9F6);
  Lane1.setUndef();
  Lane1.setUndefBits(0x00F);
  RtValue W = RtValue::compound({RtValue::ofInt(12, 0xABC), Lane1});
  std::vector<MemByte> C(3);
  encodeValue(LE, V2, W, C);
  EXPECT_EQ(C[0].Val, 0xBC);
  EXPECT_EQ(C[1].Val, 0x0A); // lane 1's low nibble is undef
  EXPECT_EQ(C[1].UndefMask, 0xF0);
  EXPECT_EQ(C[2].Val, 0x9F);
  EXPECT_EQ(C[2].UndefMask, 0x00);
  RtValue D = decodeValue(LE, V2, C, ND);
  EXPECT_EQ(D.elems()[0].bits(), APInt(12, 0xABC));
  EXPECT_FALSE(D.elems()[0].isUndef());
  EXPECT_TRUE(D.elems()[1].isUndef());
  EXPECT_EQ(D.elems()[1].bits(), APInt(12, 0x9F0));
}

TEST_F(MemoryTest, AddressBitsReadAsDataAreNoted) {
  // A pointer of object 3 stored at bytes 0-7, one of object 5 at 8-15.
  PointerType *Ptr = PointerType::get(Ctx, 0);
  std::vector<MemByte> B(16);
  encodeValue(LE, Ptr, RtValue(APInt(64, 0x1010), 3),
              MutableArrayRef<MemByte>(B).slice(0, 8));
  encodeValue(LE, Ptr, RtValue(APInt(64, 0x2020), 5),
              MutableArrayRef<MemByte>(B).slice(8, 8));
  Nondet ND(Zero);
  // Read back as the pointers they are: no address is data.
  DecodeNotes AsPtr;
  RtValue P = decodeValue(LE, Ptr, ArrayRef(B).slice(8, 8), ND, &AsPtr);
  EXPECT_TRUE(AsPtr.AddressProvs.empty());
  EXPECT_EQ(P.prov(), 5u);
  // One byte of the first as an integer.
  DecodeNotes AsInt;
  RtValue I = decodeValue(LE, IntegerType::get(Ctx, 8), ArrayRef(B).slice(0, 1),
                          ND, &AsInt);
  EXPECT_EQ(I.bits(), APInt(8, 0x10));
  EXPECT_EQ(AsInt.AddressProvs, (SmallVector<ObjectId, 2>{3}));
  // A pointer made of the high half of one and the low half of the other.
  DecodeNotes Mixed;
  RtValue M = decodeValue(LE, Ptr, ArrayRef(B).slice(4, 8), ND, &Mixed);
  EXPECT_EQ(M.prov(), WildcardProv);
  EXPECT_EQ(Mixed.AddressProvs, (SmallVector<ObjectId, 2>{3, 5}));
  // Plain integer bytes carry no address, also read as a float.
  std::vector<MemByte> Plain(4);
  encodeValue(LE, IntegerType::get(Ctx, 32), RtValue(APInt(32, 7)), Plain);
  DecodeNotes None;
  decodeValue(LE, Type::getFloatTy(Ctx), Plain, ND, &None);
  EXPECT_TRUE(None.AddressProvs.empty());
}

TEST_F(MemoryTest, AccessChecks) {
  Memory M(1 << 20);
  ObjectId A = M.allocate(8, 8, ObjKind::Heap, nullptr);
  uint64_t Base = M.object(A).Base;
  ObjectId Obj;
  uint64_t Off;
  EXPECT_EQ(M.checkAccess(Base, A, 8, 8, false, Obj, Off), nullptr);
  EXPECT_STREQ(M.checkAccess(Base + 1, A, 8, 1, false, Obj, Off),
               "out-of-bounds access");
  EXPECT_STREQ(M.checkAccess(Base + 4, A, 4, 8, false, Obj, Off),
               "misaligned access");
  EXPECT_STREQ(M.checkAccess(0, NoProv, 1, 1, false, Obj, Off),
               "null pointer dereference");
  M.kill(A);
  EXPECT_STREQ(M.checkAccess(Base, A, 1, 1, false, Obj, Off), "use after free");
  ObjectId S = M.allocate(4, 4, ObjKind::Stack, nullptr);
  M.kill(S);
  // LangRef "Object Lifetime": loading a dead stack object gives poison,
  // storing to it is UB.
  EXPECT_EQ(M.checkAccess(M.object(S).Base, S, 4, 4, false, Obj, Off),
            Memory::DeadStackRead);
  EXPECT_STREQ(M.checkAccess(M.object(S).Base, S, 4, 4, true, Obj, Off),
               "access to a dead stack object");
}

TEST_F(MemoryTest, ManyObjectsKeepTheirPlaces) {
  // More objects than one block of the object table holds; a returned
  // frame's object released on the way.
  Memory M(1 << 20);
  std::vector<ObjectId> Ids;
  for (unsigned K = 0; K < 600; ++K)
    Ids.push_back(M.allocate(K % 7 + 1, 1, ObjKind::Stack, nullptr));
  EXPECT_EQ(M.numObjects(), 600u);
  M.release(Ids[300]);
  EXPECT_TRUE(M.object(Ids[300]).Bytes.empty());
  ObjectId Obj;
  uint64_t Off;
  EXPECT_EQ(
      M.checkAccess(M.object(Ids[300]).Base, Ids[300], 1, 1, false, Obj, Off),
      Memory::DeadStackRead);
  for (unsigned K = 0; K < 600; ++K) {
    const MemObject &O = M.object(Ids[K]);
    EXPECT_EQ(Ids[K], K + 1);
    EXPECT_EQ(O.Size, K % 7 + 1);
    EXPECT_EQ(O.Bytes.size(), K == 300 ? 0u : O.Size);
    EXPECT_EQ(M.findObjectInBounds(O.Base), Ids[K]);
    EXPECT_EQ(M.findObject(O.Base, 1), K == 300 ? NoProv : Ids[K]);
  }
  // A copy (an execution's memory starts as one of the prototype's) grows
  // on its own.
  Memory C = M;
  ObjectId N = C.allocate(3, 1, ObjKind::Heap, nullptr);
  EXPECT_EQ(N, 601u);
  EXPECT_EQ(M.numObjects(), 600u);
  EXPECT_EQ(C.object(Ids[599]).Base, M.object(Ids[599]).Base);
}
} // namespace
