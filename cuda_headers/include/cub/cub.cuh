// npu-lint standalone stand-in for CUB (names only).
#pragma once
#include "../npu_lint_any_api.h"
namespace cub {
template <class K, class V> struct KeyValuePair {
  K key;
  V value;
  __attribute__((host)) __attribute__((device)) KeyValuePair() = default;
  template <class... A> __attribute__((host)) __attribute__((device)) KeyValuePair(A&&...) {}
};
template <class T, int N, class... P> struct BlockReduce {
  struct TempStorage {};
  template <class... A> __attribute__((host)) __attribute__((device)) BlockReduce(A&&...) {}
  template <class... A> __attribute__((host)) __attribute__((device)) npu_lint_any Reduce(A&&...) { return {}; }
  template <class... A> __attribute__((host)) __attribute__((device)) npu_lint_any Sum(A&&...) { return {}; }
};
struct ArgMax {};
struct ArgMin {};
struct Sum {};
struct Max {};
struct Min {};
struct DeviceSegmentedReduce {
  NPU_LINT_ANY_STATIC(Sum); NPU_LINT_ANY_STATIC(Max); NPU_LINT_ANY_STATIC(Min); NPU_LINT_ANY_STATIC(Reduce);
  NPU_LINT_ANY_STATIC(ArgMax); NPU_LINT_ANY_STATIC(ArgMin);
};
struct DeviceReduce { NPU_LINT_ANY_STATIC(Sum); NPU_LINT_ANY_STATIC(Max); NPU_LINT_ANY_STATIC(Min); NPU_LINT_ANY_STATIC(Reduce); NPU_LINT_ANY_STATIC(ReduceByKey); };
struct DeviceRadixSort { NPU_LINT_ANY_STATIC(SortKeys); NPU_LINT_ANY_STATIC(SortPairs); };
struct DeviceSegmentedRadixSort { NPU_LINT_ANY_STATIC(SortKeys); NPU_LINT_ANY_STATIC(SortPairs); };
struct DeviceScan { NPU_LINT_ANY_STATIC(InclusiveSum); NPU_LINT_ANY_STATIC(ExclusiveSum); };
}  // namespace cub
