#include "frontends/input_discovery.h"

#include <algorithm>
#include <filesystem>
#include <fstream>

#include <fnmatch.h>

#include "frontends/changed_files.h"
#include "frontends/source_scanner.h"

namespace npu_lint {
namespace fs = std::filesystem;
namespace {

const char* const kModelExtensions[] = {".pt", ".pth", ".ts", ".torchscript", ".ptl"};

bool hasModelExtension(const fs::path& path) {
  const std::string ext = path.extension().string();
  return std::any_of(std::begin(kModelExtensions), std::end(kModelExtensions),
                     [&](const char* e) { return ext == e; });
}

bool startsWithZipMagic(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  char magic[4] = {};
  return in.read(magic, 4) && std::string(magic, 4) == std::string("PK\x03\x04", 4);
}

Target unreadable(const std::string& path, const std::string& problem) {
  Target target;
  target.path = path;
  target.kind = "unknown";
  target.status = Status::kError;
  target.problems.push_back(problem);
  return target;
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

bool looksLikeModelFile(const std::string& path) {
  return hasModelExtension(path) || startsWithZipMagic(path);
}

Discovery discoverInputs(const std::vector<std::string>& paths, const DiscoveryFilter& filter) {
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
      if (!wanted(path))
        continue;
      else if (isSourceFile(path))
        found.inputs.push_back({path, InputKind::kSource});
      else if (looksLikeModelFile(path))
        found.inputs.push_back({path, InputKind::kTorchScript});
      else
        found.unreadable.push_back(unreadable(
            path, "neither a TorchScript archive (.pt, .pth, .ts, zip) nor a C++/CUDA source (.cu .cuh .cpp .cc .cxx .h .hpp)"));
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
        if (hasModelExtension(it->path())) inputs.push_back({file, InputKind::kTorchScript});
        else if (isSourceFile(file)) inputs.push_back({file, InputKind::kSource});
      }
      if (ec) found.unreadable.push_back(unreadable(path, "cannot walk the folder: " + ec.message()));
      std::sort(inputs.begin(), inputs.end(), [](const Input& a, const Input& b) { return a.path < b.path; });
      if (inputs.empty() && !ec && filter.exclude.empty() && !filter.only)
        found.unreadable.push_back(
            unreadable(path, "nothing scannable in this folder (no .pt/.pth/.ts models, no C++/CUDA sources)"));
      found.inputs.insert(found.inputs.end(), inputs.begin(), inputs.end());
    } else {
      found.unreadable.push_back(unreadable(path, "not a regular file or folder"));
    }
  }
  return found;
}

}  // namespace npu_lint
