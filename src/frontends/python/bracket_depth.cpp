#include "frontends/python/bracket_depth.h"

namespace npu_lint::python {

namespace {

bool tripleAt(std::string_view text, size_t at, char quote) {
  return text.size() - at >= 3 && text[at] == quote && text[at + 1] == quote && text[at + 2] == quote;
}

// The offset just past the string literal opening at `at` (a quote), or text.size() when it does
// not close. A backslash escapes the next byte in every string: even in a raw string it keeps the
// quote after it from closing the literal.
size_t stringEnd(std::string_view text, size_t at) {
  const char quote = text[at];
  const bool triple = tripleAt(text, at, quote);
  for (size_t i = at + (triple ? 3 : 1); i < text.size(); ++i) {
    if (text[i] == '\\') {
      ++i;
    } else if (!triple && text[i] == '\n') {
      return i;  // an unclosed single-quoted string ends at its line, as the tokenizer reports it
    } else if (text[i] == quote && (!triple || tripleAt(text, i, quote))) {
      return i + (triple ? 3 : 1);
    }
  }
  return text.size();
}

}  // namespace

std::optional<size_t> bracketTooDeep(std::string_view text, size_t limit) {
  size_t depth = 0;
  for (size_t i = 0; i < text.size();) {
    const char c = text[i];
    if (c == '#') {
      const size_t newline = text.find('\n', i);
      i = newline == std::string_view::npos ? text.size() : newline;
    } else if (c == '"' || c == '\'') {
      i = stringEnd(text, i);
    } else {
      if (c == '(' || c == '[' || c == '{') {
        if (++depth > limit) return i;
      } else if ((c == ')' || c == ']' || c == '}') && depth > 0) {
        --depth;
      }
      ++i;
    }
  }
  return std::nullopt;
}

}  // namespace npu_lint::python
