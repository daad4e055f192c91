#include "emit/rule_docs.h"

#include <cassert>
#include <filesystem>
#include <sstream>

#include "core/output.h"

namespace npu_lint {

namespace {
// What a rename's site is, in words ({from}: the name it renames). A switch without a default:
// the compiler names a new FixSite missing here.
const char* siteText(FixSite site) {
  switch (site) {
    case FixSite::kMethod: return "`.{from}(…)` called on a value";
    case FixSite::kAttribute: return "`.{from}` read on a value";
    case FixSite::kString: return "a string that is `\"{from}\"` as a whole";
    case FixSite::kStringPrefix: return "a string that starts with `\"{from}\"`";
    case FixSite::kModuleMember: return "`torch.{from}…`, through any alias of torch, where the code writes `{from}`";
    case FixSite::kPatchTarget: return "a test's patch target such as `\"pkg.torch.{from}.is_available\"` (mock.patch, mocker.patch, monkeypatch.setattr; an unsafe fix)";
  }
  assert(false && "a FixSite without words");
  return "";
}
}  // namespace

std::string renderRuleDoc(const RuleData& rule) {
  std::ostringstream out;
  out << "# " << rule.id << "\n\n"
      << "<!-- Generated from rules/" << rule.id << ".toml by `npu-lint rules --write-docs docs/rules`; do not edit. -->\n\n"
      << "**" << rule.title << "**\n\n"
      << "| category | default severity | blocks (report's first screen) |\n|---|---|---|\n| `" << rule.category << "` | `"
      << nameOf(rule.severity) << "` | " << (rule.blocker.empty() ? "no: slows or informs" : "`" + rule.blocker + "`") << " |\n\n"
      << "Message: `" << rule.message << "`\n\n"
      << (rule.evidence.empty() ? "" : "Evidence (JSON `evidence`; the terminal shows it with --explain): `" + rule.evidence + "`\n\n")
      << "## Why it matters on Ascend\n\n" << rule.why << "\n";
  if (rule.skips_npu_branches)
    out << "Not reported in Python written beside an NPU branch: an `if` chain one of whose tests names the NPU "
           "(`if torch.npu.is_available(): ... else: ...`), or a conditional expression whose test does "
           "(`\"hccl\" if is_npu_available() else \"nccl\"`), or a list, tuple, set or dict holding the NPU's choice beside it "
           "(`[\"cuda\", \"npu\"]`). The port there is made. A fix in a block only CUDA runs, by a test naming CUDA "
           "through the project's own names that the fix leaves as it is (`if is_nccl_backend:`, `if is_cuda_available():`), "
           "is unsafe: the NPU never reaches it, and the port adds an NPU branch beside it.\n\n";
  if (!rule.ops.empty()) {
    out << "## Ops it looks at\n\n";
    for (const auto& op : rule.ops) out << "- `" << op << "`\n";
    out << "\n";
  }
  out << "## Rewrite\n\n";
  for (const auto& s : rule.suggestions) {
    if (!s.for_ops.empty()) {
      out << "For";
      for (size_t i = 0; i < s.for_ops.size(); ++i) out << (i ? ", " : " ") << "`" << s.for_ops[i] << "`";
      out << ":\n\n";
    }
    out << s.text << "\n\n";
    if (!s.before.empty()) out << "Before:\n\n```python\n" << s.before << "```\n\n";
    if (!s.after.empty()) out << "After:\n\n```python\n" << s.after << "```\n\n";
    if (!s.ops.empty()) {
      out << "The rewrite runs:";
      for (size_t i = 0; i < s.ops.size(); ++i) out << (i ? ", " : " ") << "`" << s.ops[i] << "`";
      out << " (each checked by the test suite to run natively on the default torch_npu release).\n\n";
    }
  }
  if (rule.fix) {
    const auto applicability = [](FixApplicability a) {
      return a == FixApplicability::kSafe ? "safe: applied by default" : "unsafe: may change results, applied only with `--unsafe-fixes`";
    };
    const auto sites = [&](const std::vector<FixRename>& renames) {
      for (const auto& r : renames)
        out << "- " << expandTemplate(siteText(r.site), {{"from", r.from}}) << ": `" << r.from << "` → `" << r.to << "` (" << r.source << ")\n";
      out << "\n";
    };
    out << "## Automatic fix\n\n";
    if (const auto& portable = rule.fix->portable) {
      out << "`npu-lint fix` (`--to portable`, the default) writes device-neutral code that keeps running on CUDA: "
          << "these sites (" << applicability(portable->applicability)
          << "; device tests are left as they are), naming what this prologue defines once after the file's first `import torch` "
          << "(a file without one, or that already writes those names, gets no such fix):\n\n```python\n"
          << portable->prologue << "```\n\n";
      sites(portable->rewrites);
    }
    out << "`npu-lint fix --to npu` writes NPU-only code: these sites ("
        << applicability(rule.fix->applicability)
        << (rule.fix->adds_torch_npu_import ? "; adds `import torch_npu` after the file's `import torch`" : "") << "):\n\n";
    sites(rule.fix->renames);
  }
  out << "## Suppress or select\n\n"
      << "`npu-lint --ignore " << rule.id << " …` or `--select " << rule.id << "`; `--ignore " << rule.category
      << "` for the whole category.\n";
  if (!rule.references.empty()) {
    out << "\n## References\n\n";
    for (const auto& r : rule.references) out << "- " << r << "\n";
  }
  return out.str();
}

std::string renderRuleIndex(const RuleSet& rules) {
  std::ostringstream out;
  out << "# npu-lint rules\n\n"
      << "<!-- Generated from rules/*.toml by `npu-lint rules --write-docs docs/rules`; do not edit. -->\n\n"
      << "| rule | category | severity | what it finds |\n|---|---|---|---|\n";
  for (const auto& rule : rules.rules)
    out << "| [" << rule.id << "](" << rule.id << ".md) | `" << rule.category << "` | `" << nameOf(rule.severity)
        << "` | " << rule.title << " |\n";
  out << "\n## Categories\n\n";
  for (const auto& category : rules.categories) out << "- `" << category.id << "`: " << category.description << "\n";
  return out.str();
}

size_t writeRuleDocs(const RuleSet& rules, const std::string& dir) {
  std::filesystem::create_directories(dir);
  for (const auto& rule : rules.rules) writeFileAtomically(dir + "/" + rule.id + ".md", renderRuleDoc(rule));
  writeFileAtomically(dir + "/README.md", renderRuleIndex(rules));
  return rules.rules.size() + 1;
}

}  // namespace npu_lint
