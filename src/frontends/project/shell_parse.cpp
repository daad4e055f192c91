#include "frontends/project/shell_parse.h"

#include <algorithm>
#include <cctype>
#include <regex>
#include <set>
#include <vector>

#include "core/strings.h"
#include "frontends/project/requirements_parse.h"
#include "frontends/common/suppression_comment.h"

namespace npu_lint::project {
namespace {

using Word = ShellWord;

bool isNameChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

bool isName(std::string_view s) {
  if (s.empty() || std::isdigit(static_cast<unsigned char>(s[0]))) return false;
  for (char c : s)
    if (!isNameChar(c)) return false;
  return true;
}

class Lexer {
 public:
  Lexer(std::string_view text, unsigned line, const ShellVariables& variables, ProjectFacts& out)
      : text_(text), line_(line), variables_(variables), out_(out) {}

  bool done() const { return at_ >= text_.size(); }

  // The words up to the next separator (; && || | & ( ) or a newline).
  std::vector<Word> nextCommand() {
    std::vector<Word> result;
    while (at_ < text_.size()) {
      const char c = text_[at_];
      if (c == '\\' && next() == '\n') {
        at_ += 2, ++line_;
      } else if (c == '\n') {
        ++at_, ++line_;
        if (!result.empty()) break;
      } else if (c == ' ' || c == '\t' || c == '\r') {
        ++at_;
      } else if (c == '#') {
        comment();
      } else if (c == ';' || c == '&' || c == '|' || c == '(' || c == ')') {
        ++at_;
        if (!result.empty()) break;
      } else {
        result.push_back(word());
      }
    }
    return result;
  }

 private:
  char next() const { return at_ + 1 < text_.size() ? text_[at_ + 1] : '\0'; }

  void comment() {
    const size_t end = std::min(text_.find('\n', at_), text_.size());
    Suppression suppression;
    if (cuda::parseSuppression({std::string(text_.substr(at_ + 1, end - at_ - 1)), {line_, 1}}, suppression))
      out_.suppressions.push_back(suppression);
    at_ = end;
  }

  Word word() {
    Word w{"", line_, false};
    while (at_ < text_.size()) {
      const char c = text_[at_];
      if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ';' || c == '&' || c == '|' || c == '(' || c == ')') break;
      if (c == '\\' && next() == '\n') {
        at_ += 2, ++line_;
      } else if (c == '\\') {
        if (at_ + 1 < text_.size()) w.text += text_[at_ + 1];
        at_ += 2;
      } else if (c == '\'') {
        const size_t close = text_.find('\'', at_ + 1);
        const size_t end = close == std::string_view::npos ? text_.size() : close;
        w.text += text_.substr(at_ + 1, end - at_ - 1);
        countLines(at_, end);
        at_ = end + 1;
      } else if (c == '"') {
        ++at_;
        while (at_ < text_.size() && text_[at_] != '"') {
          if (text_[at_] == '\\' && at_ + 1 < text_.size() && std::string_view("\"\\$`").find(text_[at_ + 1]) != std::string_view::npos) {
            w.text += text_[at_ + 1], at_ += 2;
          } else if (text_[at_] == '$') {
            expand(w);
          } else {
            if (text_[at_] == '\n') ++line_;
            w.text += text_[at_++];
          }
        }
        ++at_;
      } else if (c == '$') {
        expand(w);
      } else if (c == '`') {
        const size_t close = text_.find('`', at_ + 1);
        const size_t end = close == std::string_view::npos ? text_.size() : close;
        w.text += text_.substr(at_, end + 1 - at_), w.computed = true;
        at_ = end + 1;
      } else {
        w.text += text_[at_++];
      }
    }
    return w;
  }

  void countLines(size_t from, size_t to) {
    for (size_t i = from; i < to && i < text_.size(); ++i) line_ += text_[i] == '\n';
  }

