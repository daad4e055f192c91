#include <algorithm>
#include <set>

#include "rules/checks/checks.h"
#include "rules/op_links.h"

namespace npu_lint::checks {
namespace {

bool among(const std::vector<std::string>& names, const std::string& name) {
  return std::find(names.begin(), names.end(), name) != names.end();
}

bool endsWith(const std::string& text, const std::string& suffix) {
  return text.size() >= suffix.size() && text.compare(text.size() - suffix.size(), suffix.size(), suffix) == 0;
}

// A string literal's value as written ("'a_cuda'" is a_cuda), or "" for any other expression.
std::string literal(const std::string& value) {
  if (value.size() < 2 || (value.front() != '"' && value.front() != '\'') || value.back() != value.front()) return "";
  return value.substr(1, value.size() - 2);
}

// The module a builder call names (its `name=` or first positional argument), when the call
// builds CUDA code; "" otherwise.
std::string builtModule(const python::Call& call, const RuleData& rule) {
  std::string name;
  bool cuda = among(rule.param("cuda_builders"), call.callee);
  for (size_t i = 0; i < call.arguments.size(); ++i) {
    const auto& argument = call.arguments[i];
    if (argument.keyword == "name" || (i == 0 && argument.keyword.empty())) name = literal(argument.value);
    for (const auto& suffix : rule.param("cuda_suffixes"))
      for (const char quote : {'"', '\''})
        cuda = cuda || argument.value.find(suffix + quote) != std::string::npos;
  }
  return cuda ? name : "";
}

}  // namespace

// Imports of compiled CUDA extension modules: ones a scanned builder call builds (info: the
// build's findings carry the work) and ones named for CUDA that nothing in the scan provides.
void extensionImport(const CheckContext& ctx, std::vector<Finding>& out) {
  std::set<std::string> reported;
  for (const auto& use : ctx.target.python.names) {
    if (use.kind != PyUse::kImport) continue;
    const std::string top = use.name.substr(0, use.name.find('.'));
    for (const auto& builder : ctx.rule.param("builders"))
      for (const auto& site : ctx.links.pythonCallsTo(builder)) {
        const std::string module = builtModule(*site.call, ctx.rule);
        if (module.empty() || (use.name != module && use.name.rfind(module + ".", 0) != 0) || !reported.insert(module).second) continue;
        const std::string line = std::to_string(site.call->pos.line);
        const std::string where = site.target == &ctx.target ? "line " + line : site.target->path + ":" + line;
        Finding finding = ctx.finding(module, sourceLocation(ctx.target, use.pos, use.function),
                                      {{"what", "built as CUDA at " + where + "; see its kernels' findings"},
                                       {"sources", site.target->path + ":" + line}});
        finding.severity = Severity::kInfo;
        finding.scope = FindingScope::kProject;
        out.push_back(std::move(finding));
      }
    const auto& suffixes = ctx.rule.param("name_suffixes");
    const bool named_for_cuda = std::any_of(suffixes.begin(), suffixes.end(), [&](const std::string& s) { return endsWith(top, s); });
    if (!named_for_cuda || ctx.links.hasPythonModule(top) || !reported.insert(top).second) continue;
    Finding finding = ctx.finding(top, sourceLocation(ctx.target, use.pos, use.function),
                                  {{"what", "a CUDA module the scan does not build; no known Ascend port"},
                                   {"sources", ""}});
    finding.scope = FindingScope::kProject;
    out.push_back(std::move(finding));
  }
}

}  // namespace npu_lint::checks
