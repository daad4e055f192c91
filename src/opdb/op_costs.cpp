#include "opdb/op_costs.h"

#include <cctype>
#include <stdexcept>

#include "core/error.h"
#include "core/toml_reader.h"

namespace npu_lint {

struct Formula::Node {
  enum Kind { kNumber, kAdd, kSub, kMul, kDiv, kNumel, kSize, kProd } kind = kNumber;
  double number = 0;
  bool output = false;  // the tensor a function names: an output, else an argument
  size_t tensor = 0;
  std::shared_ptr<const Node> left, right;
};

namespace {

using NodePtr = std::shared_ptr<const Formula::Node>;

class Parser {
 public:
  explicit Parser(const std::string& text) : text_(text) {}

  NodePtr parse() {
    NodePtr node = sum();
    skipSpace();
    if (pos_ != text_.size()) fail("unexpected '" + text_.substr(pos_, 1) + "'");
    return node;
  }

 private:
  [[noreturn]] void fail(const std::string& what) const {
    throw std::invalid_argument("formula '" + text_ + "': " + what + " at column " + std::to_string(pos_ + 1));
  }
  void skipSpace() {
    while (pos_ < text_.size() && text_[pos_] == ' ') ++pos_;
  }
  bool eat(char c) {
    skipSpace();
    if (pos_ < text_.size() && text_[pos_] == c) return ++pos_, true;
    return false;
  }
  void expect(char c) {
    if (!eat(c)) fail(std::string("expected '") + c + "'");
  }
  static NodePtr binary(Formula::Node::Kind kind, NodePtr left, NodePtr right) {
    auto node = std::make_shared<Formula::Node>();
    node->kind = kind;
    node->left = std::move(left);
    node->right = std::move(right);
    return node;
  }
  NodePtr sum() {
    NodePtr node = product();
    for (;;) {
      if (eat('+')) node = binary(Formula::Node::kAdd, node, product());
      else if (eat('-')) node = binary(Formula::Node::kSub, node, product());
      else return node;
    }
  }
  NodePtr product() {
    NodePtr node = factor();
    for (;;) {
      if (eat('*')) node = binary(Formula::Node::kMul, node, factor());
      else if (eat('/')) node = binary(Formula::Node::kDiv, node, factor());
      else return node;
    }
  }
  std::string word() {
    skipSpace();
    const size_t start = pos_;
    while (pos_ < text_.size() && (std::isalnum(static_cast<unsigned char>(text_[pos_])) || text_[pos_] == '_')) ++pos_;
    return text_.substr(start, pos_ - start);
  }
  long integer() {
    skipSpace();
    const bool negative = eat('-');
    const std::string digits = word();
    if (digits.empty() || digits.find_first_not_of("0123456789") != std::string::npos) fail("expected a whole number");
    return negative ? -std::stol(digits) : std::stol(digits);
  }
  NodePtr factor() {
    if (eat('(')) {
      NodePtr node = sum();
      expect(')');
      return node;
    }
    auto node = std::make_shared<Formula::Node>();
    const std::string name = word();
    if (name.empty()) fail("expected a number, a function or '('");
    if (std::isdigit(static_cast<unsigned char>(name[0]))) {
      if (name.find_first_not_of("0123456789") != std::string::npos) fail("'" + name + "' is not a number");
      node->number = std::stod(name);
      return node;
    }
    if (name == "numel") node->kind = Formula::Node::kNumel;
    else if (name == "size") node->kind = Formula::Node::kSize;
    else if (name == "prod") node->kind = Formula::Node::kProd;
    else fail("unknown function '" + name + "' (numel, size, prod)");
    expect('(');
    const std::string tensor = word();
    if (tensor.rfind("in", 0) == 0 && tensor.size() > 2 && tensor.find_first_not_of("0123456789", 2) == std::string::npos) {
      node->tensor = std::stoul(tensor.substr(2));
    } else if (tensor.rfind("out", 0) == 0 && tensor.find_first_not_of("0123456789", 3) == std::string::npos) {
      node->output = true;
      node->tensor = tensor.size() > 3 ? std::stoul(tensor.substr(3)) : 0;
    } else {
      fail("'" + tensor + "' is not a tensor name (in0, in1, ..., out, out1, ...)");
    }
    if (node->kind != Formula::Node::kNumel) {
      expect(',');
      node->number = static_cast<double>(integer());
    }
    expect(')');
    return node;
  }

