#include "report/test_code.h"

#include <fnmatch.h>

#include <algorithm>

namespace npu_lint {

bool isTestPath(const std::string& path, const std::vector<std::string>& globs) {
  const size_t slash = path.rfind('/');
  const std::string name = slash == std::string::npos ? path : path.substr(slash + 1);
  for (const auto& glob : globs) {
    if (glob.empty()) continue;
    if (glob.back() == '/') {
      // A folder of that name anywhere: "tests/" matches "tests/a.py" and "pkg/tests/b/c.py".
      const std::string folder = glob.substr(0, glob.size() - 1);
      for (size_t start = 0, end; (end = path.find('/', start)) != std::string::npos; start = end + 1)
        if (fnmatch(folder.c_str(), path.substr(start, end - start).c_str(), 0) == 0) return true;
    } else if (fnmatch(glob.c_str(), (glob.find('/') == std::string::npos ? name : path).c_str(), 0) == 0) {
      return true;
    }
  }
  return false;
}

std::string pathBelowRoot(const std::string& path, const std::vector<std::string>& roots) {
  for (std::string root : roots) {
    while (root.size() > 1 && root.back() == '/') root.pop_back();
    if (root == ".") return path.rfind("./", 0) == 0 ? path.substr(2) : path;
    if (path.size() > root.size() && path.compare(0, root.size(), root) == 0 && path[root.size()] == '/')
      return path.substr(root.size() + 1);
  }
  const size_t slash = path.rfind('/');
  return slash == std::string::npos ? path : path.substr(slash + 1);
}

void markTestCode(Report& report, const TestCodeOptions& options) {
  for (auto& target : report.targets) {
    if (options.classify)
      target.test_code = isSourceCode(target.kind) && isTestPath(pathBelowRoot(target.path, options.roots), options.globs);
    if (target.test_code)
      for (auto& finding : target.findings) finding.severity = std::min(finding.severity, options.severity);
  }
}

}  // namespace npu_lint
