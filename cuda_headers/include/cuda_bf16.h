// npu-lint standalone stand-in for cuda_bf16.h (names only).
#pragma once
#include "cuda_runtime.h"
struct __nv_bfloat16 {
  unsigned short x;
  __attribute__((host)) __attribute__((device)) __nv_bfloat16() = default;
  template <class T> __attribute__((host)) __attribute__((device)) __nv_bfloat16(T) {}
  __attribute__((host)) __attribute__((device)) operator float() const { return 0; }
};
struct __nv_bfloat162 { __nv_bfloat16 x, y; };
NPU_LINT_ANY_FUNCTION(__float2bfloat16); NPU_LINT_ANY_FUNCTION(__bfloat162float);