  const std::string& text_;
  size_t pos_ = 0;
};

std::optional<double> evaluateNode(const Formula::Node& node, const ShapedOp& op) {
  using Kind = Formula::Node::Kind;
  if (node.kind == Kind::kNumber) return node.number;
  if (node.left) {
    const auto left = evaluateNode(*node.left, op), right = evaluateNode(*node.right, op);
    if (!left || !right) return std::nullopt;
    switch (node.kind) {
      case Kind::kAdd: return *left + *right;
      case Kind::kSub: return *left - *right;
      case Kind::kMul: return *left * *right;
      default: return *right == 0 ? std::nullopt : std::optional<double>(*left / *right);
    }
  }
  const auto& tensors = node.output ? op.outputs : op.inputs;
  if (node.tensor >= tensors.size() || tensors[node.tensor].empty()) return std::nullopt;
  const auto& sizes = tensors[node.tensor].sizes;
  const long rank = static_cast<long>(sizes.size());
  long dim = static_cast<long>(node.number);
  if (dim < 0) dim += rank;
  double value = 1;
  switch (node.kind) {
    case Kind::kNumel:
      for (int64_t size : sizes) value *= static_cast<double>(size);
      return value;
    case Kind::kSize:
      if (dim < 0 || dim >= rank) return std::nullopt;
      return static_cast<double>(sizes[static_cast<size_t>(dim)]);
    default:  // kProd
      if (dim < 0 || dim > rank) return std::nullopt;
      for (long i = dim; i < rank; ++i) value *= static_cast<double>(sizes[static_cast<size_t>(i)]);
      return value;
  }
}

Formula formulaAt(const std::string& path, TableReader& entry, const char* key) {
  const toml::node* node = entry.node(key);
  if (!node) return {};
  try {
    return Formula::parse(entry.text(key));
  } catch (const std::invalid_argument& e) {
    failAt(path, *node, std::string(key) + ": " + e.what());
  }
}

}  // namespace

Formula Formula::parse(const std::string& text) {
  Formula formula;
  formula.text_ = text;
  formula.root_ = Parser(text).parse();
  return formula;
}

std::optional<double> Formula::evaluate(const ShapedOp& op) const {
  if (!root_) return std::nullopt;
  return evaluateNode(*root_, op);
}

int dtypeBytes(const std::string& dtype) {
  if (dtype == "float64" || dtype == "int64" || dtype == "complex64") return 8;
  if (dtype == "float32" || dtype == "int32") return 4;
  if (dtype == "float16" || dtype == "bfloat16" || dtype == "int16") return 2;
  if (dtype == "int8" || dtype == "uint8" || dtype == "bool") return 1;
  if (dtype == "complex128") return 16;
  return 0;
}

OpCosts OpCosts::load(const std::string& path) {
  const toml::table file = parseTomlFile(path);
  TableReader reader(path, file);
  OpCosts costs;
  if (const auto* alignments = reader.tables("alignment"))
    for (const auto& node : *alignments) {
      const auto* table = node.as_table();
      if (!table) failAt(path, node, "each [[alignment]] is a table");
      TableReader entry(path, *table);
      CubeAlignment alignment;
      alignment.dtype = entry.text("dtype");
      if (!dtypeBytes(alignment.dtype)) failAt(path, node, "dtype '" + alignment.dtype + "' is not a dtype name");
      const auto* multiple = entry.node("multiple");
      if (!multiple || !multiple->is_integer() || **multiple->as_integer() < 1) failAt(path, node, "'multiple' must be a whole number ≥ 1");
      alignment.multiple = **multiple->as_integer();
      alignment.source = entry.text("source");
      entry.rejectUnknownKeys();
      costs.alignments_.push_back(std::move(alignment));
    }
  if (const auto* ops = reader.tables("op"))
    for (const auto& node : *ops) {
      const auto* table = node.as_table();
      if (!table) failAt(path, node, "each [[op]] is a table");
      TableReader entry(path, *table);
      OpCost cost;
      cost.flops = formulaAt(path, entry, "flops");
      if (cost.flops.empty()) failAt(path, node, "an [[op]] needs 'flops'");
      cost.bytes = formulaAt(path, entry, "bytes");
      cost.gemm_m = formulaAt(path, entry, "gemm_m");
      cost.gemm_n = formulaAt(path, entry, "gemm_n");
      cost.gemm_k = formulaAt(path, entry, "gemm_k");
      if (cost.gemm_m.empty() != cost.gemm_n.empty() || cost.gemm_m.empty() != cost.gemm_k.empty())
        failAt(path, node, "gemm_m, gemm_n and gemm_k are given together or not at all");
      cost.source = path + ":" + std::to_string(node.source().begin.line);
      const std::vector<std::string> names = entry.list("ops");
      if (names.empty()) failAt(path, node, "an [[op]] needs 'ops', a list of op names");
      entry.rejectUnknownKeys();
      for (const auto& name : names) {
        if (name.find("::") == std::string::npos || name.find('.') != std::string::npos)
          failAt(path, node, "'" + name + "' is not an op name without overload (\"aten::linear\")");
        if (costs.by_op_.count(name)) failAt(path, node, "'" + name + "' has an entry already");
        costs.by_op_[name] = costs.entries_.size();
        cost.op = name;
        costs.entries_.push_back(cost);
      }
    }
  reader.rejectUnknownKeys();
  return costs;
}

const OpCost* OpCosts::find(const std::string& op) const {
  const auto it = by_op_.find(op.substr(0, op.find('.')));
  return it == by_op_.end() ? nullptr : &entries_[it->second];
}

const CubeAlignment* OpCosts::alignment(const std::string& dtype) const {
  for (const auto& a : alignments_)
    if (a.dtype == dtype) return &a;
  return nullptr;
}

std::optional<double> OpCosts::flops(const ShapedOp& op) const {
  const OpCost* cost = find(op.op);
  return cost ? cost->flops.evaluate(op) : std::nullopt;
}

double OpCosts::bytes(const ShapedOp& op) const {
  if (const OpCost* cost = find(op.op); cost && !cost->bytes.empty())
    if (auto bytes = cost->bytes.evaluate(op)) return *bytes;
  double bytes = 0;
  auto add = [&bytes](const std::vector<TensorShape>& tensors) {
    for (const auto& t : tensors) {
      if (t.empty()) continue;
      double numel = 1;
      for (int64_t size : t.sizes) numel *= static_cast<double>(size);
      bytes += numel * dtypeBytes(t.dtype);
    }
  };
  add(op.inputs);
  add(op.outputs);
  return bytes;
}

}  // namespace npu_lint
