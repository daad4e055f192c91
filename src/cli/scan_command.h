// `npu-lint scan` (the default command) and `npu-lint merge`: flags, config file, outputs, gate.
#pragma once
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace CLI {
class App;
}

namespace npu_lint {

struct ScanArgs {
  std::vector<std::string> paths;  // inputs; for merge, the shards' JSON reports
  // Reports and the gate (scan and merge).
  std::string format = "text";
  std::vector<std::string> outputs;  // "PATH" (in --format) or "FORMAT=PATH"
  std::string release;
  std::string fail_on = "error";
  std::optional<double> min_coverage;
  std::string color = "auto";
  std::vector<std::string> select, ignore;
  std::string baseline, write_baseline;
  std::string config;
  bool no_config = false;
  // Reading inputs (scan only).
  std::string method = "forward";
  bool all_methods = false;
  std::vector<std::string> exclude;
  std::string compile_db, changed_since, cache_dir, shard;
  bool no_cache = false;
  unsigned jobs = 0;
  unsigned file_timeout = 0;  // 0: the frontends' defaults
  size_t max_archive_entries = 0, max_code_bytes = 0, max_graph_nodes = 0;
  std::set<std::string> given;  // long names of the flags given on the command line
};

void addReportOptions(CLI::App& command, ScanArgs& args);
void addInputOptions(CLI::App& command, ScanArgs& args);
// Call after parsing: records which flags the command line set (they override the config).
void recordGivenFlags(const CLI::App& command, ScanArgs& args);

int runScanCommand(ScanArgs args);
int runMergeCommand(ScanArgs args);

}  // namespace npu_lint
