#include "frontends/model/helper/shape_run.h"

#include <optional>
#include <unordered_map>
#include <unordered_set>

#include <ATen/ATen.h>
#include <torch/csrc/jit/ir/ir.h>
#include <torch/csrc/jit/runtime/interpreter.h>
#include <torch/csrc/jit/runtime/symbolic_shape_registry.h>

#include "core/strings.h"
#include "frontends/model/helper/graph_inventory.h"

namespace npu_lint::torchscript {

std::string dtypeName(int scalar_type) {
  switch (static_cast<c10::ScalarType>(scalar_type)) {
    case c10::ScalarType::Half: return "float16";
    case c10::ScalarType::BFloat16: return "bfloat16";
    case c10::ScalarType::Float: return "float32";
    case c10::ScalarType::Double: return "float64";
    case c10::ScalarType::Byte: return "uint8";
    case c10::ScalarType::Char: return "int8";
    case c10::ScalarType::Short: return "int16";
    case c10::ScalarType::Int: return "int32";
    case c10::ScalarType::Long: return "int64";
    case c10::ScalarType::Bool: return "bool";
    case c10::ScalarType::ComplexFloat: return "complex64";
    case c10::ScalarType::ComplexDouble: return "complex128";
    default: return "";
  }
}

namespace {

using torch::jit::Block;
using torch::jit::Node;
using torch::jit::Value;
namespace prim = c10::prim;

struct Budget : std::runtime_error {
  Budget() : std::runtime_error("evaluation budget") {}
};

class ShapeEvaluator {
 public:
  ShapeEvaluator(const EntryPoint& entry, const std::string& archive, const GraphOps& ops, const ShapeRunLimits& limits,
                 ShapeRun& run)
      : entry_(entry), archive_(archive), ops_(ops), limits_(limits), run_(run) {}

  void evaluate(const torch::jit::Graph& graph, const c10::IValue& self, const std::vector<c10::IValue>& inputs) {
    const auto graph_inputs = graph.inputs();
    if (graph_inputs.size() != inputs.size() + 1) {
      run_.unknown.push_back({"", "the method takes " + std::to_string(graph_inputs.size() - 1) + " input(s), the input set gives " +
                                      std::to_string(inputs.size()), {}});
      return;
    }
    bind(graph_inputs[0], self);
    for (size_t i = 0; i < inputs.size(); ++i) {
      bind(graph_inputs[i + 1], inputs[i]);
      addInputTensors(inputs[i]);
    }
    try {
      runBlock(graph.block(), 0);
    } catch (const Budget&) {
      run_.truncated = true;
    }
  }

 private:
  struct Known {
    c10::IValue value;
    int64_t id = 0;  // tensors: a fresh id per evaluation
  };

  void addInputTensors(const c10::IValue& value) {
    if (value.isTensor()) run_.inputs.push_back(shapeOf(value.toTensor(), 0));
    else if (value.isTuple()) for (const auto& e : value.toTupleRef().elements()) addInputTensors(e);
    else if (value.isList()) for (const auto& e : value.toListRef()) addInputTensors(e);
    else if (value.isGenericDict()) for (const auto& e : value.toGenericDict()) addInputTensors(e.value());
  }

  static TensorShape shapeOf(const at::Tensor& tensor, int64_t id) {
    TensorShape shape;
    shape.sizes = tensor.sizes().vec();
    shape.dtype = dtypeName(static_cast<int>(tensor.scalar_type()));
    if (shape.dtype.empty()) shape.dtype = c10::toString(tensor.scalar_type());
    shape.value = id;
    return shape;
  }

  // A tensor keeps its id through lists, tuples and branches: ids follow the tensor object,
  // which is kept alive so that its address is never reused for another.
  void bind(const Value* value, c10::IValue iv) {
    int64_t id = 0;
    if (iv.isTensor()) {
      auto [it, added] = ids_.emplace(iv.toTensor().unsafeGetTensorImpl(), 0);
      if (added) {
        it->second = ++next_id_;
        alive_.push_back(iv.toTensor());
      }
      id = it->second;
    }
    env_[value] = {std::move(iv), id};
  }
  const Known* known(const Value* value) const {
    auto it = env_.find(value);
    return it == env_.end() ? nullptr : &it->second;
  }

  // Counts an op call that is not evaluated, against the unknown output it lacks (`cause`, an
  // index into run_.unknown, or none).
  void notEvaluated(const Node* node, std::optional<size_t> cause) {
    if (!node->kind().is_aten() && !node->maybeSchema()) return;
    ++run_.not_evaluated;
    if (cause) ++run_.unknown[*cause].not_evaluated;
  }

