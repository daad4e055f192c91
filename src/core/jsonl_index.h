// A JSON Lines table read without building every line's document. One pass checks each line's
// syntax and keeps the few top-level string fields that lookups need; a line's whole document is
// parsed only when it is asked for. The op tables hold 17,000 lines (6 MB) and a run looks up a
// few hundred of them: building every document took 0.2 s of every run's start.
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace npu_lint {

class JsonlIndex {
 public:
  struct Line {
    size_t number = 0;                // 1-based
    size_t begin = 0, size = 0;       // where its text is in the file
    std::vector<std::optional<std::string>> fields;  // one per key asked for; empty when absent
  };

  // Reads `path` and keeps, per non-empty line, the top-level string values of `keys`. Throws
  // UserError "path:line: malformed (json error N); REMEDY" for a line that is not JSON, "path:line:
  // not a JSON object; REMEDY", "path:line: 'KEY' is not a string; REMEDY" for a key asked for
  // with another value, and "path: cannot read WHAT" when the file cannot be read.
  static JsonlIndex read(const std::string& path, const std::vector<std::string>& keys, const std::string& what,
                         const std::string& remedy);

  const std::string& path() const { return path_; }
  const std::vector<Line>& lines() const { return lines_; }
  std::string_view text(const Line& line) const { return std::string_view(text_).substr(line.begin, line.size); }

 private:
  std::string path_, text_;
  std::vector<Line> lines_;
};

}  // namespace npu_lint
