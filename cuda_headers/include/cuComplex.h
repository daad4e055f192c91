// npu-lint standalone stand-in for cuComplex.h: the complex types as CUDA defines them (vector
// types of two), with the accessors and constructors template libraries such as CUTLASS call.
#pragma once
#include "cuda_runtime.h"
typedef float2 cuFloatComplex;
typedef double2 cuDoubleComplex;
typedef cuFloatComplex cuComplex;
__host__ __device__ inline float cuCrealf(cuFloatComplex z) { return z.x; }
__host__ __device__ inline float cuCimagf(cuFloatComplex z) { return z.y; }
__host__ __device__ inline double cuCreal(cuDoubleComplex z) { return z.x; }
__host__ __device__ inline double cuCimag(cuDoubleComplex z) { return z.y; }
__host__ __device__ inline cuFloatComplex make_cuFloatComplex(float r, float i) { return cuFloatComplex{r, i}; }
__host__ __device__ inline cuDoubleComplex make_cuDoubleComplex(double r, double i) { return cuDoubleComplex{r, i}; }
__host__ __device__ inline cuComplex make_cuComplex(float r, float i) { return cuComplex{r, i}; }
