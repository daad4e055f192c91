// The closed vocabularies of the fact model. Code compares these enums; their names exist only
// at the boundaries (JSON, text, the helpers' replies), through the functions below.
#pragma once
#include <optional>
#include <string_view>

namespace npu_lint {

// What an input is; each frontend (src/frontends/registry.cpp) produces one or more kinds.
enum class InputKind { kTorchScript, kCudaSource, kCppSource, kPythonSource, kProjectFile, kUnknown };

// How completely an input was analysed.
enum class Status { kOk, kPartial, kError };

enum class Severity { kInfo, kWarning, kError };

// An op's NPU support verdict for one torch_npu release (docs/reports.md, "Verdicts"). kAdapter: an op
// outside ATen that an installed adapter package registers an NPU kernel for (torchvision_npu).
enum class Support { kNpu, kComposite, kHost, kFallback, kCustom, kUnknown, kAdapter };

// Which accelerator's SDK a C++ source is written for. Code for another backend cannot parse
// without that SDK and is not CUDA code to migrate; kNpu files are existing Ascend ports. kJax:
// another framework's bindings (JAX custom calls through XLA's FFI), which no torch_npu runs.
enum class Backend { kCuda, kNpu, kParrots, kMlu, kMusa, kMps, kHip, kSycl, kJax };

// What a read-only graph analysis of a model found (frontends/model/helper/graph_facts.h).
enum class GraphFactKind { kDataDependentControlFlow, kBooleanMaskIndex, kFloat64, kInt64Arithmetic, kStaticBound };
// What a data-dependent branch or loop depends on (kNone for the other kinds of graph fact).
enum class GraphFactCause { kNone, kTensorValue, kTensorSize };

const char* nameOf(InputKind kind);  // torchscript | cuda-source | cpp-source | python-source | project-file | unknown
const char* nameOf(Status status);   // ok | partial | error
const char* nameOf(Severity severity);  // info | warning | error
const char* nameOf(Support support);    // npu | composite | host | fallback | custom | unknown | adapter
const char* nameOf(GraphFactKind kind);  // data_dependent_control_flow | boolean_mask_index | ...
const char* nameOf(GraphFactCause cause);  // "" | tensor_value | tensor_size
const char* nameOf(Backend backend);     // cuda | npu | parrots | mlu | musa | mps | hip | sycl | jax

// The inverse of nameOf; nullopt for a name that is not one of the values.
template <class Enum>
std::optional<Enum> parseName(std::string_view name);

// What a kind's facts are, for the layers that present them (a new kind answers both).
// An op inventory judged per release: native coverage and the op table apply (models).
inline bool hasOpInventory(InputKind kind) { return kind == InputKind::kTorchScript; }
// Source code: a finding's location is a line of the input itself (C++/CUDA files).
// Text files whose findings are located at their own lines.
inline bool isSourceCode(InputKind kind) {
  return kind == InputKind::kCudaSource || kind == InputKind::kCppSource || kind == InputKind::kPythonSource;
}
// Whether a finding's line is a line of the input itself (sources, requirements, Dockerfiles), not
// one a model's debug information records on its author's machine.
inline bool locatesInInput(InputKind kind) { return isSourceCode(kind) || kind == InputKind::kProjectFile; }
inline bool isCppSource(InputKind kind) { return kind == InputKind::kCudaSource || kind == InputKind::kCppSource; }

// How Python code uses a name: imports it, reads it, or calls it.
enum class PyUse { kImport, kReference, kCall };
// Where a Python string literal is used.
enum class PyContext { kArgument, kComparison, kAssignment, kOther, kDictKey };
// What a project states a version of that pip does not install; kChip: the product a CANN image
// tag names (`910b`, `a3`), the "version" being the chip's name.
enum class EnvTool { kCann, kPython, kChip };
// How hard a kernel is to port (rules/kernel_effort.h); rules/scoping/effort.toml prices each.
enum class EffortLevel { kLow, kMedium, kHigh };
// What a work item of the effort estimate is.
enum class EffortKind { kKernel, kTritonKernel, kCustomOp, kFinding };
// Whether an automatic fix keeps the code's behaviour on the NPU (kSafe) or may change its
// results (kUnsafe: applied only with --unsafe-fixes).
enum class FixApplicability { kSafe, kUnsafe };
// What `npu-lint fix` writes: code that runs on CUDA and on the NPU, choosing at run time
// (kPortable, the default), or code for the NPU only (kNpu).
enum class FixTarget { kPortable, kNpu };
const char* nameOf(PyUse use);          // import | reference | call
const char* nameOf(PyContext context);  // argument | comparison | assignment | other | dict-key
const char* nameOf(EnvTool tool);       // cann | python | chip
const char* nameOf(EffortLevel level);  // low | medium | high
const char* nameOf(EffortKind kind);    // kernel | triton-kernel | custom-op | finding
const char* nameOf(FixApplicability applicability);  // safe | unsafe
const char* nameOf(FixTarget target);                 // portable | npu

// Runs on the NPU without a CPU fallback: an NPU kernel (torch_npu's or an installed adapter's),
// or a decomposition into other ops.
inline bool runsNatively(Support support) {
  return support == Support::kNpu || support == Support::kComposite || support == Support::kAdapter;
}
// A device op with no NPU kernel: it falls back to the CPU, needs a kernel of its own, or is unknown.
inline bool lacksNpuKernel(Support support) { return !runsNatively(support) && support != Support::kHost; }

}  // namespace npu_lint
