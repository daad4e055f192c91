#include "core/summary.h"
#include "emit/emitters.h"
#include "emit/json_writer.h"

namespace npu_lint {
namespace {

void writeLocation(JsonWriter& w, const Location& location) {
  w.object();
  if (!location.file.empty()) w.field("file", location.file);
  if (location.line) w.field("line", location.line);
  if (location.column) w.field("column", location.column);
  if (!location.function.empty()) w.field("function", location.function);
  if (!location.module.empty()) w.field("module", location.module);
  w.end();
}

void writeOp(JsonWriter& w, const OpUse& op) {
  w.object().field("name", op.name).field("overload", op.overload).field("count", op.count).field("support", op.verdict.support);
  if (!op.verdict.kernel_path.empty()) w.field("kernel_path", op.verdict.kernel_path);
  if (!op.verdict.kernel_name.empty()) w.field("kernel_name", op.verdict.kernel_name);
  w.key("provenance").array();
  for (const auto& p : op.verdict.provenance) w.object().field("source", p.source).field("detail", p.detail).end();
  w.end();
  if (!op.verdict.caveats.empty()) w.field("caveats", op.verdict.caveats);
  if (!op.schema.empty()) w.field("schema", op.schema);
  w.field("unknown_to_libtorch", op.unknown_to_libtorch)
      .field("in_loop", op.max_loop_depth > 0)
      .field("loop_depth", op.max_loop_depth)
      .field("modules", op.modules);
  w.key("locations").array();
  for (const auto& location : op.locations) writeLocation(w, location);
  w.end().end();
}

void writeFinding(JsonWriter& w, const Finding& finding) {
  w.object()
      .field("rule", finding.rule)
      .field("category", finding.category)
      .field("severity", severityName(finding.severity))
      .field("message", finding.message);
  if (!finding.op.empty()) w.field("op", finding.op);
  writeLocation(w.key("location"), finding.location);
  if (!finding.suggestion.empty()) w.field("suggestion", finding.suggestion);
  if (!finding.suggestion_ops.empty()) w.field("suggestion_ops", finding.suggestion_ops);
  if (!finding.suggestion_before.empty() || !finding.suggestion_after.empty())
    w.key("suggestion_example").object().field("before", finding.suggestion_before).field("after", finding.suggestion_after).end();
  w.field("fingerprint", finding.fingerprint).end();
}

void writePos(JsonWriter& w, const cuda::SourcePos& p) { w.object().field("line", p.line).field("column", p.column).end(); }

// What the frontends found, so `npu-lint merge` can run the rules again over every shard.
void writeFacts(JsonWriter& w, const Target& target) {
  w.object().key("graph").array();
  for (const auto& f : target.facts) {
    w.object().field("fact", f.fact).field("op", f.op).field("cause", f.cause).field("via", f.via);
    w.field("argument", f.argument).field("value", f.value).field("loop_depth", f.loop_depth);
    writeLocation(w.key("location"), f.location);
    w.end();
  }
  w.end();
  const cuda::FileFacts& s = target.source;
  w.key("source").object().field("parsed_cleanly", s.parsed_cleanly).field("first_error", s.first_error);
  w.key("kernels").array();
  for (const auto& k : s.kernels) {
    w.object().field("name", k.name);
    writePos(w.key("pos"), k.pos);
    w.field("template", k.is_template).field("lines", k.lines).field("traits", k.traits);
    w.field("from_ast", k.from_ast).field("excluded", k.in_excluded_region).end();
  }
  w.end().key("launches").array();
  for (const auto& l : s.launches) {
    w.object().field("kernel", l.kernel);
    writePos(w.key("pos"), l.pos);
    w.field("function", l.function).field("from_ast", l.from_ast).field("excluded", l.in_excluded_region).end();
  }
  w.end().key("calls").array();
  for (const auto& c : s.calls) {
    w.object().field("name", c.name);
    writePos(w.key("pos"), c.pos);
    w.field("excluded", c.in_excluded_region).end();
  }
  w.end().key("suppressions").array();
  for (const auto& x : s.suppressions)
    w.object().field("comment_line", x.comment_line).field("target_line", x.target_line).field("rules", x.rules).end();
  w.end().key("registrations").array();
  for (const auto& r : s.registrations) {
    w.object().field("op", r.op).field("dispatch_key", r.dispatch_key).field("function", r.function).field("schema", r.schema);
    writePos(w.key("pos"), r.pos);
    w.end();
  }
  w.end().key("npu_port_uses").array();
  for (const auto& p : s.npu_port_uses) writePos(w, p);
  w.end().key("callees").object();
  for (const auto& [function, names] : s.callees) w.field(function, std::vector<std::string>(names.begin(), names.end()));
  w.end().end().end();
}

void writeSummary(JsonWriter& w, const OpSummary& s) {
  w.field("op_instances", s.instances)
      .field("distinct_ops", s.distinct)
      .field("unknown_to_libtorch_ops", s.unknown_to_libtorch)
      .field("custom_ops", s.custom)
      .field("distinct_by_support", s.distinct_by_support)
      .field("instances_by_support", s.instances_by_support)
      .field("device_distinct_ops", s.device_distinct)
      .field("device_op_instances", s.device_instances)
      .field("native_distinct_ops", s.native_distinct)
      .field("native_op_instances", s.native_instances)
      .field("coverage_distinct_pct", s.coverageDistinct())
      .field("coverage_instances_pct", s.coverageInstances());
}

void writeCoverage(JsonWriter& w, const std::vector<ReleaseCoverage>& releases) {
  w.array();
  for (const auto& c : releases)
    w.object()
        .field("torch_npu", c.release)
        .field("published", c.published)
        .field("native_distinct_ops", c.native_distinct)
        .field("device_distinct_ops", c.device_distinct)
        .field("native_op_instances", c.native_instances)
        .field("device_op_instances", c.device_instances)
        .end();
  w.end();
}

void writeDays(JsonWriter& w, double low, double high) { w.array().value(low).value(high).end(); }

void writeEffort(JsonWriter& w, const EffortEstimate& effort) {
  w.object();
  writeDays(w.key("days"), effort.low_days, effort.high_days);
  w.key("items").array();
  for (const auto& item : effort.items) {
    w.object().field("kind", item.kind).field("name", item.name);
    if (!item.level.empty()) w.field("level", item.level);
    w.field("target", item.target);
    writeLocation(w.key("location"), item.location);
    w.field("count", item.count);
    writeDays(w.key("days"), item.low_days, item.high_days);
    w.end();
  }
  w.end().field("assumptions", effort.assumptions).end();
}

void writeBaseline(JsonWriter& w, const BaselineResult& baseline) {
  w.object().field("file", baseline.file).field("matched", baseline.matched).key("gone").array();
  for (const auto& e : baseline.gone)
    w.object()
        .field("fingerprint", e.fingerprint)
        .field("rule", e.rule)
        .field("path", e.path)
        .field("line", e.line)
        .field("op", e.op)
        .field("message", e.message)
        .end();
  w.end().end();
}

}  // namespace

std::string renderJson(const Report& report, const EmitContext&) {
  JsonWriter w;
  w.object().field("tool", "npu-lint").field("version", NPU_LINT_VERSION).field("torch_npu", report.torch_npu_release);
  size_t findings = 0;
  std::map<std::string, size_t> by_status;
  w.key("targets").array();
  for (const auto& target : report.targets) {
    w.object().field("path", target.path).field("kind", target.kind).field("status", statusName(target.status));
    w.field("problems", target.problems);
    if (!target.root_class.empty()) w.field("root_class", target.root_class);
    if (!target.methods.empty()) w.field("methods", target.methods);
    w.key("ops").array();
    for (const auto& op : target.ops) writeOp(w, op);
    w.end().key("findings").array();
    for (const auto& finding : target.findings) writeFinding(w, finding);
    w.end().key("summary").object();
    writeSummary(w, summarizeOps(target));
    w.end();
    writeFacts(w.key("facts"), target);
    w.end();
    findings += target.findings.size();
    ++by_status[statusName(target.status)];
  }
  w.end().key("summary").object();
  writeSummary(w, summarizeOps(report));
  w.field("targets", report.targets.size()).field("targets_by_status", by_status).field("findings", findings).end();
  writeCoverage(w.key("coverage_by_release"), report.coverage_by_release);
  writeEffort(w.key("effort"), report.effort);
  if (!report.baseline.file.empty()) writeBaseline(w.key("baseline"), report.baseline);
  w.end();
  return w.take() + "\n";
}

}  // namespace npu_lint
