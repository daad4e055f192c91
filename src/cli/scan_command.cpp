// `npu-lint scan` (the default command): the registered frontends over files and folders.
#include <unistd.h>

#include <algorithm>
#include <CLI/CLI.hpp>
#include <cstdio>
#include <filesystem>
#include <iostream>

#include "cli/commands.h"
#include "cli/rule_params.h"
#include "cli/scan.h"
#include "core/error.h"
#include "core/exit_codes.h"
#include "core/parallel.h"
#include "core/json_file.h"
#include "core/result_cache.h"
#include "frontends/changed_files.h"
#include "frontends/registry.h"

namespace npu_lint {
namespace {

Shard parseShard(const std::string& text) {
  unsigned index = 0, count = 0;
  char slash = 0, extra = 0;
  if (std::sscanf(text.c_str(), "%u%c%u%c", &index, &slash, &count, &extra) != 3 || slash != '/' || index < 1 ||
      count < 1 || index > count || count > 10000)
    throw UserError("--shard " + text + ": expected K/N with 1 <= K <= N, e.g. --shard 2/4");
  return {index, count};
}

}  // namespace

void addInputOptions(CLI::App& command, ScanArgs& args) {
  auto* method = repeatable(command.add_option(
      "--method", args.methods,
      "Scan only this model method (repeatable; __setstate__ for load-time code). Default: every entry point"));
  command.add_flag("--all-methods", args.all_methods, "Scan every entry point (the default)")->excludes(method);
  repeatable(command.add_option("--input", args.input_specs.inputs,
                                "Example model input SHAPE[:DTYPE] for the shape analysis, e.g. 8x3x224x224:float16 "
                                "(repeatable: one per input, in order; a name such as B is a --dim)"));
  repeatable(command.add_option("--dim", args.input_specs.dims,
                                "Values of a symbolic dim of --input shapes, NAME=V1,V2 (one input set per value)"));
  command.add_option("--input-set", args.input_specs.input_set_file,
                     "JSON file: a list of input sets for the shape analysis (docs/models.md, \"Shape analysis\")")
      ->check(CLI::ExistingFile);
  command.add_option("-p", args.compile_db, "Folder with compile_commands.json: parse sources with the project's flags")
      ->check(CLI::ExistingDirectory);
  repeatable(command.add_option("-I,--include-dir", args.include_dirs,
                                "Search this folder for the sources' includes, as the compiler's -I (repeatable)"))
      ->check(CLI::ExistingDirectory);
  command.add_option("-j,--jobs", args.jobs, "Inputs analysed at once (default: the number of cores)")
      ->check(CLI::Range(1u, 1024u));
  repeatable(command.add_option("--python-ext", args.python_extensions,
                                "Also read files ending in EXT as Python, e.g. .pyw (repeatable; .py always)"));
  repeatable(command.add_option("--exclude", args.exclude, "Skip paths matching this glob, e.g. 'third_party/*' (repeatable)"));
  command.add_flag("--follow-symlinks", args.follow_symlinks,
                   "Read links found in folders wherever they point (default: links leaving the given paths are skipped)");
  command.add_option("--changed-since", args.changed_since, "Scan only inputs git says changed since REV");
  auto* cache = command.add_option("--cache-dir", args.cache_dir,
                                   "Reuse unchanged inputs' results from DIR (default: ~/.cache/npu-lint)");
  command.add_flag("--no-cache", args.no_cache, "Analyse every input afresh and store nothing")->excludes(cache);
  command.add_option("--shard", args.shard, "Scan only shard K of N (K/N); combine the JSON reports with `npu-lint merge`");
  command.add_option("--file-timeout", args.file_timeout,
                     "Give up on one input after SECONDS (partial result; default 300 per model, 120 per C++/CUDA source, 10 per Python file)")
      ->check(CLI::Range(1u, 86400u));
  command.add_option("--max-archive-entries", args.max_archive_entries, "Refuse model archives with more entries (default 100000)")
      ->check(CLI::Range(size_t{1}, size_t{100000000}));
  command.add_option("--max-code-bytes", args.max_code_bytes,
                     "Refuse model archives whose code and pickles exceed BYTES uncompressed (default 268435456)")
      ->check(CLI::Range(size_t{1}, size_t{1} << 40));
  command.add_option("--max-graph-nodes", args.max_graph_nodes, "Stop analysing a model graph past N nodes (default 2000000)")
      ->check(CLI::Range(size_t{1}, size_t{1} << 32));
}

CLI::App* addScanCommand(CLI::App& app, ScanArgs& args) {
  auto* command = app.add_subcommand("scan", "Scan TorchScript models, C++/CUDA sources and Python code (the default command)");
  command->add_option("paths", args.paths,
                      "Model files (.pt, .pth, .ts, any TorchScript zip), C++/CUDA sources, Python files, or folders")
      ->required();
  addReportOptions(*command, args);
  addInputOptions(*command, args);
  command->add_option("--fix-to", args.fix_to, "What the reported fixes write: portable (default: runs on CUDA and on the NPU) or npu (NPU only)")
      ->check(CLI::IsMember({"portable", "npu"}));
  return command;
}

ScanOptions scanOptionsFor(const ScanArgs& args, const RunContext& run) {
  ScanOptions options;
  options.analysis = run.analysis;
  options.analysis.release = run.db.releases().resolve(args.release);
  options.analysis.package = run.db.releases().packageFor(args.release);
  // A shard, or a scan of changed files, sees only some of the project's files: such runs judge
  // against the given (or newest) release alike, and verdict-release says where a pin differs.
  options.analysis.release_from_project = args.release.empty() && args.shard.empty() && args.changed_since.empty();
  options.paths = args.paths;
  options.exclude = args.exclude;
  options.follow_symlinks = args.follow_symlinks;
  options.frontends.source.follow_symlinks = args.follow_symlinks;
  ModelOptions& model = options.frontends.model;
  model.methods = args.methods;
  model.input_sets = inputSetsJson(args.input_specs);
  for (const auto& [path, inputs] : args.model_inputs)
    model.input_sets_by_path[normalizedAbsolute(path)] = inputSetsJson(inputs);
  options.analysis.shape_inputs_given = !model.input_sets.empty() || !model.input_sets_by_path.empty();
  options.analysis.fix_target = *parseName<FixTarget>(args.fix_to);  // the option's check admits only its names
  SourceOptions& source = options.frontends.source;
  if (args.file_timeout)
    model.timeout_seconds = source.file_timeout_seconds = options.frontends.python.timeout_seconds = args.file_timeout;
  if (args.max_archive_entries) model.zip.max_entries = args.max_archive_entries;
  if (args.max_code_bytes) model.zip.max_read_bytes = args.max_code_bytes;
  if (args.max_graph_nodes) model.max_graph_nodes = args.max_graph_nodes;
  source.compile_db_dir = args.compile_db;
  applyRuleParams(run.rules, options.frontends);
  // More endings read as Python; one another frontend reads (.cu, .pt) would take its files away.
  for (std::string ending : args.python_extensions) {
    if (!ending.empty() && ending[0] != '.') ending = "." + ending;
    if (ending.size() < 2 || ending.find('/') != std::string::npos)
      throw UserError("--python-ext " + ending + ": give a file name ending such as .pyw");
    for (const Frontend* frontend : registeredFrontends())
      if (frontend->name() != "python" && frontend->claimsByName("file" + ending, options.frontends))
        throw UserError("--python-ext " + ending + ": those files are " + std::string(frontend->inputDescription()));
    options.frontends.python.extensions.push_back(ending);
  }
  // Checked here, once, so that a broken database is one error naming its line; Clang's own
  // reader says neither where nor (it prints the line) without quoting it.
  if (!args.compile_db.empty()) {
    const std::string database = args.compile_db + "/compile_commands.json";
    if (std::error_code ec; !std::filesystem::is_regular_file(database, ec))
      throw UserError("-p " + args.compile_db + ": no compile_commands.json in that folder");
    const nlohmann::json commands = readJsonFile(database, "a compile database");
    if (!commands.is_array() || !std::all_of(commands.begin(), commands.end(), [](const auto& c) { return c.is_object(); }))
      throw UserError(database + ": not a compile database (expected a JSON array of command objects)");
  }
  for (const auto& dir : args.include_dirs) source.include_dirs.push_back(std::filesystem::absolute(dir).lexically_normal().string());
  // The lexical pass records the identifiers the CUDA API map names (calls, and the types and
  // macros it marks as matching any use).
  const ApiMap& api_map = run.api_map;
  source.is_api = [&api_map](std::string_view name, bool is_call) {
    const ApiMapping* m = api_map.find(std::string(name));
    return m && (is_call || m->match_any_use);
  };
  options.frontends.jobs = args.jobs ? args.jobs : defaultJobs();
  options.show_progress = isatty(STDERR_FILENO);
  if (!args.shard.empty()) options.shard = parseShard(args.shard);
  // NPU_LINT_NO_CACHE=1 turns the default cache off (the test suite sets it); --cache-dir wins.
  const char* no_cache_env = std::getenv("NPU_LINT_NO_CACHE");
  if (!args.cache_dir.empty()) options.cache_dir = args.cache_dir;
  else if (!args.no_cache && !(no_cache_env && std::string(no_cache_env) == "1")) options.cache_dir = defaultCacheDir();
  if (!args.changed_since.empty()) options.only_files = filesChangedSince(args.changed_since);
  options.only_frontends = args.only_frontends;
  options.analysis.part_of_project = !args.changed_since.empty() || !args.shard.empty();
  return options;
}

int runScanCommand(ScanArgs args) {
  RunContext run = prepare(args);
  const ScanOptions options = scanOptionsFor(args, run);
  const Report report = runScan(options, run.data());
  if (report.targets.empty() && (options.only_files || options.shard.count > 1)) {
    // Nothing to do is success here: no changed file, or more shards than inputs.
    std::cerr << "npu-lint: " << (options.only_files ? "no input changed since " + args.changed_since : "this shard is empty")
              << "\n";
    finish(report, args, run);
    return kExitClean;
  }
  return finish(report, args, run);
}

}  // namespace npu_lint
