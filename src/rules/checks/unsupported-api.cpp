#include <algorithm>

#include "opdb/op_db.h"
#include "rules/checks/checks.h"

namespace npu_lint::checks {

// PyTorch APIs a Python file uses that torch_npu's page for the release's PyTorch marks ✘ on a
// chosen product, or that msFmkTransplt lists as unsupported where there are no pages.
void unsupportedApi(const CheckContext& ctx, std::vector<Finding>& out) {
  const auto& releases = ctx.db.releases();
  const int index = releases.indexOf(ctx.release);
  if (index < 0 || ctx.target.kind != InputKind::kPythonSource) return;
  const std::string& pytorch = releases.all[index].pytorch;
  for (const auto& use : pythonApiUses(ctx.target)) {
    const PythonApi* api = ctx.db.pythonApis().find(use.name, pytorch);
    // A class is judged where one is made, not where it is named (annotations, isinstance).
    if (!api || (api->is_class && !use.is_call)) continue;
    std::string unsupported = api->listed_unsupported ? "every product" : "";
    for (const auto& [chip, ok] : api->chips)
      if (!ok && (ctx.chips.empty() || std::find(ctx.chips.begin(), ctx.chips.end(), chip) != ctx.chips.end()))
        unsupported += (unsupported.empty() ? "" : ", ") + chip;
    if (unsupported.empty()) continue;
    const std::string list = api->listed_unsupported ? "msFmkTransplt's list of unsupported APIs (no per-product marks)"
                                                     : "torch_npu's page (✘)";
    out.push_back(ctx.finding(use.name, use.location,
                              {{"chips", unsupported}, {"list", list}, {"pytorch", api->pytorch}, {"source", api->source}}));
  }
}

}  // namespace npu_lint::checks
