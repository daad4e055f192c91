#include <nlohmann/json.hpp>

#include "emit/emit_util.h"
#include "emit/emitters.h"

namespace npu_lint {
namespace {

const char* codeQualitySeverity(Severity severity) {
  switch (severity) {
    case Severity::kError: return "critical";
    case Severity::kWarning: return "major";
    case Severity::kInfo: return "info";
  }
  return "critical";
}

}  // namespace

// GitLab Code Quality: an array of issues, each with a fingerprint GitLab diffs between branches.
std::string renderGitlab(const Report& report, const EmitContext&) {
  using nlohmann::ordered_json;
  ordered_json issues = ordered_json::array();
  for (const auto& target : report.targets)
    for (const auto& f : target.findings) {
      std::string description = messageWithEvidence(f);
      description += annotationContext(target, f.location);
      issues.push_back({{"type", "issue"},
                        {"description", description},
                        {"check_name", f.rule},
                        {"categories", ordered_json::array({"Compatibility"})},
                        {"fingerprint", f.fingerprint},
                        {"severity", codeQualitySeverity(f.severity)},
                        {"location", {{"path", annotationFile(target, f)}, {"lines", {{"begin", annotationLine(target, f)}}}}}});
    }
  return issues.dump(2, ' ', false, ordered_json::error_handler_t::replace) + "\n";
}

}  // namespace npu_lint
