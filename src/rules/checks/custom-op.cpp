#include "rules/checks/checks.h"
#include "rules/op_links.h"

namespace npu_lint::checks {

// Ops outside aten/prim with no NPU kernel (the `custom` verdict), once per op; when the
// scan also read the op's C++/CUDA sources, where it is registered and which kernels it runs.
void customOp(const CheckContext& ctx, std::vector<Finding>& out) {
  for (const auto& op : ctx.target.ops) {
    if (op.verdict.support != Support::kCustom || !op.verdict.backend.empty()) continue;  // backend-op
    std::string link;
    for (const auto& impl : ctx.links.implementationsOf(op.name)) {
      link += (link.empty() ? "; registered at " : ", ") + impl.target->path + ":" +
              std::to_string(impl.registration->pos.line) +
              (impl.registration->dispatch_key.empty() ? "" : " (" + impl.registration->dispatch_key + ")");
      for (const auto& kernel : impl.kernels) link += ", runs CUDA kernel " + kernel;
    }
    std::string schema = op.schema;
    if (schema.empty())
      for (const auto& impl : ctx.links.implementationsOf(op.name))
        if (!impl.registration->schema.empty()) schema = impl.registration->schema;
    out.push_back(ctx.finding(op, {{"schema", schema.empty() ? "schema unknown to LibTorch 1.13" : schema}, {"link", link}}));
  }
}

}  // namespace npu_lint::checks
