// npu-lint: operator-coverage scanner and migration linter for PyTorch on Ascend NPUs.
#include <CLI/CLI.hpp>
#include <iostream>
#include <set>

#include "cli/ops_command.h"
#include "cli/scan_command.h"
#include "core/error.h"
#include "core/exit_codes.h"
#include "core/paths.h"
#include "emit/rule_docs.h"
#include "opdb/op_db.h"
#include "rules/registry.h"

namespace npu_lint {
namespace {

const char* const kSubcommands[] = {"scan", "merge", "ops", "rules"};

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
  npu-lint csrc/ -o sarif=r.sarif -o html=scoping.html   several reports from one run
  npu-lint csrc/ --write-baseline base.json  record today's findings; later runs with
  npu-lint csrc/ --baseline base.json          --baseline fail only on new ones
  npu-lint csrc/ --changed-since origin/main only files changed on this branch
  npu-lint model.pt --min-coverage 95        fail when native op coverage drops below 95 %
  npu-lint src/ --shard 2/4 -o json=s2.json  one of four CI jobs; then
  npu-lint merge s1.json s2.json s3.json s4.json -o sarif=all.sarif

Settings can live in .npu-lint.toml (nearest one up from the working directory); flags win.
Exit codes: 0 clean, 1 findings at or above --fail-on (or coverage below --min-coverage),
2 bad usage or nothing analysable,
3 some input only partly analysed.)";

struct RulesArgs {
  std::string id;
  std::string write_docs;
};

struct OpsArgs {
  std::string query;
  bool list = false;
  std::string release;
};

int runOpsCommand(const OpsArgs& args) {
  const OpDb db = OpDb::load(dataDir() + "/op_db");
  const std::string release = args.release.empty() ? db.releases().default_release : db.releases().resolve(args.release);
  if (args.list) {
    std::cout << renderOpList(db, release);
    return kExitClean;
  }
  if (args.query.empty()) throw UserError("ops: name an op (e.g. 'npu-lint ops aten::isin') or pass --list");
  std::cout << renderOpQuery(db, args.query);
  return kExitClean;
}

int runRulesCommand(const RulesArgs& args) {
  const RuleSet rules = loadCheckedRules(dataDir() + "/rules");
  if (!args.write_docs.empty()) {
    const size_t files = writeRuleDocs(rules, args.write_docs);
    std::cout << "wrote " << files << " files to " << args.write_docs << "\n";
    return kExitClean;
  }
  if (!args.id.empty()) {
    const RuleData* rule = rules.find(args.id);
    if (!rule) throw UserError("no rule '" + args.id + "' (see 'npu-lint rules')");
    std::cout << renderRuleDoc(*rule);
    return kExitClean;
  }
  for (const auto& rule : rules.rules)
    std::cout << rule.id << std::string(rule.id.size() < 30 ? 30 - rule.id.size() : 1, ' ') << rule.category
              << std::string(rule.category.size() < 18 ? 18 - rule.category.size() : 1, ' ') << severityName(rule.severity)
              << "\t" << rule.title << "\n";
  return kExitClean;
}

int run(int argc, char** argv) {
  // `npu-lint model.pt` means `npu-lint scan model.pt`: a first word that is not a subcommand
  // or a top-level flag starts a scan.
  std::vector<std::string> words(argv + 1, argv + argc);
  const std::set<std::string> top_level = {"-h", "--help", "--version", "-V"};
  if (!words.empty() && !top_level.count(words[0]) &&
      std::none_of(std::begin(kSubcommands), std::end(kSubcommands), [&](const char* s) { return words[0] == s; }))
    words.insert(words.begin(), "scan");

  CLI::App app{"npu-lint: how ready a PyTorch model is to run on Huawei Ascend NPUs (torch_npu)", "npu-lint"};
  app.set_version_flag("--version,-V", std::string("npu-lint ") + NPU_LINT_VERSION);
  app.footer(kExamples);
  app.require_subcommand(0, 1);

  ScanArgs scan;
  auto* scan_cmd = app.add_subcommand("scan", "Scan TorchScript models (the default command)");
  scan_cmd->add_option("paths", scan.paths,
                       "Model files (.pt, .pth, .ts, any TorchScript zip), C++/CUDA sources, or folders")->required();
  addReportOptions(*scan_cmd, scan);
  addInputOptions(*scan_cmd, scan);
  scan_cmd->footer(kExamples);

  ScanArgs merge;
  auto* merge_cmd = app.add_subcommand("merge", "Combine the JSON reports of sharded scans (--shard K/N) into one");
  merge_cmd->add_option("reports", merge.paths, "JSON reports written with --format json")->required();
  addReportOptions(*merge_cmd, merge);

  OpsArgs ops;
  auto* ops_cmd = app.add_subcommand("ops", "Show the NPU support verdict of ops, with provenance");
  ops_cmd->add_option("query", ops.query, "An op: aten::isin, isin, isin.Tensor_Tensor, npu::npu_rms_norm");
  auto* list = ops_cmd->add_flag("--list", ops.list, "List every op overload's verdict for one release");
  ops_cmd->add_option("--torch-npu", ops.release, "torch_npu release (default: newest published)");
  list->excludes(ops_cmd->get_option("query"));

  RulesArgs rules_args;
  auto* rules_cmd = app.add_subcommand("rules", "List the rules, or explain one");
  rules_cmd->add_option("id", rules_args.id, "A rule id: print its documentation");
  rules_cmd->add_option("--write-docs", rules_args.write_docs, "Write every rule's Markdown page and an index into DIR");

  std::vector<std::string> reversed(words.rbegin(), words.rend());
  try {
    app.parse(reversed);
  } catch (const CLI::ParseError& e) {
    if (e.get_exit_code() == 0) return app.exit(e);
    std::cerr << "npu-lint: error: " << e.what() << "\nRun 'npu-lint --help' for usage.\n";
    return kExitUsage;
  }
  if (*ops_cmd) return runOpsCommand(ops);
  if (*rules_cmd) return runRulesCommand(rules_args);
  if (*scan_cmd) {
    recordGivenFlags(*scan_cmd, scan);
    return runScanCommand(std::move(scan));
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
