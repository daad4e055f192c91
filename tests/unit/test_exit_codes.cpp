#include <catch2/catch.hpp>

#include "core/exit_codes.h"
#include "core/error.h"
#include "report/analyse.h"
#include "report/guarded_steps.h"

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

GateOptions failOn(std::optional<Severity> severity) {
  GateOptions gate;
  gate.fail_on = severity;
  return gate;
}

Target model(const std::vector<std::pair<const char*, size_t>>& supports) {
  Target t = target(Status::kOk);
  t.kind = InputKind::kTorchScript;
  for (const auto& [support, count] : supports) {
    OpUse op;
    op.name = "aten::op" + std::to_string(t.ops.size());
    op.count = count;
    op.verdict.support = *parseName<Support>(support);
    t.ops.push_back(op);
  }
  return t;
}
}  // namespace

TEST_CASE("exit codes follow the README's table") {
  const GateOptions error = failOn(Severity::kError);
  CHECK(exitCodeFor(report({target(Status::kOk)}), error) == kExitClean);
  CHECK(exitCodeFor(report({target(Status::kOk, {Severity::kWarning})}), error) == kExitClean);
  CHECK(exitCodeFor(report({target(Status::kOk, {Severity::kWarning})}), failOn(Severity::kWarning)) == kExitFindings);
  CHECK(exitCodeFor(report({target(Status::kOk, {Severity::kError})}), failOn(std::nullopt)) == kExitClean);
  CHECK(exitCodeFor(report({target(Status::kPartial)}), error) == kExitClean);  // its partial-analysis finding decides
  CHECK(exitCodeFor(report({target(Status::kOk), target(Status::kError)}), error) == kExitIncomplete);
  CHECK(exitCodeFor(report({target(Status::kPartial, {Severity::kError})}), error) == kExitFindings);
  CHECK(exitCodeFor(report({target(Status::kError), target(Status::kError)}), error) == kExitUsage);
  CHECK(exitCodeFor(report({}), error) == kExitUsage);
}

TEST_CASE("exit codes: --min-coverage fails a run whose distinct-op native coverage is below it") {
  // 2 of 4 device ops run natively (50 %); host ops are not device work.
  const Report r = report({model({{"npu", 5}, {"composite", 1}, {"fallback", 9}, {"custom", 1}, {"host", 3}})});
  GateOptions gate = failOn(std::nullopt);
  gate.min_coverage = 50.0;
  CHECK(exitCodeFor(r, gate) == kExitClean);
  gate.min_coverage = 50.1;
  CHECK(exitCodeFor(r, gate) == kExitFindings);
  // Without models there is nothing to cover.
  CHECK(exitCodeFor(report({target(Status::kOk)}), gate) == kExitClean);
}

TEST_CASE("exit codes: a partly analysed input is gated like its findings, --strict makes it exit 3, unreadable ones always are") {
  // Partial inputs carry a partial-analysis finding (a warning) after the rules ran; here the
  // targets are hand-built, so only the status counts.
  GateOptions gate = failOn(Severity::kError);
  CHECK(exitCodeFor(report({target(Status::kOk), target(Status::kPartial)}), gate) == kExitClean);
  CHECK(exitCodeFor(report({target(Status::kPartial), target(Status::kError)}), gate) == kExitIncomplete);
  CHECK(exitCodeFor(report({target(Status::kPartial, {Severity::kError})}), gate) == kExitFindings);
  gate.strict = true;
  CHECK(exitCodeFor(report({target(Status::kPartial)}), gate) == kExitIncomplete);
  CHECK(exitCodeFor(report({target(Status::kOk)}), gate) == kExitClean);
}

TEST_CASE("exit codes: an internal error in one input's step is that input's error, in a report-wide step the report's, exit 3") {
  Report r = report({target(Status::kOk, {Severity::kWarning}), target(Status::kOk)});
  perInput(r.targets[0], "running the rules", [] { throw std::bad_alloc(); });
  CHECK(r.targets[0].status == Status::kError);
  CHECK(r.targets[0].findings.empty());  // a step stopped midway may have left them wrong
  CHECK(r.targets[0].problems == std::vector<std::string>{"internal error while running the rules: std::bad_alloc (please report it)"});
  perInput(r.targets[1], "running the rules", [] {});
  CHECK(r.targets[1].status == Status::kOk);
  CHECK(exitCodeFor(r, failOn(Severity::kError)) == kExitIncomplete);

  Report wide = report({target(Status::kOk)});
  reportWide(wide, "fingerprints", [] { throw std::runtime_error("boom"); });
  reportWide(wide, "effort", [] {});
  CHECK(wide.internal_errors == std::vector<std::string>{"fingerprints: boom"});
  CHECK(exitCodeFor(wide, failOn(Severity::kError)) == kExitIncomplete);
  // Bad data or usage is the run's error, said once by main: never turned into an input's problem.
  CHECK_THROWS_AS(reportWide(wide, "baseline", [] { throw UserError("bad baseline"); }), UserError);
  CHECK_THROWS_AS(perInput(r.targets[1], "judging its ops", [] { throw UserError("bad data"); }), UserError);
  CHECK(r.targets[1].status == Status::kOk);
}
