// Small string helpers shared across layers.
#pragma once
#include <string>
#include <string_view>
#include <vector>

namespace npu_lint {

inline bool startsWith(std::string_view text, std::string_view prefix) { return text.substr(0, prefix.size()) == prefix; }
inline bool endsWith(std::string_view text, std::string_view suffix) {
  return text.size() >= suffix.size() && text.substr(text.size() - suffix.size()) == suffix;
}
inline bool endsWithAny(std::string_view text, const std::vector<std::string>& suffixes) {
  for (const auto& suffix : suffixes)
    if (endsWith(text, suffix)) return true;
  return false;
}
// Whether `names` holds `name`.
inline bool among(const std::vector<std::string>& names, std::string_view name) {
  for (const auto& item : names)
    if (item == name) return true;
  return false;
}

// "a, b, c" (or with another separator); "" for no items.
inline std::string join(const std::vector<std::string>& items, std::string_view separator = ", ") {
  std::string out;
  for (const auto& item : items) {
    if (!out.empty()) out += separator;
    out += item;
  }
  return out;
}

// "a,b,,c" split at ',' -> {"a", "b", "", "c"}; "" -> {""}.
inline std::vector<std::string> split(std::string_view text, char separator) {
  std::vector<std::string> parts;
  size_t start = 0;
  for (size_t end; (end = text.find(separator, start)) != std::string_view::npos; start = end + 1)
    parts.emplace_back(text.substr(start, end - start));
  parts.emplace_back(text.substr(start));
  return parts;
}

}  // namespace npu_lint
