#include "rules/kernel_effort.h"

#include <algorithm>
#include <cctype>
#include <cassert>
#include <set>

#include "core/strings.h"
#include "rules/check.h"

namespace npu_lint {
namespace {

unsigned threshold(const RuleData& rule, const char* param) {
  const auto& values = rule.param(param);
  return values.empty() ? ~0u : static_cast<unsigned>(std::stoul(values.front()));
}

EffortLevel levelOf(const std::string& name) {
  const auto level = parseName<EffortLevel>(name);
  assert(level && "record.effort is checked when the rule loads");
  return level.value_or(EffortLevel::kMedium);
}

EffortLevel sizeEffort(unsigned lines, const RuleData& rule) {
  return lines >= threshold(rule, "high_effort_min_lines")     ? EffortLevel::kHigh
         : lines >= threshold(rule, "medium_effort_min_lines") ? EffortLevel::kMedium
                                                               : EffortLevel::kLow;
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

// Whether `name` has a word (a run of letters and digits) in `words`: "ops._ascend.gelu" has
// "ascend".
std::string linesText(unsigned lines) { return std::to_string(lines) + (lines == 1 ? " line" : " lines"); }

}  // namespace

KernelEffort kernelEffort(const cuda::KernelFact& kernel, const RuleData& rule) {
  EffortLevel effort = sizeEffort(kernel.lines, rule);
  std::string reasons = linesText(kernel.lines);
  for (const auto& trait : kernel.traits) {
    if (among(rule.param("high_effort_traits"), trait)) effort = EffortLevel::kHigh;
    else if (among(rule.param("medium_effort_traits"), trait)) effort = std::max(effort, EffortLevel::kMedium);
    reasons += ", " + trait;
  }
  return {effort, reasons};
}

TritonKernels::TritonKernels(const std::string& module, const python::PythonFacts& py, const RuleData& rule) : rule_(rule) {
  for_ascend_ = hasWordOf(module, rule.param("ascend_folder_words")) ||
                std::any_of(rule.param("ascend_modules").begin(), rule.param("ascend_modules").end(),
                            [&](const std::string& module) { return importsModule(py, module); });
  const auto& decorators = rule.param("decorators");
  for (const auto& call : py.calls) {
    if (among(decorators, call.callee))
      for (const auto& argument : call.arguments)
        if (argument.keyword.empty()) wrapped_.insert(argument.value);
    if (among(rule.param("configs"), call.callee)) config_calls_.push_back(&call);
  }
  for (const auto& use : py.names)
    if (use.kind == PyUse::kCall && !languageName(use.name, rule.param("language_modules")).empty()) api_calls_.push_back(&use);
  auto byLine = [](const auto* a, const auto* b) { return a->pos.line < b->pos.line; };
  std::stable_sort(api_calls_.begin(), api_calls_.end(), byLine);
  std::stable_sort(config_calls_.begin(), config_calls_.end(), byLine);
}

bool TritonKernels::isKernel(const python::Definition& def) const {
  if (def.is_class) return false;
  const auto& decorators = rule_.param("decorators");
  return wrapped_.count(def.name) ||
         std::any_of(def.decorators.begin(), def.decorators.end(), [&](const std::string& d) { return among(decorators, d); });
}

namespace {

// The facts of `sorted` (by line) on lines [first, last].
template <class Fact>
std::pair<typename std::vector<const Fact*>::const_iterator, typename std::vector<const Fact*>::const_iterator> onLines(
    const std::vector<const Fact*>& sorted, unsigned first, unsigned last) {
  auto begin = std::lower_bound(sorted.begin(), sorted.end(), first, [](const Fact* f, unsigned line) { return f->pos.line < line; });
  auto end = std::upper_bound(begin, sorted.end(), last, [](unsigned line, const Fact* f) { return line < f->pos.line; });
  return {begin, end};
}

}  // namespace

KernelEffort TritonKernels::effort(const python::Definition& kernel) const {
  const RuleData& rule = rule_;
  const unsigned last_line = std::max(kernel.last_line, kernel.pos.line);
  const unsigned lines = last_line - kernel.pos.line + 1;
  EffortLevel effort = sizeEffort(lines, rule);
  KernelEffort out{EffortLevel::kLow, linesText(lines)};  // level set at the end
  auto cite = [&](const std::string& what, const std::string& source) { out.sources.push_back(what + " (" + source + ")"); };
  std::set<std::string> tags, undocumented;
  auto apply = [&](const RuleData::Record& record) {
    effort = std::max(effort, levelOf(record.get("effort")));
    if (tags.insert(record.get("tag")).second) {
      out.reasons += ", " + record.get("tag");
      cite(record.get("tag") + ": " + record.get("note"), record.get("source"));
    }
  };
  // A record may name a decorator's module (Gluon's `gluon.jit`): the kernel is that language's.
  for (const auto& decorator : kernel.decorators)
    if (const RuleData::Record* record = recordFor(rule, decorator)) apply(*record);
  const auto [uses_begin, uses_end] = onLines(api_calls_, kernel.pos.line, last_line);
  for (auto it = uses_begin; it != uses_end; ++it) {
    const python::NameUse& use = **it;
    const std::string name = languageName(use.name, rule.param("language_modules"));
    if (const RuleData::Record* record = recordFor(rule, use.name)) {
      apply(*record);
    } else if (!among(rule.param("documented"), name) && !among(rule.param("dtypes"), name)) {
      undocumented.insert(name);
    }
  }
  if (!undocumented.empty()) {
    effort = std::max(effort, EffortLevel::kMedium);
    std::string names;
    for (const auto& name : undocumented) names += (names.empty() ? "" : " ") + name;
    out.reasons += ", undocumented " + names;
    cite("undocumented: not in Triton-Ascend's API list", rule.param("documented_source").at(0));
  }
  // Autotune configs are written in the decorators, above the `def` line.
  unsigned configs = 0;
  std::set<std::string> tuned;
  if (kernel.first_line < kernel.pos.line) {
    const auto [calls_begin, calls_end] = onLines(config_calls_, kernel.first_line, kernel.pos.line - 1);
    for (auto it = calls_begin; it != calls_end; ++it, ++configs)
      for (const auto& argument : (*it)->arguments)
        if (among(rule.param("config_keywords"), argument.keyword)) tuned.insert(argument.keyword);
  }
  if (configs) {
    out.reasons += ", autotuned";
    std::string settings;
    for (const auto& keyword : tuned) settings += (settings.empty() ? "" : "/") + keyword;
    if (!tuned.empty())
      cite("autotuned: " + std::to_string(configs) + " config(s) tune " + settings + ", GPU settings", rule.param("config_source").at(0));
  }
  out.level = effort;
  return out;
}

}  // namespace npu_lint
