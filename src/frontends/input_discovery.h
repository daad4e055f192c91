// Turns the paths on the command line into the inputs each frontend scans.
#pragma once
#include <set>
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

struct DiscoveryFilter {
  // Glob patterns (fnmatch, `*` crosses `/`) matched against a path and each of its
  // trailing parts: "third_party/*" skips src/third_party/x.cu. Folders that match are not walked.
  std::vector<std::string> exclude;
  // When set: only files in this set (absolute, normalised) are scanned (--changed-since).
  const std::set<std::string>* only = nullptr;
};

// Files are taken as given; folders are walked (without following links) for model and
// C++/CUDA source files.
Discovery discoverInputs(const std::vector<std::string>& paths, const DiscoveryFilter& filter = {});

bool isExcluded(const std::string& path, const std::vector<std::string>& patterns);

bool looksLikeModelFile(const std::string& path);

}  // namespace npu_lint
