#include "frontends/project/setup_cfg_parse.h"

#include <cctype>

#include "core/strings.h"
#include "frontends/project/hash_comments.h"
#include "frontends/project/requirements_parse.h"

namespace npu_lint::project {
namespace {

void addEntry(const std::string& entry, unsigned line, ProjectFacts& facts) {
  if (entry.empty()) return;
  Requirement r;
  r.pos = {line, 1};
  if (parseRequirementText(entry, r)) facts.requirements.push_back(std::move(r));
  else facts.unparsed.push_back("line " + std::to_string(line) + ": " + quotedPrefix(entry) + ": not a requirement");
}

// A value on its key's own line: setuptools splits it at ";" when no lines follow it, and takes
// it whole (a requirement with a marker) when they do.
struct Pending {
  std::string value;
  unsigned line = 0;
  void flush(bool more_lines, ProjectFacts& facts) {
    if (more_lines) addEntry(value, line, facts);
    for (size_t start = 0; !more_lines && start <= value.size();) {
      const size_t semi = std::min(value.find(';', start), value.size());
      addEntry(trim(std::string_view(value).substr(start, semi - start)), line, facts);
      start = semi + 1;
    }
    value.clear();
  }
};

}  // namespace

ProjectFacts parseSetupCfg(std::string_view text) {
  ProjectFacts facts;
  std::string section, key;
  bool listing = false;  // inside a requirements key's value lines
  bool more_lines = false;
  Pending pending;
  unsigned number = 0;
  for (size_t at = 0; at <= text.size();) {
    const size_t newline = text.find('\n', at);
    std::string line(text.substr(at, newline == std::string_view::npos ? std::string_view::npos : newline - at));
    at = newline == std::string_view::npos ? text.size() + 1 : newline + 1;
    ++number;
    if (const size_t hash = line.find('#'); hash != std::string::npos && (hash == 0 || std::isspace(static_cast<unsigned char>(line[hash - 1]))))
      line.resize(hash);
    const std::string body = trim(line);
    if (body.empty() || body[0] == ';') continue;
    const bool indented = std::isspace(static_cast<unsigned char>(line[0]));
    if (!indented && body.front() == '[' && body.back() == ']') {
      pending.flush(more_lines, facts);
      section = trim(std::string_view(body).substr(1, body.size() - 2));
      listing = false;
      continue;
    }
    if (indented && listing) {
      if (!more_lines) more_lines = true, pending.flush(true, facts);
      addEntry(body, number, facts);
      continue;
    }
    pending.flush(more_lines, facts);
    const size_t eq = body.find_first_of("=:");
    if (indented || eq == std::string::npos) continue;
    key = trim(std::string_view(body).substr(0, eq));
    listing = (section == "options" && (key == "install_requires" || key == "setup_requires")) || section == "options.extras_require";
    if (listing) pending = {trim(std::string_view(body).substr(eq + 1)), number}, more_lines = false;
  }
  pending.flush(more_lines, facts);
  facts.suppressions = hashCommentSuppressions(text);
  return facts;
}

}  // namespace npu_lint::project
