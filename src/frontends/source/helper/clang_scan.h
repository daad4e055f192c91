// The Clang pass of the source scanner: parses one file with LibTooling and reports what the
// AST confirms (kernels, launches), the #if-excluded ranges, and the first real parse error.
#pragma once
#include <string>
#include <vector>

#include "facts/source_facts.h"

namespace npu_lint::cuda {

class HeaderIndex;
class ReadBoundary;

struct ClangScanOptions {
  std::vector<std::string> args;  // compiler arguments, without the file
  std::string directory;          // working directory of the compile command
  const HeaderIndex* headers = nullptr;  // standalone: where to look for includes found nowhere else
  // Standalone: header libraries npu-lint bundles (CUTLASS), read when neither the include path
  // nor the tree holds a header, so that a project's own copy always wins.
  std::vector<std::string> library_dirs;
  // npu-lint's own headers (its stand-ins and the libraries above): never listed among the
  // headers a file includes, which name the project's.
  std::vector<std::string> own_header_dirs;
  const ReadBoundary* boundary = nullptr;  // standalone: what may be read (required there)
};

// Never throws through Clang: problems come back in the result. In standalone mode Clang sees
// no third-party install, and every #include that cannot be found reads as empty.
ClangFacts scanWithClang(const std::string& file, const ClangScanOptions& options, bool standalone);

}  // namespace npu_lint::cuda
