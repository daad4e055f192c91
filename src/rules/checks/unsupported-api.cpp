#include <algorithm>

#include "core/strings.h"
#include "opdb/op_db.h"
#include "rules/checks/checks.h"

namespace npu_lint::checks {

// PyTorch APIs a Python file uses that torch_npu's page for the release's PyTorch marks ✘ on a
// judged product, or that msFmkTransplt lists as unsupported where there are no pages.
// With products chosen, each call site is a finding. With none chosen, only an API unsupported
// on every product its page lists is one per site; an API unsupported on some products only is
// one info finding for the whole project (FindingScope::kProject), with its products. A Tensor
// method on a value the code does not show to be a tensor is info, and says so.
void unsupportedApi(const CheckContext& ctx, std::vector<Finding>& out) {
  const auto& releases = ctx.db.releases();
  const int index = releases.indexOf(ctx.release);
  if (index < 0 || ctx.target.kind != InputKind::kPythonSource) return;
  const std::string& pytorch = releases.all[index].pytorch;
  for (const auto& use : pythonApiUses(ctx.target)) {
    const PythonApi* api = ctx.db.pythonApis().find(use.name, pytorch);
    // A class is judged where one is made, not where it is named (annotations, isinstance).
    if (!api || (api->is_class && !use.is_call)) continue;
    std::vector<std::string> unsupported, supported;
    for (const auto& [chip, ok] : api->chips)
      if (ctx.chips.empty() || std::find(ctx.chips.begin(), ctx.chips.end(), chip) != ctx.chips.end())
        (ok ? supported : unsupported).push_back(chip);
    if (unsupported.empty() && !api->listed_unsupported) continue;
    const bool some_products_only = ctx.chips.empty() && !api->listed_unsupported && !supported.empty();
    std::string products = api->listed_unsupported ? "every product" : join(unsupported);
    if (some_products_only) products += " only (✔ on " + join(supported) + ")";
    const std::string list = api->listed_unsupported ? "msFmkTransplt's list (no per-product marks)" : "torch_npu's page";
    Finding finding = ctx.finding(use.name, use.location,
                                  {{"chips", products}, {"list", list}, {"pytorch", api->pytorch}, {"source", api->source},
                                   {"receiver", use.unknown_receiver ? kUnknownReceiverNote : ""}});
    finding.products = unsupported;
    if (some_products_only) finding.scope = FindingScope::kProject;
    if (some_products_only || use.unknown_receiver) finding.severity = Severity::kInfo;
    out.push_back(std::move(finding));
  }
}

}  // namespace npu_lint::checks
