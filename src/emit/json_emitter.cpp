#include <nlohmann/json.hpp>

#include "core/summary.h"
#include "emit/emitters.h"

namespace npu_lint {
namespace {

using nlohmann::ordered_json;

ordered_json locationJson(const Location& location) {
  ordered_json j = ordered_json::object();
  if (!location.file.empty()) j["file"] = location.file;
  if (location.line) j["line"] = location.line;
  if (location.column) j["column"] = location.column;
  if (!location.function.empty()) j["function"] = location.function;
  if (!location.module.empty()) j["module"] = location.module;
  return j;
}

ordered_json opJson(const OpUse& op) {
  ordered_json j = {{"name", op.name}, {"overload", op.overload}, {"count", op.count}, {"support", op.verdict.support}};
  if (!op.verdict.kernel_path.empty()) j["kernel_path"] = op.verdict.kernel_path;
  if (!op.verdict.kernel_name.empty()) j["kernel_name"] = op.verdict.kernel_name;
  ordered_json provenance = ordered_json::array();
  for (const auto& p : op.verdict.provenance) provenance.push_back({{"source", p.source}, {"detail", p.detail}});
  j["provenance"] = provenance;
  if (!op.verdict.caveats.empty()) j["caveats"] = op.verdict.caveats;
  if (!op.schema.empty()) j["schema"] = op.schema;
  j["unknown_to_libtorch"] = op.unknown_to_libtorch;
  j["in_loop"] = op.max_loop_depth > 0;
  j["loop_depth"] = op.max_loop_depth;
  j["modules"] = op.modules;
  ordered_json locations = ordered_json::array();
  for (const auto& location : op.locations) locations.push_back(locationJson(location));
  j["locations"] = locations;
  return j;
}

ordered_json findingJson(const Finding& finding) {
  ordered_json j = {{"rule", finding.rule},
                    {"category", finding.category},
                    {"severity", severityName(finding.severity)},
                    {"message", finding.message}};
  if (!finding.op.empty()) j["op"] = finding.op;
  j["location"] = locationJson(finding.location);
  if (!finding.suggestion.empty()) j["suggestion"] = finding.suggestion;
  if (!finding.suggestion_ops.empty()) j["suggestion_ops"] = finding.suggestion_ops;
  if (!finding.suggestion_before.empty() || !finding.suggestion_after.empty())
    j["suggestion_example"] = {{"before", finding.suggestion_before}, {"after", finding.suggestion_after}};
  j["fingerprint"] = finding.fingerprint;
  return j;
}

ordered_json posJson(const cuda::SourcePos& p) { return {{"line", p.line}, {"column", p.column}}; }

// What the frontends found, so `npu-lint merge` can run the rules again over every shard.
ordered_json factsJson(const Target& target) {
  ordered_json graph = ordered_json::array();
  for (const auto& f : target.facts)
    graph.push_back({{"fact", f.fact}, {"op", f.op}, {"cause", f.cause}, {"via", f.via}, {"argument", f.argument},
                     {"value", f.value}, {"loop_depth", f.loop_depth}, {"location", locationJson(f.location)}});
  const cuda::FileFacts& s = target.source;
  ordered_json kernels = ordered_json::array(), launches = ordered_json::array(), calls = ordered_json::array(),
               suppressions = ordered_json::array(), registrations = ordered_json::array(),
               ports = ordered_json::array(), callees = ordered_json::object();
  for (const auto& k : s.kernels)
    kernels.push_back({{"name", k.name}, {"pos", posJson(k.pos)}, {"template", k.is_template}, {"lines", k.lines},
                       {"traits", k.traits}, {"from_ast", k.from_ast}, {"excluded", k.in_excluded_region}});
  for (const auto& l : s.launches)
    launches.push_back({{"kernel", l.kernel}, {"pos", posJson(l.pos)}, {"function", l.function}, {"from_ast", l.from_ast},
                        {"excluded", l.in_excluded_region}});
  for (const auto& c : s.calls) calls.push_back({{"name", c.name}, {"pos", posJson(c.pos)}, {"excluded", c.in_excluded_region}});
  for (const auto& x : s.suppressions)
    suppressions.push_back({{"comment_line", x.comment_line}, {"target_line", x.target_line}, {"rules", x.rules}});
  for (const auto& r : s.registrations)
    registrations.push_back({{"op", r.op}, {"dispatch_key", r.dispatch_key}, {"function", r.function},
                             {"schema", r.schema}, {"pos", posJson(r.pos)}});
  for (const auto& p : s.npu_port_uses) ports.push_back(posJson(p));
  for (const auto& [function, names] : s.callees) callees[function] = names;
  ordered_json source = {{"parsed_cleanly", s.parsed_cleanly}, {"first_error", s.first_error}, {"kernels", kernels},
                         {"launches", launches}, {"calls", calls}, {"suppressions", suppressions},
                         {"registrations", registrations}, {"npu_port_uses", ports}, {"callees", callees}};
  return {{"graph", graph}, {"source", source}};
}

ordered_json summaryJson(const OpSummary& s) {
  return {{"op_instances", s.instances},
          {"distinct_ops", s.distinct},
          {"unknown_to_libtorch_ops", s.unknown_to_libtorch},
          {"custom_ops", s.custom},
          {"distinct_by_support", s.distinct_by_support},
          {"instances_by_support", s.instances_by_support},
          {"device_distinct_ops", s.device_distinct},
          {"device_op_instances", s.device_instances},
          {"native_distinct_ops", s.native_distinct},
          {"native_op_instances", s.native_instances},
          {"coverage_distinct_pct", s.coverageDistinct()},
          {"coverage_instances_pct", s.coverageInstances()}};
}

ordered_json coverageJson(const std::vector<ReleaseCoverage>& releases) {
  ordered_json out = ordered_json::array();
  for (const auto& c : releases)
    out.push_back({{"torch_npu", c.release},
                   {"published", c.published},
                   {"native_distinct_ops", c.native_distinct},
                   {"device_distinct_ops", c.device_distinct},
                   {"native_op_instances", c.native_instances},
                   {"device_op_instances", c.device_instances}});
  return out;
}

ordered_json effortJson(const EffortEstimate& effort) {
  ordered_json items = ordered_json::array();
  for (const auto& item : effort.items) {
    ordered_json j = {{"kind", item.kind}, {"name", item.name}};
    if (!item.level.empty()) j["level"] = item.level;
    j["target"] = item.target;
    j["location"] = locationJson(item.location);
    j["count"] = item.count;
    j["days"] = {item.low_days, item.high_days};
    items.push_back(std::move(j));
  }
  return {{"days", {effort.low_days, effort.high_days}}, {"items", items}, {"assumptions", effort.assumptions}};
}

ordered_json baselineJson(const BaselineResult& baseline) {
  ordered_json gone = ordered_json::array();
  for (const auto& e : baseline.gone)
    gone.push_back({{"fingerprint", e.fingerprint}, {"rule", e.rule}, {"path", e.path}, {"line", e.line}, {"op", e.op},
                    {"message", e.message}});
  return {{"file", baseline.file}, {"matched", baseline.matched}, {"gone", gone}};
}

}  // namespace

std::string renderJson(const Report& report, const EmitContext&) {
  ordered_json targets = ordered_json::array();
  size_t findings = 0;
  std::map<std::string, size_t> by_status;
  for (const auto& target : report.targets) {
    ordered_json t = {{"path", target.path}, {"kind", target.kind}, {"status", statusName(target.status)}};
    t["problems"] = target.problems;
    if (!target.root_class.empty()) t["root_class"] = target.root_class;
    if (!target.methods.empty()) t["methods"] = target.methods;
    ordered_json ops = ordered_json::array();
    for (const auto& op : target.ops) ops.push_back(opJson(op));
    t["ops"] = ops;
    ordered_json target_findings = ordered_json::array();
    for (const auto& finding : target.findings) target_findings.push_back(findingJson(finding));
    t["findings"] = target_findings;
    t["summary"] = summaryJson(summarizeOps(target));
    t["facts"] = factsJson(target);
    findings += target.findings.size();
    ++by_status[statusName(target.status)];
    targets.push_back(std::move(t));
  }
  ordered_json summary = summaryJson(summarizeOps(report));
  summary["targets"] = report.targets.size();
  summary["targets_by_status"] = by_status;
  summary["findings"] = findings;
  ordered_json root = {{"tool", "npu-lint"},
                       {"version", NPU_LINT_VERSION},
                       {"torch_npu", report.torch_npu_release},
                       {"targets", targets},
                       {"summary", summary},
                       {"coverage_by_release", coverageJson(report.coverage_by_release)},
                       {"effort", effortJson(report.effort)}};
  if (!report.baseline.file.empty()) root["baseline"] = baselineJson(report.baseline);
  return root.dump(2, ' ', false, ordered_json::error_handler_t::replace) + "\n";
}

}  // namespace npu_lint
