// Exit codes are part of npu-lint's interface (README, "Exit codes").
#pragma once

namespace npu_lint {

enum ExitCode : int {
  kExitClean = 0,       // every input fully analysed, no finding at or above the threshold
  kExitFindings = 1,    // a finding at or above the threshold
  kExitUsage = 2,       // bad usage, or no input could be analysed at all
  kExitIncomplete = 3,  // some input only partly analysed or unreadable, no finding at the threshold
};

}  // namespace npu_lint
