// npu-lint standalone stand-in for cuda_fp4.h (names only; as CUDA 12.8+ declares them).
#pragma once
#include "cuda_fp8.h"
NPU_LINT_SMALL_FLOAT_TYPE(__nv_fp4_e2m1) NPU_LINT_SMALL_FLOAT_TYPE(__nv_fp4x2_e2m1) NPU_LINT_SMALL_FLOAT_TYPE(__nv_fp4x4_e2m1)
typedef __nv_fp8_storage_t __nv_fp4_storage_t;
typedef __nv_fp8_storage_t __nv_fp4x2_storage_t;
typedef __nv_fp8x2_storage_t __nv_fp4x4_storage_t;
enum __nv_fp4_interpretation_t { __NV_E2M1 };
// device_types.h's, which the FP4 conversions take and no other stand-in declares yet.
enum cudaRoundMode { cudaRoundNearest, cudaRoundZero, cudaRoundPosInf, cudaRoundMinInf };
NPU_LINT_ANY_FUNCTION(__nv_cvt_double_to_fp4); NPU_LINT_ANY_FUNCTION(__nv_cvt_double2_to_fp4x2);
NPU_LINT_ANY_FUNCTION(__nv_cvt_float_to_fp4); NPU_LINT_ANY_FUNCTION(__nv_cvt_float2_to_fp4x2);
NPU_LINT_ANY_FUNCTION(__nv_cvt_halfraw_to_fp4); NPU_LINT_ANY_FUNCTION(__nv_cvt_halfraw2_to_fp4x2);
NPU_LINT_ANY_FUNCTION(__nv_cvt_bfloat16raw_to_fp4); NPU_LINT_ANY_FUNCTION(__nv_cvt_bfloat16raw2_to_fp4x2);
NPU_LINT_ANY_FUNCTION(__nv_cvt_fp4_to_halfraw); NPU_LINT_ANY_FUNCTION(__nv_cvt_fp4x2_to_halfraw2);
