// What each CompositeImplicitAutograd op runs as (op_db/decompositions.jsonl, observed in
// Debian's PyTorch by op_db/decompose.py): the ops its implementation calls directly, per path
// when an argument chooses the path (`pad` by `mode`).
#pragma once
#include <string>
#include <unordered_map>
#include <vector>

namespace npu_lint {

struct DecompositionPath {
  // "aten::linalg_inv_ex", "aten::linalg_cross.out": an op that reached a kernel, with its
  // overload; a composite op it passed through is named without one (the profiler that sees it
  // does not know overloads).
  std::vector<std::string> calls;
  std::vector<std::string> when;  // the values of `selected_by` this path was observed with
};

struct Decomposition {
  std::string op, overload;
  std::string not_observed;  // why it was not observed; then `paths` is empty
  std::vector<DecompositionPath> paths;
  std::string selected_by;  // the argument whose value chooses among `paths`, or ""
  std::string source;       // "op_db/decompositions.jsonl:123"
};

class Decompositions {
 public:
  // Errors name file:line.
  static Decompositions load(const std::string& path);
  const Decomposition* find(const std::string& op, const std::string& overload) const;
  const std::string& pytorch() const { return pytorch_; }  // the version they were observed in

 private:
  std::string pytorch_;
  std::unordered_map<std::string, Decomposition> by_op_;  // key "op.overload"
};

}  // namespace npu_lint
