#include "cli/scan_options.h"

#include <unistd.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <iostream>
#include <map>

#include "core/error.h"
#include "core/exit_codes.h"
#include "core/output.h"
#include "core/paths.h"
#include "core/strings.h"
#include "core/version.h"
#include "frontends/changed_files.h"
#include "report/baseline.h"
#include "rules/registry.h"

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

// --fail-on: a severity, or "never" (nullopt).
std::optional<Severity> severityThreshold(const std::string& name) { return parseName<Severity>(name); }


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
  if (config.with && unset("--with")) args.with = *config.with;
  if (config.ignore && unset("--ignore")) args.ignore = *config.ignore;
  if (config.jobs && unset("--jobs")) args.jobs = *config.jobs;
  if (config.partial_ok && unset("--partial-ok")) args.partial_ok = *config.partial_ok;
  if (config.strict && unset("--strict")) args.strict = *config.strict;
  if (config.follow_symlinks && unset("--follow-symlinks")) args.follow_symlinks = *config.follow_symlinks;
  for (const auto& model : config.models) args.model_inputs.emplace_back(model.path, model.inputs);
  args.exclude.insert(args.exclude.begin(), config.exclude.begin(), config.exclude.end());
  args.python_extensions.insert(args.python_extensions.begin(), config.python_extensions.begin(), config.python_extensions.end());
  args.include_dirs.insert(args.include_dirs.begin(), config.include_dirs.begin(), config.include_dirs.end());
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

}  // namespace

CLI::Option* repeatable(CLI::Option* option) {
  return option->expected(1)->allow_extra_args(false)->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
}

RunContext prepare(ScanArgs& args) {
  Config config;
  if (!args.no_config) {
    if (!args.config.empty()) config = loadConfig(args.config, ConfigOrigin::kNamed);
    else if (const std::string found = findConfigFile("."); !found.empty()) config = loadConfig(found, ConfigOrigin::kFound);
  }
  applyConfig(args, config);
  OpDb db = OpDb::load(dataDir() + "/op_db");
  RuleSet rules = loadCheckedRules(dataDir() + "/rules");
  applySeverityOverrides(rules, config);
  ApiMap api_map = ApiMap::load(dataDir() + "/rules/api_map/cuda_api_map.toml");
  EffortData effort = loadEffortData(dataDir() + "/rules/scoping/effort.toml", rules);
  AnalysisOptions analysis;
  analysis.rules.select = splitCommas(args.select);
  analysis.rules.ignore = splitCommas(args.ignore);
  for (const auto& [name, pin] : config.environment) {
    StatedVersion stated{pin.version, parseVersion(pin.version).value_or(Version{}), config.file + ":" + std::to_string(pin.line), config.file,
                         static_cast<unsigned>(pin.line)};
    std::optional<StatedVersion>& slot = name == "torch"       ? analysis.environment.torch
                                         : name == "torch_npu" ? analysis.environment.torch_npu
                                         : name == "cann"      ? analysis.environment.cann
                                                               : analysis.environment.python;
    slot = std::move(stated);
  }
  validateSelection(rules, analysis.rules);
  // Products: --chip, else the config's chips (an unknown one is named with its file and line).
  const bool chips_from_config = !args.given.count("--chip") && config.chips;
  const std::string chips_from = chips_from_config ? config.file + ":" + std::to_string(config.chips_line) : "--chip";
  for (const auto& chip : chips_from_config ? *config.chips : splitCommas(args.chips)) {
    if (!db.pythonApis().knowsChip(chip))
      throw UserError(chips_from + ": chip " + chip + ": not a product torch_npu's API pages name (" + join(db.pythonApis().chips()) + ")");
    if (std::find(analysis.chips.begin(), analysis.chips.end(), chip) == analysis.chips.end()) analysis.chips.push_back(chip);
  }
  if (!analysis.chips.empty()) analysis.chips_from = chips_from;
  if (config.test_globs) analysis.test_code.globs = *config.test_globs;
  if (config.test_severity) analysis.test_code.severity = *config.test_severity;
  analysis.test_code.roots = args.paths;
  analysis.effort_include_tests = config.effort_include_tests.value_or(false);
  // An adapter by its import or its pip name: torchvision_npu, torchvision-npu.
  for (const auto& name : splitCommas(args.with)) {
    const Adapter* match = nullptr;
    std::string known;
    for (const auto& adapter : db.equivalents().adapters()) {
      if (name == adapter.package || name == adapter.pip) match = &adapter;
      known += (known.empty() ? "" : ", ") + adapter.package;
    }
    if (!match) throw UserError("--with " + name + ": not an adapter package npu-lint knows (" + known + ")");
    analysis.adapters.push_back(match->package);
  }
  // Refreshing a baseline records every finding, including those the old baseline knew.
  if (!args.baseline.empty() && args.write_baseline.empty()) {
    analysis.baseline = loadBaseline(args.baseline);
    analysis.baseline_file = args.baseline;
  }
  std::vector<Output> outputs = resolveOutputs(args);
  std::optional<ReportTemplate> report_template;
  if (std::any_of(outputs.begin(), outputs.end(), [](const Output& o) { return o.emitter->render == renderHtml; }))
    report_template = loadReportTemplate(args.report_template.empty() ? defaultReportTemplateDir() : args.report_template);
  return {std::move(config),   std::move(db),       std::move(rules),   std::move(api_map),
          std::move(effort),   std::move(analysis), std::move(outputs), std::move(report_template),
          PythonCalls::loadShipped()};
}

