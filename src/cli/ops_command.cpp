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

// What the op needs of the CANN installed, for a verdict through aclnn with no acl_op fallback.
void renderCannNeed(std::ostringstream& out, const std::string& judged, const CannNeed& need) {
  if (need.empty()) return;
  out << "  CANN (" << judged << "): runs only through " << need.kernelsPhrase()
      << ", with no acl_op fallback when the CANN lacks " << (need.kernels.size() > 1 ? "one" : "it") << " (" << need.function << "); ";
  if (need.since_cann.empty()) out << "the oldest CANN that has it is not in cited data\n";
  else
    out << "the oldest CANN a package shipping it was released with is " << need.since_cann << " (torch_npu " << need.since_package
        << ", " << need.since_cann_source << "); an older CANN may lack it\n";
}

// Per release, the package where the op arrived (what each package shipped, read at the
// op-plugin commit its tag pins), and where a later package dropped it.
void renderArrivals(std::ostringstream& out, const OpDb& db, const OpRecord& record) {
  const Releases& releases = db.releases();
  if (record.shipped.find_first_not_of('-') == std::string::npos) {
    out << "  no published package shipped an NPU kernel for it\n";
    return;
  }
  out << "  per release, the first package that shipped an NPU kernel (tag, the commit read, file:line):\n";
  for (const auto& release : releases.all) {
    std::vector<const PackageInfo*> packages;
    for (const auto& p : releases.packages)
      if (p.series == release.name) packages.push_back(&p);
    if (packages.empty()) continue;
    const auto shipped = [&](const PackageInfo* p) { return p->index < record.shipped.size() && record.shipped[p->index] != '-'; };
    std::string line;
    for (size_t i = 0; i < packages.size(); ++i) {
      if (shipped(packages[i]) && (i == 0 || !shipped(packages[i - 1])))
        line += std::string(line.empty() ? "from " : "; again from ") + packages[i]->version + " (" + packages[i]->tag + ", " +
                db.shippedSource(record, *packages[i]) + ")";
      else if (!shipped(packages[i]) && i > 0 && shipped(packages[i - 1]))
        line += "; dropped in " + packages[i]->version;
    }
    out << "    " << release.name << ": " << (line.empty() ? "none of " + std::to_string(packages.size()) + " package(s) (" + packages.back()->version + " newest)" : line) << "\n";
  }
}

void renderOverload(std::ostringstream& out, const OpDb& db, const std::string& op, const std::string& overload,
                    const std::string& asked) {
  out << op << (overload.empty() ? "" : "." + overload) << "\n";
  if (!asked.empty()) {
    const Verdict v = db.verdict(op, overload, asked, true);
    out << "  torch_npu " << asked << ": " << verdictText(v) << "\n";
    for (const auto& p : v.provenance) out << "      " << p.source << "  " << p.detail << "\n";
    renderCannNeed(out, asked, v.needs_cann);
  }
  // An op of the database is judged per package; one outside it (an adapter's, a custom
  // namespace's) per release.
  const OpRecord* record = db.find(op, overload);
  if (record) renderArrivals(out, db, *record);
  // Each release judged by its newest package (by op-plugin's annotations where it has none);
  // consecutive releases with the same verdict, judged alike, share one line.
  const auto& releases = db.releases().all;
  const auto published = [&](const ReleaseInfo& release) { return record && !db.releases().packageFor(release.name).empty(); };
  const auto judged = [&](const ReleaseInfo& release) {
    return db.verdict(op, overload, published(release) ? db.releases().packageFor(release.name) : release.name, true);
  };
  const auto key = [&](const ReleaseInfo& release) {
    const Verdict v = judged(release);
    std::string text = verdictText(v) + (published(release) ? "|package" : "");
    if (!published(release))
      for (const auto& p : v.provenance) text += "|" + p.source;
    return text;
  };
  for (size_t i = 0; i < releases.size();) {
    const Verdict v = judged(releases[i]);
    size_t j = i + 1;
    while (j < releases.size() && key(releases[j]) == key(releases[i])) ++j;
    const std::string span = releases[i].name + (j - 1 > i ? "–" + releases[j - 1].name : "");
    const std::string how = !record ? "" : published(releases[i]) ? " (newest package of each)" : " (no published package: op-plugin's annotations)";
    out << "  torch_npu " << span << how << ": " << verdictText(v) << "\n";
    if (!published(releases[i]))
      for (const auto& p : v.provenance) out << "      " << p.source << "  " << p.detail << "\n";
    i = j;
  }
  const std::string newest = db.releases().resolve("");
  const Verdict latest = db.verdict(op, overload, newest, true);
  if (asked.empty()) renderCannNeed(out, newest, latest.needs_cann);
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

// `asked`: the package (or release) --torch-npu named, shown first; "" when none was.
std::string renderOpQuery(const OpDb& db, const std::string& query, const std::string& asked) {
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
    renderOverload(out, db, op, overload, asked);
    return out.str();
  }
  auto records = db.overloadsOf(op);
  const std::string ns = op.substr(0, op.find("::"));
  if (records.empty() && ns != "aten" && ns != "npu" && ns != "prim") {
    // An op outside ATen and torch_npu: its verdict (custom, or an adapter's) and what is known.
    renderOverload(out, db, op, "", asked);
    renderEquivalents(out, db.equivalents(), op);
    return out.str();
  }
  if (records.empty()) {
    const auto similar = db.opsMatching(query);
    std::string hint;
    for (size_t i = 0; i < similar.size() && i < 8; ++i) hint += (i ? ", " : "") + similar[i];
    throw UserError("no op '" + query + "' in the op database" + (hint.empty() ? "" : " (did you mean: " + hint + "?)"));
  }
  for (const auto* record : records) renderOverload(out, db, record->op, record->overload, asked);
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
  // What --torch-npu names judges: its package exactly, a release's newest package.
  const std::string package = db.releases().packageFor(args.release);
  const std::string judged = package.empty() ? release : package;
  if (args.list) {
    std::cout << renderOpList(db, judged);
    return kExitClean;
  }
  if (args.query.empty()) throw UserError("ops: name an op (e.g. 'npu-lint ops aten::isin') or pass --list");
  if (isPythonApiQuery(args.query)) {
    const PythonCalls calls = PythonCalls::loadShipped();
    const auto text = renderPythonApi(db, calls, args.query, release, judged);
    if (!text) throw UserError("no PyTorch API '" + args.query + "' on torch_npu's API pages or in the tables of what Python calls run");
    std::cout << *text;
    return kExitClean;
  }
  std::cout << renderOpQuery(db, args.query, args.release.empty() ? "" : judged);
  return kExitClean;
}

}  // namespace npu_lint
