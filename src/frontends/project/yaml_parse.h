// YAML files (read with libyaml): a conda environment's `dependencies` (conda packages, and pip's under `pip:`), and
// the environment variables CI and launch configs set: `env:` / `environment:` / `variables:`
// maps (GitHub Actions, GitLab CI, docker compose), `- K=V` lists (compose) and `- name: K
// value: V` lists (Kubernetes), at any depth; and what the shell commands of `run:` (GitHub
// Actions) and `script:` (GitLab CI) install and set (shell_parse.h).
#pragma once
#include <string>

#include "facts/project_facts.h"

namespace npu_lint::project {

// Never throws: a YAML syntax error is kept in `unparsed` with its line.
ProjectFacts parseYaml(const std::string& text);

}  // namespace npu_lint::project
