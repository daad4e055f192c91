// What `npu-lint scan` and `npu-lint merge` share: the report and gate flags, the config file,
// the data files, rendering the outputs and the exit code.
#pragma once
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "cli/input_specs.h"

#include "cli/config.h"
#include "emit/emitters.h"
#include "emit/report_template.h"
#include "opdb/op_db.h"
#include "report/analyse.h"
#include "report/effort.h"
#include "rules/api_map.h"
#include "rules/rule_data.h"

namespace CLI {
class App;
class Option;
}

namespace npu_lint {

struct ScanArgs {
  std::vector<std::string> paths;  // inputs; for merge, the shards' JSON reports
  // Reports and the gate (scan and merge).
  std::string format = "text";
  std::vector<std::string> outputs;  // "PATH" (in --format) or "FORMAT=PATH"
  std::string release;
  std::vector<std::string> chips;  // --chip
  std::vector<std::string> with;   // --with: adapter packages installed
  std::string fix_to = "portable";  // fix --to, scan --fix-to: what the findings' fixes write
  std::string fail_on = "error";
  std::optional<double> min_coverage;
  std::string color = "auto";
  // The text output (docs/getting-started.md, "Terminal output").
  bool show_source = false, no_show_source = false;  // default: on when stdout is a terminal
  bool show_fixes = false, explain = false, statistics = false, quiet = false, verbose = false;
  std::string min_severity = "info";  // findings below it are not reported (the effort still counts them)
  std::vector<std::string> select, ignore;
  std::string baseline, write_baseline;
  std::string config;
  bool no_config = false;
  std::string report_template;  // folder with report.html.mustache, style.css, script.js
  bool partial_ok = false;      // the default now; kept so that old scripts run (turns --strict off)
  bool strict = false;          // partly analysed inputs make the exit code 3
  bool exit_zero = false;       // exit 0 whatever the findings and the inputs not fully analysed
  // Reading inputs (scan only).
  std::vector<std::string> methods;
  InputSpecArgs input_specs;  // --input, --dim, --input-set: the shape analysis's example inputs
  std::vector<std::pair<std::string, InputSpecArgs>> model_inputs;  // config [[model]]: per model path
  bool all_methods = false;  // every entry point is the default now; the flag stays for old scripts
  std::vector<std::string> exclude;
  bool follow_symlinks = false;
  std::vector<std::string> include_dirs;  // -I / --include-dir
  std::vector<std::string> python_extensions;  // --python-ext: more file endings read as Python
  std::string compile_db, changed_since, cache_dir, shard;
  std::optional<std::set<std::string>> only_frontends;  // `env PATH`: project files and Python only
  bool no_cache = false;
  unsigned jobs = 0;
  unsigned file_timeout = 0;  // 0: the frontends' defaults
  size_t max_archive_entries = 0, max_code_bytes = 0, max_graph_nodes = 0;
  std::set<std::string> given;  // long names of the flags given on the command line
};

void addReportOptions(CLI::App& command, ScanArgs& args);
// One value per flag, so that `--select x model.pt` leaves model.pt a path.
CLI::Option* repeatable(CLI::Option* option);
// Call after parsing: records which flags the command line set (they override the config).
void recordGivenFlags(const CLI::App& command, ScanArgs& args);

struct Output {
  const EmitterEntry* emitter;
  std::string path;  // empty: stdout
};

// The data files and settings every run reads, once.
struct RunContext {
  Config config;
  OpDb db;
  RuleSet rules;
  ApiMap api_map;
  EffortData effort;
  AnalysisOptions analysis;  // without its release: each command resolves that once
  std::vector<Output> outputs;
  std::optional<ReportTemplate> report_template;  // loaded when an output is html
  PythonCalls python_calls;
  AnalysisData data() const { return {db, rules, api_map, effort, python_calls}; }
};

// Reads the config file into `args`, loads the data files, checks the outputs.
RunContext prepare(ScanArgs& args);

// Writes every output and the baseline; returns the exit code.
int finish(const Report& report, const ScanArgs& args, const RunContext& run);
// Each cause of inputs not fully analysed, once per run, on stderr.
void printProblemGroups(const Report& report);

}  // namespace npu_lint
