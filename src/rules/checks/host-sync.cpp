#include <algorithm>
#include <map>

#include "rules/checks/checks.h"

namespace npu_lint::checks {

// Tensor-to-host conversions (the rule's `ops`) in the scanned methods, once per op (in Python,
// once per call site, a warning only inside a loop); in Python also the rule's python_loop_methods called inside a loop, once
// a line (`t.cpu().numpy()` copies once).
void hostSync(const CheckContext& ctx, std::vector<Finding>& out) {
  const bool python = ctx.target.kind == InputKind::kPythonSource;
  for (const auto& op : ctx.target.ops)
    if (opMatches(op, ctx.rule.ops)) {
      out.push_back(ctx.finding(op));
      // A Python call outside any loop of its function (logging `loss.item()` once a step) waits
      // once per call, as it does on CUDA: noted, not a warning.
      if (python && op.max_loop_depth == 0) out.back().severity = Severity::kInfo;
    }
  const auto& methods = ctx.rule.param("python_loop_methods");
  std::map<unsigned, const python::MemberUse*> first_on_line;
  for (const auto& use : ctx.target.python.members) {
    const bool on_tensor = use.mayBeTensor();  // not numpy's, pandas'
    if (use.kind != PyUse::kCall || use.loop_depth == 0 || !on_tensor ||
        std::find(methods.begin(), methods.end(), use.name) == methods.end())
      continue;
    const python::MemberUse*& first = first_on_line[use.pos.line];
    if (!first || use.pos.column < first->pos.column) first = &use;
  }
  for (const auto& [line, use] : first_on_line)
    out.push_back(ctx.finding("Tensor." + use->name, sourceLocation(ctx.target, use->pos, use->function), {{"count", "1"}}));
}

}  // namespace npu_lint::checks
