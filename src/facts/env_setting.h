// An environment variable a project sets: in a shell script or a Dockerfile's RUN (`export`,
// `VAR=... cmd`, `env VAR=...`), a Dockerfile's ENV or ARG, a YAML file's `env:` map, or Python
// (`os.environ["X"] = ...`, `os.environ.setdefault`, `os.putenv`).
#pragma once
#include <string>

#include "facts/location.h"

namespace npu_lint {

struct EnvSetting {
  std::string name;
  std::string value;         // quotes removed
  bool computed = false;     // the value is not a literal (`$X`, `os.getenv(...)`, a name): `value` is as written
  std::string how;           // "export", "VAR=value cmd", "env", "ENV", "ARG", "env:", "os.environ", "os.environ.setdefault", "os.putenv"
  SourcePos pos;
};

}  // namespace npu_lint
