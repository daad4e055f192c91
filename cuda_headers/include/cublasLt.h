// npu-lint standalone stand-in for cuBLASLt (names only; opaque handles and loose attribute enums).
#pragma once
#include "cublas_v2.h"
typedef struct cublasLtMatmulDescOpaque_st { unsigned long long data[32]; } cublasLtMatmulDescOpaque_t;
typedef cublasLtMatmulDescOpaque_t* cublasLtMatmulDesc_t;
typedef struct cublasLtMatrixLayoutOpaque_st { unsigned long long data[8]; } cublasLtMatrixLayoutOpaque_t;
typedef cublasLtMatrixLayoutOpaque_t* cublasLtMatrixLayout_t;
typedef struct cublasLtMatmulPreferenceOpaque_st { unsigned long long data[8]; } cublasLtMatmulPreferenceOpaque_t;
typedef cublasLtMatmulPreferenceOpaque_t* cublasLtMatmulPreference_t;
typedef struct { unsigned long long data[8]; } cublasLtMatmulAlgo_t;
typedef struct {
  cublasLtMatmulAlgo_t algo;
  size_t workspaceSize;
  cublasStatus_t state;
  float wavesCount;
  int reserved[4];
} cublasLtMatmulHeuristicResult_t;
typedef enum cublasLtEpilogue_enum {} cublasLtEpilogue_t;
typedef enum cublasLtOrder_enum {} cublasLtOrder_t;
typedef enum cublasLtPointerMode_enum {} cublasLtPointerMode_t;
typedef enum cublasLtMatmulMatrixScale_enum {} cublasLtMatmulMatrixScale_t;
typedef enum cublasLtMatmulDescAttributes_enum {} cublasLtMatmulDescAttributes_t;
typedef enum cublasLtMatrixLayoutAttribute_enum {} cublasLtMatrixLayoutAttribute_t;
typedef enum cublasLtMatmulPreferenceAttributes_enum {} cublasLtMatmulPreferenceAttributes_t;
NPU_LINT_ANY_FUNCTION(cublasLtCreate); NPU_LINT_ANY_FUNCTION(cublasLtDestroy); NPU_LINT_ANY_FUNCTION(cublasLtMatmulDescCreate);
NPU_LINT_ANY_FUNCTION(cublasLtMatmulDescDestroy); NPU_LINT_ANY_FUNCTION(cublasLtMatmulDescSetAttribute);
NPU_LINT_ANY_FUNCTION(cublasLtMatrixLayoutCreate); NPU_LINT_ANY_FUNCTION(cublasLtMatrixLayoutDestroy);
NPU_LINT_ANY_FUNCTION(cublasLtMatrixLayoutSetAttribute); NPU_LINT_ANY_FUNCTION(cublasLtMatmulPreferenceCreate);
NPU_LINT_ANY_FUNCTION(cublasLtMatmulPreferenceDestroy); NPU_LINT_ANY_FUNCTION(cublasLtMatmulPreferenceSetAttribute);
NPU_LINT_ANY_FUNCTION(cublasLtMatmulAlgoGetHeuristic);
