#include <map>

#include "opdb/op_db.h"
#include "rules/checks/checks.h"

namespace npu_lint::checks {

// APIs a Python file uses whose torch_npu page, for the release's PyTorch, notes a restriction:
// once per API and file (the note is about the API), at its first use, with the count.
void apiRestriction(const CheckContext& ctx, std::vector<Finding>& out) {
  const int index = ctx.db.releases().indexOf(ctx.release);
  if (index < 0 || ctx.target.kind != InputKind::kPythonSource) return;
  const std::string& pytorch = ctx.db.releases().all[index].pytorch;
  struct Use {
    const PythonApi* api;
    Location first;
    size_t count = 0;
  };
  std::map<std::string, Use> uses;  // by API
  std::vector<std::string> order;   // first-use order
  for (const auto& use : pythonApiUses(ctx.target)) {
    const PythonApi* api = ctx.db.pythonApis().find(use.name, pytorch);
    if (!api || api->restriction.empty() || (api->is_class && !use.is_call)) continue;
    auto [it, first] = uses.try_emplace(use.name, Use{api, use.location});
    if (first) order.push_back(use.name);
    ++it->second.count;
  }
  for (const auto& name : order) {
    const Use& use = uses.at(name);
    out.push_back(ctx.finding(name, use.first,
                              {{"restriction", use.api->restriction}, {"pytorch", use.api->pytorch},
                               {"source", use.api->source}, {"count", std::to_string(use.count)}}));
  }
}

}  // namespace npu_lint::checks
