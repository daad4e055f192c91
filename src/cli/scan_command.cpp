#include "cli/scan_command.h"

#include <unistd.h>

#include <CLI/CLI.hpp>
#include <iostream>
#include <map>

#include "cli/config.h"
#include "core/error.h"
#include "core/exit_codes.h"
#include "core/output.h"
#include "core/parallel.h"
#include "core/paths.h"
#include "core/result_cache.h"
#include "emit/emitters.h"
#include "frontends/changed_files.h"
#include "frontends/report_reader.h"
#include "opdb/op_db.h"
#include "rules/api_map.h"
#include "rules/baseline.h"
#include "rules/registry.h"
#include "scan.h"
#include "scoping/effort.h"

namespace npu_lint {
namespace {

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

std::optional<Severity> severityThreshold(const std::string& name) {
  if (name == "info") return Severity::kInfo;
  if (name == "warning") return Severity::kWarning;
  if (name == "error") return Severity::kError;
  return std::nullopt;  // never
}

// One value per flag, so that `--select x model.pt` leaves model.pt a path.
CLI::Option* repeatable(CLI::Option* option) {
  return option->expected(1)->allow_extra_args(false)->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
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
    if (emitter) {
      outputs.push_back({emitter, value.substr(eq + 1)});
    } else {
      outputs.push_back({main_format, value});
      stdout_taken = true;
    }
    if (outputs.back().path.empty()) throw UserError("-o " + value + ": no file name");
  }
  if (!stdout_taken) outputs.insert(outputs.begin(), {main_format, ""});
  std::vector<std::string> written;
  for (const auto& output : outputs)
    if (!output.path.empty()) written.push_back(output.path);
  if (!args.write_baseline.empty()) written.push_back(args.write_baseline);
  for (const auto& file : written)
    for (const auto& path : args.paths)
      if (normalizedAbsolute(file) == normalizedAbsolute(path))
        throw UserError(file + " names an input: refusing to overwrite it");
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
  for (const auto& entry : config.severity) {
    const std::string& id = entry.first;
    const Config::SeverityOverride& setting = entry.second;
    auto it = std::find_if(rules.rules.begin(), rules.rules.end(), [&](const RuleData& r) { return r.id == id; });
    if (it == rules.rules.end()) throwAt(config.file, setting.line, "[severity]: no rule '" + id + "'");
    it->severity = setting.severity;
    it->severity_override = setting.severity;
  }
}

Shard parseShard(const std::string& text) {
  unsigned index = 0, count = 0;
  char slash = 0, extra = 0;
  if (std::sscanf(text.c_str(), "%u%c%u%c", &index, &slash, &count, &extra) != 3 || slash != '/' || index < 1 ||
      count < 1 || index > count || count > 10000)
    throw UserError("--shard " + text + ": expected K/N with 1 <= K <= N, e.g. --shard 2/4");
  return {index, count};
}

// The data files and settings every run reads, once.
struct RunContext {
  Config config;
  OpDb db;
  RuleSet rules;
  ApiMap api_map;
  EffortData effort;
  ScanOptions options;
};

RunContext prepare(ScanArgs& args) {
  Config config;
  if (!args.no_config) {
    const std::string file = args.config.empty() ? findConfigFile(".") : args.config;
    if (!file.empty()) config = loadConfig(file);
  }
  applyConfig(args, config);
  OpDb db = OpDb::load(dataDir() + "/op_db");
  RuleSet rules = loadCheckedRules(dataDir() + "/rules");
  applySeverityOverrides(rules, config);
  ApiMap api_map = ApiMap::load(dataDir() + "/rules/api_map/cuda_api_map.toml");
  EffortData effort = loadEffortData(dataDir() + "/rules/scoping/effort.toml", rules);
  ScanOptions options;
  options.rules.select = splitCommas(args.select);
  options.rules.ignore = splitCommas(args.ignore);
  validateSelection(rules, options.rules);
  if (!args.release.empty()) options.release = db.releases().resolve(args.release);
  // Refreshing a baseline records every finding, including those the old baseline knew.
  if (!args.baseline.empty() && args.write_baseline.empty()) {
    options.baseline = loadBaseline(args.baseline);
    options.baseline_file = args.baseline;
  }
  return {std::move(config), std::move(db), std::move(rules), std::move(api_map), std::move(effort), std::move(options)};
}

int finish(const Report& report, const ScanArgs& args, const RuleSet& rules, const std::vector<Output>& outputs) {
  for (const auto& target : report.targets)
    for (const auto& problem : target.problems) std::cerr << "npu-lint: " << target.path << ": " << problem << "\n";
  GateOptions gate;
  gate.fail_on = severityThreshold(args.fail_on);
  gate.min_coverage = args.min_coverage;
  EmitContext context{rules, false, 40, gate.fail_on};
  for (const auto& output : outputs) {
    context.color = output.path.empty() && output.emitter->render == renderText &&
                    (args.color == "always" || (args.color == "auto" && isatty(STDOUT_FILENO)));
    const std::string text = output.emitter->render(report, context);
    if (output.path.empty())
      std::cout << text << std::flush;
    else
      writeFileAtomically(output.path, text);
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

}  // namespace

void addReportOptions(CLI::App& command, ScanArgs& args) {
  std::string formats;
  std::vector<std::string> format_names;
  for (const auto& e : registeredEmitters()) {
    formats += std::string(formats.empty() ? "" : ", ") + e.name;
    format_names.push_back(e.name);
  }
  command.add_option("--format", args.format, "Output format: " + formats)->check(CLI::IsMember(format_names));
  repeatable(command.add_option("-o,--output", args.outputs,
                                "Write the --format output to PATH, or FORMAT=PATH for another format (repeatable)"));
  command.add_option("--torch-npu", args.release, "torch_npu release to judge against (default: newest published)");
  command.add_option("--fail-on", args.fail_on, "Lowest finding severity that fails the run (exit 1)")
      ->check(CLI::IsMember({"error", "warning", "info", "never"}));
  command.add_option("--min-coverage", args.min_coverage,
                     "Fail (exit 1) when the models' native coverage of distinct device ops is below PCT")
      ->check(CLI::Range(0.0, 100.0));
  command.add_option("--color", args.color, "Colour the text output")->check(CLI::IsMember({"auto", "always", "never"}));
  repeatable(command.add_option("--select", args.select, "Only these rule ids or categories (comma-separated, repeatable)"));
  repeatable(command.add_option("--ignore", args.ignore, "Skip these rule ids or categories (comma-separated, repeatable)"));
  command.add_option("--baseline", args.baseline, "Report and fail only on findings this baseline file does not hold");
  command.add_option("--write-baseline", args.write_baseline, "Record every current finding in FILE, to use with --baseline");
  auto* config = command.add_option("--config", args.config, "Read this config file instead of the nearest .npu-lint.toml")
                     ->check(CLI::ExistingFile);
  command.add_flag("--no-config", args.no_config, "Ignore .npu-lint.toml")->excludes(config);
}

void addInputOptions(CLI::App& command, ScanArgs& args) {
  auto* method = command.add_option("--method", args.method, "Model method to scan (default: forward)");
  command.add_flag("--all-methods", args.all_methods, "Scan every method of the root module")->excludes(method);
  command.add_option("-p", args.compile_db, "Folder with compile_commands.json: parse sources with the project's flags")
      ->check(CLI::ExistingDirectory);
  command.add_option("-j,--jobs", args.jobs, "Inputs analysed at once (default: the number of cores)")
      ->check(CLI::Range(1u, 1024u));
  repeatable(command.add_option("--exclude", args.exclude, "Skip paths matching this glob, e.g. 'third_party/*' (repeatable)"));
  command.add_option("--changed-since", args.changed_since, "Scan only inputs git says changed since REV");
  auto* cache = command.add_option("--cache-dir", args.cache_dir,
                                   "Reuse unchanged inputs' results from DIR (default: ~/.cache/npu-lint)");
  command.add_flag("--no-cache", args.no_cache, "Analyse every input afresh and store nothing")->excludes(cache);
  command.add_option("--shard", args.shard, "Scan only shard K of N (K/N); combine the JSON reports with `npu-lint merge`");
  command.add_option("--file-timeout", args.file_timeout,
                     "Give up on one input after SECONDS (partial result; default 300 per model, 120 per source)")
      ->check(CLI::Range(1u, 86400u));
  command.add_option("--max-archive-entries", args.max_archive_entries, "Refuse model archives with more entries (default 100000)")
      ->check(CLI::Range(size_t{1}, size_t{100000000}));
  command.add_option("--max-code-bytes", args.max_code_bytes,
                     "Refuse model archives whose code and pickles exceed BYTES uncompressed (default 268435456)")
      ->check(CLI::Range(size_t{1}, size_t{1} << 40));
  command.add_option("--max-graph-nodes", args.max_graph_nodes, "Stop analysing a model graph past N nodes (default 2000000)")
      ->check(CLI::Range(size_t{1}, size_t{1} << 32));
}

void recordGivenFlags(const CLI::App& command, ScanArgs& args) {
  for (const auto* option : command.get_options())
    if (option->count() && !option->get_lnames().empty()) args.given.insert("--" + option->get_lnames().front());
}

int runScanCommand(ScanArgs args) {
  RunContext run = prepare(args);
  const std::vector<Output> outputs = resolveOutputs(args);
  ScanOptions& options = run.options;
  options.paths = args.paths;
  options.exclude = args.exclude;
  if (options.release.empty()) options.release = run.db.releases().default_release;
  options.model.method = args.method;
  options.model.all_methods = args.all_methods;
  if (args.file_timeout) options.model.timeout_seconds = options.sources.file_timeout_seconds = args.file_timeout;
  if (args.max_archive_entries) options.model.zip.max_entries = args.max_archive_entries;
  if (args.max_code_bytes) options.model.zip.max_read_bytes = args.max_code_bytes;
  if (args.max_graph_nodes) options.model.max_graph_nodes = args.max_graph_nodes;
  options.sources.compile_db_dir = args.compile_db;
  options.jobs = args.jobs ? args.jobs : defaultJobs();
  options.show_progress = isatty(STDERR_FILENO);
  if (!args.shard.empty()) options.shard = parseShard(args.shard);
  // NPU_LINT_NO_CACHE=1 turns the default cache off (the test suite sets it); --cache-dir wins.
  const char* no_cache_env = std::getenv("NPU_LINT_NO_CACHE");
  if (!args.cache_dir.empty()) options.cache_dir = args.cache_dir;
  else if (!args.no_cache && !(no_cache_env && std::string(no_cache_env) == "1")) options.cache_dir = defaultCacheDir();
  if (!args.changed_since.empty()) options.only_files = filesChangedSince(args.changed_since);

  const Report report = runScan(options, ScanData{run.db, run.rules, run.api_map, run.effort});
  if (report.targets.empty() && (options.only_files || options.shard.count > 1)) {
    // Nothing to do is success here: no changed file, or more shards than inputs.
    std::cerr << "npu-lint: " << (options.only_files ? "no input changed since " + args.changed_since : "this shard is empty")
              << "\n";
    finish(report, args, run.rules, outputs);
    return kExitClean;
  }
  return finish(report, args, run.rules, outputs);
}

int runMergeCommand(ScanArgs args) {
  RunContext run = prepare(args);
  const std::vector<Output> outputs = resolveOutputs(args);
  std::vector<Target> targets;
  std::map<std::string, std::string> seen;  // target path -> report it came from
  std::string release;
  for (const auto& file : args.paths) {
    ReadReport shard = readJsonReport(file);
    if (!release.empty() && shard.torch_npu_release != release && run.options.release.empty())
      throw UserError(file + ": judged against torch_npu " + shard.torch_npu_release + ", an earlier report against " +
                      release + "; pass --torch-npu to choose one");
    release = shard.torch_npu_release;
    for (auto& target : shard.targets) {
      if (auto [it, inserted] = seen.emplace(target.path, file); !inserted)
        throw UserError(file + ": " + target.path + " is also in " + it->second + " (overlapping shards)");
      targets.push_back(std::move(target));
    }
  }
  if (run.options.release.empty())
    run.options.release = release.empty() ? run.db.releases().default_release : run.db.releases().resolve(release);
  const Report report = analyseTargets(std::move(targets), run.options, ScanData{run.db, run.rules, run.api_map, run.effort});
  return finish(report, args, run.rules, outputs);
}

}  // namespace npu_lint
