#include "opdb/op_db.h"
#include "rules/checks/checks.h"
#include "rules/equivalents_text.h"
#include "rules/op_links.h"

namespace npu_lint::checks {
namespace {

std::string nameOf(const OpImplementation& impl) {
  return impl.registration->function.empty() ? "a lambda" : impl.registration->function;
}

// "double_cuda at ops.cu:14, reaches double_kernel": the evidence line of one implementation.
std::string placeOf(const OpImplementation& impl) {
  std::string text = nameOf(impl) + " at " + impl.target->path + ":" + std::to_string(impl.registration->pos.line);
  for (size_t i = 0; i < impl.kernels.size(); ++i) text += (i ? ", " : ", reaches ") + impl.kernels[i];
  return text;
}

}  // namespace

// Each op this file defines (TORCH_LIBRARY m.def) or binds for Python (PYBIND11_MODULE m.def):
// which CUDA implementation it has, and whether an NPU one (PrivateUse1) exists beside it or, for
// a library's op that op_db/equivalents.toml knows (a copy of torchvision's nms), elsewhere.
void opRegistration(const CheckContext& ctx, std::vector<Finding>& out) {
  for (const auto& reg : ctx.target.source.registrations) {
    const bool python = reg.dispatch_key == "python";
    if (!reg.dispatch_key.empty() && !python) continue;  // implementations are reported with their op
    std::string cuda, npu, places;
    std::vector<OpImplementation> impls = ctx.links.implementationsOf(reg.op);
    for (const auto& impl : impls) {
      const std::string& key = impl.registration->dispatch_key;
      const bool launches = !impl.kernels.empty();
      // A CUDA-key implementation, or a catch-all / Python-bound function that reaches kernels.
      const bool is_cuda = key == "CUDA" || ((key.empty() || python) && launches), is_npu = key == "PrivateUse1";
      if (is_cuda) cuda += (cuda.empty() ? "" : ", ") + nameOf(impl);
      if (is_npu) npu += (npu.empty() ? "" : ", ") + nameOf(impl);
      if (is_cuda || is_npu) places += (places.empty() ? "" : "; ") + placeOf(impl);
    }
    if (cuda.empty() && npu.empty()) continue;  // backend-neutral (e.g. a composite op)
    if (npu.empty() && !ctx.target.source.npu_port_uses.empty())
      npu = "not registered, but the file has NPU code (line " + std::to_string(ctx.target.source.npu_port_uses.front().line) + ")";
    // A copy of a library's op (torchvision's nms): what exists for Ascend is the library's.
    std::string elsewhere;
    if (npu.empty() && !python && ctx.db.equivalents().find(reg.op)) {
      bool adapter_for_release = false;
      elsewhere = describeEquivalents(ctx.db.equivalents(), reg.op, ctx.release, adapter_for_release);
    }
    Finding f = ctx.finding(reg.op, sourceLocation(ctx.target, reg.pos),
                            {{"kind", python ? "Python binding" : "op"},
                             {"cuda", cuda.empty() ? "none" : cuda},
                             {"npu", npu.empty() ? "none" : npu},
                             {"places", places + elsewhere}});
    if (!npu.empty()) f.severity = Severity::kInfo;
    out.push_back(std::move(f));
  }
}

}  // namespace npu_lint::checks
