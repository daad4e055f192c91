#include <algorithm>

#include "opdb/op_db.h"
#include "rules/checks/checks.h"
#include "rules/op_links.h"

namespace npu_lint::checks {
namespace {

std::string joined(const std::vector<std::string>& items) {
  std::string out;
  for (const auto& item : items) out += (out.empty() ? "" : ", ") + item;
  return out;
}

// What is known to run `op` on the NPU (op_db/equivalents.toml), as the finding's closing
// sentences; `adapter_for_release` is set when an adapter publishes a version for `release`.
std::string equivalentsText(const Equivalents& table, const std::string& op, const std::string& release,
                            bool& adapter_for_release) {
  const OpEquivalents* entry = table.find(op);
  if (!entry) {
    const std::string ns = op.substr(0, op.find("::"));
    if (const LibraryStatement* library = table.library(ns))
      return "; no NPU implementation is known: " + library->statement + " (" + library->source + ")";
    return "; no NPU implementation of it is known (none in op_db/equivalents.toml)";
  }
  std::string text;
  for (const auto& e : entry->equivalents) {
    if (e.kind == EquivalentKind::kAdapter) {
      const Adapter* adapter = table.adapter(e.package);
      // The newest version published for the release (the version table lists newest first).
      const auto versions = adapter->versionsFor(release);
      std::vector<std::string> published;
      if (!versions.empty())
        published.push_back(versions.front()->tag + " (" + adapter->library + " " + versions.front()->library + ", " +
                            versions.front()->source + ")" +
                            (versions.size() > 1 ? " or " + std::to_string(versions.size() - 1) + " older" : ""));
      if (!e.registers_kernel) {
        text += "; " + adapter->package + "'s README lists it as supported (" + e.source +
                "), but the adapter registers no NPU kernel for it: check before relying on it";
      } else if (published.empty()) {
        std::vector<std::string> releases;
        for (const auto& v : adapter->versions)
          if (v.release && std::find(releases.begin(), releases.end(), *v.release) == releases.end()) releases.push_back(*v.release);
        text += "; " + adapter->package + " registers an NPU kernel for it (" + e.source + ") but publishes no version for torch_npu " +
                release + " (only for " + joined(releases) + ")";
      } else {
        adapter_for_release = true;
        text += "; " + adapter->package + " " + joined(published) + " registers an NPU kernel for it (" + e.source + "): " +
                adapter->use + " (" + adapter->use_source + ")";
      }
      if (!e.caveat.empty()) text += "; " + e.caveat + " (" + e.caveat_source + ")";
    } else {
      text += "; " + e.api + " replaces it on " + joined(e.products) + " (" + e.source + ")";
      if (!e.deprecated.empty()) text += ", though its page says it is to be deprecated (" + e.deprecated + ")";
      if (!e.different_semantics.empty()) text += "; different semantics: " + e.different_semantics;
    }
  }
  return text;
}

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
    const std::string equivalents = equivalentsText(ctx.db.equivalents(), op.name, ctx.release, adapter_for_release);
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
