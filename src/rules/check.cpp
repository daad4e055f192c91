#include "rules/check.h"

#include <algorithm>

namespace npu_lint {

Finding CheckContext::finding(const std::string& op, const Location& location,
                              std::map<std::string, std::string> values) const {
  values.emplace("op", op);
  values.emplace("release", release);
  Finding f;
  f.rule = rule.id;
  f.category = rule.category;
  f.severity = rule.severity;
  f.message = expandTemplate(rule.message, values);
  f.op = op.substr(0, op.find('.', op.find("::")));
  f.location = location;
  if (const Suggestion* suggestion = rule.suggestionFor(op)) {
    f.suggestion = suggestion->text;
    f.suggestion_ops = suggestion->ops;
    f.suggestion_before = suggestion->before;
    f.suggestion_after = suggestion->after;
  }
  return f;
}

Finding CheckContext::finding(const OpUse& op, std::map<std::string, std::string> values) const {
  values.emplace("count", std::to_string(op.count));
  values.emplace("support", nameOf(op.verdict.support));
  Location location = op.locations.empty() ? Location{} : op.locations.front();
  if (location.module.empty() && !op.modules.empty()) location.module = op.modules.front();
  Finding f = finding(qualifiedName(op), location, std::move(values));
  f.op = op.name;
  return f;
}

Location sourceLocation(const Target& target, const cuda::SourcePos& pos, const std::string& function) {
  Location location;
  location.file = target.path;
  location.line = static_cast<int>(pos.line);
  location.column = static_cast<int>(pos.column);
  location.function = function;
  return location;
}

bool opMatches(const OpUse& op, const std::vector<std::string>& patterns) {
  const std::string full = qualifiedName(op);
  return std::any_of(patterns.begin(), patterns.end(),
                     [&](const std::string& pattern) { return pattern == op.name || pattern == full; });
}

std::string qualifiedName(const OpUse& op) { return op.overload.empty() ? op.name : op.name + "." + op.overload; }

}  // namespace npu_lint
