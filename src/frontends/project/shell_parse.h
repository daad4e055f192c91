// What shell text says about a project's environment: a script, or a Dockerfile's RUN. Read as
// the shell splits it (quotes, `\` continuations, `;` `&&` `||` `|` separators, `#` comments),
// never run: `export VAR=...`, `VAR=... cmd`, `env VAR=... cmd`, `pip install <requirements>`
// (also `python -m pip install`), and CANN toolkit installers (`Ascend-cann-toolkit_X_linux-*.run`).
#pragma once
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "facts/project_facts.h"

namespace npu_lint::project {

// Variables `$NAME` / `${NAME}` / `${NAME:-word}` expand to: a Dockerfile's ARG and ENV values,
// a script's own assignments. An unknown name stays as written and makes its word computed.
// While `undo` is set, remember() notes there each name's value before it changes, so that a
// Dockerfile RUN's own assignments are put back without copying the scope per RUN (quadratic:
// 20,000 ENV and 20,000 RUN lines took 14 s).
struct ShellVariables : std::map<std::string, std::string> {
  std::vector<std::pair<std::string, std::optional<std::string>>>* undo = nullptr;
};

struct ShellWord {
  std::string text;  // quotes removed, variables expanded
  unsigned line = 0;
  bool computed = false;  // holds an expansion that could not be resolved (`$UNKNOWN`, `$(cmd)`)
};

// Records a variable later words expand; one whose value is computed stays unresolved there too.
void remember(ShellVariables& variables, const std::string& name, const std::string& value, bool computed);

// A variable is not expanded into a word that would grow past this, nor once a text's expansions
// reach 4 times its size, at least 64 KiB (said in ProjectFacts::unparsed, once per file:
// sayExpansionLimitOnce).
constexpr size_t kMaxExpandedWord = 4096;
constexpr std::string_view kNotExpanded = " not expanded: the word would pass ";

// Keeps the first of the file's "not expanded" problem lines, counting the others in it.
void sayExpansionLimitOnce(ProjectFacts& facts);

// The words of `text` as the shell splits and expands them, separators dropped; a variable left
// unexpanded for size is said in `out`.
std::vector<ShellWord> shellWords(std::string_view text, unsigned first_line, const ShellVariables& variables, ProjectFacts& out);

// Appends what `text` (starting at `first_line`) sets and installs to `out`. `variables` grows
// with the text's own assignments and exports.
void scanShell(std::string_view text, unsigned first_line, ShellVariables& variables, ProjectFacts& out);

// A whole shell script, with its `# npu-lint: ignore[...]` comments.
ProjectFacts parseShellScript(std::string_view text);

// The CANN version an installer's file name states ("Ascend-cann-toolkit_8.0.RC3_linux-aarch64.run"
// -> "8.0.RC3"), or "".
std::string cannInstallerVersion(std::string_view word);

}  // namespace npu_lint::project
