// Force-included by npu-lint's source scanner in standalone mode (no CUDA toolkit): the CUDA
// qualifiers and launch configuration Clang's CUDA frontend expects from the toolkit headers.
// Only declarations; nothing here is CUDA's own code.
#pragma once
#if defined(__CUDA__)  // Clang's CUDA mode: a .cu file, which nvcc compiles with __CUDACC__
#define __CUDACC__ 1
#endif
// nvcc's feature test for architecture-specific instructions (sm_90a, sm_100a): none on the host.
#define __CUDA_ARCH_HAS_FEATURE__(feature) 0
#define __NPU_LINT_STANDALONE__ 1
#define __host__ __attribute__((host))
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __managed__ __attribute__((managed))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#define __align__(n) __attribute__((aligned(n)))
#define __forceinline__ inline __attribute__((always_inline))
// No __noinline__: libstdc++ 12 spells __attribute__((__noinline__)), which such a macro breaks.
#define __restrict__ __restrict
#define __grid_constant__  // a kernel parameter's qualifier (CUDA 11.7), unknown to Clang 14

typedef __SIZE_TYPE__ size_t;
struct dim3 {
  unsigned x, y, z;
  __host__ __device__ dim3(unsigned vx = 1, unsigned vy = 1, unsigned vz = 1) : x(vx), y(vy), z(vz) {}
};
typedef struct CUstream_st* cudaStream_t;
typedef int cudaError_t;
extern "C" int cudaConfigureCall(dim3 grid, dim3 block, size_t shared = 0, cudaStream_t stream = 0);
extern "C" unsigned __cudaPushCallConfiguration(dim3 grid, dim3 block, size_t shared = 0, void* stream = 0);

#if defined(__CUDA__)
#include "__clang_cuda_builtin_vars.h"
// nvcc makes these available to every .cu file (through cuda_runtime.h, which it includes).
// <stdint.h>'s types as glibc declares them on LP64 Linux (x86_64, aarch64): redeclaring a
// typedef to the same type is legal when the file includes <stdint.h> itself, and costs no parse.
typedef signed char int8_t;
typedef short int16_t;
typedef int int32_t;
typedef long int64_t;
typedef unsigned char uint8_t;
typedef unsigned short uint16_t;
typedef unsigned int uint32_t;
typedef unsigned long uint64_t;
typedef long intptr_t;
typedef unsigned long uintptr_t;
#include "include/npu_lint_vector_types.h"
#endif
// The standard headers extension code relies on PyTorch's headers, or a header on its includer's,
// to bring in. Each costs parse time (0.1-0.4 s), so npu-lint-cuda parses a file without them
// first and adds them (-DNPU_LINT_STANDARD_HEADERS) only to parse again a file that failed.
#if defined(NPU_LINT_STANDARD_HEADERS)
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <deque>
#include <functional>
#include <iostream>
#include <limits>
#include <list>
#include <map>
#include <memory>
#include <mutex>
#include <numeric>
#include <optional>
#include <queue>
#include <set>
#include <sstream>
#include <string>
#include <tuple>
#include <type_traits>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>
#endif
