// "[12/419] path" on stderr while a long scan runs, when stderr is a terminal; silent otherwise.
#pragma once
#include <mutex>
#include <string>

namespace npu_lint {

class Progress {
 public:
  // Shows nothing unless `enabled` (the caller checks isatty).
  Progress(bool enabled, size_t total) : enabled_(enabled), total_(total) {}
  ~Progress() { finish(); }
  void advance(size_t files, const std::string& current);  // thread-safe
  void finish();  // clears the line

 private:
  std::mutex mutex_;
  bool enabled_;
  size_t total_, done_ = 0;
  bool shown_ = false;
};

}  // namespace npu_lint
