// Everything after the frontends: verdicts, rules, fingerprints, baseline, scoping figures, and
// the exit code a finished report gives.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "report/report.h"
#include "report/test_code.h"
#include "rules/run_rules.h"
#include "opdb/python_calls.h"
#include "rules/environment/combination.h"

namespace npu_lint {

class OpDb;
class ApiMap;
struct EffortData;

// The data files an analysis reads, loaded once by the caller.
struct AnalysisData {
  const OpDb& db;
  const RuleSet& rules;
  const ApiMap& api_map;
  const EffortData& effort;
  const PythonCalls& python_calls;
};

struct AnalysisOptions {
  std::string release;  // resolved torch_npu release, e.g. "2.12"
  // The published package ops are judged against (Releases::packageFor): the one asked for, else
  // the newest of `release`; "" for a release with none (op-plugin's series annotations judge).
  std::string package;
  // No release was asked for: verdicts use the release of the torch_npu the project pins, if any.
  bool release_from_project = false;
  // .npu-lint.toml's [environment]: versions that stand instead of what the project's files state.
  EnvironmentStatement environment;
  std::vector<std::string> chips;  // --chip or the config's chips: products Python APIs are judged for
  std::string chips_from;          // "--chip", ".npu-lint.toml:3"; "" when none was chosen
  std::vector<std::string> adapters;  // --with: adapter packages installed, as their import names
  RuleSelection rules;
  FixTarget fix_target = FixTarget::kPortable;  // what the findings' fixes write (fix --to, scan --fix-to)
  std::optional<std::vector<BaselineEntry>> baseline;
  std::string baseline_file;
  bool shape_inputs_given = false;  // --input/--input-set: models get a shape analysis
  TestCodeOptions test_code;
  bool effort_include_tests = false;  // test code's porting work counts in the effort total
  // Only some of the project's files are scanned (--changed-since, --shard): baseline entries
  // of the others are neither matched nor gone.
  bool part_of_project = false;
  // Compiled Python modules in the scanned folders (paths; never opened): imports of them are
  // named as binaries npu-lint could not read.
  std::vector<std::string> binary_modules;
};

// Bytes of a finding's message, op, suggestion, function or fix title; longer ones end "... (N bytes)".
constexpr size_t kMaxFindingText = 1024;

// Targets are ordered by their frontend's place in the registry (models before sources), then
// unreadable inputs, each group by path, so a merged run of shards matches a single run.
Report analyseTargets(std::vector<Target> targets, const AnalysisOptions& options, const AnalysisData& data);

struct GateOptions {
  std::optional<Severity> fail_on;     // empty = never fail on findings
  std::optional<double> min_coverage;  // percent of distinct device ops that run natively
  // A partly analysed input (recovered errors) is a partial-analysis finding, gated like any
  // other; strict: it is exit 3, as an unreadable input always is.
  bool strict = false;
};

// The adapter packages a report's verdicts count as installed ("torchvision_npu").
std::vector<std::string> installedPackages(const Report& report);

// The exit code table in the README.
int exitCodeFor(const Report& report, const GateOptions& gate);

}  // namespace npu_lint
