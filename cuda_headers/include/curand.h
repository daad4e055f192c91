// npu-lint standalone stand-in for cuRAND's host API (names only).
#pragma once
#include "cuda_runtime.h"
typedef struct curandGenerator_st* curandGenerator_t;
typedef enum { CURAND_STATUS_SUCCESS = 0 } curandStatus_t;
typedef enum { CURAND_RNG_PSEUDO_DEFAULT = 100, CURAND_RNG_PSEUDO_PHILOX4_32_10 = 161 } curandRngType_t;
NPU_LINT_ANY_FUNCTION(curandCreateGenerator); NPU_LINT_ANY_FUNCTION(curandDestroyGenerator);
NPU_LINT_ANY_FUNCTION(curandSetPseudoRandomGeneratorSeed); NPU_LINT_ANY_FUNCTION(curandGenerateUniform);
NPU_LINT_ANY_FUNCTION(curandGenerateNormal); NPU_LINT_ANY_FUNCTION(curandSetStream);
