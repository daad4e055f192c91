#include "frontends/model/helper/graph_facts.h"

#include <optional>
#include <unordered_map>

#include <torch/csrc/jit/ir/ir.h>

#include "frontends/model/helper/graph_inventory.h"

namespace npu_lint::torchscript {
namespace {

using torch::jit::Block;
using torch::jit::Node;
using torch::jit::Value;

constexpr int64_t kDouble = static_cast<int64_t>(c10::ScalarType::Double);
constexpr int64_t kLong = static_cast<int64_t>(c10::ScalarType::Long);
constexpr int64_t kBool = static_cast<int64_t>(c10::ScalarType::Bool);

bool isTensor(const Value* value) { return value->type()->isSubtypeOf(*c10::TensorType::get()); }

bool anyInputIsTensor(const Node* node) {
  for (const Value* input : node->inputs())
    if (isTensor(input)) return true;
  return false;
}

std::optional<int64_t> constantInt(const Value* value) {
  if (value->node()->kind() != c10::prim::Constant) return std::nullopt;
  if (auto iv = torch::jit::toIValue(value); iv && iv->isInt()) return iv->toInt();
  return std::nullopt;
}

// The input bound to the schema argument `name`, if the node has one.
const Value* namedInput(const Node* node, const char* name) {
  const auto* schema = node->maybeSchema();
  if (!schema) return nullptr;
  const auto index = schema->argumentIndexWithName(name);
  return index && static_cast<size_t>(*index) < node->inputs().size() ? node->input(*index) : nullptr;
}

// Read-only: calls visit(node, loop_depth) for every node of `block` and all nested blocks.
template <typename Visit>
void forEachNode(const Block* block, int loop_depth, Visit&& visit) {
  for (const Node* node : block->nodes()) {
    visit(node, loop_depth);
    const int inner = loop_depth + (node->kind() == c10::prim::Loop ? 1 : 0);
    for (const Block* nested : node->blocks()) forEachNode(nested, inner, visit);
  }
}

struct Cause {
  GraphFactCause kind;
  std::string via;  // the op that turned a tensor into the scalar
};

// Why a scalar value depends on tensor data, following scalar computations back through
// nested blocks and loop-carried values. Tensors themselves end the search: they matter
// only where an op turns them into a host scalar.
class DataDependence {
 public:
  explicit DataDependence(const GraphOps& ops) : ops_(ops) {}

  std::optional<Cause> of(const Value* value) {
    if (auto it = memo_.find(value); it != memo_.end()) return it->second;
    memo_[value] = std::nullopt;  // in progress: loop-carried cycles end here
    std::optional<Cause> cause = compute(value);
    memo_[value] = cause;
    return cause;
  }

 private:
  std::optional<Cause> compute(const Value* value) {
    if (isTensor(value)) return std::nullopt;
    const Node* node = value->node();
    const auto kind = node->kind();
    if (kind == c10::prim::Constant || kind == c10::prim::GetAttr) return std::nullopt;  // fixed at load time
    // len() of a list is structure (e.g. a tensor's rank), not a size that varies per input.
    if (kind == c10::aten::len && !anyInputIsTensor(node)) return std::nullopt;
    if (kind == c10::prim::Param) return ofBlockParameter(value);
    const bool container = kind == c10::prim::ListConstruct || kind == c10::prim::TupleConstruct ||
                           kind == c10::prim::DictConstruct || kind == c10::prim::ListUnpack ||
                           kind == c10::prim::TupleUnpack || kind == c10::prim::TupleIndex;
    if (!container && anyInputIsTensor(node)) {
      // Only these read sizes or values; everything else on a tensor (dim, dtype, device,
      // is_nested, ...) is metadata fixed for a given input layout.
      if (ops_.has(ops_.size_queries, kind)) return Cause{GraphFactCause::kTensorSize, qualifiedOp(node)};
      if (ops_.has(ops_.value_reads, kind)) return Cause{GraphFactCause::kTensorValue, qualifiedOp(node)};
      return std::nullopt;
    }
    if (kind == c10::prim::If) return ofControlFlowOutput(value, node, node->input(0), 0);
    if (kind == c10::prim::Loop) return ofControlFlowOutput(value, node, nullptr, 1);
    for (const Value* input : node->inputs())
      if (auto cause = of(input)) return cause;
    return std::nullopt;
  }

