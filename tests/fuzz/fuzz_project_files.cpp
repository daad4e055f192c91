// Fuzzes the project-file readers (requirements, pyproject.toml, setup.cfg, Dockerfiles, shell
// scripts, YAML) and the TOML masking data files and the config go through: the first byte picks
// the reader, the rest is the file.
#include <cstdint>
#include <string>

#include "core/error.h"
#include "core/toml_reader.h"
#include "frontends/project/dockerfile_parse.h"
#include "frontends/project/pyproject_parse.h"
#include "frontends/project/requirements_parse.h"
#include "frontends/project/setup_cfg_parse.h"
#include "frontends/project/shell_parse.h"
#include "frontends/project/yaml_parse.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  const std::string text(reinterpret_cast<const char*>(data) + 1, size - 1);
  using namespace npu_lint::project;
  switch (data[0] % 7) {
    case 0: parseRequirements(text); break;
    case 1: parsePyproject(text); break;
    case 2: parseSetupCfg(text); break;
    case 3: parseDockerfile(text); break;
    case 4: parseShellScript(text); break;
    case 5: parseYaml(text); break;
    default:
      try {
        (void)npu_lint::parseTomlText(text, "config.toml");  // as .npu-lint.toml and the data files are read
      } catch (const npu_lint::UserError&) {
      }
  }
  return 0;
}
