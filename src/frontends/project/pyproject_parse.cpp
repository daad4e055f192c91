#include "frontends/project/pyproject_parse.h"

#include <algorithm>
#include <cctype>

#include <toml++/toml.h>

#include "core/toml_reader.h"
#include "frontends/project/hash_comments.h"
#include "frontends/project/requirements_parse.h"

namespace npu_lint::project {
namespace {

unsigned lineOf(const toml::node& node) { return static_cast<unsigned>(node.source().begin.line); }

void unparsed(ProjectFacts& facts, const toml::node& node, const std::string& what) {
  facts.unparsed.push_back("line " + std::to_string(lineOf(node)) + ": " + what);
}

// PEP 508 strings: [project] dependencies, each list of optional-dependencies.
void pep508List(ProjectFacts& facts, const toml::node* node) {
  const toml::array* list = node ? node->as_array() : nullptr;
  if (!list) return;
  for (const auto& item : *list) {
    Requirement r;
    r.pos = {lineOf(item), 1};
    const auto text = item.value<std::string>();
    if (text && parseRequirementText(*text, r)) facts.requirements.push_back(std::move(r));
    else unparsed(facts, item, "not a PEP 508 requirement");
  }
}

// Poetry's constraint: a bare version is exact ("2.1.0" is ==2.1.0), "*" any, "^2.1" / "~2.1"
// and ">=2.1,<3" ranges (kept as written).
std::string poetrySpecifier(std::string constraint) {
  constraint.erase(std::remove_if(constraint.begin(), constraint.end(), [](unsigned char c) { return std::isspace(c); }), constraint.end());
  if (constraint == "*") return "";
  if (!constraint.empty() && std::isdigit(static_cast<unsigned char>(constraint[0]))) return "==" + constraint;
  return constraint;
}

// [tool.poetry.dependencies] and [tool.poetry.group.<g>.dependencies]: name = "constraint" or
// name = { version = "...", ... } (or a path, url or git source). `python` is not a package.
void poetryTable(ProjectFacts& facts, const toml::table* table) {
  if (!table) return;
  for (const auto& [key, value] : *table) {
    if (key.str() == "python") continue;
    Requirement r;
    r.name = normalizedName(key.str());
    r.pos = {lineOf(value), 1};
    if (const auto text = value.value<std::string>()) {
      r.specifier = poetrySpecifier(*text);
    } else if (const toml::table* t = value.as_table()) {
      if (const auto version = (*t)["version"].value<std::string>()) r.specifier = poetrySpecifier(*version);
      for (const char* source : {"path", "url", "git"})
        if (const auto where = (*t)[source].value<std::string>()) r.url = *where;
    } else if (value.is_array()) {  // several constraints by marker: kept as not pinned
      r.specifier = "(several)";
    } else {
      unparsed(facts, value, "dependency " + std::string(key.str()) + " is neither a constraint nor a table");
      continue;
    }
    facts.requirements.push_back(std::move(r));
  }
}

}  // namespace

ProjectFacts parsePyproject(const std::string& text) {
  ProjectFacts facts;
  toml::table doc;
  if (const size_t line = tomlKeyTooDeep(text)) {
    facts.unparsed.push_back("line " + std::to_string(line) + ": not read: a key of more than " + std::to_string(kMaxTomlKeyParts) + " dotted parts");
    return facts;
  }
  try {
    doc = toml::parse(tomlSafeText(text, false));
  } catch (const toml::parse_error& e) {
    facts.unparsed.push_back("line " + std::to_string(e.source().begin.line) + ": not valid TOML");
    return facts;
  }
  pep508List(facts, doc["project"]["dependencies"].node());
  if (const toml::table* optional = doc["project"]["optional-dependencies"].as_table())
    for (const auto& [group, list] : *optional) pep508List(facts, &list);
  poetryTable(facts, doc["tool"]["poetry"]["dependencies"].as_table());
  // toml++ walks a table in key order: the file's order is its lines'.
  std::stable_sort(facts.requirements.begin(), facts.requirements.end(), [](const Requirement& a, const Requirement& b) { return a.pos.line < b.pos.line; });
  facts.suppressions = hashCommentSuppressions(text);  // toml++ keeps no comments
  if (const toml::table* groups = doc["tool"]["poetry"]["group"].as_table())
    for (const auto& [name, group] : *groups)
      if (const toml::table* g = group.as_table()) poetryTable(facts, (*g)["dependencies"].as_table());
  return facts;
}

}  // namespace npu_lint::project
