#include "run_npu_lint.h"

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <fstream>

Run runProgram(const std::vector<std::string>& argv) {
  npu_lint::SubprocessLimits limits;
  limits.timeout_seconds = 600;
  const auto start = std::chrono::steady_clock::now();
  const auto result = npu_lint::runSubprocess(argv, limits);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return {result.exit_code, result.out, result.err, result.peak_rss_kb, seconds};
}

Run runNpuLint(const std::vector<std::string>& args) {
  std::vector<std::string> argv = {NPU_LINT_BIN};
  argv.insert(argv.end(), args.begin(), args.end());
  return runProgram(argv);
}

size_t Run::stderrLines() const { return static_cast<size_t>(std::count(err.begin(), err.end(), '\n')); }

std::string model(const std::string& name) { return std::string(MODELS_DIR) + "/" + name; }

std::map<std::string, size_t> pytorchCounts(const std::string& model_path) {
  std::ifstream in(model_path + ".counts.json");
  return nlohmann::json::parse(in).at("all").get<std::map<std::string, size_t>>();
}

std::map<std::string, size_t> npuLintCounts(const nlohmann::json& target) {
  std::map<std::string, size_t> counts;
  for (const auto& op : target.at("ops")) {
    std::string key = op.at("name").get<std::string>();
    const std::string overload = op.at("overload").get<std::string>();
    if (!overload.empty()) key += "." + overload;
    counts[key] += op.at("count").get<size_t>();
  }
  return counts;
}

Scratch::Scratch(const std::string& name)
    : dir(std::filesystem::temp_directory_path() / ("npu-lint-" + name + "-" + std::to_string(getpid()))) {
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
}

Scratch::~Scratch() { std::filesystem::remove_all(dir); }

std::string Scratch::write(const std::string& name, const std::string& text) const {
  std::filesystem::create_directories((dir / name).parent_path());
  std::ofstream(dir / name, std::ios::binary) << text;
  return (dir / name).string();
}

std::string quote(const std::string& s) { return "'" + s + "'"; }

Run runIn(const std::filesystem::path& cwd, const std::string& args) {
  return runProgram({"/bin/sh", "-c", "cd " + quote(cwd.string()) + " && exec " + quote(NPU_LINT_BIN) + " " + args});
}
