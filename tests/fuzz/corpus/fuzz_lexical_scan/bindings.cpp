// Example CUDA extension written for npu-lint's tests: op registration and Python bindings.
#include <torch/extension.h>

torch::Tensor segment_sum_csr_cuda(torch::Tensor src, torch::Tensor indptr);
torch::Tensor scatter_add_cuda(torch::Tensor src, torch::Tensor index, int64_t segments);

TORCH_LIBRARY(npulint_ext, m) {
  m.def("segment_sum_csr(Tensor src, Tensor indptr) -> Tensor");
  m.def("scatter_add(Tensor src, Tensor index, int segments) -> Tensor");
}

TORCH_LIBRARY_IMPL(npulint_ext, CUDA, m) {
  m.impl("segment_sum_csr", segment_sum_csr_cuda);
  m.impl("scatter_add", scatter_add_cuda);
}

PYBIND11_MODULE(TORCH_EXTENSION_NAME, m) {
  m.def("segment_sum_csr", &segment_sum_csr_cuda, "segment sum over CSR pointers (CUDA)");
}