  // A value chosen by prim::If (branch outputs, plus the condition) or carried by prim::Loop.
  std::optional<Cause> ofControlFlowOutput(const Value* value, const Node* node, const Value* condition,
                                           size_t block_output_offset) {
    const size_t index = value->offset();
    if (condition)
      if (auto cause = of(condition)) return cause;
    if (node->kind() == c10::prim::Loop)
      if (auto cause = of(node->input(index + 2))) return cause;
    for (const Block* block : node->blocks())
      if (index + block_output_offset < block->outputs().size())
        if (auto cause = of(block->outputs()[index + block_output_offset])) return cause;
    return std::nullopt;
  }

  // Loop body parameters: the iteration counter follows the trip count; carried values
  // follow their initial value and their update.
  std::optional<Cause> ofBlockParameter(const Value* value) {
    const Block* block = value->node()->owningBlock();
    const Node* owner = block ? block->owningNode() : nullptr;
    if (!owner || owner->kind() != c10::prim::Loop) return std::nullopt;  // a graph input: a caller's scalar
    const size_t index = value->offset();
    if (index == 0) return of(owner->input(0));
    if (auto cause = of(owner->input(index + 1))) return cause;
    return index < block->outputs().size() ? of(block->outputs()[index]) : std::nullopt;
  }

  const GraphOps& ops_;
  std::unordered_map<const Value*, std::optional<Cause>> memo_;
};

// `a and b`, `x if c else y` on scalars compile to an If that only picks a scalar: part of a
// condition, reported (if at all) where the condition is used.
bool isScalarExpression(const Node* node) {
  if (node->outputs().empty()) return false;
  for (const Value* output : node->outputs())
    if (!output->type()->isSubtypeOf(*c10::NumberType::get()) && output->type()->kind() != c10::TypeKind::BoolType)
      return false;
  for (const Block* block : node->blocks())
    for (const Node* inner : block->nodes())
      for (const Value* output : inner->outputs())
        if (isTensor(output) && inner->kind() != c10::prim::unchecked_cast) return false;  // a cast only refines Optional
  return true;
}

// An If with a branch that raises only validates its inputs: the other branch is the only
// way on, whatever results (Optional refinements) it passes.
bool isValidation(const Node* node) {
  for (const Block* block : node->blocks())
    for (const Node* inner : block->nodes())
      if (inner->kind() == c10::prim::RaiseException) return true;
  return false;
}

bool isBooleanMask(const Value* value, const GraphOps& ops, int depth = 0) {
  if (depth > 8 || !isTensor(value)) return false;
  const Node* node = value->node();
  const c10::Symbol kind = node->kind();
  if (ops.has(ops.bool_producers, kind)) return true;
  if (ops.has(ops.casts, kind))
    if (const Value* dtype = namedInput(node, "dtype")) return constantInt(dtype) == kBool;
  if (ops.has(ops.bool_preserving, kind)) return isBooleanMask(node->input(0), ops, depth + 1);
  return false;
}

// A tensor made int64 on purpose: an int64 dtype argument, or arange over ints.
const Node* int64Producer(const Value* value, const GraphOps& ops, int depth = 0) {
  if (depth > 8 || !isTensor(value)) return nullptr;
  const Node* node = value->node();
  const c10::Symbol kind = node->kind();
  if (const Value* dtype = namedInput(node, "dtype"); dtype && constantInt(dtype) == kLong) return node;
  if (ops.has(ops.int_ranges, kind)) {
    const Value* dtype = namedInput(node, "dtype");
    const bool default_dtype = !dtype || dtype->type()->kind() == c10::TypeKind::NoneType;
    bool int_bounds = true;
    for (const char* bound : {"start", "end", "step"})
      if (const Value* v = namedInput(node, bound)) int_bounds &= v->type()->kind() == c10::TypeKind::IntType;
    if (default_dtype && int_bounds) return node;
  }
  if (ops.has(ops.int64_views, kind)) return int64Producer(node->input(0), ops, depth + 1);
  return nullptr;
}

class FactCollector {
 public:
  FactCollector(const EntryPoint& entry, const std::string& archive, const GraphOps& ops, std::vector<GraphFact>& facts)
      : entry_(entry), archive_(archive), ops_(ops), facts_(facts), dependence_(ops) {}

