#include <algorithm>

#include "rules/checks/checks.h"

namespace npu_lint::checks {
namespace {

// How Python code names float64 (params python_float64_*): a dtype or a legacy tensor type.
const char* pythonFloat64(const std::string& name, const RuleData& rule) {
  if (among(rule.param("python_float64_dtypes"), name)) return "dtype";
  if (among(rule.param("python_float64_tensor_types"), name)) return "legacy tensor type";
  return nullptr;
}

// `torch.float32 if is_mps else torch.float64` (is_mps = x.device.type == "mps"): the project
// already picks float32 for a device without float64 (param float32_devices); the NPU joins that
// test, `(is_mps or x.device.type == "npu")`. Every other device picks what it did; on the NPU,
// what the project picks for mps. Empty when the test is not such a comparison, or a name
// assigned one once in the same function (NameUse::chosen_unless_bound).
Fix joinFloat32Test(const CheckContext& ctx, const python::NameUse& use) {
  const python::Token& test = use.chosen_unless;
  const auto& devices = ctx.rule.param("float32_devices");
  const auto& npu = ctx.rule.param("npu_device_type");
  if (test.empty() || npu.empty()) return {};
  for (const auto& s : ctx.target.python.strings) {
    if (s.function != use.function || s.equality.empty() || s.compared_to.empty() ||
        std::find(devices.begin(), devices.end(), s.value) == devices.end())
      continue;
    const auto at = [&](const python::Token& t) { return s.equality.begin == t.begin && s.equality.end == t.end; };
    if (!at(test) && !at(use.chosen_unless_bound)) continue;
    Fix fix;
    fix.applicability = FixApplicability::kSafe;
    const std::string joined = "(" + test.text + " or " + s.compared_to + " == \"" + npu.front() + "\")";
    fix.title = "`" + test.text + "` -> `" + joined + "`: float32 on the NPU, as the project picks for " + s.value +
                "; every other device keeps " + use.name;
    fix.edits.push_back({test.begin, test.end, test.text, joined, test.pos.line, test.pos.column});
    return fix;
  }
  return {};
}

}  // namespace

// Each float64 dtype argument or tensor constant the graph analysis found; in Python, each
// torch.float64/torch.double, DoubleTensor and .double() call; a dtype tested against
// (`x.dtype in (torch.float32, torch.float64)`) is not compute.
void float64(const CheckContext& ctx, std::vector<Finding>& out) {
  for (const auto& fact : ctx.target.facts)
    if (fact.fact == GraphFactKind::kFloat64) out.push_back(ctx.finding(fact.op, fact.location, {{"via", fact.via}}));
  for (const auto& use : ctx.target.python.names)
    if (const char* via = use.kind == PyUse::kImport || use.compared || use.chosen_unless_npu ? nullptr : pythonFloat64(use.name, ctx.rule)) {
      out.push_back(ctx.finding(use.name, sourceLocation(ctx.target, use.pos, use.function),
                                {{"via", std::string(via) + " " + use.name}}));
      if (Fix joined = joinFloat32Test(ctx, use); !joined.empty()) {
        out.back().fix = std::move(joined);
        continue;
      }
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
