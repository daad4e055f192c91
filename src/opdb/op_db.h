// npu-lint's NPU support database (op_db/ops.jsonl, generated from torch_npu's and PyTorch's
// own operator lists by op_db/generate.py) and the verdict it gives an op for a release.
#pragma once
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "facts/target.h"
#include "opdb/compatibility.h"
#include "opdb/decompositions.h"
#include "opdb/equivalents.h"
#include "opdb/op_costs.h"
#include "opdb/python_apis.h"
#include "opdb/releases.h"

namespace npu_lint {

struct KernelRecord {
  std::string path;         // aclnn | aclop
  std::string kernel_name;  // aclnnFoo, when op-plugin names it
  std::string source;       // file:line
  std::string spec;         // the release spec as written, e.g. "official: op_api: [v2.1, newest]"
  std::vector<std::string> releases;
};

// How PyTorch's native_functions.yaml implements an op (op_db/generate.py's "kind").
enum class NativeKind { kCompositeImplicit, kCompositeExplicit, kDelegate, kBackend };

struct NativeRecord {
  NativeKind kind = NativeKind::kBackend;
  std::string delegate;
  std::string source;
  std::vector<std::string> dispatch;
  bool metadata_query = false;
  bool data_dependent_output = false;
  bool dynamic_output_shape = false;  // PyTorch's tag: the output's shape depends on input values
};

struct OpRecord {
  std::string op, overload, schema;
  std::vector<KernelRecord> kernels;
  std::vector<std::string> listed_without_kernel;  // op-plugin entries with neither acl_op nor op_api
  std::string torch_npu_native;                    // npu_native_functions.yaml line, if listed there
  std::optional<NativeRecord> native;              // PyTorch 2.x native_functions.yaml
  std::string native_1_13_only;                    // line in PyTorch 1.13's list, for ops gone from 2.x
  std::optional<Provenance> deprecated;            // detail = the replacement
  std::vector<Provenance> caveats;                 // detail = the caveat text
  // One cell per published package (Releases::packages): what that package shipped for the op:
  // 'n' aclnn, 'o' aclop, 'b' both, 't' torch_npu's own kernel, '-' nothing (a CPU fallback).
  std::string shipped;
  std::map<std::string, std::string> arrivals;  // package version -> file:line where the op arrives there
};

// A namespace of PyTorch's own non-CUDA backends (op_db/backend_namespaces.toml).
struct BackendNamespace {
  std::string name, backend, source;
  bool quantized = false;
};

class OpDb {
 public:
  // Reads <dir>/releases.json now and <dir>/ops.jsonl on first use (runs without models never
  // pay for it); errors name file:line.
  static OpDb load(const std::string& dir);
  // Reads ops.jsonl now, so that its errors surface here and not inside a worker thread.
  void ensureLoaded() const { table(); }

  const Releases& releases() const { return releases_; }
  // torch_npu's per-API support pages; read on first use.
  const PythonApis& pythonApis() const { return python_apis_; }
  // torch_npu's compatibility page: packages with their PyTorch / CANN, Python per PyTorch.
  const CompatibilityTable& compatibility() const { return compatibility_; }
  const BackendNamespace* backendNamespace(const std::string& ns) const;
  // Known NPU implementations of ops outside ATen (op_db/equivalents.toml).
  const Equivalents& equivalents() const { return equivalents_; }
  // FLOPs, bytes and GEMM dims per op, and the Cube alignment per dtype (op_db/op_costs.toml).
  const OpCosts& costs() const { return costs_; }
  const OpRecord* find(const std::string& op, const std::string& overload) const;
  // Every overload of `op` ("aten::add"), sorted by overload.
  std::vector<const OpRecord*> overloadsOf(const std::string& op) const;
  // Ops whose name contains `text`, sorted.
  std::vector<std::string> opsMatching(const std::string& text) const;

  // `release`: a release ("2.12"), judged by op-plugin's series annotations, or a published
  // package ("2.12.0", "2.1.0.post4"), judged by what that package shipped (Releases::packageFor).
  // `known_to_libtorch`: LibTorch 1.13 had a schema for it (TorchScript builtins are host ops).
  // A composite op is judged by what it runs as; `arguments` (its constant arguments per call
  // site; empty when unknown) choose among argument-dependent decompositions.
  Verdict verdict(const std::string& op, const std::string& overload, const std::string& release,
                  bool known_to_libtorch, const std::vector<ArgumentValues>& arguments = {}) const;
  // What CompositeImplicitAutograd ops run as (op_db/decompositions.jsonl); read with ops.jsonl.
  const Decompositions& decompositions() const { return table().decompositions; }

  // Per release, the package where the op's NPU kernel arrives, from what each package shipped:
  // "2.1: from 2.1.0.post8; 2.3: from 2.3.1.post2; ..." ("" when no package shipped it).
  std::string arrivalsOf(const OpRecord& record) const;
  // Where the op arrived in the run of packages `package` belongs to (same release, each
  // shipping it): "Ascend/op-plugin@070332e65baf op_plugin/config/op_plugin_functions.yaml:6313".
  std::string shippedSource(const OpRecord& record, const PackageInfo& package) const;

 private:
  Verdict verdictAt(const std::string& op, const std::string& overload, const std::string& release,
                    bool known_to_libtorch, const std::vector<ArgumentValues>& arguments, int depth) const;
  // Replaces a composite op's verdict by the least supported op its observed decomposition reaches.
  void judgeDecomposition(const OpRecord& record, const std::string& release,
                          const std::vector<ArgumentValues>& arguments, int depth, Verdict& verdict) const;
  Verdict kernelVerdict(const OpRecord& record, const std::string& release) const;
  std::string releasesWithKernel(const OpRecord& record) const;
  // The first package of the run of packages `package` belongs to (same release, each shipping the op).
  const PackageInfo& arrivalOf(const OpRecord& record, const PackageInfo& package) const;

  struct Table {
    std::unordered_map<std::string, OpRecord> records;  // key "op.overload"
    std::unordered_map<std::string, std::vector<std::string>> overloads;
    Decompositions decompositions;
  };
  const Table& table() const;
  std::vector<BackendNamespace> backends_;
  Equivalents equivalents_;
  OpCosts costs_;

  std::string ops_path_, decompositions_path_;
  PythonApis python_apis_;
  CompatibilityTable compatibility_;
  Releases releases_;
  std::shared_ptr<std::once_flag> loaded_ = std::make_shared<std::once_flag>();
  std::shared_ptr<Table> table_ = std::make_shared<Table>();
};

}  // namespace npu_lint
