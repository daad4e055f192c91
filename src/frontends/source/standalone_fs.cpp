#include "frontends/source/standalone_fs.h"

#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/Path.h>

namespace npu_lint::cuda {
namespace {

using llvm::ErrorOr;
using llvm::StringRef;
namespace fs = llvm::sys::fs;

// Folders below /usr/include that belong to the C library, the kernel headers and libstdc++;
// everything else there is a third-party install the standalone mode must not see.
bool isStandardLibraryDir(StringRef first) {
  static const char* const kAllowed[] = {"c++", "x86_64-linux-gnu", "aarch64-linux-gnu", "linux", "asm-generic", "asm",
                                         "sys", "bits", "gnu", "net", "netinet", "arpa", "rpc", "scsi", "mtd",
                                         "drm", "misc", "video", "sound", "rdma", "xen", "protocols"};
  for (const char* allowed : kAllowed)
    if (first == allowed) return true;
  return false;
}

bool isHidden(StringRef path) {
  if (path.startswith("/usr/local/include/") || path.startswith("/usr/local/cuda")) return true;
  if (!path.startswith("/usr/include/")) return false;
  const StringRef rest = path.drop_front(strlen("/usr/include/"));
  const size_t slash = rest.find('/');
  if (slash == StringRef::npos) return false;  // /usr/include/stdio.h and the like
  return !isStandardLibraryDir(rest.take_front(slash));
}

class EmptyFile : public llvm::vfs::File {
 public:
  explicit EmptyFile(llvm::vfs::Status status) : status_(std::move(status)) {}
  ErrorOr<llvm::vfs::Status> status() override { return status_; }
  ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> getBuffer(const llvm::Twine& name, int64_t, bool, bool) override {
    return llvm::MemoryBuffer::getMemBuffer("", name.str());
  }
  std::error_code close() override { return {}; }

 private:
  llvm::vfs::Status status_;
};

class StandaloneFileSystem : public llvm::vfs::ProxyFileSystem {
 public:
  using ProxyFileSystem::ProxyFileSystem;

  ErrorOr<llvm::vfs::Status> status(const llvm::Twine& twine) override {
    const std::string path = twine.str();
    if (StringRef(path).startswith(kEmptyHeaderRoot)) return synthesized(path);
    if (isHidden(path)) return std::make_error_code(std::errc::no_such_file_or_directory);
    return ProxyFileSystem::status(twine);
  }

  ErrorOr<std::unique_ptr<llvm::vfs::File>> openFileForRead(const llvm::Twine& twine) override {
    const std::string path = twine.str();
    if (StringRef(path).startswith(kEmptyHeaderRoot)) {
      auto st = synthesized(path);
      if (st->isDirectory()) return std::make_error_code(std::errc::is_a_directory);
      return std::unique_ptr<llvm::vfs::File>(new EmptyFile(*st));
    }
    if (isHidden(path)) return std::make_error_code(std::errc::no_such_file_or_directory);
    return ProxyFileSystem::openFileForRead(twine);
  }

 private:
  // Below the empty root, a name with an extension is an empty header, anything else a folder.
  ErrorOr<llvm::vfs::Status> synthesized(const std::string& path) {
    const bool directory = !llvm::sys::path::has_extension(path);
    return llvm::vfs::Status(path, fs::UniqueID(0xE3B7, std::hash<std::string>()(path)),
                             llvm::sys::TimePoint<>(), 0, 0, 0,
                             directory ? fs::file_type::directory_file : fs::file_type::regular_file, fs::perms::all_read);
  }
};

}  // namespace

llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> makeStandaloneFileSystem() {
  return llvm::makeIntrusiveRefCnt<StandaloneFileSystem>(llvm::vfs::getRealFileSystem());
}

}  // namespace npu_lint::cuda
