#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <set>
#include <tuple>

#include "opdb/op_db.h"
#include "rules/checks/checks.h"
#include "core/figures.h"

namespace npu_lint::checks {
namespace {


// A [params] number, or `fallback` when the rule's file has none (the loader checks its form).
double numberParam(const RuleData& rule, const std::string& key, double fallback) {
  const auto& values = rule.param(key);
  return values.empty() ? fallback : std::strtod(values.front().c_str(), nullptr);
}

}  // namespace

// Each matmul-like op call and convolution (implicit GEMM) whose M, N or K is not a multiple
// of its dtype's Cube alignment (op_db/op_costs.toml), once per site and GEMM shape, with the
// padded shape and the FLOPs the padding costs; listed where the padding adds at least
// params.min_op_overhead_pct of that op's FLOPs or params.min_model_overhead_pct of the input
// set's, and counted in one info finding per target otherwise.
void cubeAlignment(const CheckContext& ctx, std::vector<Finding>& out) {
  const OpCosts& costs = ctx.db.costs();
  const double min_op = numberParam(ctx.rule, "min_op_overhead_pct", 10) / 100;
  const double min_model = numberParam(ctx.rule, "min_model_overhead_pct", 1) / 100;
  std::set<std::tuple<std::string, int, int, double, double, double>> seen;
  size_t below = 0;
  double largest_op = 0, largest_model = 0;
  const Location* first_below = nullptr;
  for (const auto& run : ctx.target.shapes) {
    double run_flops = 0;
    for (const auto& op : run.ops) run_flops += costs.flops(op).value_or(0);
    for (const auto& op : run.ops) {
      const OpCost* cost = costs.find(op.op);
      if (!cost || !cost->isGemm() || op.outputs.empty() || op.outputs[0].empty()) continue;
      const std::string& dtype = op.outputs[0].dtype;
      const CubeAlignment* alignment = costs.alignment(dtype);
      const auto m = cost->gemm_m.evaluate(op), n = cost->gemm_n.evaluate(op), k = cost->gemm_k.evaluate(op);
      if (!alignment || !m || !n || !k || *m * *n * *k <= 0) continue;
      const double multiple = static_cast<double>(alignment->multiple);
      auto padded = [multiple](double dim) { return std::ceil(dim / multiple) * multiple; };
      std::vector<std::string> misaligned;
      for (const auto& [name, dim] : {std::pair{"M", *m}, {"N", *n}, {"K", *k}})
        if (padded(dim) != dim) misaligned.push_back(std::string(name) + "=" + formatCount(dim));
      if (misaligned.empty()) continue;
      if (!seen.emplace(siteFile(op.location), op.location.line, op.location.column, *m, *n, *k).second) continue;
      const double overhead = padded(*m) * padded(*n) * padded(*k) / (*m * *n * *k) - 1;
      const double op_flops = costs.flops(op).value_or(2 * *m * *n * *k);
      const double model_share = run_flops > 0 ? op_flops * overhead / run_flops : 0;
      if (overhead < min_op && model_share < min_model) {
        ++below;
        largest_op = std::max(largest_op, overhead);
        largest_model = std::max(largest_model, model_share);
        if (!first_below) first_below = &op.location;
        continue;
      }
      out.push_back(ctx.finding(op.op, op.location,
                                {{"gemm", formatCount(*m) + "×" + formatCount(*n) + "×" + formatCount(*k)},
                                 {"dtype", dtype},
                                 {"dims", join(misaligned)},
                                 {"multiple", std::to_string(alignment->multiple)},
                                 {"padded", formatCount(padded(*m)) + "×" + formatCount(padded(*n)) + "×" + formatCount(padded(*k))},
                                 {"overhead", formatPercent(overhead)},
                                 {"model_share", formatPercent(model_share)},
                                 {"inputs", run.label},
                                 {"alignment_source", alignment->source}}));
    }
  }
  if (below == 0) return;
  // The sites under both thresholds: counted once, not listed (nothing there is worth a change).
  Finding summary = ctx.finding("", *first_below);
  summary.severity = Severity::kInfo;
  summary.message = std::to_string(below) + " more misaligned GEMM site(s) below the thresholds, not listed: at most +" +
                    formatPercent(largest_op) + " of an op's FLOPs and " + formatPercent(largest_model) +
                    " of the model's (params min_op_overhead_pct, min_model_overhead_pct)";
  summary.suggestion.clear();
  summary.suggestion_before.clear();
  summary.suggestion_after.clear();
  summary.suggestion_ops.clear();
  out.push_back(std::move(summary));
}

}  // namespace npu_lint::checks
