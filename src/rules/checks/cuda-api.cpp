#include "rules/api_map.h"
#include "rules/checks/checks.h"

namespace npu_lint::checks {

// Every CUDA runtime/library call and PyTorch CUDA glue use, with its Ascend equivalent from
// rules/api_map/cuda_api_map.toml. Severity follows the mapping's status.
void cudaApi(const CheckContext& ctx, std::vector<Finding>& out) {
  for (const auto& call : ctx.target.source.calls) {
    const ApiMapping* mapping = ctx.api_map.find(call.name);
    if (!mapping) continue;
    const std::string ascend = !mapping->ascend.empty()           ? mapping->ascend
                               : !mapping->ascend_ops.empty()       ? "ATen ops through torch_npu"
                               : mapping->status == ApiStatus::kDirect       ? "kept as is (backend-neutral)"
                               : mapping->status == ApiStatus::kNoEquivalent ? "no Ascend API"
                                                                    : shortQuote(mapping->note, 90);
    Finding f = ctx.finding(call.name, sourceLocation(ctx.target, call.pos),
                            {{"name", call.name}, {"ascend", ascend}, {"status", nameOf(mapping->status)}, {"kind", mapping->kind}});
    f.severity = mapping->status == ApiStatus::kDirect ? Severity::kInfo : Severity::kWarning;
    f.suggestion = mapping->note;
    f.suggestion_ops = mapping->ascend_ops;
    f.suggestion_before.clear();
    f.suggestion_after.clear();
    out.push_back(std::move(f));
  }
}

}  // namespace npu_lint::checks
