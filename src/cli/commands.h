// npu-lint's subcommands. Each lives in one file, cli/<name>_command.cpp, which declares its
// flags (add...Command) and runs it (run...Command); main.cpp only parses and dispatches.
#pragma once
#include <string>
#include <vector>

#include "cli/scan_options.h"

namespace CLI {
class App;
}

namespace npu_lint {

CLI::App* addScanCommand(CLI::App& app, ScanArgs& args);
int runScanCommand(ScanArgs args);
// What scan and fix share: the flags that say which inputs to read and how, and the scan they set up.
void addInputOptions(CLI::App& command, ScanArgs& args);
struct ScanOptions;
ScanOptions scanOptionsFor(const ScanArgs& args, const RunContext& run);

struct FixArgs {
  bool diff = false, write = false, unsafe_fixes = false;
};
CLI::App* addFixCommand(CLI::App& app, ScanArgs& args, FixArgs& fix);
int runFixCommand(ScanArgs args, const FixArgs& fix);

CLI::App* addMergeCommand(CLI::App& app, ScanArgs& args);
int runMergeCommand(ScanArgs args);

struct OpsArgs {
  std::string query;
  bool list = false;
  std::string release;
};
CLI::App* addOpsCommand(CLI::App& app, OpsArgs& args);
int runOpsCommand(const OpsArgs& args);

struct RulesArgs {
  std::string id;
  std::string write_docs;
};
CLI::App* addRulesCommand(CLI::App& app, RulesArgs& args);
int runRulesCommand(const RulesArgs& args);

struct EnvArgs {
  std::vector<std::string> paths;  // a project to read the versions from, instead of the flags
  std::string torch, torch_npu, cann, python;
  std::string format = "text";
};
CLI::App* addEnvCommand(CLI::App& app, EnvArgs& args);
int runEnvCommand(const EnvArgs& args);

}  // namespace npu_lint
