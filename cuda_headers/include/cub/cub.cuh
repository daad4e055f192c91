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
// The block-wide collectives: their algorithm enumerators, and classes that take a TempStorage
// and offer the collective's member functions with loose signatures.
enum BlockLoadAlgorithm { BLOCK_LOAD_DIRECT, BLOCK_LOAD_STRIPED, BLOCK_LOAD_VECTORIZE, BLOCK_LOAD_TRANSPOSE,
                          BLOCK_LOAD_WARP_TRANSPOSE, BLOCK_LOAD_WARP_TRANSPOSE_TIMESLICED };
enum BlockStoreAlgorithm { BLOCK_STORE_DIRECT, BLOCK_STORE_STRIPED, BLOCK_STORE_VECTORIZE, BLOCK_STORE_TRANSPOSE,
                           BLOCK_STORE_WARP_TRANSPOSE, BLOCK_STORE_WARP_TRANSPOSE_TIMESLICED };
enum BlockScanAlgorithm { BLOCK_SCAN_RAKING, BLOCK_SCAN_RAKING_MEMOIZE, BLOCK_SCAN_WARP_SCANS };
enum BlockReduceAlgorithm { BLOCK_REDUCE_RAKING_COMMUTATIVE_ONLY, BLOCK_REDUCE_RAKING, BLOCK_REDUCE_WARP_REDUCTIONS };
struct npu_lint_collective {
  struct TempStorage {};
  template <class... A> __attribute__((host)) __attribute__((device)) npu_lint_collective(A&&...) {}
#define NPU_LINT_COLLECTIVE_MEMBER(name) \
  template <class... A> __attribute__((host)) __attribute__((device)) npu_lint_any name(A&&...) { return {}; }
  NPU_LINT_COLLECTIVE_MEMBER(Load) NPU_LINT_COLLECTIVE_MEMBER(Store) NPU_LINT_COLLECTIVE_MEMBER(Reduce)
  NPU_LINT_COLLECTIVE_MEMBER(Sum) NPU_LINT_COLLECTIVE_MEMBER(InclusiveScan) NPU_LINT_COLLECTIVE_MEMBER(ExclusiveScan)
  NPU_LINT_COLLECTIVE_MEMBER(InclusiveSum) NPU_LINT_COLLECTIVE_MEMBER(ExclusiveSum) NPU_LINT_COLLECTIVE_MEMBER(Sort)
  NPU_LINT_COLLECTIVE_MEMBER(SortDescending) NPU_LINT_COLLECTIVE_MEMBER(StripedToBlocked)
  NPU_LINT_COLLECTIVE_MEMBER(BlockedToStriped) NPU_LINT_COLLECTIVE_MEMBER(WarpStripedToBlocked)
  NPU_LINT_COLLECTIVE_MEMBER(BlockedToWarpStriped) NPU_LINT_COLLECTIVE_MEMBER(FlagHeads)
  NPU_LINT_COLLECTIVE_MEMBER(FlagTails) NPU_LINT_COLLECTIVE_MEMBER(HeadSegmentedSum)
#undef NPU_LINT_COLLECTIVE_MEMBER
};
template <class T, int BLOCK_DIM_X, int ITEMS_PER_THREAD, BlockLoadAlgorithm A = BLOCK_LOAD_DIRECT, int Y = 1, int Z = 1, int ARCH = 0>
struct BlockLoad : npu_lint_collective { using npu_lint_collective::npu_lint_collective; };
template <class T, int BLOCK_DIM_X, int ITEMS_PER_THREAD, BlockStoreAlgorithm A = BLOCK_STORE_DIRECT, int Y = 1, int Z = 1, int ARCH = 0>
struct BlockStore : npu_lint_collective { using npu_lint_collective::npu_lint_collective; };
template <class T, int BLOCK_DIM_X, BlockScanAlgorithm A = BLOCK_SCAN_RAKING, int Y = 1, int Z = 1, int ARCH = 0>
struct BlockScan : npu_lint_collective { using npu_lint_collective::npu_lint_collective; };
template <class T, int BLOCK_DIM_X, BlockReduceAlgorithm A = BLOCK_REDUCE_WARP_REDUCTIONS, int Y = 1, int Z = 1, int ARCH = 0>
struct BlockReduce : npu_lint_collective { using npu_lint_collective::npu_lint_collective; };
template <class T, int BLOCK_DIM_X, int ITEMS_PER_THREAD, bool WARP_TIME_SLICING = false, int Y = 1, int Z = 1, int ARCH = 0>
struct BlockExchange : npu_lint_collective { using npu_lint_collective::npu_lint_collective; };
template <class K, int BLOCK_DIM_X, int ITEMS_PER_THREAD, class V = void, int RADIX_BITS = 4, bool MEMOIZE = true,
          BlockScanAlgorithm A = BLOCK_SCAN_WARP_SCANS, int SMEM = 0, int Y = 1, int Z = 1, int ARCH = 0>
struct BlockRadixSort : npu_lint_collective { using npu_lint_collective::npu_lint_collective; };
template <class T, int BLOCK_DIM_X, int Y = 1, int Z = 1, int ARCH = 0>
struct BlockDiscontinuity : npu_lint_collective { using npu_lint_collective::npu_lint_collective; };
template <class T, int LOGICAL_WARP_THREADS = 32, int ARCH = 0>
struct WarpReduce : npu_lint_collective { using npu_lint_collective::npu_lint_collective; };
template <class T, int LOGICAL_WARP_THREADS = 32, int ARCH = 0>
struct WarpScan : npu_lint_collective { using npu_lint_collective::npu_lint_collective; };
// A raking layout's constants are compile-time values kernels static_assert on.
template <class T, int BLOCK_THREADS, int ARCH = 0> struct BlockRakingLayout {
  static constexpr int RAKING_THREADS = 32, SEGMENT_LENGTH = 1, GRID_ELEMENTS = BLOCK_THREADS;
  static constexpr bool UNGUARDED = true;
  struct TempStorage {};
};
template <class T> struct Uninitialized {
  __attribute__((host)) __attribute__((device)) T& Alias() { return *static_cast<T*>(nullptr); }
};
template <int N> struct Log2 { static constexpr int VALUE = 0; };
template <class T> struct Traits {
  template <class... A> __attribute__((host)) __attribute__((device)) static T Max(A&&...) { return T(); }
  template <class... A> __attribute__((host)) __attribute__((device)) static T Lowest(A&&...) { return T(); }
};
// Warp-level utilities take their logical warp size as a template argument.
#define NPU_LINT_WARP_FUNCTION(name) \
  template <int N, class... A> __attribute__((host)) __attribute__((device)) npu_lint_any name(A&&...) { return {}; }
NPU_LINT_WARP_FUNCTION(ShuffleDown) NPU_LINT_WARP_FUNCTION(ShuffleUp) NPU_LINT_WARP_FUNCTION(ShuffleIndex)
NPU_LINT_WARP_FUNCTION(WarpMask)
#undef NPU_LINT_WARP_FUNCTION
NPU_LINT_ANY_FUNCTION(RowMajorTid); NPU_LINT_ANY_FUNCTION(LaneId); NPU_LINT_ANY_FUNCTION(WarpId);
struct CachingDeviceAllocator {
  template <class... A> CachingDeviceAllocator(A&&...) {}
  template <class... A> npu_lint_any DeviceAllocate(A&&...) { return {}; }
  template <class... A> npu_lint_any DeviceFree(A&&...) { return {}; }
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
