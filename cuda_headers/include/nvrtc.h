// npu-lint standalone stand-in for NVRTC, CUDA's runtime compiler (names only).
#pragma once
#include "npu_lint_any_api.h"
typedef enum { NVRTC_SUCCESS = 0 } nvrtcResult;
typedef struct _nvrtcProgram* nvrtcProgram;
NPU_LINT_ANY_FUNCTION(nvrtcCreateProgram); NPU_LINT_ANY_FUNCTION(nvrtcCompileProgram);
NPU_LINT_ANY_FUNCTION(nvrtcDestroyProgram); NPU_LINT_ANY_FUNCTION(nvrtcGetPTX); NPU_LINT_ANY_FUNCTION(nvrtcGetPTXSize);
NPU_LINT_ANY_FUNCTION(nvrtcGetCUBIN); NPU_LINT_ANY_FUNCTION(nvrtcGetCUBINSize); NPU_LINT_ANY_FUNCTION(nvrtcGetProgramLog);
NPU_LINT_ANY_FUNCTION(nvrtcGetProgramLogSize); NPU_LINT_ANY_FUNCTION(nvrtcGetErrorString);
NPU_LINT_ANY_FUNCTION(nvrtcAddNameExpression); NPU_LINT_ANY_FUNCTION(nvrtcGetLoweredName); NPU_LINT_ANY_FUNCTION(nvrtcVersion);
NPU_LINT_ANY_FUNCTION(nvrtcGetSupportedArchs);
