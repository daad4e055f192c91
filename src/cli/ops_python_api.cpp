#include "cli/ops_python_api.h"

#include <sstream>

#include "core/strings.h"
#include "opdb/op_db.h"
#include "opdb/python_calls.h"

namespace npu_lint {
namespace {

// "✔ a2, a3; ✘ 950dt", or msFmkTransplt's verdict where the version has no pages.
std::string marksText(const PythonApi& api) {
  if (api.listed_unsupported) return "unsupported (msFmkTransplt's list, no per-product marks)";
  std::vector<std::string> yes, no;
  for (const auto& [chip, ok] : api.chips) (ok ? yes : no).push_back(chip);
  std::string text = yes.empty() ? "" : "✔ " + join(yes);
  if (!no.empty()) text += (text.empty() ? "✘ " : "; ✘ ") + join(no);
  return text.empty() ? "listed without product marks" : text;
}

}  // namespace

bool isPythonApiQuery(const std::string& query) {
  return query.find("::") == std::string::npos && (query.rfind("torch.", 0) == 0 || query.rfind("torch_npu.", 0) == 0);
}

std::optional<std::string> renderPythonApi(const OpDb& db, const PythonCalls& calls, const std::string& query,
                                           const std::string& release, const std::string& judged) {
  std::ostringstream out;
  out << query << "\n";
  bool known = false;
  // Consecutive releases judged by the same page entry share a line.
  const auto& releases = db.releases().all;
  for (size_t i = 0; i < releases.size();) {
    const PythonApi* api = db.pythonApis().find(query, releases[i].pytorch);
    size_t j = i + 1;
    while (j < releases.size() && db.pythonApis().find(query, releases[j].pytorch) == api &&
           releases[j].pytorch.empty() == releases[i].pytorch.empty())
      ++j;
    const std::string span = releases[i].name + (j - 1 > i ? "–" + releases[j - 1].name : "");
    if (api) {
      known = true;
      out << "  torch_npu " << span << " (PyTorch " << api->pytorch << "): " << marksText(*api)
          << (api->npu_name.empty() || api->npu_name == query ? "" : "; NPU form " + api->npu_name) << "\n";
      out << "      " << api->source << "\n";
      if (!api->restriction.empty())
        out << "      note: " << (api->restriction_en.empty() ? api->restriction + " (untranslated)" : api->restriction_en) << "\n";
    } else if (releases[i].pytorch.empty()) {
      out << "  torch_npu " << span << ": no published package, so no PyTorch version to read pages for\n";
    } else {
      out << "  torch_npu " << span << ": not on torch_npu's API pages for that PyTorch (unverified there)\n";
    }
    i = j;
  }
  if (const PythonCall* call = calls.api(query)) {
    known = true;
    out << "  dispatches to (" << call->source << "):\n";
    for (const auto& op : call->ops) {
      const Verdict v = db.verdict(op.op, op.overload, judged, true);
      out << "    " << op.op << (op.overload.empty() ? "" : "." + op.overload) << ": " << nameOf(v.support) << " on torch_npu "
          << judged << (op.for_some_arguments ? " (for some arguments)" : "") << "\n";
    }
  }
  if (!known) return std::nullopt;
  return out.str();
}

}  // namespace npu_lint
