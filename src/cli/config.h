// .npu-lint.toml: the scan flags a project always wants, found by walking up from the working
// directory. Flags on the command line override it.
#pragma once
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "cli/input_specs.h"
#include "facts/kinds.h"

namespace npu_lint {

struct Config {
  std::string file;  // empty: no config file
  std::optional<std::string> torch_npu, fail_on, baseline;
  std::optional<double> min_coverage;
  std::optional<std::vector<std::string>> select, ignore;
  std::optional<std::vector<std::string>> with;  // adapter packages installed (--with)
  std::optional<std::vector<std::string>> chips;  // products to judge (--chip)
  size_t chips_line = 0;
  std::optional<std::vector<std::string>> test_globs;  // test-globs: what test code is
  std::optional<Severity> test_severity;               // test-severity: the cap of test code's findings
  std::optional<bool> effort_include_tests;            // effort-include-tests
  std::vector<std::string> exclude;
  std::vector<std::string> python_extensions;  // python-ext
  std::vector<std::string> include_dirs;  // relative to the config file's folder
  std::optional<bool> partial_ok;
  std::optional<bool> strict;  // partly analysed inputs make the exit code 3
  struct SeverityOverride {
    Severity severity;
    size_t line;
  };
  std::map<std::string, SeverityOverride> severity;  // rule id -> severity
  std::optional<unsigned> jobs;
  std::optional<bool> follow_symlinks;
  // [environment]: versions that stand instead of what the project's files state.
  struct Pin {
    std::string version;
    size_t line;
  };
  std::map<std::string, Pin> environment;  // torch | torch_npu | cann | python -> version
  // [[model]]: example inputs of one model for the shape analysis (path relative to the file's folder).
  struct ModelInputs {
    std::string path;
    InputSpecArgs inputs;  // input-set relative to the file's folder
  };
  std::vector<ModelInputs> models;
};

// The nearest .npu-lint.toml in `start` or a parent folder, or "".
std::string findConfigFile(const std::string& start);

// How far a config file is trusted. One named with --config is the user's own. One found by
// walking up from the working directory may come with the code under review: the paths it names
// must resolve (links followed) inside its own folder, and it cannot set follow-symlinks.
enum class ConfigOrigin { kNamed, kFound };

// Throws UserError naming file:line for syntax errors, unknown keys and wrong types. Paths in
// it (baseline, include-dirs) are taken relative to the file's folder.
Config loadConfig(const std::string& path, ConfigOrigin origin = ConfigOrigin::kNamed);

}  // namespace npu_lint
