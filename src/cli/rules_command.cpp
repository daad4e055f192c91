// `npu-lint rules`: the rules, one rule's documentation, or every page written to a folder.
#include <CLI/CLI.hpp>
#include <iostream>

#include "cli/commands.h"
#include "core/error.h"
#include "core/exit_codes.h"
#include "core/paths.h"
#include "emit/rule_docs.h"
#include "rules/registry.h"

namespace npu_lint {

CLI::App* addRulesCommand(CLI::App& app, RulesArgs& args) {
  auto* command = app.add_subcommand("rules", "List the rules, or explain one");
  command->add_option("id", args.id, "A rule id: print its documentation");
  command->add_option("--write-docs", args.write_docs, "Write every rule's Markdown page and an index into DIR");
  return command;
}

int runRulesCommand(const RulesArgs& args) {
  const RuleSet rules = loadCheckedRules(dataDir() + "/rules");
  if (!args.write_docs.empty()) {
    const size_t files = writeRuleDocs(rules, args.write_docs);
    std::cout << "wrote " << files << " files to " << args.write_docs << "\n";
    return kExitClean;
  }
  if (!args.id.empty()) {
    const RuleData* rule = rules.find(args.id);
    if (!rule) throw UserError("no rule '" + args.id + "' (see 'npu-lint rules')");
    std::cout << renderRuleDoc(*rule);
    return kExitClean;
  }
  for (const auto& rule : rules.rules)
    std::cout << rule.id << std::string(rule.id.size() < 30 ? 30 - rule.id.size() : 1, ' ') << rule.category
              << std::string(rule.category.size() < 18 ? 18 - rule.category.size() : 1, ' ') << nameOf(rule.severity)
              << "\t" << rule.title << "\n";
  return kExitClean;
}

}  // namespace npu_lint
