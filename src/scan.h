// One scan: inputs -> frontends (facts) -> verdicts and rules (findings) -> a Report.
#pragma once
#include <string>
#include <vector>

#include "core/report.h"
#include "frontends/model_scanner.h"
#include "frontends/source_scanner.h"
#include "rules/run_rules.h"

namespace npu_lint {

class OpDb;
class ApiMap;

struct ScanOptions {
  std::vector<std::string> paths;
  ModelScanOptions model;
  SourceScanOptions sources;
  std::string release;  // resolved torch_npu release, e.g. "2.12"
  RuleSelection rules;
  unsigned jobs = 1;
};

Report runScan(const ScanOptions& options, const OpDb& db, const RuleSet& rules, const ApiMap& api_map);

// The exit code table in the README; `fail_on` empty = never fail on findings.
int exitCodeFor(const Report& report, const std::optional<Severity>& fail_on);

}  // namespace npu_lint
