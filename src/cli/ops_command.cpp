// `npu-lint ops`: an op's verdict in every torch_npu release with provenance, or one release's
// whole table; a PyTorch API's as torch_npu's pages give it (ops_python_api.cpp).
#include <CLI/CLI.hpp>
#include <iostream>
#include <sstream>

#include "cli/commands.h"
#include "cli/ops_python_api.h"
#include "core/error.h"
#include "core/exit_codes.h"
#include "core/paths.h"
#include "core/strings.h"
#include "opdb/op_db.h"
#include "opdb/python_calls.h"

namespace npu_lint {
namespace {

std::string qualify(const std::string& query) {
  return query.find("::") == std::string::npos ? "aten::" + query : query;
}

// A verdict as "npu (aclnn aclnnFoo)".
std::string verdictText(const Verdict& v) {
  std::string text = nameOf(v.support);
  if (!v.kernel_path.empty()) text += " (" + v.kernel_path + (v.kernel_name.empty() ? "" : " " + v.kernel_name) + ")";
  return text;
}

// Releases share a line when both the verdict and what decided it are the same.
std::string groupKey(const Verdict& v) {
  std::string key = verdictText(v);
  for (const auto& p : v.provenance) key += "|" + p.source;
  return key;
}

void renderOverload(std::ostringstream& out, const OpDb& db, const std::string& op, const std::string& overload) {
  out << op << (overload.empty() ? "" : "." + overload) << "\n";
  // Consecutive releases with the same verdict share one line.
  const auto& releases = db.releases().all;
  for (size_t i = 0; i < releases.size();) {
    const Verdict v = db.verdict(op, overload, releases[i].name, true);
    size_t j = i + 1;
    while (j < releases.size() && groupKey(db.verdict(op, overload, releases[j].name, true)) == groupKey(v))
      ++j;
    const std::string span = releases[i].name + (j - 1 > i ? "–" + releases[j - 1].name : "");
    out << "  torch_npu " << span << ": " << verdictText(v) << "\n";
    for (const auto& p : v.provenance) out << "      " << p.source << "  " << p.detail << "\n";
    i = j;
  }
  const Verdict latest = db.verdict(op, overload, db.releases().resolve(""), true);
  for (const auto& caveat : latest.caveats) out << "  caveat: " << caveat << "\n";
}

// Known NPU implementations of an op outside ATen (op_db/equivalents.toml), below its verdicts.
void renderEquivalents(std::ostringstream& out, const Equivalents& table, const std::string& op) {
  const OpEquivalents* entry = table.find(op);
  if (!entry) {
    const LibraryStatement* library = table.library(op.substr(0, op.find("::")));
    out << "  no NPU implementation known" << (library ? ": " + library->statement + " (" + library->source + ")" : "")
        << "\n";
    return;
  }
  out << "  declared: " << entry->source << "\n";
  for (const auto& e : entry->equivalents) {
    if (e.kind == EquivalentKind::kAdapter) {
      const Adapter* adapter = table.adapter(e.package);
      out << "  adapter " << adapter->package << (e.registers_kernel ? "" : " (its README only; no kernel registration)")
          << ": " << e.source << "\n";
      for (const auto& v : adapter->versions)
        out << "      " << v.tag << "  torch_npu " << v.torch_npu << (v.release ? " (release " + *v.release + ")" : "")
            << ", " << adapter->library << " " << v.library << "  " << v.source << "\n";
      out << "      use: " << adapter->use << " (" << adapter->use_source << ")\n";
      out << "      products: " << (adapter->products.empty() ? "its README states none" : join(adapter->products)) << "\n";
    } else {
      out << "  replacement " << e.api << " on " << join(e.products) << ": " << e.source << "\n";
      if (!e.deprecated.empty()) out << "      to be deprecated (" << e.deprecated << ")\n";
    }
    if (!e.different_semantics.empty()) out << "      different semantics: " << e.different_semantics << "\n";
    if (!e.caveat.empty()) out << "      caveat: " << e.caveat << " (" << e.caveat_source << ")\n";
  }
}

std::string renderOpQuery(const OpDb& db, const std::string& query) {
  std::string op = qualify(query), overload;
  bool exact_overload = false;
  if (const size_t dot = op.find('.', op.find("::")); dot != std::string::npos) {
    overload = op.substr(dot + 1);
    op.resize(dot);
    exact_overload = true;
  }
  std::ostringstream out;
  if (exact_overload) {
    const OpRecord* record = db.find(op, overload);
    if (!record) throw UserError("no op '" + query + "' in the op database");
    renderOverload(out, db, op, overload);
    return out.str();
  }
  auto records = db.overloadsOf(op);
  const std::string ns = op.substr(0, op.find("::"));
  if (records.empty() && ns != "aten" && ns != "npu" && ns != "prim") {
    // An op outside ATen and torch_npu: its verdict (custom, or an adapter's) and what is known.
    renderOverload(out, db, op, "");
    renderEquivalents(out, db.equivalents(), op);
    return out.str();
  }
  if (records.empty()) {
    const auto similar = db.opsMatching(query);
    std::string hint;
    for (size_t i = 0; i < similar.size() && i < 8; ++i) hint += (i ? ", " : "") + similar[i];
    throw UserError("no op '" + query + "' in the op database" + (hint.empty() ? "" : " (did you mean: " + hint + "?)"));
  }
  for (const auto* record : records) renderOverload(out, db, record->op, record->overload);
  return out.str();
}

std::string renderOpList(const OpDb& db, const std::string& release) {
  std::ostringstream out;
  for (const auto& op : db.opsMatching("::"))
    for (const auto* record : db.overloadsOf(op)) {
      const Verdict v = db.verdict(record->op, record->overload, release, true);
      out << record->op << (record->overload.empty() ? "" : "." + record->overload) << "\t" << verdictText(v) << "\t"
          << (v.provenance.empty() ? "" : v.provenance.front().source) << "\n";
    }
  return out.str();
}

}  // namespace

CLI::App* addOpsCommand(CLI::App& app, OpsArgs& args) {
  auto* command = app.add_subcommand("ops", "Show the NPU support verdict of ops, with provenance");
  auto* query = command->add_option("query", args.query,
                                    "An op (aten::isin, isin, isin.Tensor_Tensor, npu::npu_rms_norm) or a PyTorch API (torch.Tensor.stride)");
  command->add_flag("--list", args.list, "List every op overload's verdict for one release")->excludes(query);
  command->add_option("--torch-npu", args.release, "torch_npu release (default: newest published)");
  return command;
}

int runOpsCommand(const OpsArgs& args) {
  const OpDb db = OpDb::load(dataDir() + "/op_db");
  const std::string release = db.releases().resolve(args.release);
  if (args.list) {
    std::cout << renderOpList(db, release);
    return kExitClean;
  }
  if (args.query.empty()) throw UserError("ops: name an op (e.g. 'npu-lint ops aten::isin') or pass --list");
  if (isPythonApiQuery(args.query)) {
    const PythonCalls calls = PythonCalls::loadShipped();
    const auto text = renderPythonApi(db, calls, args.query, release);
    if (!text) throw UserError("no PyTorch API '" + args.query + "' on torch_npu's API pages or in the tables of what Python calls run");
    std::cout << *text;
    return kExitClean;
  }
  std::cout << renderOpQuery(db, args.query);
  return kExitClean;
}

}  // namespace npu_lint
