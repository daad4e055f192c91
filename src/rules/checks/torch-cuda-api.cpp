#include <algorithm>

#include "opdb/op_db.h"
#include "rules/checks/checks.h"

namespace npu_lint::checks {
namespace {

// What torch.cuda[.rest] becomes: the patcher's submodule mapping first, else torch.npu's own names.
std::string npuNameOf(const std::string& rest, const RuleData& rule) {
  if (rest.empty()) return "torch.npu";
  for (const auto& sub : rule.param("submodules"))
    if (rest == sub || rest.rfind(sub + ".", 0) == 0) return "torch.npu." + rest + " (torch_npu's patcher maps torch.cuda." + sub + ")";
  const std::string first = rest.substr(0, rest.find('.'));
  const auto& names = rule.param("npu_names");
  if (std::find(names.begin(), names.end(), first) != names.end()) return "torch.npu." + rest;
  return "torch.npu has no public " + first + " (torch_npu.npu.__all__): the NPU counterpart, if any, has another name";
}

}  // namespace

// Every torch.cuda name a Python file uses, with its torch.npu name or the lack of one.
void torchCudaApi(const CheckContext& ctx, std::vector<Finding>& out) {
  const auto& names = ctx.target.python.names;
  const int index = ctx.db.releases().indexOf(ctx.release);
  const std::string* pytorch = index < 0 ? nullptr : &ctx.db.releases().all[index].pytorch;
  for (const auto& use : names) {
    if (use.name != "torch.cuda" && use.name.rfind("torch.cuda.", 0) != 0) continue;
    // `from torch.cuda.amp import autocast` records the module and the name: report the name.
    if (use.kind == PyUse::kImport && std::any_of(names.begin(), names.end(), [&](const python::NameUse& other) {
          return other.kind == PyUse::kImport && other.pos.line == use.pos.line && other.name.rfind(use.name + ".", 0) == 0;
        }))
      continue;
    const std::string rest = use.name.size() > 10 ? use.name.substr(11) : "";
    std::string npu = npuNameOf(rest, ctx.rule);
    // torch.npu names it alike: renaming the written `cuda` is the whole rewrite.
    const bool same_name = npu.rfind("torch.npu." + rest, 0) == 0 || rest.empty();
    // torch_npu's page for the release's PyTorch names the NPU form, when it lists the API.
    const std::string* pageName = nullptr;
    if (pytorch && !pytorch->empty())
      if (const PythonApi* api = ctx.db.pythonApis().find(use.name, *pytorch); api && !api->npu_name.empty()) {
        npu = api->npu_name + " (" + api->source + ")";
        pageName = &api->npu_name;
      }
    const bool page_agrees = !pageName || *pageName == "torch.npu." + rest || *pageName == "torch_npu.npu." + rest;
    out.push_back(ctx.finding(use.name, sourceLocation(ctx.target, use.pos, use.function),
                              {{"name", use.name}, {"npu", npu}}));
    if (same_name && page_agrees) out.back().fix = ctx.renameFix(FixSite::kModuleMember, "cuda", use.second.begin, use.second.pos, "cuda");
  }
}

}  // namespace npu_lint::checks
