#include <cmath>
#include <set>
#include <tuple>

#include "opdb/op_db.h"
#include "rules/checks/checks.h"
#include "core/figures.h"

namespace npu_lint::checks {

// Each matmul-like op call and convolution (implicit GEMM) whose M, N or K is not a multiple
// of its dtype's Cube alignment (op_db/op_costs.toml), once per site and GEMM shape, with the
// padded shape and the FLOPs the padding costs.
void cubeAlignment(const CheckContext& ctx, std::vector<Finding>& out) {
  const OpCosts& costs = ctx.db.costs();
  std::set<std::tuple<std::string, int, int, double, double, double>> seen;
  for (const auto& run : ctx.target.shapes)
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
      if (!seen.emplace(op.location.file, op.location.line, op.location.column, *m, *n, *k).second) continue;
      const double overhead = padded(*m) * padded(*n) * padded(*k) / (*m * *n * *k) - 1;
      out.push_back(ctx.finding(op.op, op.location,
                                {{"gemm", formatCount(*m) + "×" + formatCount(*n) + "×" + formatCount(*k)},
                                 {"dtype", dtype},
                                 {"dims", join(misaligned)},
                                 {"multiple", std::to_string(alignment->multiple)},
                                 {"padded", formatCount(padded(*m)) + "×" + formatCount(padded(*n)) + "×" + formatCount(padded(*k))},
                                 {"overhead", formatPercent(overhead)},
                                 {"inputs", run.label},
                                 {"alignment_source", alignment->source}}));
    }
}

}  // namespace npu_lint::checks
