#include "rules/checks/checks.h"

namespace npu_lint::checks {
namespace {

// "nccl", or a backend list naming it: "cuda:nccl,cpu:gloo".
bool namesNccl(const std::string& value) {
  size_t start = 0;
  while (start <= value.size()) {
    const size_t comma = value.find(',', start);
    std::string part = value.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
    if (const size_t colon = part.find(':'); colon != std::string::npos) part = part.substr(colon + 1);
    if (part == "nccl") return true;
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  return false;
}

}  // namespace

// NCCL named as a backend in Python: string literals and torch.distributed's ProcessGroupNCCL.
void ncclBackend(const CheckContext& ctx, std::vector<Finding>& out) {
  const python::PythonFacts& py = ctx.target.python;
  for (const auto& s : py.strings) {
    if (!namesNccl(s.value)) continue;
    std::string where;
    if (s.context == PyContext::kArgument)
      where = (s.keyword.empty() ? " passed to " : " as " + s.keyword + "= of ") + (s.callee.empty() ? "a call" : s.callee);
    else if (s.context == PyContext::kComparison)
      where = " in a comparison";
    std::string becomes = s.value;
    becomes.replace(becomes.find("nccl"), 4, "hccl");
    out.push_back(ctx.finding("\"" + s.value + "\"", sourceLocation(ctx.target, s.pos, s.function),
                              {{"what", "\"" + s.value + "\""}, {"where", where}, {"becomes", "\"" + becomes + "\""}}));
  }
  for (const auto& use : py.names) {
    const std::string suffix = "ProcessGroupNCCL";
    if (use.name.rfind("torch.distributed.", 0) != 0 || use.name.size() < suffix.size() ||
        use.name.compare(use.name.size() - suffix.size(), suffix.size(), suffix) != 0)
      continue;
    out.push_back(ctx.finding(use.name, sourceLocation(ctx.target, use.pos, use.function),
                              {{"what", use.name}, {"where", ""}, {"becomes", "torch_npu's ProcessGroupHCCL"}}));
  }
}

}  // namespace npu_lint::checks
