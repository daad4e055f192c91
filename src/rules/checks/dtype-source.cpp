#include <algorithm>
#include <map>
#include <set>

#include "core/figures.h"
#include "rules/checks/checks.h"

namespace npu_lint::checks {
namespace {

int64_t numel(const TensorShape& t) {
  int64_t n = 1;
  for (int64_t size : t.sizes) n *= size;
  return n;
}

// A 0-d tensor: a Python number a trace wrapped, which never sets the dtype of a tensor it
// meets (type promotion), so it is not where a dtype spreads from.
bool isScalar(const TensorShape& t) { return t.sizes.empty(); }

struct Source {
  const ShapedOp* op = nullptr;
  const TensorShape* tensor = nullptr;
  bool enters = false;  // the tensor comes from the input set or a parameter, not from an op
  int64_t uses = 0;     // later op calls with an input it reaches
  bool reaches_use_op = false;
};

// Follows each tensor of `dtype` (with at least `min_elements`) back to the op call that first
// made it: an op whose output has the dtype while none of its inputs has, or the first op that
// takes one the run's input set or parameters hold. Tensors made from one keep its source.
std::vector<Source> sourcesOf(const ShapeRun& run, const std::string& dtype, int64_t min_elements,
                              const std::set<std::string>& use_ops) {
  std::vector<Source> sources;
  std::map<int64_t, size_t> source_of;  // tensor id -> index in `sources`
  for (const auto& op : run.ops) {
    std::set<size_t> reached;
    for (const auto& input : op.inputs) {
      if (input.dtype != dtype || isScalar(input) || numel(input) < min_elements) continue;
      auto found = source_of.find(input.value);
      if (found == source_of.end()) {
        found = source_of.emplace(input.value, sources.size()).first;
        sources.push_back({&op, &input, true, 0, false});
      }
      reached.insert(found->second);
    }
    const std::string name = op.op.substr(0, op.op.find('.'));
    for (size_t s : reached) {
      ++sources[s].uses;
      if (use_ops.count(name)) sources[s].reaches_use_op = true;
    }
    for (const auto& output : op.outputs) {
      if (output.dtype != dtype || isScalar(output) || numel(output) < min_elements) continue;
      if (reached.empty()) {
        source_of[output.value] = sources.size();
        sources.push_back({&op, &output, false, 0, false});
      } else {
        source_of[output.value] = *reached.begin();
      }
    }
  }
  return sources;
}

}  // namespace

// float64 tensors in compute, and int64 tensors of at least params.int64_min_elements that
// reach arithmetic, reductions or indexing (params.int64_use_ops), each reported once at the
// op call that first produced it, with the count of later op calls that compute on it.
void dtypeSource(const CheckContext& ctx, std::vector<Finding>& out) {
  const auto& min_param = ctx.rule.param("int64_min_elements");
  const int64_t int64_min = min_param.empty() ? 0 : std::stoll(min_param.front());
  const auto& use_list = ctx.rule.param("int64_use_ops");
  const std::set<std::string> use_ops(use_list.begin(), use_list.end());
  std::set<std::tuple<std::string, std::string, int, int>> seen;  // dtype, file, line, column
  for (const auto& run : ctx.target.shapes)
    for (const auto& [dtype, min_elements] : {std::pair<std::string, int64_t>{"float64", 1}, {"int64", int64_min}})
      for (const Source& source : sourcesOf(run, dtype, min_elements, use_ops)) {
        if (dtype == "int64" && !source.reaches_use_op) continue;
        const Location& at = source.op->location;
        if (!seen.emplace(dtype, siteFile(at), at.line, at.column).second) continue;
        out.push_back(ctx.finding(source.op->op, at,
                                  {{"dtype", dtype},
                                   {"origin", source.enters ? "enters as an input or a parameter of " + source.op->op
                                                            : "is made by " + source.op->op},
                                   {"shape", formatSizes(source.tensor->sizes)},
                                   {"uses", std::to_string(source.uses)},
                                   {"inputs", run.label}}));
      }
}

}  // namespace npu_lint::checks
