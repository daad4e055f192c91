// Example CUDA extension written for npu-lint's tests: a file with a deliberate syntax error.
#include <torch/extension.h>

__global__ void fill_kernel(float* out, float value, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = value
}

void fill(torch::Tensor out, float value) {
  fill_kernel<<<(out.numel() + 255) / 256, 256>>>(out.data_ptr<float>(), value, out.numel());
}
