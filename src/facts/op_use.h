// An op the model uses, and the verdict the op database gives it for one release.
#pragma once
#include <string>
#include <vector>

#include "facts/kinds.h"
#include "facts/location.h"

namespace npu_lint {

// Where an op's verdict comes from: a source file and the entry that decided it.
struct Provenance {
  std::string source;  // e.g. "ascend/op-plugin/op_plugin_functions.yaml:1234"
  std::string detail;  // e.g. "op_api: [v2.1, newest]"
};

struct Verdict {
  Support support = Support::kUnknown;
  std::string kernel_path;  // aclnn | aclop | torch_npu, for kNpu
  std::string kernel_name;  // CANN kernel (aclnnFoo) when known
  std::vector<Provenance> provenance;
  std::vector<std::string> caveats;
  std::string backend;  // for ops of PyTorch's own non-CUDA backends (quantized::, prepacked::, ...)
};

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
  static constexpr size_t kMaxLocations = 20;
};

}  // namespace npu_lint
