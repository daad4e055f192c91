// npu-lint standalone stand-in for the CUDA driver header (names only).
#pragma once
#include "cuda_runtime.h"
typedef enum cudaError_enum { CUDA_SUCCESS = 0 } CUresult;
typedef int CUdevice;
typedef struct CUctx_st* CUcontext;
typedef struct CUmod_st* CUmodule;
typedef struct CUfunc_st* CUfunction;
typedef unsigned long long CUdeviceptr;
typedef struct CUstream_st* CUstream;
typedef struct CUevent_st* CUevent;
// Tensor-memory-access descriptors (TMA) and virtual memory management: opaque types and enums
// whose enumerators kernels pass as values.
typedef struct CUtensorMap_st {
  alignas(64) unsigned long long opaque[16];
} CUtensorMap;
typedef enum CUtensorMapDataType_enum {} CUtensorMapDataType;
typedef enum CUtensorMapSwizzle_enum {} CUtensorMapSwizzle;
typedef enum CUtensorMapL2promotion_enum {} CUtensorMapL2promotion;
typedef enum CUtensorMapInterleave_enum {} CUtensorMapInterleave;
typedef enum CUtensorMapFloatOOBfill_enum {} CUtensorMapFloatOOBfill;
typedef enum CUfunction_attribute_enum {} CUfunction_attribute;
typedef enum CUfunc_cache_enum {} CUfunc_cache;
typedef enum CUmemAllocationHandleType_enum {} CUmemAllocationHandleType;
typedef enum CUmemAllocationGranularity_flags_enum {} CUmemAllocationGranularity_flags;
typedef unsigned long long CUmemGenericAllocationHandle;
typedef struct CUmemFabricHandle_st { unsigned char data[64]; } CUmemFabricHandle_v1, CUmemFabricHandle;
typedef struct CUmemAccessDesc_st { npu_lint_any location, flags; } CUmemAccessDesc;
typedef struct CUmemAllocationProp_st { npu_lint_any type, requestedHandleTypes, location, allocFlags; } CUmemAllocationProp;
NPU_LINT_ANY_FUNCTION(cuInit); NPU_LINT_ANY_FUNCTION(cuLaunchKernel); NPU_LINT_ANY_FUNCTION(cuModuleLoad);
NPU_LINT_ANY_FUNCTION(cuModuleGetFunction); NPU_LINT_ANY_FUNCTION(cuCtxGetCurrent); NPU_LINT_ANY_FUNCTION(cuMemAlloc);
