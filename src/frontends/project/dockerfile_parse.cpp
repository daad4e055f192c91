#include "frontends/project/dockerfile_parse.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <nlohmann/json.hpp>
#include <regex>
#include <vector>

#include "core/strings.h"
#include "frontends/project/requirements_parse.h"
#include "frontends/project/shell_parse.h"
#include "frontends/common/suppression_comment.h"

namespace npu_lint::project {
namespace {

struct Instruction {
  std::string keyword;  // upper case
  std::string arguments;  // continuations kept as "\\\n", so the shell reader counts lines
  unsigned line = 0;
};

// Instructions, with the `# npu-lint: ignore[...]` comments into `out`.
std::vector<Instruction> instructions(std::string_view text, ProjectFacts& out) {
  std::vector<Instruction> result;
  Instruction current;
  bool continuing = false;
  unsigned number = 0;
  size_t at = 0;
  while (at < text.size()) {
    const size_t end = std::min(text.find('\n', at), text.size());
    std::string line(text.substr(at, end - at));
    at = end + 1;
    ++number;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    const std::string body = trim(line);
    if (body.rfind("#", 0) == 0) {  // a comment line, also inside a continued instruction
      Suppression suppression;
      if (cuda::parseSuppression({body.substr(1), {number, 1}}, suppression)) out.suppressions.push_back(suppression);
      if (continuing) current.arguments += "\\\n";
      continue;
    }
    if (!continuing) {
      if (body.empty()) continue;
      size_t word = 0;
      while (word < body.size() && !std::isspace(static_cast<unsigned char>(body[word]))) ++word;
      current = {body.substr(0, word), trim(std::string_view(body).substr(word)), number};
      std::transform(current.keyword.begin(), current.keyword.end(), current.keyword.begin(), [](unsigned char c) { return std::toupper(c); });
    } else {
      current.arguments += line;
    }
    continuing = !current.arguments.empty() && current.arguments.back() == '\\';
    if (continuing) {
      current.arguments += "\n";
      if (at < text.size()) continue;
    }
    result.push_back(current);
    continuing = false;
  }
  return result;
}

// What a FROM image's name and tag state: Python (`python:3.10-slim`), CANN and Python (Ascend's
// CANN images, tagged <cann-version>-<chip>-<os><os-version>-<py-version>: the chip too), torch (`pytorch/pytorch`).
void fromImage(const std::string& image, unsigned line, ProjectFacts& out) {
  std::string ref = image.substr(0, image.find('@'));
  const size_t slash = ref.rfind('/');
  const size_t colon = ref.find(':', slash == std::string::npos ? 0 : slash);
  if (colon == std::string::npos) return;
  const std::string repository = ref.substr(0, colon), tag = ref.substr(colon + 1);
  if (tag.size() > kMaxRegexSubject) return;  // no image tag is this long: no version read from it
  const std::string name = repository.substr(slash == std::string::npos ? 0 : slash + 1);
  const std::string how = "FROM " + image;
  std::smatch m;
  if (name == "python" && std::regex_search(tag, m, std::regex(R"(^(\d+\.\d+(\.\d+)?))"))) {
    out.tools.push_back({EnvTool::kPython, m[1], how, {line, 1}});
  } else if (name == "cann" && std::regex_search(tag, m, std::regex(R"(^(\d+\.\d+\.[0-9A-Za-z]+(\.[A-Za-z]+\d+)?)-)"))) {
    out.tools.push_back({EnvTool::kCann, m[1], how, {line, 1}});
    // The tag's chip field, the part after the CANN version (`910b`, `a3`): the report uses it as
    // the product when it is one the API pages name.
    const std::string rest = tag.substr(m[0].length());
    if (const std::string chip = rest.substr(0, rest.find('-')); !chip.empty() && chip.size() <= 16)
      out.tools.push_back({EnvTool::kChip, chip, how, {line, 1}});
    if (std::regex_search(tag, m, std::regex(R"(-py(\d+\.\d+)$)"))) out.tools.push_back({EnvTool::kPython, m[1], how, {line, 1}});
  } else if (repository == "pytorch/pytorch" && std::regex_search(tag, m, std::regex(R"(^(\d+\.\d+\.\d+)(-|$))"))) {
    Requirement torch;
    torch.name = "torch";
    torch.specifier = "==" + m[1].str();
    torch.url = how;
    torch.pos = {line, 1};
    out.requirements.push_back(std::move(torch));
  }
}

// `["pip", "install", "torch==2.1.0"]` as the words of one command; "" when it is not a JSON array of strings.
std::string execForm(const std::string& text) {
  const auto json = nlohmann::json::parse(text, nullptr, false);
  if (!json.is_array()) return "";
  std::string out;
  for (const auto& word : json) {
    if (!word.is_string()) return "";
    std::string quoted = "'";
    for (char c : word.get<std::string>()) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
    out += (out.empty() ? "" : " ") + quoted + "'";
  }
  return out;
}

}  // namespace

// Stages a `FROM <stage>` may inherit ENV from; past this, later named stages pass nothing on.
constexpr size_t kMaxNamedStages = 256;
// Variables copied into stages by `FROM <stage>`, per file.
constexpr size_t kMaxInheritedVariables = 1'000'000;

ProjectFacts parseDockerfile(std::string_view text) {
  ProjectFacts out;
  ShellVariables global;  // ARGs before the first FROM: FROM lines see them, stages only by `ARG NAME`
  ShellVariables stage;   // the current stage's ARG and ENV values
  std::map<std::string, ShellVariables> stages;  // a named stage's ENV, which `FROM name` inherits
  std::string stage_name;
  bool in_stage = false;
  bool said_stage_limit = false;
  size_t inherited = 0;  // variables copied into stages so far
  bool said_inherit_limit = false;
  for (const Instruction& in : instructions(text, out)) {
    if (in.keyword == "FROM") {
      if (in_stage && !stage_name.empty()) {
        if (stages.size() < kMaxNamedStages || stages.count(stage_name)) {
          stages[stage_name] = stage;
        } else if (!said_stage_limit) {  // each stage copies its parent's ENV: 8,000 chained stages took 3.5 GB
          said_stage_limit = true;
          out.unparsed.push_back("line " + std::to_string(in.line) + ": more than " + std::to_string(kMaxNamedStages) +
                                 " named stages: the later ones pass no ENV on to their children");
        }
      }
      in_stage = true;
      stage.clear();
      stage_name.clear();
      std::vector<ShellWord> w = shellWords(in.arguments, in.line, global, out);
      w.erase(std::remove_if(w.begin(), w.end(), [](const ShellWord& x) { return x.text.rfind("--", 0) == 0; }), w.end());
      if (w.size() >= 3) {
        std::string as = w[1].text;
        std::transform(as.begin(), as.end(), as.begin(), [](unsigned char c) { return std::tolower(c); });
        if (as == "as") stage_name = w[2].text;
      }
      if (w.empty() || w[0].computed) continue;
      if (const auto parent = stages.find(w[0].text); parent != stages.end()) {
        // Each `FROM <stage>` copies the stage's variables: 20,000 `FROM s0` of a 20,000-ENV stage
        // took 15 s. Past a budget of copied variables, stages are entered empty, and that is said.
        if (inherited + parent->second.size() <= kMaxInheritedVariables) {
          inherited += parent->second.size();
          stage = parent->second;
        } else if (!said_inherit_limit) {
          said_inherit_limit = true;
          out.unparsed.push_back("line " + std::to_string(in.line) + ": more than " + std::to_string(kMaxInheritedVariables) +
                                 " variables copied into stages: from here a FROM <stage> starts without its ENV");
        }
      } else {
        fromImage(w[0].text, in.line, out);
      }
      continue;
    }
    ShellVariables& scope = in_stage ? stage : global;
    if (in.keyword == "ARG") {
      for (const ShellWord& w : shellWords(in.arguments, in.line, scope, out)) {
        const size_t eq = w.text.find('=');
        const std::string name = w.text.substr(0, eq);
        if (eq == std::string::npos) {  // `ARG NAME`: the global default, if any
          if (const auto g = global.find(name); in_stage && g != global.end()) scope[name] = g->second;
          continue;
        }
        remember(scope, name, w.text.substr(eq + 1), w.computed);
        out.env.push_back({name, w.text.substr(eq + 1), w.computed, "ARG", {w.line, 1}});
      }
    } else if (in.keyword == "ENV") {
      std::vector<ShellWord> w = shellWords(in.arguments, in.line, scope, out);
      if (!w.empty() && w[0].text.find('=') == std::string::npos) {  // legacy `ENV NAME value with spaces`
        std::string value;
        for (size_t i = 1; i < w.size(); ++i) value += (i > 1 ? " " : "") + w[i].text;
        remember(scope, w[0].text, value, w.size() > 1 && w[1].computed);
        out.env.push_back({w[0].text, value, w.size() > 1 && w[1].computed, "ENV", {w[0].line, 1}});
        continue;
      }
      for (const ShellWord& x : w) {
        const size_t eq = x.text.find('=');
        if (eq == std::string::npos) continue;
        remember(scope, x.text.substr(0, eq), x.text.substr(eq + 1), x.computed);
        out.env.push_back({x.text.substr(0, eq), x.text.substr(eq + 1), x.computed, "ENV", {x.line, 1}});
      }
    } else if (in.keyword == "RUN") {
      std::string command = in.arguments;
      while (command.rfind("--", 0) == 0) command = trim(std::string_view(command).substr(std::min(command.find(' '), command.size())));  // --mount=...
      if (!command.empty() && command[0] == '[') command = execForm(command);
      // A RUN's own assignments end with it: put back, newest first, what it changed.
      std::vector<std::pair<std::string, std::optional<std::string>>> undo;
      scope.undo = &undo;
      scanShell(command, in.line, scope, out);
      scope.undo = nullptr;
      for (auto change = undo.rbegin(); change != undo.rend(); ++change) {
        if (change->second) scope[change->first] = *change->second;
        else scope.erase(change->first);
      }
    }
  }
  sayExpansionLimitOnce(out);
  return out;
}

}  // namespace npu_lint::project
