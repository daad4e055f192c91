// Dockerfiles (and Containerfiles) as `docker build` reads them: instructions across `\`
// continuations, comment lines, ARG defaults substituted where Docker substitutes them (global
// ARGs in FROM; a stage's ARG and ENV in its later instructions), multi-stage builds. Reports the
// CANN and Python versions FROM images name (`python:3.10`, Ascend's `cann:8.0.rc3-910b-...-py3.10`),
// `pytorch/pytorch:2.1.0-...` as torch, ENV and ARG settings, and what RUN lines install and set
// (see shell_parse.h).
#pragma once
#include <string_view>

#include "facts/project_facts.h"

namespace npu_lint::project {

ProjectFacts parseDockerfile(std::string_view text);

}  // namespace npu_lint::project
