#include "frontends/project/requirements_parse.h"

#include <algorithm>
#include <cctype>
#include <regex>

#include "core/strings.h"
#include "frontends/common/suppression_comment.h"

namespace npu_lint::project {
namespace {

// The value of `-r FILE`, `--requirement FILE` or `--requirement=FILE` when `line` is one of `flags`.
bool optionValue(const std::string& line, std::initializer_list<std::string_view> flags, std::string& value) {
  for (std::string_view flag : flags) {
    if (!startsWith(line, flag)) continue;
    const std::string rest = line.substr(flag.size());
    // The value follows a space or "="; the joined form `-rbase.txt` is not read as an include.
    if (!rest.empty() && rest[0] != ' ' && rest[0] != '=' && rest[0] != '\t') continue;
    value = trim(rest.empty() ? "" : rest.substr(1));
    return !value.empty();
  }
  return false;
}

// Options pip accepts in a requirements file that name no requirement.
bool knownOption(const std::string& line) {
  static const char* const kOptions[] = {"-i",           "--index-url",    "--extra-index-url", "--no-index", "-f",
                                         "--find-links", "--pre",          "--trusted-host",    "--no-binary",
                                         "--only-binary", "--prefer-binary", "--require-hashes", "--use-feature",
                                         "--config-settings", "--global-option", "--hash"};
  return std::any_of(std::begin(kOptions), std::end(kOptions), [&](std::string_view o) {
    return startsWith(line, o) && (line.size() == o.size() || line[o.size()] == ' ' || line[o.size()] == '=' || line[o.size()] == '\t');
  });
}

}  // namespace

ProjectFacts parseRequirements(std::string_view text) {
  ProjectFacts facts;
  unsigned number = 0;
  std::string logical;      // a requirement across `\` continuations
  unsigned first_line = 0;  // where it starts
  size_t at = 0;
  while (at <= text.size()) {
    const size_t newline = text.find('\n', at);
    std::string line(text.substr(at, newline == std::string_view::npos ? std::string_view::npos : newline - at));
    at = newline == std::string_view::npos ? text.size() + 1 : newline + 1;
    ++number;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    // A comment: "#" at the start or after whitespace (pip's rule; a URL's "#egg=" is not one).
    for (size_t hash = line.find('#'); hash != std::string::npos; hash = line.find('#', hash + 1)) {
      if (hash > 0 && !std::isspace(static_cast<unsigned char>(line[hash - 1]))) continue;
      Suppression suppression;
      const std::string comment = line.substr(hash + 1);
      if (cuda::parseSuppression({comment, {number, static_cast<unsigned>(hash + 1)}}, suppression)) facts.suppressions.push_back(suppression);
      line.resize(hash);
      break;
    }
    if (logical.empty()) first_line = number;
    const bool continues = !trim(line).empty() && trim(line).back() == '\\';
    logical += continues ? trim(line).substr(0, trim(line).size() - 1) + " " : line;
    if (continues && at <= text.size()) continue;
    const std::string entry = trim(logical);
    logical.clear();
    if (entry.empty()) continue;
    std::string value;
    if (optionValue(entry, {"-r", "--requirement", "-c", "--constraint"}, value)) {
      facts.includes.push_back(value);
      continue;
    }
    Requirement requirement;
    requirement.pos = {first_line, 1};
    std::string body = entry;
    if (optionValue(entry, {"-e", "--editable"}, value)) body = value;
    else if (knownOption(entry)) continue;
    else if (startsWith(entry, "-")) {
      facts.unparsed.push_back("line " + std::to_string(first_line) + ": " + quotedPrefix(entry));
      continue;
    }
    if (const size_t option = body.find(" --"); option != std::string::npos) body = trim(std::string_view(body).substr(0, option));  // --hash=...
    if (parseRequirementText(body, requirement)) facts.requirements.push_back(std::move(requirement));
    else facts.unparsed.push_back("line " + std::to_string(first_line) + ": " + quotedPrefix(entry));
  }
  return facts;
}

}  // namespace npu_lint::project
