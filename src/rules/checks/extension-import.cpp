#include <map>
#include <set>

#include "core/strings.h"
#include "rules/checks/checks.h"
#include "rules/op_links.h"

namespace npu_lint::checks {
namespace {

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

// The modules the scan's builder calls build as CUDA, each with its first such call.
std::map<std::string, PythonCallSite> builtModules(const CodeLinks& links, const RuleData& rule) {
  std::map<std::string, PythonCallSite> built;
  for (const auto& builder : rule.param("builders"))
    for (const auto& site : links.pythonCallsTo(builder))
      if (std::string module = builtModule(*site.call, rule); !module.empty()) built.try_emplace(std::move(module), site);
  return built;
}

// The compiled module file in the scanned folders that `name` imports (itself, or a package it
// is in: `from pkg._C import f`), with the module's name; {"", ""} when none.
std::pair<std::string, std::string> binaryModuleOf(const CodeLinks& links, const std::string& name) {
  for (std::string prefix = name;; prefix.erase(prefix.rfind('.'))) {
    if (const std::string& path = links.binaryModule(prefix); !path.empty()) return {prefix, path};
    if (prefix.find('.') == std::string::npos) return {"", ""};
  }
}

// The built module `name` imports (itself, or a package it is in), or null.
const std::pair<const std::string, PythonCallSite>* builtModuleOf(const std::map<std::string, PythonCallSite>& built,
                                                                   const std::string& name) {
  for (std::string prefix = name;; prefix.erase(prefix.rfind('.'))) {
    if (const auto it = built.find(prefix); it != built.end()) return &*it;
    if (prefix.find('.') == std::string::npos) return nullptr;
  }
}

}  // namespace

// Imports of compiled CUDA extension modules: ones a scanned builder call builds (info: the
// build's findings carry the work), ones the tree holds only as a binary (never opened), and
// ones named for CUDA that nothing in the scan provides.
void extensionImport(const CheckContext& ctx, std::vector<Finding>& out) {
  const auto built = builtModules(ctx.links, ctx.rule);
  std::set<std::string> reported;
  for (const auto& use : ctx.target.python.names) {
    if (use.kind != PyUse::kImport) continue;
    if (const auto* found = builtModuleOf(built, use.name)) {
      const auto& [module, site] = *found;
      if (!reported.insert(module).second) continue;
      Finding finding = ctx.finding(module, sourceLocation(ctx.target, use.pos, use.function),
                                    {{"what", "built as CUDA at " + siteText(ctx.target, *site.target, site.call->pos.line) +
                                                  "; see its kernels' findings"},
                                     {"sources", site.target->path + ":" + std::to_string(site.call->pos.line)}});
      finding.severity = Severity::kInfo;
      finding.scope = FindingScope::kProject;
      out.push_back(std::move(finding));
      continue;
    }
    if (const auto [module, path] = binaryModuleOf(ctx.links, use.name); !module.empty()) {
      if (!reported.insert(module).second) continue;
      Finding finding = ctx.finding(module, sourceLocation(ctx.target, use.pos, use.function),
                                    {{"what", "a binary module (" + pathFromTarget(ctx.target, path) + "), not opened: find its sources or an NPU build"},
                                     {"sources", path}});
      finding.scope = FindingScope::kProject;
      out.push_back(std::move(finding));
      continue;
    }
    const std::string top = use.name.substr(0, use.name.find('.'));
    if (!endsWithAny(top, ctx.rule.param("name_suffixes")) || ctx.links.hasPythonModule(top) || !reported.insert(top).second)
      continue;
    Finding finding = ctx.finding(top, sourceLocation(ctx.target, use.pos, use.function),
                                  {{"what", "a CUDA module the scan does not build; no known Ascend port"},
                                   {"sources", ""}});
    finding.scope = FindingScope::kProject;
    out.push_back(std::move(finding));
  }
}

}  // namespace npu_lint::checks
