// npu-lint standalone stand-in for CUDA's cooperative groups header (names only, loose types).
#pragma once
#include "cuda_runtime.h"
#define _CG_ASM_PTR_CONSTRAINT "l"
namespace cooperative_groups {
struct thread_group {
  __attribute__((host)) __attribute__((device)) void sync() const {}
  __attribute__((host)) __attribute__((device)) unsigned size() const { return 0; }
  __attribute__((host)) __attribute__((device)) unsigned thread_rank() const { return 0; }
  template <class... A> __attribute__((host)) __attribute__((device)) npu_lint_any shfl_down(A&&...) const { return {}; }
  template <class... A> __attribute__((host)) __attribute__((device)) npu_lint_any shfl(A&&...) const { return {}; }
};
struct thread_block : thread_group {};
struct grid_group : thread_group {};
template <unsigned N, class P = void> struct thread_block_tile : thread_group {};
NPU_LINT_ANY_FUNCTION(this_thread_block);
NPU_LINT_ANY_FUNCTION(this_grid);
NPU_LINT_ANY_FUNCTION(tiled_partition);
NPU_LINT_ANY_FUNCTION(reduce);
NPU_LINT_ANY_FUNCTION(sync);
}  // namespace cooperative_groups
