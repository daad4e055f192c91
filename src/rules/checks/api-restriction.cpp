#include "opdb/op_db.h"
#include "rules/checks/checks.h"

namespace npu_lint::checks {

// APIs a Python file uses whose torch_npu page, for the release's PyTorch, notes a restriction.
// The note is about the API, not about one call: each use is a project-wide finding, which the
// report keeps once per API, at its first use, with the other uses listed.
void apiRestriction(const CheckContext& ctx, std::vector<Finding>& out) {
  const int index = ctx.db.releases().indexOf(ctx.release);
  if (index < 0 || ctx.target.kind != InputKind::kPythonSource) return;
  const std::string& pytorch = ctx.db.releases().all[index].pytorch;
  for (const auto& use : pythonApiUses(ctx.target)) {
    const PythonApi* api = ctx.db.pythonApis().find(use.name, pytorch);
    if (!api || api->restriction.empty() || (api->is_class && !use.is_call)) continue;
    const bool translated = !api->restriction_en.empty();
    Finding finding = ctx.finding(use.name, use.location,
                                  {{"restriction", translated ? shortQuote(api->restriction_en, 110) : shortQuote(api->restriction, 60) + " (untranslated)"},
                                   {"pytorch", api->pytorch}, {"source", api->source}});
    if (api->restriction_en != api->restriction) finding.quote = api->restriction;
    finding.scope = FindingScope::kProject;
    out.push_back(std::move(finding));
  }
}

}  // namespace npu_lint::checks
