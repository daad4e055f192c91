// The Clang pass of the source scanner: parses one file with LibTooling and reports what the
// AST confirms (kernels, launches), the #if-excluded ranges, and the first real parse error.
#pragma once
#include <string>
#include <vector>

#include "frontends/cuda/source_facts.h"

namespace npu_lint::cuda {

struct ClangScanOptions {
  std::vector<std::string> args;  // compiler arguments, without the file
  std::string directory;          // working directory of the compile command
};

struct SkippedRange {
  unsigned first_line = 0, last_line = 0;
};

struct ClangFacts {
  bool ran = false;  // false when Clang could not run at all
  bool parsed_cleanly = true;
  std::string first_error;
  std::vector<KernelFact> kernels;
  std::vector<LaunchFact> launches;
  std::vector<SkippedRange> skipped;
  // Project headers it read (quoted, non-system includes): a cached result is valid only while
  // they are unchanged.
  std::vector<std::string> user_includes;
};

// Never throws through Clang: problems come back in the result. In standalone mode Clang sees
// no third-party install, and every #include that cannot be found reads as empty.
ClangFacts scanWithClang(const std::string& file, const ClangScanOptions& options, bool standalone);

}  // namespace npu_lint::cuda
