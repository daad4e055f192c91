// npu-lint standalone stand-in for cuda_fp16.h (names only).
#pragma once
#include "cuda_runtime.h"
struct __half {
  unsigned short x;
  __attribute__((host)) __attribute__((device)) __half() = default;
  template <class T> __attribute__((host)) __attribute__((device)) __half(T) {}
  __attribute__((host)) __attribute__((device)) operator float() const { return 0; }
};
struct __half2 { __half x, y; };
typedef __half half;
typedef __half2 half2;
NPU_LINT_ANY_FUNCTION(__half22float2); NPU_LINT_ANY_FUNCTION(__float22half2_rn); NPU_LINT_ANY_FUNCTION(__floats2half2_rn);
NPU_LINT_ANY_FUNCTION(__hadd); NPU_LINT_ANY_FUNCTION(__hmul); NPU_LINT_ANY_FUNCTION(__hadd2); NPU_LINT_ANY_FUNCTION(__hmul2);
NPU_LINT_ANY_FUNCTION(__float2half); NPU_LINT_ANY_FUNCTION(__half2float);
