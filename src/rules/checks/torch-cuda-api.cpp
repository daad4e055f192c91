#include <algorithm>
#include <map>
#include <set>

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
  struct Judged {
    const python::NameUse* use = nullptr;
    std::string npu;
    std::string source;  // the page naming the NPU form, when one does
    bool renames = false;  // torch.npu has the same name: renaming the written `cuda` is the whole rewrite
    // torch_npu's page states how the NPU form differs ("限制与说明"): where it says so.
    std::string differs;
  };
  std::vector<Judged> judged;
  for (const auto& use : names) {
    if (use.name != "torch.cuda" && use.name.rfind("torch.cuda.", 0) != 0) continue;
    // `from torch.cuda.amp import autocast` records the module and the name: report the name.
    if (use.kind == PyUse::kImport && std::any_of(names.begin(), names.end(), [&](const python::NameUse& other) {
          return other.kind == PyUse::kImport && other.pos.line == use.pos.line && other.name.rfind(use.name + ".", 0) == 0;
        }))
      continue;
    const std::string rest = use.name.size() > 10 ? use.name.substr(11) : "";
    Judged j;
    j.use = &use;
    j.npu = npuNameOf(rest, ctx.rule);
    j.renames = rest.empty() || j.npu.rfind("torch.npu." + rest, 0) == 0;
    // torch_npu's page for the release's PyTorch names the NPU form, when it lists the API.
    if (pytorch && !pytorch->empty())
      if (const PythonApi* api = ctx.db.pythonApis().find(use.name, *pytorch); api && !api->npu_name.empty()) {
        j.npu = api->npu_name;
        j.source = api->source;
        j.renames = j.renames && (api->npu_name == "torch.npu." + rest || api->npu_name == "torch_npu.npu." + rest);
        if (!api->restriction.empty()) j.differs = api->source;
      }
    judged.push_back(std::move(j));
  }
  // One written `cuda` can stand for several names (`from torch.cuda import amp, CUDAGraph`, and
  // the names those bind): it is renamed only when every one of them is a rename.
  // It is safe only when none of them works differently on the NPU.
  std::set<uint32_t> blocked;
  std::map<uint32_t, std::string> differs;
  for (const auto& j : judged) {
    if (!j.renames && !j.use->second.empty()) blocked.insert(j.use->second.begin);
    if (!j.differs.empty() && !j.use->second.empty()) differs.emplace(j.use->second.begin, j.differs);
  }
  for (const auto& j : judged) {
    const python::NameUse& use = *j.use;
    out.push_back(ctx.finding(use.name, sourceLocation(ctx.target, use.pos, use.function), {{"name", use.name}, {"npu", j.npu}, {"source", j.source}}));
    if (j.renames && !blocked.count(use.second.begin)) {
      out.back().fix = ctx.renameFix(FixSite::kModuleMember, "cuda", use.second.begin, use.second.pos);
      if (const auto it = differs.find(use.second.begin); it != differs.end())
        markUnsafe(out.back().fix, "torch_npu's page says the NPU form works differently (" + it->second + ")");
    }
  }
}

}  // namespace npu_lint::checks
