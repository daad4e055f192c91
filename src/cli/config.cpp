#include "cli/config.h"

#include <filesystem>

#include "core/error.h"
#include "core/paths.h"
#include "core/toml_reader.h"
#include "core/version.h"

namespace npu_lint {
namespace fs = std::filesystem;

std::string findConfigFile(const std::string& start) {
  std::error_code ec;
  fs::path dir = fs::absolute(start, ec).lexically_normal();
  if (ec) return "";
  for (;; dir = dir.parent_path()) {
    const fs::path candidate = dir / ".npu-lint.toml";
    std::error_code missing;  // not there: look one folder up
    if (fs::is_regular_file(candidate, missing)) return candidate.string();
    if (dir == dir.root_path() || dir.empty()) return "";
  }
}

Config loadConfig(const std::string& path, ConfigOrigin origin) {
  const toml::table root = parseTomlFile(path);
  TableReader reader(path, root);
  Config config;
  config.file = path;
  const fs::path folder = fs::path(path).parent_path();
  // A path the file names, relative to its folder; a found config's must stay inside that folder.
  auto pathIn = [&](const std::string& value, const toml::node& node) {
    const fs::path named = (folder / value).lexically_normal();
    if (origin == ConfigOrigin::kFound && !isInsideFolder(named.string(), folder.empty() ? "." : folder.string()))
      failAt(path, node, "the path " + value + " leaves this config file's folder (a config found in the working " +
                             "tree names only paths inside it; pass the path on the command line instead)");
    return named.string();
  };
  auto optionalText = [&](const char* key) -> std::optional<std::string> {
    if (!root.contains(key)) {
      reader.node(key);
      return std::nullopt;
    }
    return reader.text(key);
  };
  auto optionalList = [&](const char* key) -> std::optional<std::vector<std::string>> {
    if (!root.contains(key)) {
      reader.node(key);
      return std::nullopt;
    }
    return reader.list(key);
  };
  config.torch_npu = optionalText("torch-npu");
  config.fail_on = optionalText("fail-on");
  if (config.fail_on && !parseName<Severity>(*config.fail_on) && *config.fail_on != "never")
    failAt(path, *root.get("fail-on"), "fail-on must be error, warning, info or never");
  config.baseline = optionalText("baseline");
  if (config.baseline) config.baseline = pathIn(*config.baseline, *root.get("baseline"));
  config.select = optionalList("select");
  config.ignore = optionalList("ignore");
  config.with = optionalList("with");
  config.chips = optionalList("chips");
  if (config.chips) config.chips_line = root.get("chips")->source().begin.line;
  config.test_globs = optionalList("test-globs");
  if (const toml::node* node = reader.node("test-severity")) {
    const auto severity = node->value<std::string>() ? parseName<Severity>(*node->value<std::string>()) : std::nullopt;
    if (!severity) failAt(path, *node, "test-severity must be \"error\", \"warning\" or \"info\"");
    config.test_severity = severity;
  }
  if (const toml::node* node = reader.node("effort-include-tests")) {
    if (!node->is_boolean()) failAt(path, *node, "effort-include-tests must be true or false");
    config.effort_include_tests = node->value<bool>();
  }
  config.exclude = reader.list("exclude");
  config.python_extensions = reader.list("python-ext");
  if (const toml::array* dirs = root["include-dirs"].as_array())
    for (const toml::node& dir : *dirs)
      if (const auto text = dir.value<std::string>()) config.include_dirs.push_back(pathIn(*text, dir));
  reader.list("include-dirs");  // checks the type
  if (const toml::node* node = reader.node("strict")) {
    if (!node->is_boolean()) failAt(path, *node, "strict must be true or false");
    config.strict = node->value<bool>();
  }
  if (const toml::node* node = reader.node("partial-ok")) {
    if (!node->is_boolean()) failAt(path, *node, "partial-ok must be true or false");
    config.partial_ok = node->value<bool>();
  }
  if (const toml::node* node = reader.node("follow-symlinks")) {
    if (!node->is_boolean()) failAt(path, *node, "follow-symlinks must be true or false");
    if (origin == ConfigOrigin::kFound)
      failAt(path, *node, "follow-symlinks is honoured only in a config named with --config (one found in the "
                          "working tree could widen what a scan of untrusted code reads); pass --follow-symlinks");
    config.follow_symlinks = node->value<bool>();
  }
  if (const toml::node* node = reader.node("min-coverage")) {
    if (!node->is_number()) failAt(path, *node, "min-coverage must be a number (percent)");
    const double value = node->value<double>().value_or(-1);
    if (value < 0 || value > 100) failAt(path, *node, "min-coverage must be between 0 and 100");
    config.min_coverage = value;
  }
  if (const toml::node* node = reader.node("jobs")) {
    if (!node->is_integer() || node->value<int64_t>().value_or(0) < 1 || node->value<int64_t>().value_or(0) > 1024)
      failAt(path, *node, "jobs must be an integer from 1 to 1024");
    config.jobs = static_cast<unsigned>(*node->value<int64_t>());
  }
  if (const toml::table* severities = reader.table("severity"))
    for (const auto& [key, node] : *severities) {
      const std::optional<std::string> value = node.value<std::string>();
      const size_t line = node.source().begin.line;
      if (const auto severity = value ? parseName<Severity>(*value) : std::nullopt)
        config.severity[std::string(key.str())] = {*severity, line};
      else
        failAt(path, node, "severity." + std::string(key.str()) + " must be \"error\", \"warning\" or \"info\"");
    }
  if (const toml::table* environment = reader.table("environment"))
    for (const auto& [key, node] : *environment) {
      const std::string name(key.str());
      const std::optional<std::string> value = node.value<std::string>();
      if (name != "torch" && name != "torch_npu" && name != "cann" && name != "python")
        failAt(path, node, "environment." + name + ": the keys are torch, torch_npu, cann and python");
      if (!value || (name != "cann" && !parseVersion(*value)))
        failAt(path, node, "environment." + name + " must be a version in quotes, e.g. \"2.1.0\"");
      config.environment[name] = {*value, node.source().begin.line};
    }
  if (const toml::array* models = reader.tables("model"))
    for (const toml::node& node : *models) {
      const toml::table* table = node.as_table();
      if (!table) failAt(path, node, "each [[model]] is a table: path, input, dim, input-set");
      TableReader entry(path, *table);
      Config::ModelInputs model;
      model.path = pathIn(entry.text("path"), node);
      model.inputs.inputs = entry.list("input");
      model.inputs.dims = entry.list("dim");
      if (const std::string sets = entry.text("input-set", false); !sets.empty())
        model.inputs.input_set_file = pathIn(sets, *entry.node("input-set"));
      if (model.inputs.empty()) failAt(path, node, "a [[model]] needs input or input-set");
      entry.rejectUnknownKeys();
      config.models.push_back(std::move(model));
    }
  reader.rejectUnknownKeys();
  return config;
}

}  // namespace npu_lint
