#include "core/result_cache.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <filesystem>

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
  std::vector<std::string_view> all{build_id_};
  all.insert(all.end(), parts.begin(), parts.end());
  return sha256Hex(all);
}

std::optional<std::string> ResultCache::get(const std::string& key) const {
  if (!enabled()) return std::nullopt;
  // Only a regular file of the cache's own: never through a link, never a FIFO that would block.
  const std::string path = dir_ + "/" + key.substr(0, 2) + "/" + key;
  const int fd = ::open(path.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) return std::nullopt;
  struct stat st {};
  std::string text;
  // An entry is a file's facts, far below the largest input (64 MiB); a bigger one was planted.
  bool whole = ::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size <= (int64_t{256} << 20);
  if (whole) {
    text.resize(static_cast<size_t>(st.st_size));
    size_t done = 0;
    for (ssize_t n; done < text.size() && ((n = ::read(fd, text.data() + done, text.size() - done)) > 0 || (n < 0 && errno == EINTR));)
      if (n > 0) done += static_cast<size_t>(n);
    whole = done == text.size();  // a short read is a miss, never half an entry
  }
  ::close(fd);
  if (!whole) return std::nullopt;
  return text;
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
