// npu-lint standalone stand-in for cuda_fp16.h (names only).
#pragma once
#include "npu_lint_any_api.h"
struct __half { unsigned short x; };
NPU_LINT_ANY_FUNCTION(__float2half); NPU_LINT_ANY_FUNCTION(__half2float);
