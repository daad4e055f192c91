#include "frontends/source/header_index.h"

#include <algorithm>
#include <filesystem>
#include <set>

namespace npu_lint::cuda {
namespace fs = std::filesystem;

namespace {

bool isCppFile(const fs::path& path) {
  static const std::set<std::string> kExtensions = {".h", ".hh", ".hpp", ".hxx", ".cuh", ".inl", ".inc", ".ipp",
                                                     ".tcc", ".cu", ".cpp", ".cc", ".cxx", ".c"};
  return kExtensions.count(path.extension().string()) > 0;
}

// The number of leading path components `a` and `b` share.
size_t sharedComponents(const fs::path& a, const fs::path& b) {
  size_t n = 0;
  for (auto i = a.begin(), j = b.begin(); i != a.end() && j != b.end() && *i == *j; ++i, ++j) ++n;
  return n;
}

}  // namespace

void HeaderIndex::build() const {
  size_t entries = 0;
  for (const auto& root : roots_) {
    std::error_code ec;
    fs::recursive_directory_iterator it(root, fs::directory_options::skip_permission_denied, ec), end;
    for (; !ec && it != end && entries++ < kMaxEntries; it.increment(ec)) {
      std::error_code type_ec;
      const std::string name = it->path().filename().string();
      if (it->is_directory(type_ec)) {
        if (!name.empty() && name[0] == '.') it.disable_recursion_pending();
        continue;
      }
      if (!it->is_regular_file(type_ec) || !isCppFile(it->path())) continue;
      by_file_name_[name].push_back(it->path().lexically_normal().string());
    }
  }
}

std::optional<std::string> HeaderIndex::folderFor(const std::string& name, const std::string& from) const {
  if (name.empty() || name[0] == '/' || name.find("..") != std::string::npos) return std::nullopt;
  std::call_once(built_, [this] { build(); });
  const auto it = by_file_name_.find(fs::path(name).filename().string());
  if (it == by_file_name_.end()) return std::nullopt;
  const std::string suffix = "/" + fs::path(name).lexically_normal().string();
  std::set<std::string> folders;
  for (const auto& path : it->second)
    if (path.size() > suffix.size() && path.compare(path.size() - suffix.size(), suffix.size(), suffix) == 0)
      folders.insert(path.substr(0, path.size() - suffix.size()));
  // The nearest folders to `from`; a tie between two of them is no guess.
  size_t best = 0;
  std::vector<std::string> nearest;
  for (const auto& folder : folders) {
    const size_t shared = sharedComponents(folder, from);
    if (shared > best || nearest.empty()) nearest.clear(), best = shared;
    if (shared == best) nearest.push_back(folder);
  }
  // Equally near: a folder whose parent holds `from` (a sibling `include/` of an ancestor, as a
  // build's -I would name) over one in another branch (`csrc/xpu/includes` beside `csrc/includes`).
  if (nearest.size() > 1) {
    std::vector<std::string> beside;
    for (const auto& folder : nearest) {
      const fs::path parent = fs::path(folder).parent_path();
      if (sharedComponents(parent, from) == static_cast<size_t>(std::distance(parent.begin(), parent.end()))) beside.push_back(folder);
    }
    nearest = std::move(beside);
  }
  if (nearest.size() != 1) return std::nullopt;
  return nearest.front();
}

std::vector<std::string> headerSearchRoots(const std::vector<std::string>& paths) {
  std::set<std::string> roots;
  for (const auto& given : paths) {
    std::error_code ec;
    fs::path folder = fs::absolute(given, ec).lexically_normal();
    if (ec) continue;
    if (!fs::is_directory(folder, ec)) folder = folder.parent_path();
    for (fs::path up = folder; !up.empty(); up = up.parent_path()) {
      if (fs::exists(up / ".git", ec)) {
        folder = up;
        break;
      }
      if (up == up.root_path()) break;
    }
    roots.insert(folder.string());
  }
  // A root inside another is walked with it.
  std::vector<std::string> out;
  for (const auto& root : roots)
    if (std::none_of(out.begin(), out.end(), [&](const std::string& outer) {
          return root.compare(0, outer.size() + 1, outer + "/") == 0 || outer == "/";
        }))
      out.push_back(root);
  return out;
}

}  // namespace npu_lint::cuda
