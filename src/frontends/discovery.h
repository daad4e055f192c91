// Turns the paths on the command line into the inputs each frontend scans.
#pragma once
#include <set>
#include <string>
#include <vector>

#include "facts/target.h"
#include "frontends/frontend.h"

namespace npu_lint {

struct Input {
  std::string path;
  const Frontend* frontend;
};

struct Discovery {
  std::vector<Input> inputs;
  std::vector<Target> unreadable;    // paths that name nothing scannable, with the reason
  std::vector<SkippedPath> skipped;  // links the walk did not follow; the exit code ignores them
  // Compiled Python modules a folder walk met (`_C.cpython-310-x86_64-linux-gnu.so`, `x.pyd`):
  // binaries, never opened; named where the code imports them.
  std::vector<std::string> binary_modules;
};

struct DiscoveryFilter {
  // Glob patterns (fnmatch, `*` crosses `/`) matched against a path and each of its
  // trailing parts: "third_party/*" skips src/third_party/x.cu. Folders that match are not walked.
  std::vector<std::string> exclude;
  // When set: only files in this set (absolute, normalised) are scanned (--changed-since).
  const std::set<std::string>* only = nullptr;
  // --follow-symlinks: read links wherever they point (folder links too, each folder once).
  bool follow_symlinks = false;
  // The scan's frontend settings, which shape what a frontend claims by name (--python-ext);
  // null: the defaults.
  const FrontendContext* frontend_settings = nullptr;
};

// Files are taken as given: the first frontend that claims one by its name, else by its content.
// Folders are walked for files a frontend claims by name; the frontends are tried in the order
// given. The paths given are the boundary of the walk: a link whose target lies outside all of
// them is skipped (an untrusted tree must not make npu-lint read, and report, files beside it),
// a folder link inside them is not walked twice. follow_symlinks lifts both.
Discovery discoverInputs(const std::vector<std::string>& paths, const std::vector<const Frontend*>& frontends,
                         const DiscoveryFilter& filter = {});

bool isExcluded(const std::string& path, const std::vector<std::string>& patterns);

}  // namespace npu_lint
