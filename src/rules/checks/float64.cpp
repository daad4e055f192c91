#include "rules/checks/checks.h"

namespace npu_lint::checks {
namespace {

// How Python code names float64: the dtypes, the legacy tensor types, a cast to double.
const char* pythonFloat64(const std::string& name) {
  if (name == "torch.float64" || name == "torch.double") return "dtype";
  if (name == "torch.DoubleTensor" || name == "torch.cuda.DoubleTensor") return "legacy tensor type";
  return nullptr;
}

}  // namespace

// Each float64 dtype argument or tensor constant the graph analysis found; in Python, each
// torch.float64/torch.double, DoubleTensor and .double() call; a dtype tested against
// (`x.dtype in (torch.float32, torch.float64)`) is not compute.
void float64(const CheckContext& ctx, std::vector<Finding>& out) {
  for (const auto& fact : ctx.target.facts)
    if (fact.fact == GraphFactKind::kFloat64) out.push_back(ctx.finding(fact.op, fact.location, {{"via", fact.via}}));
  for (const auto& use : ctx.target.python.names)
    if (const char* via = use.kind == PyUse::kImport || use.compared ? nullptr : pythonFloat64(use.name)) {
      out.push_back(ctx.finding(use.name, sourceLocation(ctx.target, use.pos, use.function),
                                {{"via", std::string(via) + " " + use.name}}));
      // torch.float64 / torch.double / torch.DoubleTensor through any alias of torch.
      const std::string second = use.name.substr(use.name.find('.') + 1);
      // In a list of dtypes, float32 may be there already: the rename would make a duplicate.
      if (second.find('.') == std::string::npos && !use.in_collection)
        out.back().fix = ctx.renameFix(FixSite::kModuleMember, second, use.second.begin, use.second.pos);
    }
  for (const auto& use : ctx.target.python.members)
    if (use.kind == PyUse::kCall && use.name == "double" &&
        !use.fromOtherLibrary() && !use.onHost())
      out.push_back(ctx.finding(".double", sourceLocation(ctx.target, use.pos, use.function), {{"via", ".double()"}}));
}

}  // namespace npu_lint::checks
