// npu-lint: operator-coverage scanner and migration linter for PyTorch on Ascend NPUs.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <iostream>
#include <set>

#include "cli/commands.h"
#include "core/error.h"
#include "core/exit_codes.h"

namespace npu_lint {
namespace {

const char* const kExamples = R"(
Examples:
  npu-lint model.pt                          scan a TorchScript model (traced or scripted)
  npu-lint model.pt --format json -o r.json  machine-readable report
  npu-lint models/ --torch-npu 2.5           every model below a folder, for torch_npu 2.5
  npu-lint csrc/                             C++/CUDA sources: kernels, launches, CUDA APIs
  npu-lint model.pt csrc/ -p build/          both, sources with the project's compile_commands.json
  npu-lint scan ops/                         a folder named like a subcommand
  npu-lint ops aten::isin                    an op's verdict in every torch_npu release
  npu-lint ops --list --torch-npu 2.5        the whole table for one release
  npu-lint model.pt --select dynamic-shape   only one category (or rule id) of findings
  npu-lint rules                             the rules; `npu-lint rules fallback-op` explains one
  npu-lint env --torch 2.1.0 --torch-npu 2.1.0.post10 --cann 8.0.0   a published combination?
  npu-lint csrc/ -o sarif=r.sarif -o html=scoping.html   several reports from one run
  npu-lint csrc/ --write-baseline base.json  record today's findings; later runs with
  npu-lint csrc/ --baseline base.json          --baseline fail only on new ones
  npu-lint csrc/ --changed-since origin/main only files changed on this branch
  npu-lint model.pt --min-coverage 95        fail when native op coverage drops below 95 %
  npu-lint src/ --shard 2/4 -o json=s2.json  one of four CI jobs; then
  npu-lint merge s1.json s2.json s3.json s4.json -o sarif=all.sarif

Settings can live in .npu-lint.toml (nearest one up from the working directory); flags win.
Exit codes: 0 clean, 1 findings at or above --fail-on (or coverage below --min-coverage),
2 bad usage or nothing analysable, 3 an input unreadable (with --strict: also one only partly
analysed; otherwise that is a partial-analysis finding).)";

int run(int argc, char** argv) {
  CLI::App app{"npu-lint: how ready a PyTorch model is to run on Huawei Ascend NPUs (torch_npu)", "npu-lint"};
  app.set_version_flag("--version,-V", std::string("npu-lint ") + NPU_LINT_VERSION);
  app.require_subcommand(0, 1);

  ScanArgs scan, merge, fix;
  FixArgs fix_args;
  OpsArgs ops;
  RulesArgs rules_args;
  EnvArgs env;
  auto* scan_cmd = addScanCommand(app, scan);
  scan_cmd->footer(kExamples);
  auto* merge_cmd = addMergeCommand(app, merge);
  auto* fix_cmd = addFixCommand(app, fix, fix_args);
  auto* ops_cmd = addOpsCommand(app, ops);
  auto* rules_cmd = addRulesCommand(app, rules_args);
  auto* env_cmd = addEnvCommand(app, env);

  // `npu-lint model.pt` means `npu-lint scan model.pt`: a first word that is not a subcommand
  // or a top-level flag starts a scan.
  std::vector<std::string> words(argv + 1, argv + argc);
  const std::set<std::string> top_level = {"-h", "--help", "--version", "-V"};
  const auto commands = app.get_subcommands([](const CLI::App*) { return true; });
  const bool names_command = !words.empty() && std::any_of(commands.begin(), commands.end(),
                                                           [&](const CLI::App* c) { return c->get_name() == words[0]; });
  if (!words.empty() && !top_level.count(words[0]) && !names_command) words.insert(words.begin(), "scan");

  std::vector<std::string> reversed(words.rbegin(), words.rend());
  try {
    app.parse(reversed);
  } catch (const CLI::CallForHelp& e) {
    // `npu-lint --help` is mostly asked about scanning: the commands, then scan's options and examples.
    if (names_command) return app.exit(e);
    std::cout << app.help() << "\nnpu-lint PATH... means npu-lint scan PATH...; its options:\n\n" << scan_cmd->help();
    return kExitClean;
  } catch (const CLI::ParseError& e) {
    if (e.get_exit_code() == 0) return app.exit(e);
    std::cerr << "npu-lint: error: " << e.what() << "\nRun 'npu-lint --help' for usage.\n";
    return kExitUsage;
  }
  if (*ops_cmd) return runOpsCommand(ops);
  if (*rules_cmd) return runRulesCommand(rules_args);
  if (*env_cmd) return runEnvCommand(env);
  if (*scan_cmd) {
    recordGivenFlags(*scan_cmd, scan);
    return runScanCommand(std::move(scan));
  }
  if (*fix_cmd) {
    recordGivenFlags(*fix_cmd, fix);
    return runFixCommand(std::move(fix), fix_args);
  }
  if (*merge_cmd) {
    recordGivenFlags(*merge_cmd, merge);
    return runMergeCommand(std::move(merge));
  }
  std::cerr << "npu-lint: error: nothing to scan: name a model file or folder\nRun 'npu-lint --help' for usage.\n";
  return kExitUsage;
}

}  // namespace
}  // namespace npu_lint

int main(int argc, char** argv) {
  try {
    return npu_lint::run(argc, argv);
  } catch (const npu_lint::UserError& e) {
    std::cerr << "npu-lint: error: " << e.what() << "\n";
  } catch (const std::exception& e) {
    std::cerr << "npu-lint: internal error: " << e.what() << "\n";
  }
  return npu_lint::kExitUsage;
}
