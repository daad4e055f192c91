// The file system Clang sees in standalone mode: the project's own files, the C/C++ standard
// library and npu-lint's stub headers. Third-party headers installed on the machine (below
// /usr/include other than libc/libstdc++, /usr/local/include, /usr/local/cuda*) are hidden, and every header that cannot be found reads as empty, so a
// file parses the same with or without those installs, and fast.
#pragma once
#include <llvm/Support/VirtualFileSystem.h>

namespace npu_lint::cuda {

// Where missing headers are "found": PPCallbacks::FileNotFound adds it as a search path.
constexpr const char* kEmptyHeaderRoot = "/npu-lint-empty-headers";

llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> makeStandaloneFileSystem();

}  // namespace npu_lint::cuda
