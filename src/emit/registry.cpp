#include <algorithm>

#include "emit/emitters.h"

namespace npu_lint {

const std::vector<EmitterEntry>& registeredEmitters() {
  // Sorted by name (a unit test checks).
  static const std::vector<EmitterEntry> kEmitters = {
      {"csv", "one row per finding: File,Start Line,End Line,OP,Rule,Category,Severity,Tips", renderCsv},
      {"github", "GitHub Actions workflow-command annotations", renderGithub},
      {"gitlab", "GitLab Code Quality report (JSON)", renderGitlab},
      {"html", "self-contained migration-scoping report", renderHtml},
      {"json", "the full report: ops, verdicts, findings, summaries (the documented contract)", renderJson},
      {"junit", "JUnit XML for CI test-report widgets", renderJunit},
      {"markdown", "compact summary for a merge-request comment", renderMarkdown},
      {"sarif", "SARIF 2.1.0 for code-scanning tools", renderSarif},
      {"text", "for a terminal (the default)", renderText},
  };
  return kEmitters;
}

const EmitterEntry* findEmitter(const std::string& name) {
  const auto& emitters = registeredEmitters();
  const auto it = std::find_if(emitters.begin(), emitters.end(), [&](const EmitterEntry& e) { return name == e.name; });
  return it == emitters.end() ? nullptr : &*it;
}

}  // namespace npu_lint