  // Counts the nodes of a block that will not be evaluated (a branch or loop body skipped).
  void skipBlock(const Block* block, std::optional<size_t> cause) {
    for (const Node* node : block->nodes()) {
      notEvaluated(node, cause);
      for (const Block* nested : node->blocks()) skipBlock(nested, cause);
    }
  }

  // The unknown output a value lacks for, if the value is unknown because of one.
  std::optional<size_t> causeOf(const Value* value) const {
    auto it = cause_.find(value);
    return it == cause_.end() ? std::nullopt : std::optional<size_t>(it->second);
  }

  // Makes a value unknown, for want of the unknown output `cause` if there is one.
  void forget(const Value* value, std::optional<size_t> cause) {
    env_.erase(value);
    if (cause) cause_[value] = *cause;
    else cause_.erase(value);
  }

  void unknownOutputs(const Node* node, std::optional<size_t> cause) {
    for (const Value* out : node->outputs()) forget(out, cause);
  }

  void recordUnknown(const Node* node, const std::string& reason, int loop_depth) {
    auto [it, added] = reported_unknown_.emplace(node, run_.unknown.size());
    if (added) run_.unknown.push_back({qualifiedOp(node), reason, locationOf(siteOf(node, entry_, loop_depth), archive_)});
    unknownOutputs(node, it->second);
  }

  void runBlock(const Block* block, int loop_depth) {
    for (const Node* node : block->nodes()) runNode(node, loop_depth);
  }

  void runNode(const Node* node, int loop_depth) {
    if (++evaluations_ > limits_.max_evaluations) throw Budget();
    const auto kind = node->kind();
    if (kind == prim::Constant) {
      if (node->output()->type()->kind() == c10::TypeKind::FunctionType) return;
      if (auto value = torch::jit::toIValue(node->output())) bind(node->output(), *value);
      return;
    }
    if (kind == prim::If) return runIf(node, loop_depth);
    if (kind == prim::Loop) return runLoop(node, loop_depth);
    if (kind == prim::RaiseException) {
      recordUnknown(node, "the call raises an exception for this input set", loop_depth);
      throw Budget();  // nothing after a raise runs
    }
    std::vector<c10::IValue> stack;
    for (const Value* input : node->inputs()) {
      const Known* k = known(input);
      if (!k) {
        notEvaluated(node, causeOf(input));
        return unknownOutputs(node, causeOf(input));
      }
      stack.push_back(k->value);
    }
    if (kind == prim::GetAttr) {
      const auto& object = stack.at(0);
      if (!object.isObject()) return recordUnknown(node, "attribute of a value that is not an object", loop_depth);
      const auto obj = object.toObject();
      const auto slot = obj->type()->findAttributeSlot(node->s(c10::attr::name));
      if (!slot || *slot >= obj->slots().size()) return recordUnknown(node, "an attribute the archive's data does not set", loop_depth);
      return bind(node->output(), obj->getSlot(*slot));
    }
    // An op whose meta kernel failed once and whose shape function served goes to the shape
    // function first: a failing kernel throws a c10::Error, whose backtrace costs milliseconds.
    const c10::FunctionSchema* schema = node->maybeSchema();
    const bool shape_function_first = schema && shape_function_first_.count(schema);
    std::string failure;
    if (!(shape_function_first && fallbackShape(node, stack)) && !execute(node, stack, failure)) {
      if (shape_function_first || !fallbackShape(node, stack)) return recordUnknown(node, failure, loop_depth);
      if (schema) shape_function_first_.insert(schema);
    }
    if (node->maybeSchema()) record(node, loop_depth);
  }

