// The environment a scanned project sets up, judged as one: the torch / torch_npu pins, CANN and
// Python versions found in any of its files (requirements, pyproject.toml, setup.py/setup.cfg,
// environment.yml, Dockerfiles, scripts), each with the file and line that states it.
#pragma once
#include <string>
#include <vector>

#include "facts/target.h"
#include "rules/environment/combination.h"

namespace npu_lint {

struct ProjectEnvironment {
  EnvironmentStatement stated;  // the first statement of each in scan order
  // Later statements that disagree with the first: the one judged, and the other.
  struct Disagreement {
    StatedVersion judged, other;
    std::string what;  // "torch_npu", "torch", "CANN", "Python"
  };
  std::vector<Disagreement> disagreements;
  std::vector<EnvResult> results;  // checkCombination over `stated`
  bool empty() const { return !stated.torch && !stated.torch_npu && !stated.cann && !stated.python; }
  // "torch 2.1.0 (requirements.txt:3) + torch_npu 2.1.0.post10 (requirements.txt:4) + CANN 8.0.RC3
  // (Dockerfile:2): published combination" or "...: 2 problems"; "" when nothing is stated.
  std::string summary() const;
};

// Reads every target's project facts (targets in report order). What `given` states (the
// config's [environment]) stands first; files that state otherwise are disagreements.
ProjectEnvironment gatherEnvironment(const std::vector<Target>& targets, const CompatibilityTable& table, const EnvironmentStatement& given = {});

}  // namespace npu_lint
