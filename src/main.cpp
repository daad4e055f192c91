// npu-lint: operator-coverage scanner and migration linter for PyTorch on Ascend NPUs.
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <cstring>
#include <iostream>
#include <set>

#include "cli/ops_command.h"
#include "core/error.h"
#include "core/exit_codes.h"
#include "core/output.h"
#include "core/parallel.h"
#include "core/paths.h"
#include "emit/rule_docs.h"
#include "emit/emitters.h"
#include "opdb/op_db.h"
#include "rules/api_map.h"
#include "rules/registry.h"
#include "rules/run_rules.h"
#include "scan.h"

namespace npu_lint {
namespace {

const char* const kSubcommands[] = {"scan", "ops", "rules"};

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

Exit codes: 0 clean, 1 findings at or above --fail-on, 2 bad usage or nothing analysable,
3 some input only partly analysed.)";

struct ScanArgs {
  std::vector<std::string> paths;
  std::string format = "text";
  std::string output;
  std::string method = "forward";
  bool all_methods = false;
  std::string release;
  std::string fail_on = "error";
  std::string color = "auto";
  std::vector<std::string> select, ignore;
  std::string compile_db;
  unsigned jobs = 0;
};

struct RulesArgs {
  std::string id;
  std::string write_docs;
};

// Rule data for every registered check, or a UserError naming what is missing.
RuleSet loadCheckedRules() {
  RuleSet rules = loadRules(dataDir() + "/rules");
  for (const auto& entry : registeredChecks())
    if (!rules.find(entry.id)) throw UserError(dataDir() + "/rules/" + entry.id + ".toml: missing rule data");
  return rules;
}

// "--select a,b --select c" -> {a, b, c}
std::vector<std::string> splitCommas(const std::vector<std::string>& values) {
  std::vector<std::string> out;
  for (const auto& value : values) {
    size_t start = 0;
    for (size_t comma; (comma = value.find(',', start)) != std::string::npos; start = comma + 1)
      if (comma > start) out.push_back(value.substr(start, comma - start));
    if (start < value.size()) out.push_back(value.substr(start));
  }
  return out;
}

struct OpsArgs {
  std::string query;
  bool list = false;
  std::string release;
};

std::optional<Severity> severityThreshold(const std::string& name) {
  if (name == "info") return Severity::kInfo;
  if (name == "warning") return Severity::kWarning;
  if (name == "error") return Severity::kError;
  return std::nullopt;  // never
}

void emit(const std::string& text, const std::string& output) {
  if (output.empty())
    std::cout << text << std::flush;
  else
    writeFileAtomically(output, text);
}

int runScanCommand(const ScanArgs& args) {
  const OpDb db = OpDb::load(dataDir() + "/op_db");
  const RuleSet rules = loadCheckedRules();
  ScanOptions options;
  options.paths = args.paths;
  options.rules.select = splitCommas(args.select);
  options.rules.ignore = splitCommas(args.ignore);
  validateSelection(rules, options.rules);
  options.release = args.release.empty() ? db.releases().default_release : db.releases().resolve(args.release);
  options.model.method = args.method;
  options.model.all_methods = args.all_methods;
  for (const auto& path : args.paths)
    if (!args.output.empty() && path == args.output)
      throw UserError("-o " + args.output + " names an input: refusing to overwrite it");
  options.sources.compile_db_dir = args.compile_db;
  options.jobs = args.jobs ? args.jobs : defaultJobs();
  const ApiMap api_map = ApiMap::load(dataDir() + "/rules/api_map/cuda_api_map.toml");
  const Report report = runScan(options, db, rules, api_map);
  for (const auto& target : report.targets)
    for (const auto& problem : target.problems) std::cerr << "npu-lint: " << target.path << ": " << problem << "\n";
  if (args.format == "json") {
    emit(renderJson(report), args.output);
  } else {
    TextStyle style;
    style.color = args.color == "always" || (args.color == "auto" && args.output.empty() && isatty(STDOUT_FILENO));
    emit(renderText(report, style), args.output);
  }
  return exitCodeFor(report, severityThreshold(args.fail_on));
}

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
  const RuleSet rules = loadCheckedRules();
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
  scan_cmd->add_option("--format", scan.format, "Output format")->check(CLI::IsMember({"text", "json"}));
  scan_cmd->add_option("-o,--output", scan.output, "Write the --format output to PATH instead of stdout");
  auto* method = scan_cmd->add_option("--method", scan.method, "Model method to scan (default: forward)");
  scan_cmd->add_flag("--all-methods", scan.all_methods, "Scan every method of the root module")->excludes(method);
  scan_cmd->add_option("--torch-npu", scan.release, "torch_npu release to judge against (default: newest published)");
  scan_cmd->add_option("--fail-on", scan.fail_on, "Lowest finding severity that fails the run (exit 1)")
      ->check(CLI::IsMember({"error", "warning", "info", "never"}));
  scan_cmd->add_option("--color", scan.color, "Colour the text output")->check(CLI::IsMember({"auto", "always", "never"}));
  scan_cmd->add_option("-p", scan.compile_db, "Folder with compile_commands.json: parse sources with the project's flags")
      ->check(CLI::ExistingDirectory);
  scan_cmd->add_option("-j,--jobs", scan.jobs, "Inputs analysed at once (default: the number of cores)")
      ->check(CLI::Range(1u, 1024u));
  // One value per flag, so that `--select x model.pt` leaves model.pt a path.
  scan_cmd->add_option("--select", scan.select, "Only these rule ids or categories (comma-separated, repeatable)")
      ->expected(1)->allow_extra_args(false)->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
  scan_cmd->add_option("--ignore", scan.ignore, "Skip these rule ids or categories (comma-separated, repeatable)")
      ->expected(1)->allow_extra_args(false)->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
  scan_cmd->footer(kExamples);

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
  if (*scan_cmd) return runScanCommand(scan);
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
