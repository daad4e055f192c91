#include "frontends/discovery.h"

#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <map>

#include <fnmatch.h>

#include "core/paths.h"
#include "core/strings.h"
#include "frontends/changed_files.h"

namespace npu_lint {
namespace fs = std::filesystem;
namespace {

Target unreadable(const std::string& path, const std::string& problem) {
  return Target::failed(path, InputKind::kUnknown, problem);
}

const Frontend* claimByName(const std::string& path, const std::vector<const Frontend*>& frontends,
                            const DiscoveryFilter& filter) {
  static const FrontendContext kDefaults;
  const FrontendContext& settings = filter.frontend_settings ? *filter.frontend_settings : kDefaults;
  for (const Frontend* frontend : frontends)
    if (frontend->claimsByName(path, settings)) return frontend;
  return nullptr;
}

const Frontend* claimByContent(const std::string& path, const std::vector<const Frontend*>& frontends) {
  for (const Frontend* frontend : frontends)
    if (frontend->claimsByContent(path)) return frontend;
  return nullptr;
}

// "neither A nor B", or "none of: A, B, C".
std::string noneOf(const std::vector<const Frontend*>& frontends) {
  std::vector<std::string> kinds;
  for (const Frontend* frontend : frontends) kinds.emplace_back(frontend->inputDescription());
  if (kinds.size() == 2) return "neither " + kinds[0] + " nor " + kinds[1];
  std::string text = "none of: ";
  for (size_t i = 0; i < kinds.size(); ++i) text += (i ? ", " : "") + kinds[i];
  return text;
}

std::string nothingFound(const std::vector<const Frontend*>& frontends) {
  std::string text = "nothing scannable in this folder (";
  for (size_t i = 0; i < frontends.size(); ++i) text += std::string(i ? ", " : "") + std::string(frontends[i]->noneFoundDescription());
  return text + ")";
}

// The given paths with every link resolved: what a link found in a walk may point into.
class RootBoundary {
 public:
  explicit RootBoundary(const std::vector<std::string>& paths) {
    for (const auto& path : paths) {
      std::error_code ec;
      const fs::path root = fs::canonical(path, ec);
      if (!ec) roots_.push_back(root.string());
    }
  }
  bool contains(const fs::path& resolved) const {
    return std::any_of(roots_.begin(), roots_.end(),
                       [&](const std::string& root) { return isPathBelow(resolved.string(), root); });
  }

