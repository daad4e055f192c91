// Reading TOML data files strictly: every error names file:line, unknown keys are errors.
#pragma once
#include <set>
#include <string>
#include <vector>

#include <toml++/toml.h>

namespace npu_lint {

[[noreturn]] void failAt(const std::string& file, const toml::node& node, const std::string& message);

// Throws UserError at the line of a syntax error.
toml::table parseTomlFile(const std::string& path);

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
