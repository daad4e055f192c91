// Runs a helper program with bounded time and memory, capturing what it prints.
#pragma once
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

}  // namespace npu_lint