 private:
  std::vector<std::string> roots_;
};

// Why a link the walk met is not read, or "" when it is not worth a word. Unless links are
// followed, only file links into the roots are read: folder links into them are not walked
// (their files are walked where they are).
std::string linkSkipReason(const fs::directory_entry& link, const RootBoundary& boundary, bool follow, bool& read_it) {
  read_it = false;
  std::error_code ec;
  const fs::path written = fs::read_symlink(link.path(), ec);
  // Where it points as written, before anything is resolved: a link out of the tree is named as
  // such whatever is there, so the report never tells whether a host path exists.
  const fs::path lexical = (written.is_absolute() ? written : link.path().parent_path() / written).lexically_normal();
  const fs::path absolute = fs::absolute(lexical, ec);
  constexpr const char* kLeaves = "a symbolic link that leaves the scanned paths: not read (--follow-symlinks reads it)";
  if (!follow && !boundary.contains(absolute)) return kLeaves;
  const fs::path target = fs::canonical(link.path(), ec);
  if (ec) return "symlink to nothing (" + written.string() + ")";  // inside the tree, or followed on request
  const bool folder = fs::is_directory(target, ec);
  if (follow) {
    read_it = true;
    return "";
  }
  if (!boundary.contains(target)) return kLeaves;  // through further links
  read_it = !folder;
  return "";
}

// A compiled Python module by its file name: an identifier, then anything, then .so or .pyd
// (`_C.cpython-310-x86_64-linux-gnu.so`, `selective_scan_cuda.so`, `ext.cp311-win_amd64.pyd`).
bool isBinaryPythonModule(const std::string& name) {
  if (!endsWithAny(name, {".so", ".pyd"})) return false;
  const std::string module = name.substr(0, name.find('.'));
  return !module.empty() && !std::isdigit(static_cast<unsigned char>(module[0])) &&
         std::all_of(module.begin(), module.end(), [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; });
}

template <typename Wanted>
void walkFolder(const std::string& path, const RootBoundary& boundary, const std::vector<const Frontend*>& frontends,
                const DiscoveryFilter& filter, const Wanted& wanted, Discovery& found) {
  // The files to read by resolved path: a file reached through links too is read once, at a
  // path that is not a link when there is one (then the first path in order).
  std::map<std::string, std::pair<bool, Input>> by_target;  // resolved -> (reached through a link, input)
  std::set<std::string> folders_seen;  // --follow-symlinks: folders already walked, resolved
  const auto options = filter.follow_symlinks
                           ? fs::directory_options::skip_permission_denied | fs::directory_options::follow_directory_symlink
                           : fs::directory_options::skip_permission_denied;
  std::error_code ec;
  fs::recursive_directory_iterator it(path, options, ec), end;
  if (std::error_code root_ec; filter.follow_symlinks) folders_seen.insert(fs::canonical(path, root_ec).string());
  for (; !ec && it != end; it.increment(ec)) {
    const std::string file = it->path().string();
    std::error_code type_ec;
    const bool folder = it->is_directory(type_ec);
    if (isExcluded(file, filter.exclude)) {
      if (folder) it.disable_recursion_pending();
      continue;
    }
    const bool link = it->is_symlink(type_ec);
    if (link) {
      bool read_it = false;
      const std::string reason = linkSkipReason(*it, boundary, filter.follow_symlinks, read_it);
      if (!reason.empty() && (folder || claimByName(file, frontends, filter))) found.skipped.push_back({file, reason});
      if (!read_it) continue;
    }
    // A link loop, or two links to one folder: each is walked once.
    if (folder && ::access(file.c_str(), R_OK | X_OK) != 0) {  // skip_permission_denied would drop it unsaid
      found.unreadable.push_back(unreadable(file, std::string("cannot read the folder: ") + std::strerror(errno)));
      it.disable_recursion_pending();
      continue;
    }
    if (folder) {
      if (filter.follow_symlinks && !folders_seen.insert(fs::canonical(it->path(), type_ec).string()).second)
        it.disable_recursion_pending();
      continue;
    }
    if (!it->is_regular_file(type_ec) || !wanted(file)) continue;
    if (isBinaryPythonModule(it->path().filename().string())) {
      found.binary_modules.push_back(file);
      continue;
    }
    const Frontend* frontend = claimByName(file, frontends, filter);
    if (!frontend || frontend->leavesOutInWalk(file)) continue;
    const std::string resolved = fs::canonical(it->path(), type_ec).string();
    auto [at, added] = by_target.try_emplace(resolved, link, Input{file, frontend});
    if (!added && at->second.first && !link) at->second = {link, Input{file, frontend}};
  }
  std::vector<Input> inputs;
  for (const auto& entry : by_target) inputs.push_back(entry.second.second);
  if (ec) found.unreadable.push_back(unreadable(path, "cannot walk the folder: " + ec.message()));
  std::sort(inputs.begin(), inputs.end(), [](const Input& a, const Input& b) { return a.path < b.path; });
  if (inputs.empty() && !ec && filter.exclude.empty() && !filter.only)
    found.unreadable.push_back(unreadable(path, nothingFound(frontends)));
  found.inputs.insert(found.inputs.end(), inputs.begin(), inputs.end());
  std::sort(found.binary_modules.begin(), found.binary_modules.end());
  std::sort(found.skipped.begin(), found.skipped.end(),
            [](const SkippedPath& a, const SkippedPath& b) { return a.path < b.path; });
}

}  // namespace

bool isExcluded(const std::string& path, const std::vector<std::string>& patterns) {
  for (const auto& pattern : patterns) {
    for (size_t start = 0; start < path.size();) {
      if (fnmatch(pattern.c_str(), path.c_str() + start, 0) == 0) return true;
      const size_t slash = path.find('/', start);
      if (slash == std::string::npos) break;
      start = slash + 1;
    }
  }
  return false;
}

Discovery discoverInputs(const std::vector<std::string>& paths, const std::vector<const Frontend*>& frontends,
                         const DiscoveryFilter& filter) {
  Discovery found;
  const RootBoundary boundary(paths);
  auto wanted = [&](const std::string& file) {
    return !isExcluded(file, filter.exclude) && (!filter.only || filter.only->count(normalizedAbsolute(file)));
  };
  for (const auto& path : paths) {
    std::error_code ec;
    const auto status = fs::status(path, ec);
    if (ec || !fs::exists(status)) {
      found.unreadable.push_back(unreadable(path, "no such file or directory"));
    } else if (fs::is_regular_file(status)) {
      if (!wanted(path)) continue;
      const Frontend* frontend = claimByName(path, frontends, filter);
      if (!frontend) frontend = claimByContent(path, frontends);
      if (frontend)
        found.inputs.push_back({path, frontend});
      else
        found.unreadable.push_back(unreadable(path, noneOf(frontends)));
    } else if (fs::is_directory(status)) {
      walkFolder(path, boundary, frontends, filter, wanted, found);
    } else {
      found.unreadable.push_back(unreadable(path, "not a regular file or folder"));
    }
  }
  return found;
}

}  // namespace npu_lint
