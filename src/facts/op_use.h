// An op the model uses, and the verdict the op database gives it for one release.
#pragma once
#include <map>
#include <string>
#include <vector>

#include "core/strings.h"
#include "facts/kinds.h"
#include "facts/location.h"

namespace npu_lint {

// Where an op's verdict comes from: a source file and the entry that decided it.
struct Provenance {
  std::string source;  // e.g. "ascend/op-plugin/op_plugin_functions.yaml:1234"
  std::string detail;  // e.g. "op_api: [v2.1, newest]"
};

// An op a composite op runs as: one its decomposition reaches that has a kernel (or none).
struct OpLanding {
  std::string op;   // "aten::linalg_inv_ex", with ".overload" when it has one
  Support support = Support::kUnknown;
  std::string via;  // the chain from the composite op: "aten::linalg_solve -> aten::linalg_solve_ex -> ..."
};

// An op that runs only through aclnn kernels, with no acl_op fallback when the installed CANN
// lacks them: a CANN older than the kernels fails at run time.
struct CannNeed {
  std::vector<std::string> kernels;  // aclnnFoo; empty when op-plugin's source names none
  std::string function;              // where op-plugin implements it (file:line at a commit)
  // The oldest CANN a package shipping the op through aclnn was released with (that CANN has the
  // kernel), the package and the compatibility table's line; empty when no package shipped it so.
  std::string since_package, since_cann, since_cann_source;
  bool empty() const { return function.empty(); }  // no need: op-plugin falls back to acl_op
  // "aclnnMm"; with several, "aclnnAddmm and/or aclnnAddmmWeightNz, whichever its path calls": a
  // function may call any or all of its kernels, by the path its inputs take.
  std::string kernelsPhrase() const {
    if (kernels.empty()) return "its aclnn kernel";
    return kernels.size() == 1 ? kernels.front() : join(kernels, " and/or ") + ", whichever its path calls";
  }
};

struct Verdict {
  Support support = Support::kUnknown;
  std::string kernel_path;  // aclnn | aclop | torch_npu, for kNpu
  std::string kernel_name;  // CANN kernel (aclnnFoo) when known
  std::vector<Provenance> provenance;
  std::vector<std::string> caveats;
  std::string backend;  // for ops of PyTorch's own non-CUDA backends (quantized::, prepacked::, ...)
  // The package that registers an NPU kernel for this op ("torchvision_npu"): kAdapter, or kCustom
  // when the scan's project does not install it (opdb/equivalents.h).
  std::string adapter;
  // For a composite op whose decomposition was observed: the ops it runs as. `support` is then
  // the least supported of theirs (kComposite when every one runs natively).
  std::vector<OpLanding> runs_as;
  CannNeed needs_cann;  // for kNpu through aclnn only
};

// The values of an op's string, bool and None constant arguments at one call site, by argument
// name, as Python writes them ("reflect", "True", "None"): what selects a decomposition path.
using ArgumentValues = std::map<std::string, std::string>;

struct OpUse {
  std::string name;      // qualified, without overload: "aten::add"
  std::string overload;  // "Tensor", or "" for the default overload
  std::string schema;    // as LibTorch knows it; empty for ops it does not know
  size_t count = 0;
  bool unknown_to_libtorch = false;
  Verdict verdict;
  std::vector<std::string> modules;   // distinct submodule paths, in first-seen order
  std::vector<std::string> entry_points;  // distinct model methods that reach it ("forward", ...)
  std::vector<Location> locations;    // distinct locations, at most kMaxLocations
  size_t max_loop_depth = 0;
  // Distinct per call site, at most kMaxArgumentSets; empty when no site had such constants.
  std::vector<ArgumentValues> argument_values;
  bool argument_values_truncated = false;  // more distinct sets than kept
  static constexpr size_t kMaxLocations = 20;
  static constexpr size_t kMaxArgumentSets = 16;
};

inline std::string qualifiedName(const OpUse& op) {  // "aten::add.Tensor", or "aten::relu"
  return op.overload.empty() ? op.name : op.name + "." + op.overload;
}

// The argument values that may choose the op's decomposition: none when some were not kept.
inline std::vector<ArgumentValues> decidingArguments(const OpUse& op) {
  return op.argument_values_truncated ? std::vector<ArgumentValues>{} : op.argument_values;
}

}  // namespace npu_lint
