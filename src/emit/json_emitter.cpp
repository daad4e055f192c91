#include "core/json_writer.h"
#include "emit/emitters.h"
#include "facts/json_io.h"
#include "facts/schema.h"
#include "report/problems.h"
#include "report/summary.h"

namespace npu_lint {
namespace {

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
  if (!s.adapter_not_installed.empty()) w.field("adapter_not_installed", s.adapter_not_installed);
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

void writeEffortItems(JsonWriter& w, const std::vector<EffortItem>& items) {
  w.array();
  for (const auto& item : items) {
    w.object().field("kind", nameOf(item.kind)).field("name", item.name);
    if (const std::string level = levelText(item); !level.empty()) w.field("level", level);
    w.field("target", item.target);
    writeJson(w.key("location"), item.location);
    w.field("count", item.count).field("files", item.files);
    writeDays(w.key("days"), item.low_days, item.high_days);
    w.end();
  }
  w.end();
}

void writeEffort(JsonWriter& w, const EffortEstimate& effort) {
  w.object();
  writeDays(w.key("days"), effort.low_days, effort.high_days);
  writeEffortItems(w.key("items"), effort.items);
  w.key("tests").object().field("in_total", effort.tests_in_total);
  writeDays(w.key("days"), effort.test_low_days, effort.test_high_days);
  writeEffortItems(w.key("items"), effort.test_items);
  w.end().field("assumptions", effort.assumptions);
  w.field("ascend_port_triton_kernels", effort.ascend_port_triton_kernels).end();
}

void writeProducts(JsonWriter& w, const ProductChoice& products) {
  w.object().field("judged", products.judged).field("from", products.from).field("all", products.all);
  if (!products.notes.empty()) w.field("notes", products.notes);
  w.end();
}

void writeProductGaps(JsonWriter& w, const std::vector<ProductGap>& gaps) {
  w.array();
  for (const auto& gap : gaps) {
    w.object().field("product", gap.product).field("sites", gap.sites).key("apis").array();
    for (const auto& api : gap.apis) w.object().field("api", api.api).field("sites", api.sites).end();
    w.end().end();
  }
  w.end();
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
  if (!report.torch_npu_package.empty()) w.field("torch_npu_package", report.torch_npu_package);
  w.key("environment").object();
  if (!report.environment.summary.empty()) w.field("summary", report.environment.summary);
  if (!report.environment.release_from.empty()) w.field("torch_npu_from", report.environment.release_from);
  if (!report.environment.adapters.empty()) {
    w.key("adapters").array();
    for (const auto& a : report.environment.adapters) w.object().field("package", a.package).field("from", a.from).end();
    w.end();
  }
  w.key("checks").array();
  for (const auto& c : report.environment.checks)
    w.object().field("check", c.check).field("verdict", c.verdict).field("message", c.message).field("source", c.source).end();
  w.end();
  writeProducts(w.key("chips"), report.products);
  w.end();
  size_t findings = 0;
  std::map<std::string, size_t> by_status;
  w.key("targets").array();
  for (const auto& target : report.targets) {
    const FieldWriter::Extension summary = [&](std::string_view name, JsonWriter& out) {
      writeSummary(out.key(name).object(), summarizeOps(target));
      out.end();
    };
    writeJson(w, target, &summary);
    findings += target.findings.size();
    ++by_status[nameOf(target.status)];
  }
  w.end().key("summary").object();
  writeSummary(w, summarizeOps(report));
  w.field("targets", report.targets.size()).field("targets_by_status", by_status).field("findings", findings);
  if (const FixSummary fixes = summarizeFixes(report); fixes.python_sites)
    w.key("fixes")
        .object()
        .field("python_sites", fixes.python_sites)
        .field("safe", fixes.safe)
        .field("unsafe", fixes.unsafe)
        .field("safe_pct", fixes.safePct())
        .end();
  if (shapeAnalysisSkipped(report)) w.field("shape_analysis", kShapeAnalysisSkipped);
  w.end();
  writeCoverage(w.key("coverage_by_release"), report.coverage_by_release);
  writeEffort(w.key("effort"), report.effort);
  writeProductGaps(w.key("product_gaps"), report.product_gaps);
  if (!report.baseline.file.empty()) writeBaseline(w.key("baseline"), report.baseline);
  writeJson(w.key("problems"), report.problem_groups);
  writeJson(w.key("skipped"), report.skipped);
  if (!report.binary_modules.empty()) writeJson(w.key("binary_modules"), report.binary_modules);
  if (!report.internal_errors.empty()) writeJson(w.key("internal_errors"), report.internal_errors);
  w.end();
  return w.take() + "\n";
}

}  // namespace npu_lint