  // Runs the node's own operation on the (meta) values; false with the reason if it cannot.
  bool execute(const Node* node, std::vector<c10::IValue> stack, std::string& failure) {
    const auto kind = node->kind();
    try {
      if (kind == prim::ListConstruct) {
        c10::impl::GenericList list(node->output()->type()->expectRef<c10::ListType>().getElementType());
        for (auto& value : stack) list.push_back(std::move(value));
        stack = {c10::IValue(std::move(list))};
      } else if (kind == prim::TupleConstruct) {
        stack = {c10::ivalue::Tuple::create(std::move(stack))};
      } else if (kind == prim::ListUnpack) {
        const auto elements = stack.at(0).toListRef().vec();
        stack.assign(elements.begin(), elements.end());
      } else if (kind == prim::TupleUnpack) {
        const auto elements = stack.at(0).toTupleRef().elements().vec();
        stack.assign(elements.begin(), elements.end());
      } else if (kind == prim::DictConstruct) {
        const auto& type = node->output()->type()->expectRef<c10::DictType>();
        c10::impl::GenericDict dict(type.getKeyType(), type.getValueType());
        for (size_t i = 0; i + 1 < stack.size(); i += 2) dict.insert_or_assign(stack[i], stack[i + 1]);
        stack = {c10::IValue(std::move(dict))};
      } else if (kind == prim::unchecked_cast) {
        // the value itself, already on the stack
      } else if (const auto* op = node->maybeOperator(); op) {
        op->getOperation(node)(stack);
      } else {
        failure = "no evaluation rule for " + std::string(kind.toQualString());
        return false;
      }
    } catch (const std::exception& e) {
      failure = firstLine(e.what());
      if (failure.empty()) failure = "no reason given";
      failure = failure.substr(0, failure.find(". "));
      // Reading a tensor's value (item(), bool(t), int(t)) is what meta tensors cannot do.
      if (failure.find("_local_scalar_dense") != std::string::npos)
        failure = "its value depends on tensor data";
      else if (failure.find("'aten::nonzero'") != std::string::npos)
        failure = "its output size depends on tensor data (a boolean mask or nonzero)";
      else if (failure.find("Meta") != std::string::npos || failure.find("meta") != std::string::npos)
        failure = "no meta kernel and no shape function: " + failure;
      return false;
    }
    if (stack.size() != node->outputs().size()) {
      failure = "evaluation gave " + std::to_string(stack.size()) + " value(s) for " + std::to_string(node->outputs().size()) + " output(s)";
      return false;
    }
    for (size_t i = 0; i < stack.size(); ++i) bind(node->output(i), std::move(stack[i]));
    return true;
  }

  // LibTorch's shape function for `schema`, and how many of its arguments it takes. A private
  // variant without one (aten::_convolution, which traced models call) uses the public op's
  // when that takes the same leading arguments (aten::convolution).
  std::pair<std::shared_ptr<torch::jit::Graph>, size_t> shapeFunctionFor(const c10::FunctionSchema& schema) {
    auto cached = shape_functions_.find(&schema);
    if (cached == shape_functions_.end()) cached = shape_functions_.emplace(&schema, findShapeFunction(schema)).first;
    return cached->second;
  }

  static std::pair<std::shared_ptr<torch::jit::Graph>, size_t> findShapeFunction(const c10::FunctionSchema& schema) {
    if (auto graph = torch::jit::shapeComputeGraphForSchema(schema)) return {*graph, schema.arguments().size()};
    const std::string& name = schema.name();
    const size_t colons = name.find("::");
    if (colons == std::string::npos || name.compare(colons + 2, 1, "_") != 0) return {nullptr, 0};
    const std::string public_name = name.substr(0, colons + 2) + name.substr(colons + 3);
    for (const c10::FunctionSchema* candidate : torch::jit::RegisteredShapeComputeSchemas()) {
      if (candidate->name() != public_name || candidate->arguments().size() > schema.arguments().size()) continue;
      bool same = true;
      for (size_t i = 0; i < candidate->arguments().size() && same; ++i)
        same = candidate->arguments()[i].name() == schema.arguments()[i].name();
      if (same)
        if (auto graph = torch::jit::shapeComputeGraphForSchema(*candidate)) return {*graph, candidate->arguments().size()};
    }
    return {nullptr, 0};
  }

