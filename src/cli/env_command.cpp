// `npu-lint env --torch X --torch-npu Y [--cann Z] [--python P]`: whether a combination given by
// hand is one torch_npu publishes (its compatibility page), with the nearest published ones.
// `npu-lint env PATH...`: the same for what a project's files state, and the environment
// variables they set: a scan with the environment rules (and nccl-backend) only.
#include <CLI/CLI.hpp>
#include <iostream>

#include <nlohmann/json.hpp>

#include "cli/commands.h"
#include "core/error.h"
#include "core/exit_codes.h"
#include "core/paths.h"
#include "opdb/compatibility.h"
#include "rules/environment/combination.h"

namespace npu_lint {
namespace {

std::optional<StatedVersion> stated(const std::string& text, const char* flag, bool pep440) {
  if (text.empty()) return std::nullopt;
  StatedVersion out{text, {}, flag, "", 0};
  if (!pep440) return out;
  auto version = parseVersion(text);
  if (!version) throw UserError(std::string(flag) + " '" + text + "': not a version (e.g. 2.1.0, 2.1.0.post10)");
  out.version = *version;
  return out;
}

void printText(const EnvironmentStatement& given, const std::vector<EnvResult>& results) {
  std::cout << "environment (given by hand):";
  const std::pair<const char*, const std::optional<StatedVersion>*> parts[] = {
      {"torch", &given.torch}, {"torch_npu", &given.torch_npu}, {"CANN", &given.cann}, {"Python", &given.python}};
  for (const auto& [name, version] : parts)
    if (*version) std::cout << " " << name << " " << (*version)->text;
  std::cout << "\n";
  size_t problems = 0;
  for (const auto& r : results) {
    problems += r.verdict == EnvVerdict::kProblem;
    std::cout << "  " << nameOf(r.verdict) << ": " << r.message << (r.source.empty() || r.message.find(r.source) != std::string::npos ? "" : " (" + r.source + ")")
              << " [" << nameOf(r.check) << "]\n";
    for (const auto& n : r.nearest) std::cout << "      nearest: " << n << "\n";
  }
  std::cout << "summary: " << results.size() << " check(s), " << problems << " problem(s)\n";
}

void printJson(const EnvironmentStatement& given, const std::vector<EnvResult>& results) {
  nlohmann::ordered_json out;
  out["tool"] = "npu-lint";
  out["version"] = NPU_LINT_VERSION;
  auto& stated_json = out["environment"] = nlohmann::ordered_json::object();
  const std::pair<const char*, const std::optional<StatedVersion>*> parts[] = {
      {"torch", &given.torch}, {"torch_npu", &given.torch_npu}, {"cann", &given.cann}, {"python", &given.python}};
  for (const auto& [name, version] : parts)
    if (*version) stated_json[name] = {{"version", (*version)->text}, {"from", (*version)->from}};
  auto& checks = out["checks"] = nlohmann::ordered_json::array();
  size_t problems = 0;
  for (const auto& r : results) {
    problems += r.verdict == EnvVerdict::kProblem;
    checks.push_back({{"check", nameOf(r.check)}, {"verdict", nameOf(r.verdict)}, {"message", r.message}, {"source", r.source}, {"nearest", r.nearest}});
  }
  out["summary"] = {{"checks", results.size()}, {"problems", problems}};
  std::cout << out.dump(2) << "\n";
}

}  // namespace

CLI::App* addEnvCommand(CLI::App& app, EnvArgs& args) {
  auto* command = app.add_subcommand(
      "env", "Check a torch / torch_npu / CANN / Python combination against torch_npu's compatibility page: a project's, or one given by hand");
  command->add_option("paths", args.paths, "Project files or folders to read the versions and environment variables from");
  command->add_option("--torch", args.torch, "PyTorch version, e.g. 2.1.0");
  command->add_option("--torch-npu", args.torch_npu, "torch_npu package version, e.g. 2.1.0.post10");
  command->add_option("--cann", args.cann, "CANN version, e.g. 8.0.RC3");
  command->add_option("--python", args.python, "Python version, e.g. 3.10");
  command->add_option("--format", args.format, "text (default) or json")->check(CLI::IsMember({"text", "json"}));
  return command;
}

int runEnvCommand(const EnvArgs& args) {
  const bool by_hand = !args.torch.empty() || !args.torch_npu.empty() || !args.cann.empty() || !args.python.empty();
  if (!args.paths.empty()) {
    if (by_hand) throw UserError("env: give a project (PATH) or versions (--torch, --torch-npu, --cann, --python), not both");
    ScanArgs scan;
    scan.paths = args.paths;
    scan.format = args.format;
    scan.select = {"environment", "nccl-backend"};
    // Versions and settings live in project files and Python (os.environ): no model or C++ is read.
    scan.only_frontends = std::set<std::string>{"project", "python"};
    return runScanCommand(std::move(scan));
  }
  EnvironmentStatement given;
  given.torch = stated(args.torch, "--torch", true);
  given.torch_npu = stated(args.torch_npu, "--torch-npu", true);
  given.cann = stated(args.cann, "--cann", false);
  given.python = stated(args.python, "--python", true);
  if (!given.torch && !given.torch_npu && !given.cann && !given.python)
    throw UserError("env: give a project to read (npu-lint env PATH) or the versions to check: --torch, --torch-npu, --cann, --python (e.g. 'npu-lint env --torch 2.1.0 --torch-npu 2.1.0.post10')");
  const CompatibilityTable table = loadCompatibility(dataDir() + "/op_db/environment.json");
  const auto results = checkCombination(given, table);
  if (args.format == "json") printJson(given, results);
  else printText(given, results);
  const bool problem = std::any_of(results.begin(), results.end(), [](const EnvResult& r) { return r.verdict == EnvVerdict::kProblem; });
  return problem ? kExitFindings : kExitClean;
}

}  // namespace npu_lint
