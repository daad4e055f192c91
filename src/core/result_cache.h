// The incremental-scan cache: a frontend's raw result for one input, stored under a key built
// from the input's content, the flags that shape the result and the identity of this npu-lint
// build, so a rebuilt binary or changed data never serves a stale result.
#pragma once
#include <optional>
#include <string>
#include <vector>

namespace npu_lint {

class ResultCache {
 public:
  ResultCache() = default;  // disabled
  explicit ResultCache(std::string dir);

  bool enabled() const { return !dir_.empty(); }
  const std::string& dir() const { return dir_; }
  // `parts` are hashed together with the build identity.
  std::string key(const std::vector<std::string>& parts) const;
  std::optional<std::string> get(const std::string& key) const;
  // Best effort and atomic: a cache that cannot be written never fails a scan.
  void put(const std::string& key, const std::string& value) const;

 private:
  std::string dir_;
  std::string build_id_;
};

// $XDG_CACHE_HOME/npu-lint, else $HOME/.cache/npu-lint, else "" (no cache).
std::string defaultCacheDir();

// "size:mtime_ns" of a file, or "" when it cannot be read: cheap validity stamps for the
// headers a cached source result depends on.
std::string fileStamp(const std::string& path);

}  // namespace npu_lint