  // Output sizes of the common ops without a meta kernel in LibTorch 1.13 (the ops_ lists,
  // rules/unknown-shape.toml), computed here: its shape-function registry compiles all its
  // functions on first use (0.15 s), a fifth of a typical model's scan. Normalisations keep their
  // input's shape; an embedding lookup gives one weight row per index (indices' shape + the
  // weight's last dim); a convolution's output is PyTorch's documented size,
  // (in + 2·padding − dilation·(kernel − 1) − 1) / stride + 1 per spatial dim (torch.nn.Conv2d),
  // its arguments read by aten::_convolution's positions. Empty when the op is not one of them.
  std::optional<std::vector<int64_t>> knownOutputSizes(const Node* node, const std::vector<c10::IValue>& stack) const {
    const c10::Symbol kind = node->kind();
    if (stack.empty() || !stack[0].isTensor()) return std::nullopt;
    const auto input = stack[0].toTensor().sizes().vec();
    if (ops_.has(ops_.shape_like_input, kind)) return input;
    if (ops_.has(ops_.shape_embedding, kind) && stack.size() > 1 && stack[1].isTensor() && input.size() == 2) {
      auto out = stack[1].toTensor().sizes().vec();
      out.push_back(input[1]);
      return out;
    }
    const bool convolution = ops_.has(ops_.shape_convolution, kind);
    if (!convolution || stack.size() < 9 || !stack[1].isTensor() || !stack[6].isBool() || stack[6].toBool()) return std::nullopt;
    const auto weight = stack[1].toTensor().sizes().vec();
    if (!stack[3].isIntList() || !stack[4].isIntList() || !stack[5].isIntList() || input.size() != weight.size() || input.size() < 3)
      return std::nullopt;
    const auto stride = stack[3].toIntVector(), padding = stack[4].toIntVector(), dilation = stack[5].toIntVector();
    const size_t spatial = input.size() - 2;
    auto at = [](const std::vector<int64_t>& v, size_t i) { return v.size() == 1 ? v[0] : v.at(i); };
    if (stride.empty() || padding.empty() || dilation.empty()) return std::nullopt;
    std::vector<int64_t> out = {input[0], weight[0]};
    for (size_t d = 0; d < spatial; ++d) {
      const int64_t size = (input[d + 2] + 2 * at(padding, d) - at(dilation, d) * (weight[d + 2] - 1) - 1) / at(stride, d) + 1;
      if (size <= 0) return std::nullopt;
      out.push_back(size);
    }
    return out;
  }

  // An op without a meta kernel: its output sizes from LibTorch's shape function for the
  // schema, its dtype the promotion of its tensor inputs' dtypes (the ops with shape functions
  // and no meta kernel, convolutions and normalisations, compute in their inputs' dtype).
  bool fallbackShape(const Node* node, const std::vector<c10::IValue>& stack) {
    const auto* schema = node->maybeSchema();
    if (!schema || node->outputs().size() != 1 || !node->output()->type()->isSubtypeOf(*c10::TensorType::get())) return false;
    if (auto sizes = knownOutputSizes(node, stack)) {  // these compute in their first input's dtype
      bind(node->output(), at::empty(*sizes, at::TensorOptions().dtype(stack[0].toTensor().scalar_type()).device(at::kMeta)));
      return true;
    }
    auto [shape_graph, arguments] = shapeFunctionFor(*schema);
    if (!shape_graph) return false;
    std::vector<c10::IValue> shape_stack;
    std::optional<at::ScalarType> dtype;
    // A shape graph may have fewer inputs than its schema has arguments (LibTorch drops the
    // trailing ones it does not read: layer_norm's takes only the input's sizes).
    arguments = std::min(arguments, shape_graph->inputs().size());
    for (size_t i = 0; i < stack.size() && i < arguments; ++i) {
      const c10::IValue& value = stack[i];
      if (value.isTensor()) {
        const at::Tensor& t = value.toTensor();
        shape_stack.emplace_back(c10::List<int64_t>(t.sizes().vec()));
        dtype = dtype ? at::promoteTypes(*dtype, t.scalar_type()) : t.scalar_type();
      } else {
        shape_stack.push_back(value);
      }
    }
    if (!dtype) return false;
    try {
      auto& code = shape_code_[shape_graph.get()];
      if (!code) code = std::make_unique<torch::jit::Code>(shape_graph, "shape");
      torch::jit::InterpreterState(*code).run(shape_stack);
    } catch (const std::exception& e) {
      return false;
    }
    if (shape_stack.size() != 1 || !shape_stack[0].isIntList()) return false;
    const auto sizes = shape_stack[0].toIntVector();
    bind(node->output(), at::empty(sizes, at::TensorOptions().dtype(*dtype).device(at::kMeta)));
    return true;
  }

  void runIf(const Node* node, int loop_depth) {
    const Known* condition = known(node->input(0));
    if (!condition || !condition->value.isBool()) {
      // A condition an unknown op made is listed at that op already.
      std::optional<size_t> cause = causeOf(node->input(0));
      if (condition) {
        recordUnknown(node, "the branch taken depends on a value the analysis could not derive", loop_depth);
        cause = reported_unknown_.at(node);
      }
      for (const Block* block : node->blocks()) skipBlock(block, cause);
      return unknownOutputs(node, cause);
    }
    const Block* taken = node->blocks().at(condition->value.toBool() ? 0 : 1);
    runBlock(taken, loop_depth);
    for (size_t i = 0; i < node->outputs().size(); ++i) {
      const Known* out = known(taken->outputs()[i]);
      if (out) env_[node->output(i)] = *out;
      else forget(node->output(i), causeOf(taken->outputs()[i]));
    }
  }

