// npu-lint standalone stand-in for the PyTorch extension API (names only, loose types).
#pragma once
#include <cuda_runtime.h>
#if defined(__CUDACC__)
#include <cuda_bf16.h>  // as c10/util/BFloat16.h does when nvcc compiles
#include <cuda_fp16.h>  // as c10/util/Half.h does
#endif
#include "../npu_lint_any_api.h"
// Containers for the declarations below, so that they need no standard header.
template <class T> struct npu_lint_list {
  npu_lint_list() = default;
  npu_lint_list(std::initializer_list<T>) {}
  template <class... A> npu_lint_list(A&&...) {}
  T& operator[](size_t) const { return *static_cast<T*>(nullptr); }
  size_t size() const { return 0; }
  T* begin() const { return nullptr; }
  T* end() const { return nullptr; }
  template <class... A> void push_back(A&&...) {}
  template <class... A> void emplace_back(A&&...) {}
};
struct npu_lint_map {
  template <class K> npu_lint_any& operator[](K&&) { return value_; }
  npu_lint_any value_;
};
typedef long int64_t;
typedef int int32_t;
namespace c10 {
template <class T> struct optional {
  optional() = default;
  template <class U> optional(U&&) {}
  bool has_value() const { return false; }
  T& value() { return *static_cast<T*>(nullptr); }
  T& operator*() { return value(); }
  T* operator->() { return nullptr; }
  explicit operator bool() const { return false; }
};
struct nullopt_t {};
constexpr nullopt_t nullopt{};
enum class ScalarType { Byte, Char, Short, Int, Long, Half, Float, Double, Bool, BFloat16 };
// A class template in c10/core/ScalarType.h; its specialisations convert to the ScalarType.
template <class T> struct CppTypeToScalarType {
  constexpr operator ScalarType() const { return {}; }
};
enum class Layout { Strided, Sparse };
constexpr Layout kStrided = Layout::Strided, kSparse = Layout::Sparse;
enum class DeviceType { CPU, CUDA, PrivateUse1 };
struct Device {
  template <class... A> Device(A&&...) {}
  DeviceType type() const { return {}; }
  bool is_cuda() const { return true; }
  bool is_cpu() const { return false; }
  bool has_index() const { return false; }
  int index() const { return 0; }
  bool operator==(const Device&) const { return true; }
  bool operator!=(const Device&) const { return false; }
};
struct TensorOptions {
  template <class... A> TensorOptions dtype(A&&...) const { return *this; }
  template <class... A> TensorOptions device(A&&...) const { return *this; }
  template <class... A> TensorOptions requires_grad(A&&...) const { return *this; }
  template <class... A> TensorOptions layout(A&&...) const { return *this; }
};
template <class... A> TensorOptions dtype(A&&...) { return {}; }
template <class... A> TensorOptions device(A&&...) { return {}; }
struct Half {
  Half() = default;
  template <class T> __attribute__((host)) __attribute__((device)) Half(T) {}
  __attribute__((host)) __attribute__((device)) operator float() const { return 0; }
};
struct BFloat16 : Half { using Half::Half; };
template <class K, class V> struct Dict {
  template <class... A> void insert(A&&...) {}
  template <class... A> V at(A&&...) const { return {}; }
};
template <class T> struct ArrayRef {
  template <class... A> ArrayRef(A&&...) {}
  size_t size() const { return 0; }
  const T* begin() const { return nullptr; }
  const T* end() const { return nullptr; }
  T operator[](size_t) const { return {}; }
  npu_lint_list<T> vec() const { return {}; }
};
using IntArrayRef = ArrayRef<int64_t>;
using Dtype = ScalarType;
constexpr ScalarType kFloat = ScalarType::Float, kFloat32 = ScalarType::Float, kHalf = ScalarType::Half,
                     kFloat16 = ScalarType::Half, kDouble = ScalarType::Double, kInt = ScalarType::Int,
                     kInt32 = ScalarType::Int, kLong = ScalarType::Long, kInt64 = ScalarType::Long,
                     kBool = ScalarType::Bool, kByte = ScalarType::Byte, kBFloat16 = ScalarType::BFloat16,
                     kChar = ScalarType::Char, kInt8 = ScalarType::Char, kShort = ScalarType::Short,
                     kInt16 = ScalarType::Short;
}  // namespace c10
namespace at {
template <class T> struct DefaultPtrTraits {};
template <class T> struct RestrictPtrTraits {};
// Accessors index to anything: their element types are loose, as everywhere in these stand-ins.
template <class T, size_t N, template <class> class P = DefaultPtrTraits, class I = int64_t>
struct GenericPackedTensorAccessor {
  template <class J> __attribute__((host)) __attribute__((device)) npu_lint_any operator[](J) const { return {}; }
  __attribute__((host)) __attribute__((device)) I size(I) const { return 0; }
  __attribute__((host)) __attribute__((device)) I stride(I) const { return 0; }
  __attribute__((host)) __attribute__((device)) T* data() const { return nullptr; }
};
template <class T, size_t N, template <class> class P = DefaultPtrTraits>
using PackedTensorAccessor32 = GenericPackedTensorAccessor<T, N, P, int32_t>;
template <class T, size_t N, template <class> class P = DefaultPtrTraits>
using PackedTensorAccessor64 = GenericPackedTensorAccessor<T, N, P, int64_t>;
template <class T, size_t N, template <class> class P = DefaultPtrTraits, class I = int64_t>
using PackedTensorAccessor = GenericPackedTensorAccessor<T, N, P, I>;
template <class T, size_t N, template <class> class P = DefaultPtrTraits, class I = int64_t>
using TensorAccessor = GenericPackedTensorAccessor<T, N, P, I>;
struct Tensor {
  template <class T = void> T* data_ptr() const { return nullptr; }
  template <class T> T* data() const { return nullptr; }  // deprecated in PyTorch, still in old extensions
  template <class T = void> T* mutable_data_ptr() const { return nullptr; }
  template <class T = void> const T* const_data_ptr() const { return nullptr; }
  template <class T, size_t N> npu_lint_any accessor() const { return {}; }
  template <class T, size_t N, template <class> class P = DefaultPtrTraits, class I = int64_t>
  npu_lint_any packed_accessor() const { return {}; }
  template <class T, size_t N, template <class> class P = DefaultPtrTraits> npu_lint_any packed_accessor32() const { return {}; }
  template <class T, size_t N, template <class> class P = DefaultPtrTraits> npu_lint_any packed_accessor64() const { return {}; }
  template <class T> T item() const { return {}; }
  int64_t stride(int64_t) const { return 0; }
  c10::IntArrayRef sizes() const { return {}; }
  c10::IntArrayRef strides() const { return {}; }
  bool is_contiguous() const { return true; }
  bool defined() const { return true; }
  template <class... A> npu_lint_any index(A&&...) const { return {}; }
  template <class... A> Tensor view(A&&...) const { return *this; }
  int64_t size(int64_t) const { return 0; }
  int64_t numel() const { return 0; }
  int64_t dim() const { return 0; }
  c10::ScalarType scalar_type() const { return {}; }
  c10::ScalarType dtype() const { return {}; }  // a caffe2::TypeMeta in PyTorch, compared with dtypes
  c10::Device device() const { return {}; }
  c10::TensorOptions options() const { return {}; }
  bool is_cuda() const { return true; }
  Tensor contiguous() const { return *this; }
  template <class... A> Tensor cuda(A&&...) const { return *this; }
  template <class... A> Tensor to(A&&...) const { return *this; }
};
using namespace c10;
#define NPU_LINT_TENSOR_FACTORY(name)                                        \
  template <class... A> Tensor name(std::initializer_list<int64_t>, A&&...) { return {}; } \
  template <class... A> Tensor name(A&&...) { return {}; }
NPU_LINT_TENSOR_FACTORY(zeros) NPU_LINT_TENSOR_FACTORY(empty) NPU_LINT_TENSOR_FACTORY(ones)
NPU_LINT_TENSOR_FACTORY(zeros_like) NPU_LINT_TENSOR_FACTORY(empty_like) NPU_LINT_TENSOR_FACTORY(full)
inline int64_t numel(const Tensor&) { return 0; }
inline c10::optional<c10::Device> device_of(const Tensor&) { return {}; }
// ATen/AccumulateType.h: the type a kernel accumulates T in (loose here, as the other types).
template <class T, bool is_cuda> using acc_type = float;
constexpr c10::DeviceType kCUDA = c10::DeviceType::CUDA, kCPU = c10::DeviceType::CPU;
struct TensorArg {
  template <class... A> TensorArg(A&&...) {}
};
struct DeviceGuard {
  template <class... A> explicit DeviceGuard(A&&...) {}
};
NPU_LINT_ANY_FUNCTION(checkAllSameGPU); NPU_LINT_ANY_FUNCTION(checkAllSameType);
}  // namespace at
namespace at {
namespace indexing {
struct Slice { template <class... A> Slice(A&&...) {} };
constexpr int None = 0;
constexpr int Ellipsis = 0;
}  // namespace indexing
namespace cuda {
namespace detail {
template <class T, class I, int Dims> struct IndexToOffset {
  template <class... A> __attribute__((host)) __attribute__((device)) static I get(A&&...) { return 0; }
};
template <class T, class I> struct TensorInfo {
  template <class... A> TensorInfo(A&&...) {}
  T* data;
  int dims;
  I sizes[25], strides[25];
};
NPU_LINT_ANY_FUNCTION(getTensorInfo);
}  // namespace detail
NPU_LINT_ANY_FUNCTION(getCurrentCUDAStream);
NPU_LINT_ANY_FUNCTION(getCurrentDeviceProperties);
NPU_LINT_ANY_FUNCTION(getCurrentCUDABlasHandle);
}  // namespace cuda
namespace native {}
using TensorList = npu_lint_list<Tensor>;
}  // namespace at
namespace c10d {  // torch/csrc/distributed/c10d's process groups
struct ProcessGroup {};
struct Backend {};
struct Work {};
}  // namespace c10d
typedef struct _object PyObject;  // Python.h's, which pybind11 includes
namespace pybind11 {
struct handle {
  PyObject* ptr() const { return nullptr; }
  explicit operator bool() const { return false; }
  template <class T> T cast() const { return T(); }
  template <class T> operator T() const { return T(); }
  // Attributes, items and calls are Python objects again: `h.attr("x").cast<int>()` chains.
  template <class... A> handle attr(A&&...) const { return {}; }
  template <class... A> handle operator()(A&&...) const { return {}; }
  template <class K> handle operator[](K&&) const { return {}; }
  bool is_none() const { return true; }
  bool is(const handle&) const { return false; }
  handle inc_ref() const { return *this; }
  handle dec_ref() const { return *this; }
};
// Python object wrappers: each a handle by name, constructible from anything.
struct object : handle {
  object() = default;
  template <class... A> object(A&&...) {}
  PyObject* release() { return nullptr; }
};
#define NPU_LINT_PY_OBJECT(name) \
  struct name : object {         \
    using object::object;        \
    long size() const { return 0; } \
    npu_lint_any begin() const { return {}; } \
    npu_lint_any end() const { return {}; } \
  };
NPU_LINT_PY_OBJECT(none) NPU_LINT_PY_OBJECT(str) NPU_LINT_PY_OBJECT(bytes) NPU_LINT_PY_OBJECT(int_)
NPU_LINT_PY_OBJECT(float_) NPU_LINT_PY_OBJECT(bool_) NPU_LINT_PY_OBJECT(tuple) NPU_LINT_PY_OBJECT(list)
NPU_LINT_PY_OBJECT(dict) NPU_LINT_PY_OBJECT(sequence) NPU_LINT_PY_OBJECT(iterable) NPU_LINT_PY_OBJECT(function)
NPU_LINT_PY_OBJECT(capsule) NPU_LINT_PY_OBJECT(args) NPU_LINT_PY_OBJECT(kwargs) NPU_LINT_PY_OBJECT(type)
#undef NPU_LINT_PY_OBJECT
template <class T> T reinterpret_borrow(const handle&) { return T(); }
template <class T> T reinterpret_steal(const handle&) { return T(); }
template <class T> bool isinstance(const handle&) { return false; }
template <class T = object, class... A> T cast(A&&...) { return T(); }
NPU_LINT_ANY_FUNCTION(make_tuple);
NPU_LINT_ANY_FUNCTION(print);
NPU_LINT_ANY_FUNCTION(len);
NPU_LINT_ANY_FUNCTION(hasattr);
NPU_LINT_ANY_FUNCTION(getattr);
enum class return_value_policy { automatic, automatic_reference, take_ownership, copy, move, reference, reference_internal };
struct error_already_set { const char* what() const { return ""; } };
struct builtin_exception { template <class... A> builtin_exception(A&&...) {} };
struct value_error : builtin_exception { using builtin_exception::builtin_exception; };
struct type_error : builtin_exception { using builtin_exception::builtin_exception; };
struct index_error : builtin_exception { using builtin_exception::builtin_exception; };
struct key_error : builtin_exception { using builtin_exception::builtin_exception; };
struct stop_iteration : builtin_exception { using builtin_exception::builtin_exception; };
// Custom type casters specialise detail::type_caster and declare their value with this macro.
namespace detail {
template <class T, class SFINAE = void> struct type_caster {};
NPU_LINT_ANY_FUNCTION(const_name);
}  // namespace detail
#define PYBIND11_TYPE_CASTER(type, py_name) \
 protected:                                 \
  type value;                               \
                                            \
 public:                                    \
  operator type*() { return &value; }       \
  operator type&() { return value; }
struct module_ : object {
  template <class... A> module_& def(A&&...) { return *this; }
  template <class... A> module_ def_submodule(A&&...) { return {}; }
  template <class... A> static module_ import(A&&...) { return {}; }
};
using module = module_;
struct arg {
  arg(const char*) {}
  template <class T> arg& operator=(T&&) { return *this; }
};
namespace literals {  // "x"_a: a keyword argument
inline arg operator""_a(const char* name, unsigned long) { return arg(name); }
}  // namespace literals
template <class... T> struct call_guard {};
struct gil_scoped_release {};
struct gil_scoped_acquire {};
template <class... T> struct class_ {
  template <class... A> class_(A&&...) {}
  template <class... A> class_& def(A&&...) { return *this; }
  template <class... A> class_& def_readwrite(A&&...) { return *this; }
  template <class... A> class_& def_readonly(A&&...) { return *this; }
  template <class... A> class_& def_static(A&&...) { return *this; }
};
template <class... T> struct init {};
template <class T> struct enum_ {
  template <class... A> enum_(A&&...) {}
  template <class... A> enum_& value(A&&...) { return *this; }
  enum_& export_values() { return *this; }
};
template <class T, int Flags = 0> struct array_t {
  template <int N = 0> npu_lint_any mutable_unchecked() { return {}; }
  template <int N = 0> npu_lint_any unchecked() const { return {}; }
  template <class... A> array_t(A&&...) {}
  template <class... A> T* mutable_data(A&&...) { return nullptr; }
  template <class... A> const T* data(A&&...) const { return nullptr; }
  template <class... A> npu_lint_any request(A&&...) const { return {}; }
  long size() const { return 0; }
  template <class... A> long shape(A&&...) const { return 0; }
};
}  // namespace pybind11
namespace py = pybind11;
namespace torch {
using at::Tensor;
using c10::Dtype;
using c10::Dict;
using c10::optional;
using c10::nullopt;
using namespace at;
struct Library { template <class... A> Library& def(A&&...) { return *this; } template <class... A> Library& impl(A&&...) { return *this; } };
struct CustomClassHolder {};  // the base of classes registered with torch::class_
namespace autograd {
using variable_list = npu_lint_list<at::Tensor>;
struct AutogradContext {
  template <class... A> void save_for_backward(A&&...) {}
  variable_list get_saved_variables() const { return {}; }
  template <class... A> void mark_non_differentiable(A&&...) {}
  template <class... A> void mark_dirty(A&&...) {}
  npu_lint_map saved_data;
};
// The base of custom autograd functions: apply() forwards to the subclass's forward().
template <class T> struct Function {
  template <class... A> static npu_lint_any apply(A&&...) { return {}; }
};
}  // namespace autograd
struct AutoGradMode {
  explicit AutoGradMode(bool) {}
};
using autograd::AutogradContext;
using autograd::variable_list;
using autograd::Function;
namespace indexing = at::indexing;
}  // namespace torch
#define AT_DISPATCH_CASE_NPU_LINT(...) [&] { using scalar_t = float; return __VA_ARGS__(); }()
#define AT_DISPATCH_FLOATING_TYPES(TYPE, NAME, ...) AT_DISPATCH_CASE_NPU_LINT(__VA_ARGS__)
#define AT_DISPATCH_FLOATING_TYPES_AND_HALF(TYPE, NAME, ...) AT_DISPATCH_CASE_NPU_LINT(__VA_ARGS__)
#define AT_DISPATCH_FLOATING_TYPES_AND2(A, B, TYPE, NAME, ...) AT_DISPATCH_CASE_NPU_LINT(__VA_ARGS__)
#define AT_DISPATCH_ALL_TYPES(TYPE, NAME, ...) AT_DISPATCH_CASE_NPU_LINT(__VA_ARGS__)
#define AT_DISPATCH_INTEGRAL_TYPES(TYPE, NAME, ...) AT_DISPATCH_CASE_NPU_LINT(__VA_ARGS__)
#define AT_DISPATCH_FLOATING_AND_COMPLEX_TYPES(TYPE, NAME, ...) AT_DISPATCH_CASE_NPU_LINT(__VA_ARGS__)
#define C10_CUDA_KERNEL_LAUNCH_CHECK() ((void)0)
// Statements, as PyTorch's own are: code may or may not end them with ';'.
#define TORCH_CHECK(cond, ...) if (!(cond)) {}
#define TORCH_INTERNAL_ASSERT(cond, ...) if (!(cond)) {}
#define TORCH_CHECK_VALUE(cond, ...) if (!(cond)) {}
#define TORCH_CHECK_INDEX(cond, ...) if (!(cond)) {}
#define TORCH_CHECK_TYPE(cond, ...) if (!(cond)) {}
#define TORCH_WARN(...) if (false) {}
#define AT_ASSERT(cond, ...) if (!(cond)) {}
#define AT_ASSERTM(cond, ...) if (!(cond)) {}
#define AT_ERROR(...) throw 0
#define TORCH_LIBRARY(ns, m) void npu_lint_torch_library_##ns(torch::Library& m)
#define TORCH_LIBRARY_FRAGMENT(ns, m) void npu_lint_torch_library_fragment_##ns(torch::Library& m)
#define TORCH_LIBRARY_IMPL(ns, key, m) void npu_lint_torch_library_impl_##ns##_##key(torch::Library& m)
#define PYBIND11_MODULE(name, m) void npu_lint_pybind11_module(torch::Library& m)
#define TORCH_EXTENSION_NAME npu_lint_extension
