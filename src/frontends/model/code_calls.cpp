#include "frontends/model/code_calls.h"

#include <algorithm>
#include <cctype>

namespace npu_lint {
namespace {

bool isIdentChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

class Scanner {
 public:
  explicit Scanner(std::string_view code) : s_(code) {}

  CodeScan run() {
    CodeScan scan;
    size_t i = 0;
    while (i < s_.size()) {
      const char c = s_[i];
      if (c == '#') {
        i = skipComment(i);
      } else if (c == '"' || c == '\'') {
        i = skipString(i);
      } else if (isIdentChar(c)) {
        const size_t word_end = identEnd(i);
        const bool at_boundary = i == 0 || (s_[i - 1] != '.' && !isIdentChar(s_[i - 1]));
        const std::string_view word = s_.substr(i, word_end - i);
        if (!at_boundary) {
        } else if (word == "__torch__") {
          recordCustomClass(word_end, scan);
        } else if (word == "def") {
          function_ = definedName(word_end);
          function_line_ = lineOf(i);
          scan.definitions.push_back(function_line_);
        } else {
          CodeCall call;
          if (size_t open = matchCall(i, word_end, call.op); open != 0) {
            call.line = lineOf(i);
            call.column = static_cast<int>(i - lineStart(i)) + 1;
            call.targets = assignmentTargets(i);
            call.function = function_;
            call.function_line = function_line_;
            countArguments(open, call);
            scan.calls.push_back(std::move(call));
          }
        }
        i = word_end;
      } else {
        if (c == ')') recordMethodCall(i + 1, scan);
        ++i;
      }
    }
    return scan;
  }

 private:
  size_t identEnd(size_t i) const {
    while (i < s_.size() && isIdentChar(s_[i])) ++i;
    return i;
  }

  size_t skipComment(size_t i) const {
    while (i < s_.size() && s_[i] != '\n') ++i;
    return i;
  }

  // Returns the index just past the closing quote (or the end of input).
  size_t skipString(size_t i) const {
    const char quote = s_[i];
    const bool triple = s_.substr(i, 3) == std::string(3, quote);
    i += triple ? 3 : 1;
    while (i < s_.size()) {
      if (s_[i] == '\\') {
        i += 2;
      } else if (triple ? s_.substr(i, 3) == std::string(3, quote) : s_[i] == quote) {
        return i + (triple ? 3 : 1);
      } else if (!triple && s_[i] == '\n') {
        return i;  // unterminated one-line string: stop at the line's end
      } else {
        ++i;
      }
    }
    return i;
  }

  // If `word` at [i, word_end) starts `torch.op(` or `ops.ns.op(`, fills op and
  // returns the index of the opening parenthesis; otherwise 0.
  size_t matchCall(size_t i, size_t word_end, std::string& op) const {
    const std::string_view word = s_.substr(i, word_end - i);
    if (word == "torch") {
      std::string_view name;
      size_t at = dottedName(word_end, name);
      if (at == 0 || at >= s_.size() || s_[at] != '(') return 0;
      op = "aten::" + std::string(name);
      return at;
    }
    if (word == "ops") {
      std::string_view ns, name;
      size_t at = dottedName(word_end, ns);
      if (at == 0) return 0;
      at = dottedName(at, name);
      if (at == 0 || at >= s_.size() || s_[at] != '(') return 0;
      op = std::string(ns) + "::" + std::string(name);
      return at;
    }
    return 0;
  }

  // `.torch.classes.NS.Name` after `__torch__`.
  void recordCustomClass(size_t i, CodeScan& scan) const {
    std::string_view parts[4];
    for (auto& part : parts)
      if ((i = dottedName(i, part)) == 0) return;
    if (parts[0] == "torch" && parts[1] == "classes")
      scan.custom_classes.insert(std::string(parts[2]) + "." + std::string(parts[3]));
  }

