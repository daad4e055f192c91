#include "rules/equivalents_text.h"

#include <algorithm>

#include "core/strings.h"

namespace npu_lint {

std::string describeEquivalents(const Equivalents& table, const std::string& op, const std::string& release,
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
      const auto versions = adapter->versionsFor(release);
      if (!e.registers_kernel) {
        text += "; " + adapter->package + "'s README lists it as supported (" + e.source +
                "), but the adapter registers no NPU kernel for it: check before relying on it";
      } else if (versions.empty()) {
        std::vector<std::string> releases;
        for (const auto& v : adapter->versions)
          if (v.release && std::find(releases.begin(), releases.end(), *v.release) == releases.end()) releases.push_back(*v.release);
        text += "; " + adapter->package + " registers an NPU kernel for it (" + e.source + ") but publishes no version for torch_npu " +
                release + " (only for " + join(releases) + ")";
      } else {
        // The newest version published for the release (the version table lists newest first).
        adapter_for_release = true;
        const AdapterVersion& newest = *versions.front();
        text += "; " + adapter->package + " " + newest.tag + " (" + adapter->library + " " + newest.library + ", " +
                newest.source + ")" + (versions.size() > 1 ? " or " + std::to_string(versions.size() - 1) + " older" : "") +
                " registers an NPU kernel for it (" + e.source + "; products: " +
                (adapter->products.empty() ? "its README states none" : join(adapter->products)) + "): " + adapter->use +
                " (" + adapter->use_source + ")";
      }
      if (!e.caveat.empty()) text += "; " + e.caveat + " (" + e.caveat_source + ")";
    } else {
      text += "; " + e.api + " replaces it on " + join(e.products) + " (" + e.source + ")";
      if (!e.deprecated.empty()) text += ", though its page says it is to be deprecated (" + e.deprecated + ")";
      if (!e.different_semantics.empty()) text += "; different semantics: " + e.different_semantics;
    }
  }
  return text;
}

}  // namespace npu_lint
