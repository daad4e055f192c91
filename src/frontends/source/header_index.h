// Where a project's own headers are, for the standalone parser: a person without a compile
// database would add -I for the folder that holds the header an #include names. Built on first
// use by walking the search roots once (no links followed, hidden folders skipped).
#pragma once
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace npu_lint::cuda {

class HeaderIndex {
 public:
  explicit HeaderIndex(std::vector<std::string> roots) : roots_(std::move(roots)) {}

  // The folder F below the roots such that F/name is a file, e.g. ".../mmcv/ops/csrc/common" for
  // "pytorch_cuda_helper.hpp". Of several such folders, those sharing the longest path prefix
  // with `from` (the folder of the file being parsed) count, and of those equally near, the ones
  // whose parent holds `from`; nullopt unless exactly one is left, or when `name` climbs
  // ("../x.h") or is absolute.
  std::optional<std::string> folderFor(const std::string& name, const std::string& from) const;

  // Entries a walk visits at most: past it the walk stops (the guesses then cover what was walked).
  static constexpr size_t kMaxEntries = 1000000;

 private:
  void build() const;
  std::vector<std::string> roots_;
  mutable std::once_flag built_;
  mutable std::unordered_map<std::string, std::vector<std::string>> by_file_name_;  // "x.hpp" -> paths
};

// The folders to index for a scan of `paths`: each folder given (a file's own folder), widened
// to the root of the git repository that holds it, if any; duplicates and nested ones dropped.
std::vector<std::string> headerSearchRoots(const std::vector<std::string>& paths);

}  // namespace npu_lint::cuda
