#include "frontends/model/method_results.h"

#include <algorithm>
#include <cctype>
#include <vector>

namespace npu_lint {
// Named: the helpers' names recur in other files of a unity batch.
namespace method_text {
namespace {

constexpr std::string_view kCustomClass = "__torch__.torch.classes.";

bool isIdentifier(std::string_view s) {
  if (s.empty() || std::isdigit(static_cast<unsigned char>(s[0]))) return false;
  for (char c : s)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_') return false;
  return true;
}

std::string_view trimmed(std::string_view s) {
  while (!s.empty() && s.front() == ' ') s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

// The index just past the string literal starting at `i` (or the end of `s`).
size_t stringEnd(std::string_view s, size_t i) {
  const char quote = s[i];
  for (++i; i < s.size() && s[i] != quote; ++i)
    if (s[i] == '\\') ++i;
  return std::min(i + 1, s.size());
}

// The index just past the bracket that closes the one at `open`, or npos; strings skipped.
size_t closing(std::string_view s, size_t open) {
  int depth = 0;
  for (size_t i = open; i < s.size(); ++i) {
    const char c = s[i];
    if (c == '"' || c == '\'') i = stringEnd(s, i) - 1;
    else if (c == '(' || c == '[' || c == '{') ++depth;
    else if ((c == ')' || c == ']' || c == '}') && --depth == 0) return i + 1;
  }
  return std::string_view::npos;
}

// The parts of `s` between depth-0 `separator`s, strings skipped.
std::vector<std::string_view> topLevelParts(std::string_view s, char separator = ',') {
  std::vector<std::string_view> parts;
  size_t start = 0;
  int depth = 0;
  for (size_t i = 0; i < s.size(); ++i) {
    const char c = s[i];
    if (c == '"' || c == '\'') {
      i = stringEnd(s, i) - 1;
    } else if (c == '(' || c == '[' || c == '{') {
      ++depth;
    } else if (c == ')' || c == ']' || c == '}') {
      --depth;
    } else if (c == separator && depth == 0) {
      parts.push_back(trimmed(s.substr(start, i - start)));
      start = i + 1;
    }
  }
  parts.push_back(trimmed(s.substr(start)));
  return parts;
}

// How much deeper in brackets the code is after `line` than before it.
int bracketDepthChange(std::string_view line) {
  int change = 0;
  for (size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
    if (c == '"' || c == '\'') i = stringEnd(line, i) - 1;
    else if (c == '(' || c == '[' || c == '{') ++change;
    else if (c == ')' || c == ']' || c == '}') --change;
  }
  return change;
}

// "T" from "Optional[T]", else the type itself.
std::string_view unwrapped(std::string_view type, std::string_view wrapper) {
  if (type.size() > wrapper.size() + 2 && type.substr(0, wrapper.size() + 1) == std::string(wrapper) + "[" && type.back() == ']')
    return trimmed(type.substr(wrapper.size() + 1, type.size() - wrapper.size() - 2));
  return type;
}

struct MethodCall {
  std::string_view receiver;  // the text inside `(...)`
  std::string_view method;
};

// `(r).name(...)` and nothing else, or nullopt-like empty method.
MethodCall wholeMethodCall(std::string_view expr) {
  if (expr.empty() || expr[0] != '(') return {};
  const size_t receiver_end = closing(expr, 0);
  if (receiver_end == std::string_view::npos || receiver_end >= expr.size() || expr[receiver_end] != '.') return {};
  size_t open = receiver_end + 1;
  while (open < expr.size() && (std::isalnum(static_cast<unsigned char>(expr[open])) || expr[open] == '_')) ++open;
  if (open == receiver_end + 1 || open >= expr.size() || expr[open] != '(' || closing(expr, open) != expr.size()) return {};
  return {trimmed(expr.substr(1, receiver_end - 2)), expr.substr(receiver_end + 1, open - receiver_end - 1)};
}

class Reader {
 public:
  MethodResults run(std::string_view code) {
    while (!code.empty()) {
      const size_t end = code.find('\n');
      const std::string_view line = code.substr(0, end);
      code.remove_prefix(end == std::string_view::npos ? code.size() : end + 1);
      readLine(line);
    }
    return std::move(out_);
  }

 private:
  void readLine(std::string_view line) {
    const size_t indent = line.find_first_not_of(' ');
    if (indent == std::string_view::npos) return;
    const std::string_view text = trimmed(line.substr(indent));
    if (text.empty()) return;
    if (!signature_.empty() || (text.substr(0, 4) == "def ")) {
      constexpr size_t kMaxSignature = 1 << 16;  // a signature that never closes is dropped
      if (signature_.size() + text.size() > kMaxSignature) {
        signature_.clear();
        depth_ = 0;
        return;
      }
      signature_ += std::string(text) + " ";
      depth_ += bracketDepthChange(text);  // kept as lines come: each line is read once
      if (depth_ <= 0 && text.back() == ':') startDef();
      return;
    }
    if (indent == 0 && text.substr(0, 6) == "class ") {
      attributes_.clear();
    } else if (indent == 2 && text.find(" : ") != std::string_view::npos && isIdentifier(text.substr(0, text.find(" : ")))) {
      attributes_[std::string(text.substr(0, text.find(" : ")))] = std::string(text.substr(text.find(" : ") + 3));
    } else if (text.substr(0, 7) == "return ") {
      flowsInto(trimmed(text.substr(7)), result_);
    } else if (const size_t eq = text.find(" = "); text.substr(0, 5) == "self." && eq != std::string_view::npos &&
                                                   isIdentifier(text.substr(5, eq - 5))) {
      // An attribute the class declares with a type: `self._in_keys = _17`.
      const auto declared = attributes_.find(std::string(text.substr(5, eq - 5)));
      if (declared != attributes_.end()) flowsInto(trimmed(text.substr(eq + 3)), declared->second);
    } else if (const size_t eq = text.find(" = "); eq != std::string_view::npos && isIdentifier(text.substr(0, eq))) {
      assignedTo(std::string(text.substr(0, eq)), trimmed(text.substr(eq + 3)));
    }
  }

  // A whole signature, "def name(a: T, ...) -> R:": its parameters' types and its result.
  void startDef() {
    const std::string_view sig = signature_;
    const size_t open = sig.find('('), close = open == std::string_view::npos ? open : closing(sig, open);
    locals_.clear();
    held_.clear();
    result_.clear();
    if (close == std::string_view::npos) {
      signature_.clear();
      depth_ = 0;
      return;
    }
    for (const std::string_view parameter : topLevelParts(sig.substr(open + 1, close - open - 2))) {
      // "name: Type" or "name: Type=default"
      const std::string_view declared = topLevelParts(parameter, '=').front();
      const size_t colon = declared.find(':');
      if (colon != std::string_view::npos) locals_[std::string(trimmed(declared.substr(0, colon)))] = std::string(trimmed(declared.substr(colon + 1)));
    }
    const std::string_view rest = trimmed(sig.substr(close));
    result_ = rest.substr(0, 3) == "-> " ? std::string(trimmed(rest.substr(3, rest.size() - 4))) : "";
    signature_.clear();
    depth_ = 0;
  }

  // The type the code gives an expression used as a receiver or assigned: `self.attr`, a name,
  // or an item of either (`systems[s]`, of a List or a Dict); "" when it gives none.
  std::string typeOf(std::string_view expr) const {
    if (expr.size() > 2 && expr.back() == ']') {
      const size_t open = expr.find('[');
      if (open == std::string_view::npos || closing(expr, open) != expr.size()) return "";
      const std::string type = typeOf(expr.substr(0, open));
      const std::string_view container = unwrapped(type, "Optional");
      if (const std::string_view item = unwrapped(container, "List"); item != container) return std::string(item);
      if (const std::string_view items = unwrapped(container, "Dict"); items != container) {
        const auto parts = topLevelParts(items);
        return parts.size() == 2 ? std::string(parts[1]) : "";
      }
      return "";
    }
    const auto& names = expr.substr(0, 5) == "self." ? attributes_ : locals_;
    const auto found = names.find(std::string(expr.substr(0, 5) == "self." ? expr.substr(5) : expr));
    return found == names.end() ? "" : found->second;
  }

  // "NS.Name" for a receiver typed as a custom class, "" for one not typed, nullopt-like "-"
  // for one typed as anything else (a module, a TorchScript class).
  std::string classOf(std::string_view receiver) const {
    if (receiver == "self") return "-";
    const std::string type(unwrapped(typeOf(receiver), "Optional"));
    if (type.rfind(kCustomClass, 0) == 0) return type.substr(kCustomClass.size());
    return type.empty() ? "" : "-";
  }

  void stated(const std::string& cls, std::string_view method, const std::string& type) {
    if (type.empty() || cls == "-") return;
    auto& types = cls.empty() ? out_.any_class[std::string(method)] : out_.by_class[cls][std::string(method)];
    types.insert(type);
  }

  // `expr` (a call `(r).m(...)`, or a name holding the result of one) becomes a value of `type`.
  void flowsInto(std::string_view expr, const std::string& type) {
    if (const MethodCall call = wholeMethodCall(expr); !call.method.empty()) return stated(classOf(call.receiver), call.method, type);
    if (const auto held = held_.find(std::string(expr)); held != held_.end()) stated(held->second.first, held->second.second, type);
  }

  void assignedTo(const std::string& name, std::string_view expr) {
    held_.erase(name);
    if (const MethodCall call = wholeMethodCall(expr); !call.method.empty()) {
      held_[name] = {classOf(call.receiver), std::string(call.method)};
      locals_.erase(name);
    } else if (std::string type = typeOf(expr); !type.empty()) {
      locals_[name] = std::move(type);
    } else {
      locals_.erase(name);
    }
  }

  MethodResults out_;
  std::string signature_;                                // a `def` read so far, its lines joined
  std::map<std::string, std::string> attributes_;       // the class's: name -> type
  std::map<std::string, std::string> locals_;           // the def's parameters and typed names
  std::map<std::string, std::pair<std::string, std::string>> held_;  // name -> (class, method) of the result it holds
  std::string result_;                                   // the def's return annotation
  int depth_ = 0;                                        // the signature's open brackets
};

}  // namespace
}  // namespace method_text

void MethodResults::merge(const MethodResults& other) {
  for (const auto& [cls, methods] : other.by_class)
    for (const auto& [method, types] : methods) by_class[cls][method].insert(types.begin(), types.end());
  for (const auto& [method, types] : other.any_class) any_class[method].insert(types.begin(), types.end());
}

MethodResults scanMethodResults(std::string_view code) { return method_text::Reader().run(code); }

}  // namespace npu_lint
