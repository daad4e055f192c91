#include <cctype>

#include "rules/checks/checks.h"

namespace npu_lint::checks {
namespace {

// The line a problem names ("parse error at 14:17: ...", "syntax error at 4:1; ..."), or 0.
int lineOf(const std::string& problem) {
  const size_t at = problem.find(" at ");
  if (at == std::string::npos) return 0;
  size_t i = at + 4;
  int line = 0;
  while (i < problem.size() && std::isdigit(static_cast<unsigned char>(problem[i])) && line < 100000000)
    line = line * 10 + (problem[i++] - '0');
  return i < problem.size() && problem[i] == ':' ? line : 0;
}

}  // namespace

// An input the frontend read only in part (a parse error it recovered from, a header it could
// not find, a model method it could not compile): one finding per input, at the line its first
// problem names, so that a gate can baseline it, ignore it or fail on it like any finding.
void partialAnalysis(const CheckContext& ctx, std::vector<Finding>& out) {
  if (ctx.target.status != Status::kPartial || ctx.target.problems.empty()) return;
  const std::string& problem = ctx.target.problems.front();
  Location at;
  at.file = ctx.target.path;
  at.line = lineOf(problem);
  out.push_back(ctx.finding("", at, {{"problem", problem}, {"more", ctx.target.problems.size() > 1
                                                                         ? " (+" + std::to_string(ctx.target.problems.size() - 1) + " more)"
                                                                         : ""}}));
}

}  // namespace npu_lint::checks
