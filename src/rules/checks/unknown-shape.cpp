#include <set>
#include <tuple>

#include "rules/checks/checks.h"

namespace npu_lint::checks {

// Each op call whose output shape the shape analysis could not derive (the root causes, not
// the ops after them), once per site and reason.
void unknownShape(const CheckContext& ctx, std::vector<Finding>& out) {
  std::set<std::tuple<std::string, std::string, int, int, std::string>> seen;
  for (const auto& run : ctx.target.shapes)
    for (const auto& unknown : run.unknown) {
      const Location& at = unknown.location;
      if (!seen.emplace(unknown.op, siteFile(at), at.line, at.column, unknown.reason).second) continue;
      out.push_back(ctx.finding(unknown.op, at,
                                {{"reason", unknown.reason},
                                 {"not_evaluated", std::to_string(unknown.not_evaluated)},
                                 {"inputs", run.label}}));
    }
}

}  // namespace npu_lint::checks
