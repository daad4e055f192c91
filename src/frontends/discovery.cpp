#include "frontends/discovery.h"

#include <algorithm>
#include <filesystem>

#include <fnmatch.h>

#include "frontends/changed_files.h"

namespace npu_lint {
namespace fs = std::filesystem;
namespace {

Target unreadable(const std::string& path, const std::string& problem) {
  return Target::failed(path, InputKind::kUnknown, problem);
}

const Frontend* claimByName(const std::string& path, const std::vector<const Frontend*>& frontends) {
  for (const Frontend* frontend : frontends)
    if (frontend->claimsByName(path)) return frontend;
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
      const Frontend* frontend = claimByName(path, frontends);
      if (!frontend) frontend = claimByContent(path, frontends);
      if (frontend)
        found.inputs.push_back({path, frontend});
      else
        found.unreadable.push_back(unreadable(path, noneOf(frontends)));
    } else if (fs::is_directory(status)) {
      std::vector<Input> inputs;
      fs::recursive_directory_iterator it(path, fs::directory_options::skip_permission_denied, ec), end;
      for (; !ec && it != end; it.increment(ec)) {
        const std::string file = it->path().string();
        if (isExcluded(file, filter.exclude)) {
          std::error_code type_ec;
          if (it->is_directory(type_ec)) it.disable_recursion_pending();
          continue;
        }
        if (!it->is_regular_file(ec) || !wanted(file)) continue;
        if (const Frontend* frontend = claimByName(file, frontends)) inputs.push_back({file, frontend});
      }
      if (ec) found.unreadable.push_back(unreadable(path, "cannot walk the folder: " + ec.message()));
      std::sort(inputs.begin(), inputs.end(), [](const Input& a, const Input& b) { return a.path < b.path; });
      if (inputs.empty() && !ec && filter.exclude.empty() && !filter.only)
        found.unreadable.push_back(unreadable(path, nothingFound(frontends)));
      found.inputs.insert(found.inputs.end(), inputs.begin(), inputs.end());
    } else {
      found.unreadable.push_back(unreadable(path, "not a regular file or folder"));
    }
  }
  return found;
}

}  // namespace npu_lint