  void visit(const Node* node, int loop_depth) {
    const c10::Symbol kind = node->kind();
    if (kind == c10::prim::If) checkIf(node, loop_depth);
    if (kind == c10::prim::Loop) checkLoop(node, loop_depth);
    if (ops_.has(ops_.mask_index, kind)) checkIndex(node, loop_depth);
    checkFloat64(node, loop_depth);
    if (ops_.has(ops_.int64_arithmetic, kind)) checkInt64Arithmetic(node, loop_depth);
    if (ops_.has(ops_.static_bound_ops, kind))
      for (const auto& argument : ops_.static_bound_arguments) checkStaticBound(node, argument.c_str(), loop_depth);
  }

 private:
  // A fact at `node`; the caller fills in what it knows (cause, via, argument, value).
  GraphFact& add(const Node* node, int loop_depth, GraphFactKind kind) {
    GraphFact& fact = facts_.emplace_back();
    fact.fact = kind;
    fact.op = qualifiedOp(node);
    fact.loop_depth = loop_depth;
    fact.location = locationOf(siteOf(node, entry_, loop_depth), archive_);
    return fact;
  }

  void addCause(const Node* node, int loop_depth, const Cause& cause) {
    GraphFact& fact = add(node, loop_depth, GraphFactKind::kDataDependentControlFlow);
    fact.cause = cause.kind;
    fact.via = cause.via;
  }

  void addVia(const Node* node, int loop_depth, GraphFactKind kind, std::string via) {
    add(node, loop_depth, kind).via = std::move(via);
  }

  void checkIf(const Node* node, int loop_depth) {
    if (isValidation(node) || isScalarExpression(node)) return;
    if (auto cause = dependence_.of(node->input(0)))
      addCause(node, loop_depth, *cause);
  }

  void checkLoop(const Node* node, int loop_depth) {
    // Trip count, then the initial and the updated continue-condition of a while loop.
    std::optional<Cause> cause = dependence_.of(node->input(0));
    if (!cause) cause = dependence_.of(node->input(1));
    if (!cause && !node->blocks().empty()) cause = dependence_.of(node->blocks()[0]->outputs()[0]);
    if (cause) addCause(node, loop_depth, *cause);
  }

  void checkIndex(const Node* node, int loop_depth) {
    const Value* indices = namedInput(node, "indices");
    if (!indices || indices->node()->kind() != c10::prim::ListConstruct) return;
    for (const Value* index : indices->node()->inputs())
      if (isBooleanMask(index, ops_)) {
        addVia(node, loop_depth, GraphFactKind::kBooleanMaskIndex, qualifiedOp(index->node()));
        return;
      }
  }

  void checkFloat64(const Node* node, int loop_depth) {
    if (node->kind() == c10::prim::Constant) {
      if (node->hasAttribute(c10::attr::value) && node->kindOf(c10::attr::value) == torch::jit::AttributeKind::t &&
          node->t(c10::attr::value).scalar_type() == c10::ScalarType::Double)
        addVia(node, loop_depth, GraphFactKind::kFloat64, "a float64 tensor constant");
      return;
    }
    if (const Value* dtype = namedInput(node, "dtype"); dtype && constantInt(dtype) == kDouble)
      addVia(node, loop_depth, GraphFactKind::kFloat64, "dtype=torch.float64");
  }

  void checkInt64Arithmetic(const Node* node, int loop_depth) {
    for (const Value* input : node->inputs())
      if (const Node* producer = int64Producer(input, ops_)) {
        addVia(node, loop_depth, GraphFactKind::kInt64Arithmetic, qualifiedOp(producer));
        return;
      }
  }

  void checkStaticBound(const Node* node, const char* argument, int loop_depth) {
    const Value* value = namedInput(node, argument);
    const auto bound = value ? constantInt(value) : std::nullopt;
    if (bound && *bound > 0) {
      GraphFact& fact = add(node, loop_depth, GraphFactKind::kStaticBound);
      fact.argument = argument;
      fact.value = static_cast<long>(*bound);
    }
  }

  const EntryPoint& entry_;
  const std::string& archive_;
  const GraphOps& ops_;
  std::vector<GraphFact>& facts_;
  DataDependence dependence_;
};

}  // namespace

void addGraphFacts(const torch::jit::Graph& graph, const EntryPoint& entry, const std::string& archive,
                   const GraphOps& ops, std::vector<GraphFact>& facts) {
  FactCollector collector(entry, archive, ops, facts);
  forEachNode(graph.block(), 0, [&](const Node* node, int loop_depth) { collector.visit(node, loop_depth); });
}

}  // namespace npu_lint::torchscript
