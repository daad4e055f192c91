#include "core/output.h"

#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "core/error.h"

namespace npu_lint {
namespace {

[[noreturn]] void fail(const std::string& path, const char* what, int error) {
  throw UserError(path + ": " + what + ": " + std::strerror(error));
}

// Writes all of `text` to `fd`; false (errno set) when the device refuses.
bool writeAll(int fd, const std::string& text) {
  size_t done = 0;
  while (done < text.size()) {
    const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n == 0) errno = EIO;  // nothing taken and no reason given: never loop on it
    if (n <= 0) return false;
    done += static_cast<size_t>(n);
  }
  return true;
}

// While alive, a reader that goes away mid-write makes write() fail with EPIPE in this thread
// instead of ending the process with SIGPIPE.
class SigpipeBlocked {
 public:
  SigpipeBlocked() {
    sigemptyset(&pipe_);
    sigaddset(&pipe_, SIGPIPE);
    pthread_sigmask(SIG_BLOCK, &pipe_, &old_);
  }
  ~SigpipeBlocked() {
    sigset_t pending;
    sigpending(&pending);
    if (sigismember(&pending, SIGPIPE) && !sigismember(&old_, SIGPIPE)) {
      const timespec now{};
      sigtimedwait(&pipe_, nullptr, &now);  // the one our write raised
    }
    pthread_sigmask(SIG_SETMASK, &old_, nullptr);
  }
  SigpipeBlocked(const SigpipeBlocked&) = delete;
  SigpipeBlocked& operator=(const SigpipeBlocked&) = delete;

 private:
  sigset_t pipe_{}, old_{};
};

// A destination that is not a regular file (/dev/null, /dev/stdout, a FIFO, a terminal) is
// written in place: replacing it would turn a device into a file for every later reader.
// O_NONBLOCK: a FIFO with no reader is an error now (ENXIO), not a wait for ever.
void writeInPlace(const std::string& path, const std::string& text, bool follow) {
  const int fd = ::open(path.c_str(), O_WRONLY | O_NONBLOCK | O_CLOEXEC | (follow ? 0 : O_NOFOLLOW));
  struct stat opened {};
  if (fd < 0 && errno == ENXIO) throw UserError(path + ": no process reads it (a FIFO without a reader): not written");
  if (fd < 0) fail(path, "cannot write", errno);
  // What was opened, not what lstat() saw: a regular file put there since is not overwritten in
  // place, and a disk is never written.
  if (::fstat(fd, &opened) != 0 || S_ISREG(opened.st_mode) || S_ISBLK(opened.st_mode)) {
    ::close(fd);
    throw UserError(path + ": changed while being written, or a block device: not written");
  }
  ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);  // then wait for a slow reader as usual
  SigpipeBlocked blocked;
  const bool ok = writeAll(fd, text);
  const int error = errno;
  ::close(fd);
  if (!ok) fail(path, "write failed", error);
}

// /dev/stdout, /dev/stderr, /dev/fd/N, /proc/self/fd/N: names of this process's own open files.
bool isOwnStream(const std::string& path) {
  if (path == "/dev/stdout" || path == "/dev/stderr") return true;
  for (const std::string prefix : {"/dev/fd/", "/proc/self/fd/"})
    if (path.size() > prefix.size() && path.compare(0, prefix.size(), prefix) == 0 &&
        path.find_first_not_of("0123456789", prefix.size()) == std::string::npos)
      return true;
  return false;
}

// Read once before main: umask() can only be read by setting it, which must not race with
// worker threads creating files (the result cache writes from them).
const mode_t kCreationMode = [] {
  const mode_t mask = ::umask(0);
  ::umask(mask);
  return static_cast<mode_t>(0666 & ~mask);
}();

}  // namespace

void writeFileAtomically(const std::string& path, const std::string& text) {
  struct stat existing {};
  const bool exists = ::lstat(path.c_str(), &existing) == 0;
  if (exists && S_ISLNK(existing.st_mode)) {
    // The process's own streams (/dev/stdout -> /proc/self/fd/1) are written through when they
    // are a pipe or a terminal. Any other link is refused: a scanned tree can commit a link
    // (report.json -> /dev/sda), and a planted link must not redirect a write.
    struct stat target {};
    if (isOwnStream(path) && ::stat(path.c_str(), &target) == 0 && (S_ISFIFO(target.st_mode) || S_ISCHR(target.st_mode) || S_ISSOCK(target.st_mode)))
      return writeInPlace(path, text, true);
    throw UserError(path + ": a symbolic link: not written through");
  }
  if (exists && S_ISDIR(existing.st_mode)) throw UserError(path + ": a folder, not a file");
  if (exists && !S_ISREG(existing.st_mode)) return writeInPlace(path, text, false);
  // A temporary file of our own (O_EXCL: never an existing name, never through a link) beside
  // the destination, renamed over it: a killed run never leaves half a file.
  std::vector<char> temp(path.begin(), path.end());
  const std::string suffix = ".npu-lint-tmp.XXXXXX";
  temp.insert(temp.end(), suffix.begin(), suffix.end());
  temp.push_back('\0');
  const int fd = ::mkostemp(temp.data(), O_CLOEXEC);
  if (fd < 0) fail(path, "cannot create a temporary file beside it", errno);  // the folder refuses
  const mode_t mode = exists ? existing.st_mode & 0777 : kCreationMode;  // never setuid/setgid
  bool ok = ::fchmod(fd, mode) == 0 && writeAll(fd, text);
  int error = errno;
  if (::close(fd) != 0 && ok) ok = false, error = errno;
  if (ok && ::rename(temp.data(), path.c_str()) != 0) ok = false, error = errno;
  if (!ok) {
    std::remove(temp.data());
    fail(path, "cannot write", error);
  }
}

}  // namespace npu_lint
