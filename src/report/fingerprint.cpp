#include "report/fingerprint.h"

#include <fstream>
#include <map>
#include <unordered_map>

#include "core/hash.h"

namespace npu_lint {
namespace {

// The lines of the files findings point into, read once each.
class LineCache {
 public:
  std::string line(const std::string& path, int number) {
    auto [it, inserted] = files_.try_emplace(path);
    if (inserted) {
      std::ifstream in(path, std::ios::binary);
      for (std::string text; std::getline(in, text);) it->second.push_back(std::move(text));
    }
    const auto& lines = it->second;
    return number >= 1 && static_cast<size_t>(number) <= lines.size() ? lines[number - 1] : std::string();
  }

 private:
  std::unordered_map<std::string, std::vector<std::string>> files_;
};

}  // namespace

std::string normalizeSnippet(const std::string& line) {
  std::string out;
  bool space = false;
  for (char c : line) {
    if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
      space = !out.empty();
      continue;
    }
    if (space) out += ' ';
    space = false;
    out += c;
  }
  return out;
}

void assignFingerprints(Report& report) {
  LineCache lines;
  std::map<std::string, int> seen;
  for (auto& target : report.targets)
    for (auto& finding : target.findings) {
      const Location& at = finding.location;
      // Model findings point into the model author's Python files, which need not exist here;
      // their op, function and submodule identify them well enough.
      const std::string snippet =
          !isSourceCode(target.kind) || at.file != target.path ? "" : normalizeSnippet(lines.line(at.file, at.line));
      const std::string key = finding.rule + '\0' + target.path + '\0' + finding.op + '\0' + at.function + '\0' +
                              at.module + '\0' + snippet;
      const int repeat = seen[key]++;
      finding.fingerprint = hex64(fnv1a(repeat ? key + '\0' + std::to_string(repeat) : key));
    }
}

}  // namespace npu_lint
