#include "core/toml_reader.h"

#include <algorithm>

#include "core/error.h"
#include "core/paths.h"

namespace npu_lint {

void failAt(const std::string& file, const toml::node& node, const std::string& message) {
  throwAt(file, node.source().begin.line, message);
}

std::string tomlSafeText(std::string_view text, bool keep_strings) {
  std::string out(text);
  const auto mask = [&](size_t i) {
    if (static_cast<unsigned char>(out[i]) >= 0x80) out[i] = '?';
  };
  if (!keep_strings) {
    for (size_t i = 0; i < out.size(); ++i) mask(i);
    return out;
  }
  size_t i = 0;
  const auto at = [&](std::string_view s) { return out.compare(i, s.size(), s) == 0; };
  // A quote opens a string only where TOML has one: a key at a line's start, or a value after
  // `=`, `[`, `{`, `,` or a dotted key's `.`. Elsewhere the file is invalid and the quote is text.
  const auto opensString = [&] {
    size_t j = i;
    while (j > 0 && (out[j - 1] == ' ' || out[j - 1] == '\t')) --j;
    return j == 0 || std::string_view("\n=[{,.").find(out[j - 1]) != std::string_view::npos;
  };
  while (i < out.size()) {
    if (out[i] == '#') {  // a comment, to the end of the line
      while (i < out.size() && out[i] != '\n') ++i;
    } else if ((at(R"(""")") || at("'''")) && opensString()) {  // a multi-line string; \""" does not close a basic one
      const std::string close = out.substr(i, 3);
      for (i += 3; i < out.size() && !at(close); ++i)
        if (close[0] == '"' && out[i] == '\\') ++i;
      i += 3;
    } else if ((out[i] == '"' || out[i] == '\'') && opensString()) {  // a one-line string; \" escapes in a basic one
      const char quote = out[i++];
      for (; i < out.size() && out[i] != quote && out[i] != '\n'; ++i)
        if (quote == '"' && out[i] == '\\') ++i;
      ++i;
    } else {
      mask(i++);
    }
  }
  return out;
}

size_t tomlKeyTooDeep(std::string_view text) {
  // Dots outside strings and comments, per line: every dotted key (`a.b = 1`, `[a.b]`,
  // `x = {a.b = 1}`) is on one line; a value's dots are a float's one each.
  size_t line = 1, dots = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '\n') {
      ++line;
      dots = 0;
    } else if (c == '#') {
      while (i + 1 < text.size() && text[i + 1] != '\n') ++i;
    } else if (c == '"' || c == '\'') {
      const bool triple = text.compare(i, 3, std::string(3, c)) == 0;
      const std::string close = triple ? std::string(3, c) : std::string(1, c);
      size_t j = i + close.size();
      for (; j < text.size() && text.compare(j, close.size(), close) != 0; ++j) {
        if (c == '"' && text[j] == '\\') ++j;  // an escape in a basic string
        else if (!triple && text[j] == '\n') break;  // an unclosed one-line string ends at its line
      }
      const size_t end = std::min(text.size(), j + (j < text.size() && text[j] != '\n' ? close.size() : 0));
      line += static_cast<size_t>(std::count(text.begin() + static_cast<std::ptrdiff_t>(i), text.begin() + static_cast<std::ptrdiff_t>(end), '\n'));
      i = end - 1;
    } else if (c == '.' && ++dots >= kMaxTomlKeyParts) {
      return line;
    }
  }
  return 0;
}

toml::table parseTomlFile(const std::string& path) { return parseTomlText(readFile(path), path); }

toml::table parseTomlText(const std::string& text, const std::string& path) {
  try {
    if (const size_t line = tomlKeyTooDeep(text)) throwAt(path, line, "a key of more than " + std::to_string(kMaxTomlKeyParts) + " dotted parts");
    return toml::parse(tomlSafeText(text, true), path);
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
