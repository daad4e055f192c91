#include "core/toml_reader.h"

#include "core/error.h"
#include "core/paths.h"

namespace npu_lint {

void failAt(const std::string& file, const toml::node& node, const std::string& message) {
  throwAt(file, node.source().begin.line, message);
}

std::string tomlSafeText(std::string_view text) {
  std::string out(text);
  size_t i = 0;
  const auto at = [&](std::string_view s) { return out.compare(i, s.size(), s) == 0; };
  while (i < out.size()) {
    if (out[i] == '#') {  // a comment, to the end of the line
      while (i < out.size() && out[i] != '\n') ++i;
    } else if (at(R"(""")") || at("'''")) {  // a multi-line string; \""" does not close a basic one
      const std::string close = out.substr(i, 3);
      for (i += 3; i < out.size() && !at(close); ++i)
        if (close[0] == '"' && out[i] == '\\') ++i;
      i += 3;
    } else if (out[i] == '"' || out[i] == '\'') {  // a one-line string; \" escapes in a basic one
      const char quote = out[i++];
      for (; i < out.size() && out[i] != quote && out[i] != '\n'; ++i)
        if (quote == '"' && out[i] == '\\') ++i;
      ++i;
    } else {
      if (static_cast<unsigned char>(out[i]) >= 0x80) out[i] = '?';
      ++i;
    }
  }
  return out;
}

toml::table parseTomlFile(const std::string& path) {
  try {
    return toml::parse(tomlSafeText(readFile(path)), path);
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
