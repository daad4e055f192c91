// npu-lint: operator-coverage scanner and migration linter for PyTorch on Ascend NPUs.
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <cstring>
#include <iostream>
#include <set>

#include "cli/config.h"
#include "cli/ops_command.h"
#include "core/error.h"
#include "core/exit_codes.h"
#include "core/output.h"
#include "core/parallel.h"
#include "core/paths.h"
#include "core/result_cache.h"
#include "emit/emitters.h"
#include "emit/rule_docs.h"
#include "frontends/changed_files.h"
#include "opdb/op_db.h"
#include "rules/api_map.h"
#include "rules/baseline.h"
#include "rules/registry.h"
#include "rules/run_rules.h"
#include "scan.h"
#include "scoping/effort.h"

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
  npu-lint csrc/ -o sarif=r.sarif -o html=scoping.html   several reports from one run
  npu-lint csrc/ --write-baseline base.json  record today's findings; later runs with
  npu-lint csrc/ --baseline base.json          --baseline fail only on new ones
  npu-lint csrc/ --changed-since origin/main only files changed on this branch
  npu-lint model.pt --min-coverage 95        fail when native op coverage drops below 95 %

Settings can live in .npu-lint.toml (nearest one up from the working directory); flags win.
Exit codes: 0 clean, 1 findings at or above --fail-on (or coverage below --min-coverage),
2 bad usage or nothing analysable,
3 some input only partly analysed.)";

