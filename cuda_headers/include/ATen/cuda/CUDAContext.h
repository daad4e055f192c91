// npu-lint standalone stand-in for ATen's CUDA context (names only).
#pragma once
#include <torch/extension.h>
namespace at { namespace cuda {
struct CUDAStream { operator cudaStream_t() const { return nullptr; } cudaStream_t stream() const { return nullptr; } };
NPU_LINT_ANY_FUNCTION(getCurrentCUDAStream); NPU_LINT_ANY_FUNCTION(getCurrentCUDABlasHandle);
NPU_LINT_ANY_FUNCTION(getStreamFromPool); NPU_LINT_ANY_FUNCTION(getDefaultCUDAStream);
struct CUDAGuard { template <class... A> CUDAGuard(A&&...) {} };
struct OptionalCUDAGuard { template <class... A> OptionalCUDAGuard(A&&...) {} };
}}  // namespace at::cuda
