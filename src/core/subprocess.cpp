#include "core/subprocess.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>

#include "core/error.h"

namespace npu_lint {
namespace {

struct Pipe {
  int fd[2] = {-1, -1};
  Pipe() {
    if (pipe2(fd, O_CLOEXEC) != 0) throw UserError(std::string("cannot create a pipe: ") + std::strerror(errno));
  }
  ~Pipe() {
    for (int f : fd)
      if (f >= 0) close(f);
  }
  void closeEnd(int i) {
    if (fd[i] >= 0) close(fd[i]);
    fd[i] = -1;
  }
};

// AddressSanitizer reserves terabytes of address space for its shadow memory: a sanitized
// helper cannot run under an address-space limit (its time limit still applies).
#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define NPU_LINT_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define NPU_LINT_ASAN 1
#endif
#ifdef NPU_LINT_ASAN
constexpr bool kAddressSpaceLimits = false;
#else
constexpr bool kAddressSpaceLimits = true;
#endif

// Runs in the forked child: no allocation (the parent may have other threads holding the heap lock).
[[noreturn]] void execChild(std::vector<char*>& args, const SubprocessLimits& limits, Pipe& out, Pipe& err) {
  dup2(out.fd[1], STDOUT_FILENO);
  dup2(err.fd[1], STDERR_FILENO);
  const int devnull = open("/dev/null", O_RDONLY);
  if (devnull >= 0) dup2(devnull, STDIN_FILENO);
  if (limits.max_memory_bytes && kAddressSpaceLimits) {
    const rlimit limit{limits.max_memory_bytes, limits.max_memory_bytes};
    setrlimit(RLIMIT_AS, &limit);
  }
  const rlimit no_core{0, 0};
  setrlimit(RLIMIT_CORE, &no_core);
  execv(args[0], args.data());
  // Only async-signal-safe calls here: the parent may have other threads.
  const char* parts[] = {"cannot run ", args[0], ": ", strerror(errno), "\n"};
  for (const char* part : parts) (void)!write(STDERR_FILENO, part, strlen(part));
  _exit(127);
}

}  // namespace

SubprocessResult runSubprocess(const std::vector<std::string>& argv, const SubprocessLimits& limits) {
  std::vector<char*> args;
  for (const auto& arg : argv) args.push_back(const_cast<char*>(arg.c_str()));
  args.push_back(nullptr);
  Pipe out, err;
  const pid_t pid = fork();
  if (pid < 0) throw UserError(std::string("cannot start ") + argv.at(0) + ": " + std::strerror(errno));
  if (pid == 0) execChild(args, limits, out, err);
  out.closeEnd(1);
  err.closeEnd(1);

  SubprocessResult result;
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(limits.timeout_seconds);
  pollfd fds[2] = {{out.fd[0], POLLIN, 0}, {err.fd[0], POLLIN, 0}};
  std::string* sinks[2] = {&result.out, &result.err};
  int open_streams = 2;
  char buffer[65536];
  while (open_streams > 0) {
    int wait_ms = -1;
    if (limits.timeout_seconds) {
      const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
      if (left.count() <= 0) {
        result.timed_out = true;
        kill(pid, SIGKILL);
        break;
      }
      wait_ms = static_cast<int>(left.count());
    }
    if (poll(fds, 2, wait_ms) < 0 && errno != EINTR) break;
    for (int i = 0; i < 2; ++i) {
      if (fds[i].fd < 0 || !(fds[i].revents & (POLLIN | POLLHUP | POLLERR))) continue;
      const ssize_t n = read(fds[i].fd, buffer, sizeof buffer);
      if (n <= 0) {
        fds[i].fd = -1;
        --open_streams;
        continue;
      }
      if (sinks[i]->size() + static_cast<size_t>(n) > limits.max_output_bytes) {
        result.output_truncated = true;
        kill(pid, SIGKILL);
        fds[0].fd = fds[1].fd = -1;
        open_streams = 0;
        break;
      }
      sinks[i]->append(buffer, static_cast<size_t>(n));
    }
  }
  int status = 0;
  rusage usage{};
  // A child that closed its output may still run: keep to the deadline while reaping it.
  for (;;) {
    const pid_t done = wait4(pid, &status, limits.timeout_seconds ? WNOHANG : 0, &usage);
    if (done == pid || (done < 0 && errno != EINTR)) break;
    if (done == 0) {
      if (std::chrono::steady_clock::now() >= deadline) {
        result.timed_out = true;
        kill(pid, SIGKILL);
      }
      usleep(2000);
    }
  }
  result.peak_rss_kb = usage.ru_maxrss;
  if (WIFEXITED(status)) result.exit_code = WEXITSTATUS(status);
  if (WIFSIGNALED(status)) result.signal = WTERMSIG(status);
  return result;
}

}  // namespace npu_lint
