#include "facts/kinds.h"

#include "core/enum_names.h"

namespace npu_lint {
namespace {

// One table per enum, in declaration order: the only place its names are spelled.
template <class Enum>
struct Names;
template <>
struct Names<InputKind> {
  static constexpr const char* kAll[] = {"torchscript", "cuda-source", "cpp-source", "python-source", "project-file", "unknown"};
};
template <>
struct Names<PyUse> {
  static constexpr const char* kAll[] = {"import", "reference", "call"};
};
template <>
struct Names<PyContext> {
  static constexpr const char* kAll[] = {"argument", "comparison", "assignment", "other", "dict-key"};
};
template <>
struct Names<EnvTool> {
  static constexpr const char* kAll[] = {"cann", "python", "chip"};
};
template <>
struct Names<EffortLevel> {
  static constexpr const char* kAll[] = {"low", "medium", "high"};
};
template <>
struct Names<EffortKind> {
  static constexpr const char* kAll[] = {"kernel", "triton-kernel", "custom-op", "finding"};
};
template <>
struct Names<FixApplicability> {
  static constexpr const char* kAll[] = {"safe", "unsafe"};
};
template <>
struct Names<FixTarget> {
  static constexpr const char* kAll[] = {"portable", "npu"};
};
template <>
struct Names<Status> {
  static constexpr const char* kAll[] = {"ok", "partial", "error"};
};
template <>
struct Names<Severity> {
  static constexpr const char* kAll[] = {"info", "warning", "error"};
};
template <>
struct Names<Support> {
  static constexpr const char* kAll[] = {"npu", "composite", "host", "fallback", "custom", "unknown", "adapter"};
};
template <>
struct Names<GraphFactKind> {
  static constexpr const char* kAll[] = {"data_dependent_control_flow", "boolean_mask_index", "float64",
                                         "int64_arithmetic", "static_bound"};
};

template <>
struct Names<GraphFactCause> {
  static constexpr const char* kAll[] = {"", "tensor_value", "tensor_size"};
};

template <>
struct Names<Backend> {
  static constexpr const char* kAll[] = {"cuda", "npu", "parrots", "mlu", "musa", "mps", "hip", "sycl", "jax"};
};

template <class Enum>
const char* name(Enum value) {
  return enumName(Names<Enum>::kAll, value);
}

}  // namespace

const char* nameOf(InputKind kind) { return name(kind); }
const char* nameOf(Status status) { return name(status); }
const char* nameOf(Severity severity) { return name(severity); }
const char* nameOf(Support support) { return name(support); }
const char* nameOf(GraphFactKind kind) { return name(kind); }
const char* nameOf(GraphFactCause cause) { return name(cause); }
const char* nameOf(Backend backend) { return name(backend); }
const char* nameOf(PyUse use) { return name(use); }
const char* nameOf(PyContext context) { return name(context); }
const char* nameOf(EnvTool tool) { return name(tool); }
const char* nameOf(EffortLevel level) { return name(level); }
const char* nameOf(EffortKind kind) { return name(kind); }
const char* nameOf(FixApplicability applicability) { return name(applicability); }
const char* nameOf(FixTarget target) { return name(target); }

template <class Enum>
std::optional<Enum> parseName(std::string_view text) {
  return enumFromName<Enum>(Names<Enum>::kAll, text);
}

template std::optional<InputKind> parseName<InputKind>(std::string_view);
template std::optional<Status> parseName<Status>(std::string_view);
template std::optional<Severity> parseName<Severity>(std::string_view);
template std::optional<Support> parseName<Support>(std::string_view);
template std::optional<GraphFactKind> parseName<GraphFactKind>(std::string_view);
template std::optional<GraphFactCause> parseName<GraphFactCause>(std::string_view);
template std::optional<Backend> parseName<Backend>(std::string_view);
template std::optional<PyUse> parseName<PyUse>(std::string_view);
template std::optional<PyContext> parseName<PyContext>(std::string_view);
template std::optional<EnvTool> parseName<EnvTool>(std::string_view);
template std::optional<EffortLevel> parseName<EffortLevel>(std::string_view);
template std::optional<FixApplicability> parseName<FixApplicability>(std::string_view);
template std::optional<FixTarget> parseName<FixTarget>(std::string_view);

}  // namespace npu_lint
