#include "frontends/project/yaml_parse.h"

#include <yaml.h>

#include <memory>
#include <regex>
#include <utility>
#include <vector>

#include "core/strings.h"
#include "frontends/project/hash_comments.h"
#include "frontends/project/requirements_parse.h"
#include "frontends/project/shell_parse.h"

namespace npu_lint::project {
namespace {

// A node of a document libyaml loaded (aliases are references to the node they name), with the
// few questions this reader asks of it.
class Node {
 public:
  Node() = default;
  Node(yaml_document_t* doc, yaml_node_t* node) : doc_(doc), node_(node) {}
  explicit operator bool() const { return node_ != nullptr; }
  bool IsMap() const { return node_ && node_->type == YAML_MAPPING_NODE; }
  bool IsSequence() const { return node_ && node_->type == YAML_SEQUENCE_NODE; }
  bool IsScalar() const { return node_ && node_->type == YAML_SCALAR_NODE; }
  std::string Scalar() const {
    return IsScalar() ? std::string(reinterpret_cast<const char*>(node_->data.scalar.value), node_->data.scalar.length) : "";
  }
  unsigned line() const { return static_cast<unsigned>(node_->start_mark.line + 1); }
  unsigned column() const { return static_cast<unsigned>(node_->start_mark.column + 1); }
  std::vector<std::pair<Node, Node>> pairs() const {
    std::vector<std::pair<Node, Node>> out;
    if (!IsMap()) return out;
    for (auto* p = node_->data.mapping.pairs.start; p < node_->data.mapping.pairs.top; ++p)
      out.emplace_back(at(p->key), at(p->value));
    return out;
  }
  std::vector<Node> items() const {
    std::vector<Node> out;
    if (!IsSequence()) return out;
    for (auto* i = node_->data.sequence.items.start; i < node_->data.sequence.items.top; ++i) out.push_back(at(*i));
    return out;
  }
  Node operator[](const char* key) const {
    for (const auto& [k, v] : pairs())
      if (k.IsScalar() && k.Scalar() == key) return v;
    return {};
  }

