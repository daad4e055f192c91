// npu-lint standalone stand-in for cuBLAS (names only).
#pragma once
#include "cuda_runtime.h"
typedef struct cublasContext* cublasHandle_t;
typedef struct cublasLtContext* cublasLtHandle_t;
enum cublasOperation_t { CUBLAS_OP_N, CUBLAS_OP_T, CUBLAS_OP_C };
NPU_LINT_ANY_FUNCTION(cublasCreate); NPU_LINT_ANY_FUNCTION(cublasDestroy); NPU_LINT_ANY_FUNCTION(cublasSetStream);
NPU_LINT_ANY_FUNCTION(cublasSgemm); NPU_LINT_ANY_FUNCTION(cublasDgemm); NPU_LINT_ANY_FUNCTION(cublasHgemm);
NPU_LINT_ANY_FUNCTION(cublasGemmEx); NPU_LINT_ANY_FUNCTION(cublasSgemmStridedBatched); NPU_LINT_ANY_FUNCTION(cublasGemmStridedBatchedEx);
NPU_LINT_ANY_FUNCTION(cublasLtMatmul);