void printProblemGroups(const Report& report) {
  for (const auto& group : report.problem_groups) {
    std::cerr << "npu-lint: " << group.count << " input(s) not fully analysed: " << group.cause << " (e.g. " << join(group.examples)
              << ")";
    if (!group.fix.empty()) std::cerr << "; " << group.fix;
    std::cerr << "\n";
  }
  for (const auto& error : report.internal_errors)
    std::cerr << "npu-lint: internal error in a report-wide step, " << error << ": the report lacks what it adds (please report it)\n";
}

// --min-severity: the report without the findings below it.
Report withoutFindingsBelow(const Report& report, Severity lowest) {
  Report kept = report;
  for (auto& target : kept.targets)
    target.findings.erase(std::remove_if(target.findings.begin(), target.findings.end(),
                                         [&](const Finding& f) { return f.severity < lowest; }),
                          target.findings.end());
  return kept;
}

int finish(const Report& full_report, const ScanArgs& args, const RunContext& run) {
  const Severity lowest = parseName<Severity>(args.min_severity).value_or(Severity::kInfo);
  const std::optional<Report> filtered =
      lowest == Severity::kInfo ? std::nullopt : std::optional<Report>(withoutFindingsBelow(full_report, lowest));
  const Report& report = filtered ? *filtered : full_report;
  printProblemGroups(report);
  GateOptions gate;
  gate.fail_on = severityThreshold(args.fail_on);
  gate.min_coverage = args.min_coverage;
  gate.strict = args.strict && !args.partial_ok;
  EmitContext context{run.rules, false, 40, gate.fail_on, run.report_template ? &*run.report_template : nullptr};
  const bool terminal = isatty(STDOUT_FILENO);
  context.show_source = args.show_source || (terminal && !args.no_show_source);
  context.show_fixes = args.show_fixes;
  context.explain = args.explain;
  context.statistics = args.statistics;
  context.quiet = args.quiet;
  context.verbose = args.verbose;
  for (const auto& output : run.outputs) {
    context.color = output.path.empty() && output.emitter->render == renderText &&
                    (args.color == "always" || (args.color == "auto" && terminal));
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
  const int code = exitCodeFor(report, gate);
  return args.exit_zero && code != kExitUsage ? kExitClean : code;
}

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
  command.add_option("--torch-npu", args.release, "torch_npu release to judge against (default: the release of the torch_npu the project pins, else the newest published)");
  repeatable(command.add_option("--chip", args.chips,
                                "Judge Python APIs for this product (repeatable; also chips in .npu-lint.toml). Default: every product "
                                "the pages name, and an API unsupported on some of them only is reported once for the project"));
  repeatable(command.add_option("--with", args.with,
                                "Count this adapter package as installed: torchvision_npu (repeatable; also found in requirements)"));
  command.add_option("--fail-on", args.fail_on, "Lowest finding severity that fails the run (exit 1)")
      ->check(CLI::IsMember({"error", "warning", "info", "never"}));
  command.add_option("--min-coverage", args.min_coverage,
                     "Fail (exit 1) when the models' native coverage of distinct device ops is below PCT")
      ->check(CLI::Range(0.0, 100.0));
  command.add_option("--color", args.color, "Colour the text output")->check(CLI::IsMember({"auto", "always", "never"}));
  auto* show_source = command.add_flag("--show-source", args.show_source, "Text: show each finding's line with a caret (default on a terminal)");
  command.add_flag("--no-show-source", args.no_show_source, "Text: do not show source lines")->excludes(show_source);
  command.add_flag("--show-fixes", args.show_fixes, "Text: show each automatic fix, and each rule's rewrite example once");
  command.add_flag("--explain", args.explain, "Text: show each finding's evidence (the page and line it comes from)");
  command.add_flag("--statistics", args.statistics, "Text: counts per rule and severity instead of the findings");
  auto* quiet = command.add_flag("-q,--quiet", args.quiet, "Text: the findings only, no header, inventory or summary");
  command.add_flag("-v,--verbose", args.verbose, "Text: every input's inventory, with findings or not")->excludes(quiet);
  command.add_option("--min-severity", args.min_severity, "Report only findings at or above this severity (every output and the gate)")
      ->check(CLI::IsMember({"error", "warning", "info"}));
  repeatable(command.add_option("--select", args.select, "Only these rule ids or categories (comma-separated, repeatable)"));
  repeatable(command.add_option("--ignore", args.ignore, "Skip these rule ids or categories (comma-separated, repeatable)"));
  command.add_option("--baseline", args.baseline, "Report and fail only on findings this baseline file does not hold");
  command.add_option("--write-baseline", args.write_baseline, "Record every current finding in FILE, to use with --baseline");
  auto* config = command.add_option("--config", args.config, "Read this config file instead of the nearest .npu-lint.toml")
                     ->check(CLI::ExistingFile);
  command.add_flag("--no-config", args.no_config, "Ignore .npu-lint.toml")->excludes(config);
  command.add_flag("--strict", args.strict,
                   "Exit 3 when an input was analysed only in part (default: a partial-analysis finding, gated by --fail-on)");
  command.add_flag("--exit-zero", args.exit_zero, "Exit 0 whatever the findings and inputs not fully analysed (2 for bad usage stays)");
  command.add_flag("--partial-ok", args.partial_ok,
                   "Exit 0, not 3, when inputs were analysed only in part (parse errors recovered from); "
                   "unreadable inputs still exit 3");
  command.add_option("--report-template", args.report_template,
                     "Render the html report with this folder's report.html.mustache, style.css and script.js")
      ->check(CLI::ExistingDirectory);
}

void recordGivenFlags(const CLI::App& command, ScanArgs& args) {
  for (const auto* option : command.get_options())
    if (option->count() && !option->get_lnames().empty()) args.given.insert("--" + option->get_lnames().front());
}

}  // namespace npu_lint