  void runLoop(const Node* node, int loop_depth) {
    const Known* trips = known(node->input(0));
    const Known* start = known(node->input(1));
    const Block* body = node->blocks().at(0);
    if (!trips || !start || !trips->value.isInt() || !start->value.isBool()) {
      std::optional<size_t> cause = !trips ? causeOf(node->input(0)) : causeOf(node->input(1));
      if (trips && start) {
        recordUnknown(node, "the loop's trip count or condition depends on a value the analysis could not derive", loop_depth);
        cause = reported_unknown_.at(node);
      }
      skipBlock(body, cause);
      return unknownOutputs(node, cause);
    }
    const size_t carried = node->outputs().size();
    std::vector<std::optional<Known>> state;
    std::vector<std::optional<size_t>> causes;  // of the unknown ones
    for (size_t i = 0; i < carried; ++i) {
      const Known* k = known(node->input(i + 2));
      state.push_back(k ? std::optional<Known>(*k) : std::nullopt);
      causes.push_back(causeOf(node->input(i + 2)));
    }
    bool go = start->value.toBool();
    for (int64_t trip = 0; go && trip < trips->value.toInt(); ++trip) {
      bind(body->inputs()[0], c10::IValue(trip));
      for (size_t i = 0; i < carried; ++i) {
        if (state[i]) env_[body->inputs()[i + 1]] = *state[i];
        else forget(body->inputs()[i + 1], causes[i]);
      }
      runBlock(body, loop_depth + 1);
      const Known* next = known(body->outputs()[0]);
      if (!next) return unknownOutputs(node, causeOf(body->outputs()[0]));
      if (!next->value.isBool())
        return recordUnknown(node, "the loop's condition depends on a value the analysis could not derive", loop_depth);
      go = next->value.toBool();
      for (size_t i = 0; i < carried; ++i) {
        const Known* k = known(body->outputs()[i + 1]);
        state[i] = k ? std::optional<Known>(*k) : std::nullopt;
        causes[i] = causeOf(body->outputs()[i + 1]);
      }
    }
    for (size_t i = 0; i < carried; ++i) {
      if (state[i]) env_[node->output(i)] = *state[i];
      else forget(node->output(i), causes[i]);
    }
  }

  TensorShape argumentShape(const Value* value) const {
    const Known* k = known(value);
    if (!k || !k->value.isTensor()) return {};
    return shapeOf(k->value.toTensor(), k->id);
  }

  void record(const Node* node, int loop_depth) {
    if (run_.ops.size() >= limits_.max_recorded_ops) {
      run_.truncated = true;
      return;
    }
    ShapedOp op;
    op.op = qualifiedOp(node);
    for (const Value* input : node->inputs()) op.inputs.push_back(argumentShape(input));
    for (const Value* output : node->outputs()) op.outputs.push_back(argumentShape(output));
    op.location = locationOf(siteOf(node, entry_, loop_depth), archive_);
    run_.ops.push_back(std::move(op));
  }

  const EntryPoint& entry_;
  const std::string& archive_;
  const GraphOps& ops_;
  const ShapeRunLimits& limits_;
  ShapeRun& run_;
  std::unordered_map<const Value*, Known> env_;
  std::unordered_map<const Node*, size_t> reported_unknown_;  // index in run_.unknown
  std::unordered_map<const Value*, size_t> cause_;  // unknown values: the unknown output they lack
  std::unordered_map<const c10::TensorImpl*, int64_t> ids_;
  std::vector<at::Tensor> alive_;
  std::unordered_map<const torch::jit::Graph*, std::unique_ptr<torch::jit::Code>> shape_code_;
  std::unordered_map<const c10::FunctionSchema*, std::pair<std::shared_ptr<torch::jit::Graph>, size_t>> shape_functions_;
  std::unordered_set<const c10::FunctionSchema*> shape_function_first_;
  int64_t next_id_ = 0;
  size_t evaluations_ = 0;
};

}  // namespace

ShapeRun runShapes(const torch::jit::Graph& graph, const c10::IValue& self, const std::vector<c10::IValue>& inputs,
                   const EntryPoint& entry, const std::string& archive, const GraphOps& ops, const ShapeRunLimits& limits) {
  ShapeRun run;
  run.method = entry.method;
  ShapeEvaluator(entry, archive, ops, limits, run).evaluate(graph, self, inputs);
  return run;
}

}  // namespace npu_lint::torchscript
