#include <algorithm>

#include "opdb/op_db.h"
#include "rules/checks/checks.h"
#include "rules/equivalents_text.h"
#include "rules/op_links.h"

namespace npu_lint::checks {
namespace {

const Equivalent* firstReplacement(const Equivalents& table, const std::string& op) {
  if (const OpEquivalents* entry = table.find(op))
    for (const auto& e : entry->equivalents)
      if (e.kind == EquivalentKind::kReplacement) return &e;
  return nullptr;
}

// Replaces the rule's generic rewrite (port the op) by what is known for this op.
void suggest(Finding& finding, const std::string& text, const std::string& before = "", const std::string& after = "") {
  finding.suggestion = text;
  finding.suggestion_before = before;
  finding.suggestion_after = after;
  finding.suggestion_ops.clear();
}

}  // namespace

// Ops outside aten/prim with no NPU kernel (the `custom` verdict), once per op; what is known to
// run it on the NPU (an adapter, a torch_npu replacement, or nothing); and when the scan also read
// the op's C++/CUDA sources, where it is registered and which kernels it runs. An adapter that
// covers the op for the release makes it a warning: installing a package is not a port.
void customOp(const CheckContext& ctx, std::vector<Finding>& out) {
  for (const auto& op : ctx.target.ops) {
    if (op.verdict.support != Support::kCustom || !op.verdict.backend.empty()) continue;  // backend-op
    std::string link;
    for (const auto& impl : ctx.links.implementationsOf(op.name)) {
      link += (link.empty() ? "; registered at " : ", ") + impl.target->path + ":" +
              std::to_string(impl.registration->pos.line) +
              (impl.registration->dispatch_key.empty() ? "" : " (" + impl.registration->dispatch_key + ")");
      for (const auto& kernel : impl.kernels) link += ", runs CUDA kernel " + kernel;
    }
    std::string schema = op.schema;
    if (schema.empty())
      for (const auto& impl : ctx.links.implementationsOf(op.name))
        if (!impl.registration->schema.empty()) schema = impl.registration->schema;
    bool adapter_for_release = false;
    const std::string equivalents = describeEquivalents(ctx.db.equivalents(), op.name, ctx.release, adapter_for_release);
    Finding finding = ctx.finding(op, {{"schema", schema.empty() ? "schema unknown to LibTorch 1.13" : schema},
                                       {"link", link},
                                       {"equivalents", equivalents}});
    if (adapter_for_release) {
      finding.severity = std::min(finding.severity, Severity::kWarning);
      suggest(finding, "Install the adapter and import it (above); the op's call stays as it is.");
    } else if (const Equivalent* replacement = firstReplacement(ctx.db.equivalents(), op.name)) {
      suggest(finding, "Call " + replacement->api + " instead (" + replacement->source + "), minding what differs (above)" +
                           (replacement->before.empty() ? "." : "; the rewrite shows the argument mapping."),
              replacement->before, replacement->after);
    }
    out.push_back(std::move(finding));
  }
}

}  // namespace npu_lint::checks
