// `npu-lint fix`: the rules' automatic fixes for Python sources, shown as a unified diff or
// written in place (docs/fixing.md, "Fixing"). It scans like `npu-lint scan`, then edits bytes only where
// a fix says so.
#include <algorithm>
#include <CLI/CLI.hpp>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>

#include "cli/commands.h"
#include "cli/scan.h"
#include "core/error.h"
#include "core/exit_codes.h"
#include "core/output.h"
#include "emit/unified_diff.h"
#include "report/fix_plan.h"

namespace npu_lint {
namespace {
namespace fs = std::filesystem;

std::optional<std::string> readIfReadable(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// A file is written only when it is a regular file, not a link, inside one of the given paths.
std::string refusalToWrite(const std::string& path, const std::vector<std::string>& given) {
  std::error_code ec;
  if (fs::is_symlink(path, ec)) return "a symbolic link: not written (fix the file it points to by naming it)";
  if (!fs::is_regular_file(path, ec)) return "not a regular file: not written";
  const fs::path real = fs::canonical(path, ec);
  if (ec) return "cannot resolve its path: not written";
  for (const auto& g : given) {
    const fs::path root = fs::canonical(g, ec);
    if (ec) continue;
    const auto [r, p] = std::mismatch(root.begin(), root.end(), real.begin(), real.end());
    if (r == root.end()) return "";
  }
  return "outside the paths given: not written";
}

bool wanted(const Finding& f, const FixArgs& args) {
  return !f.fix.empty() && (f.fix.applicability == FixApplicability::kSafe || args.unsafe_fixes);
}

}  // namespace

CLI::App* addFixCommand(CLI::App& app, ScanArgs& args, FixArgs& fix) {
  auto* command = app.add_subcommand(
      "fix", "Apply the rules' automatic fixes to Python sources: a unified diff (default), or --write to edit in place");
  command->add_option("paths", args.paths, "Python files or folders (other inputs are scanned for the count of findings left)")
      ->required();
  command->add_option("--to", args.fix_to,
                      "portable (default): code that runs on CUDA as before and on the NPU where torch_npu is installed; "
                      "npu: code for the NPU only")
      ->check(CLI::IsMember({"portable", "npu"}));
  auto* diff = command->add_flag("--diff", fix.diff, "Print the fixes as a unified diff and change nothing (the default)");
  command->add_flag("--write", fix.write, "Edit the files in place (atomically) and print a summary")->excludes(diff);
  command->add_flag("--unsafe-fixes", fix.unsafe_fixes, "Also apply fixes that may change behaviour (float64 -> float32, a renamed device test, an API whose NPU form differs; each says why)");
  repeatable(command->add_option("--select", args.select, "Only these rule ids or categories (comma-separated, repeatable)"));
  repeatable(command->add_option("--ignore", args.ignore, "Skip these rule ids or categories (comma-separated, repeatable)"));
  command->add_option("--torch-npu", args.release, "torch_npu release whose API names to use (default: as for scan)");
  repeatable(command->add_option("--chip", args.chips, "Judge Python APIs for this product only (repeatable)"));
  auto* config = command->add_option("--config", args.config, "Read this config file instead of the nearest .npu-lint.toml")
                     ->check(CLI::ExistingFile);
  command->add_flag("--no-config", args.no_config, "Ignore .npu-lint.toml")->excludes(config);
  addInputOptions(*command, args);
  return command;
}

int runFixCommand(ScanArgs args, const FixArgs& fix) {
  RunContext run = prepare(args);
  const ScanOptions options = scanOptionsFor(args, run);
  const Report report = runScan(options, run.data());
  printProblemGroups(report);
  // A fix run shows no report: the paths the folder walks did not read are said here, once.
  if (!report.skipped.empty())
    std::cerr << "npu-lint: " << report.skipped.size() << " path(s) skipped, not read (e.g. " << report.skipped.front().path << ": "
              << report.skipped.front().reason << ")\n";

  size_t files_changed = 0, applied = 0, left = 0, unsafe_available = 0, refused = 0;
  bool any_analysed = false, any_incomplete = false;
  std::map<std::string, size_t> per_rule;
  for (const auto& target : report.targets) {
    any_analysed |= target.status != Status::kError;
    // A partly analysed file (a facts cap: 25,000 sites, 10,000 read) has sites no fix reached:
    // never a clean exit, whatever --strict says for a scan.
    any_incomplete |= target.status == Status::kError || target.status == Status::kPartial;
    if (!target.python.parsed_cleanly && !target.findings.empty())
      std::cerr << "npu-lint: " << target.path << ": not fixed: the file does not parse (" << target.python.first_error << ")\n";
    std::vector<const Finding*> fixes;
    for (const auto& f : target.findings) {
      if (wanted(f, fix)) fixes.push_back(&f);
      else if (f.severity >= Severity::kWarning) ++left;
      unsafe_available += !f.fix.empty() && f.fix.applicability == FixApplicability::kUnsafe && !fix.unsafe_fixes;
    }
    if (fixes.empty()) continue;
    const auto text = readIfReadable(target.path);
    if (!text) {
      std::cerr << "npu-lint: " << target.path << ": cannot read it again to fix it\n";
      left += fixes.size();
      continue;
    }
    const FileFixes planned = planFileFixes(*text, fixes);
    for (const auto& skipped : planned.skipped) {
      std::cerr << "npu-lint: " << target.path << ":" << skipped.finding->location.line << ":" << skipped.finding->location.column
                << ": " << skipped.finding->rule << ": fix not applied: " << skipped.reason << "\n";
      left += skipped.finding->severity >= Severity::kWarning;
    }
    if (!planned.changed()) continue;
    if (fix.write) {
      if (const std::string refusal = refusalToWrite(target.path, args.paths); !refusal.empty()) {
        std::cerr << "npu-lint: " << target.path << ": " << refusal << "\n";
        ++refused;
        left += planned.applied.size();
        continue;
      }
      writeFileAtomically(target.path, planned.fixed);
    } else {
      std::cout << unifiedDiff(target.path, planned.original, planned.edits);
    }
    ++files_changed;
    applied += planned.applied.size();
    for (const Finding* f : planned.applied) ++per_rule[f->rule];
  }

  std::cout << std::flush;
  std::string rules;
  for (const auto& [rule, count] : per_rule) rules += (rules.empty() ? " (" : ", ") + rule + ": " + std::to_string(count);
  if (!rules.empty()) rules += ")";
  std::cerr << "npu-lint fix: " << (fix.write ? "applied " : "would apply ") << applied << " fix(es) in " << files_changed
            << " file(s)" << rules << "; " << left << " finding(s) left that need a person";
  if (unsafe_available) std::cerr << "; " << unsafe_available << " more fix(es) with --unsafe-fixes";
  if (refused) std::cerr << "; " << refused << " file(s) not written";
  std::cerr << "\n";
  if (!any_analysed) return kExitUsage;
  if (left) return kExitFindings;
  return any_incomplete || !report.internal_errors.empty() ? kExitIncomplete : kExitClean;
}

}  // namespace npu_lint
