#include "core/result_cache.h"

#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "core/error.h"
#include "core/hash.h"
#include "core/output.h"
#include "core/paths.h"

namespace npu_lint {
namespace fs = std::filesystem;
namespace {

// The helpers and the data they read: rebuilding or reinstalling changes a size or mtime.
std::string buildIdentity() {
  std::string id = std::string("npu-lint ") + NPU_LINT_VERSION;
  for (const std::string& path : {executableDir() + "/npu-lint", helperPath("npu-lint-torchscript"),
                                  helperPath("npu-lint-cuda")})
    id += "|" + fileStamp(path);
  std::error_code ec;
  for (fs::recursive_directory_iterator it(dataDir() + "/cuda_headers", ec), end; !ec && it != end; it.increment(ec))
    if (it->is_regular_file(ec)) id += "|" + it->path().string() + "=" + fileStamp(it->path().string());
  return hex64(fnv1a(id));
}

}  // namespace

std::string fileStamp(const std::string& path) {
  struct stat st;
  if (stat(path.c_str(), &st) != 0) return "";
  return std::to_string(st.st_size) + ":" + std::to_string(st.st_mtim.tv_sec) + "." + std::to_string(st.st_mtim.tv_nsec);
}

ResultCache::ResultCache(std::string dir) : dir_(std::move(dir)), build_id_(buildIdentity()) {}

std::string ResultCache::key(const std::vector<std::string>& parts) const {
  uint64_t hash = fnv1a(build_id_);
  for (const auto& part : parts) hash = fnv1a(part + '\0', hash);
  return hex64(hash);
}

std::optional<std::string> ResultCache::get(const std::string& key) const {
  if (!enabled()) return std::nullopt;
  std::ifstream in(dir_ + "/" + key.substr(0, 2) + "/" + key, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

void ResultCache::put(const std::string& key, const std::string& value) const {
  if (!enabled()) return;
  std::error_code ec;
  const fs::path folder = fs::path(dir_) / key.substr(0, 2);
  fs::create_directories(folder, ec);
  try {
    // A temporary file of its own per write: workers storing the same key do not share one.
    writeFileAtomically((folder / key).string(), value);
  } catch (const UserError&) {
    // A cache that cannot be written is only slower.
  }
}

std::string defaultCacheDir() {
  if (const char* xdg = std::getenv("XDG_CACHE_HOME"); xdg && *xdg) return std::string(xdg) + "/npu-lint";
  if (const char* home = std::getenv("HOME"); home && *home) return std::string(home) + "/.cache/npu-lint";
  return "";
}

}  // namespace npu_lint
