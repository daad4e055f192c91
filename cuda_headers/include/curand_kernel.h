// npu-lint standalone stand-in for cuRAND's device API (names only).
#pragma once
#include "cuda_runtime.h"
struct curandStatePhilox4_32_10 { unsigned state[8]; };
typedef struct curandStatePhilox4_32_10 curandStatePhilox4_32_10_t;
struct curandStateXORWOW { unsigned state[6]; };
typedef struct curandStateXORWOW curandStateXORWOW_t;
typedef curandStateXORWOW_t curandState_t;
typedef curandState_t curandState;
NPU_LINT_ANY_FUNCTION(curand_init); NPU_LINT_ANY_FUNCTION(curand); NPU_LINT_ANY_FUNCTION(curand4);
NPU_LINT_ANY_FUNCTION(curand_uniform); NPU_LINT_ANY_FUNCTION(curand_uniform4); NPU_LINT_ANY_FUNCTION(curand_uniform2_double);
NPU_LINT_ANY_FUNCTION(curand_normal); NPU_LINT_ANY_FUNCTION(curand_normal4); NPU_LINT_ANY_FUNCTION(curand_normal2);
NPU_LINT_ANY_FUNCTION(curand_poisson); NPU_LINT_ANY_FUNCTION(curand_philox4x32_10);
