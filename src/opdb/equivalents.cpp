#include "opdb/equivalents.h"

#include <algorithm>

#include "core/toml_reader.h"

namespace npu_lint {
namespace {

// The --chip ids of the products op-plugin's custom-API pages name (as op_db/generate.py maps them).
const std::vector<std::string> kProducts = {"a2", "a3", "atlas-inference", "atlas-training"};

// The first of `items` that `matches`, or null: the tables are a few entries long.
template <class T, class Match>
const T* firstWhere(const std::vector<T>& items, Match matches) {
  const auto it = std::find_if(items.begin(), items.end(), matches);
  return it == items.end() ? nullptr : &*it;
}

const toml::table& asTable(const std::string& path, const toml::node& node, const char* what) {
  const auto* table = node.as_table();
  if (!table) failAt(path, node, std::string("each [[") + what + "]] is a table");
  return *table;
}

bool flag(const std::string& path, TableReader& reader, const toml::node& at, const char* key) {
  const auto* node = reader.node(key);
  if (!node) return false;
  if (!node->is_boolean()) failAt(path, at, std::string("'") + key + "' must be true or false");
  return **node->as_boolean();
}

Equivalent readEquivalent(const std::string& path, const toml::node& node, const std::vector<Adapter>& adapters) {
  TableReader reader(path, asTable(path, node, "op.equivalent"));
  Equivalent e;
  const std::string kind = reader.text("kind");
  e.source = reader.text("source");
  reader.text("quote");  // checked against `source` by tests/integration/equivalents_data.py
  e.caveat = reader.text("caveat", false);
  e.caveat_source = reader.text("caveat_source", !e.caveat.empty());
  if (!e.caveat.empty()) reader.text("caveat_quote");
  e.different_semantics = reader.text("different_semantics", false);
  e.before = reader.text("before", false);
  e.after = reader.text("after", !e.before.empty());
  if (kind == "adapter") {
    e.kind = EquivalentKind::kAdapter;
    e.package = reader.text("package");
    e.registers_kernel = flag(path, reader, node, "registers_kernel");
    if (!firstWhere(adapters, [&](const Adapter& a) { return a.package == e.package; }))
      failAt(path, node, "adapter '" + e.package + "' has no [[adapter]] entry");
  } else if (kind == "replacement") {
    e.kind = EquivalentKind::kReplacement;
    e.api = reader.text("api");
    e.products = reader.list("products");
    e.deprecated = reader.text("deprecated", false);
    for (const auto& product : e.products)
      if (std::find(kProducts.begin(), kProducts.end(), product) == kProducts.end())
        failAt(path, node, "unknown product '" + product + "'");
    if (e.products.empty()) failAt(path, node, "a replacement names the products it runs on");
  } else {
    failAt(path, node, "kind must be adapter or replacement, not '" + kind + "'");
  }
  reader.rejectUnknownKeys();
  return e;
}

}  // namespace

const char* nameOf(EquivalentKind kind) { return kind == EquivalentKind::kAdapter ? "adapter" : "replacement"; }

std::vector<const AdapterVersion*> Adapter::versionsFor(const std::string& release) const {
  std::vector<const AdapterVersion*> out;
  for (const auto& v : versions)
    if (v.release == release) out.push_back(&v);
  return out;
}

Equivalents Equivalents::load(const std::string& path, const Releases& releases) {
  const toml::table file = parseTomlFile(path);
  TableReader reader(path, file);
  Equivalents out;
  if (const auto* adapters = reader.tables("adapter"))
    for (const auto& node : *adapters) {
      TableReader entry(path, asTable(path, node, "adapter"));
      Adapter& a = out.adapters_.emplace_back();
      a.package = entry.text("package");
      a.pip = entry.text("pip");
      a.library = entry.text("library");
      a.use = entry.text("use");
      a.use_source = entry.text("use_source");
      entry.text("use_quote");
      a.products = entry.list("products");
      for (const auto& product : a.products)
        if (std::find(kProducts.begin(), kProducts.end(), product) == kProducts.end())
          failAt(path, node, "unknown product '" + product + "'");
      if (const auto* versions = entry.tables("version"))
        for (const auto& v : *versions) {
          TableReader row(path, asTable(path, v, "adapter.version"));
          AdapterVersion& version = a.versions.emplace_back();
          version.tag = row.text("tag");
          version.torch_npu = row.text("torch_npu");
          version.library = row.text("library");
          version.source = row.text("source");
          version.release = releases.releaseOf(version.torch_npu);
          row.rejectUnknownKeys();
        }
      if (a.versions.empty()) failAt(path, node, "an adapter lists its published versions ([[adapter.version]])");
      entry.rejectUnknownKeys();
    }
  if (const auto* libraries = reader.tables("library"))
    for (const auto& node : *libraries) {
      TableReader entry(path, asTable(path, node, "library"));
      out.libraries_.push_back({entry.text("namespace"), entry.text("statement"), entry.text("source")});
      entry.text("quote");
      entry.rejectUnknownKeys();
    }
  if (const auto* ops = reader.tables("op"))
    for (const auto& node : *ops) {
      TableReader entry(path, asTable(path, node, "op"));
      OpEquivalents& op = out.ops_.emplace_back();
      op.op = entry.text("op");
      op.python = entry.text("python", false);
      op.source = entry.text("op_source");
      entry.text("op_quote");
      if (op.op.find("::") == std::string::npos) failAt(path, node, "'" + op.op + "' is not a qualified op name");
      if (std::count_if(out.ops_.begin(), out.ops_.end(), [&](const OpEquivalents& o) { return o.op == op.op; }) > 1)
        failAt(path, node, "a second entry for " + op.op);
      if (const auto* equivalents = entry.tables("equivalent"))
        for (const auto& e : *equivalents) op.equivalents.push_back(readEquivalent(path, e, out.adapters_));
      if (op.equivalents.empty()) failAt(path, node, op.op + " lists no [[op.equivalent]]");
      entry.rejectUnknownKeys();
    }
  reader.rejectUnknownKeys();
  return out;
}

const OpEquivalents* Equivalents::find(const std::string& op) const {
  return firstWhere(ops_, [&](const OpEquivalents& e) { return e.op == op; });
}

const OpEquivalents* Equivalents::findByPython(const std::string& python_name) const {
  return firstWhere(ops_, [&](const OpEquivalents& e) { return !e.python.empty() && e.python == python_name; });
}

const Adapter* Equivalents::adapter(const std::string& package) const {
  return firstWhere(adapters_, [&](const Adapter& a) { return a.package == package; });
}

const LibraryStatement* Equivalents::library(const std::string& ns) const {
  return firstWhere(libraries_, [&](const LibraryStatement& l) { return l.ns == ns; });
}

std::optional<Verdict> Equivalents::adapterVerdict(const std::string& op, const std::string& release) const {
  const OpEquivalents* entry = find(op);
  if (!entry) return std::nullopt;
  for (const auto& e : entry->equivalents) {
    if (e.kind != EquivalentKind::kAdapter || !e.registers_kernel) continue;
    const Adapter* a = adapter(e.package);
    const auto versions = a->versionsFor(release);
    if (versions.empty()) continue;
    Verdict verdict;
    verdict.support = Support::kAdapter;
    verdict.adapter = a->package;
    verdict.provenance.push_back({e.source, a->package + " registers an NPU kernel for " + op});
    for (const auto* v : versions)
      verdict.provenance.push_back({v->source, a->package + " " + v->tag + " for torch_npu " + v->torch_npu + ", " +
                                                   a->library + " " + v->library});
    if (!e.caveat.empty()) verdict.caveats.push_back(e.caveat + " (" + e.caveat_source + ")");
    return verdict;
  }
  return std::nullopt;
}

Verdict settleAdapter(Verdict verdict, const std::vector<std::string>& installed) {
  if (verdict.support != Support::kAdapter ||
      std::find(installed.begin(), installed.end(), verdict.adapter) != installed.end())
    return verdict;
  verdict.support = Support::kCustom;
  verdict.caveats.insert(verdict.caveats.begin(),
                         "runs on the NPU only with " + verdict.adapter +
                             " installed and imported; the project does not require it (pass --with " +
                             verdict.adapter + " if it is installed)");
  return verdict;
}

}  // namespace npu_lint
