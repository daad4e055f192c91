// Facts the C++/CUDA source frontend reports for one file: its lexical pass and its Clang
// helper (npu-lint-cuda), merged.
#pragma once
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "facts/kinds.h"
#include "facts/location.h"

namespace npu_lint::cuda {

struct KernelFact {
  std::string name;
  SourcePos pos;
  bool is_template = false;
  unsigned lines = 0;
  std::vector<std::string> traits;  // shared_memory, atomics, warp_intrinsics, syncthreads, cooperative_groups, inline_ptx, textures
  bool from_ast = false;            // confirmed by Clang's AST (CUDAGlobalAttr), not only by the lexical pass
  bool in_excluded_region = false;  // inside an #if branch the preprocessor skipped
};

struct LaunchFact {
  std::string kernel;
  SourcePos pos;        // the kernel name's first token, where the launch is written
  std::string function;  // enclosing function
  bool from_ast = false;
  bool in_excluded_region = false;
};

struct CallFact {
  std::string name;  // the API or macro name as written: cudaMalloc, cublasSgemm, AT_DISPATCH_FLOATING_TYPES
  SourcePos pos;
  bool in_excluded_region = false;
};

// An op registration: TORCH_LIBRARY m.def (dispatch_key ""), TORCH_LIBRARY_IMPL m.impl
// (dispatch_key "CUDA", "PrivateUse1", ...) or PYBIND11_MODULE m.def (dispatch_key "python").
struct Registration {
  std::string op;  // "ns::name"; for pybind, the Python name
  std::string dispatch_key;
  std::string function;  // the C++ function bound, when written
  std::string schema;    // m.def's schema string
  SourcePos pos;
};

// mmcv's device registry (its pytorch_device_registry.hpp), the way mmcv and code copied from it
// bind an op's implementation per device: REGISTER_DEVICE_IMPL(nms_impl, CUDA, nms_cuda), and
// REGISTER_NPU_IMPL(nms_impl, nms_npu) for Ascend.
struct DeviceImplFact {
  std::string impl;      // "nms_impl"
  std::string device;    // "CUDA", "MLU", ...; "NPU" for REGISTER_NPU_IMPL
  std::string function;  // "nms_cuda"
  SourcePos pos;
};

struct FileFacts {
  // Another backend's file (its includes or folders name that SDK, and it holds no CUDA code):
  // classified, not parsed as CUDA.
  Backend backend = Backend::kCuda;
  bool parsed_cleanly = true;
  std::string first_error;  // "line:col: message"
  std::vector<KernelFact> kernels;
  std::vector<LaunchFact> launches;
  std::vector<CallFact> calls;
  std::vector<Suppression> suppressions;
  std::vector<Registration> registrations;
  std::vector<DeviceImplFact> device_impls;
  std::vector<SourcePos> npu_port_uses;  // EXEC_NPU_CMD, OpCommand, c10_npu:: — an NPU port in this file
  // Standalone parsing: includes found nowhere (read as empty), and the project folders npu-lint
  // searched for includes as a person would pass -I (see HeaderIndex).
  std::vector<std::string> missing_includes;
  std::vector<std::string> guessed_include_dirs;
  // Includes that resolve outside the scanned paths (a "../" climb, an absolute path, a link
  // leading out): not read, read as empty.
  std::vector<std::string> outside_includes;
  // The project headers Clang read for this file, directly or not, as real paths: the kernels
  // they define are this translation unit's too.
  std::vector<std::string> included_headers;
  // Function -> names it calls (base names, as written): a lexical call graph, so an op's
  // bound function can be followed to the kernels it reaches.
  std::map<std::string, std::set<std::string>> callees;
};

// A header under PyTorch's own folders (torch/, ATen/, c10/, caffe2/, THC/, pybind11/): standalone
// parsing reads every one of them as npu-lint's stand-in for the extension API.
bool isPyTorchHeader(std::string_view include);

struct SkippedRange {
  unsigned first_line = 0, last_line = 0;
};

// The Clang helper's reply for one file: what the AST confirms, the #if-excluded ranges and the
// first real parse error.
struct ClangFacts {
  bool ran = false;   // false when Clang could not run at all; `error` says why
  std::string error;
  bool parsed_cleanly = true;
  std::string first_error;  // "line:col: message"
  std::vector<KernelFact> kernels;
  std::vector<LaunchFact> launches;
  std::vector<SkippedRange> skipped;
  // Project headers it read (quoted, non-system includes): a cached result is valid only while
  // they are unchanged.
  std::vector<std::string> user_includes;
  // Includes found nowhere, as written ("common/helper.hpp"), in the order met: read as empty.
  std::vector<std::string> missing_includes;
  // Folders of the scanned tree that held an include not found otherwise, used as -I.
  std::vector<std::string> guessed_include_dirs;
  // Includes, as written, that resolve outside what the helper may read: read as empty.
  std::vector<std::string> outside_includes;
};

}  // namespace npu_lint::cuda
