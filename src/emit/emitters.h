// Emitters render a finished Report; they never analyse. One emitter per output format,
// registered in one sorted table.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "report/report.h"
#include "rules/rule_data.h"

namespace npu_lint {

struct ReportTemplate;

struct EmitContext {
  const RuleSet& rules;
  bool color = false;               // text: ANSI colours
  size_t max_op_rows = 40;          // text: per target; every other format lists every op
  std::optional<Severity> fail_on;  // junit: findings below it are not failures
  const ReportTemplate* report_template = nullptr;  // html; required by renderHtml
  // text, as ruff and clang-tidy print (docs/getting-started.md, "Terminal output"):
  bool show_source = false;  // each finding's source line, with a caret under its column
  bool show_fixes = false;   // each automatic fix under its finding; each rewrite example once
  bool explain = false;      // each finding's evidence, and the page's own words it translates
  bool statistics = false;   // counts per rule and severity instead of the findings
  bool quiet = false;        // the findings only
  bool verbose = false;      // every input's inventory, with findings or not
};

using RenderFn = std::string (*)(const Report&, const EmitContext&);

struct EmitterEntry {
  const char* name;
  const char* description;
  RenderFn render;
};

const std::vector<EmitterEntry>& registeredEmitters();  // sorted by name
const EmitterEntry* findEmitter(const std::string& name);

std::string renderCsv(const Report& report, const EmitContext& context);
std::string renderGithub(const Report& report, const EmitContext& context);
std::string renderGitlab(const Report& report, const EmitContext& context);
std::string renderHtml(const Report& report, const EmitContext& context);
std::string renderJson(const Report& report, const EmitContext& context);
std::string renderJunit(const Report& report, const EmitContext& context);
std::string renderMarkdown(const Report& report, const EmitContext& context);
std::string renderSarif(const Report& report, const EmitContext& context);
std::string renderText(const Report& report, const EmitContext& context);

}  // namespace npu_lint
