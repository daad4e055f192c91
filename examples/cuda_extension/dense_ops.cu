// Example CUDA extension written for npu-lint's tests: library calls and a kernel behind #if.
#include <cublas_v2.h>
#include <cuda_runtime.h>
#include <nccl.h>
#include <torch/extension.h>

torch::Tensor gemm_cublas(torch::Tensor a, torch::Tensor b, cublasHandle_t handle) {
  auto c = torch::empty({a.size(0), b.size(1)}, a.options());
  const float alpha = 1.0f, beta = 0.0f;
  cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, b.size(1), a.size(0), a.size(1), &alpha, b.data_ptr<float>(),
              b.size(1), a.data_ptr<float>(), a.size(1), &beta, c.data_ptr<float>(), c.size(1));
  return c;
}

void all_reduce_sum(torch::Tensor t, ncclComm_t comm) {
  cudaStream_t stream;
  cudaStreamCreate(&stream);
  ncclAllReduce(t.data_ptr(), t.data_ptr(), t.numel(), ncclFloat, ncclSum, comm, stream);
  cudaStreamSynchronize(stream);
  cudaStreamDestroy(stream);
}

#if defined(NPU_LINT_EXAMPLE_WITH_HALF)
__global__ void scale_half_kernel(__half* x, float factor, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] = __float2half(__half2float(x[i]) * factor);
}

void scale_half(torch::Tensor x, float factor) {
  scale_half_kernel<<<(x.numel() + 255) / 256, 256>>>(reinterpret_cast<__half*>(x.data_ptr()), factor, x.numel());
}
#endif
