#include "report/effort.h"

#include <map>
#include <set>

#include "core/error.h"
#include "core/toml_reader.h"
#include "rules/kernel_effort.h"

namespace npu_lint {
namespace {

DayRange readRange(const std::string& file, const toml::node& node, const std::string& what) {
  const toml::array* array = node.as_array();
  if (!array || array->size() != 2 || !(*array)[0].is_number() || !(*array)[1].is_number())
    failAt(file, node, what + " must be [low, high] days");
  const DayRange range{(*array)[0].value<double>().value_or(0), (*array)[1].value<double>().value_or(0)};
  if (range.low < 0 || range.high < range.low) failAt(file, node, what + " must have 0 <= low <= high");
  return range;
}

}  // namespace

EffortData loadEffortData(const std::string& path, const RuleSet& rules) {
  const toml::table root = parseTomlFile(path);
  TableReader reader(path, root);
  EffortData data;
  data.assumptions = reader.list("assumptions");
  if (const toml::table* kernel = reader.table("kernel")) {
    TableReader levels(path, *kernel);
    for (const char* level : {"low", "medium", "high"}) {
      const toml::node* node = levels.node(level);
      if (!node) throwAt(path, kernel->source().begin.line, std::string("[kernel] needs '") + level + "'");
      data.kernel[level] = readRange(path, *node, std::string("kernel.") + level);
    }
    levels.rejectUnknownKeys();
  } else {
    throwAt(path, 1, "missing [kernel] table");
  }
  if (const toml::table* custom = reader.table("custom_op")) {
    TableReader days(path, *custom);
    const toml::node* node = days.node("days");
    if (!node) throwAt(path, custom->source().begin.line, "[custom_op] needs 'days'");
    data.custom_op = readRange(path, *node, "custom_op.days");
    days.rejectUnknownKeys();
  }
  if (const toml::table* findings = reader.table("finding"))
    for (const auto& [key, node] : *findings) {
      const std::string id(key.str());
      if (!rules.find(id)) failAt(path, node, "unknown rule id '" + id + "'");
      data.finding[id] = readRange(path, node, "finding." + id);
    }
  reader.rejectUnknownKeys();
  return data;
}

EffortEstimate estimateEffort(const Report& report, const RuleSet& rules, const EffortData& data) {
  EffortEstimate estimate;
  estimate.assumptions = data.assumptions;
  auto add = [&](EffortItem item, const DayRange& per_unit) {
    item.low_days = per_unit.low * item.count;
    item.high_days = per_unit.high * item.count;
    estimate.low_days += item.low_days;
    estimate.high_days += item.high_days;
    estimate.items.push_back(std::move(item));
  };
  std::set<std::string> registered_ops;
  for (const auto& target : report.targets)
    for (const auto& registration : target.source.registrations) registered_ops.insert(registration.op);

  const RuleData* kernel_rule = rules.find("cuda-kernel");
  std::set<std::string> custom_ops;
  for (const auto& target : report.targets) {
    if (kernel_rule)
      for (const auto& kernel : target.source.kernels) {
        EffortItem item;
        item.kind = "kernel";
        item.name = kernel.name;
        item.level = kernelEffort(kernel, *kernel_rule).level;
        item.target = target.path;
        item.location.file = target.path;
        item.location.line = static_cast<int>(kernel.pos.line);
        item.location.column = static_cast<int>(kernel.pos.column);
        add(item, data.kernel.at(item.level));
      }
    for (const auto& op : target.ops)
      if (op.verdict.support == Support::kCustom && !registered_ops.count(op.name) && custom_ops.insert(op.name).second) {
        EffortItem item;
        item.kind = "custom-op";
        item.name = op.name;
        item.target = target.path;
        if (!op.locations.empty()) item.location = op.locations.front();
        add(item, data.custom_op);
      }
    std::map<std::string, EffortItem> by_rule;
    for (const auto& finding : target.findings) {
      if (!data.finding.count(finding.rule)) continue;
      auto [it, inserted] = by_rule.try_emplace(finding.rule);
      EffortItem& item = it->second;
      if (inserted) {
        item.kind = "finding";
        item.name = finding.rule;
        item.level = finding.category;
        item.target = target.path;
        item.location = finding.location;
        item.count = 0;
      }
      ++item.count;
    }
    for (auto& [rule, item] : by_rule) add(item, data.finding.at(rule));
  }
  return estimate;
}

}  // namespace npu_lint
