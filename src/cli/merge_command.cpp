// `npu-lint merge`: the JSON reports of sharded scans (--shard K/N) as one report, with the rules
// run again over every shard's facts.
#include <CLI/CLI.hpp>
#include <map>

#include "cli/commands.h"
#include "core/error.h"
#include "report/report_reader.h"

namespace npu_lint {

CLI::App* addMergeCommand(CLI::App& app, ScanArgs& args) {
  auto* command = app.add_subcommand("merge", "Combine the JSON reports of sharded scans (--shard K/N) into one");
  command->add_option("reports", args.paths, "JSON reports written with --format json")->required();
  addReportOptions(*command, args);
  return command;
}

int runMergeCommand(ScanArgs args) {
  RunContext run = prepare(args);
  std::vector<Target> targets;
  std::vector<SkippedPath> skipped;
  std::map<std::string, std::string> seen;  // target path -> report it came from
  std::string release, package;
  for (const auto& file : args.paths) {
    ReadReport shard = readJsonReport(file);
    if (!release.empty() && shard.torch_npu_release != release && args.release.empty())
      throw UserError(file + ": judged against torch_npu " + shard.torch_npu_release + ", an earlier report against " +
                      release + "; pass --torch-npu to choose one");
    release = shard.torch_npu_release;
    package = shard.torch_npu_package;
    for (auto& target : shard.targets) {
      if (auto [it, inserted] = seen.emplace(target.path, file); !inserted)
        throw UserError(file + ": " + target.path + " is also in " + it->second + " (overlapping shards)");
      targets.push_back(std::move(target));
    }
    skipped.insert(skipped.end(), shard.skipped.begin(), shard.skipped.end());
    // Every shard walked the same folders: the first one's list is the scan's.
    if (run.analysis.binary_modules.empty()) run.analysis.binary_modules = std::move(shard.binary_modules);
  }
  // The release the shards were judged against, unless --torch-npu names another.
  run.analysis.release = run.db.releases().resolve(args.release.empty() ? release : args.release);
  // The shards' package (a report written before packages were: their release's newest).
  run.analysis.package = run.db.releases().packageFor(!args.release.empty() ? args.release : !package.empty() ? package : release);
  run.analysis.test_code.classify = false;  // each shard's report says which of its targets are test code
  Report report = analyseTargets(std::move(targets), run.analysis, run.data());
  report.skipped = std::move(skipped);
  return finish(report, args, run);
}

}  // namespace npu_lint
