// npu-lint standalone stand-in for cuda_fp8.h (names only).
#pragma once
#include "cuda_fp16.h"
#include "cuda_bf16.h"
// A storage-only small float type (cuda_fp4.h declares its types with it too).
#define NPU_LINT_SMALL_FLOAT_TYPE(name)                                                 \
  struct name {                                                                         \
    unsigned char __x;                                                                  \
    __attribute__((host)) __attribute__((device)) name() = default;                     \
    template <class T> __attribute__((host)) __attribute__((device)) name(T) {}         \
    __attribute__((host)) __attribute__((device)) operator float() const { return 0; }  \
  };
NPU_LINT_SMALL_FLOAT_TYPE(__nv_fp8_e4m3) NPU_LINT_SMALL_FLOAT_TYPE(__nv_fp8_e5m2) NPU_LINT_SMALL_FLOAT_TYPE(__nv_fp8_e8m0)
NPU_LINT_SMALL_FLOAT_TYPE(__nv_fp8x2_e4m3) NPU_LINT_SMALL_FLOAT_TYPE(__nv_fp8x2_e5m2) NPU_LINT_SMALL_FLOAT_TYPE(__nv_fp8x4_e4m3)
NPU_LINT_SMALL_FLOAT_TYPE(__nv_fp8x4_e5m2)
typedef unsigned char __nv_fp8_storage_t;
typedef unsigned short __nv_fp8x2_storage_t;
enum __nv_fp8_interpretation_t { __NV_E4M3, __NV_E5M2 };
enum __nv_saturation_t { __NV_NOSAT, __NV_SATFINITE };
NPU_LINT_ANY_FUNCTION(__nv_cvt_float_to_fp8); NPU_LINT_ANY_FUNCTION(__nv_cvt_fp8_to_halfraw);
NPU_LINT_ANY_FUNCTION(__nv_cvt_float2_to_fp8x2); NPU_LINT_ANY_FUNCTION(__nv_cvt_fp8x2_to_halfraw2);
