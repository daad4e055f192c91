#include "core/toml_reader.h"

#include "core/error.h"

namespace npu_lint {

void failAt(const std::string& file, const toml::node& node, const std::string& message) {
  throwAt(file, node.source().begin.line, message);
}

toml::table parseTomlFile(const std::string& path) {
  try {
    return toml::parse_file(path);
  } catch (const toml::parse_error& e) {
    // toml++ ends some reasons with what it read ("expected '=', saw 'x'"): the line is enough.
    std::string reason(e.description());
    reason = reason.substr(0, reason.find(", saw "));
    throwAt(path, e.source().begin.line, reason);
  }
}

std::string TableReader::text(const char* key, bool required) {
  seen_.insert(key);
  const toml::node* node = table_.get(key);
  if (!node) {
    if (required) throwAt(file_, table_.source().begin.line, std::string("missing key '") + key + "'");
    return "";
  }
  if (!node->is_string()) failAt(file_, *node, std::string("'") + key + "' must be a string");
  return **node->as_string();
}

std::vector<std::string> TableReader::list(const char* key) {
  seen_.insert(key);
  std::vector<std::string> out;
  const toml::node* node = table_.get(key);
  if (!node) return out;
  const toml::array* array = node->as_array();
  if (!array) failAt(file_, *node, std::string("'") + key + "' must be an array of strings");
  for (const auto& item : *array) {
    if (!item.is_string()) failAt(file_, item, std::string("'") + key + "' must be an array of strings");
    out.push_back(**item.as_string());
  }
  return out;
}

const toml::table* TableReader::table(const char* key) {
  seen_.insert(key);
  const toml::node* node = table_.get(key);
  if (!node) return nullptr;
  if (!node->is_table()) failAt(file_, *node, std::string("'") + key + "' must be a [" + key + "] table");
  return node->as_table();
}

const toml::array* TableReader::tables(const char* key) {
  seen_.insert(key);
  const toml::node* node = table_.get(key);
  if (!node) return nullptr;
  if (!node->is_array_of_tables()) failAt(file_, *node, std::string("'") + key + "' must be [[" + key + "]] tables");
  return node->as_array();
}

const toml::node* TableReader::node(const char* key) {
  seen_.insert(key);
  return table_.get(key);
}

void TableReader::rejectUnknownKeys() {
  for (const auto& [key, node] : table_)
    if (!seen_.count(std::string(key.str()))) failAt(file_, node, "unknown key '" + std::string(key.str()) + "'");
}

}  // namespace npu_lint
