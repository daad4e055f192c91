// Runs the built npu-lint binary the way a user would.
#pragma once
#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/subprocess.h"

struct Run {
  int exit_code;
  std::string out, err;
  long peak_rss_kb;
  double seconds;
  nlohmann::json json() const { return nlohmann::json::parse(out); }
  size_t stderrLines() const;
};

Run runNpuLint(const std::vector<std::string>& args);
Run runProgram(const std::vector<std::string>& argv);

std::string model(const std::string& name);  // path of a generated fixture model
std::map<std::string, size_t> pytorchCounts(const std::string& model_path);
// "kind" or "kind.overload" -> count, from npu-lint's JSON for one target.
std::map<std::string, size_t> npuLintCounts(const nlohmann::json& target);

// A fresh folder per test, removed afterwards.
struct Scratch {
  std::filesystem::path dir;
  explicit Scratch(const std::string& name);
  ~Scratch();
  std::string write(const std::string& name, const std::string& text) const;  // its path
};

// npu-lint run from `cwd` (config discovery and git look there), `args` as a shell would split them.
Run runIn(const std::filesystem::path& cwd, const std::string& args);
std::string quote(const std::string& s);  // in single quotes, for runIn
