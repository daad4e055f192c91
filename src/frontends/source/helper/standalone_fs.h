// The file system Clang sees in standalone mode: the project's own files, the C/C++ standard
// library and npu-lint's stub headers. Third-party headers installed on the machine (below
// /usr/include other than libc/libstdc++, /usr/local/include, /usr/local/cuda*) are hidden,
// and every header that cannot be found reads as empty, so a file parses the same with or
// without those installs, and fast.
#pragma once
#include <set>
#include <string>
#include <vector>

#include <llvm/Support/VirtualFileSystem.h>

namespace npu_lint::cuda {

// Where missing headers are "found": PPCallbacks::FileNotFound adds missingHeaderDir(name) as a
// search path.
constexpr const char* kEmptyHeaderRoot = "/npu-lint-empty-headers";

// A folder that holds one file, `name`, and nothing else. Clang puts a recovery search path
// before the system folders, so it must never answer for another header: a folder answering
// every name made all later <...> includes empty (libstdc++'s <exception>, glibc's math.h).
// The file is empty, except for PyTorch's own headers (torch/, ATen/, c10/, caffe2/, THC/, pybind11/):
// those include npu-lint's stand-in for the extension API (cuda_headers/include/torch/extension.h),
// so that code using at::Tensor, TORCH_CHECK or AT_DISPATCH_* parses whichever header it names.
std::string missingHeaderDir(const std::string& name);

// What the standalone parser may read: the scanned paths (widened to their repository, see
// headerSearchRoots), the -I folders, the file being parsed, npu-lint's headers and the
// compiler's and C library's. Any other file reads as empty, so that an #include climbing
// out of the tree ("../../x", "/etc/x", a link leading out) cannot make npu-lint read, and
// report, a file beside the project. With follow_links, paths are compared as written.
class ReadBoundary {
 public:
  void allow(const std::string& path);  // a folder (and all below it) or a file
  void followLinks() { follow_links_ = true; }
  bool allows(const std::string& path) const;

 private:
  std::vector<std::string> resolved_, written_;  // the allowed paths, links resolved / as written
  bool follow_links_ = false;
};

// The files a parse was refused (they read as empty), as Clang asked for them ("<dir>/../../x.h"),
// so that the include naming one is reported.
struct RefusedReads {
  std::set<std::string> paths;
};

llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> makeStandaloneFileSystem(const ReadBoundary& boundary,
                                                                         RefusedReads& refused);

}  // namespace npu_lint::cuda
