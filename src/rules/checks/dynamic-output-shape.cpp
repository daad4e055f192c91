#include "rules/checks/checks.h"
#include "opdb/op_db.h"

namespace npu_lint::checks {
namespace {

// Nodes of `op` whose shape-bounding argument (bincount's minlength, one_hot's num_classes)
// is a positive constant.
size_t boundedNodes(const CheckContext& ctx, const OpUse& op) {
  size_t bounded = 0;
  for (const auto& fact : ctx.target.facts) bounded += fact.fact == GraphFactKind::kStaticBound && fact.op == qualifiedName(op);
  return bounded;
}

}  // namespace

// Ops PyTorch tags dynamic_output_shape (native_functions.yaml), plus the rule's own `ops`,
// minus `skip_ops` (boolean-mask indexing has its own rule) and fully bounded uses.
void dynamicOutputShape(const CheckContext& ctx, std::vector<Finding>& out) {
  for (const auto& op : ctx.target.ops) {
    if (opMatches(op, ctx.rule.skip_ops)) continue;
    const OpRecord* record = ctx.db.find(op.name, op.overload);
    const bool tagged = record && record->native && record->native->dynamic_output_shape;
    if (!tagged && !opMatches(op, ctx.rule.ops)) continue;
    if (boundedNodes(ctx, op) >= op.count) continue;
    out.push_back(ctx.finding(op));
  }
}

}  // namespace npu_lint::checks
