#include "report/effort.h"

#include <algorithm>
#include <map>
#include <set>
#include <tuple>

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
  for (auto [table, ranges] : {std::pair{"kernel", &data.kernel}, std::pair{"triton_kernel", &data.triton_kernel}}) {
    const toml::table* kernel = reader.table(table);
    if (!kernel) throwAt(path, 1, std::string("missing [") + table + "] table");
    TableReader levels(path, *kernel);
    for (const EffortLevel level : {EffortLevel::kLow, EffortLevel::kMedium, EffortLevel::kHigh}) {
      const toml::node* node = levels.node(nameOf(level));
      if (!node) throwAt(path, kernel->source().begin.line, std::string("[") + table + "] needs '" + nameOf(level) + "'");
      (*ranges)[level] = readRange(path, *node, std::string(table) + "." + nameOf(level));
    }
    levels.rejectUnknownKeys();
  }
  if (const toml::table* custom = reader.table("custom_op")) {
    TableReader days(path, *custom);
    const toml::node* node = days.node("days");
    if (!node) throwAt(path, custom->source().begin.line, "[custom_op] needs 'days'");
    data.custom_op = readRange(path, *node, "custom_op.days");
    days.rejectUnknownKeys();
  }
  for (const char* table : {"finding", "per_site"})
    if (const toml::table* findings = reader.table(table))
      for (const auto& [key, node] : *findings) {
        const std::string id(key.str());
        if (!rules.find(id)) failAt(path, node, "unknown rule id '" + id + "'");
        if (std::string(table) == "per_site" && !data.finding.count(id))
          failAt(path, node, "per_site." + id + " needs finding." + id + " (the first site's days)");
        (std::string(table) == "finding" ? data.finding : data.per_site)[id] = readRange(path, node, std::string(table) + "." + id);
      }
  reader.rejectUnknownKeys();
  return data;
}

EffortEstimate estimateEffort(const Report& report, const CodeLinks& links, const RuleSet& rules, const EffortData& data,
                              bool include_tests) {
  EffortEstimate estimate;
  estimate.assumptions = data.assumptions;
  estimate.tests_in_total = include_tests;
  auto add = [&](EffortItem item, const DayRange& days, bool test_code) {
    item.low_days = days.low;
    item.high_days = days.high;
    if (test_code) {
      estimate.test_low_days += item.low_days;
      estimate.test_high_days += item.high_days;
    }
    if (!test_code || include_tests) {
      estimate.low_days += item.low_days;
      estimate.high_days += item.high_days;
    }
    (test_code ? estimate.test_items : estimate.items).push_back(std::move(item));
  };
  std::set<std::string> registered_ops;
  for (const auto& target : report.targets)
    for (const auto& registration : target.source.registrations) registered_ops.insert(registration.op);

  const RuleData* kernel_rule = rules.find("cuda-kernel");
  const RuleData* triton_rule = rules.find("triton-kernel");
  std::set<std::string> custom_ops;
  // One item per rule and subject, product code and test code apart: (test code, rule, op).
  std::map<std::tuple<bool, std::string, std::string>, std::pair<EffortItem, std::set<std::string>>> by_subject;
  for (const auto& target : report.targets) {
    if (kernel_rule)
      for (const auto& kernel : target.source.kernels) {
        EffortItem item;
        item.kind = EffortKind::kKernel;
        item.name = kernel.name;
        item.level = kernelEffort(kernel, *kernel_rule).level;
        item.target = target.path;
        item.location.file = target.path;
        item.location.line = static_cast<int>(kernel.pos.line);
        item.location.column = static_cast<int>(kernel.pos.column);
        add(item, data.kernel.at(*item.level), target.test_code);
      }
    if (triton_rule) {
      const TritonKernels kernels(links.pythonModuleOf(target.path), target.python, *triton_rule);
      for (const auto& def : target.python.definitions)
        if (kernels.isKernel(def) && kernels.forAscend()) {
          ++estimate.ascend_port_triton_kernels;
        } else if (kernels.isKernel(def)) {
          EffortItem item;
          item.kind = EffortKind::kTritonKernel;
          item.name = def.name;
          item.level = kernels.effort(def).level;
          item.target = target.path;
          item.location.file = target.path;
          item.location.line = static_cast<int>(def.pos.line);
          item.location.column = static_cast<int>(def.pos.column);
          add(item, data.triton_kernel.at(*item.level), target.test_code);
        }
    }
    for (const auto& op : target.ops)
      if (op.verdict.support == Support::kCustom && !registered_ops.count(op.name) && custom_ops.insert(op.name).second) {
        EffortItem item;
        item.kind = EffortKind::kCustomOp;
        item.name = op.name;
        item.target = target.path;
        if (!op.locations.empty()) item.location = op.locations.front();
        add(item, data.custom_op, target.test_code);
      }
    for (const auto& finding : target.findings) {
      // Product code's info findings cost nothing to decide; test code's are capped, not free.
      if (!data.finding.count(finding.rule) || (finding.severity < Severity::kWarning && !target.test_code)) continue;
      auto& [item, files] = by_subject[{target.test_code, finding.rule, finding.op}];
      if (files.empty()) {
        item.kind = EffortKind::kFinding;
        item.name = finding.op.empty() ? finding.rule : finding.rule + " " + finding.op;
        item.category = finding.category;
        item.target = target.path;
        item.location = finding.location;
        item.count = 0;
      }
      item.count += 1 + finding.related.size();
      files.insert(finding.location.file);
      for (const auto& site : finding.related) files.insert(site.file);
    }
  }
  for (auto& [key, entry] : by_subject) {
    auto& [item, files] = entry;
    const std::string& rule = std::get<1>(key);
    DayRange days = data.finding.at(rule);
    if (const auto it = data.per_site.find(rule); it != data.per_site.end()) {
      days.low += it->second.low * static_cast<double>(item.count - 1);
      days.high += it->second.high * static_cast<double>(item.count - 1);
    }
    item.files = files.size();
    add(std::move(item), days, std::get<0>(key));
  }
  for (auto* items : {&estimate.items, &estimate.test_items})
    std::stable_sort(items->begin(), items->end(), [](const EffortItem& a, const EffortItem& b) {
      return std::tie(b.high_days, b.low_days) < std::tie(a.high_days, a.low_days);
    });
  return estimate;
}

}  // namespace npu_lint
