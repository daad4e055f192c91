#include "frontends/input_discovery.h"

#include <algorithm>
#include <filesystem>
#include <fstream>

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

bool looksLikeModelFile(const std::string& path) {
  return hasModelExtension(path) || startsWithZipMagic(path);
}

Discovery discoverInputs(const std::vector<std::string>& paths) {
  Discovery found;
  for (const auto& path : paths) {
    std::error_code ec;
    const auto status = fs::status(path, ec);
    if (ec || !fs::exists(status)) {
      found.unreadable.push_back(unreadable(path, "no such file or directory"));
    } else if (fs::is_regular_file(status)) {
      if (looksLikeModelFile(path))
        found.inputs.push_back({path, InputKind::kTorchScript});
      else
        found.unreadable.push_back(unreadable(path, "not a TorchScript archive (.pt, .pth, .ts or a zip archive)"));
    } else if (fs::is_directory(status)) {
      std::vector<std::string> models;
      fs::recursive_directory_iterator it(path, fs::directory_options::skip_permission_denied, ec), end;
      for (; !ec && it != end; it.increment(ec))
        if (it->is_regular_file(ec) && hasModelExtension(it->path())) models.push_back(it->path().string());
      if (ec) found.unreadable.push_back(unreadable(path, "cannot walk the folder: " + ec.message()));
      std::sort(models.begin(), models.end());
      for (auto& model : models) found.inputs.push_back({std::move(model), InputKind::kTorchScript});
      if (models.empty() && !ec)
        found.unreadable.push_back(unreadable(path, "nothing scannable in this folder (no .pt/.pth/.ts model files)"));
    } else {
      found.unreadable.push_back(unreadable(path, "not a regular file or folder"));
    }
  }
  return found;
}

}  // namespace npu_lint
