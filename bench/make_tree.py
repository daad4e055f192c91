#!/usr/bin/python3
"""Writes a synthetic CUDA extension tree for the benchmark: N translation units that include
LibTorch's extension headers and one shared project header, each with kernels, launches, CUDA
runtime calls and dtype dispatch, plus a bindings file. Deterministic: the same N gives the
same tree.

usage: bench/make_tree.py OUTDIR [N]
"""
import os
import sys

HEADER = """#pragma once
#include <cuda_runtime.h>
// Shared by every TU: a device helper and a kernel defined in a header.
__device__ inline float clamp01(float x) { return x < 0.f ? 0.f : (x > 1.f ? 1.f : x); }
__global__ void shared_fill_kernel(float* out, float value, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = value;
}
"""

TU = """#include <torch/extension.h>
#include <ATen/cuda/CUDAContext.h>
#include "common.cuh"

namespace ext{i} {{

template <typename scalar_t>
__global__ void scale_kernel_{i}(const scalar_t* in, scalar_t* out, scalar_t s, int64_t n) {{
  int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x;
  if (i < n) out[i] = clamp01(static_cast<float>(in[i])) * s;
}}

__global__ void segment_sum_kernel_{i}(const float* src, const int64_t* index, float* out, int64_t n) {{
  __shared__ float tile[256];
  int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x;
  tile[threadIdx.x] = i < n ? src[i] : 0.f;
  __syncthreads();
  if (i < n) atomicAdd(&out[index[i]], tile[threadIdx.x]);
}}

torch::Tensor scale_{i}(torch::Tensor input, double s) {{
  auto out = torch::empty_like(input);
  const int64_t n = input.numel();
  const int threads = 256, blocks = (n + threads - 1) / threads;
  auto stream = at::cuda::getCurrentCUDAStream();
  AT_DISPATCH_FLOATING_TYPES(input.scalar_type(), "scale_{i}", [&] {{
    scale_kernel_{i}<scalar_t><<<blocks, threads, 0, stream>>>(
        input.data_ptr<scalar_t>(), out.data_ptr<scalar_t>(), static_cast<scalar_t>(s), n);
  }});
  C10_CUDA_KERNEL_LAUNCH_CHECK();
  return out;
}}

torch::Tensor segment_sum_{i}(torch::Tensor src, torch::Tensor index, int64_t segments) {{
  auto out = torch::zeros({{segments}}, src.options());
  float* scratch = nullptr;
  cudaMalloc(&scratch, sizeof(float) * 256);
  const int64_t n = src.numel();
  segment_sum_kernel_{i}<<<(n + 255) / 256, 256>>>(src.data_ptr<float>(), index.data_ptr<int64_t>(),
                                                    out.data_ptr<float>(), n);
  shared_fill_kernel<<<1, 256>>>(scratch, 0.f, 256);
  cudaDeviceSynchronize();
  cudaFree(scratch);
  return out;
}}

}}  // namespace ext{i}
"""


def main():
    outdir = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 300
    os.makedirs(os.path.join(outdir, "csrc"), exist_ok=True)
    with open(os.path.join(outdir, "csrc", "common.cuh"), "w") as f:
        f.write(HEADER)
    for i in range(count):
        with open(os.path.join(outdir, "csrc", f"op_{i:04d}.cu"), "w") as f:
            f.write(TU.format(i=i))
    with open(os.path.join(outdir, "csrc", "bindings.cpp"), "w") as f:
        f.write("#include <torch/extension.h>\n")
        for i in range(count):
            f.write(f"namespace ext{i} {{ torch::Tensor scale_{i}(torch::Tensor, double); }}\n")
        f.write("PYBIND11_MODULE(TORCH_EXTENSION_NAME, m) {\n")
        for i in range(count):
            f.write(f'  m.def("scale_{i}", &ext{i}::scale_{i});\n')
        f.write("}\n")
    print(f"{count} TUs + common.cuh + bindings.cpp in {outdir}/csrc")


if __name__ == "__main__":
    main()