struct ScanArgs {
  std::vector<std::string> paths;
  std::string format = "text";
  std::vector<std::string> outputs;  // "PATH" (in --format) or "FORMAT=PATH"
  std::string method = "forward";
  bool all_methods = false;
  std::string release;
  std::string fail_on = "error";
  std::optional<double> min_coverage;
  std::string color = "auto";
  std::vector<std::string> select, ignore, exclude;
  std::string compile_db;
  std::string baseline, write_baseline, changed_since;
  std::string config;
  bool no_config = false;
  std::string cache_dir;
  bool no_cache = false;
  unsigned jobs = 0;
  std::set<std::string> given;  // long names of the flags given on the command line
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

struct Output {
  const EmitterEntry* emitter;
  std::string path;  // empty: stdout
};

// -o PATH writes --format to PATH; -o FORMAT=PATH writes FORMAT there. Without a plain -o the
// --format output goes to stdout.
std::vector<Output> resolveOutputs(const ScanArgs& args) {
  std::vector<Output> outputs;
  const EmitterEntry* main_format = findEmitter(args.format);
  bool stdout_taken = false;
  for (const auto& value : args.outputs) {
    const size_t eq = value.find('=');
    const EmitterEntry* emitter = eq == std::string::npos ? nullptr : findEmitter(value.substr(0, eq));
    if (emitter) outputs.push_back({emitter, value.substr(eq + 1)});
    else {
      outputs.push_back({main_format, value});
      stdout_taken = true;
    }
    if (outputs.back().path.empty()) throw UserError("-o " + value + ": no file name");
  }
  if (!stdout_taken) outputs.insert(outputs.begin(), {main_format, ""});
  for (const auto& output : outputs)
    for (const auto& path : args.paths)
      if (!output.path.empty() && normalizedAbsolute(output.path) == normalizedAbsolute(path))
        throw UserError("-o " + output.path + " names an input: refusing to overwrite it");
  return outputs;
}

// Config values fill in what the command line left unset.
void applyConfig(ScanArgs& args, const Config& config) {
  auto unset = [&](const char* flag) { return !args.given.count(flag); };
  if (config.torch_npu && unset("--torch-npu")) args.release = *config.torch_npu;
  if (config.fail_on && unset("--fail-on")) args.fail_on = *config.fail_on;
  if (config.min_coverage && unset("--min-coverage")) args.min_coverage = config.min_coverage;
  if (config.baseline && unset("--baseline")) args.baseline = *config.baseline;
  if (config.select && unset("--select")) args.select = *config.select;
  if (config.ignore && unset("--ignore")) args.ignore = *config.ignore;
  if (config.jobs && unset("--jobs")) args.jobs = *config.jobs;
  args.exclude.insert(args.exclude.begin(), config.exclude.begin(), config.exclude.end());
}

void applySeverityOverrides(RuleSet& rules, const Config& config) {
  for (const auto& [id, override] : config.severity) {
    auto it = std::find_if(rules.rules.begin(), rules.rules.end(), [&](const RuleData& r) { return r.id == id; });
    if (it == rules.rules.end()) throwAt(config.file, override.line, "[severity]: no rule '" + id + "'");
    it->severity = override.severity;
    it->severity_override = override.severity;
  }
}

int runScanCommand(ScanArgs args) {
  Config config;
  if (!args.no_config) {
    const std::string file = args.config.empty() ? findConfigFile(".") : args.config;
    if (!file.empty()) config = loadConfig(file);
  }
  applyConfig(args, config);
  const OpDb db = OpDb::load(dataDir() + "/op_db");
  RuleSet rules = loadCheckedRules();
  applySeverityOverrides(rules, config);
  const std::vector<Output> outputs = resolveOutputs(args);

  ScanOptions options;
  options.paths = args.paths;
  options.exclude = args.exclude;
  options.rules.select = splitCommas(args.select);
  options.rules.ignore = splitCommas(args.ignore);
  validateSelection(rules, options.rules);
  options.release = args.release.empty() ? db.releases().default_release : db.releases().resolve(args.release);
  options.model.method = args.method;
  options.model.all_methods = args.all_methods;
  options.sources.compile_db_dir = args.compile_db;
  options.jobs = args.jobs ? args.jobs : defaultJobs();
  options.show_progress = isatty(STDERR_FILENO);
  // NPU_LINT_NO_CACHE=1 turns the default cache off (the test suite sets it); --cache-dir wins.
  const char* no_cache_env = std::getenv("NPU_LINT_NO_CACHE");
  if (!args.cache_dir.empty()) options.cache_dir = args.cache_dir;
  else if (!args.no_cache && !(no_cache_env && std::string(no_cache_env) == "1")) options.cache_dir = defaultCacheDir();
  if (!args.changed_since.empty()) options.only_files = filesChangedSince(args.changed_since);
  // Refreshing a baseline records every finding, including those the old baseline knew.
  if (!args.baseline.empty() && args.write_baseline.empty()) {
    options.baseline = loadBaseline(args.baseline);
    options.baseline_file = args.baseline;
  }
  for (const auto& path : args.paths)
    if (!args.write_baseline.empty() && normalizedAbsolute(path) == normalizedAbsolute(args.write_baseline))
      throw UserError("--write-baseline " + args.write_baseline + " names an input: refusing to overwrite it");

  const ApiMap api_map = ApiMap::load(dataDir() + "/rules/api_map/cuda_api_map.toml");
  const EffortData effort = loadEffortData(dataDir() + "/rules/scoping/effort.toml", rules);
  const Report report = runScan(options, ScanData{db, rules, api_map, effort});
  for (const auto& target : report.targets)
    for (const auto& problem : target.problems) std::cerr << "npu-lint: " << target.path << ": " << problem << "\n";

  GateOptions gate;
  gate.fail_on = severityThreshold(args.fail_on);
  gate.min_coverage = args.min_coverage;
  EmitContext context{rules, false, 40, std::nullopt};
  context.fail_on = gate.fail_on;
  for (const auto& output : outputs) {
    context.color = output.path.empty() && output.emitter->render == renderText &&
                    (args.color == "always" || (args.color == "auto" && isatty(STDOUT_FILENO)));
    emit(output.emitter->render(report, context), output.path);
  }
  if (options.only_files && report.targets.empty()) {
    std::cerr << "npu-lint: no input changed since " << args.changed_since << "\n";
    return kExitClean;
  }
  if (!args.write_baseline.empty()) {
    writeFileAtomically(args.write_baseline, renderBaseline(report));
    size_t findings = 0;
    for (const auto& target : report.targets) findings += target.findings.size();
    std::cerr << "npu-lint: wrote " << findings << " finding(s) to the baseline " << args.write_baseline << "\n";
    gate.fail_on.reset();
    gate.min_coverage.reset();
  }
  return exitCodeFor(report, gate);
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
  std::string formats;
  for (const auto& e : registeredEmitters()) formats += std::string(formats.empty() ? "" : ", ") + e.name;
  std::vector<std::string> format_names;
  for (const auto& e : registeredEmitters()) format_names.push_back(e.name);
  scan_cmd->add_option("--format", scan.format, "Output format: " + formats)->check(CLI::IsMember(format_names));
  scan_cmd->add_option("-o,--output", scan.outputs,
                       "Write the --format output to PATH, or FORMAT=PATH for another format (repeatable)")
      ->expected(1)->allow_extra_args(false)->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
  auto* method = scan_cmd->add_option("--method", scan.method, "Model method to scan (default: forward)");
  scan_cmd->add_flag("--all-methods", scan.all_methods, "Scan every method of the root module")->excludes(method);
  scan_cmd->add_option("--torch-npu", scan.release, "torch_npu release to judge against (default: newest published)");
  scan_cmd->add_option("--fail-on", scan.fail_on, "Lowest finding severity that fails the run (exit 1)")
      ->check(CLI::IsMember({"error", "warning", "info", "never"}));
  scan_cmd->add_option("--min-coverage", scan.min_coverage,
                       "Fail (exit 1) when the models' native coverage of distinct device ops is below PCT")
      ->check(CLI::Range(0.0, 100.0));
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
  scan_cmd->add_option("--exclude", scan.exclude, "Skip paths matching this glob, e.g. 'third_party/*' (repeatable)")
      ->expected(1)->allow_extra_args(false)->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
  scan_cmd->add_option("--baseline", scan.baseline, "Report and fail only on findings this baseline file does not hold");
  scan_cmd->add_option("--write-baseline", scan.write_baseline, "Record every current finding in FILE, to use with --baseline");
  scan_cmd->add_option("--changed-since", scan.changed_since, "Scan only inputs git says changed since REV");
  auto* config_option = scan_cmd->add_option("--config", scan.config, "Read this config file instead of the nearest .npu-lint.toml")
      ->check(CLI::ExistingFile);
  scan_cmd->add_flag("--no-config", scan.no_config, "Ignore .npu-lint.toml")->excludes(config_option);
  auto* cache_option = scan_cmd->add_option("--cache-dir", scan.cache_dir,
                                            "Reuse unchanged inputs' results from DIR (default: ~/.cache/npu-lint)");
  scan_cmd->add_flag("--no-cache", scan.no_cache, "Analyse every input afresh and store nothing")->excludes(cache_option);
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
  if (*scan_cmd) {
    for (const auto* option : scan_cmd->get_options())
      if (option->count() && !option->get_lnames().empty()) scan.given.insert("--" + option->get_lnames().front());
    return runScanCommand(std::move(scan));
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
