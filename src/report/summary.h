// Figures derived from a target's ops, shared by every emitter so they never disagree.
#pragma once
#include <map>
#include <string>

#include "report/report.h"

namespace npu_lint {

struct OpSummary {
  size_t instances = 0, distinct = 0;
  size_t unknown_to_libtorch = 0;  // distinct ops the linked LibTorch has no schema for
  size_t custom = 0;               // distinct ops with the `custom` verdict
  // Keyed by the verdict's name, so that every format lists them in the same (alphabetical) order.
  std::map<std::string, size_t> distinct_by_support, instances_by_support;
  // Host ops are excluded from both denominators: they are not device work.
  size_t device_distinct = 0, device_instances = 0;
  size_t native_distinct = 0, native_instances = 0;  // npu + composite + adapter
  // Distinct custom ops an adapter package covers for the release, which the scan does not count
  // as installed (not native), by package.
  std::map<std::string, size_t> adapter_not_installed;
  double coverageDistinct() const;
  double coverageInstances() const;
};

// The Python sites to migrate (findings at warning or above in Python files) and how many of
// them `npu-lint fix` rewrites: with its safe fixes, and more with --unsafe-fixes.
struct FixSummary {
  size_t python_sites = 0, safe = 0, unsafe = 0;
  double safePct() const;
};
FixSummary summarizeFixes(const Report& report);
// Whether a finding counts as a Python site to migrate.
bool isPythonSite(const Target& target, const Finding& finding);

// Coverage by compute, one line: "99.6% of 32.87 GFLOPs (input set 8x3x224x224:float16) run
// natively on torch_npu 2.12; 1.2 GB moved; 3 op call(s) have no cost formula".
std::string computeLine(const ComputeFigures& compute, const std::string& release);
// Said once when a scan has models and no example inputs.
extern const char* const kShapeAnalysisSkipped;
// Whether a report has a model that was analysed without shapes because no inputs were given.
bool shapeAnalysisSkipped(const Report& report);

// Percent of `device` that runs natively; 100 when there is no device work at all.
double coveragePct(size_t native, size_t device);

// Adds one op, judged `support`, to `summary`: the one place host ops leave the denominators.
void countOp(const OpUse& op, Support support, OpSummary& summary);

OpSummary summarizeOps(const Target& target);
OpSummary summarizeOps(const Report& report);  // over all targets, ops counted per target

}  // namespace npu_lint
