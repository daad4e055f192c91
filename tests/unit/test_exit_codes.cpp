#include <catch2/catch.hpp>

#include "core/exit_codes.h"
#include "scan.h"

using namespace npu_lint;

namespace {
Target target(Status status, std::vector<Severity> findings = {}) {
  Target t;
  t.status = status;
  for (auto severity : findings) {
    Finding f;
    f.severity = severity;
    t.findings.push_back(f);
  }
  return t;
}
Report report(std::vector<Target> targets) {
  Report r;
  r.targets = std::move(targets);
  return r;
}
}  // namespace

TEST_CASE("exit codes follow the README's table") {
  const auto error = std::optional<Severity>(Severity::kError);
  CHECK(exitCodeFor(report({target(Status::kOk)}), error) == kExitClean);
  CHECK(exitCodeFor(report({target(Status::kOk, {Severity::kWarning})}), error) == kExitClean);
  CHECK(exitCodeFor(report({target(Status::kOk, {Severity::kWarning})}), Severity::kWarning) == kExitFindings);
  CHECK(exitCodeFor(report({target(Status::kOk, {Severity::kError})}), std::nullopt) == kExitClean);
  CHECK(exitCodeFor(report({target(Status::kPartial)}), error) == kExitIncomplete);
  CHECK(exitCodeFor(report({target(Status::kOk), target(Status::kError)}), error) == kExitIncomplete);
  CHECK(exitCodeFor(report({target(Status::kPartial, {Severity::kError})}), error) == kExitFindings);
  CHECK(exitCodeFor(report({target(Status::kError), target(Status::kError)}), error) == kExitUsage);
  CHECK(exitCodeFor(report({}), error) == kExitUsage);
}
