// One input's record: the facts its frontend found, and what later layers attach to them
// (op verdicts from the op database, findings from the rules).
#pragma once
#include <chrono>
#include <string>
#include <vector>

#include "facts/finding.h"
#include "facts/kinds.h"
#include "facts/model_facts.h"
#include "facts/python_facts.h"
#include "facts/op_use.h"
#include "facts/project_facts.h"
#include "facts/source_facts.h"

namespace npu_lint {

// A path a folder walk met and did not read (a symlink leaving the scanned paths, or to
// nothing), with the reason: listed in the report, it never changes the exit code.
struct SkippedPath {
  std::string path;
  std::string reason;
};

struct Target {
  std::string path;  // as given on the command line (or found below a given folder)
  InputKind kind = InputKind::kUnknown;
  Status status = Status::kOk;
  std::vector<std::string> problems;  // one line each; non-empty unless status is ok
  // The path matches the test globs: its findings are capped at the test severity and its
  // effort is counted apart (report/test_code.h).
  bool test_code = false;
  std::string root_class;
  std::vector<std::string> methods;
  std::vector<OpUse> ops;
  std::vector<OpUse> unreached_ops;  // models: op calls no scanned entry point reaches (ModelFacts)
  std::vector<CustomClassUse> custom_classes;  // models
  std::vector<GraphFact> facts;  // models
  std::vector<ShapeRun> shapes;  // models: the shape analysis of each example input set
  ComputeFigures compute;        // models with input sets: FLOPs and bytes by op (report layer)
  cuda::FileFacts source;        // C++/CUDA sources
  python::PythonFacts python;    // Python sources
  project::ProjectFacts project;  // project files (requirements, pyproject.toml)
  std::vector<Finding> findings;
  // What is left of the input's time budget (--file-timeout) for the rules once its frontend is
  // done; max: no limit. A frontend that times its own work in-process sets it. Not in reports.
  std::chrono::milliseconds rules_budget = std::chrono::milliseconds::max();

  // The `npu-lint: ignore[...]` comments of a source file, C++/CUDA or Python.
  std::vector<Suppression>& suppressions() {
    return kind == InputKind::kPythonSource ? python.suppressions : kind == InputKind::kProjectFile ? project.suppressions : source.suppressions;
  }
  const std::vector<Suppression>& suppressions() const {
    return const_cast<Target*>(this)->suppressions();
  }

  // Records a problem; an ok target becomes partial (an error stays an error).
  void markPartial(std::string problem);

  // An input that could not be analysed at all, and why.
  static Target failed(std::string path, InputKind kind, std::string problem);
};

}  // namespace npu_lint
