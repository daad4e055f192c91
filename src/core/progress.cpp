#include "core/progress.h"

#include <cstdio>

namespace npu_lint {

void Progress::advance(size_t files, const std::string& current) {
  if (!enabled_) return;
  std::lock_guard<std::mutex> lock(mutex_);
  done_ += files;
  // Keep the line within a terminal's width: the tail of the path is the informative part.
  std::string shown = current.size() > 60 ? "..." + current.substr(current.size() - 57) : current;
  std::fprintf(stderr, "\r\033[K[%zu/%zu] %s", done_, total_, shown.c_str());
  std::fflush(stderr);
  shown_ = true;
}

void Progress::finish() {
  std::lock_guard<std::mutex> lock(mutex_);
  if (!shown_) return;
  std::fprintf(stderr, "\r\033[K");
  std::fflush(stderr);
  shown_ = false;
}

}  // namespace npu_lint