  // `.name(` after a closing parenthesis: a method call on a parenthesised receiver.
  void recordMethodCall(size_t i, CodeScan& scan) const {
    std::string_view name;
    const size_t at = dottedName(i, name);
    if (at == 0 || at >= s_.size() || s_[at] != '(') return;
    CodeCall shape;
    countArguments(at, shape);
    size_t& most = scan.method_calls[std::string(name)];
    most = std::max(most, shape.positional);
  }

  // The name after `def` at i.
  std::string definedName(size_t i) const {
    while (i < s_.size() && s_[i] == ' ') ++i;
    return std::string(s_.substr(i, identEnd(i) - i));
  }

  // Expects `.ident` at i; returns the index after ident, or 0.
  size_t dottedName(size_t i, std::string_view& name) const {
    if (i >= s_.size() || s_[i] != '.') return 0;
    const size_t end = identEnd(i + 1);
    if (end == i + 1) return 0;
    name = s_.substr(i + 1, end - i - 1);
    return end;
  }

  void countArguments(size_t open, CodeCall& call) const {
    int depth = 0;
    size_t arg_start = open + 1;
    bool arg_has_text = false;
    for (size_t i = open + 1; i < s_.size();) {
      const char c = s_[i];
      if (c == '"' || c == '\'') {
        i = skipString(i);
        arg_has_text = true;
        continue;
      }
      if (c == '(' || c == '[' || c == '{') ++depth;
      if ((c == ')' || c == ']' || c == '}') && depth-- == 0) {
        if (arg_has_text) classifyArgument(arg_start, i, call);
        return;
      }
      if (c == ',' && depth == 0) {
        if (arg_has_text) classifyArgument(arg_start, i, call);
        arg_start = i + 1;
        arg_has_text = false;
      } else if (!std::isspace(static_cast<unsigned char>(c))) {
        arg_has_text = true;
      }
      ++i;
    }
  }

  void classifyArgument(size_t begin, size_t end, CodeCall& call) const {
    while (begin < end && std::isspace(static_cast<unsigned char>(s_[begin]))) ++begin;
    const size_t name_end = identEnd(begin);
    size_t eq = name_end;
    while (eq < end && s_[eq] == ' ') ++eq;
    const bool keyword = name_end > begin && eq + 1 < end && s_[eq] == '=' && s_[eq + 1] != '=';
    if (keyword)
      call.keywords.emplace_back(s_.substr(begin, name_end - begin));
    else
      ++call.positional;
  }

  // `a, b, = torch.op(...)` at line start: the call's result is unpacked into 2 names.
  size_t assignmentTargets(size_t call_start) const {
    const std::string_view prefix = s_.substr(lineStart(call_start), call_start - lineStart(call_start));
    size_t names = 0;
    size_t i = 0;
    auto skipSpaces = [&] { while (i < prefix.size() && prefix[i] == ' ') ++i; };
    skipSpaces();
    while (i < prefix.size() && isIdentChar(prefix[i])) {
      const size_t end = identEnd(lineStart(call_start) + i) - lineStart(call_start);
      ++names;
      i = end;
      skipSpaces();
      if (i < prefix.size() && prefix[i] == ',') {
        ++i;
        skipSpaces();
      } else {
        break;
      }
    }
    skipSpaces();
    if (names == 0 || i >= prefix.size() || prefix[i] != '=') return 1;
    ++i;
    skipSpaces();
    return i == prefix.size() ? names : 1;
  }

  size_t lineStart(size_t i) const {
    const size_t nl = s_.rfind('\n', i == 0 ? 0 : i - 1);
    return (i == 0 || nl == std::string_view::npos) ? 0 : nl + 1;
  }

  int lineOf(size_t i) {
    // Calls are found in increasing order, so lines are counted incrementally.
    for (; line_pos_ < i; ++line_pos_)
      if (s_[line_pos_] == '\n') ++line_;
    return line_;
  }

  std::string_view s_;
  std::string function_;
  int function_line_ = 0;
  size_t line_pos_ = 0;
  int line_ = 1;
};

}  // namespace

CodeScan scanCode(std::string_view code) {
  CodeScan scan = Scanner(code).run();
  scan.method_results = scanMethodResults(code);
  return scan;
}

}  // namespace npu_lint
