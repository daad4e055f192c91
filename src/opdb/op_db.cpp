#include "opdb/op_db.h"

#include <algorithm>
#include <mutex>
#include <unordered_map>

#include <nlohmann/json.hpp>

#include "core/enum_names.h"
#include "core/error.h"
#include "core/jsonl_index.h"
#include "core/strings.h"
#include "core/toml_reader.h"
#include "opdb/generated.h"

namespace npu_lint {
namespace {

using nlohmann::json;

std::string keyOf(const std::string& op, const std::string& overload) { return op + "." + overload; }

std::string namespaceOf(const std::string& op) {
  const size_t sep = op.find("::");
  return sep == std::string::npos ? "" : op.substr(0, sep);
}

// Where a package's data was read: its op-plugin commit, or for torch_npu's own kernels its
// torch_npu commit ("Ascend/op-plugin@070332e65baf").
std::string repositoryAt(const PackageInfo& package, bool own) {
  return std::string(own ? "Ascend/pytorch@" : "Ascend/op-plugin@") + (own ? package.torch_npu_commit : package.op_plugin_commit).substr(0, 12);
}
constexpr const char* kTorchNpuNativeFile = "torch_npu/csrc/aten/npu_native_functions.yaml";

bool contains(const std::vector<std::string>& list, const std::string& item) {
  return std::find(list.begin(), list.end(), item) != list.end();
}

OpRecord recordFromJson(const json& j) {
  OpRecord record;
  record.op = j.at("op").get<std::string>();
  record.overload = j.at("overload").get<std::string>();
  record.schema = j.value("schema", "");
  for (const auto& k : j.value("kernels", json::array())) {
    KernelRecord kernel;
    kernel.path = k.at("path").get<std::string>();
    if (kernel.path != "aclnn" && kernel.path != "aclop") throw std::invalid_argument("unknown kernel path " + kernel.path);
    kernel.kernel_name = k.value("kernel_name", "");
    kernel.source = k.at("source").get<std::string>();
    kernel.spec = k.at("spec").get<std::string>();
    kernel.releases = k.at("releases").get<std::vector<std::string>>();
    if (k.contains("fallback")) {
      // The JSON names of AclopFallback, in its order.
      static const char* const kFallbacks[] = {"unknown", "yes", "checked", "no", "some", "generated"};
      const std::string fallback = k.at("fallback").get<std::string>();
      const auto known = enumFromName<AclopFallback>(kFallbacks, fallback);
      if (!known) throw std::invalid_argument("unknown fallback " + fallback);
      kernel.fallback = *known;
    }
    kernel.aclnn = k.value("aclnn", std::vector<std::string>{});
    kernel.function = k.value("function", "");
    kernel.package_fallback = k.value("package_fallback", "");
    if (kernel.package_fallback.find_first_not_of("ycns-") != std::string::npos)
      throw std::invalid_argument("package_fallback cells are y, c, n, s or -");
    const json functions = k.value("package_functions", json::object());  // items() only views it
    for (const auto& [version, at] : functions.items())
      kernel.package_functions[version] = {at.at("function").get<std::string>(), at.at("aclnn").get<std::vector<std::string>>()};
    record.kernels.push_back(std::move(kernel));
  }
  record.listed_without_kernel = j.value("no_kernel", std::vector<std::string>{});
  record.torch_npu_native = j.value("torch_npu_native", "");
  if (j.contains("native")) {
    const auto& n = j.at("native");
    NativeRecord native;
    // The JSON names of NativeKind, in its order.
    static const char* const kKinds[] = {"composite_implicit", "composite_explicit", "delegate", "backend"};
    const std::string kind = n.at("kind").get<std::string>();
    const auto known = enumFromName<NativeKind>(kKinds, kind);
    if (!known) throw std::invalid_argument("unknown native kind " + kind);
    native.kind = *known;
    native.delegate = n.value("delegate", "");
    native.source = n.at("source").get<std::string>();
    native.dispatch = n.value("dispatch", std::vector<std::string>{});
    native.metadata_query = n.value("metadata_query", false);
    native.data_dependent_output = n.value("data_dependent_output", false);
    native.dynamic_output_shape = n.value("dynamic_output_shape", false);
    record.native = std::move(native);
  }
  record.native_1_13_only = j.value("native_1_13", "");
  if (j.contains("deprecated"))
    record.deprecated = Provenance{j["deprecated"].at("source").get<std::string>(), j["deprecated"].value("replace", "")};
  for (const auto& c : j.value("caveats", json::array()))
    record.caveats.push_back({c.at("source").get<std::string>(), c.at("text").get<std::string>()});
  record.shipped = j.value("shipped", "");
  record.arrivals = j.value("arrivals", std::map<std::string, std::string>{});
  return record;
}

std::vector<BackendNamespace> loadBackendNamespaces(const std::string& path) {
  const toml::table file = parseTomlFile(path);
  TableReader reader(path, file);
  std::vector<BackendNamespace> out;
  if (const auto* entries = reader.tables("backend"))
    for (const auto& node : *entries) {
      const auto* table = node.as_table();
      if (!table) failAt(path, node, "each [[backend]] is a table");
      TableReader entry(path, *table);
      BackendNamespace& ns = out.emplace_back();
      ns.name = entry.text("namespace");
      ns.backend = entry.text("backend");
      ns.source = entry.text("source");
      const auto* quantized = entry.node("quantized");
      if (!quantized || !quantized->is_boolean()) failAt(path, node, "'quantized' must be true or false");
      ns.quantized = **quantized->as_boolean();
      entry.rejectUnknownKeys();
    }
  reader.rejectUnknownKeys();
  return out;
}

}  // namespace

const BackendNamespace* OpDb::backendNamespace(const std::string& ns) const {
  for (const auto& entry : backends_)
    if (entry.name == ns) return &entry;
  return nullptr;
}

OpDb OpDb::load(const std::string& dir) {
  OpDb db;
  db.releases_ = loadReleases(dir + "/releases.json");
  db.backends_ = loadBackendNamespaces(dir + "/backend_namespaces.toml");
  db.equivalents_ = Equivalents::load(dir + "/equivalents.toml", db.releases_);
  db.costs_ = OpCosts::load(dir + "/op_costs.toml");
  db.ops_path_ = dir + "/ops.jsonl";
  db.decompositions_path_ = dir + "/decompositions.jsonl";
  db.python_apis_ = PythonApis(dir + "/python_apis.jsonl", dir + "/page_text_en.toml");
  db.compatibility_ = loadCompatibility(dir + "/environment.json");
  return db;
}

// ops.jsonl indexed by op and overload; a record is parsed when first asked for.
struct OpDb::Table {
  JsonlIndex file;
  std::unordered_map<std::string, size_t> line_of;  // "op.overload" -> its line in file.lines()
  std::unordered_map<std::string, std::vector<std::string>> overloads;
  Decompositions decompositions;
};

// The records parsed so far, by line; lookups may come from any thread.
struct OpDb::Parsed {
  std::mutex lock;
  std::unordered_map<size_t, OpRecord> records;
};

OpDb::OpDb() : table_(std::make_shared<Table>()), parsed_(std::make_shared<Parsed>()) {}

const Decompositions& OpDb::decompositions() const { return table().decompositions; }

const OpDb::Table& OpDb::table() const {
  // Built aside and kept only when whole: call_once runs again after a throw.
  std::call_once(*loaded_, [this] {
    Table t;
    t.file = JsonlIndex::read(ops_path_, {"op", "overload"}, "the op database", kRegenerateOpDb);
    const auto& lines = t.file.lines();
    for (size_t i = 1; i < lines.size(); ++i) {  // lines[0], the header, names the generator and its sources
      const std::optional<std::string>& op = lines[i].fields[0];
      const std::optional<std::string>& overload = lines[i].fields[1];
      if (!op || op->empty() || !overload) throwAt(ops_path_, lines[i].number, "no op or overload; " + std::string(kRegenerateOpDb));
      const std::string key = keyOf(*op, *overload);
      if (!t.line_of.emplace(key, i).second) throwAt(ops_path_, lines[i].number, "duplicate entry " + key);
      t.overloads[*op].push_back(*overload);
    }
    if (t.line_of.empty()) throw UserError(ops_path_ + ": the op database is empty");
    t.decompositions = Decompositions::load(decompositions_path_);
    for (auto& [op, overloads] : t.overloads) std::sort(overloads.begin(), overloads.end());
    *table_ = std::move(t);
  });
  return *table_;
}

const OpRecord& OpDb::recordAt(size_t line) const {
  const Table& t = *table_;
  const std::lock_guard<std::mutex> lock(parsed_->lock);
  auto& records = parsed_->records;
  if (const auto it = records.find(line); it != records.end()) return it->second;
  const size_t number = t.file.lines()[line].number;
  try {
    OpRecord record = recordFromJson(json::parse(t.file.text(t.file.lines()[line])));
    for (const auto& kernel : record.kernels)
      for (const auto& release : kernel.releases)
        if (releases_.indexOf(release) < 0) throw std::invalid_argument("unknown release " + release);
    if (!record.shipped.empty() && record.shipped.size() != releases_.packages.size())
      throw std::invalid_argument("'shipped' has " + std::to_string(record.shipped.size()) + " cells for " +
                                  std::to_string(releases_.packages.size()) + " packages");
    if (record.shipped.find_first_not_of("nobt-") != std::string::npos) throw std::invalid_argument("'shipped' cells are n, o, b, t or -");
    return records.emplace(line, std::move(record)).first->second;
  } catch (const std::exception& e) {
    throwAt(ops_path_, number, e.what());
  }
}

void OpDb::checkEveryRecord() const {
  for (const auto& [key, line] : table().line_of) recordAt(line);
}

const OpRecord* OpDb::find(const std::string& op, const std::string& overload) const {
  const auto& line_of = table().line_of;
  const auto it = line_of.find(keyOf(op, overload));
  return it == line_of.end() ? nullptr : &recordAt(it->second);
}

std::vector<const OpRecord*> OpDb::overloadsOf(const std::string& op) const {
  std::vector<const OpRecord*> out;
  const auto& overloads = table().overloads;
  if (const auto it = overloads.find(op); it != overloads.end())
    for (const auto& overload : it->second) out.push_back(find(op, overload));
  return out;
}

std::vector<std::string> OpDb::opsMatching(const std::string& text) const {
  std::vector<std::string> out;
  for (const auto& [op, overloads] : table().overloads)
    if (op.find(text) != std::string::npos) out.push_back(op);
  std::sort(out.begin(), out.end());
  return out;
}

std::string OpDb::releasesWithKernel(const OpRecord& record) const {
  std::vector<std::string> names;
  for (const auto& release : releases_.all)
    for (const auto& kernel : record.kernels)
      if (contains(kernel.releases, release.name) && !contains(names, release.name)) names.push_back(release.name);
  return join(names);
}

std::string OpDb::arrivalsOf(const OpRecord& record) const {
  std::string out;
  for (const auto& release : releases_.all) {
    std::string first;
    for (const auto& p : releases_.packages)
      if (p.series == release.name && p.index < record.shipped.size() && record.shipped[p.index] != '-') {
        first = p.version;
        break;
      }
    if (!first.empty()) out += (out.empty() ? "" : "; ") + release.name + ": from " + first;
  }
  return out;
}

const PackageInfo& OpDb::arrivalOf(const OpRecord& record, const PackageInfo& package) const {
  size_t first = package.index;
  while (first > 0 && releases_.packages[first - 1].series == package.series && record.shipped[first - 1] != '-') --first;
  return releases_.packages[first];
}

std::string OpDb::shippedSource(const OpRecord& record, const PackageInfo& package) const {
  const PackageInfo& arrived = arrivalOf(record, package);
  const auto at = record.arrivals.find(arrived.version);
  return repositoryAt(arrived, record.shipped[package.index] == 't') + " " + (at == record.arrivals.end() ? arrived.op_plugin_file : at->second);
}

const FunctionAt* OpDb::functionWithoutFallback(const KernelRecord& aclnn, const PackageInfo& package) const {
  // The data names the function at the first package of each run of 'n' cells and where it changes.
  for (size_t i = package.index + 1; i-- > 0 && i < aclnn.package_fallback.size() && aclnn.package_fallback[i] == 'n';) {
    const auto at = aclnn.package_functions.find(releases_.packages[i].version);
    if (at != aclnn.package_functions.end()) return &at->second;
  }
  return nullptr;
}

CannNeed OpDb::cannNeed(const OpRecord& record, const PackageInfo* package, bool has_aclop) const {
  const auto aclnn = std::find_if(record.kernels.begin(), record.kernels.end(), [](const KernelRecord& k) { return k.path == "aclnn"; });
  if (aclnn == record.kernels.end()) return {};
  // Generated code falls back exactly when the entry has an acl_op path (op-plugin's codegen).
  const bool generated_alone = aclnn->fallback == AclopFallback::kGenerated && !has_aclop;
  CannNeed need;
  if (package) {
    const char cell = package->index < aclnn->package_fallback.size() ? aclnn->package_fallback[package->index] : '-';
    const FunctionAt* at = functionWithoutFallback(*aclnn, *package);
    if (at) {
      need.kernels = at->aclnn;
      need.function = repositoryAt(*package, false) + " " + at->function;
    } else if (cell != '-' || !generated_alone) {
      return {};  // it falls back, or which function it is the data cannot tell
    }
  } else {
    // Only a function with no other path, or generated code without an acl_op path, fails.
    if (aclnn->fallback != AclopFallback::kNo && !generated_alone) return {};
    need.kernels = aclnn->aclnn;
    need.function = aclnn->function;
  }
  if (need.function.empty()) {  // generated: the yaml names the kernel; a package's own yaml is cited
    if (!aclnn->kernel_name.empty()) need.kernels.push_back(aclnn->kernel_name);
    need.function = package ? shippedSource(record, *package) : aclnn->source;
  }
  // An op_api function that calls no aclnn kernel itself (isin, composed of other ops) needs none of its own.
  if (need.kernels.empty()) return {};
  // The oldest CANN a package calling one of these kernels with no acl_op to fall back to was
  // released with: that CANN has it; whether an older one does, no cited data says. One of them,
  // not all: a function calls some kernels on some paths only (aclnnFusedInferAttentionScoreV5 on
  // Ascend950), so a CANN with one of them may serve the project's path; when in doubt, no claim.
  const PackageInfo* oldest = nullptr;
  for (const PackageInfo& other : releases_.packages) {
    const char cell = other.index < record.shipped.size() ? record.shipped[other.index] : '-';
    if ((cell != 'n' && cell != 'b') || !other.cann_version || (oldest && compareVersions(*other.cann_version, *oldest->cann_version) >= 0))
      continue;
    const FunctionAt* at = functionWithoutFallback(*aclnn, other);
    const bool generated_there = !at && aclnn->fallback == AclopFallback::kGenerated && cell == 'n' &&
                                 (other.index >= aclnn->package_fallback.size() || aclnn->package_fallback[other.index] == '-');
    const bool calls_one = at && std::any_of(need.kernels.begin(), need.kernels.end(), [&](const std::string& k) { return contains(at->aclnn, k); });
    if (calls_one || (generated_there && need.kernels == std::vector<std::string>{aclnn->kernel_name})) oldest = &other;
  }
  if (oldest) {
    need.since_package = oldest->version;
    need.since_cann = oldest->cann;
    need.since_cann_source = oldest->cann_source;
    if (!oldest->listed)  // the pairing is inferred: say from what
      need.since_cann_source += ", the row of the Ascend Extension release its tag " + oldest->tag +
                                " is taken to build (the table does not list torch_npu " + oldest->version + ")";
  }
  return need;
}

// `npu` when an op-plugin kernel or torch_npu's own registration covers `release`: for a package,
// what that package shipped; for a release, op-plugin's series annotations.
Verdict OpDb::kernelVerdict(const OpRecord& record, const std::string& release) const {
  Verdict verdict;
  if (const PackageInfo* package = releases_.package(release); package && !package->approximate) {
    const char cell = package->index < record.shipped.size() ? record.shipped[package->index] : '-';
    if (cell == '-') return verdict;
    verdict.support = Support::kNpu;
    verdict.kernel_path = cell == 'o' ? "aclop" : cell == 't' ? "torch_npu" : "aclnn";
    for (const auto& kernel : record.kernels)
      if (kernel.path == verdict.kernel_path && verdict.kernel_name.empty()) verdict.kernel_name = kernel.kernel_name;
    // The package's own commit; the line is where the op arrived in its release's packages.
    const PackageInfo& arrived = arrivalOf(record, *package);
    const bool own = cell == 't';
    verdict.provenance.push_back({repositoryAt(*package, own) + " " + (own ? kTorchNpuNativeFile : package->op_plugin_file),
                                  "shipped in torch_npu " + package->version + " (tag " + package->tag + ")" +
                                      (&arrived == package ? "" : ", since " + arrived.version) + "; arrived at " + shippedSource(record, *package)});
    if (cell == 'n' || cell == 'b') verdict.needs_cann = cannNeed(record, package, cell == 'b');
    return verdict;
  }
  // A release, or a package whose op-plugin commit the history lacked: the series annotations.
  const PackageInfo* approximate = releases_.package(release);
  const std::string& series = approximate ? approximate->series : release;
  if (approximate)
    verdict.caveats.push_back("approximate: the op-plugin commit torch_npu " + approximate->version + "'s tag " + approximate->tag +
                              " pins was missing from the history read, so op-plugin's annotations for " + series + " judge it");
  for (const char* path : {"aclnn", "aclop"})
    for (const auto& kernel : record.kernels) {
      if (kernel.path != path || !contains(kernel.releases, series)) continue;
      if (verdict.kernel_path.empty()) {
        verdict.support = Support::kNpu;
        verdict.kernel_path = path;
      }
      if (verdict.kernel_name.empty()) verdict.kernel_name = kernel.kernel_name;
      verdict.provenance.push_back({kernel.source, kernel.spec});
    }
  if (verdict.support != Support::kNpu && !record.torch_npu_native.empty()) {
    verdict.support = Support::kNpu;
    verdict.kernel_path = "torch_npu";
    verdict.provenance.push_back({record.torch_npu_native, "registered by torch_npu itself"});
    verdict.caveats.push_back(
        "from torch_npu's current npu_native_functions.yaml, which has no per-release history");
  }
  if (verdict.kernel_path == "aclnn") {
    const bool has_aclop = std::any_of(record.kernels.begin(), record.kernels.end(),
                                       [&](const KernelRecord& k) { return k.path == "aclop" && contains(k.releases, series); });
    verdict.needs_cann = cannNeed(record, nullptr, has_aclop);
  }
  return verdict;
}

Verdict OpDb::verdict(const std::string& op, const std::string& overload, const std::string& release,
                      bool known_to_libtorch, const std::vector<ArgumentValues>& arguments) const {
  return verdictAt(op, overload, release, known_to_libtorch, arguments, 0);
}

Verdict OpDb::verdictAt(const std::string& op, const std::string& overload, const std::string& release,
                        bool known_to_libtorch, const std::vector<ArgumentValues>& arguments, int depth) const {
  const std::string ns = namespaceOf(op);
  Verdict verdict;
  if (ns == "prim") {
    verdict.support = Support::kHost;
    verdict.provenance.push_back({"TorchScript IR", "prim:: nodes are graph structure (constants, control flow, "
                                                    "attributes, containers), not device ops"});
    return verdict;
  }
  const OpRecord* record = find(op, overload);
  if (const BackendNamespace* backend = backendNamespace(ns)) {
    verdict.support = Support::kCustom;
    verdict.backend = backend->backend;
    verdict.provenance.push_back({backend->source, "an op of " + backend->backend});
    verdict.caveats.push_back("the model was converted for " + backend->backend +
                              "; torch_npu has no kernels for this namespace");
    return verdict;
  }
  if (ns != "aten" && ns != "npu") {
    // An installed adapter's kernel (analysis settles whether it is installed: settleAdapter).
    const PackageInfo* package = releases_.package(release);
    if (auto adapted = equivalents_.adapterVerdict(op, package ? package->series : release)) return *adapted;
    verdict.support = Support::kCustom;
    verdict.provenance.push_back({"npu-lint", "namespace '" + ns + "' is neither ATen nor torch_npu's: "
                                              "the op needs an NPU kernel of its own"});
    return verdict;
  }
  if (record) {
    verdict = kernelVerdict(*record, release);
    if (record->deprecated)
      verdict.caveats.push_back("deprecated in torch_npu (" + record->deprecated->source + ")" +
                                (record->deprecated->detail.empty() ? "" : "; use " + record->deprecated->detail));
    for (const auto& caveat : record->caveats) verdict.caveats.push_back(caveat.detail + " (" + caveat.source + ")");
    if (verdict.support == Support::kNpu) return verdict;
    verdict.support = Support::kUnknown;
    if (const PackageInfo* package = releases_.package(release); package && !package->approximate) {
      const std::string arrivals = arrivalsOf(*record);
      verdict.provenance.push_back({repositoryAt(*package, false) + " " + package->op_plugin_file,
                                    "not shipped in torch_npu " + package->version + " (tag " + package->tag + ")" +
                                        (arrivals.empty() ? "" : "; NPU kernel per release " + arrivals)});
    } else if (!record->kernels.empty())
      verdict.provenance.push_back({record->kernels.front().source,
                                    "NPU kernel only in torch_npu " + releasesWithKernel(*record)});
    for (const auto& line : record->listed_without_kernel)
      verdict.provenance.push_back({line, "listed by op-plugin with no kernel path (neither acl_op nor op_api)"});
  }
  if (ns == "npu") {
    if (record) {
      verdict.support = Support::kCustom;
      verdict.provenance.push_back({"npu-lint", "a torch_npu op, but not in this torch_npu release"});
    } else {
      verdict.provenance.push_back({"npu-lint", "not in torch_npu's op lists"});
    }
    return verdict;
  }
  if (record && record->native) {
    const NativeRecord& native = *record->native;
    if (native.metadata_query) {
      verdict.support = Support::kHost;
      verdict.provenance.push_back({native.source, "tensor metadata query (device_guard: False, returns no tensor)"});
    } else if (native.kind == NativeKind::kCompositeImplicit) {
      verdict.support = Support::kComposite;
      verdict.provenance.push_back({native.source, "CompositeImplicitAutograd: decomposes into other ATen ops"});
      judgeDecomposition(*record, release, arguments, depth, verdict);
    } else if (native.kind == NativeKind::kCompositeExplicit) {
      verdict.support = Support::kComposite;
      verdict.provenance.push_back(
          {native.source, "CompositeExplicitAutograd: one kernel for every backend, written with other ATen ops"});
    } else if (native.kind == NativeKind::kDelegate) {
      const size_t dot = native.delegate.find('.');
      const std::string delegate_op = "aten::" + native.delegate.substr(0, dot);
      const std::string delegate_overload = dot == std::string::npos ? "" : native.delegate.substr(dot + 1);
      const OpRecord* target = find(delegate_op, delegate_overload);
      Verdict delegated = target ? kernelVerdict(*target, release) : Verdict{};
      verdict.provenance.push_back({native.source, "structured_delegate: " + native.delegate});
      if (delegated.support == Support::kNpu) {
        verdict.support = Support::kNpu;
        verdict.kernel_path = delegated.kernel_path;
        verdict.kernel_name = delegated.kernel_name;
        verdict.needs_cann = delegated.needs_cann;
        verdict.provenance.insert(verdict.provenance.end(), delegated.provenance.begin(), delegated.provenance.end());
      } else {
        verdict.support = Support::kFallback;
        verdict.provenance.push_back({"npu-lint", "no NPU kernel for " + native.delegate + " in this release"});
      }
    } else {
      verdict.support = Support::kFallback;
      verdict.provenance.push_back(
          {native.source, "device kernels only for " + join(native.dispatch) + "; none for NPU in this release"});
    }
    return verdict;
  }
  if (record && !record->native_1_13_only.empty()) {
    verdict.support = Support::kUnknown;
    verdict.provenance.push_back({record->native_1_13_only, "an ATen op of PyTorch 1.13 that PyTorch 2.x no longer lists"});
    return verdict;
  }
  if (known_to_libtorch) {
    verdict.support = Support::kHost;
    verdict.provenance.push_back(
        {"pytorch/native_functions.yaml", "not an ATen native function: a TorchScript builtin on host values"});
    return verdict;
  }
  verdict.support = Support::kUnknown;
  verdict.provenance.push_back({"npu-lint", "in no source: not in PyTorch's or torch_npu's op lists"});
  return verdict;
}

}  // namespace npu_lint
