// What an op call costs and what GEMM it is, as formulas over its shapes (op_db/op_costs.toml):
// FLOPs, bytes moved, and for matmul-like ops and convolutions (as implicit GEMM) the M, N
// and K dimensions the Cube unit tiles; plus the Cube alignment per dtype.
#pragma once
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "facts/shape_facts.h"

namespace npu_lint {

// A parsed formula. Names: in0, in1, ... (the op's arguments by position), out, out1, ...
// (its outputs). Functions: numel(T), size(T, i) (i < 0 counts from the end), prod(T, i)
// (the product of T's sizes from dim i on). Numbers, + - * / and parentheses.
class Formula {
 public:
  struct Node;
  Formula() = default;
  // Throws std::invalid_argument naming what is wrong.
  static Formula parse(const std::string& text);
  // Empty when a tensor it names is not there (not a tensor, unknown) or a dim is out of range.
  std::optional<double> evaluate(const ShapedOp& op) const;
  const std::string& text() const { return text_; }
  bool empty() const { return !root_; }

 private:
  std::string text_;
  std::shared_ptr<const Node> root_;
};

struct OpCost {
  std::string op;  // "aten::linear" (any overload)
  Formula flops, bytes;  // bytes empty: every tensor argument and output read or written once
  Formula gemm_m, gemm_n, gemm_k;  // empty unless the op runs on the Cube unit
  std::string source;  // file:line of its entry
  bool isGemm() const { return !gemm_m.empty(); }
};

struct CubeAlignment {
  std::string dtype;
  int64_t multiple = 0;
  std::string source;  // the vendored page and line that states it
};

class OpCosts {
 public:
  // Errors (as UserError) name file:line.
  static OpCosts load(const std::string& path);
  // The entry for `op` ("aten::linear" or "aten::add.Tensor": the name before the overload).
  const OpCost* find(const std::string& op) const;
  const CubeAlignment* alignment(const std::string& dtype) const;
  const std::vector<OpCost>& entries() const { return entries_; }

  // FLOPs of one call; empty when the op has no entry or its formula cannot be evaluated.
  std::optional<double> flops(const ShapedOp& op) const;
  // Bytes one call reads and writes: its formula, else the tensors it takes and makes.
  double bytes(const ShapedOp& op) const;

 private:
  std::vector<OpCost> entries_;
  std::map<std::string, size_t> by_op_;
  std::vector<CubeAlignment> alignments_;
};

// Bytes per element of a dtype name; 0 for one it does not know.
int dtypeBytes(const std::string& dtype);

}  // namespace npu_lint
