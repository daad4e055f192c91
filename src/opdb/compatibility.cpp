#include "opdb/compatibility.h"

#include <nlohmann/json.hpp>

#include "core/error.h"
#include "core/paths.h"
#include "opdb/generated.h"

namespace npu_lint {
namespace {

Version versionAt(const std::string& text, const std::string& path, const std::string& source) {
  auto v = parseVersion(text);
  if (!v) throw UserError(path + ": '" + text + "' (from " + source + ") is not a version; " + kRegenerateOpDb);
  return *v;
}

}  // namespace

const DocumentedVariable* CompatibilityTable::variable(const std::string& name) const {
  for (const auto& v : variables)
    if (v.name == name) return &v;
  return nullptr;
}

CompatibilityTable loadCompatibility(const std::string& path) {
  CompatibilityTable table;
  try {
    const auto data = nlohmann::json::parse(readFile(path));
    for (const auto& p : data.at("packages")) {
      TorchNpuPackage package;
      package.torch_npu = p.at("torch_npu").get<std::string>();
      package.pytorch = p.at("pytorch").get<std::string>();
      package.cann = p.at("cann").get<std::string>();
      package.branch = p.at("branch").get<std::string>();
      package.historical = p.at("historical").get<bool>();
      package.beta = p.at("beta").get<bool>();
      package.source = p.at("source").get<std::string>();
      package.listed = p.value("listed", true);
      package.tag = p.value("tag", "");
      package.cann_source = p.value("cann_source", "");
      package.cann_release = p.value("cann_release", "");
      package.torch_npu_version = versionAt(package.torch_npu, path, package.source);
      package.pytorch_version = versionAt(package.pytorch, path, package.source);
      table.packages.push_back(std::move(package));
    }
    for (const auto& p : data.at("python")) {
      PythonSupport support;
      support.pytorch = p.at("pytorch").get<std::string>();
      support.source = p.at("source").get<std::string>();
      for (const auto& e : p.at("python")) support.python.push_back({e.at("version").get<std::string>(), e.value("minimum", "")});
      support.pytorch_version = versionAt(support.pytorch, path, support.source);
      table.python.push_back(std::move(support));
    }
    for (const auto& v : data.at("variables")) table.variables.push_back({v.at("name").get<std::string>(), v.at("source").get<std::string>()});
  } catch (const nlohmann::json::exception& e) {
    throw UserError(path + ": not the compatibility data npu-lint expects (json error " + std::to_string(e.id) +
                    "); " + kRegenerateOpDb);
  }
  return table;
}

std::optional<Version> parseCannVersion(std::string text) {
  if (text.rfind("CANN ", 0) == 0) text.erase(0, 5);
  return parseVersion(text);
}

}  // namespace npu_lint
