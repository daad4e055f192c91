#include "rules/kernel_effort.h"

#include <algorithm>
#include <cassert>
#include <set>

namespace npu_lint {
namespace {

bool listed(const std::vector<std::string>& values, const std::string& value) {
  return std::find(values.begin(), values.end(), value) != values.end();
}

unsigned threshold(const RuleData& rule, const char* param) {
  const auto& values = rule.param(param);
  return values.empty() ? ~0u : static_cast<unsigned>(std::stoul(values.front()));
}

const char* const kLevels[] = {"low", "medium", "high"};

int levelOf(const std::string& name) {
  for (int i = 0; i < 3; ++i)
    if (name == kLevels[i]) return i;
  assert(false && "record.effort is checked when the rule loads");
  return 1;
}

int sizeEffort(unsigned lines, const RuleData& rule) {
  return lines >= threshold(rule, "high_effort_min_lines") ? 2 : lines >= threshold(rule, "medium_effort_min_lines") ? 1 : 0;
}

// The record for `api`: the one naming it, or the module it is below.
const RuleData::Record* recordFor(const RuleData& rule, const std::string& api) {
  for (const auto& record : rule.records) {
    const std::string& named = record.get("api");
    if (api == named || (api.size() > named.size() && api.compare(0, named.size(), named) == 0 && api[named.size()] == '.'))
      return &record;
  }
  return nullptr;
}

// `api` below one of `modules`, as Triton-Ascend's list names it ("dot" for triton.language.dot and
// triton.language.math.dot), or "" when it is below none.
std::string languageName(const std::string& api, const std::vector<std::string>& modules) {
  for (const auto& module : modules)
    if (api.size() > module.size() + 1 && api.compare(0, module.size() + 1, module + ".") == 0) {
      std::string name = api.substr(module.size() + 1);
      if (name.rfind("math.", 0) == 0) name = name.substr(5);
      return name;
    }
  return "";
}

}  // namespace

KernelEffort kernelEffort(const cuda::KernelFact& kernel, const RuleData& rule) {
  int effort = sizeEffort(kernel.lines, rule);
  std::string reasons = std::to_string(kernel.lines) + " lines";
  for (const auto& trait : kernel.traits) {
    if (listed(rule.param("high_effort_traits"), trait)) effort = 2;
    else if (listed(rule.param("medium_effort_traits"), trait)) effort = std::max(effort, 1);
    reasons += ", " + trait;
  }
  return {kLevels[effort], reasons};
}

bool isTritonKernel(const python::PythonFacts& py, const python::Definition& def, const RuleData& rule) {
  if (def.is_class) return false;
  const auto& decorators = rule.param("decorators");
  if (std::any_of(def.decorators.begin(), def.decorators.end(), [&](const std::string& d) { return listed(decorators, d); })) return true;
  return std::any_of(py.calls.begin(), py.calls.end(), [&](const python::Call& call) {
    return listed(decorators, call.callee) && std::any_of(call.arguments.begin(), call.arguments.end(), [&](const python::CallArgument& a) {
             return a.keyword.empty() && a.value == def.name;
           });
  });
}

KernelEffort tritonKernelEffort(const python::PythonFacts& py, const python::Definition& kernel, const RuleData& rule) {
  const unsigned lines = kernel.last_line - kernel.pos.line + 1;
  int effort = sizeEffort(lines, rule);
  KernelEffort out{nullptr, std::to_string(lines) + " lines"};
  auto cite = [&](const std::string& what, const std::string& source) { out.sources.push_back(what + " (" + source + ")"); };
  std::set<std::string> tags, undocumented;
  for (const auto& use : py.names) {
    if (use.kind != PyUse::kCall || use.pos.line < kernel.pos.line || use.pos.line > kernel.last_line) continue;
    const std::string name = languageName(use.name, rule.param("language_modules"));
    if (name.empty()) continue;
    if (const RuleData::Record* record = recordFor(rule, use.name)) {
      effort = std::max(effort, levelOf(record->get("effort")));
      if (tags.insert(record->get("tag")).second) {
        out.reasons += ", " + record->get("tag");
        cite(record->get("tag") + ": " + record->get("note"), record->get("source"));
      }
    } else if (!listed(rule.param("documented"), name) && !listed(rule.param("dtypes"), name)) {
      undocumented.insert(name);
    }
  }
  if (!undocumented.empty()) {
    effort = std::max(effort, 1);
    std::string names;
    for (const auto& name : undocumented) names += (names.empty() ? "" : " ") + name;
    out.reasons += ", undocumented " + names;
    cite("undocumented: not in Triton-Ascend's API list", rule.param("documented_source").at(0));
  }
  // Autotune configs are written in the decorators, above the `def` line.
  unsigned configs = 0;
  std::set<std::string> tuned;
  for (const auto& call : py.calls) {
    if (call.pos.line < kernel.first_line || call.pos.line >= kernel.pos.line || !listed(rule.param("configs"), call.callee)) continue;
    ++configs;
    for (const auto& argument : call.arguments)
      if (listed(rule.param("config_keywords"), argument.keyword)) tuned.insert(argument.keyword);
  }
  if (configs) {
    out.reasons += ", autotuned";
    std::string settings;
    for (const auto& keyword : tuned) settings += (settings.empty() ? "" : "/") + keyword;
    if (!tuned.empty())
      cite("autotuned: " + std::to_string(configs) + " config(s) tune " + settings + ", GPU settings", rule.param("config_source").at(0));
  }
  out.level = kLevels[effort];
  return out;
}

}  // namespace npu_lint
