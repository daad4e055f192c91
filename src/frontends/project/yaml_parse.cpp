#include "frontends/project/yaml_parse.h"

#include <regex>
#include <yaml-cpp/yaml.h>

#include "frontends/project/hash_comments.h"
#include "frontends/project/requirements_parse.h"
#include "frontends/project/shell_parse.h"

namespace npu_lint::project {
namespace {

constexpr unsigned kMaxDepth = 200;  // deeper YAML is data, not configuration
// Nodes visited, aliases counted each time: a file of aliases to aliases ("billion laughs")
// would otherwise be walked for ever.
constexpr size_t kMaxVisits = 1000000;

SourcePos posOf(const YAML::Node& node) { return {static_cast<unsigned>(node.Mark().line + 1), static_cast<unsigned>(node.Mark().column + 1)}; }

bool isEnvKey(const std::string& key) { return key == "env" || key == "environment" || key == "variables"; }

void envEntries(const YAML::Node& value, ProjectFacts& facts) {
  const std::string how = "env:";
  if (value.IsMap()) {
    for (const auto& kv : value)
      if (kv.first.IsScalar() && kv.second.IsScalar()) facts.env.push_back({kv.first.Scalar(), kv.second.Scalar(), false, how, posOf(kv.first)});
      else if (kv.first.IsScalar() && kv.second.IsMap() && kv.second["value"] && kv.second["value"].IsScalar())  // GitLab `X: {value: ...}`
        facts.env.push_back({kv.first.Scalar(), kv.second["value"].Scalar(), false, how, posOf(kv.first)});
    return;
  }
  if (!value.IsSequence()) return;
  for (const auto& item : value) {
    if (item.IsScalar()) {  // compose: - NAME=value
      const std::string& text = item.Scalar();
      const size_t eq = text.find('=');
      if (eq != std::string::npos && eq > 0) facts.env.push_back({text.substr(0, eq), text.substr(eq + 1), false, how, posOf(item)});
    } else if (item.IsMap() && item["name"] && item["name"].IsScalar() && item["value"] && item["value"].IsScalar()) {  // Kubernetes
      facts.env.push_back({item["name"].Scalar(), item["value"].Scalar(), false, how, posOf(item["name"])});
    }
  }
}

// `python=3.10`, `pytorch==2.1.0`, `conda-forge::pytorch=2.1.0=py3.10_0`: conda's MatchSpec, the
// version part; conda's `=V` (V and its builds) is read as `==V`.
void condaDependency(const YAML::Node& item, ProjectFacts& facts) {
  static const std::regex kSpec(R"(^(?:[\w.-]+::)?([A-Za-z0-9_.-]+)\s*(==|=|>=|<=|>|<|!=)?\s*([^=\s]*)(?:=\S+)?$)");
  std::smatch m;
  const std::string text = item.Scalar();
  if (!std::regex_match(text, m, kSpec)) {
    facts.unparsed.push_back("line " + std::to_string(item.Mark().line + 1) + ": " + text + ": not a conda package spec");
    return;
  }
  const std::string name = normalizedName(m[1].str());
  std::string op = m[2].str(), version = m[3].str();
  if (op == "=") op = "==";
  if (name == "python") {
    if (op == "==" && !version.empty()) facts.tools.push_back({EnvTool::kPython, version, "conda " + text, posOf(item)});
    return;
  }
  Requirement r;
  r.name = name == "pytorch" ? "torch" : name;  // conda's package of PyTorch is "pytorch"
  r.specifier = op + version;
  r.pos = posOf(item);
  facts.requirements.push_back(std::move(r));
}

// Shell commands CI files hold: GitHub Actions' `run:`, GitLab's `script:` lists.
bool isScriptKey(const std::string& key) { return key == "run" || key == "script" || key == "before_script" || key == "after_script"; }

void script(const YAML::Node& value, ProjectFacts& facts) {
  if (value.IsSequence()) {
    for (const auto& line : value) script(line, facts);
    return;
  }
  if (!value.IsScalar()) return;
  // A block scalar (`run: |`) starts on the line after its indicator.
  const std::string& text = value.Scalar();
  const unsigned first = static_cast<unsigned>(value.Mark().line) + (text.find('\n') != std::string::npos ? 2 : 1);
  ShellVariables variables;
  scanShell(text, first, variables, facts);
}

void walk(const YAML::Node& node, unsigned depth, size_t& visits, ProjectFacts& facts) {
  if (depth > kMaxDepth || ++visits > kMaxVisits) return;
  if (node.IsMap()) {
    for (const auto& kv : node) {
      if (kv.first.IsScalar() && isEnvKey(kv.first.Scalar())) envEntries(kv.second, facts);
      else if (kv.first.IsScalar() && isScriptKey(kv.first.Scalar())) script(kv.second, facts);
      else walk(kv.second, depth + 1, visits, facts);
    }
  } else if (node.IsSequence()) {
    for (const auto& item : node) walk(item, depth + 1, visits, facts);
  }
}

}  // namespace

ProjectFacts parseYaml(const std::string& text) {
  ProjectFacts facts;
  size_t visits = 0;
  try {
    for (const YAML::Node& doc : YAML::LoadAll(text)) {
      walk(doc, 0, visits, facts);
      const YAML::Node deps = doc.IsMap() ? doc["dependencies"] : YAML::Node();
      if (!deps || !deps.IsSequence() || !(doc["channels"] || doc["name"] || doc["prefix"])) continue;  // not a conda environment
      for (const auto& item : deps) {
        if (item.IsScalar()) condaDependency(item, facts);
        else if (item.IsMap() && item["pip"] && item["pip"].IsSequence())
          for (const auto& pip : item["pip"]) {
            if (!pip.IsScalar() || pip.Scalar().rfind("-", 0) == 0) continue;  // pip's options (--extra-index-url ...)
            Requirement r;
            r.pos = posOf(pip);
            if (parseRequirementText(pip.Scalar(), r)) facts.requirements.push_back(std::move(r));
            else facts.unparsed.push_back("line " + std::to_string(pip.Mark().line + 1) + ": " + pip.Scalar() + ": not a requirement");
          }
      }
    }
  } catch (const YAML::Exception& e) {
    facts.unparsed.push_back("line " + std::to_string(e.mark.line + 1) + ": " + e.msg);
  }
  if (visits > kMaxVisits) facts.unparsed.push_back("more than " + std::to_string(kMaxVisits) + " YAML nodes (aliases counted each time they are used): the rest not read");
  facts.suppressions = hashCommentSuppressions(text);
  return facts;
}

}  // namespace npu_lint::project
