#include "rules/checks/checks.h"
#include "rules/op_links.h"

namespace npu_lint::checks {

// Each CUDA implementation bound in mmcv's device registry (REGISTER_DEVICE_IMPL(impl, CUDA, fn)),
// with where an NPU implementation of the same impl is: registered in the scan (info), registered
// by mmcv itself (the rule's params: mmcv's REGISTER_NPU_IMPL sites), or nowhere known.
void mmcvDeviceImpl(const CheckContext& ctx, std::vector<Finding>& out) {
  const auto& mmcv = ctx.rule.param("npu_impls");  // "impl path:line", line N of the vendored list
  for (const auto& fact : ctx.target.source.device_impls) {
    if (fact.device != "CUDA") continue;
    std::string npu, source;
    for (const auto& found : ctx.links.deviceImplementationsOf(fact.impl, "NPU"))
      npu += (npu.empty() ? "" : ", ") + found.fact->function + " (" + found.target->path + ":" +
             std::to_string(found.fact->pos.line) + ")";
    const bool in_tree = !npu.empty();
    if (!in_tree) {
      for (size_t i = 0; i < mmcv.size() && npu.empty(); ++i)
        if (mmcv[i].compare(0, fact.impl.size() + 1, fact.impl + " ") == 0) {
          npu = "mmcv registers one";
          source = mmcv[i].substr(fact.impl.size() + 1) + " (thirdparty/mmcv/npu_registered_impls.txt:" + std::to_string(i + 1) + ")";
        }
      if (npu.empty()) {
        npu = "none here or in mmcv: port it";
        source = "thirdparty/mmcv/npu_registered_impls.txt";
      }
    }
    Finding f = ctx.finding(fact.impl, sourceLocation(ctx.target, fact.pos), {{"function", fact.function}, {"npu", npu}, {"source", source}});
    if (in_tree) f.severity = Severity::kInfo;
    out.push_back(std::move(f));
  }
}

}  // namespace npu_lint::checks
