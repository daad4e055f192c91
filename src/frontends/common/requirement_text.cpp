#include "frontends/common/requirement_text.h"

#include <algorithm>
#include <cctype>
#include <regex>

#include "core/strings.h"

namespace npu_lint::project {
namespace {

// A URL's %XX escapes decoded: `torch-1.8.1%2Bcpu-...whl` is torch 1.8.1+cpu.
std::string percentDecoded(const std::string& text) {
  std::string out;
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '%' && i + 2 < text.size() && std::isxdigit(static_cast<unsigned char>(text[i + 1])) &&
        std::isxdigit(static_cast<unsigned char>(text[i + 2]))) {
      out += static_cast<char>(std::stoi(text.substr(i + 1, 2), nullptr, 16));
      i += 2;
    } else {
      out += text[i];
    }
  }
  return out;
}

// `torch_npu-2.1.0.post10-cp310-cp310-manylinux_2_17_aarch64.whl` -> name, "==2.1.0.post10".
bool fromWheel(const std::string& location, Requirement& out) {
  std::string file = percentDecoded(location.substr(location.find_last_of('/') + 1));
  if (!endsWith(file, ".whl")) return false;
  const size_t dash = file.find('-');
  const size_t dash2 = dash == std::string::npos ? dash : file.find('-', dash + 1);
  if (dash2 == std::string::npos) return false;
  out.name = normalizedName(file.substr(0, dash));
  out.specifier = "==" + file.substr(dash + 1, dash2 - dash - 1);
  return true;
}

const std::regex& specifierClause() {
  static const std::regex kClause(R"(^(===|==|!=|~=|<=|>=|<|>)[A-Za-z0-9.*+!_-]+$)");
  return kClause;
}

}  // namespace

bool parseRequirementText(std::string text, Requirement& out) {
  if (const size_t semi = text.find(';'); semi != std::string::npos) {
    out.marker = trim(std::string_view(text).substr(semi + 1));
    text = trim(std::string_view(text).substr(0, semi));
  }
  if (text.find("://") != std::string::npos || startsWith(text, ".") || startsWith(text, "/") || endsWith(text, ".whl")) {
    if (const size_t at = text.find(" @ "); at != std::string::npos) {  // name @ url
      out.name = normalizedName(trim(text.substr(0, at)));
      out.url = trim(text.substr(at + 3));
      // `pip freeze` writes a wheel installed from a file as `name @ file:///.../name-V-....whl`.
      if (Requirement wheel; fromWheel(out.url, wheel) && wheel.name == out.name) out.specifier = wheel.specifier;
      return !out.name.empty();
    }
    out.url = text;
    fromWheel(text, out);  // else: a path or URL whose name pip learns only by building it
    return true;
  }
  size_t end = 0;
  while (end < text.size() && (std::isalnum(static_cast<unsigned char>(text[end])) || text[end] == '-' || text[end] == '_' || text[end] == '.')) ++end;
  if (end == 0) return false;
  out.name = normalizedName(text.substr(0, end));
  std::string rest = trim(std::string_view(text).substr(end));
  if (startsWith(rest, "[")) {  // extras
    const size_t close = rest.find(']');
    if (close == std::string::npos) return false;
    rest = trim(std::string_view(rest).substr(close + 1));
  }
  if (startsWith(rest, "@")) {
    out.url = trim(std::string_view(rest).substr(1));
    fromWheel(out.url, out);
    return !out.url.empty();
  }
  if (startsWith(rest, "(") && endsWith(rest, ")")) rest = rest.substr(1, rest.size() - 2);
  rest.erase(std::remove_if(rest.begin(), rest.end(), [](unsigned char c) { return std::isspace(c); }), rest.end());
  out.specifier = rest;
  if (rest.empty()) return true;
  size_t start = 0;
  while (start <= rest.size()) {
    const size_t comma = rest.find(',', start);
    const std::string clause = rest.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
    if (clause.size() > kMaxRegexSubject || !std::regex_match(clause, specifierClause())) return false;
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  return true;
}

std::string trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return std::string(s);
}


std::string normalizedName(std::string_view name) {
  std::string out;
  for (char c : name) {
    if (c == '-' || c == '_' || c == '.') {
      if (out.empty() || out.back() != '-') out += '-';
    } else {
      out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
  }
  return out;
}

}  // namespace npu_lint::project