  // $NAME, ${NAME}, ${NAME:-word} / ${NAME-word}; anything else ($(cmd), $1) is computed.
  void expand(Word& w) {
    const size_t start = at_++;
    std::string name, fallback;
    bool has_fallback = false;
    if (at_ < text_.size() && text_[at_] == '(') {  // $(command), $((arithmetic)): up to the matching ")"
      int depth = 0;
      do {
        if (text_[at_] == '(') ++depth;
        else if (text_[at_] == ')') --depth;
        else if (text_[at_] == '\n') ++line_;
        ++at_;
      } while (at_ < text_.size() && depth > 0);
      w.text += text_.substr(start, at_ - start), w.computed = true;
      return;
    }
    if (at_ < text_.size() && text_[at_] == '{') {
      const size_t close = text_.find('}', at_);
      if (close == std::string_view::npos) {
        w.text += text_.substr(start), w.computed = true, at_ = text_.size();
        return;
      }
      std::string inner(text_.substr(at_ + 1, close - at_ - 1));
      at_ = close + 1;
      for (const char* op : {":-", "-"})
        if (const size_t p = inner.find(op); p != std::string::npos && isName(inner.substr(0, p))) {
          fallback = inner.substr(p + std::string_view(op).size()), has_fallback = true, inner.resize(p);
          break;
        }
      name = inner;
    } else {
      while (at_ < text_.size() && isNameChar(text_[at_])) name += text_[at_++];
    }
    const auto known = isName(name) ? variables_.find(name) : variables_.end();
    if (known != variables_.end() &&
        (w.text.size() + known->second.size() > kMaxExpandedWord || expanded_ + known->second.size() > expansionBudget())) {
      // `A=$A$A` repeated doubles a value per line (64 lines: 2^64 bytes); `$A $A $A ...` makes each
      // 3 bytes 4 KiB. Past either bound the word is computed (unknown), as `$(cmd)` is.
      w.text += text_.substr(start, at_ - start), w.computed = true;
      out_.unparsed.push_back("line " + std::to_string(line_) + ": $" + name + std::string(kNotExpanded) + std::to_string(kMaxExpandedWord) +
                              " bytes, or the text's expansions 4 times its size");
    } else if (known != variables_.end()) {
      w.text += known->second;
      expanded_ += known->second.size();
    }
    else if (has_fallback && isName(name)) w.text += fallback;
    else if (name.empty() && at_ == start + 1) w.text += '$';  // a lone "$"
    else w.text += text_.substr(start, at_ - start), w.computed = true;
  }

  // All expansions of one text together stay within 4 times its size (at least 64 KiB).
  size_t expansionBudget() const { return std::max(size_t{64} << 10, 4 * text_.size()); }

  std::string_view text_;
  size_t at_ = 0;
  size_t expanded_ = 0;  // bytes expanded so far
  unsigned line_;
  const ShellVariables& variables_;
  ProjectFacts& out_;
};

// NAME=value as one word: the name, the value.
bool assignment(const Word& w, std::string& name, std::string& value) {
  const size_t eq = w.text.find('=');
  if (eq == std::string::npos || !isName(w.text.substr(0, eq))) return false;
  name = w.text.substr(0, eq);
  value = w.text.substr(eq + 1);
  return true;
}

bool isPip(const std::string& word) {
  static const std::regex kPip(R"(pip(3(\.\d+)?)?)");
  const std::string base = word.substr(word.rfind('/') + 1);
  return base.size() <= kMaxRegexSubject && std::regex_match(base, kPip);
}

bool isPython(const std::string& word) {
  static const std::regex kPython(R"(python(3(\.\d+)?)?)");
  const std::string base = word.substr(word.rfind('/') + 1);
  return base.size() <= kMaxRegexSubject && std::regex_match(base, kPython);
}

// pip install's arguments: requirements, `-r FILE` includes; options and their values skipped.
void pipInstall(const std::vector<Word>& cmd, size_t at, ProjectFacts& out) {
  static const char* const kWithValue[] = {"-c", "--constraint", "-i", "--index-url", "--extra-index-url", "-f", "--find-links", "-t",
                                           "--target", "--prefix", "--root", "--trusted-host", "--platform", "--python-version",
                                           "--implementation", "--abi", "--src", "--upgrade-strategy", "--progress-bar", "--cache-dir",
                                           "--log", "--proxy", "--retries", "--timeout", "--only-binary", "--no-binary", "--report"};
  for (; at < cmd.size(); ++at) {
    const std::string& a = cmd[at].text;
    if (a == "-r" || a == "--requirement") {
      if (at + 1 < cmd.size()) out.includes.push_back(cmd[++at].text);
      continue;
    }
    if (a == "-e" || a == "--editable") continue;  // the next word is a requirement (a path, mostly)
    if (!a.empty() && a[0] == '-') {
      for (const char* option : kWithValue)
        if (a == option) ++at;
      continue;
    }
    Requirement r;
    r.pos = {cmd[at].line, 1};
    if (!cmd[at].computed && parseRequirementText(a, r)) out.requirements.push_back(std::move(r));
  }
}

// One simple command: its leading assignments, then what it runs.
void command(const std::vector<Word>& cmd, ShellVariables& variables, ProjectFacts& out) {
  size_t at = 0;
  std::string name, value;
  std::vector<EnvSetting> prefix;
  while (at < cmd.size() && assignment(cmd[at], name, value)) {
    prefix.push_back({name, value, cmd[at].computed, "VAR=value cmd", {cmd[at].line, 1}});
    ++at;
  }
  if (at == cmd.size()) {  // a shell variable, exported only by a later `export NAME`
    for (const auto& p : prefix) remember(variables, p.name, p.value, p.computed);
    return;
  }
  for (auto& p : prefix) out.env.push_back(std::move(p));
  // What runs the command, and the shell's keywords before one (`do pip install ...`).
  static const std::set<std::string> kPrefixes = {"sudo", "exec", "nohup", "time", "then", "else", "do", "!", "{"};
  while (at < cmd.size() && kPrefixes.count(cmd[at].text)) ++at;
  if (at == cmd.size()) return;
  const std::string& program = cmd[at].text;
  if (program == "export" || program == "declare" || program == "typeset") {
    for (size_t i = at + 1; i < cmd.size(); ++i) {
      if (!cmd[i].text.empty() && cmd[i].text[0] == '-') continue;  // declare -x
      if (assignment(cmd[i], name, value)) {
        remember(variables, name, value, cmd[i].computed);
        out.env.push_back({name, value, cmd[i].computed, "export", {cmd[i].line, 1}});
      } else if (const auto known = variables.find(cmd[i].text); known != variables.end()) {
        out.env.push_back({known->first, known->second, false, "export", {cmd[i].line, 1}});
      }
    }
    return;
  }
  if (program == "env") {
    size_t i = at + 1;
    for (; i < cmd.size(); ++i) {
      if (cmd[i].text == "-u" || cmd[i].text == "--unset") { ++i; continue; }
      if (!cmd[i].text.empty() && cmd[i].text[0] == '-') continue;
      if (!assignment(cmd[i], name, value)) break;
      out.env.push_back({name, value, cmd[i].computed, "env", {cmd[i].line, 1}});
    }
    return command(std::vector<Word>(cmd.begin() + static_cast<long>(i), cmd.end()), variables, out);
  }
  for (size_t i = at; i < cmd.size(); ++i) {
    const std::string version = cannInstallerVersion(cmd[i].text);
    if (!version.empty()) out.tools.push_back({EnvTool::kCann, version, cmd[i].text.substr(cmd[i].text.rfind('/') + 1), {cmd[i].line, 1}});
  }
  if (isPip(program) && at + 1 < cmd.size() && cmd[at + 1].text == "install") return pipInstall(cmd, at + 2, out);
  if (isPython(program) && at + 3 < cmd.size() && cmd[at + 1].text == "-m" && cmd[at + 2].text == "pip" && cmd[at + 3].text == "install")
    return pipInstall(cmd, at + 4, out);
}

}  // namespace

