// The analysis result every emitter renders: targets with their ops, verdicts and findings.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "frontends/cuda/source_facts.h"

namespace npu_lint {

enum class Status { kOk, kPartial, kError };
const char* statusName(Status status);

enum class Severity { kInfo, kWarning, kError };
const char* severityName(Severity severity);

struct Location {
  std::string file;  // as the user can open it: a source path, or "<archive>/code/..." inside a model
  int line = 0;      // 1-based; 0 when unknown
  int column = 0;    // 1-based; 0 when unknown
  std::string function;
  std::string module;  // submodule path inside a model, e.g. "layer1.0.conv1"
};

// Where an op's verdict comes from: a source file and the entry that decided it.
struct Provenance {
  std::string source;  // e.g. "ascend/op-plugin/op_plugin_functions.yaml:1234"
  std::string detail;  // e.g. "op_api: [v2.1, newest]"
};

struct Verdict {
  std::string support = "unknown";  // npu | composite | host | fallback | custom | unknown
  std::string kernel_path;          // aclnn | aclop | torch_npu, for `npu`
  std::string kernel_name;          // CANN kernel (aclnnFoo) when known
  std::vector<Provenance> provenance;
  std::vector<std::string> caveats;
};

struct OpUse {
  std::string name;      // qualified, without overload: "aten::add"
  std::string overload;  // "Tensor", or "" for the default overload
  std::string schema;    // as LibTorch knows it; empty for ops it does not know
  size_t count = 0;
  bool unknown_to_libtorch = false;
  Verdict verdict;
  std::vector<std::string> modules;   // distinct submodule paths, in first-seen order
  std::vector<Location> locations;    // distinct locations, at most kMaxLocations
  size_t max_loop_depth = 0;
  static constexpr size_t kMaxLocations = 20;
};

struct Finding {
  std::string rule;
  std::string category;
  Severity severity = Severity::kWarning;
  std::string message;
  std::string op;
  Location location;
  std::string suggestion;
  std::string suggestion_before, suggestion_after;  // a short code example of the rewrite
  std::vector<std::string> suggestion_ops;
  // Identity across runs and line shifts (see rules/fingerprint.h); baselines and SARIF use it.
  std::string fingerprint;
};

// A fact a graph analysis of the model frontend found (see graph_facts.h), for the rules.
struct GraphFact {
  std::string fact;  // data_dependent_control_flow | boolean_mask_index | float64 | int64_arithmetic | static_bound
  std::string op;    // "prim::If", "aten::index.Tensor", ...
  std::string cause, via, argument;
  long value = 0;
  int loop_depth = 0;
  Location location;
};

struct Target {
  std::string path;  // as given on the command line (or found below a given folder)
  std::string kind;  // torchscript | cuda-source | cpp-source
  Status status = Status::kOk;
  std::vector<std::string> problems;  // one line each; non-empty unless status is ok
  std::string root_class;
  std::vector<std::string> methods;
  std::vector<OpUse> ops;
  std::vector<GraphFact> facts;        // models
  cuda::FileFacts source;              // C++/CUDA sources
  std::vector<Finding> findings;
};

// Native coverage of every scanned model's ops, judged against one torch_npu release.
struct ReleaseCoverage {
  std::string release;
  bool published = false;
  size_t native_distinct = 0, device_distinct = 0, native_instances = 0, device_instances = 0;
};

// One unit of porting work in the scoping estimate; days come from rules/effort.toml.
struct EffortItem {
  std::string kind;   // kernel | custom-op | finding
  std::string name;   // kernel, op or rule id
  std::string level;  // low | medium | high for kernels; the rule id's category otherwise
  std::string target;
  Location location;
  size_t count = 1;  // findings of one rule in one target are one item
  double low_days = 0, high_days = 0;
};

struct EffortEstimate {
  std::vector<EffortItem> items;
  double low_days = 0, high_days = 0;
  std::vector<std::string> assumptions;
};

// A finding recorded in a baseline file.
struct BaselineEntry {
  std::string fingerprint, rule, path, op, message;
  int line = 0;
};

struct BaselineResult {
  std::string file;                 // empty: no baseline given
  size_t matched = 0;               // findings the baseline already knew, dropped from the report
  std::vector<BaselineEntry> gone;  // baseline entries no finding matched any more
};

struct Report {
  std::string torch_npu_release;
  std::vector<Target> targets;
  std::vector<ReleaseCoverage> coverage_by_release;  // oldest release first; empty without models
  EffortEstimate effort;
  BaselineResult baseline;
};

}  // namespace npu_lint
