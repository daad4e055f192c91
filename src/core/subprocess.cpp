#include "core/subprocess.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
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

using Clock = std::chrono::steady_clock;

std::vector<char*> argvOf(const std::vector<std::string>& argv) {
  std::vector<char*> args;
  for (const auto& arg : argv) args.push_back(const_cast<char*>(arg.c_str()));
  args.push_back(nullptr);
  return args;
}

// Runs in the forked child: no allocation (the parent may have other threads holding the heap lock).
// `in` < 0 reads /dev/null.
[[noreturn]] void execChild(std::vector<char*>& args, const SubprocessLimits& limits, int in, Pipe& out, Pipe& err) {
  dup2(out.fd[1], STDOUT_FILENO);
  dup2(err.fd[1], STDERR_FILENO);
  if (in < 0) in = open("/dev/null", O_RDONLY);
  if (in >= 0) dup2(in, STDIN_FILENO);
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

// Waits for the child and records how it ended. A child that closed its output may still run:
// past the deadline it is killed.
void reap(pid_t pid, std::optional<Clock::time_point> deadline, SubprocessResult& result) {
  int status = 0;
  rusage usage{};
  for (;;) {
    const pid_t done = wait4(pid, &status, deadline ? WNOHANG : 0, &usage);
    if (done == pid || (done < 0 && errno != EINTR)) break;
    if (done == 0) {
      if (Clock::now() >= *deadline) {
        result.timed_out = true;
        kill(pid, SIGKILL);
        deadline.reset();
      }
      usleep(2000);
    }
  }
  result.peak_rss_kb = usage.ru_maxrss;
  if (WIFEXITED(status)) result.exit_code = WEXITSTATUS(status);
  if (WIFSIGNALED(status)) result.signal = WTERMSIG(status);
}

int millisecondsUntil(Clock::time_point deadline) {
  const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
  return static_cast<int>(std::max<long long>(0, left));
}

}  // namespace

SubprocessResult runSubprocess(const std::vector<std::string>& argv, const SubprocessLimits& limits) {
  std::vector<char*> args = argvOf(argv);
  Pipe out, err;
  const pid_t pid = fork();
  if (pid < 0) throw UserError(std::string("cannot start ") + argv.at(0) + ": " + std::strerror(errno));
  if (pid == 0) execChild(args, limits, -1, out, err);
  out.closeEnd(1);
  err.closeEnd(1);

  SubprocessResult result;
  const auto deadline = Clock::now() + std::chrono::seconds(limits.timeout_seconds);
  pollfd fds[2] = {{out.fd[0], POLLIN, 0}, {err.fd[0], POLLIN, 0}};
  std::string* sinks[2] = {&result.out, &result.err};
  int open_streams = 2;
  char buffer[65536];
  while (open_streams > 0) {
    int wait_ms = -1;
    if (limits.timeout_seconds) {
      wait_ms = millisecondsUntil(deadline);
      if (wait_ms == 0) {
        result.timed_out = true;
        kill(pid, SIGKILL);
        break;
      }
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
  reap(pid, limits.timeout_seconds ? std::optional(deadline) : std::nullopt, result);
  return result;
}

Coprocess::Coprocess(const std::vector<std::string>& argv, const SubprocessLimits& limits) : limits_(limits) {
  std::vector<char*> args = argvOf(argv);
  // A socket, not a pipe, for requests: send(MSG_NOSIGNAL) to a helper that died is an error to
  // handle, not a SIGPIPE that ends npu-lint.
  int requests[2];
  if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, requests) != 0)
    throw UserError(std::string("cannot create a socket: ") + std::strerror(errno));
  Pipe out, err;
  pid_ = fork();
  if (pid_ < 0) {
    close(requests[0]);
    close(requests[1]);
    throw UserError(std::string("cannot start ") + argv.at(0) + ": " + std::strerror(errno));
  }
  if (pid_ == 0) execChild(args, limits, requests[1], out, err);
  close(requests[1]);
  to_child_ = requests[0];
  std::swap(from_child_, out.fd[0]);
  std::swap(child_err_, err.fd[0]);
}

Coprocess::~Coprocess() { stop(false); }

// Closing its requests ends a helper that waits for the next one; one that does not end soon is killed.
void Coprocess::stop(bool kill_it) {
  if (pid_ < 0) return;
  if (kill_it) kill(pid_, SIGKILL);
  for (int* fd : {&to_child_, &from_child_}) {
    close(*fd);
    *fd = -1;
  }
  // The last it wrote on stderr says why it ended: read up to its end of file.
  const auto deadline = Clock::now() + std::chrono::seconds(10);
  for (pollfd err{child_err_, POLLIN, 0}; child_err_ >= 0 && poll(&err, 1, millisecondsUntil(deadline)) > 0;)
    if (!readErr()) break;
  if (child_err_ >= 0) close(child_err_);
  child_err_ = -1;
  const bool timed_out = ended_.timed_out;
  reap(pid_, deadline, ended_);
  ended_.timed_out |= timed_out;
  pid_ = -1;
}

// One read of the helper's stderr into ended().err; false at its end.
bool Coprocess::readErr() {
  char buffer[4096];
  const ssize_t n = read(child_err_, buffer, sizeof buffer);
  if (n <= 0) {
    close(child_err_);
    child_err_ = -1;  // poll skips it from now on
    return false;
  }
  if (ended_.err.size() < limits_.max_output_bytes) ended_.err.append(buffer, static_cast<size_t>(n));
  return true;
}

std::optional<std::string> Coprocess::ask(const std::string& request) {
  if (pid_ < 0) return std::nullopt;
  for (size_t sent = 0; sent < request.size();) {
    const ssize_t n = send(to_child_, request.data() + sent, request.size() - sent, MSG_NOSIGNAL);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      stop(false);
      return std::nullopt;
    }
    sent += static_cast<size_t>(n);
  }
  const auto deadline = Clock::now() + std::chrono::seconds(limits_.timeout_seconds);
  char buffer[65536];
  for (size_t scanned = 0;;) {
    if (const size_t end = pending_.find('\n', scanned); end != std::string::npos) {
      std::string reply = pending_.substr(0, end);
      pending_.erase(0, end + 1);
      return reply;
    }
    scanned = pending_.size();
    if (pending_.size() > limits_.max_output_bytes) ended_.output_truncated = true;
    int wait_ms = limits_.timeout_seconds ? millisecondsUntil(deadline) : -1;
    if (wait_ms == 0) ended_.timed_out = true;
    if (ended_.output_truncated || ended_.timed_out) {
      stop(true);
      return std::nullopt;
    }
    pollfd fds[2] = {{from_child_, POLLIN, 0}, {child_err_, POLLIN, 0}};
    if (poll(fds, 2, wait_ms) < 0) {
      if (errno == EINTR) continue;
      stop(true);
      return std::nullopt;
    }
    if (fds[1].revents & (POLLIN | POLLHUP | POLLERR)) readErr();
    if (fds[0].revents & (POLLIN | POLLHUP | POLLERR)) {
      const ssize_t n = read(from_child_, buffer, sizeof buffer);
      if (n <= 0) {
        stop(false);
        return std::nullopt;
      }
      pending_.append(buffer, static_cast<size_t>(n));
    }
  }
}

}  // namespace npu_lint
