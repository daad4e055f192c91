// npu-lint standalone stand-in for CUB (names only).
#pragma once
#include "../npu_lint_any_api.h"
namespace cub {
struct DeviceSegmentedReduce {
  NPU_LINT_ANY_STATIC(Sum); NPU_LINT_ANY_STATIC(Max); NPU_LINT_ANY_STATIC(Min); NPU_LINT_ANY_STATIC(Reduce);
  NPU_LINT_ANY_STATIC(ArgMax); NPU_LINT_ANY_STATIC(ArgMin);
};
struct DeviceReduce { NPU_LINT_ANY_STATIC(Sum); NPU_LINT_ANY_STATIC(Max); NPU_LINT_ANY_STATIC(Min); NPU_LINT_ANY_STATIC(Reduce); NPU_LINT_ANY_STATIC(ReduceByKey); };
struct DeviceRadixSort { NPU_LINT_ANY_STATIC(SortKeys); NPU_LINT_ANY_STATIC(SortPairs); };
struct DeviceSegmentedRadixSort { NPU_LINT_ANY_STATIC(SortKeys); NPU_LINT_ANY_STATIC(SortPairs); };
struct DeviceScan { NPU_LINT_ANY_STATIC(InclusiveSum); NPU_LINT_ANY_STATIC(ExclusiveSum); };
}  // namespace cub