std::string cannInstallerVersion(std::string_view word) {
  static const std::regex kInstaller(R"(Ascend-cann-toolkit_([0-9][0-9A-Za-z.]*)_linux[-_.A-Za-z0-9]*\.run)");
  std::match_results<std::string_view::const_iterator> m;
  return word.size() <= kMaxRegexSubject && std::regex_search(word.begin(), word.end(), m, kInstaller) ? m[1].str() : "";
}

void scanShell(std::string_view text, unsigned first_line, ShellVariables& variables, ProjectFacts& out) {
  // One command at a time: a command's expansions see the assignments before it.
  Lexer lexer(text, first_line, variables, out);
  while (!lexer.done()) command(lexer.nextCommand(), variables, out);
}

void remember(ShellVariables& variables, const std::string& name, const std::string& value, bool computed) {
  if (variables.undo) {
    const auto old = variables.find(name);
    variables.undo->emplace_back(name, old == variables.end() ? std::nullopt : std::optional<std::string>(old->second));
  }
  if (computed || value.size() > kMaxExpandedWord) variables.erase(name);  // a joined legacy ENV value too
  else variables[name] = value;
}

std::vector<ShellWord> shellWords(std::string_view text, unsigned first_line, const ShellVariables& variables, ProjectFacts& out) {
  ProjectFacts comments;  // of the words' text: only the problems it finds are kept
  Lexer lexer(text, first_line, variables, comments);
  std::vector<ShellWord> words;
  while (!lexer.done())
    for (auto& w : lexer.nextCommand()) words.push_back(std::move(w));
  for (auto& problem : comments.unparsed) out.unparsed.push_back(std::move(problem));
  return words;
}

void sayExpansionLimitOnce(ProjectFacts& facts) {
  auto& lines = facts.unparsed;
  const auto said = [](const std::string& line) { return line.find(kNotExpanded) != std::string::npos; };
  const auto first = std::find_if(lines.begin(), lines.end(), said);
  if (first == lines.end()) return;
  const auto more = std::count_if(first + 1, lines.end(), said);
  if (more) *first += " (and " + std::to_string(more) + " more)";
  lines.erase(std::remove_if(first + 1, lines.end(), said), lines.end());
}

ProjectFacts parseShellScript(std::string_view text) {
  ProjectFacts facts;
  ShellVariables variables;
  scanShell(text, 1, variables, facts);
  sayExpansionLimitOnce(facts);
  return facts;
}

}  // namespace npu_lint::project
