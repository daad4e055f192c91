// Small string helpers shared across layers.
#pragma once
#include <cctype>
#include <string>
#include <string_view>
#include <vector>

namespace npu_lint {

// libstdc++'s std::regex recurses once per character a quantifier consumes, so a long subject
// overflows the stack (a 26,000-character version in a requirements file did). Every regex over
// input text first checks its subject against this bound and treats a longer one as no match.
constexpr size_t kMaxRegexSubject = 512;

// `text` cut to at most `shown` bytes of whole UTF-8 characters, then how long it was.
inline std::string clipped(const std::string& text, size_t shown) {
  if (text.size() <= shown) return text;
  size_t cut = shown;
  while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;  // whole UTF-8 characters
  return text.substr(0, cut) + "... (" + std::to_string(text.size()) + " bytes)";
}

// The first line of `text` that says something (some errors start with a blank one); "" for none.
inline std::string firstLine(const std::string& text) {
  const size_t start = text.find_first_not_of(" \t\n");
  if (start == std::string::npos) return "";
  return text.substr(start, text.find('\n', start) - start);
}

// An input's text as a problem line quotes it: at most 60 bytes, then how long it was, so that a
// hostile line never makes a report (or a terminal) as large as itself.
inline std::string quotedPrefix(const std::string& text) { return clipped(text, 60); }

// `text` with every `from` (non-empty) replaced by `to`.
inline std::string replacedAll(std::string text, std::string_view from, std::string_view to) {
  for (size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size())) text.replace(at, from.size(), to);
  return text;
}

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

// Whether one of `name`'s words (its runs of letters and digits: `fused_adam_cuda.step` has
// fused, adam, cuda, step) is one of `words`.
inline bool hasWordOf(std::string_view name, const std::vector<std::string>& words) {
  size_t start = 0;
  for (size_t i = 0; i <= name.size(); ++i)
    if (i == name.size() || !std::isalnum(static_cast<unsigned char>(name[i]))) {
      if (i > start && among(words, name.substr(start, i - start))) return true;
      start = i + 1;
    }
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
