#include "judge/compute.h"

#include <algorithm>
#include <map>


namespace npu_lint {

ComputeFigures computeFigures(const Target& target, const OpCosts& costs) {
  ComputeFigures figures;
  if (target.shapes.empty()) return figures;
  const ShapeRun& run = target.shapes.front();
  figures.inputs = run.label;
  figures.not_evaluated = run.not_evaluated;
  std::map<std::string, Support> support;  // "aten::add.Tensor" and "aten::add" -> verdict
  for (const OpUse& op : target.ops) support.emplace(qualifiedName(op), op.verdict.support);
  std::map<std::string, OpCompute> by_op;
  for (const ShapedOp& call : run.ops) {
    const auto verdict = support.find(call.op);
    const Support judged = verdict == support.end() ? Support::kUnknown : verdict->second;
    if (judged == Support::kHost) continue;  // TorchScript's own scalar ops, not device compute
    ++figures.calls;
    const auto flops = costs.flops(call);
    if (!flops) {
      ++figures.calls_without_formula;
      continue;
    }
    OpCompute& entry = by_op[call.op.substr(0, call.op.find('.'))];
    entry.op = call.op.substr(0, call.op.find('.'));
    // An op's overloads may be judged apart; the least supported one names the row.
    if (entry.support.empty() || !runsNatively(judged)) entry.support = nameOf(judged);
    entry.flops += *flops;
    entry.bytes += costs.bytes(call);
    ++entry.calls;
    figures.flops += *flops;
    figures.bytes += costs.bytes(call);
    if (runsNatively(judged)) figures.native_flops += *flops;
  }
  for (auto& [name, entry] : by_op) figures.ops.push_back(std::move(entry));
  std::stable_sort(figures.ops.begin(), figures.ops.end(),
                   [](const OpCompute& a, const OpCompute& b) { return a.flops > b.flops; });
  return figures;
}

}  // namespace npu_lint
