// Runs a helper program with bounded time and memory, capturing what it prints.
#pragma once
#include <sys/types.h>

#include <optional>
#include <string>
#include <vector>

namespace npu_lint {

struct SubprocessLimits {
  unsigned timeout_seconds = 0;   // wall clock; 0 = none
  size_t max_memory_bytes = 0;    // address space; 0 = none
  size_t max_output_bytes = 256u << 20;
};

struct SubprocessResult {
  int exit_code = -1;  // -1 when it did not exit normally
  int signal = 0;      // the signal that ended it, or 0
  bool timed_out = false;
  bool output_truncated = false;
  std::string out, err;
  long peak_rss_kb = 0;
};

// argv[0] is the program's path. Throws UserError only when it cannot be started at all.
SubprocessResult runSubprocess(const std::vector<std::string>& argv, const SubprocessLimits& limits);

// A helper that answers one request line after another on its stdin/stdout, so that its
// start-up is paid once for many requests. Not shared between threads.
class Coprocess {
 public:
  // Throws UserError only when it cannot be started at all.
  Coprocess(const std::vector<std::string>& argv, const SubprocessLimits& limits);
  ~Coprocess();
  Coprocess(const Coprocess&) = delete;
  Coprocess& operator=(const Coprocess&) = delete;

  // Sends `request` as it is and returns the next line the helper prints; nullopt when it ends,
  // takes longer than limits.timeout_seconds, or replies past limits.max_output_bytes first. After
  // nullopt the helper is gone and ended() says how.
  std::optional<std::string> ask(const std::string& request);
  const SubprocessResult& ended() const { return ended_; }

 private:
  void stop(bool kill_it);
  bool readErr();
  pid_t pid_ = -1;
  int to_child_ = -1, from_child_ = -1, child_err_ = -1;
  SubprocessLimits limits_;
  std::string pending_;  // what it printed past the last reply line
  SubprocessResult ended_;
};

}  // namespace npu_lint
