#include "report/summary.h"

#include <algorithm>
#include <cstdio>

#include "core/figures.h"

namespace npu_lint {

const char* const kShapeAnalysisSkipped =
    "shape analysis skipped: no --input given (Cube alignment, dtype sources, compile counts and coverage by compute need "
    "example input shapes)";

bool shapeAnalysisSkipped(const Report& report) {
  return !report.shape_inputs_given && std::any_of(report.targets.begin(), report.targets.end(), [](const Target& t) {
           return hasOpInventory(t.kind) && t.status != Status::kError;
         });
}

std::string computeLine(const ComputeFigures& compute, const std::string& release) {
  char pct[32];
  std::snprintf(pct, sizeof pct, "%.1f%%", compute.nativePct());
  std::string line = std::string(pct) + " of " + formatFlops(compute.flops) + " (input set " + compute.inputs +
                     ") run natively on torch_npu " + release + "; " + formatBytes(compute.bytes) + " moved";
  if (compute.calls_without_formula)
    line += "; " + std::to_string(compute.calls_without_formula) + " of " + std::to_string(compute.calls) +
            " op call(s) have no cost formula and are not counted";
  if (compute.not_evaluated)
    line += "; " + std::to_string(compute.not_evaluated) + " op call(s) not evaluated (see unknown-shape)";
  return line;
}

double coveragePct(size_t native, size_t device) { return device ? 100.0 * native / device : 100.0; }
double OpSummary::coverageDistinct() const { return coveragePct(native_distinct, device_distinct); }
double OpSummary::coverageInstances() const { return coveragePct(native_instances, device_instances); }

void countOp(const OpUse& op, Support support, OpSummary& summary) {
  ++summary.distinct;
  summary.instances += op.count;
  ++summary.distinct_by_support[nameOf(support)];
  summary.instances_by_support[nameOf(support)] += op.count;
  if (op.unknown_to_libtorch) ++summary.unknown_to_libtorch;
  if (support == Support::kCustom) ++summary.custom;
  if (support == Support::kHost) return;
  ++summary.device_distinct;
  summary.device_instances += op.count;
  if (runsNatively(support)) {
    ++summary.native_distinct;
    summary.native_instances += op.count;
  }
}

namespace {
void add(const Target& target, OpSummary& summary) {
  for (const auto& op : target.ops) {
    countOp(op, op.verdict.support, summary);
    if (op.verdict.support == Support::kCustom && !op.verdict.adapter.empty()) ++summary.adapter_not_installed[op.verdict.adapter];
  }
}
}  // namespace

OpSummary summarizeOps(const Target& target) {
  OpSummary summary;
  add(target, summary);
  return summary;
}

OpSummary summarizeOps(const Report& report) {
  OpSummary summary;
  // Coverage is a models' figure: Python ops are judged and reported, not counted here.
  for (const auto& target : report.targets)
    if (hasOpInventory(target.kind)) add(target, summary);
  return summary;
}

bool isPythonSite(const Target& target, const Finding& finding) {
  return target.kind == InputKind::kPythonSource && finding.severity >= Severity::kWarning;
}

FixSummary summarizeFixes(const Report& report) {
  FixSummary s;
  for (const auto& target : report.targets)
    for (const auto& f : target.findings) {
      if (!isPythonSite(target, f)) continue;
      ++s.python_sites;
      if (f.fix.empty()) continue;
      ++(f.fix.applicability == FixApplicability::kSafe ? s.safe : s.unsafe);
    }
  return s;
}

double FixSummary::safePct() const { return coveragePct(safe, python_sites); }

}  // namespace npu_lint
