// Rule texts and parameters, loaded from rules/<id>.toml (one file per rule) and
// rules/categories.toml. Errors name file:line.
#pragma once
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "facts/target.h"

namespace npu_lint {

struct Suggestion {
  std::string text;
  std::string before, after;           // a short code example
  std::vector<std::string> ops;        // what the rewrite runs: "aten::index_add_", "aten::searchsorted.Tensor"
  std::vector<std::string> for_ops;    // the flagged ops it is for ("cub::Device*" families too); empty = any
};

// What a rule's automatic fix rewrites (docs/fixing.md, "Fixing"): each kind of site, the written text it
// finds and what it becomes, with the upstream rewrite rule it follows.
enum class FixSite {
  kMethod,        // `.from(...)` called on a value: the member name
  kAttribute,     // `.from` read on a value
  kString,        // a string literal whose whole value is `from`
  kStringPrefix,  // a string literal whose value starts with `from`
  kModuleMember,  // the second part of an imported name: torch.`from`.x, through any alias of torch
  // A mock.patch target string ("pkg.train.torch.`from`.is_available"): the part after `torch`,
  // renamed with the code it patches so that the test still patches what the code calls.
  kPatchTarget,
};
struct FixRename {
  FixSite site = FixSite::kMethod;
  std::string from, to;
  std::string source;  // "ascend/msfmktransplt/rules/builtin_rules.json:462 (FuncNameModifyRule)"
};
// `npu-lint fix --to portable`: device-neutral rewrites of the same sites, which run on CUDA as
// before and on the NPU where torch_npu is installed. They name what `prologue` defines once per
// file, after its first `import torch`; a file without such an import, or that already writes one
// of `defines`, gets no portable fix. What `to` means depends on the site:
//   string:        the whole literal becomes the expression `to` ("cuda" -> DEVICE_TYPE);
//   string-prefix: the literal becomes an f-string whose value starts with `to` instead of `from`;
//   method:        `.from(k=v)` becomes the call `to` with the keyword arguments after its own
//                  (`to(DEVICE_TYPE)`: `.to(DEVICE_TYPE, k=v)`); positional arguments: no fix;
//   module-member: `<torch alias>.from` as written becomes the name `to` (`device_module`).
struct PortableFix {
  FixApplicability applicability = FixApplicability::kSafe;
  std::string prologue;              // lines ending in "\n", written in the file's line ending
  std::vector<std::string> defines;  // the names the prologue binds
  std::vector<FixRename> rewrites;
  size_t line = 0;                   // where [fix.portable] starts, for errors
  const FixRename* rewrite(FixSite site, const std::string& from) const;  // null when none
};

struct FixData {
  FixApplicability applicability = FixApplicability::kSafe;
  bool adds_torch_npu_import = false;  // the rewritten code names torch_npu's modules or methods
  std::vector<FixRename> renames;
  std::optional<PortableFix> portable;  // [fix.portable]; none: --to portable writes no fix
  const FixRename* rename(FixSite site, const std::string& from) const;  // null when none
};

struct RuleData {
  std::string id, category, title, message, why;
  std::string evidence;  // where a finding's verdict comes from ("{source}"); the terminal shows it with --explain
  // What the rule's findings stop from running on the NPU, by the kinds of rules/categories.toml's
  // [[blocker]] ("kernels", "apis", ...); "" for a rule whose findings slow or inform, not block.
  std::string blocker;
  Severity severity = Severity::kWarning;
  // Set from a config file's [severity] table: every finding of the rule gets it.
  std::optional<Severity> severity_override;
  std::vector<std::string> references;
  // Its findings in Python code already written beside an NPU branch (PythonFacts::npu_branches)
  // are not reported: the port there is made. Its fixes in a block only CUDA runs
  // (PythonFacts::cuda_branches) are unsafe: the NPU never reaches them.
  bool skips_npu_branches = false;
  std::vector<Suggestion> suggestions;
  // Parameters some checks read (see the rule's own .toml for their meaning).
  std::vector<std::string> ops;
  std::vector<std::string> skip_ops;
  std::vector<std::string> name_patterns;
  std::map<std::string, std::vector<std::string>> params;  // [params]: named string lists a check reads
  std::map<std::string, int> param_lines;                  // where each is, for errors
  // [[record]]: rows of strings a check reads (a table of libraries, ...), with the line each starts at.
  struct Record {
    std::map<std::string, std::string> fields;
    size_t line = 0;
    const std::string& get(const std::string& key) const;  // "" when absent
  };
  std::vector<Record> records;
  // The first record whose field `key` is `value`, or null.
  const Record* record(const std::string& key, const std::string& value) const;
  std::optional<FixData> fix;  // [fix]: the rule's mechanical rewrite, where it has one
  std::string file;  // where it was loaded from

  // The suggestion for `op` (the first whose for_ops names it, else the first general one), or null.
  const Suggestion* suggestionFor(const std::string& op) const;
  // The [params] list `key`, or an empty list when the rule's file has none.
  const std::vector<std::string>& param(const std::string& key) const;
  // The [params] list `key` that holds one value (a module name, ...): one the check's registry
  // entry names (CheckEntry::one_value_params), checked when the rules load.
  const std::string& paramText(const std::string& key) const;
};

struct Category {
  std::string id, description;
};

// A kind of work that blocks the move (custom kernels, APIs, libraries, ...): what a report's
// first screen counts.
struct Blocker {
  std::string id, label, description;
};

struct RuleSet {
  std::vector<Category> categories;
  std::vector<Blocker> blockers;  // in the order a report lists them
  std::vector<RuleData> rules;  // sorted by id
  const RuleData* find(const std::string& id) const;
};

RuleSet loadRules(const std::string& dir);

// "{op} runs {count} times" with {name} replaced from `values`; unknown names stay as written.
std::string expandTemplate(const std::string& text, const std::map<std::string, std::string>& values);

}  // namespace npu_lint