 private:
  Node at(int index) const { return {doc_, yaml_document_get_node(doc_, index)}; }
  yaml_document_t* doc_ = nullptr;
  yaml_node_t* node_ = nullptr;
};

constexpr unsigned kMaxDepth = 200;  // deeper YAML is data, not configuration
// Nodes visited, aliases counted each time: a file of aliases to aliases ("billion laughs")
// would otherwise be walked for ever.
constexpr size_t kMaxVisits = 1000000;

SourcePos posOf(const Node& node) { return {node.line(), node.column()}; }

bool isEnvKey(const std::string& key) { return key == "env" || key == "environment" || key == "variables"; }

void envEntries(const Node& value, ProjectFacts& facts) {
  const std::string how = "env:";
  if (value.IsMap()) {
    for (const auto& kv : value.pairs())
      if (kv.first.IsScalar() && kv.second.IsScalar()) facts.env.push_back({kv.first.Scalar(), kv.second.Scalar(), false, how, posOf(kv.first)});
      else if (kv.first.IsScalar() && kv.second.IsMap() && kv.second["value"] && kv.second["value"].IsScalar())  // GitLab `X: {value: ...}`
        facts.env.push_back({kv.first.Scalar(), kv.second["value"].Scalar(), false, how, posOf(kv.first)});
    return;
  }
  if (!value.IsSequence()) return;
  for (const auto& item : value.items()) {
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
void condaDependency(const Node& item, ProjectFacts& facts) {
  static const std::regex kSpec(R"(^(?:[\w.-]+::)?([A-Za-z0-9_.-]+)\s*(==|=|>=|<=|>|<|!=)?\s*([^=\s]*)(?:=\S+)?$)");
  std::smatch m;
  const std::string text = item.Scalar();
  if (text.size() > kMaxRegexSubject || !std::regex_match(text, m, kSpec)) {
    facts.unparsed.push_back("line " + std::to_string(item.line()) + ": " + quotedPrefix(text) + ": not a conda package spec");
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

void script(const Node& value, ProjectFacts& facts) {
  if (value.IsSequence()) {
    for (const auto& line : value.items()) script(line, facts);
    return;
  }
  if (!value.IsScalar()) return;
  // A block scalar (`run: |`) starts on the line after its indicator.
  const std::string text = value.Scalar();
  const unsigned first = value.line() + (text.find('\n') != std::string::npos ? 1 : 0);
  ShellVariables variables;
  scanShell(text, first, variables, facts);
}

void walk(const Node& node, unsigned depth, size_t& visits, ProjectFacts& facts) {
  if (depth > kMaxDepth || ++visits > kMaxVisits) return;
  if (node.IsMap()) {
    for (const auto& kv : node.pairs()) {
      if (kv.first.IsScalar() && isEnvKey(kv.first.Scalar())) envEntries(kv.second, facts);
      else if (kv.first.IsScalar() && isScriptKey(kv.first.Scalar())) script(kv.second, facts);
      else walk(kv.second, depth + 1, visits, facts);
    }
  } else if (node.IsSequence()) {
    for (const auto& item : node.items()) walk(item, depth + 1, visits, facts);
  }
}

// A conda environment file's dependencies: conda packages, and pip's under `pip:`.
void condaEnvironment(const Node& doc, ProjectFacts& facts) {
  const Node deps = doc.IsMap() ? doc["dependencies"] : Node();
  if (!deps.IsSequence() || !(doc["channels"] || doc["name"] || doc["prefix"])) return;  // not a conda environment
  for (const auto& item : deps.items()) {
    if (item.IsScalar()) condaDependency(item, facts);
    else if (item.IsMap() && item["pip"].IsSequence())
      for (const auto& pip : item["pip"].items()) {
        if (!pip.IsScalar() || pip.Scalar().rfind("-", 0) == 0) continue;  // pip's options (--extra-index-url ...)
        Requirement r;
        r.pos = posOf(pip);
        if (parseRequirementText(pip.Scalar(), r)) facts.requirements.push_back(std::move(r));
        else facts.unparsed.push_back("line " + std::to_string(pip.line()) + ": " + quotedPrefix(pip.Scalar()) + ": not a requirement");
      }
  }
}

// libyaml's scanner is quadratic in flow nesting (100,000 `[` took 13.6 s): the line of the first
// `[` or `{` nested deeper than this outside quotes and comments, or 0.
constexpr size_t kMaxFlowDepth = 1000;

size_t flowTooDeep(std::string_view text) {
  size_t line = 1, depth = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '\n') {
      ++line;
    } else if (c == '#' && (i == 0 || text[i - 1] == ' ' || text[i - 1] == '\t' || text[i - 1] == '\n')) {
      while (i + 1 < text.size() && text[i + 1] != '\n') ++i;
    } else if (c == '"' || c == '\'') {  // a quoted scalar: '' escapes in single quotes, \ in double
      for (++i; i < text.size() && text[i] != c; ++i) {
        if (c == '"' && text[i] == '\\') ++i;
        else if (text[i] == '\n') ++line;
      }
    } else if (c == '[' || c == '{') {
      if (++depth > kMaxFlowDepth) return line;
    } else if ((c == ']' || c == '}') && depth > 0) {
      --depth;
    }
  }
  return 0;
}

}  // namespace

ProjectFacts parseYaml(const std::string& text) {
  ProjectFacts facts;
  if (const size_t line = flowTooDeep(text)) {
    facts.unparsed.push_back("line " + std::to_string(line) + ": not read: [ or { nested deeper than " + std::to_string(kMaxFlowDepth));
    return facts;
  }
  size_t visits = 0;
  yaml_parser_t parser;
  if (!yaml_parser_initialize(&parser)) throw std::bad_alloc();
  const std::unique_ptr<yaml_parser_t, void (*)(yaml_parser_t*)> parser_owner(&parser, yaml_parser_delete);
  yaml_parser_set_input_string(&parser, reinterpret_cast<const unsigned char*>(text.data()), text.size());
  for (;;) {
    yaml_document_t document;
    if (!yaml_parser_load(&parser, &document)) {
      facts.unparsed.push_back("line " + std::to_string(parser.problem_mark.line + 1) + ": " + (parser.problem ? parser.problem : "not YAML"));
      break;
    }
    const std::unique_ptr<yaml_document_t, void (*)(yaml_document_t*)> document_owner(&document, yaml_document_delete);
    yaml_node_t* root = yaml_document_get_root_node(&document);
    if (!root) break;  // the end of the stream
    const Node doc(&document, root);
    walk(doc, 0, visits, facts);
    condaEnvironment(doc, facts);
  }
  if (visits > kMaxVisits) facts.unparsed.push_back("more than " + std::to_string(kMaxVisits) + " YAML nodes (aliases counted each time they are used): the rest not read");
  facts.suppressions = hashCommentSuppressions(text);
  return facts;
}

}  // namespace npu_lint::project
