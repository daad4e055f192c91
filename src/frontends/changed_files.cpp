#include "frontends/changed_files.h"

#include <unistd.h>

#include <filesystem>

#include "core/error.h"
#include "core/subprocess.h"

namespace npu_lint {
namespace fs = std::filesystem;
namespace {

std::string findOnPath(const std::string& program) {
  const char* path = std::getenv("PATH");
  std::string dirs = path ? path : "/usr/bin:/bin";
  for (size_t start = 0; start <= dirs.size();) {
    size_t end = dirs.find(':', start);
    if (end == std::string::npos) end = dirs.size();
    const std::string candidate = (end > start ? dirs.substr(start, end - start) : ".") + "/" + program;
    if (access(candidate.c_str(), X_OK) == 0) return candidate;
    start = end + 1;
  }
  throw UserError("--changed-since needs git, and no 'git' is on PATH");
}

std::string git(const std::vector<std::string>& args) {
  // core.fsmonitor names a command git runs on every index refresh: a scanned tree that brings
  // its own .git (an unpacked archive) must not make npu-lint start it.
  std::vector<std::string> argv = {findOnPath("git"), "-c", "core.fsmonitor=false"};
  argv.insert(argv.end(), args.begin(), args.end());
  SubprocessLimits limits;
  limits.timeout_seconds = 120;
  const SubprocessResult result = runSubprocess(argv, limits);
  if (result.exit_code != 0) {
    std::string reason = result.err.substr(0, result.err.find('\n'));
    throw UserError("--changed-since: git " + args.front() + " failed" + (reason.empty() ? "" : ": " + reason));
  }
  return result.out;
}

void addNulSeparated(const std::string& root, const std::string& text, std::set<std::string>& out) {
  for (size_t start = 0; start < text.size();) {
    size_t end = text.find('\0', start);
    if (end == std::string::npos) end = text.size();
    if (end > start) out.insert(normalizedAbsolute(root + "/" + text.substr(start, end - start)));
    start = end + 1;
  }
}

}  // namespace

std::string normalizedAbsolute(const std::string& path) {
  std::error_code ec;
  const fs::path absolute = fs::absolute(path, ec);
  return (ec ? fs::path(path) : absolute).lexically_normal().string();
}

std::set<std::string> filesChangedSince(const std::string& rev) {
  std::string root = git({"rev-parse", "--show-toplevel"});
  while (!root.empty() && (root.back() == '\n' || root.back() == '\r')) root.pop_back();
  // "--end-of-options" keeps a revision that starts with '-' from being read as a flag.
  try {
    git({"rev-parse", "--verify", "--quiet", "--end-of-options", rev + "^{commit}"});
  } catch (const UserError&) {
    throw UserError("--changed-since: '" + rev + "' is not a commit in the repository at " + root);
  }
  std::set<std::string> changed;
  addNulSeparated(root, git({"diff", "--name-only", "-z", "--no-renames", "--no-ext-diff", "--no-textconv", "--diff-filter=d", rev, "--"}), changed);
  addNulSeparated(root, git({"ls-files", "-z", "--others", "--exclude-standard", "--full-name", ":/"}), changed);
  return changed;
}

}  // namespace npu_lint
