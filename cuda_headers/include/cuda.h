// npu-lint standalone stand-in for the CUDA driver header (names only).
#pragma once
#include "cuda_runtime.h"
NPU_LINT_ANY_FUNCTION(cuInit); NPU_LINT_ANY_FUNCTION(cuLaunchKernel); NPU_LINT_ANY_FUNCTION(cuModuleLoad);
NPU_LINT_ANY_FUNCTION(cuModuleGetFunction); NPU_LINT_ANY_FUNCTION(cuCtxGetCurrent); NPU_LINT_ANY_FUNCTION(cuMemAlloc);
