// torch_npu's compatibility page as op_db/generate.py reads it into op_db/environment.json:
// every published torch_npu package with the PyTorch and CANN versions it was released for,
// the Python versions each PyTorch version supports, and the environment variables its pages document.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "core/version.h"

namespace npu_lint {

struct TorchNpuPackage {
  std::string torch_npu;  // "2.1.0.post10", as the table writes it
  std::string pytorch;    // "2.1.0"
  std::string cann;       // "8.0.0", "8.0.RC3"
  std::string branch;     // "v2.1.0-6.0.0"
  bool historical = false;  // from the table of historical (EOL) versions
  bool beta = false;
  std::string source;  // "ascend/torch-npu/COMPATIBILITY.en.md:45"
  // A package released from a tag the page leaves out (a hotfix, 2.1.0.post3): its tag, the
  // Ascend Extension release whose rows gave its CANN (the tag's, hotfix and patch numbers
  // dropped: v7.3.1 -> 7.3.0) and the first such row; `cann` is empty when those rows disagree
  // or there are none.
  bool listed = true;
  std::string tag, cann_release, cann_source;
  Version torch_npu_version, pytorch_version;
};

struct PythonSupport {
  std::string pytorch;  // "2.1.0"
  struct Entry {
    std::string version;  // "3.8"
    std::string minimum;  // "3.7.5" where the table says ">=", else ""
  };
  std::vector<Entry> python;
  std::string source;
  Version pytorch_version;
};

// An environment variable torch_npu's pages document, with the page line that describes it.
struct DocumentedVariable {
  std::string name;
  std::string source;  // "ascend/torch-npu/environment_variable/op_execution/ASCEND_LAUNCH_BLOCKING.md:1"
};

struct CompatibilityTable {
  std::vector<TorchNpuPackage> packages;  // in the page's order: newest first, current then historical
  std::vector<PythonSupport> python;
  std::vector<DocumentedVariable> variables;  // by name
  const DocumentedVariable* variable(const std::string& name) const;
};

// A CANN version as the table or a project writes it ("CANN 8.0.RC3", "8.0.0") in PEP 440's order,
// where 8.0.RC3 comes before 8.0.0; nullopt when it is not a version.
std::optional<Version> parseCannVersion(std::string text);

// Throws UserError naming the file (and line of a bad version) when it cannot be read.
CompatibilityTable loadCompatibility(const std::string& path);

}  // namespace npu_lint
