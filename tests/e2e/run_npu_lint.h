// Runs the built npu-lint binary the way a user would.
#pragma once
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
