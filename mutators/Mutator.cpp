//===- mutators/Mutator.cpp - Weighted IR mutation ------------------------===//
///
/// \file
/// The driver: picks strategies by weight, verifies each result, and undoes
/// a failed strategy by going back to a copy of the module taken before it
/// ran. Descriptions hold value handles; when the module goes back to its
/// copy, the handles move to the copy's values.
///
//===----------------------------------------------------------------------===//
#include "mutators/Mutator.h"
#include "mutators/MutationUtil.h"
#include "mutators/Strategy.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/ModuleSlotTracker.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/ValueMapper.h"

using namespace llvm;
using namespace refinery;

std::vector<std::unique_ptr<Strategy>> refinery::createDefaultStrategies() {
  std::vector<std::unique_ptr<Strategy>> R;
  R.push_back(createFlagStrategy());
  R.push_back(createSelectLogicStrategy());
  R.push_back(createSelectSwapStrategy());
  R.push_back(createRelatedSelectStrategy());
  R.push_back(createMinMaxStrategy());
  R.push_back(createFreezeStrategy());
  R.push_back(createConstantStrategy());
  R.push_back(createDominatingOperandStrategy());
  R.push_back(createNewArgumentStrategy());
  R.push_back(createOpcodeStrategy());
  R.push_back(createPredicateStrategy());
  R.push_back(createCommuteStrategy());
  R.push_back(createMoveStrategy());
  R.push_back(createWidthStrategy());
  R.push_back(createAttributeStrategy());
  R.push_back(createMetadataStrategy());
  R.push_back(createFPFormsStrategy());
  for (std::unique_ptr<Strategy> &S : createFuzzMutateStrategies())
    R.push_back(std::move(S));
  return R;
}

Mutator::Mutator(MutatorOptions Opts,
                 std::vector<std::unique_ptr<Strategy>> Strategies,
                 std::vector<unsigned> Weights)
    : Opts(std::move(Opts)), Strategies(std::move(Strategies)),
      Weights(std::move(Weights)) {}

Mutator::~Mutator() = default;

Expected<std::unique_ptr<Mutator>> Mutator::create(MutatorOptions Opts) {
  std::vector<std::unique_ptr<Strategy>> Strategies = createDefaultStrategies();
  for (const auto &[Name, W] : Opts.Weights)
    if (none_of(Strategies, [&](const std::unique_ptr<Strategy> &S) {
          return S->name() == Name;
        }))
      return createStringError(inconvertibleErrorCode(),
                               "unknown mutation strategy '%s'", Name.c_str());
  std::vector<unsigned> Weights;
  uint64_t Total = 0;
  for (const std::unique_ptr<Strategy> &S : Strategies) {
    auto It = Opts.Weights.find(S->name().str());
    unsigned W = It != Opts.Weights.end() ? It->second
                 : Opts.OnlyWeighted      ? 0
                                          : S->defaultWeight();
    Weights.push_back(W);
    Total += W;
  }
  if (Total == 0)
    return createStringError(inconvertibleErrorCode(),
                             "every mutation strategy has weight 0");
  return std::unique_ptr<Mutator>(
      new Mutator(std::move(Opts), std::move(Strategies), std::move(Weights)));
}

std::vector<std::pair<std::string, unsigned>> Mutator::weights() const {
  std::vector<std::pair<std::string, unsigned>> R;
  for (size_t K = 0; K < Strategies.size(); ++K)
    R.push_back({Strategies[K]->name().str(), Weights[K]});
  return R;
}

StringRef Mutator::summary(StringRef Name) const {
  for (const std::unique_ptr<Strategy> &S : Strategies)
    if (S->name() == Name)
      return S->summary();
  return "";
}

std::vector<std::string> Mutator::strategyNames() {
  std::vector<std::string> R;
  for (const std::unique_ptr<Strategy> &S : createDefaultStrategies())
    R.push_back(S->name().str());
  return R;
}

Mutant Mutator::mutate(const Module &Src, ChoiceSource &CS) const {
  return mutate(CloneModule(Src), CS);
}

namespace {
/// One mutation so far: the strategy's index and its description.
struct LogEntry {
  size_t Strategy;
  Description D;
};
} // namespace

/// True if \p Ty is or holds an integer type wider than
/// MaxWideConstantBits.
static bool isTooWide(Type *Ty) {
  if (auto *IT = dyn_cast<IntegerType>(Ty->getScalarType()))
    return IT->getBitWidth() > MaxWideConstantBits;
  return any_of(Ty->subtypes(), isTooWide);
}

