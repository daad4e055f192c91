// Example CUDA extension written for npu-lint's tests: segment reductions over CSR pointers.
#include <ATen/cuda/CUDAContext.h>
#include <c10/cuda/CUDAGuard.h>
#include <cub/cub.cuh>
#include <torch/extension.h>

template <typename scalar_t>
__global__ void segment_sum_csr_kernel(const scalar_t* __restrict__ src, const int64_t* __restrict__ indptr,
                                       scalar_t* __restrict__ out, int64_t segments, int64_t features) {
  __shared__ scalar_t partial[256];
  const int64_t segment = blockIdx.x;
  const int64_t feature = blockIdx.y;
  scalar_t sum = 0;
  for (int64_t row = indptr[segment] + threadIdx.x; row < indptr[segment + 1]; row += blockDim.x)
    sum += src[row * features + feature];
  partial[threadIdx.x] = sum;
  __syncthreads();
  for (int stride = blockDim.x / 2; stride > 0; stride /= 2) {
    if (threadIdx.x < stride) partial[threadIdx.x] += partial[threadIdx.x + stride];
    __syncthreads();
  }
  if (threadIdx.x == 0) out[segment * features + feature] = partial[0];
}

__global__ void scatter_add_kernel(const float* src, const int64_t* index, float* out, int64_t n, int64_t features) {
  const int64_t i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n * features) return;
  atomicAdd(&out[index[i / features] * features + i % features], src[i]);
}

torch::Tensor segment_sum_csr_cuda(torch::Tensor src, torch::Tensor indptr) {
  const at::cuda::CUDAGuard guard(src.device());
  const int64_t segments = indptr.numel() - 1;
  const int64_t features = src.size(1);
  auto out = torch::zeros({segments, features}, src.options());
  cudaStream_t stream = at::cuda::getCurrentCUDAStream();
  AT_DISPATCH_FLOATING_TYPES(src.scalar_type(), "segment_sum_csr", [&] {
    segment_sum_csr_kernel<scalar_t><<<dim3(segments, features), 256, 0, stream>>>(
        src.data_ptr<scalar_t>(), indptr.data_ptr<int64_t>(), out.data_ptr<scalar_t>(), segments, features);
  });
  C10_CUDA_KERNEL_LAUNCH_CHECK();
  return out;
}

torch::Tensor scatter_add_cuda(torch::Tensor src, torch::Tensor index, int64_t segments) {
  auto out = torch::zeros({segments, src.size(1)}, src.options());
  const int64_t total = src.numel();
  scatter_add_kernel<<<(total + 255) / 256, 256>>>(src.data_ptr<float>(), index.data_ptr<int64_t>(),
                                                    out.data_ptr<float>(), src.size(0), src.size(1));
  C10_CUDA_KERNEL_LAUNCH_CHECK();
  return out;
}

// CUB's segmented reduction: one sum per CSR segment.
torch::Tensor segment_sum_cub(torch::Tensor values, torch::Tensor offsets) {
  auto out = torch::empty({offsets.numel() - 1}, values.options());
  size_t temp_bytes = 0;
  cudaStream_t stream = at::cuda::getCurrentCUDAStream();
  cub::DeviceSegmentedReduce::Sum(nullptr, temp_bytes, values.data_ptr<float>(), out.data_ptr<float>(),
                                  out.numel(), offsets.data_ptr<int>(), offsets.data_ptr<int>() + 1, stream);
  void* temp = nullptr;
  cudaMalloc(&temp, temp_bytes);
  cub::DeviceSegmentedReduce::Sum(temp, temp_bytes, values.data_ptr<float>(), out.data_ptr<float>(),
                                  out.numel(), offsets.data_ptr<int>(), offsets.data_ptr<int>() + 1, stream);
  cudaFree(temp);
  return out;
}
