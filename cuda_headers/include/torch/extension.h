// npu-lint standalone stand-in for the PyTorch extension API (names only, loose types).
#pragma once
#include <cuda_runtime.h>
#include "../npu_lint_any_api.h"
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
enum class ScalarType { Float, Double, Half, BFloat16, Int, Long };
struct Device {};
struct TensorOptions { template <class... A> TensorOptions dtype(A&&...) const { return *this; } };
}  // namespace c10
namespace at {
struct Tensor {
  template <class T = void> T* data_ptr() const { return nullptr; }
  int64_t size(int64_t) const { return 0; }
  int64_t numel() const { return 0; }
  int64_t dim() const { return 0; }
  c10::ScalarType scalar_type() const { return {}; }
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
constexpr int kCUDA = 1;
}  // namespace at
namespace torch {
using at::Tensor;
using c10::optional;
using c10::nullopt;
using namespace at;
struct Library { template <class... A> Library& def(A&&...) { return *this; } template <class... A> Library& impl(A&&...) { return *this; } };
}  // namespace torch
#define AT_DISPATCH_CASE_NPU_LINT(...) [&] { using scalar_t = float; return __VA_ARGS__(); }()
#define AT_DISPATCH_FLOATING_TYPES(TYPE, NAME, ...) AT_DISPATCH_CASE_NPU_LINT(__VA_ARGS__)
#define AT_DISPATCH_FLOATING_TYPES_AND_HALF(TYPE, NAME, ...) AT_DISPATCH_CASE_NPU_LINT(__VA_ARGS__)
#define AT_DISPATCH_FLOATING_TYPES_AND2(A, B, TYPE, NAME, ...) AT_DISPATCH_CASE_NPU_LINT(__VA_ARGS__)
#define AT_DISPATCH_ALL_TYPES(TYPE, NAME, ...) AT_DISPATCH_CASE_NPU_LINT(__VA_ARGS__)
#define AT_DISPATCH_INTEGRAL_TYPES(TYPE, NAME, ...) AT_DISPATCH_CASE_NPU_LINT(__VA_ARGS__)
#define AT_DISPATCH_FLOATING_AND_COMPLEX_TYPES(TYPE, NAME, ...) AT_DISPATCH_CASE_NPU_LINT(__VA_ARGS__)
#define C10_CUDA_KERNEL_LAUNCH_CHECK() ((void)0)
#define TORCH_CHECK(...) ((void)0)
#define TORCH_LIBRARY(ns, m) void npu_lint_torch_library_##ns(torch::Library& m)
#define TORCH_LIBRARY_FRAGMENT(ns, m) void npu_lint_torch_library_fragment_##ns(torch::Library& m)
#define TORCH_LIBRARY_IMPL(ns, key, m) void npu_lint_torch_library_impl_##ns##_##key(torch::Library& m)
#define PYBIND11_MODULE(name, m) void npu_lint_pybind11_module(torch::Library& m)
