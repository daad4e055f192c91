#include "frontends/source/helper/standalone_fs.h"

#include <climits>
#include <cstdlib>
#include <filesystem>

#include "core/paths.h"
#include "facts/source_facts.h"

#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/Path.h>

namespace npu_lint::cuda {
namespace {

using llvm::ErrorOr;
using llvm::StringRef;
namespace sysfs = llvm::sys::fs;

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

// What a missing header reads as.
const char* contentFor(StringRef name) {
  return isPyTorchHeader(std::string_view(name.data(), name.size())) ? "#include <torch/extension.h>\n" : "";
}

class SynthesizedFile : public llvm::vfs::File {
 public:
  SynthesizedFile(llvm::vfs::Status status, const char* content) : status_(std::move(status)), content_(content) {}
  ErrorOr<llvm::vfs::Status> status() override { return status_; }
  ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> getBuffer(const llvm::Twine& name, int64_t, bool, bool) override {
    return llvm::MemoryBuffer::getMemBuffer(content_, name.str());
  }
  std::error_code close() override { return {}; }

 private:
  llvm::vfs::Status status_;
  const char* content_;
};

// missingHeaderDir encodes the one name its folder holds in hex, so that a path below the root
// says by itself whether it exists (no state shared with the preprocessor).
std::string hex(const std::string& text) {
  static const char* const kDigits = "0123456789abcdef";
  std::string out;
  for (unsigned char c : text) {
    out += kDigits[c >> 4];
    out += kDigits[c & 15];
  }
  return out;
}

std::string unhex(StringRef text) {
  std::string out;
  for (size_t i = 0; i + 1 < text.size(); i += 2) {
    auto digit = [](char c) { return c <= '9' ? c - '0' : c - 'a' + 10; };
    out += static_cast<char>(digit(text[i]) << 4 | digit(text[i + 1]));
  }
  return out;
}

enum class Synthesized { kNone, kFolder, kFile };

// Below the root: "<root>/<hex name>" and the folders on the way to "<root>/<hex name>/<name>"
// are folders, that last path the file, anything else absent.
Synthesized synthesizedKind(StringRef path) {
  StringRef rest = path.drop_front(strlen(kEmptyHeaderRoot));
  if (rest.empty()) return Synthesized::kFolder;
  rest = rest.drop_front();  // '/'
  const auto [encoded, inside] = rest.split('/');
  const std::string name = unhex(encoded);
  if (name.empty() || hex(name) != encoded) return Synthesized::kNone;
  if (inside.empty() && rest.size() == encoded.size()) return Synthesized::kFolder;
  if (inside == name) return Synthesized::kFile;
  return StringRef(name).startswith(inside.str() + "/") ? Synthesized::kFolder : Synthesized::kNone;
}

class StandaloneFileSystem : public llvm::vfs::ProxyFileSystem {
 public:
  StandaloneFileSystem(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> real, const ReadBoundary& boundary,
                       RefusedReads& refused)
      : ProxyFileSystem(std::move(real)), boundary_(boundary), refused_(refused) {}

  ErrorOr<llvm::vfs::Status> status(const llvm::Twine& twine) override {
    const std::string path = twine.str();
    if (isBelowEmptyRoot(path)) return synthesized(path);
    if (isHidden(path)) return std::make_error_code(std::errc::no_such_file_or_directory);
    auto real = ProxyFileSystem::status(twine);
    // Folders only say where to look; a file's bytes are what must not leave the boundary.
    if (real && !real->isDirectory() && refuse(path)) return emptyFileStatus(path);
    return real;
  }

  ErrorOr<std::unique_ptr<llvm::vfs::File>> openFileForRead(const llvm::Twine& twine) override {
    const std::string path = twine.str();
    if (isBelowEmptyRoot(path)) {
      auto st = synthesized(path);
      if (!st) return st.getError();
      if (st->isDirectory()) return std::make_error_code(std::errc::is_a_directory);
      const StringRef rest = StringRef(path).drop_front(strlen(kEmptyHeaderRoot) + 1);
      return std::unique_ptr<llvm::vfs::File>(new SynthesizedFile(*st, contentFor(rest.split('/').second)));
    }
    if (isHidden(path)) return std::make_error_code(std::errc::no_such_file_or_directory);
    if (refuse(path)) return std::unique_ptr<llvm::vfs::File>(new SynthesizedFile(emptyFileStatus(path), ""));
    return ProxyFileSystem::openFileForRead(twine);
  }

 private:
  // A file outside the boundary reads as empty (the include is then reported, not followed).
  bool refuse(const std::string& path) {
    if (boundary_.allows(path)) return false;
    refused_.paths.insert(path);
    return true;
  }

  static llvm::vfs::Status emptyFileStatus(const std::string& path) {
    return llvm::vfs::Status(path, sysfs::UniqueID(0xE3B8, std::hash<std::string>()(path)), llvm::sys::TimePoint<>(), 0, 0,
                             0, sysfs::file_type::regular_file, sysfs::perms::all_read);
  }

  static bool isBelowEmptyRoot(StringRef path) {
    return path.startswith(kEmptyHeaderRoot) &&
           (path.size() == strlen(kEmptyHeaderRoot) || path[strlen(kEmptyHeaderRoot)] == '/');
  }

  const ReadBoundary& boundary_;
  RefusedReads& refused_;

  ErrorOr<llvm::vfs::Status> synthesized(const std::string& path) {
    const Synthesized kind = synthesizedKind(path);
    if (kind == Synthesized::kNone) return std::make_error_code(std::errc::no_such_file_or_directory);
    const bool folder = kind == Synthesized::kFolder;
    const uint64_t size = folder ? 0 : strlen(contentFor(StringRef(path).drop_front(strlen(kEmptyHeaderRoot) + 1).split('/').second));
    return llvm::vfs::Status(path, sysfs::UniqueID(0xE3B7, std::hash<std::string>()(path)), llvm::sys::TimePoint<>(), 0,
                             0, size, folder ? sysfs::file_type::directory_file : sysfs::file_type::regular_file,
                             sysfs::perms::all_read);
  }
};

}  // namespace

std::string missingHeaderDir(const std::string& name) { return std::string(kEmptyHeaderRoot) + "/" + hex(name); }

namespace {

std::string resolved(const std::string& path) {
  char buffer[PATH_MAX];
  return realpath(path.c_str(), buffer) ? std::string(buffer) : std::string();
}

std::string asWritten(const std::string& path) {
  std::error_code ec;
  return std::filesystem::absolute(path, ec).lexically_normal().string();
}

}  // namespace

void ReadBoundary::allow(const std::string& path) {
  if (const std::string real = resolved(path); !real.empty()) resolved_.push_back(real);
  written_.push_back(asWritten(path));
}

bool ReadBoundary::allows(const std::string& path) const {
  // A path that does not resolve names nothing to read; the real file system says so.
  const std::string real = resolved(path);
  if (real.empty()) return true;
  auto below = [](const std::string& p, const std::vector<std::string>& folders) {
    return std::any_of(folders.begin(), folders.end(), [&](const std::string& f) { return isPathBelow(p, f); });
  };
  return below(real, resolved_) || (follow_links_ && below(asWritten(path), written_));
}

llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> makeStandaloneFileSystem(const ReadBoundary& boundary,
                                                                         RefusedReads& refused) {
  return llvm::makeIntrusiveRefCnt<StandaloneFileSystem>(llvm::vfs::getRealFileSystem(), boundary, refused);
}

}  // namespace npu_lint::cuda
