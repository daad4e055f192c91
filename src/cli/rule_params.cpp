#include "cli/rule_params.h"

#include <algorithm>
#include <map>
#include <set>

#include <nlohmann/json.hpp>

#include "core/error.h"
#include "core/strings.h"
#include "frontends/model/graph_op_lists.h"

namespace npu_lint {

std::string graphOpsRequest(const RuleSet& rules) {
  std::map<std::string, std::set<std::string>> lists;
  for (const auto& rule : rules.rules)
    for (const auto& [key, values] : rule.params) {
      if (!startsWith(key, "model_")) continue;
      const std::string list = endsWith(key, "_ops_of") ? key.substr(0, key.size() - 3) : key;
      if (std::find(kGraphOpLists.begin(), kGraphOpLists.end(), list) == kGraphOpLists.end())
        throwAt(rule.file, rule.param_lines.at(key), "params." + key + " is not a list the model helper reads (" +
                                                         join({kGraphOpLists.begin(), kGraphOpLists.end()}) + ")");
      if (list == key) {
        lists[key].insert(values.begin(), values.end());
        continue;
      }
      auto& joined = lists[list];
      for (const auto& id : values)  // checked when the rules were loaded
        for (const auto& op : rules.find(id)->ops) joined.insert(op.substr(0, op.find('.', op.find("::"))));
    }
  return lists.empty() ? "" : nlohmann::json(lists).dump();
}

void applyRuleParams(const RuleSet& rules, FrontendContext& frontends) {
  PythonOptions& python = frontends.python;
  auto add = [](std::set<std::string>& into, const std::vector<std::string>& values) { into.insert(values.begin(), values.end()); };
  for (const auto& rule : rules.rules) {
    add(python.member_reads, rule.param("python_member_reads"));
    add(python.non_tensor_modules, rule.param("python_non_tensor_modules"));
    add(python.argument_calls, rule.param("python_argument_calls"));
    add(python.host_methods, rule.param("python_host_methods"));
    add(python.device_methods, rule.param("python_device_methods"));
    add(python.npu_words, rule.param("python_npu_words"));
    add(python.cuda_words, rule.param("python_cuda_words"));
    add(python.cuda_modules, rule.param("cuda_module"));
    // A portable fix must not write a name the file has already.
    if (rule.fix && rule.fix->portable) add(python.watched_identifiers, rule.fix->portable->defines);
  }
  frontends.model.graph_ops = graphOpsRequest(rules);
}

}  // namespace npu_lint
