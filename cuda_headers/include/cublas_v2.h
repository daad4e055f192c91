// npu-lint standalone stand-in for cuBLAS (names only).
#pragma once
#include "cuda_runtime.h"
// CUDA's cublas_api.h brings these in for its half-precision and typed entry points.
#include "cuda_fp16.h"
#include "library_types.h"
typedef cudaDataType cublasDataType_t;
typedef enum { CUBLAS_STATUS_SUCCESS = 0, CUBLAS_STATUS_NOT_INITIALIZED = 1 } cublasStatus_t;
typedef enum {
  CUBLAS_GEMM_DEFAULT = -1, CUBLAS_GEMM_ALGO0 = 0, CUBLAS_GEMM_ALGO15 = 15, CUBLAS_GEMM_DEFAULT_TENSOR_OP = 99,
  CUBLAS_GEMM_ALGO0_TENSOR_OP = 100, CUBLAS_GEMM_ALGO15_TENSOR_OP = 115
} cublasGemmAlgo_t;
typedef enum { CUBLAS_DEFAULT_MATH = 0, CUBLAS_TENSOR_OP_MATH = 1 } cublasMath_t;
typedef enum { CUBLAS_COMPUTE_16F = 64, CUBLAS_COMPUTE_32F = 68 } cublasComputeType_t;
typedef struct cublasContext* cublasHandle_t;
typedef struct cublasLtContext* cublasLtHandle_t;
enum cublasOperation_t { CUBLAS_OP_N, CUBLAS_OP_T, CUBLAS_OP_C };
NPU_LINT_ANY_FUNCTION(cublasCreate); NPU_LINT_ANY_FUNCTION(cublasDestroy); NPU_LINT_ANY_FUNCTION(cublasSetStream);
NPU_LINT_ANY_FUNCTION(cublasSgemm); NPU_LINT_ANY_FUNCTION(cublasDgemm); NPU_LINT_ANY_FUNCTION(cublasHgemm);
NPU_LINT_ANY_FUNCTION(cublasGemmEx); NPU_LINT_ANY_FUNCTION(cublasSgemmStridedBatched); NPU_LINT_ANY_FUNCTION(cublasGemmStridedBatchedEx);
NPU_LINT_ANY_FUNCTION(cublasLtMatmul);
