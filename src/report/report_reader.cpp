#include "report/report_reader.h"

#include <nlohmann/json.hpp>

#include "core/error.h"
#include "core/json_file.h"
#include "core/paths.h"
#include "facts/json_io.h"
#include "facts/schema.h"

namespace npu_lint {

ReadReport readJsonReport(const std::string& path) {
  const nlohmann::json root = readJsonFile(path, "an npu-lint JSON report");
  if (!root.is_object() || root.value("tool", "") != "npu-lint")
    throw UserError(path + ": not an npu-lint JSON report (write one with --format json)");
  try {
    ReadReport out;
    readJson(root.at("torch_npu"), out.torch_npu_release, "torch_npu");
    if (root.contains("torch_npu_package")) readJson(root.at("torch_npu_package"), out.torch_npu_package, "torch_npu_package");
    const nlohmann::json& targets = root.at("targets");
    for (size_t i = 0; i < targets.size(); ++i) {
      if (!targets[i].contains("facts"))
        throw UserError(path + ": written by an npu-lint without facts in its JSON; rerun the shard with this version");
      Target& target = out.targets.emplace_back();
      readJson(targets[i], target, ("targets[" + std::to_string(i) + "]").c_str());
      target.findings.clear();  // the rules run again over every shard
    }
    if (root.contains("skipped")) readJson(root.at("skipped"), out.skipped, "skipped");
    if (root.contains("binary_modules")) readJson(root.at("binary_modules"), out.binary_modules, "binary_modules");
    return out;
  } catch (const SchemaError& e) {
    throw UserError(path + ": malformed npu-lint JSON report (" + std::string(e.what()) + ")");
  } catch (const nlohmann::json::exception& e) {  // its message may quote the value: say only which kind
    throw UserError(path + ": malformed npu-lint JSON report (json error " + std::to_string(e.id) + ")");
  }
}

}  // namespace npu_lint
