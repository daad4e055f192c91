// npu-lint standalone stand-in for c10's CUDA streams (names only).
#pragma once
#include <ATen/cuda/CUDAContext.h>
namespace c10 { namespace cuda {
using at::cuda::CUDAGuard;
using at::cuda::OptionalCUDAGuard;
using at::cuda::CUDAStream;
NPU_LINT_ANY_FUNCTION(getCurrentCUDAStream);
}}  // namespace c10::cuda
