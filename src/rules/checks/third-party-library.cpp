#include <set>

#include "rules/checks/checks.h"
#include "rules/op_links.h"

namespace npu_lint::checks {

// Imports of the libraries in the rule's records (`import flash_attn`, `from torch_scatter import
// scatter`, `import mmcv.ops`), once per library and file, at the first import; one project-wide
// finding per library once the report merges them.
void thirdPartyLibrary(const CheckContext& ctx, std::vector<Finding>& out) {
  std::set<const RuleData::Record*> reported;
  for (const auto& use : ctx.target.python.names) {
    if (use.kind != PyUse::kImport) continue;
    for (const auto& record : ctx.rule.records) {
      const std::string& module = record.get("module");
      const bool imports = use.name == module || use.name.rfind(module + ".", 0) == 0;
      // The project's own package of that name (scanning DeepSpeed itself) is no third party.
      if (!imports || ctx.links.hasPythonModule(module) || !reported.insert(&record).second) continue;
      const std::string& ascend = record.get("ascend");
      std::string sources = record.get("needs_source");
      if (!ascend.empty()) sources += "; " + record.get("ascend_source");
      out.push_back(ctx.finding(module, sourceLocation(ctx.target, use.pos, use.function),
                                {{"needs", record.get("needs")},
                                 {"ascend", ascend.empty() ? "; nothing known for Ascend: check NPU support"
                                                           : "; for Ascend: " + ascend},
                                 {"sources", sources}}));
      out.back().scope = FindingScope::kProject;
    }
  }
}

}  // namespace npu_lint::checks
