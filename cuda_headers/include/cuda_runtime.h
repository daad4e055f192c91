// npu-lint standalone stand-in for the CUDA runtime header (names only).
#pragma once
#include "npu_lint_any_api.h"
typedef int cudaError_t;
#include "npu_lint_vector_types.h"
NPU_LINT_ANY_FUNCTION(make_int2); NPU_LINT_ANY_FUNCTION(make_int4); NPU_LINT_ANY_FUNCTION(make_float2);
NPU_LINT_ANY_FUNCTION(make_float3); NPU_LINT_ANY_FUNCTION(make_float4); NPU_LINT_ANY_FUNCTION(make_uint2);
typedef struct CUevent_st* cudaEvent_t;
typedef struct cudaTextureObject_st* cudaTextureObject_t;
enum cudaMemcpyKind { cudaMemcpyHostToHost, cudaMemcpyHostToDevice, cudaMemcpyDeviceToHost, cudaMemcpyDeviceToDevice, cudaMemcpyDefault };
enum { cudaSuccess = 0 };
typedef struct cudaGraph_st* cudaGraph_t;
typedef struct cudaGraphExec_st* cudaGraphExec_t;
struct cudaDeviceProp { char name[256]; int major, minor, multiProcessorCount, maxThreadsPerBlock, warpSize; size_t sharedMemPerBlock; };
enum cudaLaunchAttributeID { cudaLaunchAttributeClusterDimension = 4, cudaLaunchAttributeCooperative = 2 };
struct cudaLaunchAttribute {
  cudaLaunchAttributeID id;
  struct { unsigned x, y, z; } clusterDim;
  union { int cooperative; unsigned val; } val;
};
struct cudaLaunchConfig_t {
  dim3 gridDim, blockDim;
  size_t dynamicSmemBytes;
  cudaStream_t stream;
  cudaLaunchAttribute* attrs;
  unsigned numAttrs;
};
NPU_LINT_ANY_FUNCTION(cudaLaunchKernelEx);
NPU_LINT_ANY_FUNCTION(cudaMalloc); NPU_LINT_ANY_FUNCTION(cudaFree); NPU_LINT_ANY_FUNCTION(cudaMemcpy);
NPU_LINT_ANY_FUNCTION(cudaMemcpyAsync); NPU_LINT_ANY_FUNCTION(cudaMemset); NPU_LINT_ANY_FUNCTION(cudaMemsetAsync);
NPU_LINT_ANY_FUNCTION(cudaStreamCreate); NPU_LINT_ANY_FUNCTION(cudaStreamDestroy); NPU_LINT_ANY_FUNCTION(cudaStreamSynchronize);
NPU_LINT_ANY_FUNCTION(cudaDeviceSynchronize); NPU_LINT_ANY_FUNCTION(cudaSetDevice); NPU_LINT_ANY_FUNCTION(cudaGetDevice);
NPU_LINT_ANY_FUNCTION(cudaGetDeviceCount); NPU_LINT_ANY_FUNCTION(cudaEventCreate); NPU_LINT_ANY_FUNCTION(cudaEventRecord);
NPU_LINT_ANY_FUNCTION(cudaEventSynchronize); NPU_LINT_ANY_FUNCTION(cudaEventDestroy); NPU_LINT_ANY_FUNCTION(cudaEventElapsedTime);
NPU_LINT_ANY_FUNCTION(cudaStreamWaitEvent); NPU_LINT_ANY_FUNCTION(cudaMallocHost); NPU_LINT_ANY_FUNCTION(cudaFreeHost);
NPU_LINT_ANY_FUNCTION(cudaGetLastError); NPU_LINT_ANY_FUNCTION(cudaGetErrorString); NPU_LINT_ANY_FUNCTION(cudaMemGetInfo);
NPU_LINT_ANY_FUNCTION(cudaLaunchKernel); NPU_LINT_ANY_FUNCTION(cudaFuncSetAttribute); NPU_LINT_ANY_FUNCTION(cudaOccupancyMaxActiveBlocksPerMultiprocessor);
NPU_LINT_ANY_FUNCTION(cudaLaunchHostFunc); NPU_LINT_ANY_FUNCTION(cudaPeekAtLastError); NPU_LINT_ANY_FUNCTION(cudaGetDeviceProperties);
NPU_LINT_ANY_FUNCTION(__syncthreads); NPU_LINT_ANY_FUNCTION(__syncwarp); NPU_LINT_ANY_FUNCTION(atomicAdd);
NPU_LINT_ANY_FUNCTION(atomicMax); NPU_LINT_ANY_FUNCTION(atomicMin); NPU_LINT_ANY_FUNCTION(atomicCAS); NPU_LINT_ANY_FUNCTION(atomicExch);
NPU_LINT_ANY_FUNCTION(__shfl_sync); NPU_LINT_ANY_FUNCTION(__shfl_down_sync); NPU_LINT_ANY_FUNCTION(__shfl_up_sync);
NPU_LINT_ANY_FUNCTION(__shfl_xor_sync); NPU_LINT_ANY_FUNCTION(__ballot_sync); NPU_LINT_ANY_FUNCTION(__ldg);
