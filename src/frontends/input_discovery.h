// Turns the paths on the command line into the inputs each frontend scans.
#pragma once
#include <string>
#include <vector>

#include "core/report.h"

namespace npu_lint {

enum class InputKind { kTorchScript, kSource };

struct Input {
  std::string path;
  InputKind kind;
};

struct Discovery {
  std::vector<Input> inputs;
  std::vector<Target> unreadable;  // paths that name nothing scannable, with the reason
};

// Files are taken as given; folders are walked (without following links) for model and
// C++/CUDA source files.
Discovery discoverInputs(const std::vector<std::string>& paths);

bool looksLikeModelFile(const std::string& path);

}  // namespace npu_lint
