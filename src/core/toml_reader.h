// Reading TOML data files strictly: every error names file:line, unknown keys are errors.
#pragma once
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include <toml++/toml.h>

namespace npu_lint {

[[noreturn]] void failAt(const std::string& file, const toml::node& node, const std::string& message);

// Throws UserError at the line of a syntax error.
toml::table parseTomlFile(const std::string& path);
// The same for text already read, its errors naming `path`.
toml::table parseTomlText(const std::string& text, const std::string& path);

// `text` with non-ASCII bytes replaced by '?' (the same byte length, so lines stay): all of them,
// or with `keep_strings` those outside strings and comments. toml++ 3.3 (Debian 12) reaches
// __builtin_unreachable() deciding whether such a character (U+00A1..U+0499 and others) is
// whitespace; found by fuzz_project_files. TOML allows non-ASCII only in strings and comments, so
// a file the second form changes was invalid already and stays so, its error on the same line.
// Data files and the config keep their strings (texts, paths); pyproject.toml's readers need only
// ASCII (package names and versions).
std::string tomlSafeText(std::string_view text, bool keep_strings);

// toml++ recurses once per part of a dotted key (`a.b.c = 1`, `[a.b.c]`): 300,000 parts overflow
// the stack (signal 11; fewer under a sanitizer). The line of the first key with more than
// kMaxTomlKeyParts parts (counting a line's dots outside strings and comments), or 0.
constexpr size_t kMaxTomlKeyParts = 1000;
size_t tomlKeyTooDeep(std::string_view text);

class TableReader {
 public:
  TableReader(const std::string& file, const toml::table& table) : file_(file), table_(table) {}

  std::string text(const char* key, bool required = true);
  std::vector<std::string> list(const char* key);  // an array of strings
  const toml::table* table(const char* key);
  const toml::array* tables(const char* key);
  const toml::node* node(const char* key);  // any type; the caller checks it
  // Every key must be one the format knows: a typo is an error, not a silently ignored field.
  void rejectUnknownKeys();

 private:
  const std::string& file_;
  const toml::table& table_;
  std::set<std::string> seen_;
};

}  // namespace npu_lint
