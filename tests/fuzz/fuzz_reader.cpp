// One libFuzzer target per reader of untrusted text in a scanned tree (#41): the build compiles
// this file once per reader, defining FUZZ_<READER>, so each reader's coverage guides its own
// mutations (one target for all of them spent most runs on whichever reader was slowest).
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
#include "frontends/python/python_scan.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  using namespace npu_lint::project;
#if defined(FUZZ_REQUIREMENTS)
  parseRequirements(text);
#elif defined(FUZZ_PYPROJECT)
  parsePyproject(text);
#elif defined(FUZZ_SETUP_CFG)
  parseSetupCfg(text);
#elif defined(FUZZ_DOCKERFILE)
  parseDockerfile(text);
#elif defined(FUZZ_SHELL)
  parseShellScript(text);
#elif defined(FUZZ_YAML)
  parseYaml(text);
#elif defined(FUZZ_TOML)
  try {
    (void)npu_lint::parseTomlText(text, "config.toml");  // as .npu-lint.toml and the data files are read
  } catch (const npu_lint::UserError&) {
  }
#elif defined(FUZZ_PYTHON)
  npu_lint::python::ScanOptions options;
  options.timeout_ms = 2000;  // a slow input is reported by the parser's own limit, not libFuzzer's
  (void)npu_lint::python::scanPython(text, options);
#else
#error "define FUZZ_<READER>"
#endif
  return 0;
}