/// True if \p M uses an integer type wider than MaxWideConstantBits.
static bool usesTooWideIntegers(const Module &M) {
  for (const GlobalVariable &G : M.globals())
    if (isTooWide(G.getValueType()))
      return true;
  for (const Function &F : M) {
    if (isTooWide(F.getFunctionType()))
      return true;
    for (const Instruction &I : instructions(F)) {
      if (isTooWide(I.getType()))
        return true;
      for (const Value *Op : I.operands())
        if (isTooWide(Op->getType()))
          return true;
    }
  }
  return false;
}

Mutant Mutator::mutate(std::unique_ptr<Module> M, ChoiceSource &CS) const {
  assert(M && "mutating no module");
  Mutant Out;
  // Mutations make constants of every type in the module, and LLVM prints
  // constants in decimal, in time quadratic in their width: a module with
  // wider integers is left as it is (an i8388608 constant took hours).
  if (usesTooWideIntegers(*M)) {
    Out.M = std::move(M);
    Out.Rejections.push_back("module: integers wider than " +
                             std::to_string(MaxWideConstantBits) +
                             " bits are not mutated");
    return Out;
  }
  std::vector<LogEntry> Log;
  // The module as it was before the current attempt, and where the
  // descriptions' value handles must point if we go back to it.
  std::unique_ptr<Module> Snap;
  std::vector<std::pair<WeakVH *, Value *>> SnapRefs;
  auto TakeSnapshot = [&] {
    ValueToValueMapTy VMap;
    Snap = CloneModule(*M, VMap);
    SnapRefs.clear();
    for (LogEntry &E : Log)
      for (Description::Part &P : E.D.parts())
        if (P.IsValue && P.V)
          SnapRefs.push_back({&P.V, VMap.lookup(P.V)});
  };
  auto Restore = [&] {
    for (auto &[Handle, V] : SnapRefs)
      *Handle = V;
    SnapRefs.clear();
    M = std::move(Snap);
  };

  unsigned Failures = 0;
  while (Log.size() < Opts.Mutations && Failures <= Opts.MaxFailures) {
    // A strategy with nothing to mutate is not tried again for this
    // mutation; one whose result is undone (or, for FuzzMutate's, that
    // happened to change nothing) gets MaxTries tries.
    constexpr unsigned MaxTries = 3;
    std::vector<unsigned> W = Weights;
    std::vector<unsigned> Tries(W.size(), 0);
    bool Done = false;
    while (!Done && any_of(W, [](unsigned X) { return X != 0; }) &&
           Failures <= Opts.MaxFailures) {
      MutationContext Ctx(*M, CS, Opts);
      size_t K = CS.weighted(W);
      Strategy &S = *Strategies[K];
      if (!Snap)
        TakeSnapshot();
      Description D;
      bool Applied = S.apply(Ctx, D);
      std::string Why;
      if (Applied) {
        raw_string_ostream OS(Why);
        if (verifyModule(*M, &OS))
          Why = "verifier: " + StringRef(Why).split('\n').first.str();
        else if (!S.accept(*Snap, *M))
          Why = "rejected";
      }
      if (Applied && Why.empty()) {
        Log.push_back({K, std::move(D)});
        Snap.reset();
        SnapRefs.clear();
        Done = true;
        break;
      }
      if (Applied) {
        ++Out.Rejected;
        ++Failures;
        Out.Rejections.push_back((S.name() + ": " + Why).str());
      }
      if (Applied || S.mayChangeOnFailure())
        Restore();
      if ((!Applied && !S.mayChangeOnFailure()) || ++Tries[K] == MaxTries)
        W[K] = 0;
    }
    if (!Done)
      break;
  }

  ModuleSlotTracker MST(M.get());
  for (const LogEntry &E : Log)
    Out.Mutations.push_back(
        {Strategies[E.Strategy]->name().str(), E.D.render(MST)});
  Out.M = std::move(M);
  return Out;
}

Error refinery::parseStrategyList(StringRef List, MutatorOptions &Opts) {
  std::vector<std::unique_ptr<Strategy>> Strategies = createDefaultStrategies();
  SmallVector<StringRef, 16> Items;
  List.split(Items, ',', -1, /*KeepEmpty=*/false);
  for (StringRef Item : Items) {
    auto [NameText, WeightText] = Item.split('=');
    StringRef Name = NameText.trim();
    auto It = find_if(Strategies, [&](const std::unique_ptr<Strategy> &S) {
      return S->name() == Name;
    });
    if (It == Strategies.end())
      return createStringError(inconvertibleErrorCode(),
                               "unknown mutation strategy '%s'",
                               Name.str().c_str());
    unsigned W = (*It)->defaultWeight();
    if (Item.contains('=') && WeightText.trim().getAsInteger(10, W))
      return createStringError(inconvertibleErrorCode(),
                               "bad weight '%s' for strategy '%s'",
                               WeightText.str().c_str(), Name.str().c_str());
    Opts.Weights[Name.str()] = W;
  }
  Opts.OnlyWeighted = true;
  return Error::success();
}
